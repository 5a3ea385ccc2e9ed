/**
 * Generated from spec/schemas/sections/figures.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawLabel, RawSlug, RawText } from "./shared.ts";

/**
 * Big figures with labels on a dark band (a client case study's results).
 */
export interface RawFiguresSection {
  /**
   * The section's kind: figures (big figures with labels).
   */
  kind: "figures";
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
   * The figures, one to six.
   *
   * @minItems 1
   * @maxItems 6
   *
   * Items: One figure.
   */
  items: {
    /**
     * The figure as shown, for example 6,173.
     */
    value: RawLabel;
    /**
     * What it counts.
     */
    label: RawLabel;
  }[];
}
