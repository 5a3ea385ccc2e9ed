/**
 * Generated from the shared definitions of spec/schemas/ (common.schema.json, icons.schema.json) by scripts/schema/schema-types.ts
 * (json-schema-to-typescript); do not edit. Run `npm run schema-types` after changing them.
 */

/**
 * A short label of a few words on one line (a button, link, tab, badge or field label): 1 to 60 characters, not blank.
 */
export type RawLabel = string;
/**
 * A name or short phrase (a person, organisation, place, role, date or fact): 2 to 80 characters.
 */
export type RawName = string;
/**
 * A heading, title or one-line message: 2 to 120 characters.
 */
export type RawHeading = string;
/**
 * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
 */
export type RawText = string;
/**
 * A paragraph of body text: 20 to 3000 characters.
 */
export type RawParagraph = string;
/**
 * A short name made of lowercase words and digits joined by single hyphens, such as media-buying.
 */
export type RawSlug = string;
/**
 * One of the clients, chosen by name from the client list.
 */
export type RawClientKey = RawSlug;
/**
 * One of the people on the site, chosen by name from the people list.
 */
export type RawPersonKey = RawSlug;
/**
 * One of the services, chosen by name.
 */
export type RawServiceKey = RawSlug;
/**
 * One of the site's forms, chosen by name.
 */
export type RawFormId = RawSlug;
/**
 * One of the case studies, chosen by title.
 */
export type RawCaseStudyKey = RawSlug;
/**
 * One of the site's pages, chosen by title.
 */
export type RawRouteId = RawSlug;
/**
 * A colour: # and six lower-case hexadecimal digits (#rrggbb), such as #122966.
 */
export type RawColour = string;
/**
 * Path of a picture below public/ (under /media/): lower-case letters, digits, /, _, . and -, ending in .svg, .png, .jpg, .jpeg, .webp or .avif.
 */
export type RawMediaPath = string;
/**
 * A picture and what it shows: the picture itself, its description for people who cannot see it, and, if you like, the point to keep in frame wherever it is cut.
 */
export interface RawPicture {
  /**
   * Path of the picture below public/: a photograph (PNG, JPEG or WebP; the build makes AVIF and WebP versions of it at the sizes its place needs) or SVG artwork.
   */
  src: RawMediaPath;
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
 * The point of the photograph that every crop keeps in frame: across from the left edge and down from the top edge, each 0 to 100 (50, 50 is the middle). Click the picture where it matters most.
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
/**
 * An ISO 8601 date-time with its offset from UTC, so it names one moment wherever the build runs: 2026-12-01T09:00:00+03:00 (09:00 in Nairobi) or 2026-12-01T06:00:00Z (UTC); seconds are optional. A time without its offset is refused.
 */
export type RawScheduleTime = string;
/**
 * A button: to a path of the site, or, without href, scrolling to the page's form.
 */
export interface RawAction {
  /**
   * Button text.
   */
  label: RawLabel;
  /**
   * Internal path; leave out to scroll to the page's form instead.
   */
  href?: string;
}
/**
 * The small picture shown with it: pick one from the icon list (for example Target, BadgeDollarSign or TrendingUp).
 */
export type RawIcon = string;
