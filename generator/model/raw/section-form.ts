/**
 * Generated from spec/schemas/sections/form.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawFormId, RawHeading, RawSlug, RawText } from "./shared.ts";

/**
 * One form of spec/forms/ in a card, placed by its id; buttons without href scroll to it.
 */
export interface RawFormSection {
  /**
   * The section's kind: form (a form).
   */
  kind: "form";
  /**
   * Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.
   */
  id?: RawSlug;
  /**
   * Id of a form of spec/forms/.
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
