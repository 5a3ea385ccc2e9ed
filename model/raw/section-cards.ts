/**
 * Generated from spec/schemas/sections/cards.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawIcon, RawLabel, RawSlug, RawText } from "./shared.ts";

/**
 * A grid of cards, each with an icon, a title and a description, and optionally a highlighted figure. Any number of cards; the grid balances its rows.
 */
export interface RawCardsSection {
  /**
   * The section's kind: cards (a grid of cards).
   */
  kind: "cards";
  /**
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
   */
  id?: RawSlug;
  /**
   * Small label above the heading.
   */
  eyebrow?: RawLabel;
  /**
   * Section heading (h2).
   */
  heading: RawHeading;
  /**
   * Paragraph under the heading.
   */
  intro?: RawText;
  /**
   * Columns from medium screens up: 2, 3 or 4.
   */
  columns?: 2 | 3 | 4;
  /**
   * The cards.
   *
   * @minItems 1
   *
   * Items: One card.
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
     * Lucide icon of the card; a check mark without one.
     */
    icon?: RawIcon;
    /**
     * A figure shown on the card, for example 'Average ROAS 4.2:1'.
     */
    highlight?: RawLabel;
  }[];
}
