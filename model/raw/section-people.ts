/**
 * Generated from spec/schemas/sections/people.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawLabel, RawPersonKey, RawSlug, RawText } from "./shared.ts";

/**
 * A grid of people: each card a portrait (or, without one, a monogram), name, role and a professional-network link.
 */
export interface RawPeopleSection {
  /**
   * The section's kind: people (a grid of people).
   */
  kind: "people";
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
   * Text of each person's profile link, for example 'LinkedIn profile'.
   */
  linkLabel: RawLabel;
  /**
   * The people.
   *
   * @minItems 1
   *
   * Items: A person from the people list: the card shows their name, role, portrait and profile as written there.
   */
  items: RawPersonKey[];
}
