/**
 * Generated from spec/schemas/country.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawClientKey, RawHeading, RawIcon, RawLabel, RawMediaPath, RawName, RawParagraph, RawPersonKey, RawPicture, RawScheduleTime, RawSlug, RawText } from "./shared.ts";

/**
 * One country page (§3 Country record): spec/countries/{slug}.yaml. A new country office is one more file here: its page, its entry in the Country menu, the footer and the mobile menu follow from it.
 */
export interface RawCountry {
  /**
   * True while this country page is not ready to publish: `npm run dev` shows it with a draft marker; the build leaves it out of pages, lists and the sitemap, and a link to it from published content is reported.
   */
  draft?: boolean;
  /**
   * When this country page goes live, a date-time with its offset (2026-12-01T09:00:00+03:00): the build leaves it out before then, and a link to it from published content is reported; `npm run dev` shows it with a "scheduled for" marker. The deploy's scheduled run builds again within about 15 minutes of it (docs/deploying.md).
   */
  publishAt?: RawScheduleTime;
  /**
   * When this country page comes down, a date-time with its offset, after publishAt when both are given: the build leaves it out from then on, `npm run dev` too, and a link to it from published content is reported.
   */
  unpublishAt?: RawScheduleTime;
  /**
   * Country name as shown (Kenya, UK...).
   */
  name: RawName;
  /**
   * URL segment of the page (the parameter of the country route in spec/routes.yaml, /{slug} at launch) and the file's name: lower-case words joined by hyphens, such as ghana or south-africa.
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
       * Name of a lucide icon in PascalCase.
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
   * Optional team picture beside the team, with its alt text (a photograph at least 1200 px wide), for example `{ src: /media/countries/kenya/team.jpg, alt: The Nairobi team on the office balcony }`; without it the office's city is shown on a map of the country.
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
     * Key of the case-study scope whose studies the grid shows: the scope of a file spec/case-studies/{scope}.yaml, such as ng or featured.
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
     * Items: Key of a person of spec/people.yaml, whose name, role, portrait and profile the card shows.
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
     * Items: Key of a client of spec/clients.yaml: the logo shows its name (the alt text), its word mark or official logo, and its blurb, each written once there.
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
