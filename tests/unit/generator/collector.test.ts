/**
 * The collector of a run's problems (generator/diagnostics/collector.ts): what it keeps, and what
 * it keeps quiet about while load or validate withheld a file (docs/architecture.md, "Every
 * problem at once"). The whole-run behaviour is pinned by every-problem.test.ts; this pins each
 * rule on its own.
 */
import { describe, expect, it } from "vitest";
import { MediaOutsidePublic, NeededKey, UnknownHref, UnknownReference } from "../../../generator/diagnostics/catalogue.ts";
import { DiagnosticCollector, type Withheld, nameForms } from "../../../generator/diagnostics/collector.ts";
import { problem } from "../../../generator/diagnostics/index.ts";

const withheld = (over: Partial<Withheld> = {}): Withheld => ({
  files: new Set(["spec/clients.yaml"]),
  names: new Set(nameForms("Tusker Lager")),
  patterns: [/^\/case-study\/rw\/[^/]+$/],
  required: false,
  ...over,
});

const reference = (value: string) => problem(UnknownReference, { value, what: "a client", suffix: "", where: "add it" });

describe("DiagnosticCollector: every problem, none a withheld file explains", () => {
  it.each([
    ["a clean run keeps every problem", { w: undefined, file: "spec/projects.yaml", p: reference("tusker-lager"), kept: true }],
    ["a problem inside a withheld file", { w: withheld(), file: "spec/clients.yaml", p: reference("x"), kept: false }],
    ["a reference a withheld record may define, by its slug", { w: withheld(), file: "spec/projects.yaml", p: reference("tusker-lager"), kept: false }],
    ["a reference no withheld record names", { w: withheld(), file: "spec/projects.yaml", p: reference("bolt"), kept: true }],
    [
      "an href matching a withheld route pattern",
      { w: withheld(), file: "spec/site.yaml", p: problem(UnknownHref, { href: "/case-study/rw/new", suffix: "" }), kept: false },
    ],
    [
      "another problem whose words name a withheld file",
      { w: withheld(), file: "spec/site.yaml", p: problem(NeededKey, { key: "logo", why: "spec/clients.yaml lists it" }), kept: false },
    ],
    [
      "a check across files while a required file is withheld",
      { w: withheld({ required: true }), file: "spec/site.yaml", p: problem(NeededKey, { key: "logo", why: "a title needs it" }), kept: false },
    ],
    [
      "a check of the value alone while a required file is withheld",
      { w: withheld({ required: true }), file: "spec/site.yaml", p: problem(MediaOutsidePublic, { src: "/../x.png" }), kept: true },
    ],
  ])("%s", (_name, { w, file, p, kept }) => {
    const c = new DiagnosticCollector(w);
    c.add(p.entry, p.args as never, { file, line: 1, col: 1 });
    expect(c.diagnostics.map((d) => d.code)).toEqual(kept ? [p.entry.code] : []);
  });

  it("keeps the house style's findings as warnings, none while a file is withheld", () => {
    const clean = new DiagnosticCollector();
    const fix = { kind: "text", file: "spec/site.yaml", path: ["title"], from: "colour", to: "color" } as const;
    clean.warn(NeededKey, { key: "k", why: "w" }, { file: "spec/site.yaml", line: 2, col: 3 }, fix);
    expect(clean.warnings).toMatchInlineSnapshot(`
      [
        {
          "code": "normalize/needed-key",
          "col": 3,
          "file": "spec/site.yaml",
          "fix": {
            "file": "spec/site.yaml",
            "from": "colour",
            "kind": "text",
            "path": [
              "title",
            ],
            "to": "color",
          },
          "hint": "w",
          "line": 2,
          "message": "is missing the required key "k"",
          "path": "(root)",
          "severity": "warning",
        },
      ]
    `);
    const quiet = new DiagnosticCollector(withheld());
    quiet.warn(NeededKey, { key: "k", why: "w" }, { file: "spec/site.yaml", line: 2, col: 3 });
    expect(quiet.warnings).toEqual([]);
  });

  it("matches names as written and as slugs", () => {
    expect(nameForms("Tusker Lager")).toEqual(["Tusker Lager", "tusker-lager"]);
    expect(nameForms("bolt")).toEqual(["bolt"]);
  });
});
