/**
 * Generated from spec/schemas/service-section.schema.json by scripts/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

/**
 * §3 Service section: one section page /services/{key} (spec/sections/{key}.yaml).
 */
export type RawSection = {
  /**
   * Section key; also its URL segment.
   */
  key: "creative" | "public-relations" | "digital" | "events" | "media";
  /**
   * Section title (the h1).
   */
  title: string;
  /**
   * Small heading above the title.
   */
  leadHeading: string;
  /**
   * Heading of the services list.
   */
  otherheading: string;
  /**
   * Headline of the approach list.
   */
  headline: string;
  /**
   * Tagline under the title.
   */
  tagline: string;
  /**
   * Banner image (also the poster of the media video).
   */
  banner: string;
  /**
   * Description beside the visual.
   */
  description: string;
  /**
   * Image of the single-image visual and of the call to action.
   */
  image: string;
  /**
   * The visual: a carousel (Digital, PR, Events), a play/pause video (Media) or a single image (Creative).
   */
  visual: {
    /**
     * Kind of visual.
     */
    kind: "carousel" | "video" | "image";
    /**
     * Carousel slides.
     *
     * @minItems 2
     *
     * Items: A slide.
     */
    images?: {
      /**
       * Image.
       */
      src: string;
      /**
       * Alternative text.
       */
      alt: string;
    }[];
    /**
     * Video file (media).
     */
    video?: string;
  };
  /**
   * Services offered, as slugs of this category's catalogue; each card links to its detail page.
   *
   * Items: Slug of a service of this category's catalogue (spec/services/).
   */
  offerings?: string[];
  /**
   * Approach cards; with `service` a card is that service's and links to its page (Media, Digital).
   *
   * @minItems 1
   *
   * Items: An approach card.
   */
  approach: {
    /**
     * Title (taken from the service when `service` is set).
     */
    title?: string;
    /**
     * Text (taken from the service when `service` is set).
     */
    description?: string;
    /**
     * Slug of a service of this category's catalogue (spec/services/).
     */
    service?: string;
  }[];
  /**
   * 'Why Choose' points.
   *
   * @minItems 1
   *
   * Items: A point.
   */
  whyChooseUs: {
    /**
     * Title.
     */
    title: string;
    /**
     * Text.
     */
    description: string;
  }[];
  /**
   * 'Who benefits' cards (optional).
   *
   * Items: A card with title, description and icon.
   */
  benefits?: {
    /**
     * Title.
     */
    title: string;
    /**
     * Text.
     */
    description: string;
    /**
     * Name of a lucide icon in PascalCase.
     */
    icon: string;
  }[];
  /**
   * Closing call to action with the form.
   */
  cta: {
    /**
     * Heading.
     */
    heading: string;
    /**
     * Paragraph.
     */
    text: string;
    /**
     * Submit label of the form.
     */
    finalcall: string;
    /**
     * Small print under the form.
     */
    description: string;
    /**
     * Background image.
     */
    backgroundImage: string;
  };
};
