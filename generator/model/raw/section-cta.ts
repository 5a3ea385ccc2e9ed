/**
 * Generated from spec/schemas/sections/cta.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawAction, RawHeading, RawSlug, RawText } from "./shared.ts";

/**
 * A closing call to action: a brand panel with a heading, a line of text and one button (by default 'Contact Us Today').
 */
export interface RawCtaSection {
  /**
   * The section's kind: cta (a call to action).
   */
  kind: "cta";
  /**
   * Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.
   */
  id?: RawSlug;
  /**
   * Heading of the panel (h2).
   */
  heading: RawHeading;
  /**
   * Text under the heading.
   */
  intro?: RawText;
  /**
   * The button; leave out for 'Contact Us Today'.
   */
  action?: RawAction;
}
