/**
 * Covers keep what they say inside every crop ("a tile crop never separates a figure
 * from its label"): each cut of a composed cover (16:9 banner, 4:3 card, 3:4 tile) lays its word
 * mark, its figure with its label and its artefact inside the middle three quarters of each side
 * (media/art/compose.tsx `coverLayout`, `COVER_CROP`), and app.css shows each cut only in boxes
 * that crop no more than that off any side. A figure is drawn with its label or not at all.
 * The layout test (tests/e2e/layout.spec.ts) checks the same boxes against the rendered crops.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COVER_CROP, TALL_NARROWEST, coverLayout, figureBlock } from "../../media/art/compose.tsx";
import { generatedRecipes } from "../../media/generated-recipes.ts";
import type { ArtRecipe } from "../../media/recipes.ts";

const covers = generatedRecipes().filter((r): r is Extract<ArtRecipe, { kind: "cover" }> => r.kind === "cover" && r.format !== "detail");

describe("figureBlock", () => {
  const cases: [string, { figure: { value: string; label: string } | null; height: number; want: string }][] = [
    ["no figure, nothing drawn", { figure: null, height: 500, want: "none" }],
    ["a short label under a full-size figure", { figure: { value: "73%", label: "recognition" }, height: 500, want: "73% 208px, 1 line" }],
    [
      "a long label wraps; the figure keeps its size while both fit",
      { figure: { value: "84,000", label: "new savings accounts, up 31% on the previous six months" }, height: 500, want: "84,000 132px, 5 lines" },
    ],
    [
      "a tight column shrinks the figure, never drops the label",
      { figure: { value: "84,000", label: "new savings accounts, up 31% on the previous six months" }, height: 440, want: "84,000 98px, 5 lines" },
    ],
    [
      "no room for a figure beside its label: neither is drawn",
      { figure: { value: "84,000", label: "new savings accounts, up 31% on the previous six months" }, height: 380, want: "none" },
    ],
    ["an empty label: the figure alone", { figure: { value: "1.9M", label: " " }, height: 300, want: "1.9M 183px, 0 lines" }],
  ];
  it.each(cases)("%s", (_, { figure, height, want }) => {
    const b = figureBlock(figure, { width: 480, height, maxFigure: 230, labelSize: 57, gap: 14 });
    expect(b ? `${b.value} ${b.size}px, ${b.lines} line${b.lines === 1 ? "" : "s"}` : "none").toBe(want);
    if (b) expect(b.height).toBeLessThanOrEqual(height);
  });
});

describe("composed covers and their crops", () => {
  it("there are covers of every cut to check", () => {
    expect(new Set(covers.map((r) => r.format))).toEqual(new Set(["banner", "card", "tile"]));
  });

  it(`every cover keeps its word mark, figure, label and artefact inside the middle ${100 - 200 * COVER_CROP}% of each side (a tile: of its height, and the middle its narrowest box shows of its width)`, () => {
    const out: string[] = [];
    for (const r of covers) {
      const { keep } = coverLayout(r);
      // A tile (3:4) is shown in boxes down to TALL_NARROWEST, which crop its width to that share of 0.75.
      const side = r.format === "tile" ? (1 - TALL_NARROWEST / 0.75) / 2 : COVER_CROP;
      const [x0, y0, x1, y1] = [r.width * side, r.height * COVER_CROP, r.width * (1 - side), r.height * (1 - COVER_CROP)];
      if (keep.x < x0 - 0.5 || keep.y < y0 - 0.5 || keep.x + keep.w > x1 + 0.5 || keep.y + keep.h > y1 + 0.5)
        out.push(
          `${r.path}: ${[keep.x, keep.y, keep.x + keep.w, keep.y + keep.h].map(Math.round).join(",")} outside ${[x0, y0, x1, y1].map(Math.round).join(",")}`,
        );
    }
    expect(out).toEqual([]);
  });

  it("every cover with a figure draws it with its label (no bare number)", () => {
    const bare = covers.filter((r) => r.figure?.label.trim() && !coverLayout(r).figure?.label).map((r) => r.path);
    expect(bare).toEqual([]);
  });

  it("app.css shows each cut only in boxes that crop at most COVER_CROP off a side", () => {
    const css = readFileSync("runtime/styles/app.css", "utf8");
    // The cuts' ranges of aspect ratio (width / height), as the container queries state them.
    const at = (cut: string) => {
      const m = css.match(new RegExp(`@container \\(([^)]*)\\) \\{\\s*\\[data-cut="${cut}"\\] \\{ display: block; \\}`));
      if (!m) throw new Error(`app.css: no container query shows the ${cut} cut`);
      const low = m[1].match(/(\d+(?:\.\d+)?) <= aspect-ratio|aspect-ratio >= (\d+(?:\.\d+)?)/);
      const high = m[1].match(/aspect-ratio < (\d+(?:\.\d+)?)/);
      return { low: low ? Number(low[1] ?? low[2]) : 0, high: high ? Number(high[1]) : Infinity };
    };
    const keep = 1 - 2 * COVER_CROP;
    for (const [cut, ratio] of [
      ["wide", 16 / 9],
      ["card", 4 / 3],
      ["tall", 3 / 4],
    ] as const) {
      const { low, high } = at(cut);
      // A box wider than the cut crops its height, a narrower one its width. The tall cut is shown
      // in every box narrower than it (cropped, never letterboxed): its composition keeps the
      // middle TALL_NARROWEST shows, checked above.
      if (cut !== "tall") expect(low, `${cut}: its narrowest box`).toBeGreaterThanOrEqual(ratio * keep - 0.005);
      // The wide cut has no upper bound in CSS: the cards' covers are never wider than 16:9 (StudyCard), and the layout test measures every box.
      if (Number.isFinite(high)) expect(high, `${cut}: its widest box`).toBeLessThanOrEqual(ratio / keep + 0.005);
    }
  });
});
