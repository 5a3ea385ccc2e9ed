/**
 * Generated from spec/schemas/people.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawName, RawPicture, RawScheduleTime, RawSlug } from "./shared.ts";

/**
 * Everyone the site names, each once: the about page's leaders, the country teams and the project teams pick people from here, so a person has one role wherever they appear.
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
     * The city of the office the person works from, as the offices name it (for example Kampala): shown beside the role. Optional.
     */
    office?: RawName;
    /**
     * The practice the person leads, if any: their monogram portrait takes its colour; without one, the brand's.
     */
    practice?: "creative" | "media" | "digital" | "public-relations" | "events" | "tech-solutions";
    /**
     * The person's portrait (a photograph at least 640 px wide), with its description and the point to keep in frame. It is cut to a square around that point; without a photograph the card shows the person's initials.
     */
    image?: RawPicture;
    /**
     * The person's professional-network profile (https): needed for a person shown in a team grid, whose card links to it.
     */
    linkedin?: string;
    /**
     * On while this person is not ready to publish: you still see it here, marked as a draft, but visitors do not, and nothing published may link to it.
     */
    draft?: boolean;
    /**
     * When this person goes live: a date and time in a time zone (1 December 2026, 09:00 East Africa Time). Until then, visitors do not see it and nothing published may link to it; you see it here with a "scheduled" marker. Leave it empty to publish at once.
     */
    publishAt?: RawScheduleTime;
    /**
     * When this person comes down: a date and time in a time zone, after the time it goes live. From then on visitors no longer see it, and nothing published may link to it. Leave it empty to keep it up.
     */
    unpublishAt?: RawScheduleTime;
  }[];
}
