/**
 * Generated from spec/schemas/sections/quote.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawName, RawSlug, RawText } from "./shared.ts";

/**
 * One large quotation with who said it.
 */
export interface RawQuoteSection {
  /**
   * The section's kind: quote (one quotation).
   */
  kind: "quote";
  /**
   * Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.
   */
  id?: RawSlug;
  /**
   * The quotation, without quotation marks.
   */
  quote: RawText;
  /**
   * Who said it.
   */
  author: RawName;
  /**
   * Their role and organisation.
   */
  role?: RawName;
}
