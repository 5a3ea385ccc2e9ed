import { describe, expect, it } from "vitest";
import { caseGridLayout, masonry, showcaseLayout } from "../../runtime/lib/layout.ts";
import { figureLength } from "../../runtime/primitives/Figure.tsx";
import { titleSlug } from "../../generator/normalize/slug.ts";
import { caseStudies } from "../../generated/case-studies.ts";
import { projects } from "../../generated/projects.ts";

describe("showcaseLayout (mosaic)", () => {
  const cases: [number, string][] = [
    [0, ""],
    [1, "lead:0"],
    [2, "lead:0 row:1"],
    [4, "lead:0 row:1,2,3"],
    [5, "lead:0 row:1,2,3 mixed:4|-|-"],
    [7, "lead:0 row:1,2,3 mixed:4|5,6|-"],
    [8, "lead:0 row:1,2,3 mixed:4|5,6|7"],
    [9, "lead:0 row:1,2,3 mixed:4|5,6|7 grid:8"],
    [11, "lead:0 row:1,2,3 mixed:4|5,6|7 grid:8,9,10"],
  ];
  it.each(cases)("%i images → %s", (count, want) => {
    const got = showcaseLayout(count)
      .map((b) =>
        b.kind === "mixed" ? `mixed:${b.left.join(",")}|${b.leftPair.join(",") || "-"}|${b.right.join(",") || "-"}` : `${b.kind}:${b.items.join(",")}`,
      )
      .join(" ");
    expect(got).toBe(want);
  });
  it("places every image exactly once", () => {
    for (let n = 0; n < 20; n++) {
      const seen = showcaseLayout(n).flatMap((b) => (b.kind === "mixed" ? [...b.left, ...b.leftPair, ...b.right] : [...b.items]));
      expect(seen).toEqual(Array.from({ length: n }, (_, i) => i));
    }
  });
});

describe("masonry (projects)", () => {
  const cases: [string, { heights: number[]; gap: number; columns: number[][]; height: number }][] = [
    ["empty", { heights: [], gap: 0, columns: [[], [], []], height: 0 }],
    ["one per column first", { heights: [300, 200, 100], gap: 0, columns: [[0], [1], [2]], height: 300 }],
    ["fourth goes to the shortest", { heights: [300, 200, 100, 250], gap: 0, columns: [[0], [1], [2, 3]], height: 350 }],
    ["ties go left", { heights: [100, 100, 100, 100], gap: 0, columns: [[0, 3], [1], [2]], height: 200 }],
    ["gaps count between tiles", { heights: [480, 320, 540, 400, 300], gap: 24, columns: [[0, 4], [1, 3], [2]], height: 804 }],
  ];
  it.each(cases)("%s", (_n, { heights, gap, columns, height }) => {
    expect(masonry(heights, 3, gap)).toEqual({ columns, height });
  });
  it("the height is the maximum column sum", () => {
    const hs = projects.map((p) => p.tile.height);
    const m = masonry(hs, 3, 0);
    const sums = m.columns.map((c) => c.reduce((s, i) => s + hs[i], 0));
    expect(m.height).toBe(Math.max(...sums));
  });
});

describe("caseGridLayout (case grids)", () => {
  it("splits rows 35/65 then 65/35, one height per row cycling 430/550/522/458", () => {
    expect(caseGridLayout(5)).toEqual([
      [
        { index: 0, widthPct: 35, height: 430 },
        { index: 1, widthPct: 65, height: 430 },
      ],
      [
        { index: 2, widthPct: 65, height: 550 },
        { index: 3, widthPct: 35, height: 550 },
      ],
      [{ index: 4, widthPct: 100, height: 522 }],
    ]);
    expect(caseGridLayout(10).map((row) => row[0].height)).toEqual([430, 550, 522, 458, 430]);
    expect(caseGridLayout(0)).toEqual([]);
  });
});

describe("content", () => {
  it("makes every slug from its title and has showcases of every size", () => {
    for (const c of caseStudies) expect(c.slug).toBe(titleSlug(c.title));
    expect(caseStudies.some((c) => c.showcase.length >= 10)).toBe(true);
    expect(caseStudies.some((c) => c.showcase.length === 0)).toBe(true);
  });
  it("has the five project keys (the launch counts of places and people: launch-places.test.ts)", () => {
    expect(projects.map((p) => p.key)).toEqual(["vestas", "have-and-share", "ATMF", "TNL", "harps"]);
  });
  it("keeps the copy figures in their studies", () => {
    const text = JSON.stringify(caseStudies);
    for (const fig of ["Rwf 1 million", "Rwf 2 million", "Rwf 20 million", "155", "top 3", "100 leads"]) expect(text).toContain(fig);
  });
});

describe("figureLength: how many digit widths a headline figure sets in", () => {
  it.each([
    ["short values count as three", "95", 3],
    ["digits", "876", 3],
    ["a thousands comma is narrow", "1,072", 5],
    ["a sign and a percent sign", "−41%", 5],
    ["an arrow and two percent signs", "48%→76%", 9],
    ["letters are wider than digits", "UGX 190M", 9],
    ["a comma and a plus", "150,000+", 8],
    ["never more than twelve", "1,234,567,890+", 12],
  ])("%s: %s → %i", (_name, value, want) => {
    expect(figureLength(value)).toBe(want);
  });
});
