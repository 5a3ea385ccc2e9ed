/**
 * Every cover in every slot is art-directed (docs/pictures.md, "Pictures composed from
 * content"): each cut of a composed cover, cropped to every shape of box the pages show it in
 * (its cut's range of aspect ratios, media/art/compose.tsx `COVER_SLOTS`, as CSS `object-fit:
 * cover` crops it), has no blank area: no band of near-uniform columns wider than 15 % of the
 * crop, and no near-uniform band along an edge (a letterbox) deeper than 15 % of the crop's
 * height or width. The pixels are the painted files', read with sharp.
 *
 * A rule over whatever covers the content has: it names no record, so it runs on the live
 * content as well as in the fixture site.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COVER_SLOTS } from "../../media/art/compose.tsx";
import { writeArt } from "../../media/art/render.ts";
import { cropBox } from "../../media/crop.ts";
import { generatedRecipes } from "../../media/generated-recipes.ts";
import type { ArtRecipe } from "../../media/recipes.ts";

/** The largest share of a crop's width (or, at an edge, its height) a blank band may take. */
const MAX_BLANK = 0.15;
/** A column or row is near-uniform when no channel of its pixels spans more than this (0-255). */
const UNIFORM = 14;
/** Width the pictures are read at, px: enough for a band of 15 %, quick to read. */
const READ_WIDTH = 320;

/** Pixels of a picture, RGB, row by row. */
interface Pixels {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/** Whether the pixels from `a` to `b` (indexes of pixels, `step` apart) are near one colour; and that colour. */
function run(p: Pixels, start: number, count: number, step: number): [boolean, [number, number, number]] {
  const lo = [255, 255, 255];
  const hi = [0, 0, 0];
  const sum = [0, 0, 0];
  for (let i = 0; i < count; i++) {
    const o = (start + i * step) * 3;
    for (let c = 0; c < 3; c++) {
      const v = p.data[o + c];
      lo[c] = Math.min(lo[c], v);
      hi[c] = Math.max(hi[c], v);
      sum[c] += v;
    }
  }
  return [hi.every((h, c) => h - lo[c] <= UNIFORM), sum.map((s) => s / count) as [number, number, number]];
}

/** The longest stretch of consecutive uniform lines of one colour, and the stretches at either end, as shares of the lines. */
function bands(lines: [boolean, [number, number, number]][]): { widest: number; start: number; end: number } {
  let widest = 0;
  let current = 0;
  let colour: [number, number, number] | null = null;
  const same = (a: number[], b: number[]) => a.every((v, c) => Math.abs(v - b[c]) <= UNIFORM);
  for (const [uniform, mean] of lines) {
    if (uniform && colour && same(colour, mean)) current++;
    else current = uniform ? 1 : 0;
    if (uniform && current === 1) colour = mean;
    if (!uniform) colour = null;
    widest = Math.max(widest, current);
  }
  const edge = (list: typeof lines) => {
    let n = 0;
    for (const [uniform, mean] of list) {
      if (!uniform || !same(mean, list[0][1])) break;
      n++;
    }
    return n;
  };
  return { widest: widest / lines.length, start: edge(lines) / lines.length, end: edge([...lines].reverse()) / lines.length };
}

/** What is blank in a crop: the widest band of uniform columns, and the uniform bands along its four edges, as shares. */
function blankness(p: Pixels): { band: number; top: number; bottom: number; left: number; right: number } {
  const columns = Array.from({ length: p.width }, (_, x) => run(p, x, p.height, p.width));
  const rows = Array.from({ length: p.height }, (_, y) => run(p, y * p.width, p.width, 1));
  const c = bands(columns);
  const r = bands(rows);
  return { band: c.widest, left: c.start, right: c.end, top: r.start, bottom: r.end };
}

/** The pixels of the `ratio`-shaped crop of an SVG file, cut as `object-fit: cover` centred cuts it. */
async function crop(svg: string, w: number, h: number, ratio: number): Promise<Pixels> {
  const box = cropBox(w, h, ratio);
  const scale = READ_WIDTH / box.width;
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * scale })
    .extract({
      left: Math.round(box.left * scale),
      top: Math.round(box.top * scale),
      width: Math.floor(box.width * scale),
      height: Math.floor(box.height * scale) - 1,
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe("blankness", () => {
  const picture = (width: number, height: number, paint: (x: number, y: number) => [number, number, number]): Pixels => {
    const data = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 3);
    return { data, width, height };
  };
  const noise = (x: number, y: number): [number, number, number] => [(x * 37 + y * 91) % 255, (x * 13 + y * 7) % 255, (x * y) % 255];
  const cases: [string, Pixels, string][] = [
    ["a busy picture", picture(100, 60, noise), "band 0, edges 0 0 0 0"],
    ["a blank white left 40 %", picture(100, 60, (x, y) => (x < 40 ? [255, 255, 255] : noise(x, y))), "band 0.4, edges 0 0 0.4 0"],
    ["letterboxed: grey bands above and below", picture(100, 60, (x, y) => (y < 12 || y >= 48 ? [90, 90, 90] : noise(x, y))), "band 0, edges 0.2 0.2 0 0"],
    [
      "two blank bands of different colours side by side",
      picture(100, 60, (x, y) => (x < 10 ? [0, 0, 0] : x < 20 ? [200, 0, 0] : noise(x, y))),
      "band 0.1, edges 0 0 0.1 0",
    ],
  ];
  it.each(cases)("%s", (_, p, want) => {
    const b = blankness(p);
    expect(`band ${b.band}, edges ${b.top} ${b.bottom} ${b.left} ${b.right}`).toBe(want);
  });
});

describe("every cover in every slot", () => {
  const covers = generatedRecipes().filter((r): r is Extract<ArtRecipe, { kind: "cover" }> => r.kind === "cover");
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "blu-cover-pixels-"));
    await writeArt(process.cwd(), dist, covers);
  }, 240_000);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("has covers in every slot to check", () => {
    expect(new Set(covers.map((r) => r.format))).toEqual(new Set(Object.keys(COVER_SLOTS)));
  });

  it(`has no blank band over ${MAX_BLANK * 100} % of its width and no letterbox, in the shape of every box it is shown in`, { timeout: 240_000 }, async () => {
    const out: string[] = [];
    for (const r of covers) {
      const svg = readFileSync(join(dist, r.path), "utf8");
      for (const ratio of COVER_SLOTS[r.format]) {
        const b = blankness(await crop(svg, r.width, r.height, ratio));
        const pct = (v: number) => `${Math.round(v * 100)} %`;
        const slot = `${r.path} (${r.format}) in a ${ratio.toFixed(2)}:1 box`;
        if (b.band > MAX_BLANK) out.push(`${slot}: a blank band ${pct(b.band)} of its width`);
        for (const side of ["top", "bottom", "left", "right"] as const)
          if (b[side] > MAX_BLANK) out.push(`${slot}: a blank band along its ${side} edge, ${pct(b[side])} deep`);
      }
    }
    expect(out).toEqual([]);
  });
});
