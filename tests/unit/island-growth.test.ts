/**
 * An island is its files and its one line in the island table: on a
 * throwaway copy of runtime/, a new React island is two files (its component and its line in
 * runtime/islands/registry.ts, both written by `npm run new -- island <Name>`'s function,
 * scripts/kinds/checklists.ts) and a new decoration three (its component, its browser module and
 * its line, written by hand: no command makes a decoration). Nothing else names them, yet both sides pick them up: the build-time renderer
 * renders them inside their <blu-island> markers on a page that places them (the prerender's
 * output), and a Vite build of the browser's loader splits each into a chunk of its own that the
 * loader fetches by name, with no React for the decoration. A decoration whose line has no
 * build-time component is refused with a message that says what to add.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { build, type Rolldown } from "vite";
import type { PageAssets } from "../../runtime/app/document.ts";
import { writeChecklist } from "../../scripts/kinds/checklists.ts";
import { editOnce, projectRoot, snapshotDir } from "./support/tmp-root.ts";

// A Vite build and the whole renderer, loaded afresh from the copy: leave room on a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** The new decoration's build-time component: runtime/islands/Glow.tsx. */
const GLOW = `/** A fixture decoration: a line that glows once its browser module runs. */
export default function Glow({ text }: { readonly text: string; readonly colour: string }) {
  return <p data-glow>{text}</p>;
}
`;

/** The new decoration's browser module, no React: runtime/islands/decor/glow.ts. */
const GLOW_DECOR = `/** Marks the line with its colour. */
export function enhance(island: HTMLElement, { colour }: { readonly text: string; readonly colour: string }): void {
  island.querySelector<HTMLElement>("[data-glow]")?.setAttribute("data-colour", colour);
}
`;

/** The decoration's line in the island table. */
const GLOW_LINE = `export const islands = {
  Glow: { decorate: () => import("./decor/glow"), ...(SSR && { render: () => import("./Glow") }) },
`;

/** A page that places both: the footer of every page (the use, not part of adding an island). */
const PLACED = `<Island name="Greeting" client="idle" props={{ label: "Hello, Amina" }} />
      <Island name="Glow" client="visible" props={{ text: "Glowing", colour: "blue" }} />
      <Island name="ScrollToTop"`;

const ASSETS: PageAssets = { css: [], noscriptCss: null, loader: "/loader.js", fonts: [], ogCards: null } as unknown as PageAssets;

