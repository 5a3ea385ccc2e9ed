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
   * Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.
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
