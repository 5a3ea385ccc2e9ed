/**
 * Generated from spec/schemas/landing-page.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
 */
export type Text = string;

/**
 * A page built from a hero and a list of sections (spec/pages/*.yaml): the newsletter, report and social media ads pages.
 */
export interface RawLandingPage {
  /**
   * Id of the route in spec/routes.yaml this page renders.
   */
  route: string;
  /**
   * Optional fixed breadcrumb bar (from the small breakpoint up) that turns solid after 50 px of scroll.
   */
  breadcrumb?: {
    /**
     * Steps; the last is the current page.
     *
     * @minItems 2
     *
     * Items: One step.
     */
    items: {
      /**
       * Step text.
       */
      name: string;
      /**
       * Link of the step; none for the current page.
       */
      href?: string;
    }[];
    action: Action;
  };
  /**
   * The opening banner with the page's one main heading (h1).
   */
  hero: {
    /**
     * Small label above the heading.
     */
    badge?: string;
    /**
     * The page heading.
     */
    heading: string;
    /**
     * Paragraph under the heading.
     */
    lead: string;
    /**
     * Short claims shown with check marks.
     */
    points?: Text[];
    /**
     * Id of a form of spec/forms/ shown in a card beside the text.
     */
    form?: string;
    /**
     * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
     */
    formNote?: string;
  };
  /**
   * Sections after the hero, in order.
   *
   * Items: A section: cards, stats or a call to action.
   */
  sections: {
    /**
     * cards: a grid of cards; stats: big figures with labels; cta: a closing call to action.
     */
    kind: "cards" | "stats" | "cta";
    /**
     * Anchor id of the section, kebab-case.
     */
    id: string;
    /**
     * Small label above the heading.
     */
    eyebrow?: string;
    /**
     * Section heading.
     */
    heading: string;
    /**
     * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
     */
    intro?: string;
    /**
     * cards: columns from medium screens up.
     */
    columns?: 2 | 3 | 4;
    /**
     * cards and stats: the entries.
     *
     * Items: A card (title, description, optional icon and highlight) or a stat (value and label).
     */
    items?: {
      /**
       * Card title.
       */
      title?: string;
      /**
       * One to a few sentences (a lead, intro, card text or message): 10 to 600 characters.
       */
      description?: string;
      /**
       * Optional lucide icon of the card.
       */
      icon?: string;
      /**
       * A figure shown on the card, for example 'Average ROAS 4.2:1'.
       */
      highlight?: string;
      /**
       * Stat figure, for example 6,173.
       */
      value?: string;
      /**
       * Stat label.
       */
      label?: string;
    }[];
    action?: Action1;
  }[];
}
/**
 * Button at the end of the bar.
 */
export interface Action {
  /**
   * Button text.
   */
  label: string;
  /**
   * Internal path; leave out to scroll to the form instead.
   */
  href?: string;
}
/**
 * cta: the button.
 */
export interface Action1 {
  /**
   * Button text.
   */
  label: string;
  /**
   * Internal path; leave out to scroll to the form instead.
   */
  href?: string;
}
