/**
 * The checklists `npm run new` starts (./new.ts, CONTRIBUTING.md): for each, the files it writes
 * (from the registry, the schemas folder and the tables of runtime/) and the edits of the tables
 * it adds a line to. Loaded by the command only once its command line is parsed, so that
 * `--help` and a mistyped flag answer at once.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { IndentationText, type ObjectLiteralExpression, Project, QuoteKind, SyntaxKind } from "ts-morph";
import { isMap, isSeq, parseDocument, type Scalar, type YAMLMap } from "yaml";
import { collections, kinds, ruleWithRole } from "../../generator/kinds/index.ts";
import { SECTIONS_DIR } from "../../generator/validate/schema-refs.ts";
import { pascalKind, sectionKinds } from "../schema/schema-types.ts";
import type { Checklist } from "./new.ts";

/** Where the things `new` writes live, relative to the project root (the tables it adds a line to included). */
export const PLACES = {
  schemas: "spec/schemas",
  kinds: "generator/kinds",
  sectionComponents: "runtime/sections",
  sectionTable: "runtime/sections/index.tsx",
  islands: "runtime/islands",
  islandTable: "runtime/islands/registry.ts",
  pages: "runtime/pages",
} as const;

/** A name of a kind, section kind or form: lowercase words joined by hyphens ("stats-band"). */
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** An island's name: a word in PascalCase ("PriceCalculator"). */
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

/** "stats-band" → "statsBand", the export name of a kind module (generator/kinds/modules.mjs). */
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** "stats-band" → "Stats band", for titles. */
const words = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1).replaceAll("-", " ")}`;
/** A JSON file as the schemas are written: two spaces, a final newline. */
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** One file `new` writes: its path from the root and its text, or an edit of a file that exists. */
export type Write = { readonly path: string; readonly text: string } | { readonly path: string; readonly edit: (text: string) => string };

/** What `new` makes for one checklist: the files it writes, and what the developer fills in next. */
export interface Plan {
  readonly writes: readonly Write[];
  /** The files to fill in, each with what goes there (printed at the end). */
  readonly next: readonly string[];
}

/** A name the command refuses, with why (printed as `new: <why>`, exit 1). */
export class Refused extends Error {}

// ── the checklists ─────────────────────────────────────────────────────────────────────

/** "Add a section kind": its schema, its component, its line in the section table. */
function sectionPlan(root: string, kind: string): Plan {
  if (!KEBAB.test(kind)) throw new Refused(`a section kind is lowercase words joined by hyphens, such as stats-band, not "${kind}"`);
  if (sectionKinds(join(root, PLACES.schemas)).includes(kind)) throw new Refused(`the section kind "${kind}" exists already`);
  const Kind = pascalKind(kind);
  const schema = `${PLACES.schemas}/${SECTIONS_DIR}/${kind}.schema.json`;
  const component = `${PLACES.sectionComponents}/${Kind}Section.tsx`;
  const description = "A heading and a list of short texts.";
  return {
    writes: [
      {
        path: schema,
        text: json({
          $schema: "http://json-schema.org/draft-07/schema#",
          $id: `${SECTIONS_DIR}/${kind}.schema.json`,
          title: `${words(kind)} section`,
          description,
          defaultSnippets: [
            {
              label: `${words(kind)} section`,
              description,
              starterTexts: ["heading", "items"],
              // biome-ignore lint/suspicious/noTemplateCurlyInString: a snippet's tab stops (VS Code's syntax), not a template.
              body: { kind, heading: "${1:Heading}", items: ["${2:A short text of a sentence or two.}"] },
            },
          ],
          type: "object",
          additionalProperties: false,
          required: ["kind", "heading", "items"],
          properties: {
            kind: { title: "Kind", description: `The section's kind: ${kind}.`, type: "string", const: kind },
            id: {
              $ref: "../common.schema.json#/definitions/slug",
              title: "ID",
              description:
                "A short name for this section, so that a link can jump straight to it (for example our-work): lowercase words joined by hyphens, different from the other sections of the page. Leave it empty if nothing links here.",
              $comment: "Anchor id of the section (kebab-case), unique on the page; links may point at #id. Defaults to the kind and the section's position.",
              type: "string",
              maxLength: 60,
            },
            heading: { $ref: "../common.schema.json#/definitions/heading", title: "Heading", description: "The section's heading." },
            items: {
              title: "Items",
              description: "The short texts, in the order they are shown.",
              type: "array",
              minItems: 1,
              items: { $ref: "../common.schema.json#/definitions/text" },
            },
          },
        }),
      },
      {
        path: component,
        text: `import type { ${Kind}Section as ${Kind}SectionData } from "../../model/index.ts";
import { SectionHeading } from "../parts/SectionHeading";
import { Container } from "../primitives/Container";
import type { SectionProps } from "./shared";

/** The ${kind} section: its heading and its texts (spec/schemas/${SECTIONS_DIR}/${kind}.schema.json). */
export function ${Kind}Section({ section: s }: SectionProps<${Kind}SectionData>) {
  return (
    <section id={s.id} aria-labelledby={\`\${s.id}-heading\`} className="py-20">
      <Container>
        <SectionHeading id={\`\${s.id}-heading\`} heading={s.heading} />
        <ul className="mt-8 grid gap-4">
          {s.items.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
`,
      },
      {
        path: PLACES.sectionTable,
        edit: (text) =>
          addToTable(text, PLACES.sectionTable, "SECTION_COMPONENTS", KEBAB.test(kind) && kind.includes("-") ? `"${kind}"` : kind, `${Kind}Section`, {
            named: `${Kind}Section`,
            from: `./${Kind}Section`,
          }),
      },
    ],
    next: [
      `${schema}: the section's fields, each with a title, a description and an example; its starter (defaultSnippets)`,
      `${component}: its markup (every word from the section's data)`,
      "a page of spec/pages/ that places it, to see it",
    ],
  };
}

