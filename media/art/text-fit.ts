/**
 * Text measured without a font file: each character's advance in em by its class (narrow
 * punctuation, space, digit, wide letters, capitals, the rest), scaled by weight. Enough to fit a
 * headline to its box in the composed pictures (./compose.tsx) and the executions
 * (./executions.tsx), which satori then sets with the real font.
 */

/**
 * Advance of a character of Plus Jakarta Sans at weight 800, in em (a little generous, so a fitted
 * line never overflows): narrow punctuation, digits, wide signs, capitals, the rest.
 */
export function advance(ch: string): number {
  if (/[.,:;'’!|il]/.test(ch)) return 0.32;
  if (ch === " ") return 0.28;
  if (/[0-9]/.test(ch)) return 0.66;
  if (/[%@&mwMW→]/.test(ch)) return 0.98;
  if (/[A-Z]/.test(ch)) return 0.74;
  return 0.6;
}

/** Weight factors of the advance: lighter cuts are narrower. */
const WEIGHT_SCALE: Readonly<Record<number, number>> = { 500: 0.9, 700: 0.95, 800: 1 };

/** The width (px) of `text` set on one line at `size` px (with the advances of {@link fitSize}). */
export function textWidth(text: string, size: number, weight: 500 | 700 | 800 = 800): number {
  return [...text].reduce((sum, ch) => sum + advance(ch), 0) * WEIGHT_SCALE[weight] * size;
}

/** The font size (px) that fits `text` on one line of `width` px, at most `max`. */
export function fitSize(text: string, width: number, max: number, weight: 500 | 700 | 800 = 800): number {
  const em = [...text].reduce((sum, ch) => sum + advance(ch), 0) * WEIGHT_SCALE[weight] || 1;
  return Math.max(8, Math.min(max, Math.floor(width / em)));
}

/**
 * The number of lines `text` wraps to at `size` px in a column `width` px wide (by whole words,
 * with the advances of {@link fitSize}).
 */
export function linesAt(text: string, width: number, size: number, weight: 500 | 700 | 800 = 800): number {
  const em = (w: string) => [...w].reduce((sum, ch) => sum + advance(ch), 0) * WEIGHT_SCALE[weight] * size;
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = em(word);
    const next = used === 0 ? w : used + em(" ") + w;
    if (next > width && used > 0) {
      lines++;
      used = w;
    } else used = next;
  }
  return lines;
}
