/**
 * Generated from spec/schemas/people.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawName, RawPicture, RawScheduleTime, RawSlug } from "./shared.ts";

/**
 * Everyone the site names (spec/people.yaml), each once: the about page's leadership, the country teams and the project teams name a person by key, so a person has one role wherever they appear.
 */
export interface RawPeople {
  /**
   * The people, in any order.
   *
   * @minItems 1
   *
   * Items: A person the site names.
   */
  people: {
    /**
     * The person's key, lower-case words joined by hyphens (usually the name): the about page, the country teams and the project teams name the person by it.
     */
    key: RawSlug;
    /**
     * Full name.
     */
    name: RawName;
    /**
     * The person's one role (job title), shown wherever the person appears.
     */
    role: RawName;
    /**
     * The city of the office the person works from (optional), as the offices name it, for example `Kampala`: shown beside the role, and the texture of the monogram portrait.
     */
    office?: RawName;
    /**
     * The practice the person leads (optional), a key of spec/services/categories.yaml: the monogram portrait takes its colour; without one, the brand's.
     */
    practice?: "creative" | "media" | "digital" | "public-relations" | "events" | "tech-solutions";
    /**
     * Portrait (optional): the person's picture with its alt text and, for a photograph, its focal point, for example `{ src: /media/team/portrait-jane-doe.jpg, alt: …, focalPoint: { x: 50, y: 30 } }`. A photograph (at least 640 px wide) is cut to the card's square around its focal point; without one, or with SVG artwork, the card shows the person's monogram, its initials. Every card of a grid has one height, set by the layout.
     */
    image?: RawPicture;
    /**
     * The person's professional-network profile (https): needed for a person shown in a team grid, whose card links to it.
     */
    linkedin?: string;
    /**
     * True while this leader is not ready to publish: `npm run dev` shows it with a draft marker; the build leaves it out of pages, lists and the sitemap, and a link to it from published content is reported.
     */
    draft?: boolean;
    /**
     * When this leader goes live, a date-time with its offset (2026-12-01T09:00:00+03:00): the build leaves it out before then, and a link to it from published content is reported; `npm run dev` shows it with a "scheduled for" marker. The deploy's scheduled run builds again within about 15 minutes of it (docs/deploying.md).
     */
    publishAt?: RawScheduleTime;
    /**
     * When this leader comes down, a date-time with its offset, after publishAt when both are given: the build leaves it out from then on, `npm run dev` too, and a link to it from published content is reported.
     */
    unpublishAt?: RawScheduleTime;
  }[];
}
