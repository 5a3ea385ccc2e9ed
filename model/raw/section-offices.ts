/**
 * Generated from spec/schemas/sections/offices.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawFormId, RawHeading, RawLabel, RawName, RawSlug } from "./shared.ts";

/**
 * The offices, each with its address and a phone number visitors can tap, and if you like a form in a card beside them.
 */
export interface RawOfficesSection {
  /**
   * The section's kind: offices (the offices with their phone links).
   */
  kind: "offices";
  /**
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
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
   * One of the site's forms, shown in a card beside the offices.
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
