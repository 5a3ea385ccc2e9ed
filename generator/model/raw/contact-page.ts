/**
 * Generated from spec/schemas/contact-page.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * A name or short phrase (a person, organisation, place, role, date or fact): 2 to 80 characters.
 */
export type Name = string;

/**
 * §2 Contact (/contact): the offices (spec/pages/contact.yaml); the form is spec/forms/contact.yaml.
 */
export interface RawContactPage {
  /**
   * Id of the route this page renders (contact).
   */
  route: string;
  /**
   * Paragraph under the 'Let's Work Together' heading.
   */
  lead: string;
  /**
   * Heading of the offices ('Our Offices').
   */
  heading: string;
  /**
   * Accessible label of a phone link; placeholders {{country}}, {{tel}}.
   */
  callLabel: string;
  /**
   * The offices in display order, at least one.
   *
   * @minItems 1
   *
   * Items: An office.
   */
  offices: {
    /**
     * Country.
     */
    country: string;
    /**
     * City.
     */
    city: string;
    /**
     * Address lines.
     *
     * @minItems 1
     */
    lines: Name[];
    /**
     * Phone number in international format.
     */
    tel: string;
  }[];
}
