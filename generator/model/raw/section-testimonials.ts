/**
 * Generated from spec/schemas/sections/testimonials.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawLabel, RawName, RawPicture, RawScheduleTime, RawSlug, RawText } from "./shared.ts";

/**
 * Client testimonials two per row, paged with dots when there are more than fit one page, and a Contact Us Today link under them.
 */
export interface RawTestimonialsSection {
  /**
   * The section's kind: testimonials (client testimonials).
   */
  kind: "testimonials";
  /**
   * Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.
   */
  id?: RawSlug;
  /**
   * Accessible name of the list, for example 'Client recommendations'.
   */
  label: RawLabel;
  /**
   * Optional section heading (h2).
   */
  heading?: RawHeading;
  /**
   * Testimonials per page of the pagination dots (§9: 4).
   */
  perPage?: number;
  /**
   * Accessible label of a pagination dot; placeholder {{page}}.
   */
  pageLabel: RawLabel;
  /**
   * Show the 'Contact Us Today' link under the testimonials.
   */
  contactLink?: boolean;
  /**
   * The testimonials.
   *
   * @minItems 1
   *
   * Items: A testimonial.
   */
  items: {
    /**
     * True while this testimonial is not ready to publish: `npm run dev` shows it with a draft marker; the build leaves it out of pages, lists and the sitemap, and a link to it from published content is reported.
     */
    draft?: boolean;
    /**
     * When this testimonial goes live, a date-time with its offset (2026-12-01T09:00:00+03:00): the build leaves it out before then, and a link to it from published content is reported; `npm run dev` shows it with a "scheduled for" marker. The deploy's scheduled run builds again within about 15 minutes of it (docs/deploying.md).
     */
    publishAt?: RawScheduleTime;
    /**
     * When this testimonial comes down, a date-time with its offset, after publishAt when both are given: the build leaves it out from then on, `npm run dev` too, and a link to it from published content is reported.
     */
    unpublishAt?: RawScheduleTime;
    /**
     * The quote.
     */
    quote: RawText;
    /**
     * The person's role.
     */
    author: RawName;
    /**
     * Organisation.
     */
    company: RawName;
    /**
     * Year.
     */
    date: string;
    /**
     * Optional picture of the person quoted, with its alt text (a photograph at least 96 px wide, shown small and round beside the quote, cut to a square around its focal point); a generic icon is shown without one.
     */
    avatar?: RawPicture;
  }[];
}
