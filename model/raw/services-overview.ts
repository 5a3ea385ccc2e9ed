/**
 * Generated from spec/schemas/services-overview.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawLabel, RawSlug, RawText } from "./shared.ts";

/**
 * The services page: every practice and what it offers.
 */
export interface RawServicesOverview {
  /**
   * Id of the route (services).
   */
  route: RawSlug;
  /**
   * Headline text before the rotating word.
   */
  before: RawHeading;
  /**
   * Rotating words (the launch page: Creative, Media, Digital, PR, Events).
   *
   * @minItems 2
   */
  words: RawLabel[];
  /**
   * Headline text after the rotating word.
   */
  after: RawHeading;
  /**
   * Paragraph under the headline.
   */
  lead: RawText;
  /**
   * Text of the Explore button.
   */
  exploreLabel: RawLabel;
  /**
   * Heading of the tiles.
   */
  tilesHeading: RawHeading;
  /**
   * Link text of a tile ('Learn More').
   */
  learnMore: RawLabel;
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
    title: RawHeading;
    /**
     * Text.
     */
    description: RawText;
    /**
     * Path.
     */
    route: string;
  }[];
}
