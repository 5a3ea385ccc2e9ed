import type { ComponentProps } from "react";
import type { Image } from "../../generated/model";
import { cn } from "./cn";

/**
 * An image with its intrinsic width and height set, so its slot is reserved before it loads
 * (no layout shift). Lazy unless `priority` (for the largest image above the fold).
 */
export function Img({ image, alt, priority = false, className, ...props }: { image: Image; alt: string; priority?: boolean } & Omit<ComponentProps<"img">, "src" | "width" | "height" | "alt">) {
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={cn("h-auto w-full", className)}
      {...props}
    />
  );
}
