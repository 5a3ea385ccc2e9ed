/**
 * A section kind is three files ("Add a section kind" in CONTRIBUTING.md): its schema
 * (spec/schemas/sections/<kind>.schema.json), its component (runtime/sections/<Kind>Section.tsx)
 * and its line in the section table (`SECTION_COMPONENTS` in runtime/sections/index.tsx). On a
 * throwaway copy of the project a tiny kind, `steps`, is added in exactly those three places and
 * placed on a page of spec/pages/; the copy's own tools then run (`npm run schema-types`,
 * `npm run generate`): the page schema lists the kind and offers its starter, the generator
 * copies the section as validated (no transform of its own) and types it in generated/model.ts,
 * the section table type-checks with it, and the page renders it between its own sections.
 * The test compares the copy with the project file by file, so a checklist that needs one more
 * hand edit than it says fails here.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type ComponentType, createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Project } from "ts-morph";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { RouteEntry } from "../../generated/model.ts";
import { runGenerator } from "./support/cli.ts";
import { editOnce, projectRoot, snapshotDir, tmpRoots } from "./support/tmp-root.ts";

// Copying the project, the schema types, a generator run and a type check: a minute or two on a busy machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const tmpRoot = tmpRoots();

/** File 1: the kind's schema: its kind a const, its fields described (the heading a shared definition), and its starter for the editor (`defaultSnippets`). */
const SCHEMA = `${JSON.stringify(
  {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: "sections/steps.schema.json",
    title: "Steps section",
    description: "Numbered steps under a heading.",
    defaultSnippets: [
      { label: "Steps section", description: "Numbered steps under a heading.", body: { kind: "steps", heading: "${1:Heading}", items: ["${2:A step}"] } },
    ],
    type: "object",
    additionalProperties: false,
    required: ["kind", "heading", "items"],
    properties: {
      kind: { description: "The section's kind: steps.", type: "string", const: "steps" },
      id: { description: "Anchor id of the section.", type: "string", pattern: "^[a-z][a-z0-9-]*$" },
      heading: { $ref: "../common.schema.json#/definitions/heading", description: "The section's heading." },
      items: { description: "The steps, in order.", type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
    },
  },
  null,
  2,
)}\n`;

/** File 2: the kind's component, in the house style of the library (SectionProps of its generated type, SectionHeading, Container). */
const COMPONENT = `import type { StepsSection as StepsSectionData } from "../../generated/model";
import { SectionHeading } from "../parts/SectionHeading";
import { Container } from "../primitives/Container";
import type { SectionProps } from "./shared";

/** Numbered steps under a heading. */
export function StepsSection({ section: s }: SectionProps<StepsSectionData>) {
  return (
    <section id={s.id} aria-labelledby={\`\${s.id}-heading\`} className="py-20">
      <Container>
        <SectionHeading id={\`\${s.id}-heading\`} heading={s.heading} />
        <ol data-steps="">
          {s.items.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
`;

/** The content: the contact page places the new section after its hero. */
const PLACED = "  - kind: steps\n    id: how\n    heading: How a workshop runs\n    items: [We listen, We write, We plan]\n  - kind: offices\n";

/** The folders a checklist may touch by hand, compared before and after. */
const WATCHED = ["spec", "generator", "runtime"] as const;

/** What the tools write: the raw types and the page schema's list of kinds (`npm run schema-types`). */
const TOOL_OUTPUT = (rel: string) => rel.startsWith("generator/model/raw/") || rel === "spec/schemas/page.schema.json";

