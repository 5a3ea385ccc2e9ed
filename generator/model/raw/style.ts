/**
 * Generated from spec/schemas/style.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * The house style every text of spec/ is checked against (spec/style.yaml): the spelling, the case of headings and the words to prefer. The generator reports each text that breaks it at file:line:col with the fix, as a warning (an error with `npm run generate -- --strict`, which the tests run); `npm run generate -- --fix` writes the fixes.
 */
export interface RawStyle {
  /**
   * The language and spelling of the site's texts as a language tag, for example en-GB (British: organisation, optimise, colour). The words to prefer (prefer) carry the spellings the check knows.
   */
  spelling: string;
  /**
   * How headings are capitalised: sentence (only the first word, the first word after a colon or a full stop, and proper nouns start with a capital: 'Build a brand people remember'), title (every main word: 'Build a Brand People Remember') or as-written (not checked).
   */
  headingCase: "sentence" | "title" | "as-written";
  /**
   * The keys whose texts are headings, checked for the heading case, in every file of spec/. Defaults to heading.
   *
   * Items: A key of spec/ files, for example heading.
   */
  headingKeys?: string[];
  /**
   * Proper nouns and fixed phrases kept as written in sentence-case headings (one word or several: 'Africa', 'Google Ads'). The brand, the clients of spec/clients.yaml, the countries and their office cities are names already; words in capitals (ROI, PR) or with a capital inside (TikTok) are kept too.
   *
   * Items: A proper noun or fixed phrase, as it is written.
   */
  names?: string[];
  /**
   * Words to write one way: each text of spec/ that uses one of the others is reported with the preferred word, in the same case (Optimization becomes Optimisation). Whole words only; identifiers, slugs, paths and URLs are not checked.
   *
   * Items: A preferred word and the words it replaces.
   */
  prefer?: {
    /**
     * The word to write, in lower case unless it is always capitalised, for example optimisation.
     */
    use: string;
    /**
     * The words it replaces, for example optimization.
     *
     * @minItems 1
     *
     * Items: A word to replace.
     */
    instead: string[];
    /**
     * Why, in a few words, for the message (British spelling, the client's own name).
     */
    why?: string;
  }[];
}
