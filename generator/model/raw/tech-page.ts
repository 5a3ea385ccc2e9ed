/**
 * Generated from spec/schemas/tech-page.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawIcon, RawLabel, RawSlug, RawText } from "./shared.ts";

/**
 * §2 Tech Solutions (/services/tech-solutions): spec/pages/tech-solutions.yaml.
 */
export interface RawTechPage {
  /**
   * Id of the route (tech-solutions).
   */
  route: RawSlug;
  /**
   * Banner badge ('SERVICES').
   */
  badge: RawLabel;
  /**
   * Banner heading ('Tech Solutions').
   */
  heading: RawHeading;
  /**
   * Intro.
   */
  intro: RawText;
  /**
   * Heading of the offerings.
   */
  offeringsHeading: RawHeading;
  /**
   * Label before each offering's rationale.
   */
  whyLabel: RawLabel;
  /**
   * Text of the Learn more links.
   */
  learnMore: RawLabel;
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
    title: RawHeading;
    /**
     * Description.
     */
    description: RawText;
    /**
     * Rationale.
     */
    why: RawText;
    /**
     * Name of a lucide icon in PascalCase.
     */
    icon: RawIcon;
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
      text: RawLabel;
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
    heading: RawHeading;
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
      title: RawHeading;
      /**
       * Text.
       */
      description: RawText;
      /**
       * Name of a lucide icon in PascalCase.
       */
      icon: RawIcon;
    }[];
  };
  /**
   * Call-to-action block.
   */
  cta: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Text.
     */
    text: RawText;
  };
}
