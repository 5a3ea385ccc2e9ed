/**
 * Generated from spec/schemas/service-section.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { Artefact } from "../content.ts";
import type { RawFocalPoint, RawHeading, RawIcon, RawLabel, RawMediaPath, RawPicture, RawServiceKey, RawSlug, RawText } from "./shared.ts";

/**
 * §3 Service section: one section page /services/{key} (spec/service-sections/{key}.yaml).
 */
export interface RawSection {
  /**
   * Key of the practice whose index page this is (a key of spec/services/categories.yaml, and the file's name); its URL is /services/{key}.
   */
  key: RawSlug;
  /**
   * Section title (the h1).
   */
  title: RawHeading;
  /**
   * Small heading above the title.
   */
  leadHeading: RawHeading;
  /**
   * Heading of the services list.
   */
  otherheading: RawHeading;
  /**
   * Headline of the approach list.
   */
  headline: RawHeading;
  /**
   * Tagline under the title.
   */
  tagline: RawHeading;
  /**
   * Optional banner photograph (also the poster of the media video); without it a picture is composed in the practice colours.
   */
  banner?: RawMediaPath;
  /**
   * Description beside the visual.
   */
  description: RawText;
  /**
   * Optional picture of the single-image visual, with its alt text; without it a picture is composed in the practice colours.
   */
  image?: RawPicture;
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
       * Optional photograph of the slide; without it the slide is drawn as its artefact.
       */
      src?: RawMediaPath;
      /**
       * Optional: the point of the slide's photograph to keep in frame where the slide crops it; the middle without one.
       */
      focalPoint?: RawFocalPoint;
      /**
       * The piece of work the slide draws when it names no photograph, in the practice's colours: one of billboard, signage, social-post, carousel-ad, reel, video, chat, lead-form, dashboard, website, email, stage, radio, tv, press, document, pack, map, identity.
       */
      artefact?: Artefact;
      /**
       * Alternative text: what the slide shows.
       */
      alt: RawText;
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
  offerings?: RawServiceKey[];
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
    title?: RawHeading;
    /**
     * Text (taken from the service when `service` is set).
     */
    description?: RawText;
    /**
     * Slug of a service of this category's catalogue (spec/services/).
     */
    service?: RawServiceKey;
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
    title: RawHeading;
    /**
     * Text.
     */
    description: RawText;
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
    title: RawHeading;
    /**
     * Text.
     */
    description: RawText;
    /**
     * Name of a lucide icon in PascalCase.
     */
    icon: RawIcon;
  }[];
  /**
   * Closing call to action with the form.
   */
  cta: {
    /**
     * Heading.
     */
    heading: RawHeading;
    /**
     * Paragraph.
     */
    text: RawText;
    /**
     * Submit label of the form.
     */
    finalcall: RawLabel;
    /**
     * Small print under the form.
     */
    description: RawText;
    /**
     * Background image.
     */
    backgroundImage: RawMediaPath;
  };
}
