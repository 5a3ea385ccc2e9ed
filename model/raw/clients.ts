/**
 * Generated from spec/schemas/clients.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawColour, RawName, RawSlug, RawText } from "./shared.ts";

/**
 * The client list: every brand the site names, once, with its colours, from which its word mark, logo tile and the covers of its work are drawn.
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
     * A short name for the client that case studies, projects and logo strips use to pick it: lowercase words joined by hyphens (for example mtn or old-mutual).
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
     * The name as the word mark shows it, when shorter than the name people say (for example NGX for Nigerian Exchange Group); always set in the site's own type. Leave it empty to use the name.
     */
    wordmark?: string;
    /**
     * The client's official logo file, only when the client has given it to us (for example /logos/kfc.svg). Without it, the client's name is shown as a word mark in the site's type.
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
