/**
 * Generated from spec/schemas/sections/logos.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawClientKey, RawHeading, RawSlug } from "./shared.ts";

/**
 * A moving strip of client logos: each is a client of the client list; a client without its own logo shows its name as a word mark.
 */
export interface RawLogosSection {
  /**
   * The section's kind: logos (a strip of client logos).
   */
  kind: "logos";
  /**
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
   */
  id?: RawSlug;
  /**
   * Section heading (h2).
   */
  heading: RawHeading;
  /**
   * The logos, at least two.
   *
   * @minItems 2
   *
   * Items: A client from the client list: the logo shows its name, its word mark or official logo, and its short description, as written there.
   */
  items: RawClientKey[];
}
