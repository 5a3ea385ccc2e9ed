/**
 * Generated from spec/schemas/service-section.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { Artefact } from "../content.ts";
import type { RawFocalPoint, RawHeading, RawIcon, RawLabel, RawMediaPath, RawPicture, RawServiceKey, RawSlug, RawText } from "./shared.ts";

/**
 * A practice's own page, listing its services.
 */
export interface RawSection {
  /**
   * The practice this page is for (such as media); its address is /services/ and that name.
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
   * The services offered, from this practice's services; each card links to its page.
   *
   * Items: One of this practice's services.
   */
  offerings?: RawServiceKey[];
  /**
   * The approach cards; a card that names a service is that service's and links to its page (Media, Digital).
   *
   * @minItems 1
   *
   * Items: An approach card.
   */
  approach: {
    /**
     * The card's title (the service's own, when the card names a service).
     */
    title?: RawHeading;
    /**
     * The card's text (the service's own, when the card names a service).
     */
    description?: RawText;
    /**
     * One of this practice's services: the card shows it and links to its page.
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
     * The small picture shown with it: pick one from the icon list (for example Target or TrendingUp).
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
