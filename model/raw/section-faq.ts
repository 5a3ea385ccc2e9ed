/**
 * Generated from spec/schemas/sections/faq.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawLabel, RawParagraph, RawSlug, RawText } from "./shared.ts";

/**
 * Questions and answers; each answer opens under its question, and all can be read without JavaScript.
 */
export interface RawFaqSection {
  /**
   * The section's kind: faq (questions and answers).
   */
  kind: "faq";
  /**
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
   */
  id?: RawSlug;
  /**
   * Small label above the heading.
   */
  eyebrow?: RawLabel;
  /**
   * Section heading (h2).
   */
  heading: RawHeading;
  /**
   * Paragraph under the heading.
   */
  intro?: RawText;
  /**
   * The questions, in order.
   *
   * @minItems 1
   *
   * Items: One question and its answer.
   */
  items: {
    /**
     * The question.
     */
    question: RawHeading;
    /**
     * The answer.
     */
    answer: RawParagraph;
  }[];
}
