import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checked, kindFor, kinds, ordered, pageKindNames, specFileRules } from "../../../generator/kinds/index.ts";
import { BARREL, barrelSource } from "../../../generator/kinds/modules.mjs";
import { pageKindSchema } from "../../../scripts/schema/schema-types.ts";
import { formConst, pascal } from "../../../generator/kinds/forms.ts";
import { defineKind } from "../../../generator/kinds/kind.ts";
import { projectRoot } from "../support/tmp-root.ts";

const kind = (name: string, more: Partial<Parameters<typeof defineKind>[0]> = {}) => defineKind({ name, files: [], needs: [], gives: [], ...more });
/** The kind of the route table: the one whose file has the role `route-table`. */
const routesKind = () => kind("routes", { files: [{ at: "routes.yaml", schema: "routes.schema.json", rawType: "RawRoutes", role: "route-table" }] });

describe("the registry of spec kinds (generator/kinds/index.ts)", () => {
  it("keeps its own rules", () => {
    expect(() => kinds()).not.toThrow();
    expect(kinds().map((k) => k.name)).toContain("routes");
  });

  it.each([
    ["two kinds of one name", [kind("a"), kind("a"), routesKind()], `generator/kinds: two kinds are named "a"`],
    [
      "a kind with pages after the routes kind",
      [routesKind(), kind("b", { pages: () => [] })],
      `generator/kinds: "b" has pages, so it must stand before the routes kind`,
    ],
    [
      "one IR member given twice",
      [kind("a", { gives: ["site"] }), kind("b", { gives: ["site"] }), routesKind()],
      `generator/kinds: site is given by both "a" and "b"`,
    ],
    ["a need no kind gives", [kind("a", { needs: ["projects"] }), routesKind()], `generator/kinds: "a" reads projects, which no kind gives`],
    [
      "a late read it does not need",
      [kind("a", { needs: ["site"], readsLate: ["people"] }), kind("b", { gives: ["site", "people"] }), routesKind()],
      `generator/kinds: "a" lists people in readsLate but not in needs`,
    ],
    [
      "a page kind rendered by two kinds",
      [kind("a", { pageKinds: { home: { shows: "x" } } }), kind("b", { pageKinds: { home: { shows: "y" } } }), routesKind()],
      `generator/kinds: the page kind "home" is rendered by both "a" and "b"`,
    ],
  ])("refuses %s", (_name, list, message) => {
    expect(() => checked(list)).toThrow(message);
  });

  it.each<[string, Parameters<typeof ordered>[0], string[]]>([
    ["by name when nothing binds them", [kind("c"), kind("a"), kind("b")], ["a", "b", "c"]],
    ["a giver before the kind that needs it", [kind("a", { needs: ["site"] }), kind("z", { gives: ["site"] })], ["z", "a"]],
    ["a late read binds nothing", [kind("a", { needs: ["site"], readsLate: ["site"] }), kind("z", { gives: ["site"] })], ["a", "z"]],
    ["every kind with pages before the route table", [routesKind(), kind("z", { pages: () => [] }), kind("a")], ["a", "z", "routes"]],
  ])("orders the kinds %s", (_name, list, want) => {
    expect(ordered(list).map((k) => k.name)).toEqual(want);
  });

  it("refuses kinds that wait on each other", () => {
    expect(() =>
      ordered([kind("a", { needs: ["site"], gives: ["people"] }), kind("b", { needs: ["people"], gives: ["site"] })]),
    ).toThrowErrorMatchingInlineSnapshot(
      `[Error: generator/kinds: these kinds wait on each other: "a" (after b); "b" (after a); list in readsLate what only compose, check or emit read]`,
    );
  });

  it("imports every kind module through a current barrel (generator/kinds/modules.mjs)", () => {
    expect(
      readFileSync(join(projectRoot, "generator/kinds", BARREL), "utf8"),
      "run `npm run generate`: the barrel differs from the modules of generator/kinds/",
    ).toBe(barrelSource(join(projectRoot, "generator/kinds")));
    expect(
      kinds()
        .map((k) => k.name)
        .sort(),
    ).toEqual(
      readdirSync(join(projectRoot, "generator/kinds"))
        .filter((f) => /^[a-z-]+\.ts$/.test(f) && !["index.ts", "kind.ts"].includes(f))
        .map((f) => f.replace(/\.ts$/, ""))
        .sort(),
    );
  });

  it("writes its page kinds into the route table's schema (npm run schema-types)", () => {
    const { name, text } = pageKindSchema(join(projectRoot, "spec/schemas"));
    expect(
      readFileSync(join(projectRoot, "spec/schemas", name), "utf8"),
      "run `npm run schema-types`: the schema's page kinds differ from the registry's",
    ).toBe(text);
    const schema = JSON.parse(text) as { properties: { routes: { items: { properties: { page: { enum: string[] } } } } } };
    expect(schema.properties.routes.items.properties.page.enum).toEqual([...pageKindNames()]);
  });

  it("names an existing schema and a generated raw type for every file rule", () => {
    const raw = readFileSync(join(projectRoot, "model/raw/index.ts"), "utf8");
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
