import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A white card with a soft shadow that lifts on hover. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "group rounded-3xl border border-slate-200/80 bg-white shadow-card transition-[translate,box-shadow,border-color] duration-300 hover:-translate-y-1 hover:shadow-lift",
        className,
      )}
      {...props}
    />
  );
}
