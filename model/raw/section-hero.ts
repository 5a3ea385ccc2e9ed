/**
 * Generated from spec/schemas/sections/hero.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawFormId, RawHeading, RawLabel, RawSlug, RawText } from "./shared.ts";

/**
 * The opening banner of a page, with its one main heading (h1): a badge, the heading, a lead, short claims with check marks, and optionally a form in a card beside the text.
 */
export interface RawHeroSection {
  /**
   * The section's kind: hero (the page's opening banner).
   */
  kind: "hero";
  /**
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
   */
  id?: RawSlug;
  /**
   * Small label above the heading.
   */
  badge?: RawLabel;
  /**
   * The page's main heading; leave it empty to use the heading given in the list of pages.
   */
  heading?: RawHeading;
  /**
   * Paragraph under the heading.
   */
  lead?: RawText;
  /**
   * Short claims shown with check marks.
   *
   * @maxItems 8
   *
   * Items: One claim.
   */
  points?: RawText[];
  /**
   * One of the site's forms, shown in a card beside the text; buttons without a link scroll to it.
   */
  form?: RawFormId;
  /**
   * Small print under the form card.
   */
  formNote?: RawText;
}
