/**
 * Generated from spec/schemas/projects.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { Artefact } from "../content.ts";
import type { RawClientKey, RawHeading, RawIcon, RawLabel, RawName, RawPersonKey, RawPicture, RawScheduleTime, RawText } from "./shared.ts";

/**
 * §3 Projects and their tiles (spec/projects.yaml).
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
   * Items: A project (§3 Project).
   */
  projects: {
    /**
     * True while this project is not ready to publish: `npm run dev` shows it with a draft marker; the build leaves it out of pages, lists and the sitemap, and a link to it from published content is reported.
     */
    draft?: boolean;
    /**
     * When this project goes live, a date-time with its offset (2026-12-01T09:00:00+03:00): the build leaves it out before then, and a link to it from published content is reported; `npm run dev` shows it with a "scheduled for" marker. The deploy's scheduled run builds again within about 15 minutes of it (docs/deploying.md).
     */
    publishAt?: RawScheduleTime;
    /**
     * When this project comes down, a date-time with its offset, after publishAt when both are given: the build leaves it out from then on, `npm run dev` too, and a link to it from published content is reported.
     */
    unpublishAt?: RawScheduleTime;
    /**
     * Key in the URL /project/{key}; case-sensitive.
     */
    key: string;
    /**
     * The project's URL segment (/project/{slug}) when it must differ from its key, which stays the project's stable identity: when the URL moves, the generator proposes a redirect from the old one (generated/urls.json, spec/redirects.yaml). Optional; without it the slug is the key. Case-sensitive.
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
     * Key of the client in spec/clients.yaml: the project's cover is drawn in that brand's colours, with its word mark.
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
     * Items: Key of a person of spec/people.yaml: the team list shows the person's name and role.
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
       * Name of a lucide icon in PascalCase.
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
     * A projects tile (§3 Project tile).
     */
    tile: {
      /**
       * The practices the project belongs to, by label, each once; the projects page has one filter button per practice that some project names, in the order of spec/services/categories.yaml.
       *
       * @minItems 1
       *
       * Items: The label of a practice (spec/services/categories.yaml `label`, such as Creative or PR).
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
