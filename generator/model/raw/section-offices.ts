/**
 * Generated from spec/schemas/sections/offices.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawFormId, RawHeading, RawLabel, RawName, RawSlug } from "./shared.ts";

/**
 * The offices, each with its address lines and a tappable phone link, and optionally a form in a card beside them (§2 Contact).
 */
export interface RawOfficesSection {
  /**
   * The section's kind: offices (the offices with their phone links).
   */
  kind: "offices";
  /**
   * Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.
   */
  id?: RawSlug;
  /**
   * Heading of the offices (h2), for example 'Our Offices'.
   */
  heading: RawHeading;
  /**
   * Accessible label of a phone link; placeholders {{country}}, {{tel}}.
   */
  callLabel: RawLabel;
  /**
   * Id of a form of spec/forms/ shown in a card beside the offices (sticky on wide screens).
   */
  form?: RawFormId;
  /**
   * The offices in display order.
   *
   * @minItems 1
   *
   * Items: An office.
   */
  items: {
    /**
     * Country.
     */
    country: RawName;
    /**
     * City.
     */
    city: RawName;
    /**
     * Address lines.
     *
     * @minItems 1
     */
    lines: RawName[];
    /**
     * Phone number in international format.
     */
    tel: string;
  }[];
}
