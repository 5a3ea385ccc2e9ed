/**
 * Every checklist of CONTRIBUTING.md leaves every test green: on one throwaway copy of the
 * project, `npm run new` adds a section kind, a data kind, a page kind, an island and a form
 * (each writes exactly the files its checklist names; the last runs `npm run sync`), and then the
 * copy passes its own checks: `generate --check --strict`, the type check, and the unit test
 * files that pin the sets of kinds and the generated files (CHECKED below), `docs --check`'s
 * comparison among them (content-docs.test.ts).
 *
 * Why those files and not the whole `fast` project: they are the ones a new kind can turn red
 * (the section library, the registry's places and page kinds, the schemas' help, the list of
 * generated files, the broken-spec corpus, the content reference); the rest of the unit suite
 * reads none of what a checklist adds, and running all of it in the copy would double the
 * unit stage. The copy carries the project's frozen launch content in its own
 * tests/fixtures/launch/, as a checkout does, so the broken-spec corpus pins the same lines.
 *
 * What it costs, and how it is kept down: the first four checklists run the copy's own
 * `writeChecklist` (what `npm run new` calls) in this process, and only the last runs the whole
 * command as a process, with its sync (the one test of the command itself: its progress lines,
 * its refusal and what it prints). The copy's checks, which read it without changing it, then run
 * as processes side by side, started at once, while the checks made in this process go on.
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PageAssets } from "../../runtime/app/render.tsx";
import { editOnce, frozenContent, projectRoot, snapshotDir } from "./support/tmp-root.ts";

// Copying the project, one sync, a type check and a vitest run in the copy: minutes on a busy machine.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 });

/** The unit test files of the copy that pin a set of kinds or the generated files, run at the end. */
const CHECKED = [
  "tests/unit/growth-pages.test.ts",
  "tests/unit/generator/broken-specs.test.ts",
  "tests/unit/generator/output.test.ts",
  "tests/unit/generator/schemas.test.ts",
  "tests/unit/generator/schema-types.test.ts",
  "tests/unit/generator/kinds.test.ts",
  "tests/unit/generator/kind-names.test.ts",
  "tests/unit/content-docs.test.ts",
  "tests/unit/page-kinds.test.ts",
];

/**
 * The tests of {@link CHECKED} the copy leaves out (a name pattern, vitest's `-t`): the
 * broken-spec corpus's command-line sample, four of its cases run again through a process of the
 * generator each. The copy runs those cases in process with the rest of the corpus, whose
 * messages are what a new kind could change; how the command prints and exits them is the
 * project's own run's to check, and a kind changes nothing of it.
 */
const SKIPPED_IN_COPY = "^(?!generator CLI on broken specs)";

/** What the copy leaves out: installed packages (linked instead), build output and caches, the fixture site, screenshots. */
const LEFT_OUT = new Set(["node_modules", ".git", "dist", ".fixture-site", ".cache", "test-results", "playwright-report", ".inbox", "docs/screenshots"]);

/** The folders a checklist may touch, compared before and after each `new`. */
const WATCHED = ["spec", "generator", "runtime", "docs/content", "generated", "model"] as const;

/** The new section placed on the contact page, before its offices. */
const PLACED =
  "  - kind: stats-band\n    id: how\n    heading: How a workshop runs\n    items: [We listen to your team, We write your plan]\n  - kind: offices\n";

/** The assets a rendered page links (none is loaded here). */
const ASSETS: PageAssets = { css: ["/assets/app.css"], noscriptCss: "/assets/noscript.css", loader: "/assets/loader.js", fonts: [] };

let root = "";
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

/** The environment of a command run in the copy: this process's, without the variables of the Vitest run around it. */
const env = () => ({ ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("VITEST") && k !== "TEST")), NO_COLOR: "1" });

/** A file of the copy, as text. */
const read = (rel: string) => readFileSync(join(root, rel), "utf8");

