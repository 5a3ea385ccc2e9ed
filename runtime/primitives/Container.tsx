import type { ComponentProps } from "react";
import { cn } from "./cn";

/** Centred page-width wrapper with the site's side padding. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-5 sm:px-8 lg:px-12", className)} {...props} />;
}
