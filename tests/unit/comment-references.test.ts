/**
 * Comments that lead somewhere (docs/architecture.md#style-by-example): no comment, test title,
 * schema note or document points at a section number of the product specification, an issue
 * number or a design document, none of which a reader of this repository has. A rule a comment
 * needs to cite is written in docs/ and linked (`docs/architecture.md#forms`).
 *
 * Content cannot break it: of a YAML file (spec/, the frozen launch content) only the comments
 * are read, never the texts a visitor reads; generated/ and public/ are not read at all (what
 * they say comes from code and content checked here or from content).
 */
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { CST, Lexer, LineCounter } from "yaml";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** What counts as a pointer nobody can follow, each with a name for the failure message. */
const REFERENCES: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: "section number", pattern: /§\s?\d/ },
  { name: "issue number", pattern: /\bissues? #?\d/i },
  { name: "design document", pattern: /\bDESIGN\b/ },
];

/** The folders read (with the files at the root); everything else is content, output or tools' state. */
const FOLDERS = [
  ".ci",
  ".devcontainer",
  ".github",
  ".vscode",
  "docs",
  "editor",
  "generator",
  "lib",
  "media",
  "model",
  "runtime",
  "scripts",
  "server",
  "spec",
  "tests",
];
/** Never descended into, at any depth. */
const SKIP_DIRS = new Set(["node_modules", ".git", ".fixture-site", "dist", "generated", "public", "test-results", "playwright-report"]);
/** Text files that are code, configuration or documentation. */
const TEXT = new Set([".ts", ".tsx", ".mts", ".mjs", ".js", ".cjs", ".json", ".jsonc", ".md", ".css", ".html", ".toml", ".sh", ".yaml", ".yml"]);

/** One reference found: where (root-relative path, 1-based line) and which kind. */
interface Found {
  readonly at: string;
  readonly kind: string;
}

/** The kinds of reference in one piece of text (a comment or a line), in REFERENCES order. */
function referencesIn(text: string): string[] {
  return REFERENCES.filter((r) => r.pattern.test(text)).map((r) => r.name);
}

/** The comments of a YAML text, each with its 1-based line, read by yaml's lexer (a `#` inside a quoted text is no comment). */
function yamlComments(source: string): { line: number; text: string }[] {
  const lines = new LineCounter();
  lines.addNewLine(0); // as yaml's Parser does: line 1 starts at offset 0
  let offset = 0;
  const comments: { line: number; text: string }[] = [];
  for (const token of new Lexer().lex(source)) {
    // The lexer's control tokens mark structure and take no room in the source.
    if (token === CST.DOCUMENT || token === CST.FLOW_END || token === CST.SCALAR) continue;
    if (token.startsWith("#")) comments.push({ line: lines.linePos(offset).line, text: token });
    for (let i = token.indexOf("\n"); i !== -1; i = token.indexOf("\n", i + 1)) lines.addNewLine(offset + i + 1);
    offset += token.length;
  }
  return comments;
}

/** Every reference in one file: YAML by its comments, any other text line by line. */
function referencesInFile(path: string): Found[] {
  const source = readFileSync(path, "utf8");
  const at = relative(root, path);
  const ext = extname(path);
  const pieces = ext === ".yaml" || ext === ".yml" ? yamlComments(source) : source.split("\n").map((text, i) => ({ line: i + 1, text }));
  return pieces.flatMap(({ line, text }) => referencesIn(text).map((kind) => ({ at: `${at}:${line}`, kind })));
}

/** The text files under `dir` (absolute paths), recursively, skipping SKIP_DIRS. */
function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : textFiles(path);
    return entry.isFile() && TEXT.has(extname(entry.name)) ? [path] : [];
  });
}

/** The files the check reads: the root's own text files and those of FOLDERS that exist. */
function checkedFiles(): string[] {
  const top = readdirSync(root, { withFileTypes: true });
  const own = top.filter((e) => e.isFile() && TEXT.has(extname(e.name)) && e.name !== "package-lock.json").map((e) => join(root, e.name));
  const folders = top.filter((e) => e.isDirectory() && FOLDERS.includes(e.name)).flatMap((e) => textFiles(join(root, e.name)));
  return [...own, ...folders];
}

/** The section sign and the design document's name, spelt so that this file passes its own check. */
const SIGN = "\u00a7";
const DESIGN_DOC = "design".toUpperCase();

describe("a reference nobody can follow", () => {
  it.each([
    [`the fixed bar of service pages (${SIGN}2 Breadcrumb)`, ["section number"]],
    [`the rule of ${SIGN} 9 timings`, ["section number"]],
    [`a balanced masonry (issue ${12})`, ["issue number"]],
    [`See Issues #${30} and 31.`, ["issue number"]],
    [`as the ${DESIGN_DOC} document says`, ["design document"]],
    ["the rule of docs/forms.md#validation", []],
    [`no file paths, commands, "${SIGN}" or issue numbers`, []],
    [`the byte is “${SIGN}” in Latin-1`, []],
    ["the newsletter's issues, monthly", []],
    ["a design decision", []],
  ])("%j finds %j", (text, kinds) => {
    expect(referencesIn(text)).toEqual(kinds);
  });

  it("reads only the comments of a YAML file, with their lines", () => {
    const source = [
      `# The practices (${SIGN}2), in display order.`,
      `title: 'Newsletter issue ${12} # of the year'`,
      `body: See issue ${4}.   # said by issue ${7}`,
    ].join("\n");
    expect(yamlComments(source).map(({ line, text }) => ({ line, kinds: referencesIn(text) }))).toEqual([
      { line: 1, kinds: ["section number"] },
      { line: 3, kinds: ["issue number"] },
    ]);
  });

  it("is in no code, test, schema, spec comment or document of the repository", () => {
    const files = checkedFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(referencesInFile)).toEqual([]);
  });
});
