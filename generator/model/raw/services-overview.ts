/**
 * Generated from spec/schemas/services-overview.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

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
   * Rotating words (§2: Creative, Media, Digital, PR, Events).
   *
   * @minItems 2
   */
  words: string[];
  /**
   * Headline text after the rotating word.
   */
  after: string;
  /**
   * Paragraph under the headline.
   */
  lead: string;
  /**
   * Text of the Explore button.
   */
  exploreLabel: string;
  /**
   * Heading of the tiles.
   */
  tilesHeading: string;
  /**
   * Link text of a tile ('Learn More').
   */
  learnMore: string;
  /**
   * Exactly six tiles.
   *
   * @minItems 6
   * @maxItems 6
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
