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
   * Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.
   */
  id?: RawSlug;
  /**
   * Small label above the heading.
   */
  badge?: RawLabel;
  /**
   * The page heading (h1); leave out to use the route's heading from spec/routes.yaml.
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
   * Id of a form of spec/forms/ shown in a card beside the text; buttons without href scroll to it.
   */
  form?: RawFormId;
  /**
   * Small print under the form card.
   */
  formNote?: RawText;
}
