/**
 * No kind is named outside its own module (one registry): every stage asks the
 * registry (generator/kinds/index.ts) for a kind's files, schema, page kinds and roles, so a kind
 * is added, renamed or removed in its module and one line of the registry. This test reads every
 * module of generator/ with TypeScript's parser and fails on a string literal that names a kind
 * of another module: a file or folder it reads ("routes.yaml", "spec/pages/") or its schema
 * ("page.schema.json").
 *
 * Not counted: generated files (model/raw/), a literal type (`kind: "people"`), and a
 * literal that is an element of an array: a path into a document (`["services", i, "title"]`)
 * or a list of IR members (`needs: ["site"]`, checked by TypeScript against the IR).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ts } from "ts-morph";
import { describe, expect, it } from "vitest";
import { kinds } from "../../../generator/kinds/index.ts";
import { projectRoot } from "../support/tmp-root.ts";

/**
 * The words that name a kind: its files (bare and under spec/) and schemas. Not its bare name
 * ("people", "services" and "site" are also keys of documents and members of the IR) nor its page
 * kinds ("country", "sections" are words of documents too): a page kind is typed `PageKind`,
 * which the registry generates, so TypeScript refuses one no kind declares.
 */
function kindWords(): Map<string, string> {
  const words = new Map<string, string>();
  for (const k of kinds()) {
    const own = k.files.flatMap((r) => [r.at, `spec/${r.at}`, r.schema]);
    for (const w of own) words.set(w, k.name);
  }
  return words;
}

/** One string literal of a module that names a kind the module is not. */
interface Naming {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly kind: string;
}

/** The string literals of `text` (a module at `file`, relative to the root) naming kinds other than `own`. */
function namings(file: string, text: string, words: ReadonlyMap<string, string>, own: string | undefined): Naming[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Naming[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      !ts.isArrayLiteralExpression(node.parent) &&
      !ts.isImportDeclaration(node.parent) &&
      !ts.isLiteralTypeNode(node.parent)
    ) {
      const kind = words.get(node.text);
      if (kind !== undefined && kind !== own)
        out.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: node.text, kind });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every TypeScript module of generator/ but the generated raw types, relative to the project root. */
function generatorModules(): string[] {
  return (readdirSync(join(projectRoot, "generator"), { recursive: true }) as string[])
    .map((f) => `generator/${f.split("\\").join("/")}`)
    .filter((f) => f.endsWith(".ts") && !f.startsWith("model/raw/"))
    .sort();
}

/** The kind whose module a file is (generator/kinds/<kind>.ts), if any. */
const ownKind = (file: string) => kinds().find((k) => file === `generator/kinds/${k.name}.ts`)?.name;

/**
 * Places that still read another kind's file by name, each with why; the list may only shrink
 * (the test fails on a new place and on one that is gone). Follow-up: give these reads
 * a role (as the route table has) or read what the other kind gives the IR.
 */
const KNOWN = [
  // the practice index pages check their practices against the categories file's positions
  `generator/kinds/service-sections.ts: "services/categories.yaml" names the kind "services"`,
  // the services read the service not-found texts and the brand palette's positions of the site kind
  `generator/kinds/services.ts: "errors.yaml" names the kind "site"`,
  `generator/kinds/services.ts: "site.yaml" names the kind "site"`,
];

describe("no kind is named outside its own module (generator/)", () => {
  const words = kindWords();

  it.each([
    ["a kind's schema compared by name", `const x = f.schema === "routes.schema.json";`, 1],
    ["a kind's file", `join(root, "spec/redirects.yaml");`, 1],
    ["a kind's file read by another", `input.file("routes.yaml");`, 1],
    ["a path into a document, which shares the word", `ctx.report(f, ["routes", 0], X);`, 0],
    ["a list of IR members", `const k = { needs: ["site", "people"] };`, 0],
  ])("finds %s", (_what, text, count) => {
    expect(namings("generator/x.ts", text, words, undefined)).toHaveLength(count);
  });

  // Parses some 80 modules: a few seconds on a busy machine.
  it("finds none in generator/", { timeout: 60_000 }, () => {
    const found = generatorModules().flatMap((f) => namings(f, readFileSync(join(projectRoot, f), "utf8"), words, ownKind(f)));
    const key = (n: Naming) => `${n.file}: "${n.text}" names the kind "${n.kind}"`;
    const lines = found.filter((n) => !KNOWN.includes(key(n))).map((n) => `${n.file}:${n.line}: "${n.text}" names the kind "${n.kind}"`);
    expect(
      KNOWN.filter((k) => !found.some((n) => key(n) === k)),
      "these places no longer name another kind: remove them from KNOWN",
    ).toEqual([]);
    expect(
      lines,
      `${lines.length} place(s) of generator/ name a kind outside its module (generator/kinds/<kind>.ts). Ask the registry (generator/kinds/index.ts: ruleWithRole, hasRole, pageKindNames, kinds()) or read what the kind gives the IR instead.`,
    ).toEqual([]);
  });

  it("looks at every module of generator/", () => {
    expect(generatorModules().length).toBeGreaterThan(40);
    expect(relative(projectRoot, join(projectRoot, "generator/kinds/index.ts"))).toBe(join("generator", "kinds", "index.ts"));
  });
});
