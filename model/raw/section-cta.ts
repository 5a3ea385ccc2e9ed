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
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
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
