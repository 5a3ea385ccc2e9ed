/**
 * Generated from spec/schemas/sections/quote.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

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
  id?: string;
  /**
   * The quotation, without quotation marks.
   */
  quote: string;
  /**
   * Who said it.
   */
  author: string;
  /**
   * Their role and organisation.
   */
  role?: string;
}
