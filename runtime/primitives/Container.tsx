import type { ComponentProps } from "react";
import { cn } from "./cn";

/**
 * Centred page-width wrapper with the site's side padding: 20 px, 32 px from 640 px, 20 px on a
 * tablet (768 px, beside the 100 px side bar: two cards a row are 302 px, room for 240 px text
 * columns and the 300 px a composed picture's words are drawn for; app.css `.grid-balanced`),
 * 48 px from 1024 px.
 */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-7xl px-5 sm:px-8 md:px-5 lg:px-12", className)} {...props} />;
}
