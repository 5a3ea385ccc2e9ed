/**
 * Generated from spec/schemas/style.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * The house style every text of spec/ is checked against (spec/style.yaml): the spelling, the case of headings and the words to prefer. The generator reports each text that breaks it at file:line:col with the fix, as a warning (an error with `npm run generate -- --strict`, which the tests run); `npm run generate -- --fix` writes the fixes. One heading case holds everywhere (issue 31): every heading, title, label and button text takes it, including the texts the product specification quotes in title case ('Book a Call', 'Contact Us Today', 'Why Choose {brand}?', 'CAMPAIGN SHOWCASE' are written 'Book a call', 'Contact us today', 'Why choose {brand}?', 'Campaign showcase'), so that no page mixes 'Learn More' and 'Learn more'.
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
   * Which texts take the heading case, by the shared definition of spec/schemas/ their field refers to: heading (headings, titles and one-line messages) and label (buttons, links, tabs, badges and field labels). The schemas say which field is which, so a field added as a heading or a label is checked from then on. Defaults to both.
   *
   * Items: A shared text definition of spec/schemas/: heading or label.
   */
  headingTexts?: ("heading" | "label")[];
  /**
   * Proper nouns and fixed phrases kept as written: neither recased in sentence-case headings nor respelt (one word or several: 'Africa', 'Google Ads'). The brand, the clients of spec/clients.yaml, the countries and their office cities are names already; words in capitals (ROI, PR) or with a capital inside (TikTok) are kept too, except in a heading written all in capitals, which keeps only the names and the words the site writes in capitals elsewhere.
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
  /**
   * Word endings the house spells its own way, for every word that ends so: British -ise and -yse (organize, organized, organization and analyze become organise, organised, organisation and analyse). Each ending is given in its base form (ize); its other forms (ized, izes, izing, ization, izations, izer, izers, izable) follow. Words that merely end so (size, seize, prize, and the words they end: resize, oversized) go in except.
   *
   * Items: An ending to write one way, and the words it does not apply to.
   */
  endings?: {
    /**
     * The ending to write, in its base form and in lower case, for example ise.
     */
    use: string;
    /**
     * The ending it replaces, in its base form and in lower case, for example ize.
     */
    instead: string;
    /**
     * Words that end so but keep their spelling, in their base form (size also keeps resize, sizes and oversized).
     *
     * Items: A word that keeps its spelling.
     */
    except?: string[];
    /**
     * Why, in a few words, for the message (British spelling).
     */
    why?: string;
  }[];
}
