/**
 * Generated from spec/schemas/services-overview.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * A short label of a few words on one line (a button, link, tab, badge or field label): 1 to 60 characters, not blank.
 */
export type Label = string;

/**
 * §2 Services overview (/services): spec/pages/services.yaml.
 */
export interface RawServicesOverview {
  /**
   * Id of the route (services).
   */
  route: string;
  /**
   * Headline text before the rotating word.
   */
  before: string;
  /**
   * Rotating words (the launch page: Creative, Media, Digital, PR, Events).
   *
   * @minItems 2
   */
  words: Label[];
  /**
   * Headline text after the rotating word.
   */
  after: string;
  /**
   * Paragraph under the headline.
   */
  lead: string;
  /**
   * A short label of a few words on one line (a button, link, tab, badge or field label): 1 to 60 characters, not blank.
   */
  exploreLabel: string;
  /**
   * Heading of the tiles.
   */
  tilesHeading: string;
  /**
   * A short label of a few words on one line (a button, link, tab, badge or field label): 1 to 60 characters, not blank.
   */
  learnMore: string;
  /**
   * The tiles, one per practice or page, in order (the launch page has six).
   *
   * @minItems 1
   *
   * Items: A tile.
   */
  tiles: {
    /**
     * Title.
     */
    title: string;
    /**
     * Text.
     */
    description: string;
    /**
     * Path.
     */
    route: string;
  }[];
}
