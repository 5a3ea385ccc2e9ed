/**
 * Generated from spec/schemas/service-categories.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawColour, RawHeading, RawIcon, RawLabel, RawName, RawSlug, RawText } from "./shared.ts";

/**
 * The practices (Media, Digital, Creative…) and the usual texts of their services.
 */
export interface RawCategories {
  /**
   * The texts a service gets when it leaves them out.
   */
  defaults: {
    /**
     * Default call-to-action band.
     */
    cta: {
      /**
       * Default heading; the same bounds as a service's own cta.heading.
       */
      heading: RawHeading;
      /**
       * Default sentence; placeholders {{title}} (the service) and {{goals}} (the category's goals). The same bounds as a service's own cta.description.
       */
      description: string;
      /**
       * The usual words of the call-to-action button; the same limits as a service's own.
       */
      actionText: RawLabel;
    };
    /**
     * Default legends by position, repeated when a service has more benefits than legends; the same bounds as a service's own benefitLegends.
     *
     * @minItems 1
     *
     * Items: A legend tag of a word or two.
     */
    benefitLegends: RawLabel[];
    /**
     * Default lucide icons by position, repeated when a service has more benefits than icons.
     *
     * @minItems 1
     */
    benefitIcons: RawIcon[];
  };
  /**
   * One entry per practice, in display order (the projects filter lists them in this order). Any number; keys are unique.
   *
   * @minItems 1
   *
   * Items: A service category.
   */
  categories: {
    /**
     * The practice's short name, which its web address (/services/…) and its services use: lowercase words joined by hyphens.
     */
    key: RawSlug;
    /**
     * Display name (breadcrumb, footer).
     */
    name: RawName;
    /**
     * Short label in the not-found title ('PR Service Not Found').
     */
    label: RawLabel;
    /**
     * Word in the not-found sentence ('The requested PR service...').
     */
    noun: RawLabel;
    /**
     * Hero badge; leave out for no badge (Events).
     */
    badge?: RawLabel;
    /**
     * The category's goals, completing the default call-to-action sentence.
     */
    goals: RawText;
    /**
     * Browser title of a detail page; placeholders {{title}}, {{brand}}.
     */
    title: RawHeading;
    /**
     * Hero subtitle; placeholder {{title}}.
     */
    subtitle: RawHeading;
    /**
     * Text of the not-found view's link to the category index.
     */
    backLink: RawLabel;
    /**
     * When set, each benefit heading must start with the prefix at its position (the first prefixes only, when a service has more benefits).
     *
     * @minItems 1
     */
    benefitPrefixes?: RawLabel[];
    /**
     * The practice's own colours, lowercase #rrggbb, so a page says which practice it belongs to: badges, rules, icon tiles and link accents (never whole pages). The generator checks each for a WCAG AA contrast of 4.5:1 against what it sits on.
     */
    colour: {
      /**
       * The practice's strong colour: the background of badges and icon tiles with white text, and accent text, numerals and underlines on white. Needs 4.5:1 against white and against tint.
       */
      accent: RawColour;
      /**
       * A very light wash of the accent: the surface of badges and panels where accent text sits. Needs 4.5:1 against accent.
       */
      tint: RawColour;
      /**
       * A light form of the accent for text, rules and icons on the dark navy heroes (brand 950). Needs 4.5:1 against brand 950.
       */
      onDark: RawColour;
    };
    /**
     * The usual 'Why choose' headings of the practice's services: a service without its own gets these, in order.
     *
     * @minItems 1
     *
     * Items: A benefit heading.
     */
    defaultBenefits?: RawHeading[];
    /**
     * On: a service's page also answers at an address made from its title, as the Tech page's links name them.
     */
    titleLookup?: boolean;
    /**
     * Optional lucide icon of the practice, drawn on its composed pictures when none of its services names one; default Sparkles.
     */
    icon?: RawIcon;
  }[];
}
