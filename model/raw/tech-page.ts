/**
 * Generated from spec/schemas/tech-page.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawIcon, RawLabel, RawSlug, RawText } from "./shared.ts";

/**
 * The Tech Solutions page: its offerings, why choose us, and the call to action.
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
   * Items: One offering, with its own page.
   */
  offerings: {
    /**
     * The offering's title; its page's address is made from it.
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
     * The small picture shown with it: pick one from the icon list (for example Target or TrendingUp).
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
       * The small picture shown with it: pick one from the icon list (for example Target or TrendingUp).
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
