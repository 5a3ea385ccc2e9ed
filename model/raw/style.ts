/**
 * Generated from spec/schemas/style.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * The house style every text is checked against: the spelling, the case of headings and the words to prefer. A text that breaks it is shown with the fix.
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
   * Which texts take the heading case: headings (headings, titles, one-line messages) and labels (buttons, links, tabs, badges, field labels). Both when left out.
   *
   * Items: Headings or labels.
   */
  headingTexts?: ("heading" | "label")[];
  /**
   * Names and fixed phrases kept exactly as written, never recased or respelt ('Africa', 'Google Ads'). The brand, the clients, the countries and their cities are names already, and so are the services ('Media Buying') and each practice's services ('Media Services'), words in capitals (ROI) and words with a capital inside (TikTok). Inside a sentence a service's name reads as ordinary words ('Reach your audience with media buying'): the site writes it so by itself.
   *
   * Items: A proper noun or fixed phrase, as it is written.
   */
  names?: string[];
  /**
   * Words to write one way: a text that uses another spelling is shown with the preferred one, in the same case (Optimization becomes Optimisation). Whole words only; web addresses and short names are not checked.
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
