/**
 * Generated from spec/schemas/page.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawAction, RawLabel, RawRouteId, RawScheduleTime } from "./shared.ts";

/**
 * A page composed of sections (spec/pages/{name}.yaml): a route id and a list of sections, each of a kind of the section library (spec/schemas/sections/). A new page is such a file plus its route in spec/routes.yaml with page: sections.
 */
export interface RawPage {
  /**
   * True while this page is not ready to publish: `npm run dev` shows it with a draft marker; the build leaves it out of pages, lists and the sitemap, and a link to it from published content is reported.
   */
  draft?: boolean;
  /**
   * When this page goes live, a date-time with its offset (2026-12-01T09:00:00+03:00): the build leaves it out before then, and a link to it from published content is reported; `npm run dev` shows it with a "scheduled for" marker. The deploy's scheduled run builds again within about 15 minutes of it (docs/deploying.md).
   */
  publishAt?: RawScheduleTime;
  /**
   * When this page comes down, a date-time with its offset, after publishAt when both are given: the build leaves it out from then on, `npm run dev` too, and a link to it from published content is reported.
   */
  unpublishAt?: RawScheduleTime;
  /**
   * Id of the route in spec/routes.yaml this page renders (its page is sections).
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
 * One section: its kind, then the fields that kind takes (each kind's schema is in spec/schemas/sections/{kind}.schema.json).
 */
export interface Section {
  /**
   * Which section of the library (one per schema of spec/schemas/sections/): cards, cta, faq, figures, form, hero, logos, media, offices, people, quote, rich-text or testimonials.
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
   * A field of the section's kind, checked against spec/schemas/sections/{kind}.schema.json.
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