/** The files that differ between the project and the copy, in the watched folders, tool output left out. */
function changedFiles(root: string): string[] {
  const out: string[] = [];
  for (const dir of WATCHED) {
    const before = snapshotDir(join(projectRoot, dir));
    const after = snapshotDir(join(root, dir));
    for (const rel of new Set([...Object.keys(before), ...Object.keys(after)])) {
      const path = `${dir}/${rel}`;
      if (before[rel] !== after[rel] && !TOOL_OUTPUT(path)) out.push(path);
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

/** The type errors of a ts-morph project, each with its file (relative to `root`). */
function typeErrors(project: Project, root: string): string[] {
  return project.getPreEmitDiagnostics().map((d) => {
    const m = d.getMessageText();
    return `${d.getSourceFile()?.getFilePath().replace(root, "") ?? ""}: ${typeof m === "string" ? m : m.getMessageText()}`;
  });
}

let root = "";
let types: { status: number | null; output: string };

beforeAll(() => {
  root = tmpRoot({ generated: true });
  for (const rel of ["runtime", "scripts", "tsconfig.json"]) cpSync(join(projectRoot, rel), join(root, rel), { recursive: true });
  // The three files of the kind.
  writeFileSync(join(root, "spec/schemas/sections/steps.schema.json"), SCHEMA);
  writeFileSync(join(root, "runtime/sections/StepsSection.tsx"), COMPONENT);
  editOnce(root, "runtime/sections/index.tsx", "  offices: OfficesSection,\n", "  offices: OfficesSection,\n  steps: StepsSection,\n");
  editOnce(
    root,
    "runtime/sections/index.tsx",
    'import type { SectionProps } from "./shared";\n',
    'import type { SectionProps } from "./shared";\nimport { StepsSection } from "./StepsSection";\n',
  );
  // The content that uses it.
  editOnce(root, "spec/pages/contact.yaml", "  - kind: offices\n", PLACED);
  // The copy's own schema types: they write the kind into the page schema and the raw types.
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/schema/schema-types.ts"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
  types = { status: r.status, output: `${r.stdout}${r.stderr}` };
});

describe("Add a section kind (CONTRIBUTING.md): its schema, its component and its line in the section table", () => {
  it("is those three files by hand (and the page that uses it); the tools write the rest", () => {
    expect(types.output).toContain("generator/model/raw/");
    expect(types.status).toBe(0);
    expect(changedFiles(root)).toEqual([
      "runtime/sections/StepsSection.tsx",
      "runtime/sections/index.tsx",
      "spec/pages/contact.yaml",
      "spec/schemas/sections/steps.schema.json",
    ]);
    expect(addedLines(root, "runtime/sections/index.tsx")).toEqual(['import { StepsSection } from "./StepsSection";', "  steps: StepsSection,"]);
  });

  it("the page schema lists the kind and offers its starter, written by npm run schema-types", () => {
    const page = JSON.parse(readFileSync(join(root, "spec/schemas/page.schema.json"), "utf8")) as {
      definitions: { section: { properties: { kind: { enum: string[] } }; defaultSnippets: { label: string; body: { kind: string } }[] } };
    };
    const kinds = page.definitions.section.properties.kind.enum;
    expect(kinds).toContain("steps");
    // The project's list differs by the new kind alone.
    const own = JSON.parse(readFileSync(join(projectRoot, "spec/schemas/page.schema.json"), "utf8")) as typeof page;
    expect(kinds.filter((k) => k !== "steps")).toEqual(own.definitions.section.properties.kind.enum);
    expect(page.definitions.section.defaultSnippets.filter((s) => s.body.kind === "steps").map((s) => s.label)).toEqual(["Steps section"]);
    expect(readFileSync(join(root, "generator/model/raw/sections.ts"), "utf8")).toContain("  steps: RawStepsSection;\n");
  });

  it("generates the section as validated, typed in generated/model.ts, and the section table type-checks with it", async () => {
    const run = await runGenerator(root);
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const pages = readFileSync(join(root, "generated/pages.ts"), "utf8");
    expect(pages).toContain(
      '        kind: "steps",\n        id: "how",\n        heading: "How a workshop runs",\n        items: ["We listen", "We write", "We plan"],\n',
    );
    const model = readFileSync(join(root, "generated/model.ts"), "utf8");
    expect(model).toMatch(/export type PageSection =[^;]*\| OfficesSection\n {2}\| StepsSection;/);
    expect(model).toContain('export type StepsSection = Omit<RawStepsSection, "id"> & { readonly id: string };');
    // The shared raw type its heading refers to comes along, so generated/model.ts stands alone.
    expect(model).toContain("  heading: RawHeading;\n");
    expect(model).toMatch(/\nexport type RawHeading = /);
    // The section table with what it imports, by the copy's tsconfig.json.
    const project = new Project({ tsConfigFilePath: join(root, "tsconfig.json"), skipAddingFilesFromTsConfig: true });
    const table = project.addSourceFileAtPath(join(root, "runtime/sections/index.tsx"));
    project.resolveSourceFileDependencies();
    expect(typeErrors(project, root)).toEqual([]);
    // The check sees a kind the table lacks (so the line above proves something): the line taken out, in memory.
    table.replaceWithText(table.getFullText().replace("  steps: StepsSection,\n", ""));
    expect(typeErrors(project, root).join("\n")).toContain("Property 'steps' is missing");
  });

  it("a page of sections renders the new kind in its place, by its kind alone", async () => {
    expect(existsSync(join(root, "generated/pages.ts"))).toBe(true);
    const { SectionsPage } = (await import(pathToFileURL(join(root, "runtime/pages/SectionsPage.tsx")).href)) as {
      SectionsPage: ComponentType<{ route: RouteEntry }>;
    };
    const route: RouteEntry = { id: "contact", path: "/contact", page: "sections", heading: "Contact us", urls: ["/contact"] };
    const html = renderToStaticMarkup(createElement(SectionsPage, { route }));
    expect(html).toContain('<section id="how" aria-labelledby="how-heading"');
    expect(html).toContain('<h2 id="how-heading"');
    expect(html).toContain('<ol data-steps=""><li>We listen</li><li>We write</li><li>We plan</li></ol>');
    // In the page's order: after the hero's h1, before the offices.
    const [h1, steps, offices] = ["<h1", 'id="how"', 'id="offices"'].map((s) => html.indexOf(s));
    expect(h1).toBeGreaterThanOrEqual(0);
    expect(h1).toBeLessThan(steps);
    expect(steps).toBeLessThan(offices);
  });
});
