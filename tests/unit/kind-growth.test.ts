/**
 * The checklists of CONTRIBUTING.md, "Add a spec kind" and "Add a page kind", done on a copy of
 * the project: a new kind is written as its files alone, the
 * project's own tools run in the copy (`npm run schema-types`, `npm run generate`: its
 * registry, not this process's), and what comes out is checked: the data file and its type in
 * generated/model.ts type-check together; the page kind's route renders through the runtime's
 * table of page kinds. Each test also compares the copy with the project, file by file, so a
 * checklist that needs one more file than it says fails here.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Project, ts } from "ts-morph";
import { describe, expect, it, vi } from "vitest";
import type { PageAssets } from "../../runtime/app/render.tsx";
import { runGenerator } from "./support/cli.ts";
import { editOnce, projectRoot, snapshotDir, tmpRoots } from "./support/tmp-root.ts";

// Copying the project, the schema types and a generator run: a minute on a busy machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const tmpRoot = tmpRoots();

/** The folders a checklist may touch by hand, compared before and after (runtime/ where the copy has it). */
const WATCHED = ["spec", "generator", "runtime"] as const;

/**
 * What the tools write (generated files): the generator's raw types, the barrel of kind modules
 * (generator/kinds/modules.mjs, written by the generator's launcher and the schema types), and
 * generated/ itself (not watched).
 */
const isToolOutput = (rel: string) => rel.startsWith("generator/model/raw/") || rel === "generator/kinds/modules.gen.ts";

/** The files that differ between the project and the copy, in the watched folders, tool output left out. */
function changedFiles(root: string, extra: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const dir of WATCHED.filter((d) => existsSync(join(root, d)))) {
    const before = snapshotDir(join(projectRoot, dir));
    const after = snapshotDir(join(root, dir));
    for (const rel of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const path = `${dir}/${rel}`;
      if (before[rel] !== after[rel] && !isToolOutput(path) && !extra.includes(path)) out.push(path);
    }
  }
  return out.sort();
}

/** Lines added to a file of the copy, against the project's. */
function addedLines(root: string, rel: string): string[] {
  const before = new Set(readFileSync(join(projectRoot, rel), "utf8").split("\n"));
  return readFileSync(join(root, rel), "utf8")
    .split("\n")
    .filter((l) => !before.has(l));
}

/** Type errors of a file of generated/ in the copy, checked with the model it imports (strict; ts-morph's compiler and its bundled standard library). */
function typeErrors(root: string, rel: string): string[] {
  const project = new Project({ compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, types: [], target: ts.ScriptTarget.ES2022 } });
  project.addSourceFileAtPath(join(root, rel));
  project.resolveSourceFileDependencies();
  return project.getPreEmitDiagnostics().map((d) => {
    const m = d.getMessageText();
    return typeof m === "string" ? m : m.getMessageText();
  });
}

/** Runs a script of the copy with tsx, as `npm run` would there. */
function runScript(root: string, script: string): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, ["--import", "tsx", script], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

/** The kind's module: its files, its normalized type (copied into generated/model.ts), its IR member and its emitted file. */
const awardsModule = (pageKinds: string) => `/**
 * Transform of spec/awards.yaml: the agency's awards (a kind added by tests/unit/kind-growth.test.ts).
 */
import { dataFile } from "../emit/print.ts";
import { defineKind } from "./kind.ts";

// #region model
/** An award the agency won. */
export interface Award {
  readonly title: string;
  /** The year it was won. */
  readonly year: number;
}
// #endregion model

declare module "../model/ir.ts" {
  interface IR {
    readonly awards: readonly Award[];
  }
}

/** spec/awards.yaml: the awards (generated/awards.ts). */
export const awards = defineKind({
  name: "awards",${pageKinds}
  files: [{ at: "awards.yaml", schema: "awards.schema.json", rawType: "RawAwards" }],
  needs: [],
  gives: ["awards"],
  normalize: (_ctx, input) => ({ awards: input.files.flatMap((f) => (f.data as { awards: Award[] }).awards) }),
  emit: (ir) => [
    {
      id: "awards",
      reads: ir.awards,
      make: () =>
        dataFile("generated/awards.ts", ["Award"], [{ name: "awards", value: ir.awards, type: "readonly Award[]", docs: "The awards of spec/awards.yaml." }]),
    },
  ],
});
`;

/** The kind's schema: draft-07, closed, every property described. */
const AWARDS_SCHEMA = `${JSON.stringify(
  {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: "awards.schema.json",
    title: "Awards",
    description: "The awards the agency has won.",
    type: "object",
    additionalProperties: false,
    required: ["awards"],
    properties: {
      awards: {
        description: "Every award, newest first.",
        type: "array",
        items: {
          type: "object",
          additionalProperties: false,
          required: ["title", "year"],
          properties: {
            title: { description: "What the award is called.", type: "string", minLength: 1, maxLength: 120, pattern: "\\S" },
            year: { description: "The year it was won.", type: "integer", minimum: 1990, maximum: 2100 },
          },
        },
      },
    },
  },
  null,
  2,
)}\n`;

/** The content: its first line names its schema, which is all the editor needs. */
const AWARDS_YAML = `# yaml-language-server: $schema=./schemas/awards.schema.json
awards:
  - { title: Agency of the year, year: 2024 }
  - { title: Best media campaign in East Africa, year: 2023 }
`;

