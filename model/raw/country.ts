/**
 * Generated from spec/schemas/country.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawClientKey, RawHeading, RawIcon, RawLabel, RawMediaPath, RawName, RawParagraph, RawPersonKey, RawPicture, RawScheduleTime, RawSlug, RawText } from "./shared.ts";

/**
 * One country office's page: its hero, what it offers, its team, its case studies and its clients. A new office is one more country page; the menus follow from it.
 */
export interface RawCountry {
  /**
   * On while this country page is not ready to publish: you still see it here, marked as a draft, but visitors do not, and nothing published may link to it.
   */
  draft?: boolean;
  /**
   * When this country page goes live: a date and time in a time zone (1 December 2026, 09:00 East Africa Time). Until then, visitors do not see it and nothing published may link to it; you see it here with a "scheduled" marker. Leave it empty to publish at once.
   */
  publishAt?: RawScheduleTime;
  /**
   * When this country page comes down: a date and time in a time zone, after the time it goes live. From then on visitors no longer see it, and nothing published may link to it. Leave it empty to keep it up.
   */
  unpublishAt?: RawScheduleTime;
  /**
   * Country name as shown (Kenya, UK...).
   */
  name: RawName;
  /**
   * The last part of the page's web address, such as ghana or south-africa: lowercase words joined by hyphens. Changing it moves the page.
   */
  slug: RawSlug;
  /**
   * uk: Who We Are, What We Offer cards, Your Gateway to Africa; south-africa: adds Why South African Brands Work with Us and Featured Projects; office: Our Story, mission, services list, Book a Call (Nigeria, Kenya, Uganda, Rwanda).
   */
  layout: "uk" | "south-africa" | "office";
  /**
   * Hero badge.
   */
  badge: RawLabel;
  /**
   * Hero photograph under a dark overlay (at least 1600 px wide). Optional: without it the hero shows the country's outline with the office city marked.
   */
  heroImage?: RawMediaPath;
  /**
   * Where the office is, marked on the country's outline in the hero (when there is no hero photograph): the city and its coordinates in degrees.
   */
  office?: {
    /**
     * The office's city, as written on the map.
     */
    city: RawName;
    /**
     * Longitude of the city in degrees, east positive.
     */
    longitude: number;
    /**
     * Latitude of the city in degrees, north positive.
     */
    latitude: number;
  };
  /**
   * Hero title (the page's h1).
   */
  heroTitle: RawHeading;
  /**
   * Our Story (office layout).
   */
  story?: RawParagraph;
  /**
   * The country mission (office layout).
   */
  mission?: RawText;
  /**
   * Who We Are.
   */
  whoWeAre: RawParagraph;
  /**
   * What We Offer.
   */
  whatWeOffer: {
    /**
     * Intro.
     */
    description: RawText;
    /**
     * Services.
     *
     * @minItems 1
     *
     * Items: A service.
     */
    services: {
      /**
       * Name.
       */
      name: RawName;
      /**
       * The small picture shown with it: pick one from the icon list (for example Target or TrendingUp).
       */
      icon: RawIcon;
      /**
       * Text.
       */
      description: RawText;
    }[];
  };
  /**
   * Why South African Brands Work with Us.
   */
  whyWorkWithUs?: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Intro.
     */
    description: RawText;
    /**
     * Reasons.
     *
     * @minItems 1
     *
     * Items: A card.
     */
    reasons: {
      /**
       * Title.
       */
      title: RawHeading;
      /**
       * Text.
       */
      description: RawText;
    }[];
  };
  /**
   * Your Gateway to Africa.
   */
  gatewayToAfrica?: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Intro.
     */
    description: RawText;
    /**
     * Points.
     *
     * @minItems 1
     *
     * Items: A card.
     */
    points: {
      /**
       * Title.
       */
      title: RawHeading;
      /**
       * Text.
       */
      description: RawText;
    }[];
  };
  /**
   * Featured Projects pills.
   */
  projects?: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Pills.
     *
     * @minItems 1
     *
     * Items: A pill.
     */
    items: {
      /**
       * Text.
       */
      name: RawName;
      /**
       * Path of a project page.
       */
      route: string;
    }[];
  };
  /**
   * A picture of the team beside the team list (a photograph at least 1200 px wide), with its description. Without it, the office's city is shown on a map of the country.
   */
  teamImage?: RawPicture;
  /**
   * Case-study grid.
   */
  caseStudies?: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Which set of case studies the grid shows: a country's (such as ng) or the featured ones.
     */
    scope: RawSlug;
  };
  /**
   * Team grid.
   */
  team?: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Members.
     *
     * @minItems 1
     *
     * Items: A person from the people list: the card shows their name, role, portrait and profile as written there.
     */
    members: RawPersonKey[];
  };
  /**
   * Client-logo marquee.
   */
  marquee?: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Logos.
     *
     * @minItems 1
     *
     * Items: A client from the client list: the logo shows its name, its word mark or official logo, and its short description, as written there.
     */
    logos: RawClientKey[];
  };
  /**
   * Closing call to action with Contact Us Today.
   */
  closing: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Line under the heading.
     */
    text: RawText;
  };
}
