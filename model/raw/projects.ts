/**
 * Generated from spec/schemas/projects.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { Artefact } from "../content.ts";
import type { RawClientKey, RawHeading, RawIcon, RawLabel, RawName, RawPersonKey, RawPicture, RawScheduleTime, RawText } from "./shared.ts";

/**
 * The projects and their tiles on the projects page.
 */
export interface RawProjects {
  /**
   * Projects page hero.
   */
  hero: {
    /**
     * Heading ('Proof in Action').
     */
    heading: RawHeading;
    /**
     * Lead.
     */
    lead: RawText;
    /**
     * Label of the filter that shows all projects ('All').
     */
    allLabel: RawLabel;
  };
  /**
   * The projects.
   *
   * @minItems 1
   *
   * Items: One project: its own page and its tile.
   */
  projects: {
    /**
     * On while this project is not ready to publish: you still see it here, marked as a draft, but visitors do not, and nothing published may link to it.
     */
    draft?: boolean;
    /**
     * When this project goes live: a date and time in a time zone (1 December 2026, 09:00 East Africa Time). Until then, visitors do not see it and nothing published may link to it; you see it here with a "scheduled" marker. Leave it empty to publish at once.
     */
    publishAt?: RawScheduleTime;
    /**
     * When this project comes down: a date and time in a time zone, after the time it goes live. From then on visitors no longer see it, and nothing published may link to it. Leave it empty to keep it up.
     */
    unpublishAt?: RawScheduleTime;
    /**
     * Key in the URL /project/{key}; case-sensitive.
     */
    key: string;
    /**
     * The last part of the project's web address, when it should differ from its short name: the old address is sent on to the new one. Leave it empty to use the short name.
     */
    slug?: string;
    /**
     * Title.
     */
    title: RawHeading;
    /**
     * Overview.
     */
    description: RawText;
    /**
     * Banner picture with its alt text (a photograph at least 1600 px wide): the project's cover on its page and on its Open Graph card, each cropped around its focal point. Optional: without it the project gets a cover composed from its client, headline figure, category and artefact.
     */
    image?: RawPicture;
    /**
     * Client.
     */
    client: RawName;
    /**
     * The client this project was for, from the client list: the cover is drawn in that brand's colours, with its name.
     */
    brand: RawClientKey;
    /**
     * Date, e.g. 'March 2025'.
     */
    date: RawName;
    /**
     * Duration.
     */
    duration: RawName;
    /**
     * Location.
     */
    location: RawName;
    /**
     * Category.
     */
    category: RawName;
    /**
     * The campaign artefact drawn on the project's cover and tile when no photograph is named: one of billboard, signage, social-post, carousel-ad, reel, video, chat, lead-form, dashboard, website, email, stage, radio, tv, press, document, pack, map, identity. Pick the thing the work is best known by (a billboard for an outdoor campaign, a phone with a social post, an event stage, a dashboard).
     */
    artefact: Artefact;
    /**
     * 1 to 4 headline figures from the project's results, shown as large numerals: the first (the headline figure) on its tile on /projects, all of them above its results. Every number in a figure must appear in the project's results or description (the generator checks it).
     *
     * @minItems 1
     * @maxItems 4
     *
     * Items: A figure: the numeral as shown and what it counts.
     */
    figures: {
      /**
       * The numeral as shown, with its sign, unit or arrow, for example '876', '146/mo', '−41%', '48%→76%', '6,173' or '1.9M'; at least one digit, at most 12 characters.
       */
      value: string;
      /**
       * What the value counts, a short phrase read after it, for example 'qualified leads in six months'.
       */
      label: string;
    }[];
    /**
     * Tags.
     */
    tags: RawLabel[];
    /**
     * Tools and technologies.
     *
     * @minItems 1
     */
    tools: RawLabel[];
    /**
     * Team.
     *
     * @minItems 1
     *
     * Items: A person from the people list: the team list shows their name and role.
     */
    teamMembers: RawPersonKey[];
    /**
     * Key activity groups, in order.
     *
     * @minItems 1
     *
     * Items: A group.
     */
    keyActivities: {
      /**
       * Group name.
       */
      group: RawHeading;
      /**
       * Sentences.
       *
       * @minItems 1
       */
      items: RawText[];
    }[];
    /**
     * Deliverables with icons.
     *
     * @minItems 1
     *
     * Items: A deliverable.
     */
    keyDeliverables: {
      /**
       * Deliverable.
       */
      text: RawName;
      /**
       * The small picture shown with it: pick one from the icon list (for example Target or TrendingUp).
       */
      icon: RawIcon;
    }[];
    /**
     * Results written 'Heading: body' (split at the first colon).
     *
     * @minItems 1
     *
     * Items: A result written 'Heading: body': a short heading, a colon, then the text.
     */
    results: string[];
    /**
     * Services provided.
     *
     * @minItems 1
     */
    services: RawLabel[];
    /**
     * The project's tile on the projects page.
     */
    tile: {
      /**
       * The practices the project belongs to, each once: the projects page has a filter button for each practice some project names.
       *
       * @minItems 1
       *
       * Items: A practice, by its name (such as Creative or PR).
       */
      categories: string[];
      /**
       * Tile height in px.
       */
      height: number;
      /**
       * Tile picture with its alt text (a photograph at least 800 px wide), cropped around its focal point. Optional: without it the tile shows the project's composed cover.
       */
      image?: RawPicture;
    };
  }[];
}
