/**
 * A section kind is three files (issue 32; "Add a section kind" in CONTRIBUTING.md): its schema
 * (spec/schemas/sections/<kind>.schema.json), its component (runtime/sections/<Kind>Section.tsx)
 * and its line in the section table (`SECTION_COMPONENTS` in runtime/sections/index.tsx). On a
 * throwaway copy of the project a tiny kind, `steps`, is added in exactly those three places;
 * the schema folder and the table then name the same kinds, an authored section of the kind is
 * checked by its schema, and a page of sections (runtime/pages/SectionsPage.tsx, imported from
 * the copy) renders it between the page's own sections, by its kind alone.
 * The generator's half (the page schema's list of kinds, the transform, the normalized type) is
 * outside this test: the page's data is written here as the generator emits it
 * (generated/pages.ts).
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Ajv } from "ajv";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RouteEntry } from "../../generated/model.ts";
import { editOnce, projectRoot } from "./support/tmp-root.ts";

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** File 1: the kind's schema, as a content owner's editor and the validate stage read it. */
const SCHEMA = {
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: "sections/steps.schema.json",
  title: "Steps section",
  description: "Numbered steps under a heading.",
  type: "object",
  additionalProperties: false,
  required: ["kind", "heading", "items"],
  properties: {
    kind: { const: "steps" },
    id: { type: "string", pattern: "^[a-z][a-z0-9-]*$" },
    heading: { type: "string", minLength: 1 },
    items: { type: "array", minItems: 1, items: { type: "string", minLength: 1 } },
  },
};

/** File 2: the kind's component, in the house style of the library (SectionHeading, Container). */
const COMPONENT = `import { SectionHeading } from "../parts/SectionHeading";
import { Container } from "../primitives/Container";

/** Numbered steps under a heading. */
export function StepsSection({ section: s }: { section: { id: string; heading: string; items: readonly string[] } }) {
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

/** The authored section, as a page of spec/pages/ writes it. */
const AUTHORED = { kind: "steps", id: "how", heading: "How a workshop runs", items: ["We listen", "We write", "We plan"] };

/** The section kinds a table of components registers (the test of tests/unit/growth-pages.test.ts reads it the same way). */
function tableKinds(source: string): string[] {
  return [...source.matchAll(/^ {2}"?([a-z-]+)"?: [A-Z]\w+Section,$/gm)].map((m) => m[1]).sort();
}

/** The kinds of a folder of section schemas. */
function schemaKinds(dir: string): string[] {
  return readdirSync(dir)
    .map((f) => f.replace(/\.schema\.json$/, ""))
    .sort();
}

let root = "";

beforeAll(() => {
  // A copy of what renders a page (runtime/, generated/ and the section schemas); node_modules is shared, read only.
  root = mkdtempSync(join(tmpdir(), "blu-section-kind-"));
  for (const dir of ["runtime", "generated", "spec/schemas/sections"]) cpSync(join(projectRoot, dir), join(root, dir), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  // The three files of the kind.
  writeFileSync(join(root, "spec/schemas/sections/steps.schema.json"), `${JSON.stringify(SCHEMA, null, 2)}\n`);
  writeFileSync(join(root, "runtime/sections/StepsSection.tsx"), COMPONENT);
  editOnce(root, "runtime/sections/index.tsx", "  offices: OfficesSection,\n", "  offices: OfficesSection,\n  steps: StepsSection,\n");
  editOnce(
    root,
    "runtime/sections/index.tsx",
    'import { RichTextSection } from "./RichTextSection";\n',
    'import { RichTextSection } from "./RichTextSection";\nimport { StepsSection } from "./StepsSection";\n',
  );
  // The generator's output for a page that places it after its hero (what `npm run generate` writes to generated/pages.ts).
  editOnce(
    root,
    "generated/pages.ts",
    '        kind: "offices",\n',
    `        kind: "steps",\n        id: "how",\n        heading: ${JSON.stringify(AUTHORED.heading)},\n        items: ${JSON.stringify(AUTHORED.items)},\n      },\n      {\n        kind: "offices",\n`,
  );
});

afterAll(() => {
  if (root.startsWith(tmpdir())) rmSync(root, { recursive: true, force: true });
});

describe("a section kind is its schema, its component and its line in the section table", () => {
  it("the schema folder and the section table name the same kinds, the new one among them", () => {
    const kinds = schemaKinds(join(root, "spec/schemas/sections"));
    expect(kinds).toContain("steps");
    expect(tableKinds(readFileSync(join(root, "runtime/sections/index.tsx"), "utf8"))).toEqual(kinds);
    // The real project's table and schemas agree too: the copy differs by the new kind alone.
    expect(tableKinds(readFileSync(join(projectRoot, "runtime/sections/index.tsx"), "utf8"))).toEqual(kinds.filter((k) => k !== "steps"));
  });

  it("its schema accepts the authored section and names what is wrong with a broken one", () => {
    const validate = new Ajv({ allErrors: true }).compile(SCHEMA);
    expect(validate(AUTHORED)).toBe(true);
    expect(validate({ kind: "steps", heading: "How", items: [] })).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.message}`)).toMatchInlineSnapshot(`
      [
        "/items must NOT have fewer than 1 items",
      ]
    `);
  });

  it("a page of sections renders the new kind in its place, by its kind alone", async () => {
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
