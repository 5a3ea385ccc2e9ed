/**
 * Generated from spec/schemas/errors.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawLabel, RawText } from "./shared.ts";

/**
 * The messages shown when something goes wrong: pages not found, forms that could not be sent.
 */
export interface RawErrors {
  /**
   * The 404 page.
   */
  pageNotFound: {
    /**
     * Heading ('Oops! Page not found').
     */
    heading: RawHeading;
    /**
     * Sentence under the heading.
     */
    message: RawText;
    /**
     * Button text ('Go back home').
     */
    action: RawLabel;
    /**
     * Button target.
     */
    actionHref: string;
  };
  /**
   * The router's fallback for unexpected failures.
   */
  unexpected: {
    /**
     * Heading ('Unexpected Application Error!').
     */
    heading: RawHeading;
    /**
     * What the visitor can do.
     */
    hint: RawText;
  };
  sectionNotFound: Message;
  noOverview: Message1;
  subscriptionFailed: Message2;
  /**
   * Category not-found view of a service detail route.
   */
  serviceNotFound: {
    /**
     * Heading; placeholder {{label}} (Media, PR, Tech...).
     */
    title: RawHeading;
    /**
     * Sentence; placeholder {{noun}} (media, PR, tech...).
     */
    message: RawText;
  };
}
/**
 * Unknown service section.
 */
export interface Message {
  /**
   * What the visitor sees.
   */
  message: RawText;
}
/**
 * Case study without overview.
 */
export interface Message1 {
  /**
   * What the visitor sees.
   */
  message: RawText;
}
/**
 * Newsletter or report network failure.
 */
export interface Message2 {
  /**
   * What the visitor sees.
   */
  message: RawText;
}
