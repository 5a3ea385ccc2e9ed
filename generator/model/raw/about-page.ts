/**
 * Generated from spec/schemas/about-page.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * A paragraph of body text: 20 to 3000 characters.
 */
export type Paragraph = string;
/**
 * A short label of a few words on one line (a button, link, tab, badge or field label): 1 to 60 characters, not blank.
 */
export type Label = string;
/**
 * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
 */
export type Text = string;

/**
 * §2 About (/about): spec/pages/about.yaml.
 */
export interface RawAboutPage {
  /**
   * Id of the route this page renders (about).
   */
  route: string;
  /**
   * The opening banner with the page's one main heading (h1).
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
    paragraphs: Paragraph[];
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
    chips: Label[];
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
     * The leadership grid, at least one person; a compact list (name, role, office) that balances its rows (three to a row on wide screens at launch), so any number fits.
     *
     * @minItems 1
     *
     * Items: Key of a person of spec/people.yaml, whose name, role, office, portrait and profile the card shows.
     */
    leaders: string[];
    /**
     * A short label of a few words on one line (a button, link, tab, badge or field label): 1 to 60 characters, not blank.
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
    paragraphs: Paragraph[];
    /**
     * Short points.
     */
    points: Text[];
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
     * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
     */
    intro: string;
    /**
     * A short label of a few words on one line (a button, link, tab, badge or field label): 1 to 60 characters, not blank.
     */
    majorityLabel: string;
    /**
     * A short label of a few words on one line (a button, link, tab, badge or field label): 1 to 60 characters, not blank.
     */
    beliefLabel: string;
    /**
     * The pairs of a majority view and the agency's belief, one row each; at least one.
     *
     * @minItems 1
     *
     * Items: A pair.
     */
    pairs: {
      /**
       * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
       */
      majority: string;
      /**
       * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
       */
      belief: string;
    }[];
  };
}
