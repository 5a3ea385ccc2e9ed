/**
 * Generated from spec/schemas/sections/rich-text.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawParagraph, RawSlug, RawText } from "./shared.ts";

/**
 * Running text: an optional heading and date, an intro paragraph and parts of paragraphs and bullet lists, optionally numbered (the legal pages).
 */
export interface RawRichTextSection {
  /**
   * The section's kind: rich-text (running text).
   */
  kind: "rich-text";
  /**
   * A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.
   */
  id?: RawSlug;
  /**
   * Heading of the text; as the first section of a page it is the page's h1 and defaults to the route's heading.
   */
  heading?: RawHeading;
  /**
   * Date of the last change, YYYY-MM-DD, shown under the heading.
   */
  updated?: string;
  /**
   * Opening paragraph.
   */
  intro?: RawParagraph;
  /**
   * Number the parts' headings (1., 2., …).
   */
  numbered?: boolean;
  /**
   * Parts of the text in order, each with its heading (h2).
   *
   * @minItems 1
   *
   * Items: One part.
   */
  parts: {
    /**
     * Heading of the part.
     */
    heading: RawHeading;
    /**
     * Paragraphs.
     *
     * @minItems 1
     *
     * Items: One paragraph.
     */
    paragraphs: RawParagraph[];
    /**
     * Optional bullet list after the paragraphs.
     *
     * Items: One bullet.
     */
    list?: RawText[];
  }[];
}
