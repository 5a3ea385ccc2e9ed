/**
 * Generated from spec/schemas/about-page.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawIcon, RawLabel, RawParagraph, RawPersonKey, RawSlug, RawText } from "./shared.ts";

/**
 * The About page: the company's story, what sets it apart, its values and its leaders.
 */
export interface RawAboutPage {
  /**
   * Id of the route this page renders (about).
   */
  route: RawSlug;
  /**
   * The opening banner with the page's one main heading (h1).
   */
  hero: {
    /**
     * Small label above the heading.
     */
    badge: RawLabel;
    /**
     * The page heading.
     */
    heading: RawHeading;
    /**
     * Paragraph under the heading.
     */
    lead: RawText;
  };
  /**
   * Our Story.
   */
  story: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Paragraphs.
     *
     * @minItems 1
     */
    paragraphs: RawParagraph[];
  };
  /**
   * The acronym of the brand's short name.
   */
  acronym: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Line under the heading.
     */
    intro: RawText;
    /**
     * One entry per letter, in order.
     *
     * @minItems 1
     *
     * Items: A letter.
     */
    items: {
      /**
       * The letter.
       */
      letter: string;
      /**
       * The word it stands for.
       */
      word: RawLabel;
      /**
       * What it means for clients.
       */
      description: RawText;
    }[];
  };
  /**
   * 'What sets us apart': three cards, each with Learn more to /services.
   */
  apart: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * The cards, at least one; the grid shows three to a row on wide screens and wraps the rest.
     *
     * @minItems 1
     *
     * Items: A card with title, description and icon.
     */
    items: {
      /**
       * Card title.
       */
      title: RawHeading;
      /**
       * Card text.
       */
      description: RawText;
      /**
       * The small picture shown with it: pick one from the icon list (for example Target or TrendingUp).
       */
      icon: RawIcon;
    }[];
    /**
     * Text of each card's link to /services.
     */
    actionLabel: RawLabel;
  };
  /**
   * Footprint Across Africa chips.
   */
  footprint: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Line under the heading.
     */
    intro: RawText;
    /**
     * Country chips.
     *
     * @minItems 1
     */
    chips: RawLabel[];
  };
  /**
   * Our Team.
   */
  team: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * The people-first statement.
     */
    statement: RawText;
    /**
     * The core values, at least one; four to a row on wide screens, two on tablets.
     *
     * @minItems 1
     *
     * Items: A card with title, description and icon.
     */
    values: {
      /**
       * Card title.
       */
      title: RawHeading;
      /**
       * Card text.
       */
      description: RawText;
      /**
       * The small picture shown with it: pick one from the icon list (for example Target or TrendingUp).
       */
      icon: RawIcon;
    }[];
    /**
     * Heading of the leadership grid.
     */
    leadershipHeading: RawHeading;
    /**
     * The leadership grid, at least one person; a compact list (name, role, office) that balances its rows (three to a row on wide screens at launch), so any number fits.
     *
     * @minItems 1
     *
     * Items: A person from the people list: the card shows their name, role, office, portrait and profile as written there.
     */
    leaders: RawPersonKey[];
    /**
     * Text of each leader's professional-network link (opens in a new tab).
     */
    profileLabel: RawLabel;
  };
  /**
   * Methodology.
   */
  methodology: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Line under the heading.
     */
    intro: RawText;
    /**
     * The steps in order, numbered 01, 02, …; at least one.
     *
     * @minItems 1
     *
     * Items: A step.
     */
    steps: {
      /**
       * Step title.
       */
      title: RawHeading;
      /**
       * Step text.
       */
      description: RawText;
    }[];
  };
  /**
   * Our Focus.
   */
  focus: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Paragraphs.
     *
     * @minItems 1
     */
    paragraphs: RawParagraph[];
    /**
     * Short points.
     */
    points: RawText[];
  };
  /**
   * Our Unique Approach.
   */
  approach: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Line under the heading.
     */
    intro: RawText;
    /**
     * Label of the majority view column.
     */
    majorityLabel: RawLabel;
    /**
     * Label of the agency's belief column.
     */
    beliefLabel: RawLabel;
    /**
     * The pairs of a majority view and the agency's belief, one row each; at least one.
     *
     * @minItems 1
     *
     * Items: A pair.
     */
    pairs: {
      /**
       * What most agencies believe.
       */
      majority: RawText;
      /**
       * What BLU believes.
       */
      belief: RawText;
    }[];
  };
}
