/**
 * Generated from spec/schemas/clients.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawColour, RawName, RawSlug, RawText } from "./shared.ts";

/**
 * The clients catalogue (spec/clients.yaml): each brand the site names once, with its colours, from which the build draws its word mark (in the house style: the site's type, one weight, the page's ink), its logo tile and the covers of its work (issue 12; issue 20: never a brand's own letterforms or colours as a mark). A client's official logo file is shown only where `logo` names one. Case studies and projects name a client by `brand`, client logos by `client`.
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
    key: RawSlug;
    /**
     * The brand's name as people say it; the logo's alternative text and the cover's client line.
     */
    name: RawName;
    /**
     * What BLU did for the client, one sentence: shown beside its logo wherever a marquee names it (home, the country pages, a logos section). Needed for a client a marquee names.
     */
    blurb?: RawText;
    /**
     * The name as the word mark sets it, when shorter than the name people say (for example `NGX` for Nigerian Exchange Group, `ATMF` for Africa Tech & Media Forum); set in the house style, never in the brand's own case or letterforms. Default: the name.
     */
    wordmark?: string;
    /**
     * The client's official logo file, a path under public/ (for example `/logos/kfc.svg`), used only when the client has given it to us; the generator checks that the file exists. Without it, the client's name shows as a house-style word mark (issue 20).
     */
    logo?: string;
    /**
     * The brand's colours as #rrggbb (lower case): the mark and the covers of its work are drawn in them; text colours on them are chosen for WCAG AA contrast by the build.
     */
    colours: {
      /**
       * The brand's main colour, #rrggbb.
       */
      primary: RawColour;
      /**
       * A second brand colour, for accents, #rrggbb.
       */
      secondary: RawColour;
      /**
       * A dark colour for text on light brand surfaces, #rrggbb. Default: #0a1640.
       */
      ink?: RawColour;
    };
  }[];
}
