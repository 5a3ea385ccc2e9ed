/**
 * Generated from spec/schemas/case-studies.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
 */
export type Text = string;

/**
 * Case studies of one scope (spec/case-studies/*.yaml): the featured ones under /casestudy, or one country's under /case-study/{rw|ng|ug}.
 */
export interface RawCaseStudies {
  /**
   * featured, or the country code of the country studies.
   */
  scope: "featured" | "rw" | "ng" | "ug";
  /**
   * The studies in display order.
   *
   * @minItems 1
   *
   * Items: One case study (§3 Case study full). Its slug is its title in lowercase, punctuation removed, spaces as hyphens (§2).
   */
  studies: {
    /**
     * Title; also makes the slug.
     */
    title: string;
    /**
     * Client name.
     */
    client: string;
    /**
     * Comma-separated categories, e.g. 'Branding, Digital'.
     */
    category: string;
    /**
     * Banner image.
     */
    image: string;
    /**
     * Image beside the overview.
     */
    detailImage: string;
    /**
     * Industry.
     */
    industry: string;
    /**
     * Project scope.
     */
    projectScope: string;
    /**
     * Duration, e.g. '6 weeks'.
     */
    duration: string;
    /**
     * Location.
     */
    location: string;
    /**
     * Heading of the overview.
     */
    overviewTitle?: string;
    /**
     * Overview text; leave out to show 'No overview available.'
     */
    overview?: string;
    /**
     * Optional bullet points after the overview.
     */
    overviewList?: Text[];
    /**
     * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
     */
    introOverview: string;
    /**
     * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
     */
    introApproach?: string;
    /**
     * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
     */
    introResult?: string;
    /**
     * Optional heading of a challenge list.
     */
    challengeTitle?: string;
    /**
     * Optional challenge points.
     */
    challengeList?: Text[];
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
      title: string;
      /**
       * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
       */
      description: string;
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
      title: string;
      /**
       * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
       */
      description: string;
    }[];
    /**
     * Showcase images; the Showcase tab appears only when there are some.
     *
     * Items: A showcase image.
     */
    showcase?: {
      /**
       * The image.
       */
      imageUrl: string;
      /**
       * Optional caption.
       */
      title?: string;
    }[];
  }[];
}
