/**
 * The house style (issue 20; generator/lint/style.ts, spec/style.yaml): the words to prefer,
 * the case of headings, what is not a text, the warnings of a run and `--fix` writing them
 * without touching the file's layout.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { formatDiagnostics } from "../../../generator/diagnostics/index.ts";
import { lintTexts, preferWords, sentenceCase, titleCase } from "../../../generator/lint/style.ts";
import { generate } from "../../../generator/run.ts";
import { applyFixes } from "../../../generator/write/fix.ts";
import { editOnce, scrub, tmpRoots } from "../support/tmp-root.ts";

// Whole generator runs in process: leave room on a busy 2-core machine (slow is not wrong).
vi.setConfig({ testTimeout: 60_000 });

const tmpRoot = tmpRoots();
const NAMES = ["South African", "East Africa", "Africa", "Kenya", "BLU", "Tech Solutions"].sort((a, b) => b.length - a.length);

describe("sentence case", () => {
  it.each([
    ["Build a Media Plan That Pays Its Way", "Build a media plan that pays its way"],
    ["Why Choose BLU for ROI-Led Media?", "Why choose BLU for ROI-led media?"],
    ["Discover How We're Reshaping Kenya's Marketing Landscape", "Discover how we're reshaping Kenya's marketing landscape"],
    ["Why South African Brands Work With Us", "Why South African brands work with us"],
    ["Free Report: Customer Service Trends 2026", "Free report: Customer service trends 2026"],
    ["Our Reach Across East Africa and Africa", "Our reach across East Africa and Africa"],
    ["TikTok and YouTube Ads That Convert", "TikTok and YouTube ads that convert"],
    ["Inside Tech Solutions", "Inside Tech Solutions"],
    ["3 Ways to Grow", "3 ways to grow"],
    ["Already in sentence case", "Already in sentence case"],
  ])("%s → %s", (text, want) => {
    expect(sentenceCase(text, NAMES)).toBe(want);
  });
});

describe("title case", () => {
  it.each([
    ["build a brand people remember", "Build a Brand People Remember"],
    ["the work of the year in review", "The Work of the Year in Review"],
    ["what we stand for", "What We Stand For"],
  ])("%s → %s", (text, want) => {
    expect(titleCase(text)).toBe(want);
  });
});

describe("words to prefer", () => {
  const prefer = [{ use: "optimisation", instead: ["optimization"] }, { use: "colour", instead: ["color"] }];
  it.each([
    ["Optimization and color", "Optimisation and colour", ["Optimization", "color"]],
    ["COLOR", "COLOUR", ["COLOR"]],
    ["cost-optimization", "cost-optimisation", ["optimization"]],
    ["colorful and discolored stay", "colorful and discolored stay", []],
  ])("%s → %s", (text, want, words) => {
    const r = preferWords(text, prefer);
    expect(r.fixed).toBe(want);
    expect(r.words.map((w) => w.from)).toEqual(words);
  });

  it("leaves identifiers, slugs, paths, URLs and e-mail addresses alone", () => {
    const data = { slug: "performance-analytics-optimization", href: "/services/media/optimization", link: "https://example.com/color", email: "color@example.com", icon: "ColorSwatch", heading: "Optimization That Pays" };
    const found = lintTexts(data, { spelling: "en-GB", headingCase: "sentence", prefer }, []);
    expect(found.map((f) => [f.path.join("."), f.fixed])).toEqual([["heading", "Optimisation that pays"]]);
  });
});

describe("a run with the house style", () => {
  it("warns without failing, fails when strict, and --fix writes only the words it changes", () => {
    const root = tmpRoot();
    editOnce(root, "spec/pages/about.yaml", "heading: Our story\n", "heading: Our Story in Color # kept comment\n");
    const loose = generate(root);
    expect(loose.ok).toBe(true);
    if (!loose.ok) return;
    expect(scrub(formatDiagnostics(loose.warnings, { frames: false }), root)).toMatchInlineSnapshot(`
      "spec/pages/about.yaml:11:12 warning: story.heading writes "Color"; the house style (spec/style.yaml) writes "Colour" (British spelling)
        hint: write "Our story in colour", or run \`npm run generate -- --fix\` to write it

      spec/pages/about.yaml:11:12 warning: story.heading "Our Story in Color" is not in sentence case, the house case of headings
        hint: write "Our story in colour", or run \`npm run generate -- --fix\` to write it; a proper noun that must keep its capital goes in names: of spec/style.yaml"
    `);
    const strict = generate(root, { strict: true });
    expect(strict.ok).toBe(false);
    const before = readFileSync(join(root, "spec/pages/about.yaml"), "utf8");
    const written = applyFixes(root, loose.warnings.flatMap((d) => (d.fix ? [d.fix] : [])));
    expect(written).toEqual(["spec/pages/about.yaml story.heading: Our story in colour"]);
    const after = readFileSync(join(root, "spec/pages/about.yaml"), "utf8");
    expect(after).toBe(before.replace("heading: Our Story in Color # kept comment", "heading: Our story in colour # kept comment"));
    const again = generate(root, { strict: true });
    expect(again.ok).toBe(true);
  });

  it("fixes a folded block text word by word, its line breaks kept", () => {
    const root = tmpRoot();
    const text = ["description: >-", "  We optimize every", "  Media Plan.", ""].join("\n");
    writeFileSync(join(root, "x.yaml"), text);
    const written = applyFixes(root, [{ kind: "text", file: "x.yaml", path: ["description"], from: "We optimize every Media Plan.", to: "We optimise every Media Plan." }]);
    expect(written).toHaveLength(1);
    expect(readFileSync(join(root, "x.yaml"), "utf8")).toBe(["description: >-", "  We optimise every", "  Media Plan.", ""].join("\n"));
  });
});
