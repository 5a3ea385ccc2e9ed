/**
 * Generated from spec/schemas/sections/logos.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawClientKey, RawHeading, RawSlug } from "./shared.ts";

/**
 * A moving strip of client logos: each names its brand in spec/clients.yaml; a logo without its own file shows the brand's word mark.
 */
export interface RawLogosSection {
  /**
   * The section's kind: logos (a strip of client logos).
   */
  kind: "logos";
  /**
   * Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.
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
   * Items: Key of a client of spec/clients.yaml: the logo shows its name (the alt text), its word mark or official logo, and its blurb, each written once there.
   */
  items: RawClientKey[];
}
