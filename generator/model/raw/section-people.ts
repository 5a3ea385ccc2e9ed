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
   * Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.
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
   * Items: Key of a person of spec/people.yaml, whose name, role, portrait and profile the card shows.
   */
  items: RawPersonKey[];
}