const roots: string[] = [];
afterAll(() => {
  for (const dir of roots) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway copy of runtime/ and generated/ (what the renderer reads), node_modules linked. */
function copyRuntime(): string {
  const root = mkdtempSync(join(tmpdir(), "blu-islands-"));
  roots.push(root);
  for (const dir of ["runtime", "generated"]) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  return root;
}

/** Adds the island (by its checklist's command) and the decoration (by hand) to a copy, as a developer would. */
function addIslands(root: string): void {
  expect(writeChecklist(root, "island", "Greeting").written).toEqual(["runtime/islands/Greeting.tsx", "runtime/islands/registry.ts"]);
  writeFileSync(join(root, "runtime/islands/Glow.tsx"), GLOW);
  mkdirSync(join(root, "runtime/islands/decor"), { recursive: true });
  writeFileSync(join(root, "runtime/islands/decor/glow.ts"), GLOW_DECOR);
  editOnce(root, "runtime/islands/registry.ts", "export const islands = {\n", GLOW_LINE);
}

let root: string;
beforeAll(() => {
  root = copyRuntime();
  addIslands(root);
  editOnce(root, "runtime/layout/Footer.tsx", '<Island name="ScrollToTop"', PLACED);
});

describe("adding an island", () => {
  it("is its own files and its line in the island table: nothing else under runtime/ changes but the page that places it", () => {
    const before = snapshotDir(join(projectRoot, "runtime"));
    const after = snapshotDir(join(root, "runtime"));
    const changed = Object.keys(after).filter((file) => before[file] !== after[file]);
    expect(changed.sort()).toEqual(["islands/Glow.tsx", "islands/Greeting.tsx", "islands/decor/glow.ts", "islands/registry.ts", "layout/Footer.tsx"]);
  });
});

describe("the build-time renderer", () => {
  it("renders the new island and decoration inside their markers, with their props, on a page that places them", async () => {
    const { renderPage } = (await import(pathToFileURL(join(root, "runtime/app/render.tsx")).href)) as typeof import("../../runtime/app/render.tsx");
    const { html, status } = renderPage("/", ASSETS);
    expect(status).toBe(200);
    const markers = [...html.matchAll(/<blu-island name="(?:Greeting|Glow)"[^>]*>.*?<\/blu-island>/g)].map((m) => m[0]);
    expect(markers).toMatchInlineSnapshot(`
      [
        "<blu-island name="Greeting" client="idle" props="{&quot;label&quot;:&quot;Hello, Amina&quot;}"><button type="button">Hello, Amina</button></blu-island>",
        "<blu-island name="Glow" client="visible" props="{&quot;text&quot;:&quot;Glowing&quot;,&quot;colour&quot;:&quot;blue&quot;}"><p data-glow="true">Glowing</p></blu-island>",
      ]
    `);
  });
});

describe("the browser's loader", () => {
  let output: Rolldown.RolldownOutput;
  beforeAll(async () => {
    output = (await build({
      root,
      configFile: false,
      logLevel: "silent",
      build: { write: false, manifest: false, target: "es2022", rolldownOptions: { input: join(root, "runtime/islands/loader.ts") } },
    })) as Rolldown.RolldownOutput;
  });

  const chunks = () => output.output.filter((o): o is Rolldown.OutputChunk => o.type === "chunk");
  /** The chunk a module of the copy starts, by its path under runtime/islands/. */
  const chunkOf = (file: string) => chunks().find((c) => c.facadeModuleId === join(root, "runtime/islands", file));
  /** Every module of the copy's runtime/ in the browser bundle, relative to runtime/. */
  const modules = () =>
    chunks().flatMap((c) => c.moduleIds.filter((id) => id.startsWith(join(root, "runtime"))).map((id) => id.slice(join(root, "runtime/").length)));

  it("fetches the new island and the decoration's browser module by name, each a chunk of its own", () => {
    const loader = chunks().find((c) => c.isEntry)!;
    expect(chunkOf("Greeting.tsx")).toBeDefined();
    expect(chunkOf("decor/glow.ts")).toBeDefined();
    expect(loader.dynamicImports).toEqual(expect.arrayContaining([chunkOf("Greeting.tsx")!.fileName, chunkOf("decor/glow.ts")!.fileName]));
    expect(loader.code).toMatch(/Greeting:\(\)=>/);
    expect(loader.code).toMatch(/Glow:\{decorate:\(\)=>/);
  });

  it("leaves every decoration's build-time component out of the browser bundle", () => {
    expect(modules()).toContain("islands/Greeting.tsx");
    expect(modules()).toContain("islands/decor/glow.ts");
    expect(
      modules().filter((m) =>
        ["Glow", "Marquee", "RotatingWord", "Typewriter", "ScrollToTop", "Breadcrumb", "BannerVideo"].some((d) => m === `islands/${d}.tsx`),
      ),
    ).toEqual([]);
    expect(modules()).not.toContain("islands/Island.tsx");
  });
});

describe("a decoration without its build-time component", () => {
  it("is refused when the renderer loads the table, naming what to add", async () => {
    const broken = copyRuntime();
    mkdirSync(join(broken, "runtime/islands/decor"), { recursive: true });
    writeFileSync(join(broken, "runtime/islands/decor/glow.ts"), GLOW_DECOR);
    editOnce(
      broken,
      "runtime/islands/registry.ts",
      "export const islands = {\n",
      'export const islands = {\n  Glow: { decorate: () => import("./decor/glow") },\n',
    );
    await expect(import(pathToFileURL(join(broken, "runtime/islands/Island.tsx")).href)).rejects.toThrowErrorMatchingInlineSnapshot(
      `[Error: The island "Glow" decorates in the browser but has no component to render at build time: add \`...(SSR && { render: () => import("./Glow") })\` to its line in runtime/islands/registry.ts]`,
    );
  });
});