/** Writes the data kind's files into a copy: the registry finds the module by its name (generator/kinds/index.ts). */
function addDataKind(root: string, pageKinds = ""): void {
  writeFileSync(join(root, "generator/kinds/awards.ts"), awardsModule(pageKinds));
  writeFileSync(join(root, "spec/schemas/awards.schema.json"), AWARDS_SCHEMA);
  writeFileSync(join(root, "spec/awards.yaml"), AWARDS_YAML);
}

describe("Add a spec kind (CONTRIBUTING.md): a data kind is its module, its schema and its YAML", () => {
  it("generates its data file, typed by the model, from those three files alone", async () => {
    const root = tmpRoot({ generated: true });
    addDataKind(root);
    expect(changedFiles(root)).toEqual(["generator/kinds/awards.ts", "spec/awards.yaml", "spec/schemas/awards.schema.json"]);

    const run = await runGenerator(root);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    // The launcher found the module by its name: the registry's barrel imports it, the registry does not name it.
    expect(addedLines(root, "generator/kinds/modules.gen.ts")).toEqual(['export { awards } from "./awards.ts";']);
    expect(changedFiles(root)).toEqual(["generator/kinds/awards.ts", "spec/awards.yaml", "spec/schemas/awards.schema.json"]);
    const data = readFileSync(join(root, "generated/awards.ts"), "utf8");
    expect(data).toContain('title: "Agency of the year"');
    expect(data).toContain('import type { Award } from "./model";');
    const model = readFileSync(join(root, "generated/model.ts"), "utf8");
    expect(model).toContain("/** An award the agency won. */\nexport interface Award {");
    expect(model).not.toMatch(/#region|#endregion|declare module/);
    expect(typeErrors(root, "generated/awards.ts")).toEqual([]);
    // The check sees a type the model lacks (so the line above proves something).
    writeFileSync(join(root, "generated/not-a-kind.ts"), 'import type { Prize } from "./model";\nexport const x: readonly Prize[] = [];\n');
    expect(typeErrors(root, "generated/not-a-kind.ts")).toEqual([`Module '"./model"' has no exported member 'Prize'.`]);
  });
});

describe("Add a page kind (CONTRIBUTING.md): a spec kind with pageKinds, its route, and its screen with its row of the page table", () => {
  it("renders the new route through runtime/app/page-kinds.tsx, which finds the screen module", async () => {
    const root = tmpRoot({ generated: true });
    cpSync(join(projectRoot, "runtime"), join(root, "runtime"), { recursive: true });
    cpSync(join(projectRoot, "scripts"), join(root, "scripts"), { recursive: true });
    cpSync(join(projectRoot, "tsconfig.json"), join(root, "tsconfig.json"));
    addDataKind(root, '\n  pageKinds: { awards: { shows: "the awards the agency has won" } },');
    // The content: the route of the new page kind.
    editOnce(
      root,
      "spec/routes.yaml",
      "  - id: privacy\n",
      '  - id: awards\n    path: /awards\n    page: awards\n    title: "Awards | {{brand}}"\n    heading: Awards we have won\n    description: The awards BLU has won for its clients across Africa.\n  - id: privacy\n',
    );
    // The screen and its row of the runtime's table of page kinds (keyed by the generated PageKind), in one module.
    writeFileSync(
      join(root, "runtime/pages/AwardsPage.tsx"),
      `import { awards } from "../../generated/awards";
import type { RouteEntry } from "../../generated/model";
import type { Screens } from "../app/page-kinds";

/** The awards page: its heading and every award. */
export function AwardsPage({ route }: { route: RouteEntry }) {
  return (
    <section>
      <h1>{route.heading}</h1>
      <ul>
        {awards.map((a) => (
          <li key={a.title}>
            {a.title} ({a.year})
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The awards page kind's row of the page table. */
export const screens: Screens = { awards: { screen: AwardsPage } };
`,
    );

    // The schema types write the registry's page kinds into the route table's schema.
    const types = runScript(root, "scripts/schema/schema-types.ts");
    expect(types.output).toContain("generator/model/raw/");
    expect(types.status).toBe(0);
    const routesSchema = readFileSync(join(root, "spec/schemas/routes.schema.json"), "utf8");
    expect(routesSchema).toContain('"awards"');

    expect(changedFiles(root, ["spec/schemas/routes.schema.json"])).toEqual([
      "generator/kinds/awards.ts",
      "runtime/pages/AwardsPage.tsx",
      "spec/awards.yaml",
      "spec/routes.yaml",
      "spec/schemas/awards.schema.json",
    ]);

    const run = await runGenerator(root);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(readFileSync(join(root, "generated/model.ts"), "utf8")).toMatch(/export type PageKind =[^;]*\| "awards"/);
    expect(readFileSync(join(root, "generated/page-kinds.ts"), "utf8")).toContain('shows: "the awards the agency has won"');

    const assets: PageAssets = { css: ["/assets/app.css"], noscriptCss: "/assets/noscript.css", loader: "/assets/loader.js", fonts: [] };
    const { renderPage } = (await import(/* @vite-ignore */ join(root, "runtime/app/render.tsx"))) as typeof import("../../runtime/app/render.tsx");
    const page = renderPage("/awards", assets);
    expect(page.status).toBe(200);
    expect(page.route.page).toBe("awards");
    expect(page.html).toContain("<h1>Awards we have won</h1>");
    expect(page.html.replaceAll("<!-- -->", "")).toContain("<li>Agency of the year (2024)</li>");
    expect(page.html).toContain("<title>Awards | BLU");
  });
});
