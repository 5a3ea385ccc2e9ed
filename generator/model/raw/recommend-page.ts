/**
 * Generated from spec/schemas/recommend-page.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * §2 Recommendations (/recommend): spec/pages/recommend.yaml.
 */
export interface RawRecommendPage {
  /**
   * Id of the route this page renders (recommend).
   */
  route: string;
  /**
   * The opening banner with the page's one main heading (h1).
   */
  hero: {
    /**
     * Small label above the heading.
     */
    badge: string;
    /**
     * The page heading.
     */
    heading: string;
    /**
     * Paragraph under the heading.
     */
    lead: string;
  };
  /**
   * Testimonials per page of the pagination dots (§9: 4).
   */
  perPage: number;
  /**
   * Accessible label of a pagination dot; placeholder {{page}}.
   */
  pageLabel: string;
  /**
   * Client testimonials.
   *
   * @minItems 1
   *
   * Items: A testimonial.
   */
  testimonials: {
    /**
     * The quote.
     */
    quote: string;
    /**
     * The person's role.
     */
    author: string;
    /**
     * Organisation.
     */
    company: string;
    /**
     * Year.
     */
    date: string;
    /**
     * Optional photo below public/; a generic icon is shown without one.
     */
    avatarSrc?: string;
  }[];
}
