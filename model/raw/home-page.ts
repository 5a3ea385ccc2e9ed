/**
 * Generated from spec/schemas/home-page.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawClientKey, RawHeading, RawLabel, RawMediaPath, RawSlug, RawText } from "./shared.ts";

/**
 * The home page: the banner with its video, the featured work, the services, the clients and the call to action.
 */
export interface RawHomePage {
  /**
   * Id of the route (home).
   */
  route: RawSlug;
  /**
   * Full-screen banner with the AI language-product promo.
   */
  banner: {
    /**
     * Small label above the heading.
     */
    badge: RawLabel;
    /**
     * The page's h1.
     */
    heading: RawHeading;
    /**
     * Promo paragraph.
     */
    text: RawText;
    /**
     * Promo link (external, to the AI product site).
     */
    cta: {
      /**
       * Text.
       */
      label: RawLabel;
      /**
       * URL.
       */
      href: string;
    };
    /**
     * The banner's video, made from the covers of the featured case studies, with a title card first. Only the title card's words are written here.
     */
    reel: {
      /**
       * The title card's heading (large, under the agency's name).
       */
      title: RawHeading;
      /**
       * The title card's line under its heading.
       */
      line: RawLabel;
    };
    /**
     * Label of the play button.
     */
    playLabel: RawLabel;
    /**
     * Label of the pause button.
     */
    pauseLabel: RawLabel;
    /**
     * Label of the mute button.
     */
    muteLabel: RawLabel;
    /**
     * Label of the unmute button.
     */
    unmuteLabel: RawLabel;
  };
  /**
   * Services block: one panel per category.
   */
  services: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Intro.
     */
    intro: RawText;
    /**
     * Text of a panel's link.
     */
    linkLabel: RawLabel;
    /**
     * The panels, at least one, each linking to /services/{title with hyphens}; from 1024 px up they share one row.
     *
     * @minItems 1
     *
     * Items: A panel.
     */
    panels: {
      /**
       * Category name.
       */
      title: RawLabel;
      /**
       * Description.
       */
      description: RawText;
      /**
       * Optional background photograph; without it the panel shows a picture composed in the category's colours.
       */
      image?: RawMediaPath;
    }[];
  };
  /**
   * Featured case studies: 3 in a left column, 6 in a grid.
   */
  featured: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Intro.
     */
    intro: RawText;
    /**
     * Link to /casestudy.
     */
    allLabel: RawLabel;
    /**
     * The featured case studies shown, at least four: the first three fill the column on the left, the rest the grid beside it.
     *
     * @minItems 4
     *
     * Items: A featured case study, by the last part of its web address.
     */
    studies: RawSlug[];
  };
  /**
   * Client-logo marquee.
   */
  clients: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * The logos of the marquee, at least one.
     *
     * @minItems 1
     *
     * Items: A client from the client list: the logo shows its name, its word mark or official logo, and its short description, as written there.
     */
    logos: RawClientKey[];
  };
  /**
   * Closing call to action.
   */
  closing: {
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
