/**
 * Headline figures (Results as the hero): how a figure is read for numbers, and
 * that a figure whose number its record's results do not give is reported where it is written
 * (content/figure-not-in-results; the full message is pinned in fixtures/broken/cases.ts).
 */
import { join } from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { describe, expect, it } from "vitest";
import { caseStudies } from "../../../generated/case-studies.ts";
import { projects } from "../../../generated/projects.ts";
import type { SpecFile } from "../../../generator/load/load.ts";
import { Context } from "../../../generator/normalize/context.ts";
import { claimsIn } from "../../../generator/normalize/claims.ts";
import { normalizeFigures, numbersIn } from "../../../generator/normalize/figures.ts";
import { projectRoot } from "../support/tmp-root.ts";

describe("claimsIn: the counts a page's text states, by what they count", () => {
  it.each([
    ["a unit glued by a hyphen", "Get the five findings in a free 6-page report.", [["6-page", "6", ["page"]]]],
    ["the words after the count, up to a stop word", "24 pages of data from five markets", [["24 pages", "24", ["page"]]]],
    [
      "a range, and words between count and noun",
      "Generate 3-5 qualified B2B leads per week",
      [["3-5 qualified B2B leads", "3-5", ["qualified", "b2b", "lead"]]],
    ],
    ["a figure read as value and label", "6,173 enquiries from lead ads", [["6,173 enquiries", "6173", ["enquiry"]]]],
    ["a plus sign", "10+ years managing budgets", [["10+ years managing budgets", "10", ["year", "managing", "budget"]]]],
    ["currency, percentages, ratios, multiples and years are not counts", "$10,000+ in sales, 129% more, ROAS 4.2:1, 3x ROI in 2026", []],
    ["a number that begins a name", "12 Adeola Odeku Street, Victoria Island", []],
    ["a count of a word in capitals", "3 CRM systems", [["3 CRM systems", "3", ["crm", "system"]]]],
    ["a count alone", "Call 0800 123", []],
  ])("%s", (_name, text, want) => {
    expect(claimsIn(text).map((c) => [c.written, c.count, c.counts])).toEqual(want);
  });
});

describe("numbersIn: the numbers a text writes", () => {
  it.each([
    ["plain and bold", "**312 leads** in the first month", [["312", "312"]]],
    ["thousands commas", "**1,072** in total", [["1,072", "1072"]]],
    [
      "a comma between two numbers is not a thousands comma",
      "from 4,100 to 36,500, then 7, 8",
      [
        ["4,100", "4100"],
        ["36,500", "36500"],
        ["7", "7"],
        ["8", "8"],
      ],
    ],
    [
      "decimals, trailing zeros dropped",
      "1.9 million, 1.50x, 2.0",
      [
        ["1.9", "1.9"],
        ["1.50", "1.5"],
        ["2.0", "2"],
      ],
    ],
    ["a sentence's full stop is no decimal point", "in 90 days.", [["90", "90"]]],
    [
      "signs, units and arrows are not numbers",
      "−41%, 48%→76%, 146/mo, <4 h",
      [
        ["41", "41"],
        ["48", "48"],
        ["76", "76"],
        ["146", "146"],
        ["4", "4"],
      ],
    ],
    [
      "digits glued to letters",
      "2.3x the 100-lead target, 12M",
      [
        ["2.3", "2.3"],
        ["100", "100"],
        ["12", "12"],
      ],
    ],
    ["no digits", "more than three times", []],
  ])("%s", (_name, text, want) => {
    expect(numbersIn(text).map((n) => [n.written, n.canonical])).toEqual(want);
  });
});

/** A one-record spec file, as the loader makes it, for the context to place problems in. */
function specFile(yaml: string): SpecFile {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter });
  return { file: "spec/case-studies/ug.yaml", schema: "case-studies.schema.json", source: yaml, doc, lineCounter, data: doc.toJS() };
}

const RESULTS = [
  "An average of **146** qualified leads per month against a target of **100**.",
  "**876** qualified leads delivered over six months.",
  "Cost per lead fell by **41%**.",
  "**1072** in total.",
];

describe("normalizeFigures: every number of a figure is one the results give", () => {
  it.each([
    ["as written", [{ value: "876", label: "qualified leads in six months" }], []],
    ["with a thousands comma the text leaves out", [{ value: "1,072", label: "in total" }], []],
    ["a comma that is no thousands comma parts two numbers", [{ value: "8,76", label: "leads" }], ["figures[0].value 8 (8,76)", "figures[0].value 76 (8,76)"]],
    [
      "signs and units around a number",
      [
        { value: "−41%", label: "cost per lead" },
        { value: "146/mo", label: "against a target of 100" },
      ],
      [],
    ],
    ["a drifted value", [{ value: "867", label: "qualified leads" }], ["figures[0].value 867 (867)"]],
    ["a number in the label", [{ value: "876", label: "qualified leads in 6 months" }], ["figures[0].label 6 (qualified leads in 6 months)"]],
    [
      "each side of an arrow",
      [
        { value: "100→146", label: "leads a month" },
        { value: "41%→47%", label: "lower cost" },
      ],
      ["figures[1].value 47 (41%→47%)"],
    ],
    ["a number named twice is reported once", [{ value: "9→9", label: "x" }], ["figures[0].value 9 (9→9)"]],
  ])("%s", (_name, figures, want) => {
    const file = specFile(`figures:\n${figures.map((f) => `  - { value: "${f.value}", label: "${f.label}" }`).join("\n")}\n`);
    const ctx = new Context({ publicDir: join(projectRoot, "public"), icons: new Map() });
    const out = normalizeFigures(ctx, file, ["figures"], figures, [...RESULTS, null, undefined], { what: "study", texts: "results and overview" });
    expect(out).toEqual(figures);
    expect(ctx.diagnostics.map((d) => `${d.path} ${/number (\S+),/.exec(d.message)?.[1]} (${/^"(.*)" has/.exec(d.message)?.[1]})`)).toEqual(want);
    for (const d of ctx.diagnostics) {
      expect(d.code).toBe("content/figure-not-in-results");
      expect(d.line).toBeGreaterThan(1);
    }
  });

  it("trims the texts it copies", () => {
    const ctx = new Context({ publicDir: join(projectRoot, "public"), icons: new Map() });
    expect(
      normalizeFigures(ctx, specFile("figures: []\n"), ["figures"], [{ value: " 876 ", label: " leads " }], RESULTS, { what: "study", texts: "results" }),
    ).toEqual([{ value: "876", label: "leads" }]);
  });
});

describe("the figures of spec/ (generated/)", () => {
  it("every study and project names 1 to 4, the headline first", () => {
    for (const r of [...caseStudies, ...projects]) {
      expect(r.figures.length, r.path).toBeGreaterThanOrEqual(1);
      expect(r.figures.length, r.path).toBeLessThanOrEqual(4);
    }
    expect(caseStudies.find((s) => s.path === "/case-study/ug/uap-old-mutual-digital-lead-generation")?.figures[0]).toEqual({
      value: "1,072",
      label: "qualified leads in four months",
    });
    expect(projects.find((p) => p.key === "vestas")?.figures[0]).toEqual({ value: "48%→76%", label: "favourable views of the wind projects" });
  });
});
