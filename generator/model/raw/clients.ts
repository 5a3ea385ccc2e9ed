/**
 * Generated from spec/schemas/clients.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * The clients catalogue (spec/clients.yaml): each brand the site names once, with its colours and lettering, from which the build draws its word mark, its logo tile and the covers of its work (issue 12). Case studies and projects name a client by `brand`, client logos by `client`.
 */
export interface RawClients {
  /**
   * Every client brand, in any order; keys are unique.
   *
   * @minItems 1
   *
   * Items: One client brand.
   */
  clients: {
    /**
     * Unique id, kebab-case: what case studies (`brand`), projects (`brand`) and client logos (`client`) refer to.
     */
    key: string;
    /**
     * The brand's name as people say it; the logo's alternative text and the cover's client line.
     */
    name: string;
    /**
     * The letters drawn as the brand's word mark, when they differ from the name (for example `airtel` for Airtel, `NGX` for Nigerian Exchange Group). Default: the name.
     */
    wordmark?: string;
    /**
     * The brand's colours as #rrggbb (lower case): the mark and the covers of its work are drawn in them; text colours on them are chosen for WCAG AA contrast by the build.
     */
    colours: {
      /**
       * The brand's main colour, #rrggbb.
       */
      primary: string;
      /**
       * A second brand colour, for accents, #rrggbb.
       */
      secondary: string;
      /**
       * A dark colour for text on light brand surfaces, #rrggbb. Default: #0a1640.
       */
      ink?: string;
    };
    /**
     * How the word mark is lettered: a style of type, its case, weight and letter spacing.
     */
    lettering: {
      /**
       * The family of type the word mark is drawn in.
       */
      style: "geometric" | "grotesk" | "humanist" | "serif" | "slab" | "condensed" | "mono" | "rounded" | "script";
      /**
       * Letter case of the word mark. Default: as-written.
       */
      case?: "as-written" | "upper" | "lower";
      /**
       * Stroke weight, 400 (regular) to 900 (black). Default: 700.
       */
      weight?: 400 | 500 | 600 | 700 | 800 | 900;
      /**
       * Letter spacing. Default: normal.
       */
      tracking?: "tight" | "normal" | "wide";
      /**
       * Slanted letters. Default: false.
       */
      italic?: boolean;
    };
    /**
     * A shape drawn with the word mark, in the secondary colour. Default: none.
     */
    mark?: "none" | "dot" | "bar" | "ring" | "square" | "slash" | "swoosh";
  }[];
}
