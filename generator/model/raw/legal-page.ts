/**
 * Generated from spec/schemas/legal-page.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

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
    paragraphs: string[];
    /**
     * Optional bullet list after the paragraphs.
     */
    list?: string[];
  }[];
}