/** How a command run in the copy ended, and what it printed (stdout, then stderr). */
interface Ran {
  readonly status: number | null;
  readonly output: string;
}

/** Runs a command in the copy (Node with `args`), its output kept for the failure message; resolves when it ends. */
function inCopy(args: readonly string[]): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: env() });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output: `${stdout}${stderr}` }));
  });
}

/** Every file of the watched folders of the copy, with the hash of its bytes. */
function state(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dir of WATCHED) for (const [rel, hash] of Object.entries(snapshotDir(join(root, dir)))) out[`${dir}/${rel}`] = hash;
  return out;
}

/**
 * The barrel of kind modules, which the tools keep current whenever they start (the generator's
 * launcher, and the schema types `new` loads), so it changes with the step after a kind's.
 */
const BARREL = "generator/kinds/modules.gen.ts";

/** The barrel of the kinds' types (model/kinds.gen.ts), written by the same tools as {@link BARREL}. */
const MODEL_BARREL = "model/kinds.gen.ts";

/** The paths whose bytes differ between two states (added, changed or removed), the barrel aside, sorted. */
const changed = (before: Record<string, string>, after: Record<string, string>) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((p) => p !== BARREL && p !== MODEL_BARREL && before[p] !== after[p]).sort();

/** The command line of `npm run new -- <what> <name>` in the copy, as npm runs it. */
const newCommand = (what: string, name: string) => ["--import", "tsx", "scripts/kinds/new.ts", what, name];

/** Runs `npm run new -- <what> <name>` in the copy (as npm runs it, with its sync) and returns the files it changed. */
async function runNew(what: string, name: string): Promise<Ran & { changed: string[] }> {
  const before = state();
  const r = await inCopy(newCommand(what, name));
  return { ...r, changed: changed(before, state()) };
}

/** The copy's own scripts/kinds/checklists.ts, what `npm run new` calls (loaded from the copy, once). */
let checklists: typeof import("../../scripts/kinds/checklists.ts");

/**
 * Writes a checklist's files with the copy's own `writeChecklist`, as `npm run new -- <what>
 * <name> --skip-sync` does, and returns what it wrote, what it names to fill in (or why it
 * refused), and the files that changed.
 */
function writeInCopy(what: string, name: string): { written: string[]; next: readonly string[]; refused: string | null; changed: string[] } {
  const before = state();
  let done: { written: string[]; next: readonly string[] } = { written: [], next: [] };
  let refused: string | null = null;
  try {
    done = checklists.writeChecklist(root, what, name);
  } catch (e) {
    if (!(e instanceof checklists.Refused)) throw e;
    refused = e.message;
  }
  return { ...done, refused, changed: changed(before, state()) };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "blu-checklists-"));
  cpSync(projectRoot, root, { recursive: true, filter: (src) => !LEFT_OUT.has(relative(projectRoot, src).split("\\").join("/")) });
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  // The frozen launch content in its place (in the fixture site, whose own content it is, taken from there).
  const frozen = join(root, "tests/fixtures/launch");
  if (!existsSync(join(frozen, "spec"))) {
    const content = frozenContent();
    mkdirSync(join(frozen, "generated"), { recursive: true });
    cpSync(join(content, "spec"), join(frozen, "spec"), { recursive: true, filter: (src) => src !== join(content, "spec/schemas") });
    cpSync(join(content, "public"), join(frozen, "public"), { recursive: true });
    cpSync(join(content, "generated/urls.json"), join(frozen, "generated/urls.json"));
  }
  checklists = (await import(/* @vite-ignore */ join(root, "scripts/kinds/checklists.ts"))) as typeof checklists;
});

