/**
 * The colour check of generator/normalize/theme.ts (A category colour system):
 * contrast ratios as WCAG 2 defines them, the passing colour a failure's hint suggests, and
 * every text pair of the real spec (brand palette and practice colours) at 4.5:1 or more.
 */
import { describe, expect, it } from "vitest";
import { categories } from "../../generated/services.ts";
import { site } from "../../generated/site.ts";
import { MIN_TEXT_CONTRAST, WHITE, brandPairs, contrastRatio, failingPairs, isLighter, practicePairs, suggestColour } from "../../generator/normalize/theme.ts";

describe("contrastRatio: WCAG 2 contrast of two #rrggbb colours", () => {
  const cases: readonly (readonly [string, { a: string; b: string; want: number }])[] = [
    ["black on white is the most there is", { a: "#000000", b: "#ffffff", want: 21 }],
    ["a colour on itself is 1", { a: "#c2410c", b: "#c2410c", want: 1 }],
    ["Tailwind orange-700 on white", { a: "#c2410c", b: "#ffffff", want: 5.18 }],
    ["Tailwind gray-500 on white, the classic near miss", { a: "#6b7280", b: "#ffffff", want: 4.83 }],
    ["#777777 on white, just under AA", { a: "#777777", b: "#ffffff", want: 4.48 }],
    ["#767676 on white, the lightest grey that passes", { a: "#767676", b: "#ffffff", want: 4.54 }],
    ["brand 300 on brand 950", { a: "#93b5ff", b: "#0a1640", want: 8.57 }],
  ];
  it.each(cases)("%s", (_name, { a, b, want }) => {
    expect(contrastRatio(a, b)).toBeCloseTo(want, 2);
    expect(contrastRatio(b, a), "symmetric").toBeCloseTo(want, 2);
  });
});

describe("suggestColour: the nearest colour of the same hue that reaches the ratio", () => {
  const cases: readonly (readonly [string, { colour: string; against: string; lighter: boolean | null }])[] = [
    ["a light orange on white gets darker", { colour: "#fb923c", against: WHITE, lighter: false }],
    ["a mid blue on navy gets lighter", { colour: "#3464f4", against: "#0a1640", lighter: true }],
    ["a tint too close to its accent gets lighter", { colour: "#fde0c8", against: "#c2410c", lighter: true }],
    ["a grey on white gets darker", { colour: "#999999", against: WHITE, lighter: false }],
    ["no tint of a light accent reaches 4.5 (the accent must change)", { colour: "#fff7ed", against: "#fb923c", lighter: null }],
  ];
  it.each(cases)("%s", (_name, { colour, against, lighter }) => {
    const fix = suggestColour(colour, against);
    if (lighter === null) {
      expect(fix).toBeNull();
      return;
    }
    expect(fix).not.toBeNull();
    expect(fix!.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(fix!.lighter).toBe(lighter);
    expect(isLighter(fix!.colour, colour)).toBe(lighter);
    expect(fix!.ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(fix!.colour, against)).toBe(fix!.ratio);
    // Nearest: the first passing step, not the far end (white or black).
    expect(fix!.ratio).toBeLessThan(MIN_TEXT_CONTRAST + 0.1);
  });

  it("leaves a passing colour's hue alone: the suggestion for a failing orange is still orange", () => {
    const fix = suggestColour("#fb923c", WHITE)!;
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(fix.colour.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(b);
  });
});

describe("failingPairs", () => {
  const pairs = practicePairs(site.theme.brand, [{ key: "media", colour: { accent: "#fb923c", tint: "#fff7ed", onDark: "#c2410c" } }]);
  it("names each pair under 4.5 with its ratio and where its colour is written", () => {
    expect(failingPairs(pairs).map((p) => [p.path.join("."), p.otherName, Math.floor(p.ratio * 100) / 100])).toEqual([
      ["categories.0.colour.accent", "white", 2.26],
      ["categories.0.colour.tint", 'the accent "#fb923c"', 2.13],
      ["categories.0.colour.onDark", "brand 950", 3.37],
    ]);
  });
});

describe("the real spec: every text colour pair the pages paint meets WCAG AA", () => {
  const pairs = [...brandPairs(site.theme.brand), ...practicePairs(site.theme.brand, categories)];
  it("checks the four pairs of each of the six practices and the brand palette's own", () => {
    expect(categories).toHaveLength(6);
    expect(pairs.filter((p) => p.file === "categories")).toHaveLength(24);
    expect(pairs.filter((p) => p.file === "site").length).toBeGreaterThanOrEqual(10);
  });
  it.each(pairs.map((p) => [`${p.path.join(".")} ${p.colour} with ${p.otherName} ${p.other}`, p] as const))("%s", (_name, p) => {
    expect(contrastRatio(p.colour, p.other)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
  it("gives each practice its own accent", () => {
    const accents = categories.map((c) => c.colour.accent);
    expect(new Set(accents).size).toBe(accents.length);
    expect(accents).not.toContain(site.theme.brand["700"]);
  });
});
