/**
 * Generated from spec/schemas/case-studies.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { Artefact, ShowcaseFormat } from "../content.ts";
import type { RawCaseStudyKey, RawClientKey, RawHeading, RawName, RawParagraph, RawPicture, RawScheduleTime, RawSlug, RawText } from "./shared.ts";

/**
 * Case studies of one country (or the featured ones): each study is a page of its own, listed on its country's page or on the case studies page.
 */
export interface RawCaseStudies {
  /**
   * featured, or the key of a country's studies (rw, ng, ug at launch; ke for Kenya), lower-case; the file's name.
   */
  scope: RawSlug;
  /**
   * The country page these studies belong to (for example kenya): each study's 'Go Back' link leads there. Every file but the featured one names a country.
   */
  country?: RawSlug;
  /**
   * What the heading 'Case Study: {…}' of each study of a country scope names: its title or its client (default client).
   */
  heading?: "title" | "client";
  /**
   * Featured studies this country also shows, before its own: each is written once, among the featured studies, and shown here too.
   */
  featured?: RawCaseStudyKey[];
  /**
   * The studies in display order.
   *
   * @minItems 1
   *
   * Items: One case study: its own page, with the challenge, the approach, the results and the work shown.
   */
  studies?: {
    /**
     * On while this case study is not ready to publish: you still see it here, marked as a draft, but visitors do not, and nothing published may link to it.
     */
    draft?: boolean;
    /**
     * When this case study goes live: a date and time in a time zone (1 December 2026, 09:00 East Africa Time). Until then, visitors do not see it and nothing published may link to it; you see it here with a "scheduled" marker. Leave it empty to publish at once.
     */
    publishAt?: RawScheduleTime;
    /**
     * When this case study comes down: a date and time in a time zone, after the time it goes live. From then on visitors no longer see it, and nothing published may link to it. Leave it empty to keep it up.
     */
    unpublishAt?: RawScheduleTime;
    /**
     * A name for the study that never changes, even when its title or web address does, so that the old address can be sent on to the new one. Lowercase words joined by hyphens; leave it empty to use the web address.
     */
    key?: RawSlug;
    /**
     * The last part of the study's web address, when it should differ from the one made from its title: lowercase words joined by hyphens (for example kfc-brand-refresh). Leave it empty to use the title.
     */
    slug?: RawSlug;
    /**
     * The study's title; its web address is made from it.
     */
    title: RawHeading;
    /**
     * Client name.
     */
    client: RawName;
    /**
     * The client this work was for, from the client list: the cover is drawn in that brand's colours, with its name.
     */
    brand: RawClientKey;
    /**
     * Comma-separated categories, e.g. 'Branding, Digital'.
     */
    category: RawName;
    /**
     * The campaign artefact drawn on the study's cover and detail image when no photograph is named: one of billboard, signage, social-post, carousel-ad, reel, video, chat, lead-form, dashboard, website, email, stage, radio, tv, press, document, pack, map, identity. Pick the thing the work is best known by (a billboard for an outdoor campaign, a phone with a social post, an event stage, a dashboard).
     */
    artefact: Artefact;
    /**
     * 1 to 4 headline figures from the study's results, shown as large numerals: the first (the headline figure) on the study's cards, all of them atop its Results tab. Every number in a figure must appear in the study's results or overview (the generator checks it).
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
     * Banner picture with its alt text (a photograph, PNG, JPEG or WebP, at least 1600 px wide): the study's cover on its page, on its cards and on its Open Graph card, each cropped around its focal point. Optional: without it the study gets a cover composed from its client, headline figure, category and artefact.
     */
    image?: RawPicture;
    /**
     * Picture beside the overview, with its alt text (a photograph at least 1200 px wide). Optional: without it the study's artefact is drawn in its client's colours.
     */
    detailImage?: RawPicture;
    /**
     * Industry.
     */
    industry: RawName;
    /**
     * Project scope.
     */
    projectScope: RawText;
    /**
     * Duration, e.g. '6 weeks'.
     */
    duration: RawName;
    /**
     * Location.
     */
    location: RawName;
    /**
     * Heading of the overview.
     */
    overviewTitle?: RawHeading;
    /**
     * Overview text; leave out to show 'No overview available.'
     */
    overview?: RawParagraph;
    /**
     * Optional bullet points after the overview.
     */
    overviewList?: RawText[];
    /**
     * Intro paragraph of the Overview tab.
     */
    introOverview: RawText;
    /**
     * Optional intro of the Approach tab.
     */
    introApproach?: RawText;
    /**
     * Optional intro of the Results tab.
     */
    introResult?: RawText;
    /**
     * Optional heading of a challenge list.
     */
    challengeTitle?: RawHeading;
    /**
     * Optional challenge points.
     */
    challengeList?: RawText[];
    /**
     * 3 to 6 approach steps.
     *
     * @minItems 3
     * @maxItems 6
     *
     * Items: A numbered card.
     */
    approach: {
      /**
       * Card title.
       */
      title: RawHeading;
      /**
       * The card's text. Put two stars on each side of a figure to make it bold (**40%**).
       */
      description: RawText;
    }[];
    /**
     * 3 to 6 results.
     *
     * @minItems 3
     * @maxItems 6
     *
     * Items: A numbered card.
     */
    result: {
      /**
       * Card title.
       */
      title: RawHeading;
      /**
       * The card's text. Put two stars on each side of a figure to make it bold (**40%**).
       */
      description: RawText;
    }[];
    /**
     * The work shown on the Showcase tab (which appears only when there is some): each item a photograph, or, without one, its execution (its format, set with its copy in the client’s colours and in a setting: a billboard by a road, a post on a phone in a hand, a radio script on a studio desk). No two items of a study should be the same format with the same copy.
     *
     * Items: A showcase item: one execution of the campaign, named by its format and its copy (and a photograph of it where there is one).
     */
    showcase?: {
      /**
       * Caption under the picture, in English (what the execution is and where it ran), for example “Luganda radio spot on CBS FM”.
       */
      title?: RawHeading;
      /**
       * What the execution is, composed in its setting when the item has no photograph: billboard (a roadside board against the sky), poster (on a wall: an agent poster, a menu board, point-of-sale), tv-frame (a frame of the spot on a television in a living room), social-post (a feed post on a phone in a hand), short-video (a vertical video, TikTok or Reels, on a phone), radio-script (the script on a studio desk by a microphone), press-ad (the ad on a newspaper page), pack (the product on a shop shelf), ussd (a feature phone showing the USSD menu), app-screens (two phone screens of an app or a chat), web-page (the page on a laptop), event-stage (the stage and its screen before an audience).
       */
      format?: ShowcaseFormat;
      /**
       * The words of the execution as the campaign ran them, set on the picture: its headline, body, call to action and language. Keep them as short as the real thing: the picture sets them large enough to read on a phone and leaves out the body where it cannot.
       */
      copy?: {
        /**
         * The language of the words, as a short code: en English, lg Luganda, sw Swahili, pcm Nigerian Pidgin, rw Kinyarwanda, fr French.
         */
        language: string;
        /**
         * The line that carries the execution: a billboard’s or poster’s words, a post’s overlay, a spot’s super, a script’s title line; 2 to 48 characters.
         */
        headline: string;
        /**
         * One supporting line: a post’s caption, a script’s voice-over, a press ad’s text, a USSD menu’s options separated by “|”; 2 to 140 characters.
         */
        body: string;
        /**
         * What the reader is asked to do: “Dial *211#”, “Book direct”, “Order on the app”; 2 to 32 characters.
         */
        cta: string;
      };
      /**
       * Optional picture of the work with its alt text (a photograph at least 800 px wide), cropped to its tile around its focal point; without it the item’s execution is composed from its format and copy.
       */
      image?: RawPicture;
      /**
       * The older way of describing a piece of work, kept for studies that still use it: a generic piece drawn in the client's colours. New pieces use the format and words instead; never both.
       */
      artefact?: Artefact;
    }[];
  }[];
}