/** The names and files a data kind called `name` would take, refused when one is taken. */
function checkKindName(name: string, what: string): void {
  if (!KEBAB.test(name)) throw new Refused(`a ${what} is named in lowercase words joined by hyphens, such as awards, not "${name}"`);
  const taken = kinds().find((k) => k.name === name || (k.gives as readonly string[]).includes(camel(name)) || Object.keys(k.pageKinds ?? {}).includes(name));
  if (taken) throw new Refused(`the name "${name}" is taken by the kind "${taken.name}"`);
}

/** "Add a spec kind": its module, its schema, its YAML. */
function dataKindPlan(_root: string, name: string, pageKind?: string): Plan {
  checkKindName(name, pageKind ? "page kind" : "data kind");
  const id = camel(name);
  const Type = `${pascalKind(name)}Item`;
  const module = `${PLACES.kinds}/${name}.ts`;
  const schema = `${PLACES.schemas}/${name}.schema.json`;
  const data = `spec/${name}.yaml`;
  const shows = `the ${name.replaceAll("-", " ")}`;
  return {
    writes: [
      {
        path: `model/kinds/${name}.ts`,
        text: `/** The normalized types of the ${name} kind (${module}): what generated/${name}.ts is typed with. */

/** One record of ${data}. */
export interface ${Type} {
  /** What the record is called. */
  readonly title: string;
}
`,
      },
      {
        path: module,
        text: `/**
 * The ${name} kind: reads ${data} (${schema}) and writes generated/${name}.ts.
 */
import type { ${Type} } from "../../model/kinds/${name}.ts";
import { dataFile } from "../emit/print.ts";
import { defineKind } from "./kind.ts";

declare module "../model/ir.ts" {
  interface IR {
    readonly ${id}: readonly ${Type}[];
  }
}

/** ${data}: its records, in order (generated/${name}.ts). */
export const ${id} = defineKind({
  name: "${name}",${pageKind ? `\n  pageKinds: { "${pageKind}": { shows: "${shows}" } },` : ""}
  files: [{ at: "${name}.yaml", schema: "${name}.schema.json", rawType: "Raw${pascalKind(name)}" }],
  needs: [],
  gives: ["${id}"],
  normalize: (_ctx, input) => ({ ${id}: input.files.flatMap((f) => (f.data as { items: ${Type}[] }).items) }),
  emit: (ir) => [
    {
      id: "${name}",
      reads: ir.${id},
      make: () => dataFile("generated/${name}.ts", ["${Type}"], [{ name: "${id}", value: ir.${id}, type: "readonly ${Type}[]", docs: "The records of ${data}." }]),
    },
  ],
});
`,
      },
      {
        path: schema,
        text: json({
          $schema: "http://json-schema.org/draft-07/schema#",
          $id: `${name}.schema.json`,
          title: words(name),
          description: `The ${name.replaceAll("-", " ")}, one record each.`,
          type: "object",
          additionalProperties: false,
          required: ["items"],
          properties: {
            items: {
              title: "Items",
              description: "Every record, in the order they are shown.",
              type: "array",
              minItems: 1,
              items: {
                type: "object",
                additionalProperties: false,
                required: ["title"],
                properties: {
                  title: { $ref: "common.schema.json#/definitions/heading", title: "Title", description: "What the record is called." },
                },
              },
            },
          },
        }),
      },
      {
        path: data,
        text: `# yaml-language-server: $schema=./schemas/${name}.schema.json\nitems:\n  - title: The first record\n`,
      },
    ],
    next: [
      `${schema}: the record's fields, each with a title and a description`,
      `${module}: the record's type (between the model lines) and what normalize makes of the file`,
      `${data}: the records`,
    ],
  };
}

