/**
 * Every problem at once (docs/architecture.md "Every problem at once"): a
 * shape problem in one file never hides a reference, image or link problem in another, and
 * nothing is reported that the broken file may explain. Each case breaks a copy of the real
 * project in two or more files and pins the whole report of one run.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { type Diagnostic, formatDiagnostics, sortDiagnostics } from "../../../generator/diagnostics/index.ts";
import type { SpecFile } from "../../../generator/load/load.ts";
import { withheldOf } from "../../../generator/normalize/withheld.ts";
import { registry } from "../../../generator/kinds/index.ts";
import { generate } from "../../../generator/run.ts";
import { runGenerator } from "../support/cli.ts";
import { editOnce, scrub, snapshotDir, tmpRoots } from "../support/tmp-root.ts";

// A run that gets to normalize takes about a second; leave room on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const tmpRoot = tmpRoots();

/** One edit of one spec file: replace the single occurrence of `from` with `to`. */
type Edit = readonly [file: string, from: string | RegExp, to: string];

/** Breaks a copy of the project with `edits`, runs the generator, returns what it printed (no frames). */
function run(...edits: Edit[]): { diagnostics: readonly Diagnostic[]; lines: string[] } {
  const root = tmpRoot();
  for (const [file, from, to] of edits) editOnce(root, file, from, to);
  const result = generate(root);
  if (result.ok) throw new Error("expected the run to fail");
  expect(result.diagnostics, "sorted by file, line, col").toEqual(sortDiagnostics(result.diagnostics));
  const text = scrub(formatDiagnostics(result.diagnostics, { frames: false }), root);
  return { diagnostics: result.diagnostics, lines: text.split("\n").filter((l) => /^spec\//.test(l)) };
}

const MEDIA = "spec/services/media.yaml";
/** A service of spec/services/media.yaml without its required description: a schema problem. */
const NO_DESCRIPTION: Edit = [MEDIA, /( {2}- slug: media-buying\n {4}title: Media buying\n) {4}description: >-\n(?: {6}.*\n)+/, "$1"];
/** A dangling internal link in the footer of spec/site.yaml. */
const DANGLING_LINK: Edit = ["spec/site.yaml", "{ name: Media, href: /services/media }", "{ name: Media, href: /services/mediaa }"];
/** A hero image of spec/services/creative.yaml that public/ does not have. */
const MISSING_IMAGE: Edit = [
  "spec/services/creative.yaml",
  "  - slug: content-creation\n",
  "  - slug: content-creation\n    heroImage: { src: /media/services/creative/content-creation/hero.jpg, alt: The media buying team planning a campaign }\n",
];
/** A case study naming a client spec/clients.yaml does not list. */
const UNKNOWN_CLIENT: Edit = ["spec/case-studies/featured.yaml", "    brand: aradel\n", "    brand: aradell\n"];

describe("every problem at once", () => {
  it("a schema problem in one file and a dangling link, a missing image and an unknown client in three others: all four in one run", () => {
    const { lines } = run(NO_DESCRIPTION, DANGLING_LINK, MISSING_IMAGE, UNKNOWN_CLIENT);
    expect(lines).toMatchInlineSnapshot(`
      [
        "spec/case-studies/featured.yaml:755:12 studies[7] "aradel-holdings-360-rebrand-from-ndep".brand "aradell" is not a client of spec/clients.yaml; did you mean "aradel"?",
        "spec/services/creative.yaml:5:23 services[0] "content-creation".heroImage.src points to /media/services/creative/content-creation/hero.jpg, which does not exist",
        "spec/services/media.yaml:60:5 services[1] "media-buying" is missing the required key "description"",
        "spec/site.yaml:55:32 footer.columns[0].links[1] "Media".href "/services/mediaa" matches no route; did you mean "/services/media"?",
      ]
    `);
  });

  it("a service whose slug is misspelt: the links and references to its right slug are not reported", () => {
    // spec/service-sections/media.yaml names media-buying; with the slug broken it would dangle.
    const { lines } = run([MEDIA, "slug: media-buying\n", "slug: Media_Buying\n"], DANGLING_LINK);
    expect(lines).toMatchInlineSnapshot(`
      [
        "spec/services/media.yaml:60:11 services[1].slug "Media_Buying" is not a valid slug",
        "spec/site.yaml:55:32 footer.columns[0].links[1] "Media".href "/services/mediaa" matches no route; did you mean "/services/media"?",
      ]
    `);
  });

  it("a file that is not valid YAML: what it defines is not reported missing, the others' problems are", () => {
    const { lines } = run([MEDIA, "    title: Media buying\n", "    title: Media: Buying: x\n"], DANGLING_LINK, MISSING_IMAGE);
    expect(lines).toMatchInlineSnapshot(`
      [
        "spec/services/creative.yaml:5:23 services[0] "content-creation".heroImage.src points to /media/services/creative/content-creation/hero.jpg, which does not exist",
        "spec/services/media.yaml:61:12 is not valid YAML: the value contains ": ", which YAML reads as another key",
        "spec/site.yaml:55:32 footer.columns[0].links[1] "Media".href "/services/mediaa" matches no route; did you mean "/services/digital" or "/services/creative"?",
      ]
    `);
  });

  it("a required file with a schema problem (site.yaml): image and reference problems elsewhere are still reported", () => {
    const { lines } = run(
      ["spec/site.yaml", "{ name: Media, href: /services/media }", "{ name: Media, hreff: /services/media }"],
      MISSING_IMAGE,
      UNKNOWN_CLIENT,
    );
    expect(lines).toMatchInlineSnapshot(`
      [
        "spec/case-studies/featured.yaml:755:12 studies[7] "aradel-holdings-360-rebrand-from-ndep".brand "aradell" is not a client of spec/clients.yaml; did you mean "aradel"?",
        "spec/services/creative.yaml:5:23 services[0] "content-creation".heroImage.src points to /media/services/creative/content-creation/hero.jpg, which does not exist",
        "spec/site.yaml:55:11 footer.columns[0].links[1] "Media" is missing the required key "href"",
        "spec/site.yaml:55:26 footer.columns[0].links[1] "Media" has an unknown key "hreff"; did you mean "href"?",
      ]
    `);
  });

  it("a client key with a schema problem: references to it are not reported, a reference to no client is", () => {
    // spec/case-studies/featured.yaml and spec/pages/home.yaml name aradel; with its key broken they would dangle.
    const { lines } = run(
      ["spec/clients.yaml", "  - key: aradel\n", "  - key: Aradel\n"],
      ["spec/case-studies/rw.yaml", "    brand: tecno\n", "    brand: tecnoo\n"],
    );
    expect(lines).toMatchInlineSnapshot(`
      [
        "spec/case-studies/rw.yaml:129:12 studies[1] "tecno-mobile-rwanda-c8magiccapture".brand "tecnoo" is not a client of spec/clients.yaml; did you mean "tecno"?",
        "spec/clients.yaml:21:10 clients[3].key "Aradel" is not a valid slug",
      ]
    `);
  });

  it("a number where text is expected in a required file (the brand's name): read as text, the other files' problems reported", () => {
    const { lines } = run(["spec/site.yaml", /(brand:\n {2}name: )BLU/, "$12024"], MISSING_IMAGE, UNKNOWN_CLIENT);
    expect(lines).toMatchInlineSnapshot(`
      [
        "spec/case-studies/featured.yaml:755:12 studies[7] "aradel-holdings-360-rebrand-from-ndep".brand "aradell" is not a client of spec/clients.yaml; did you mean "aradel"?",
        "spec/services/creative.yaml:5:23 services[0] "content-creation".heroImage.src points to /media/services/creative/content-creation/hero.jpg, which does not exist",
        "spec/site.yaml:5:9 brand.name must be a string (found a number)",
      ]
    `);
  });

  it("a route without its path: links to it are not reported, the other files' problems are", () => {
    // spec/site.yaml and the pages link to /about; with the route set aside they would dangle.
    const { lines } = run(["spec/routes.yaml", /( {2}- id: about\n) {4}path: \/about\n/, "$1"], DANGLING_LINK, MISSING_IMAGE);
    expect(lines).toMatchInlineSnapshot(`
      [
        "spec/routes.yaml:50:5 routes[10] "about" is missing the required key "path"",
        "spec/services/creative.yaml:5:23 services[0] "content-creation".heroImage.src points to /media/services/creative/content-creation/hero.jpg, which does not exist",
        "spec/site.yaml:55:32 footer.columns[0].links[1] "Media".href "/services/mediaa" matches no route; did you mean "/services/media"?",
      ]
    `);
  });

  it("a case study without its title: the other files' problems reported", () => {
    const { lines } = run(["spec/case-studies/rw.yaml", "    title: Eden Care product launch\n    client:", "    client:"], DANGLING_LINK, UNKNOWN_CLIENT);
    expect(lines).toMatchInlineSnapshot(`
      [
        "spec/case-studies/featured.yaml:755:12 studies[7] "aradel-holdings-360-rebrand-from-ndep".brand "aradell" is not a client of spec/clients.yaml; did you mean "aradel"?",
        "spec/case-studies/rw.yaml:6:5 studies[0] "eden-care-product-launch" is missing the required key "title"",
        "spec/site.yaml:55:32 footer.columns[0].links[1] "Media".href "/services/mediaa" matches no route; did you mean "/services/media"?",
      ]
    `);
  });

  it("the command line prints both and leaves generated/ as it was", async () => {
    const root = tmpRoot({ generated: true });
    for (const [file, from, to] of [NO_DESCRIPTION, DANGLING_LINK]) editOnce(root, file, from, to);
    writeFileSync(join(root, "generated/theme.css"), "/* hand-edited */\n");
    const before = snapshotDir(join(root, "generated"));
    const r = await runGenerator(root);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n").filter((l) => /^spec\//.test(l))).toMatchInlineSnapshot(`
      [
        "spec/services/media.yaml:60:5 services[1] "media-buying" is missing the required key "description"",
        "spec/site.yaml:55:32 footer.columns[0].links[1] "Media".href "/services/mediaa" matches no route; did you mean "/services/media"?",
      ]
    `);
    expect(r.stderr).toMatch(/2 problems in spec\/; generated\/ was left as it was\.\n$/);
    expect(snapshotDir(join(root, "generated"))).toEqual(before);
    expect(existsSync(join(root, ".generated.tmp"))).toBe(false);
  });
});

describe("withheldOf: what a withheld file may define", () => {
  const file = (name: string, data: unknown) => ({ file: name, data }) as unknown as SpecFile;
  const problem = (name: string, source?: string): Diagnostic => ({
    file: name,
    line: 1,
    col: 1,
    path: "(root)",
    message: "is wrong",
    ...(source ? { source } : {}),
  });
  const routes = file("spec/routes.yaml", {
    routes: [
      { id: "about", path: "/about" },
      { id: "case-study-rw", path: "/case-study/rw/:slug", title: "Case Study" },
    ],
  });

  it("takes the names of the failing records only, as written and as slugs, with the file's name", () => {
    const w = withheldOf(registry(), [routes], [problem("spec/routes.yaml")], new Map([["spec/routes.yaml", [{ path: ["routes", 1, "titel"] }]]]));
    expect([...w.names].sort()).toEqual(["/case-study/rw/:slug", "Case Study", "case-study", "case-study-rw", "case-study-rw-slug", "routes"]);
    expect(w.patterns.map((p) => p.test("/case-study/rw/eden-care"))).toEqual([true]);
    expect(w.patterns.some((p) => p.test("/case-study/ng/eden-care"))).toBe(false);
    expect(w.required).toBe(true);
  });

  it("takes the whole file when a failing value is in no list item", () => {
    const w = withheldOf(registry(), [routes], [problem("spec/routes.yaml")], new Map([["spec/routes.yaml", [{ path: ["routes"] }]]]));
    expect(w.names.has("/about")).toBe(true);
  });

  it("reads the values of a file that did not load from its text", () => {
    const w = withheldOf(
      registry(),
      [],
      [
        problem(
          "spec/services/media.yaml",
          "category: media\nservices:\n  - slug: media-buying\n    title: Media: Buying\n  - { slug: tv-radio, title: TV }\n",
        ),
      ],
    );
    expect(w.files).toEqual(new Set(["spec/services/media.yaml"]));
    for (const n of ["media", "media-buying", "tv-radio", "TV"]) expect(w.names.has(n), n).toBe(true);
    expect(w.required).toBe(false);
  });
});
