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
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
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
