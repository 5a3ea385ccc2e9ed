/**
 * Generated from spec/schemas/sections/people.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

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
  id?: string;
  /**
   * Small label above the heading.
   */
  eyebrow?: string;
  /**
   * Section heading (h2).
   */
  heading: string;
  /**
   * Paragraph under the heading.
   */
  intro?: string;
  /**
   * Text of each person's profile link, for example 'LinkedIn profile'.
   */
  linkLabel: string;
  /**
   * The people.
   *
   * @minItems 1
   *
   * Items: Key of a person of spec/people.yaml, whose name, role, portrait and profile the card shows.
   */
  items: string[];
}
