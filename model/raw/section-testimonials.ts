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
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
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
   * How many testimonials are shown at a time (usually 4).
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
     * On while this testimonial is not ready to publish: you still see it here, marked as a draft, but visitors do not, and nothing published may link to it.
     */
    draft?: boolean;
    /**
     * When this testimonial goes live: a date and time in a time zone (1 December 2026, 09:00 East Africa Time). Until then, visitors do not see it and nothing published may link to it; you see it here with a "scheduled" marker. Leave it empty to publish at once.
     */
    publishAt?: RawScheduleTime;
    /**
     * When this testimonial comes down: a date and time in a time zone, after the time it goes live. From then on visitors no longer see it, and nothing published may link to it. Leave it empty to keep it up.
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
