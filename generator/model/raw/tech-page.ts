/**
 * Generated from spec/schemas/tech-page.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
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
   * The offerings, each linking to its service of the practice by title (the launch page has six): one column, two from medium screens, three from large.
   *
   * @minItems 1
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
   * Why Choose: the reasons.
   */
  whyChoose: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * The reasons, at least one (the launch page has four): two columns from medium screens, four from large.
     *
     * @minItems 1
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
