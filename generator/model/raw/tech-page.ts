/**
 * Generated from spec/schemas/tech-page.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * §2 Tech Solutions (/services/tech-solutions): spec/pages/tech-solutions.yaml.
 */
export interface RawTechPage {
  /**
   * Id of the route (tech-solutions).
   */
  route: string;
  /**
   * Banner badge ('SERVICES').
   */
  badge: string;
  /**
   * Banner heading ('Tech Solutions').
   */
  heading: string;
  /**
   * Intro.
   */
  intro: string;
  /**
   * Heading of the offerings.
   */
  offeringsHeading: string;
  /**
   * Label before each offering's rationale.
   */
  whyLabel: string;
  /**
   * Text of the Learn more links.
   */
  learnMore: string;
  /**
   * Exactly six offerings.
   *
   * @minItems 6
   * @maxItems 6
   *
   * Items: An offering (§3 Service offering).
   */
  offerings: {
    /**
     * Title; its slug (§2 Tech slug) names the detail page.
     */
    title: string;
    /**
     * Description.
     */
    description: string;
    /**
     * Rationale.
     */
    why: string;
    /**
     * Name of a lucide icon in PascalCase.
     */
    icon: string;
    /**
     * External link chips (new tab).
     *
     * @minItems 1
     *
     * Items: A chip.
     */
    externalLinks: {
      /**
       * Text.
       */
      text: string;
      /**
       * URL.
       */
      url: string;
    }[];
  }[];
  /**
   * Why Choose: four reasons.
   */
  whyChoose: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Exactly four.
     *
     * @minItems 4
     * @maxItems 4
     *
     * Items: A card with title, description and icon.
     */
    items: {
      /**
       * Title.
       */
      title: string;
      /**
       * Text.
       */
      description: string;
      /**
       * Name of a lucide icon in PascalCase.
       */
      icon: string;
    }[];
  };
  /**
   * Call-to-action block.
   */
  cta: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Text.
     */
    text: string;
  };
}
