/**
 * Generated from spec/schemas/sections/media.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawPicture, RawSlug, RawText } from "./shared.ts";

/**
 * A large picture with an optional heading and caption.
 */
export interface RawMediaSection {
  /**
   * The section's kind: media (a picture).
   */
  kind: "media";
  /**
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
   */
  id?: RawSlug;
  /**
   * Optional section heading (h2).
   */
  heading?: RawHeading;
  /**
   * The picture below public/ with its alt text (a photograph at least 1200 px wide, or SVG artwork).
   */
  image: RawPicture;
  /**
   * Optional caption under the picture.
   */
  caption?: RawText;
}