/** "Add a page kind": a data kind declaring the page kind, its route and its screen. */
function pageKindPlan(root: string, name: string): Plan {
  const data = dataKindPlan(root, name, name);
  const routes = `spec/${ruleWithRole("route-table").at}`;
  const Page = `${pascalKind(name)}Page`;
  const screen = `${PLACES.pages}/${Page}.tsx`;
  return {
    writes: [
      ...data.writes,
      { path: routes, edit: (text) => addRoute(text, routes, name) },
      {
        path: screen,
        text: `import { ${camel(name)} } from "../../generated/${name}";
import type { RouteEntry } from "../../model/index.ts";
import type { Screens } from "../app/page-kinds";
import { Container } from "../primitives/Container";

/** The ${name} page: its heading (from the route table) and every record of spec/${name}.yaml. */
export function ${Page}({ route }: { route: RouteEntry }) {
  return (
    <Container className="py-20">
      <h1 className="font-display text-4xl font-bold">{route.heading}</h1>
      <ul className="mt-8 grid gap-4">
        {${camel(name)}.map((item) => (
          <li key={item.title}>{item.title}</li>
        ))}
      </ul>
    </Container>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders. */
export const screens: Screens = { "${name}": { screen: ${Page} } };
`,
      },
    ],
    next: [...data.next, `${routes}: the route's path, title, heading and description`, `${screen}: the page's markup (every word from the spec)`],
  };
}

/** "Add an island": its component and its line in the island table. */
function islandPlan(root: string, given: string): Plan {
  const name = KEBAB.test(given) ? pascalKind(given) : given;
  if (!PASCAL.test(name)) throw new Refused(`an island is named by a word in PascalCase, such as PriceCalculator, not "${given}"`);
  const table = readFileSync(join(root, PLACES.islandTable), "utf8");
  if (tableKeys(table, PLACES.islandTable, "islands").includes(name)) throw new Refused(`the island "${name}" exists already`);
  const component = `${PLACES.islands}/${name}.tsx`;
  return {
    writes: [
      {
        path: component,
        text: `/** The ${name} island's props: JSON in the page's HTML. */
export interface ${name}Props {
  readonly label: string;
}

/** The ${name} island: complete, working HTML at build time first; the browser brings it to life. */
export default function ${name}({ label }: ${name}Props) {
  return <button type="button">{label}</button>;
}
`,
      },
      { path: PLACES.islandTable, edit: (text) => addToTable(text, PLACES.islandTable, "islands", name, `() => import("./${name}")`) },
    ],
    next: [`${component}: the island's markup and behaviour`, `a page that places it: <Island name="${name}" client="visible" props={{ label: "…" }} />`],
  };
}

