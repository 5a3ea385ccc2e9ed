/**
 * Generated from spec/schemas/service-catalogue.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * All service detail records of one category (§3 Service content record). One file per category under spec/services/.
 */
export type RawCatalogue = {
  /**
   * Key of the category this file describes; must match a key in spec/services/categories.yaml. It fixes the service slugs this file may have (§3 Slugs by category).
   */
  category: "media" | "digital" | "creative" | "public-relations" | "events" | "tech-solutions";
  /**
   * The services of the category, in the order they are listed on the site.
   *
   * @minItems 1
   */
  services: Service[];
};
/**
 * Path of a media file served by the site, below public/ (for example /media/services/media/media-buying.svg).
 */
export type Asset = string;
/**
 * Name of a lucide icon in PascalCase, for example Target, BadgeDollarSign or TrendingUp.
 */
export type Icon = string;

/**
 * One service detail page (§3 Service content record).
 */
export interface Service {
  /**
   * Stable identity of the service, unique in its category: it never changes, so when the slug changes the generator knows the old URL belongs to this service and proposes a redirect to the new one (generated/urls.json, spec/redirects.yaml). Optional; without it the key is the slug.
   */
  key?: string;
  /**
   * URL segment of the service: /services/{category}/{slug}.
   */
  slug: string;
  /**
   * Service title; its last word is highlighted in the hero.
   */
  title: string;
  /**
   * Hero description, also the page's meta description: 140 to 300 characters.
   */
  description: string;
  /**
   * Photograph beside the hero text (at least 1200 px wide). Optional: without it the hero shows the service's icon drawn large in its practice's colours, with its title.
   */
  heroImage?: string;
  /**
   * Card photograph used where the service is listed (at least 800 px wide). Optional: without it the card shows the service's composed hero picture.
   */
  image?: string;
  /**
   * Optional icon of the service itself (tech and events).
   */
  icon?: string;
  /**
   * Exactly three benefit headings of the 'Why Choose' block.
   *
   * @minItems 3
   * @maxItems 3
   */
  benefits: string[];
  /**
   * Exactly three descriptions, one per benefit, in the same order.
   *
   * @minItems 3
   * @maxItems 3
   */
  benefitDescriptions: string[];
  /**
   * Optional three photographs, one per benefit card; without them each card shows a picture composed from its icon in the practice colours.
   *
   * @minItems 3
   * @maxItems 3
   */
  benefitImages?: Asset[];
  /**
   * Optional three lucide icons; default Target, BadgeDollarSign, TrendingUp by position.
   *
   * @minItems 3
   * @maxItems 3
   */
  benefitIcons?: Icon[];
  /**
   * Optional three short legend tags; default Strategy, Efficiency, Results.
   *
   * @minItems 3
   * @maxItems 3
   */
  benefitLegends?: string[];
  /**
   * Exactly four audience cards.
   *
   * @minItems 4
   * @maxItems 4
   */
  whoCanBenefit: Audience[];
  /**
   * Optional call-to-action band; defaults come from spec/services/categories.yaml.
   */
  cta?: {
    /**
     * Heading of the band.
     */
    heading: string;
    /**
     * One or two sentences under the heading.
     */
    description: string;
    /**
     * Label of the action, for example 'Discuss Your Media Plan'.
     */
    actionText: string;
  };
}
/**
 * One 'Who Can Benefit from Our Services' card.
 */
export interface Audience {
  /**
   * Who benefits, for example 'Consumer brands entering Kenya'.
   */
  title: string;
  /**
   * One or two sentences on what they gain.
   */
  description: string;
  /**
   * Name of a lucide icon in PascalCase, for example Target, BadgeDollarSign or TrendingUp.
   */
  icon?: string;
}
