/**
 * Generated from spec/schemas/about-page.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * §2 About (/about): spec/pages/about.yaml.
 */
export interface RawAboutPage {
  /**
   * Id of the route this page renders (about).
   */
  route: string;
  /**
   * The opening banner with the page's one <h1>.
   */
  hero: {
    /**
     * Small label above the heading.
     */
    badge: string;
    /**
     * The page heading.
     */
    heading: string;
    /**
     * Paragraph under the heading.
     */
    lead: string;
  };
  /**
   * Our Story.
   */
  story: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Paragraphs.
     *
     * @minItems 1
     */
    paragraphs: string[];
  };
  /**
   * The acronym of the brand's short name.
   */
  acronym: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Line under the heading.
     */
    intro: string;
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
      word: string;
      /**
       * What it means for clients.
       */
      description: string;
    }[];
  };
  /**
   * 'What sets us apart': three cards, each with Learn more to /services.
   */
  apart: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Exactly three cards.
     *
     * @minItems 3
     * @maxItems 3
     *
     * Items: A card with title, description and icon.
     */
    items: {
      /**
       * Card title.
       */
      title: string;
      /**
       * Card text.
       */
      description: string;
      /**
       * Name of a lucide icon in PascalCase.
       */
      icon: string;
    }[];
    /**
     * Text of each card's link to /services.
     */
    actionLabel: string;
  };
  /**
   * Footprint Across Africa chips.
   */
  footprint: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Line under the heading.
     */
    intro: string;
    /**
     * Country chips.
     *
     * @minItems 1
     */
    chips: string[];
  };
  /**
   * Our Team.
   */
  team: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * The people-first statement.
     */
    statement: string;
    /**
     * The four core values.
     *
     * @minItems 4
     * @maxItems 4
     *
     * Items: A card with title, description and icon.
     */
    values: {
      /**
       * Card title.
       */
      title: string;
      /**
       * Card text.
       */
      description: string;
      /**
       * Name of a lucide icon in PascalCase.
       */
      icon: string;
    }[];
    /**
     * Heading of the leadership grid.
     */
    leadershipHeading: string;
    /**
     * Exactly nine leaders, in three columns of three.
     *
     * @minItems 9
     * @maxItems 9
     *
     * Items: A leader.
     */
    leaders: {
      /**
       * Full name.
       */
      name: string;
      /**
       * Role.
       */
      role: string;
      /**
       * Portrait below public/, for example /media/team/portrait-jane-doe.svg.
       */
      image: string;
      /**
       * Card height in px (§3: 350 or 450).
       */
      size: 350 | 450;
      /**
       * Professional-network profile URL.
       */
      linkedin: string;
    }[];
    /**
     * Text of each leader's professional-network link (opens in a new tab).
     */
    profileLabel: string;
  };
  /**
   * Methodology.
   */
  methodology: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Line under the heading.
     */
    intro: string;
    /**
     * Exactly five steps.
     *
     * @minItems 5
     * @maxItems 5
     *
     * Items: A step.
     */
    steps: {
      /**
       * Step title.
       */
      title: string;
      /**
       * Step text.
       */
      description: string;
    }[];
  };
  /**
   * Our Focus.
   */
  focus: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Paragraphs.
     *
     * @minItems 1
     */
    paragraphs: string[];
    /**
     * Short points.
     */
    points: string[];
  };
  /**
   * Our Unique Approach.
   */
  approach: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Line under the heading.
     */
    intro: string;
    /**
     * Label of the majority view column.
     */
    majorityLabel: string;
    /**
     * Label of the agency's belief column.
     */
    beliefLabel: string;
    /**
     * Exactly eight pairs.
     *
     * @minItems 8
     * @maxItems 8
     *
     * Items: A pair.
     */
    pairs: {
      /**
       * What most agencies believe.
       */
      majority: string;
      /**
       * What BLU believes.
       */
      belief: string;
    }[];
  };
}