/** "Add a form": spec/forms/<id>.yaml, sent to the site's own form inbox. */
function formPlan(_root: string, id: string): Plan {
  if (!KEBAB.test(id)) throw new Refused(`a form id is lowercase words joined by hyphens, such as callback, not "${id}"`);
  const forms = collections()
    .find((c) => c.collection.name === "forms")
    ?.kind.files.find((r) => r.at.endsWith("/"))?.at;
  if (!forms) throw new Refused("no kind of generator/kinds/ holds the forms collection");
  const path = `spec/${forms}${id}.yaml`;
  return {
    writes: [
      {
        path,
        text: `# yaml-language-server: $schema=../schemas/form.schema.json
id: ${id}
heading: Tell us about your project
intro: Leave your details and a strategist replies within one working day.
validation: table
fields:
  - { name: name, label: Full name, type: text, autocomplete: name }
  - { name: email, label: Email address, type: email, autocomplete: email }
rules:
  - { field: name, rule: required, message: Please enter your name }
  - { field: email, rule: required, message: Please enter your email address }
  - { field: email, rule: email, message: Please enter a valid email address }
submit:
  label: Send
  sending: Sending...
  success: Thank you, we will be in touch.
  onSuccess: clear
  requiredHint: All fields are required.
transport:
  kind: emailjs
  origin: ""
  serviceOrigins: [https://api.emailjs.com]
  serviceId: service_blu_site
  templateId: template_${id.replaceAll("-", "_")}
  publicKey: blu-public-key
  blockHeadless: false
  blockList: []
  limitRate: { id: ${id}-form, throttleMs: 3000 }
  honeypot: b_${id.replaceAll("-", "_")}_form
`,
      },
    ],
    next: [`${path}: its heading, fields, rules, messages and where it is sent`, `a page that places it: a section of kind form with form: ${id}`],
  };
}

/** The checklists by the word that names them on the command line. */
export const CHECKLISTS: Readonly<Record<Checklist, (root: string, name: string) => Plan>> = {
  section: sectionPlan,
  "page-kind": pageKindPlan,
  "data-kind": (root, name) => dataKindPlan(root, name),
  island: islandPlan,
  form: formPlan,
};

// ── edits of the tables ────────────────────────────────────────────────────────────────

/** The object literal a `const` of a module is (through a `satisfies`), or an error naming what is missing. */
function objectOf(project: Project, text: string, file: string, constName: string): ObjectLiteralExpression {
  const source = project.createSourceFile(file, text, { overwrite: true });
  let init = source.getVariableDeclaration(constName)?.getInitializer();
  if (init?.isKind(SyntaxKind.SatisfiesExpression)) init = init.getExpression();
  if (!init?.isKind(SyntaxKind.ObjectLiteralExpression)) throw new Refused(`${file} has no table ${constName} = { … } to add a line to`);
  return init;
}

const tsProject = () =>
  new Project({ useInMemoryFileSystem: true, manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double } });

/** The keys of a table (an object literal assigned to `constName`). */
function tableKeys(text: string, file: string, constName: string): string[] {
  return objectOf(tsProject(), text, file, constName)
    .getProperties()
    .flatMap((p) => (p.isKind(SyntaxKind.PropertyAssignment) ? [p.getName().replace(/^"(.*)"$/, "$1")] : []));
}

