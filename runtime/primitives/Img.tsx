import type { ComponentProps } from "react";
import type { Image } from "../../generated/model";
import { clsx } from "clsx";

/**
 * An image with its intrinsic width and height set, so its slot is reserved before it loads
 * (no layout shift). Lazy unless `priority` (for the largest image above the fold).
 *
 * A photograph (`image.photo`: a PNG, JPEG or WebP) becomes a <picture> whose sources are the
 * AVIF and WebP versions the build made of it (scripts/photos.ts), with the slot's `sizes`
 * (from the generator, or `sizes` here for a use that differs), and a blurred preview painted
 * behind it by a generated class (generated/theme.css) until it arrives. The <picture> is
 * `display: contents`, so the <img> is laid out exactly as without it. SVG artwork stays a
 * plain <img>.
 *
 * It fills its container's width unless `className` says otherwise (`[data-slot=img]` in
 * app.css's base layer, which any utility class overrides): islands use it too, and joining
 * classes with clsx instead of tailwind-merge keeps their bundles small.
 */
export function Img({ image, alt, priority = false, sizes, className, ...props }: { image: Image; alt: string; priority?: boolean; sizes?: string } & Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "alt" | "sizes">) {
  const photo = image.photo;
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      data-slot="img"
      className={clsx(photo?.placeholder, className) || undefined}
      {...props}
    />
  );
  if (!photo) return img;
  return (
    <picture data-slot="picture" className="contents">
      <source type="image/avif" srcSet={photo.avif} sizes={sizes ?? photo.sizes} />
      <source type="image/webp" srcSet={photo.webp} sizes={sizes ?? photo.sizes} />
      {img}
    </picture>
  );
}
