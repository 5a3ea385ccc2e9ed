import type { ComponentProps, ReactNode } from "react";
import type { Image } from "../../model/index.ts";
import { clsx } from "clsx";

/**
 * An image with its intrinsic width and height set, so its slot is reserved before it loads
 * (no layout shift). Lazy unless `priority` (for the largest image above the fold).
 *
 * A photograph (`image.photo`: a PNG, JPEG or WebP) becomes a <picture> whose sources are the
 * AVIF and WebP versions the build made of it (media/photos.ts), with the slot's `sizes`
 * (from the generator, or `sizes` here for a use that differs), and a blurred preview painted
 * behind it by a generated class (generated/theme.css) until it arrives. The <picture> is
 * `display: contents`, so the <img> is laid out exactly as without it. SVG artwork stays a
 * plain <img>.
 *
 * Alt text: the picture's own (`image.alt`, a content picture's `alt` in spec/) unless `alt`
 * is given; empty (decoration) for a picture without one, such as a composed picture. Pass
 * `alt=""` where the picture only repeats what is next to it (a thumbnail inside a link named
 * by the card's title).
 *
 * A picture with a focal point (`image.focalPoint`) gets its class (generated/theme.css:
 * `object-position` at the point), so every box that crops it with `object-fit: cover` keeps
 * the point in frame. A `className` that sets `object-position` itself would win: none does on
 * a content picture.
 *
 * It fills its container's width unless `className` says otherwise (`[data-slot=img]` in
 * app.css's base layer, which any utility class overrides): islands use it too, and joining
 * classes with clsx instead of tailwind-merge keeps their bundles small.
 */
export function Img({
  image,
  alt,
  priority = false,
  sizes,
  className,
  ...props
}: { image: Image; alt?: string; priority?: boolean; sizes?: string } & Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "alt" | "sizes">) {
  const photo = image.photo;
  const img = (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt ?? ""}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      data-slot="img"
      className={clsx(photo?.placeholder, image.focalPoint?.className, className) || undefined}
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

/**
 * A picture in three cuts filling a box whose shape only CSS knows: `wide` (16:9),
 * `card` (4:3) and `tall` (3:4) of one cover. The box is a size container
 * (`[data-slot=cover]` in app.css) that shows the cut nearest its own aspect ratio, cropped to
 * its middle, where a composed cover keeps its words: a box far taller than the tall cut crops
 * it too (never a letterbox or blurred bands: the tall cut keeps everything inside the middle a
 * box as narrow as media/art/compose.tsx `TALL_NARROWEST` shows). The other cuts are display:
 * none, so a lazy image is never fetched. `children` lie over the picture (a gradient, a figure).
 */
export function CoverCuts({ wide, card, tall, className, children }: { wide: Image; card: Image; tall: Image; className?: string; children?: ReactNode }) {
  const cut = "absolute inset-0 h-full object-cover transition-transform duration-500 group-hover:scale-105";
  return (
    <div data-slot="cover" className={clsx("relative overflow-hidden", className)}>
      <Img image={wide} alt="" data-cut="wide" className={cut} />
      <Img image={card} alt="" data-cut="card" className={cut} />
      <Img image={tall} alt="" data-cut="tall" className={cut} />
      {children}
    </div>
  );
}