describe("npm run new writes the files of each checklist of CONTRIBUTING.md, and nothing else", () => {
  it.each([
    ["section", "stats-band", ["runtime/sections/StatsBandSection.tsx", "runtime/sections/index.tsx", "spec/schemas/sections/stats-band.schema.json"]],
    ["data-kind", "awards", ["generator/kinds/awards.ts", "model/kinds/awards.ts", "spec/awards.yaml", "spec/schemas/awards.schema.json"]],
    [
      "page-kind",
      "price-list",
      [
        "generator/kinds/price-list.ts",
        "model/kinds/price-list.ts",
        "runtime/pages/PriceListPage.tsx",
        "spec/price-list.yaml",
        "spec/routes.yaml",
        "spec/schemas/price-list.schema.json",
      ],
    ],
    ["island", "PriceCalculator", ["runtime/islands/PriceCalculator.tsx", "runtime/islands/registry.ts"]],
  ])("new %s %s --skip-sync", (what, name, files) => {
    const r = writeInCopy(what, name);
    expect(r.refused).toBeNull();
    expect(r.changed).toEqual(files);
    expect([...r.written].sort()).toEqual(files);
    expect(r.next.length).toBeGreaterThan(0);
  });

  it("a name already taken is refused, and nothing is written", () => {
    const r = writeInCopy("section", "quote");
    expect({ refused: r.refused, changed: r.changed }).toEqual({ refused: 'the section kind "quote" exists already', changed: [] });
  });

  it("new form callback, then the one sync (the command itself): what the tools write follows", async () => {
    // What a developer does next: the new section placed on a page of spec/pages/, after its hero.
    editOnce(root, "spec/pages/contact.yaml", "  - kind: offices\n", PLACED);
    const r = await runNew("form", "callback");
    expect(r.status, r.output).toBe(0);
    expect(r.output).toContain("new: wrote spec/forms/callback.yaml\n");
    expect(r.output).toMatch(/new: now fill in:\n {2}- spec\/forms\/callback\.yaml: /);
    // The steps in their order, each announced.
    expect(r.output.match(/^sync: \d\/4 [a-z-]+/gm)?.filter((_, i) => i % 2 === 0)).toEqual([
      "sync: 1/4 schema-annotate",
      "sync: 2/4 schema-types",
      "sync: 3/4 docs",
      "sync: 4/4 generate",
    ]);
    expect(r.changed).toEqual(
      expect.arrayContaining([
        "spec/forms/callback.yaml",
        "generated/forms/callback.ts",
        "generated/awards.ts",
        "generated/price-list.ts",
        "generated/page-kinds.ts",
        "model/raw/section-stats-band.ts",
        "model/raw/awards.ts",
        "docs/content/section-stats-band.md",
        "docs/content/awards.md",
        "spec/schemas/page.schema.json",
        "spec/schemas/routes.schema.json",
      ]),
    );
  });
});

