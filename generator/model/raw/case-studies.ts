/**
 * Generated from spec/schemas/case-studies.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { Artefact, ShowcaseFormat } from "../content.ts";
import type { RawCaseStudyKey, RawClientKey, RawHeading, RawName, RawParagraph, RawPicture, RawScheduleTime, RawSlug, RawText } from "./shared.ts";

/**
 * Case studies of one scope (spec/case-studies/{scope}.yaml): the featured ones under /casestudy, or one country's, whose URLs come from the country-case-study route of spec/routes.yaml (/case-study/{scope}/{slug} at launch). A new country scope is one more file.
 */
export interface RawCaseStudies {
  /**
   * featured, or the key of a country's studies (rw, ng, ug at launch; ke for Kenya), lower-case; the file's name.
   */
  scope: RawSlug;
  /**
   * Slug of the country page these studies belong to (a file spec/countries/{slug}.yaml): the 'Go Back' link of each study leads there. Every scope but featured names one.
   */
  country?: RawSlug;
  /**
   * What the heading 'Case Study: {…}' of each study of a country scope names: its title or its client (default client).
   */
  heading?: "title" | "client";
  /**
   * Keys of studies of spec/case-studies/featured.yaml that this country also shows, before its own studies: each is written once, in featured.yaml, and shown at its country URL too, whose canonical URL is the featured one. A country scope only.
   */
  featured?: RawCaseStudyKey[];
  /**
   * The studies in display order.
   *
   * @minItems 1
   *
   * Items: One case study (§3 Case study full). Its slug is its title in lowercase, punctuation removed, spaces as hyphens (§2).
   */
  studies?: {
    /**
     * True while this case study is not ready to publish: `npm run dev` shows it with a draft marker; the build leaves it out of pages, lists and the sitemap, and a link to it from published content is reported.
     */
    draft?: boolean;
    /**
     * When this case study goes live, a date-time with its offset (2026-12-01T09:00:00+03:00): the build leaves it out before then, and a link to it from published content is reported; `npm run dev` shows it with a "scheduled for" marker. The deploy's scheduled run builds again within about 15 minutes of it (docs/deploying.md).
     */
    publishAt?: RawScheduleTime;
    /**
     * When this case study comes down, a date-time with its offset, after publishAt when both are given: the build leaves it out from then on, `npm run dev` too, and a link to it from published content is reported.
     */
    unpublishAt?: RawScheduleTime;
    /**
     * Stable identity of the study, unique in its file: it never changes, so when a retitle (or a new slug) moves the study's URL, the generator knows the old URL belongs to it and proposes a redirect (generated/urls.json, spec/redirects.yaml). Optional; without it the key is the slug. Lowercase letters, digits and single hyphens.
     */
    key?: RawSlug;
    /**
     * The study's URL segment (/casestudy/{slug}, /case-study/{scope}/{slug}) when it must differ from the one made from the title. Optional; without it the slug is the title in lowercase, punctuation removed, spaces as hyphens (§2). Lowercase letters, digits and single hyphens.
     */
    slug?: RawSlug;
    /**
     * Title; also makes the slug.
     */
    title: RawHeading;
    /**
     * Client name.
     */
    client: RawName;
    /**
     * Key of the client in spec/clients.yaml: the study's cover is drawn in that brand's colours, with its word mark.
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
       * Card text; `**bold**` marks figures.
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
       * Card text; `**bold**` marks figures.
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
         * The copy’s language as a BCP 47 tag: en English, lg Luganda, sw Swahili, pcm Nigerian Pidgin, rw Kinyarwanda, fr French.
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
       * The old shape of an item, kept only while the country copies of featured studies still carry it (issue 31): the generic artefact drawn in the client’s colours. New items name format and copy instead; an item never names both.
       */
      artefact?: Artefact;
    }[];
  }[];
}
