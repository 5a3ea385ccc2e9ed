import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checked, kindFor, kinds, specFileRules } from "../../../generator/kinds/index.ts";
import { formConst, pascal } from "../../../generator/kinds/forms.ts";
import { defineKind } from "../../../generator/kinds/kind.ts";
import { projectRoot } from "../support/tmp-root.ts";

const kind = (name: string, more: Partial<Parameters<typeof defineKind>[0]> = {}) => defineKind({ name, files: [], needs: [], gives: [], ...more });

describe("the registry of spec kinds (generator/kinds/index.ts)", () => {
  it("keeps its own rules", () => {
    expect(() => kinds()).not.toThrow();
    expect(kinds().map((k) => k.name)).toContain("routes");
  });

  it.each([
    ["two kinds of one name", [kind("a"), kind("a"), kind("routes")], `generator/kinds: two kinds are named "a"`],
    [
      "a kind with pages after the routes kind",
      [kind("routes"), kind("b", { pages: () => [] })],
      `generator/kinds: "b" has pages, so it must stand before the routes kind`,
    ],
    [
      "one IR member given twice",
      [kind("a", { gives: ["site"] }), kind("b", { gives: ["site"] }), kind("routes")],
      `generator/kinds: site is given by both "a" and "b"`,
    ],
    ["a need no kind gives", [kind("a", { needs: ["projects"] }), kind("routes")], `generator/kinds: "a" reads projects, which no kind gives`],
  ])("refuses %s", (_name, list, message) => {
    expect(() => checked(list)).toThrow(message);
  });

  it("names an existing schema and a generated raw type for every file rule", () => {
    const raw = readFileSync(join(projectRoot, "generator/model/raw/index.ts"), "utf8");
    for (const r of specFileRules()) {
      expect(existsSync(join(projectRoot, "spec/schemas", r.schema)), r.schema).toBe(true);
      expect(raw, r.rawType).toMatch(new RegExp(`\\b${r.rawType}\\b`));
    }
  });

  it.each([
    ["services/categories.yaml", "services"],
    ["services/media.yaml", "services"],
    ["pages/about.yaml", "about"],
    ["pages/brand-workshop.yaml", "pages"],
    ["forms/contact.yaml", "forms"],
    ["forms/careers.yaml", "forms"],
    ["case-studies/ke.yaml", "case-studies"],
    ["countries/ghana.yaml", "countries"],
    ["notes.yaml", undefined],
    ["countries/east/kenya.yaml", undefined],
  ])("finds the kind of spec/%s: %s (an exact path before its folder)", (rel, want) => {
    expect(kindFor(rel)?.name).toBe(want);
  });

  it.each<[string, { given: string; want: { types: string; data: string } }]>([
    ["a one-word id", { given: "contact", want: { types: "Contact", data: "contactForm" } }],
    ["a hyphenated id", { given: "job-application", want: { types: "JobApplication", data: "jobApplicationForm" } }],
    ["an id with a digit segment", { given: "survey-2026", want: { types: "Survey2026", data: "survey2026Form" } }],
    ["an id that starts with a digit", { given: "2026-survey", want: { types: "Form2026Survey", data: "form2026SurveyForm" } }],
  ])("names the generated module of a form with %s (any id the form schema allows)", (_name, { given, want }) => {
    expect({ types: pascal(given), data: formConst(given) }).toEqual(want);
  });
});
