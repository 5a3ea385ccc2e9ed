/**
 * Which practice a page or a category word belongs to (runtime/lib/practice.ts), and the chips
 * that show it (runtime/parts/PracticeChips.tsx): "A category colour system".
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { categories } from "../../generated/services.ts";
import { categoryWords, practiceOfLabel, practiceOfPath } from "../../runtime/lib/practice.ts";
import { workForEach, workOf } from "../../runtime/lib/work.ts";
import { caseStudies } from "../../generated/case-studies.ts";
import { projects } from "../../generated/projects.ts";
import type { CategoryKey } from "../../model/index.ts";
import { PracticeChips } from "../../runtime/parts/PracticeChips.tsx";

describe("practiceOfPath", () => {
  const cases: readonly (readonly [string, { given: string; want: string | null }])[] = [
    ["a category index", { given: "/services/media", want: "media" }],
    ["a service page", { given: "/services/public-relations/media-relations", want: "public-relations" }],
    ["a trailing slash", { given: "/services/events/", want: "events" }],
    ["the Tech Solutions page", { given: "/services/tech-solutions", want: "tech-solutions" }],
    ["the overview belongs to none", { given: "/services", want: null }],
    ["a prefix that is not a segment", { given: "/services/mediax", want: null }],
    ["another page", { given: "/about", want: null }],
  ];
  it.each(cases)("%s", (_name, { given, want }) => expect(practiceOfPath(given)).toBe(want));
});

describe("practiceOfLabel", () => {
  const cases: readonly (readonly [string, { given: string; want: string | null }])[] = [
    ["a label", { given: "Creative", want: "creative" }],
    ["PR, the short label of Public relations", { given: "PR", want: "public-relations" }],
    ["the full name", { given: "Public relations", want: "public-relations" }],
    ["case and spaces do not matter", { given: "  events ", want: "events" }],
    ["Tech", { given: "Tech", want: "tech-solutions" }],
    ["a word that names no practice", { given: "Branding", want: null }],
    ["a practice word inside a longer one is not that practice", { given: "Social Media", want: null }],
  ];
  it.each(cases)("%s", (_name, { given, want }) => expect(practiceOfLabel(given)).toBe(want));
  it("finds every category by its own label and name", () => {
    for (const c of categories) {
      expect(practiceOfLabel(c.label)).toBe(c.key);
      expect(practiceOfLabel(c.name)).toBe(c.key);
    }
  });
});

describe("PracticeChips", () => {
  it("gives a practice word its practice, and leaves other words in the brand's colours", () => {
    const html = renderToStaticMarkup(createElement(PracticeChips, { words: ["Creative", "Branding", "PR"] }));
    const chips = [...html.matchAll(/<span data-slot="badge"( data-practice="([^"]+)")?[^>]*class="([^"]*)"[^>]*>([^<]*)</g)].map((m) => ({
      word: m[4],
      practice: m[2] ?? null,
      practiceTone: m[3].includes("text-practice"),
    }));
    expect(chips).toEqual([
      { word: "Creative", practice: "creative", practiceTone: true },
      { word: "Branding", practice: null, practiceTone: false },
      { word: "PR", practice: "public-relations", practiceTone: true },
    ]);
  });
  it("uses the light accent on dark surfaces", () => {
    const html = renderToStaticMarkup(createElement(PracticeChips, { words: ["Events"], tone: "dark" }));
    expect(html).toContain('data-practice="events"');
    expect(html).toContain("text-practice-on-dark");
  });
});

describe("workOf: a practice's work, derived from the content", () => {
  // What each practice page shows, client by client, from spec/case-studies/ and spec/projects.yaml today.
  const cases: readonly (readonly [string, { practice: CategoryKey; want: string }])[] = [
    [
      "Creative: the featured studies naming it first, then the country scopes, then projects",
      { practice: "creative", want: "oah centenary-bank ngx pinpop kfc psi tecno airtel bralirwa uganda-breweries have-and-share tnl harps" },
    ],
    [
      "Media: a featured study a country also shows, once, at its own page (Centenary Bank)",
      { practice: "media", want: "centenary-bank kfc airtel bralirwa uganda-breweries vestas tnl harps" },
    ],
    ['PR: "PR" and "Public Relations" both name it', { practice: "public-relations", want: "seplat ngx aradel eden-care vestas atmf" }],
    ["Tech Solutions: no study or project names it", { practice: "tech-solutions", want: "" }],
  ];
  it.each(cases)("%s", (_, { practice, want }) => {
    expect(
      workOf(practice)
        .map((w) => w.brand)
        .join(" "),
    ).toBe(want);
  });

  it("every piece names its practice and links to its own page; no client twice", () => {
    for (const c of categories) {
      const work = workOf(c.key);
      expect(new Set(work.map((w) => w.brand)).size, c.key).toBe(work.length);
      for (const w of work) {
        const words =
          w.kind === "case-study"
            ? categoryWords(caseStudies.find((s) => s.path === w.path)!.category)
            : projects.find((p) => p.path === w.path)!.tile.categories;
        expect(
          words.some((x) => practiceOfLabel(x) === c.key),
          `${c.key}: ${w.path}`,
        ).toBe(true);
      }
    }
  });

  it("workForEach gives each practice a piece no other practice shows, or none", () => {
    const picked = workForEach([...categories.map((c) => c.key), null]);
    expect(picked.at(-1)).toBeNull();
    const brands = picked.flatMap((w) => (w ? [w.brand] : []));
    expect(new Set(brands).size).toBe(brands.length);
    expect(picked.map((w) => w?.brand ?? "-").join(" ")).toBe("oah centenary-bank psi seplat airtel - -");
  });
});
