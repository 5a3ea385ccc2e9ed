/**
 * Generated from spec/schemas/page.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawAction, RawLabel, RawRouteId, RawScheduleTime } from "./shared.ts";

/**
 * A page made of sections, one under another, each of a kind of the section library (a hero, cards, questions and answers, a form…).
 */
export interface RawPage {
  /**
   * On while this page is not ready to publish: you still see it here, marked as a draft, but visitors do not, and nothing published may link to it.
   */
  draft?: boolean;
  /**
   * When this page goes live: a date and time in a time zone (1 December 2026, 09:00 East Africa Time). Until then, visitors do not see it and nothing published may link to it; you see it here with a "scheduled" marker. Leave it empty to publish at once.
   */
  publishAt?: RawScheduleTime;
  /**
   * When this page comes down: a date and time in a time zone, after the time it goes live. From then on visitors no longer see it, and nothing published may link to it. Leave it empty to keep it up.
   */
  unpublishAt?: RawScheduleTime;
  /**
   * The short name of the page in the list of pages (its address is set there).
   */
  route: RawRouteId;
  /**
   * Optional fixed breadcrumb bar (from the small breakpoint up) that turns solid blue after 50 px of scroll, with a button at its end.
   */
  breadcrumb?: {
    /**
     * Steps; the last is the current page.
     *
     * @minItems 2
     *
     * Items: One step.
     */
    items: {
      /**
       * Step text.
       */
      name: RawLabel;
      /**
       * Link of the step; none for the current page.
       */
      href?: string;
    }[];
    /**
     * Button at the end of the bar.
     */
    action: RawAction;
  };
  /**
   * The sections of the page, top to bottom; the first is usually a hero.
   *
   * @minItems 1
   */
  sections: Section[];
}
/**
 * One section of the page: its kind, then the fields that kind has.
 */
export interface Section {
  /**
   * Which kind of section: cards, cta, faq, figures, form, hero, logos, media, offices, people, quote, rich-text or testimonials.
   */
  kind:
    | "cards"
    | "cta"
    | "faq"
    | "figures"
    | "form"
    | "hero"
    | "logos"
    | "media"
    | "offices"
    | "people"
    | "quote"
    | "rich-text"
    | "testimonials";
  /**
   * A field of this kind of section.
   */
  [k: string]:
    | {
        [k: string]: unknown | undefined;
      }
    | "cards"
    | "cta"
    | "faq"
    | "figures"
    | "form"
    | "hero"
    | "logos"
    | "media"
    | "offices"
    | "people"
    | "quote"
    | "rich-text"
    | "testimonials"
    | undefined;
}
