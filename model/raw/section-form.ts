/**
 * Generated from spec/schemas/sections/form.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawFormId, RawHeading, RawSlug, RawText } from "./shared.ts";

/**
 * One of the site's forms in a card; buttons without a link scroll to it.
 */
export interface RawFormSection {
  /**
   * The section's kind: form (a form).
   */
  kind: "form";
  /**
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
   */
  id?: RawSlug;
  /**
   * Which of the site's forms to show.
   */
  form: RawFormId;
  /**
   * Heading of the card; leave out to use the form's own heading.
   */
  heading?: RawHeading;
  /**
   * Paragraph under the heading; leave out to use the form's own intro.
   */
  intro?: RawText;
  /**
   * Small print under the form.
   */
  note?: RawText;
}
