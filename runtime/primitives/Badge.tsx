import type { ComponentProps } from "react";
import { cn } from "./cn";

/** A small pill label, such as a category badge. */
export function Badge({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-700 uppercase", className)}
      {...props}
    />
  );
}
