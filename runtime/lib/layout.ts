/**
 * Layout arithmetic, as pure functions so they can be tested without a browser.
 */

/** One block of the showcase mosaic; numbers are indexes into the image list. */
export type MosaicBlock =
  | { readonly kind: "lead"; readonly items: readonly number[] }
  | { readonly kind: "row"; readonly items: readonly number[] }
  | { readonly kind: "mixed"; readonly left: readonly number[]; readonly leftPair: readonly number[]; readonly right: readonly number[] }
  | { readonly kind: "grid"; readonly items: readonly number[] };

/**
 * Showcase mosaic: the first image large; images 2 to 4 in a three-column row; image 5
 * and images 6 to 7 (70%/30%) in a left column with image 8 on the right; images 9 onward in
 * a two-column grid. Blocks with no images are left out, so any count from 0 works.
 */
export function showcaseLayout(count: number): MosaicBlock[] {
  const idx = (from: number, to: number) => Array.from({ length: Math.max(0, Math.min(to, count) - from) }, (_, i) => from + i);
  const blocks: MosaicBlock[] = [];
  if (count > 0) blocks.push({ kind: "lead", items: [0] });
  const row = idx(1, 4);
  if (row.length) blocks.push({ kind: "row", items: row });
  const left = idx(4, 5);
  const pair = idx(5, 7);
  const right = idx(7, 8);
  if (left.length) blocks.push({ kind: "mixed", left, leftPair: pair, right });
  const grid = idx(8, count);
  if (grid.length) blocks.push({ kind: "grid", items: grid });
  return blocks;
}

/** A masonry layout: tile indexes per column and the container height in px. */
export interface Masonry {
  readonly columns: readonly (readonly number[])[];
  /** The tallest column's sum of tile heights plus the gaps between its tiles. */
  readonly height: number;
}

/**
 * Projects masonry: each tile goes to the currently shortest column (ties to the
 * leftmost), and the container height is the maximum column sum. `gap` is in px.
 */
export function masonry(heights: readonly number[], columnCount = 3, gap = 0): Masonry {
  const columns: number[][] = Array.from({ length: columnCount }, () => []);
  const sums = new Array<number>(columnCount).fill(0);
  heights.forEach((h, i) => {
    const target = sums.indexOf(Math.min(...sums));
    sums[target] += (columns[target].length ? gap : 0) + h;
    columns[target].push(i);
  });
  return { columns, height: Math.max(0, ...sums) };
}

/** One cell of the case grid: which study, its share of the row and its height. */
export interface CaseCell {
  readonly index: number;
  /** Percentage of the row width (35 or 65; 100 for a last odd study). */
  readonly widthPct: number;
  /** Card height in px. */
  readonly height: number;
}

const CASE_HEIGHTS = [430, 550, 522, 458] as const;

/**
 * Case grids: rows of two cards split 35%/65%, alternating to 65%/35% on the next row. The
 * Heights 430, 550, 522, 458 px cycle by row, both cards of a row sharing one, so every
 * row is even (unequal heights within a row looked like a mistake). A last study
 * alone takes the full row.
 */
export function caseGridLayout(count: number): CaseCell[][] {
  const rows: CaseCell[][] = [];
  for (let i = 0; i < count; i += 2) {
    const r = rows.length;
    const narrowFirst = r % 2 === 0;
    const height = CASE_HEIGHTS[r % CASE_HEIGHTS.length];
    if (i + 1 >= count) rows.push([{ index: i, widthPct: 100, height }]);
    else
      rows.push([
        { index: i, widthPct: narrowFirst ? 35 : 65, height },
        { index: i + 1, widthPct: narrowFirst ? 65 : 35, height },
      ]);
  }
  return rows;
}
