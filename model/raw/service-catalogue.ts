/**
 * Generated from spec/schemas/service-catalogue.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { Artefact } from "../content.ts";
import type { RawHeading, RawIcon, RawLabel, RawPicture, RawScheduleTime, RawSlug } from "./shared.ts";

/**
 * The services of one practice, each with its own page.
 */
export interface RawCatalogue {
  /**
   * The practice these services belong to (such as media); their addresses start with /services/ and it.
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
 * One service, with its own page.
 */
export interface Service {
  /**
   * On while this service is not ready to publish: you still see it here, marked as a draft, but visitors do not, and nothing published may link to it.
   */
  draft?: boolean;
  /**
   * When this service goes live: a date and time in a time zone (1 December 2026, 09:00 East Africa Time). Until then, visitors do not see it and nothing published may link to it; you see it here with a "scheduled" marker. Leave it empty to publish at once.
   */
  publishAt?: RawScheduleTime;
  /**
   * When this service comes down: a date and time in a time zone, after the time it goes live. From then on visitors no longer see it, and nothing published may link to it. Leave it empty to keep it up.
   */
  unpublishAt?: RawScheduleTime;
  /**
   * A name for the service that never changes, even when its web address does, so that the old address can be sent on to the new one. Leave it empty to use the web address.
   */
  key?: RawSlug;
  /**
   * The last part of the service's web address (for example media-buying): lowercase words joined by hyphens, different from the practice's other services.
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
   * The headings of the 'Why choose' cards, one card each (usually three). Leave them out to use the practice's usual ones.
   *
   * @minItems 1
   *
   * Items: A benefit heading.
   */
  benefits?: RawHeading[];
  /**
   * One text per 'Why choose' card, in the same order as their headings.
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
   * One icon per 'Why choose' card, in order; leave them out to use the practice's usual ones.
   *
   * @minItems 1
   */
  benefitIcons?: RawIcon[];
  /**
   * One short tag per 'Why choose' card, in order (such as Strategy); leave them out to use the practice's usual ones.
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
   * The call to action at the foot of the page; leave it out to use the practice's usual one.
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