/** A module's text with one more line in its table `constName` (at the end) and, when given, one more named import. */
function addToTable(text: string, file: string, constName: string, key: string, value: string, imp?: { named: string; from: string }): string {
  const project = tsProject();
  const table = objectOf(project, text, file, constName);
  table.addPropertyAssignment({ name: key, initializer: value });
  const source = table.getSourceFile();
  if (imp) {
    // In the order of the imports around it (by path, case aside, as Biome sorts them).
    const imports = source.getImportDeclarations();
    const key = (s: string) => s.toLowerCase();
    const after = imports.find((d) => d.getModuleSpecifierValue().startsWith("./") && key(d.getModuleSpecifierValue()) > key(imp.from));
    const index = after ? after.getChildIndex() : (imports.at(-1)?.getChildIndex() ?? -1) + 1;
    source.insertImportDeclaration(index, { namedImports: [imp.named], moduleSpecifier: imp.from });
  }
  return source.getFullText();
}

/**
 * The route table's text with a route of the page kind `name` added (yaml's Document API, so
 * its comments and layout stay): before the first route whose path starts with a parameter
 * (which would take the new path), else at the end.
 */
function addRoute(text: string, file: string, name: string): string {
  const doc = parseDocument(text);
  const routes = doc.get("routes");
  if (!isSeq(routes)) throw new Refused(`${file} has no list of routes`);
  const ids = routes.items.map((r) => (isMap(r) ? String(r.get("id")) : ""));
  if (ids.includes(name)) throw new Refused(`${file} has a route "${name}" already`);
  const at = routes.items.findIndex((r) => isMap(r) && String(r.get("path")).startsWith("/:"));
  const route = doc.createNode({
    id: name,
    path: `/${name}`,
    page: name,
    title: `${words(name)} | {{brand}}`,
    heading: words(name),
    description: `Everything about ${name.replaceAll("-", " ")} at the agency, in one place for clients across Africa and the UK.`,
  }) as YAMLMap;
  // Quoted, as the route table's other titles are.
  (route.get("title", true) as Scalar).type = "QUOTE_DOUBLE";
  routes.items.splice(at < 0 ? routes.items.length : at, 0, route);
  return doc.toString({ lineWidth: 0 });
}

// ── the command ────────────────────────────────────────────────────────────────────────

/**
 * Writes the files of one checklist into the project at `root`: refuses (before writing
 * anything) a name taken or a file already there, so nothing is overwritten; formats the
 * TypeScript it wrote or edited with Biome when the project has it.
 * @returns the paths written, relative to the root, and what to fill in next
 * @throws Refused when the name is taken, malformed, or a file exists
 */
export function writeChecklist(root: string, what: string, name: string): { written: string[]; next: readonly string[] } {
  const make = CHECKLISTS[what as Checklist];
  if (!make) throw new Refused(`"${what}" is not one of ${Object.keys(CHECKLISTS).join(", ")}`);
  const plan = make(root, name);
  const texts = plan.writes.map((w) => {
    const path = join(root, w.path);
    if ("text" in w) {
      if (existsSync(path)) throw new Refused(`${w.path} exists already`);
      return { path, rel: w.path, text: w.text };
    }
    return { path, rel: w.path, text: w.edit(readFileSync(path, "utf8")) };
  });
  for (const t of texts) {
    mkdirSync(dirname(t.path), { recursive: true });
    writeFileSync(t.path, t.text);
  }
  const code = texts.filter((t) => /\.(tsx?|json)$/.test(t.rel)).map((t) => t.rel);
  const biome = join(root, "node_modules/.bin/biome");
  if (code.length && existsSync(biome) && existsSync(join(root, "biome.jsonc")))
    spawnSync(biome, ["check", "--write", "--no-errors-on-unmatched", ...code], { cwd: root, stdio: "ignore" });
  return { written: texts.map((t) => t.rel), next: plan.next };
}
