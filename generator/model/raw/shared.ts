/**
 * Generated from the shared definitions of scripts/schema/schema-annotate.ts (SHARED_DEFINITIONS, copied into every schema
 * that refers to them) by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing them.
 */

/**
 * A content picture below public/ and what it shows: its file (`src`), its alt text (`alt`, read out in its place) and, optionally, the point to keep in frame wherever it is cropped (`focalPoint`).
 */
export interface RawPicture {
  /**
   * Path of the picture below public/: a photograph (PNG, JPEG or WebP; the build makes AVIF and WebP versions of it at the sizes its place needs) or SVG artwork.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it (a screen reader reads it in the picture's place; it shows when the picture cannot load): who or what is in it and what matters about it here, in a phrase or a sentence of 10 to 250 characters. Do not start with "Photo of" or "Image of": screen readers say so already.
   */
  alt: string;
  /**
   * Optional: the point of the picture to keep in frame wherever it is cropped to fit; the middle without one.
   */
  focalPoint?: RawFocalPoint;
}
/**
 * An ISO 8601 date-time with its offset from UTC, so it names one moment wherever the build runs: 2026-12-01T09:00:00+03:00 (09:00 in Nairobi) or 2026-12-01T06:00:00Z (UTC); seconds are optional. A time without its offset is refused.
 */
export type RawScheduleTime = string;
/**
 * The point of a photograph that every crop keeps in frame and at the same relative place (the portrait's square, a card, a banner, the Open Graph card): `x` in % of its width from the left edge, `y` in % of its height from the top edge, each 0 to 100. Leave it out for the middle (50, 50).
 */
export interface RawFocalPoint {
  /**
   * How far across the point is, in % of the picture's width from its left edge: 0 (left) to 100 (right), 50 the middle.
   */
  x: number;
  /**
   * How far down the point is, in % of the picture's height from its top edge: 0 (top) to 100 (bottom), 50 the middle.
   */
  y: number;
}
