/**
 * Generated from spec/schemas/routes.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawSlug } from "./shared.ts";

/**
 * §2 Route table (spec/routes.yaml).
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
     * Unique id, kebab-case.
     */
    id: RawSlug;
    /**
     * URL pattern; ':name' marks a parameter, '*' the catch-all. A parameter route of a collection takes its URLs from the records: /services/:practice (the section pages), /services/:practice/:slug (the services), and the case-study, country case-study and project routes; other parameter routes list `values`.
     */
    path: string;
    /**
     * Which screen renders the route; sections: a page composed of sections, whose file in spec/pages/ names this route.
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
       * The known values of one parameter, as slugs.
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
