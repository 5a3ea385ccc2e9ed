/**
 * Generated from spec/schemas/legal-page.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * A paragraph of body text: 20 to 3000 characters.
 */
export type Paragraph = string;
/**
 * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
 */
export type Text = string;

/**
 * Terms of Use or Privacy Policy (spec/pages/terms.yaml, spec/pages/privacy.yaml).
 */
export interface RawLegalPage {
  /**
   * Id of the route in spec/routes.yaml this page renders.
   */
  route: string;
  /**
   * Date of the last change, YYYY-MM-DD.
   */
  updated: string;
  /**
   * Opening paragraph.
   */
  intro: string;
  /**
   * Numbered sections in order.
   *
   * @minItems 1
   *
   * Items: One section.
   */
  sections: {
    /**
     * Section heading.
     */
    heading: string;
    /**
     * Paragraphs.
     *
     * @minItems 1
     */
    paragraphs: Paragraph[];
    /**
     * Optional bullet list after the paragraphs.
     */
    list?: Text[];
  }[];
}
