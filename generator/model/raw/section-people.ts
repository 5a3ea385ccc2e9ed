/**
 * Generated from spec/schemas/sections/people.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawPicture } from "./shared.ts";

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
   * Items: One person.
   */
  items: {
    /**
     * Full name.
     */
    name: string;
    /**
     * Role or title.
     */
    role: string;
    /**
     * Portrait (optional): the person's picture with its alt text and, for a photograph, its focal point, for example `{ src: /media/team/portrait-jane-doe.jpg, alt: …, focalPoint: { x: 50, y: 30 } }`. A photograph (at least 640 px wide) is cut to the card's square around its focal point; without one, or with SVG artwork, the card shows the person's monogram, its initials. Every card of a grid has one height, set by the layout.
     */
    image?: RawPicture;
    /**
     * Profile URL (opens in a new tab).
     */
    linkedin: string;
  }[];
}