describe("after every checklist, the copy passes its own checks", () => {
  /**
   * The checks run as processes in the copy, all started at once (none writes what another
   * reads), while the tests below that need no process go on in this one; each test then waits
   * for its own.
   */
  let ran: Record<"generate" | "tsc" | "units" | "refusal", Promise<Ran>>;
  beforeAll(() => {
    ran = {
      generate: inCopy(["generator/bin.mjs", "--check", "--strict"]),
      tsc: inCopy([join(root, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", "tsconfig.json"]),
      // One worker: this file's own run is beside it on the machine.
      units: inCopy([join(root, "node_modules/vitest/vitest.mjs"), "run", "--maxWorkers", "1", "-t", SKIPPED_IN_COPY, ...CHECKED]),
      // The command's refusal: a name taken (the copy's first section kind) writes nothing, exit 1.
      refusal: inCopy([...newCommand("section", "quote"), "--skip-sync"]),
    };
    // A check that fails is reported by its own test; none is left unhandled meanwhile.
    for (const p of Object.values(ran)) p.catch(() => {});
  });

  it("the data kind: found by its name, typed by the model, its data file typed by it", () => {
    expect(read("generator/kinds/modules.gen.ts")).toContain('export { awards } from "./awards.ts";\n');
    const data = read("generated/awards.ts");
    expect(data).toContain('title: "The first record"');
    expect(data).toContain('import type { AwardsItem } from "../model/index.ts";');
    expect(read("model/kinds/awards.ts")).toContain("/** One record of spec/awards.yaml. */\nexport interface AwardsItem {");
    expect(read(MODEL_BARREL)).toContain('export type * from "./kinds/awards.ts";\n');
  });

  it("the section kind: in the page schema with its starter, in the raw and normalized types", () => {
    type PageSchema = {
      definitions: { section: { properties: { kind: { enum: string[] } }; defaultSnippets: { label: string; body: { kind: string } }[] } };
    };
    const page = JSON.parse(read("spec/schemas/page.schema.json")) as PageSchema;
    const own = JSON.parse(readFileSync(join(projectRoot, "spec/schemas/page.schema.json"), "utf8")) as PageSchema;
    // The project's list differs by the new kind alone.
    expect(page.definitions.section.properties.kind.enum.filter((k) => k !== "stats-band")).toEqual(own.definitions.section.properties.kind.enum);
    expect(page.definitions.section.properties.kind.enum).toContain("stats-band");
    expect(page.definitions.section.defaultSnippets.filter((x) => x.body.kind === "stats-band").map((x) => x.label)).toEqual(["Stats band section"]);
    // Its raw type, and its normalized type beside it (a plain section), which the model's PageSection derives.
    const sections = read("model/raw/sections.ts");
    expect(sections).toContain('  "stats-band": RawStatsBandSection;\n');
    expect(sections).toContain('export type StatsBandSection = Omit<RawStatsBandSection, "id"> & { readonly id: string };');
  });

  it("renders, through the copy's own renderer, the page kind's route and the section in its place", async () => {
    const { renderPage } = (await import(/* @vite-ignore */ join(root, "runtime/app/render.tsx"))) as typeof import("../../runtime/app/render.tsx");
    const list = renderPage("/price-list", ASSETS);
    expect(list.status).toBe(200);
    expect(list.route.page).toBe("price-list");
    expect(list.html).toContain("Price list</h1>");
    expect(list.html).toContain("<li>The first record</li>");
    expect(list.html).toContain("<title>Price list | BLU");
    // The model's PageKind is the route table's page kinds, written into its raw type.
    expect(read("model/raw/routes.ts")).toMatch(/page:[^;]*\| "price-list"/);
    expect(read("generated/page-kinds.ts")).toContain('shows: "the price list"');

    const contact = renderPage("/contact", ASSETS).html;
    expect(contact).toContain('<section id="how" aria-labelledby="how-heading"');
    expect(contact).toContain("<li>We listen to your team</li><li>We write your plan</li>");
    // In the page's order: after the hero's h1, before the offices.
    const [h1, added, offices] = ["<h1", 'id="how"', 'id="offices"'].map((x) => contact.indexOf(x));
    expect(h1).toBeGreaterThanOrEqual(0);
    expect(h1).toBeLessThan(added);
    expect(added).toBeLessThan(offices);
  });

  // `docs --check` is the copy's content-docs.test.ts ("is current"), one of CHECKED: the same
  // comparison (contentDocs, staleDocs) without a process of its own.
  it("generate --check --strict", async () => {
    const generate = await ran.generate;
    expect(generate.status, generate.output).toBe(0);
  });

  it("the type check", async () => {
    const tsc = await ran.tsc;
    expect(tsc.status, tsc.output).toBe(0);
  });

  it(`its unit tests that pin the sets of kinds and the generated files (${CHECKED.length} files)`, async () => {
    const r = await ran.units;
    expect(r.status, r.output.slice(-20_000)).toBe(0);
    expect(r.output).toMatch(new RegExp(`Test Files +${CHECKED.length} passed`));
  });

  it("npm run new refuses a name already taken: exit 1, and says nothing was written", async () => {
    const r = await ran.refusal;
    expect(r.status).toBe(1);
    expect(r.output).toMatchInlineSnapshot(`
      "new: the section kind "quote" exists already; nothing was written
      "
    `);
  });
});
