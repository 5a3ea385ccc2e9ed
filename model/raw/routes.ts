/**
 * Generated from spec/schemas/routes.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawSlug } from "./shared.ts";

/**
 * The list of pages: each page's address, title and description for search results.
 */
export interface RawRoutes {
  /**
   * Every route, most specific first is not required: the router ranks them.
   *
   * @minItems 1
   *
   * Items: One route.
   */
  routes: {
    /**
     * A short name for the page, different from every other: lowercase words joined by hyphens (for example careers).
     */
    id: RawSlug;
    /**
     * The page's address, such as /careers. A part starting with ':' stands for many pages of one kind (every service, every case study); '*' catches every other address.
     */
    path: string;
    /**
     * Which kind of screen shows the page; 'sections' is a page made of sections.
     */
    page:
      | "country"
      | "case-study-list"
      | "case-study-detail"
      | "country-case-study"
      | "form-sent"
      | "services-overview"
      | "about"
      | "service-detail"
      | "home"
      | "projects"
      | "project-detail"
      | "service-section"
      | "not-found"
      | "sections"
      | "tech-solutions";
    /**
     * Known values of the path parameters, by parameter name, for a parameter route that no collection fills.
     */
    values?: {
      /**
       * The pages this part of the address can name, as lowercase words joined by hyphens.
       *
       * @minItems 1
       */
      [k: string]: RawSlug[] | undefined;
    };
    /**
     * Browser title template; placeholders {{brand}} and, for parameter routes, {{name}}.
     */
    title?: RawHeading;
    /**
     * Main heading of the page.
     */
    heading?: RawHeading;
    /**
     * Meta description, 50 to 300 characters.
     */
    description?: string;
  }[];
}
