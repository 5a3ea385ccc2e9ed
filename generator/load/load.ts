import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { LineCounter, parseDocument, isMap, isScalar, type Document, type Node } from "yaml";
import { type Diagnostic, SpecError } from "../diagnostics.ts";

/** One YAML file of spec/ with enough kept to turn any instance path back into line:col. */
export interface SpecFile {
  /** Path relative to the project root (spec/site.yaml). */
  readonly file: string;
  /** Name of the JSON Schema in spec/schemas/ this file follows. */
  readonly schema: string;
  readonly source: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  /** Plain JavaScript value of the document. */
  readonly data: unknown;
}

/** Which schema each spec file follows, by path relative to spec/. */
export function schemaFor(rel: string): string | undefined {
  if (rel === "site.yaml") return "site.schema.json";
  if (rel === "ui.yaml") return "ui.schema.json";
  if (rel === "errors.yaml") return "errors.schema.json";
  if (rel === "routes.yaml") return "routes.schema.json";
  if (rel === "services/categories.yaml") return "service-categories.schema.json";
  if (rel.startsWith("services/")) return "service-catalogue.schema.json";
  if (rel.startsWith("forms/")) return "form.schema.json";
  if (rel.startsWith("case-studies/")) return "case-studies.schema.json";
  if (rel.startsWith("countries/")) return "country.schema.json";
  if (rel === "projects.yaml") return "projects.schema.json";
  if (rel === "pages/about.yaml") return "about-page.schema.json";
  if (rel === "pages/home.yaml") return "home-page.schema.json";
  if (rel === "pages/services.yaml") return "services-overview.schema.json";
  if (rel === "pages/tech-solutions.yaml") return "tech-page.schema.json";
  if (rel.startsWith("sections/")) return "service-section.schema.json";
  if (rel === "pages/recommend.yaml") return "recommend-page.schema.json";
  if (rel === "pages/contact.yaml") return "contact-page.schema.json";
  if (rel === "pages/terms.yaml" || rel === "pages/privacy.yaml") return "legal-page.schema.json";
  if (rel.startsWith("pages/")) return "landing-page.schema.json";
  return undefined;
}

function listYaml(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === "schemas") continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listYaml(full, base));
    else if (/\.ya?ml$/.test(entry.name)) out.push(relative(base, full));
  }
  return out;
}

/**
 * Finds the line and column (1-based) of the value at `path` in a loaded file, or of its key
 * when `atKey` is set; falls back to the nearest existing ancestor. Returns [0, 0] if unknown.
 */
export function locate(file: SpecFile, path: readonly (string | number)[], atKey = false): [number, number] {
  for (let n = path.length; n >= 0; n--) {
    const sub = path.slice(0, n);
    let range: [number, number, number] | undefined;
    if (atKey && n === path.length && n > 0) {
      const parent = file.doc.getIn(sub.slice(0, -1), true);
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === sub[sub.length - 1]);
        range = (pair?.key as Node | undefined)?.range ?? undefined;
      }
    } else {
      const node = sub.length === 0 ? file.doc.contents : file.doc.getIn(sub, true);
      range = (node as Node | undefined)?.range ?? undefined;
    }
    if (range) {
      const pos = file.lineCounter.linePos(range[0]);
      return [pos.line, pos.col];
    }
  }
  return [0, 0];
}

/**
 * Loads every YAML file under `specDir` (schemas excluded).
 * @param root project root; file names in results are relative to it.
 * @throws SpecError listing every syntax error and every file with no known schema.
 */
export function loadSpec(root: string, specDir = join(root, "spec")): SpecFile[] {
  if (!existsSync(specDir)) {
    throw new SpecError([{ file: relative(root, specDir), line: 0, col: 0, path: "(root)", message: "does not exist", hint: "run the generator from the project root" }]);
  }
  const problems: Diagnostic[] = [];
  const files: SpecFile[] = [];
  for (const rel of listYaml(specDir)) {
    const file = relative(root, join(specDir, rel));
    const source = readFileSync(join(specDir, rel), "utf8");
    const schema = schemaFor(rel.split("\\").join("/"));
    if (!schema) {
      problems.push({ file, line: 0, col: 0, path: "(root)", message: "is not a known spec file", hint: "spec files live at spec/{site,ui,errors,routes}.yaml, spec/{services,sections,forms,pages,case-studies,countries}/*.yaml and spec/projects.yaml" });
      continue;
    }
    const lineCounter = new LineCounter();
    const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) {
      for (const err of doc.errors) {
        const pos = lineCounter.linePos(err.pos[0]);
        problems.push({
          file, line: pos.line, col: pos.col, path: "(root)",
          message: `is not valid YAML: ${err.message.split("\n")[0]}`,
          hint: yamlHint(err.code),
          source,
        });
      }
      continue;
    }
    files.push({ file, schema, source, doc, lineCounter, data: doc.toJS() });
  }
  if (problems.length > 0) throw new SpecError(problems);
  return files;
}

function yamlHint(code: string): string {
  switch (code) {
    case "DUPLICATE_KEY": return "each key may appear once per mapping; remove or rename the second one";
    case "BAD_INDENT":
    case "MISSING_CHAR": return "check the indentation: items of one list or mapping must start in the same column";
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY": return "a value containing ': ' must be quoted";
    case "UNEXPECTED_TOKEN": return "quote values that start with a special character such as @, `, {, [ or *";
    default: return "quote text that contains ': ' or ' #', and indent nested keys with spaces";
  }
}
