/**
 * Generated from spec/schemas/service-catalogue.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { Artefact } from "../content.ts";
import type { RawHeading, RawIcon, RawLabel, RawPicture, RawScheduleTime, RawSlug } from "./shared.ts";

/**
 * All service detail records of one practice (§3 Service content record). One file per practice under spec/services/, named after its key.
 */
export interface RawCatalogue {
  /**
   * Key of the practice this file describes: the file's own name, and a key in spec/services/categories.yaml. Its services live at /services/{category}/{slug}.
   */
  category: RawSlug;
  /**
   * The services of the practice, in the order they are listed on the site: as many as the practice offers, at least one.
   *
   * @minItems 1
   */
  services: Service[];
}
/**
 * One service detail page (§3 Service content record).
 */
export interface Service {
  /**
   * True while this service is not ready to publish: `npm run dev` shows it with a draft marker; the build leaves it out of pages, lists and the sitemap, and a link to it from published content is reported.
   */
  draft?: boolean;
  /**
   * When this service goes live, a date-time with its offset (2026-12-01T09:00:00+03:00): the build leaves it out before then, and a link to it from published content is reported; `npm run dev` shows it with a "scheduled for" marker. The deploy's scheduled run builds again within about 15 minutes of it (docs/deploying.md).
   */
  publishAt?: RawScheduleTime;
  /**
   * When this service comes down, a date-time with its offset, after publishAt when both are given: the build leaves it out from then on, `npm run dev` too, and a link to it from published content is reported.
   */
  unpublishAt?: RawScheduleTime;
  /**
   * Stable identity of the service, unique in its category: it never changes, so when the slug changes the generator knows the old URL belongs to this service and proposes a redirect to the new one (generated/urls.json, spec/redirects.yaml). Optional; without it the key is the slug.
   */
  key?: RawSlug;
  /**
   * URL segment of the service, kebab-case and unique in its practice: /services/{category}/{slug}.
   */
  slug: RawSlug;
  /**
   * Service title; its last word is highlighted in the hero.
   */
  title: RawHeading;
  /**
   * Hero description, also the page's meta description: 140 to 300 characters.
   */
  description: string;
  /**
   * Picture beside the hero text, with its alt text (a photograph at least 1200 px wide). Optional: without it the hero shows the service's icon drawn large in its practice's colours, with its title.
   */
  heroImage?: RawPicture;
  /**
   * Card picture used where the service is listed, with its alt text (a photograph at least 800 px wide), cropped around its focal point. Optional: without it the card shows the service's composed hero picture.
   */
  image?: RawPicture;
  /**
   * Optional icon of the service itself (tech and events).
   */
  icon?: RawIcon;
  /**
   * Optional: the piece of work the service delivers, drawn as the service's picture where its practice has no case study to show (the Tech Solutions page, its /services tile): one of billboard, signage, social-post, carousel-ad, reel, video, chat, lead-form, dashboard, website, email, stage, radio, tv, press, document, pack, map, identity.
   */
  artefact?: Artefact;
  /**
   * Benefit headings of the 'Why Choose' block, one card each (the launch services have three). Optional where the practice sets `defaultBenefits` in spec/services/categories.yaml: leave it out to use those.
   *
   * @minItems 1
   *
   * Items: A benefit heading.
   */
  benefits?: RawHeading[];
  /**
   * One description per benefit, in the same order (as many as the benefit headings, or as the practice's `defaultBenefits` when the service leaves its headings out).
   *
   * @minItems 1
   */
  benefitDescriptions: string[];
  /**
   * Optional pictures, one per benefit card, in order, each with its alt text and cropped around its focal point; without them each card shows a picture composed from its icon in the practice colours.
   *
   * @minItems 1
   */
  benefitImages?: RawPicture[];
  /**
   * Optional lucide icons, one per benefit card, in order; default by position from spec/services/categories.yaml (Target, BadgeDollarSign, TrendingUp, repeated past the third).
   *
   * @minItems 1
   */
  benefitIcons?: RawIcon[];
  /**
   * Optional short legend tags, one per benefit card, in order; default by position from spec/services/categories.yaml (Strategy, Efficiency, Results, repeated past the third).
   *
   * @minItems 1
   *
   * Items: A legend tag of a word or two.
   */
  benefitLegends?: RawLabel[];
  /**
   * The audience cards, at least one (the launch services have four): two columns from medium screens up, an odd last card spanning both.
   *
   * @minItems 1
   */
  whoCanBenefit: Audience[];
  /**
   * Optional call-to-action band; defaults come from spec/services/categories.yaml.
   */
  cta?: {
    /**
     * Heading of the band.
     */
    heading: RawHeading;
    /**
     * One or two sentences under the heading.
     */
    description: string;
    /**
     * Label of the action, for example 'Discuss Your Media Plan'.
     */
    actionText: RawLabel;
  };
}
/**
 * One 'Who Can Benefit from Our Services' card.
 */
export interface Audience {
  /**
   * Who benefits, for example 'Consumer brands entering Kenya'.
   */
  title: RawHeading;
  /**
   * One or two sentences on what they gain.
   */
  description: string;
  /**
   * Optional lucide icon shown on the card.
   */
  icon?: RawIcon;
}
