/**
 * Generated from spec/schemas/routes.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

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
    id: string;
    /**
     * URL pattern; ':name' marks a parameter, '*' the catch-all.
     */
    path: string;
    /**
     * Which screen renders the route; sections: a page composed of sections, whose file in spec/pages/ names this route.
     */
    page:
      | "home"
      | "services-overview"
      | "service-section"
      | "service-detail"
      | "tech-solutions"
      | "case-study-list"
      | "case-study-detail"
      | "country-case-study"
      | "projects"
      | "project-detail"
      | "about"
      | "sections"
      | "country"
      | "form-sent"
      | "not-found";
    /**
     * Service category of a service-detail route.
     */
    category?: "media" | "digital" | "creative" | "public-relations" | "events" | "tech-solutions";
    /**
     * Known values of the path parameters, by parameter name.
     */
    values?: {
      /**
       * The known values of one parameter, as slugs.
       *
       * @minItems 1
       */
      [k: string]: string[] | undefined;
    };
    /**
     * Browser title template; placeholders {{brand}} and, for parameter routes, {{name}}.
     */
    title?: string;
    /**
     * Main heading of the page.
     */
    heading?: string;
    /**
     * Meta description, 50 to 300 characters.
     */
    description?: string;
  }[];
}
