/**
 * Starter texts left in place: a value still equal to the example a schema's starter gave it
 * ("Full Name", "Role", "The question?", "Badge", a LinkedIn address ending in /in/profile). The
 * starters are the schemas' `defaultSnippets` (what the page editor's "Add" and "New page" and a
 * code editor's completion insert); each names the fields whose values are only examples in its
 * `starterTexts` (editor/snippets.ts). No list of texts is kept here: it is read from the schemas.
 * The rule: docs/content/editing.md, "Starter texts".
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { type Snippet, starterTextsOf } from "../../editor/snippets.ts";
import { StarterText } from "../diagnostics/catalogue.ts";
import { type Diagnostic, diagnostic, formatPath } from "../diagnostics/index.ts";
import { type SpecFile, locate } from "../load/spec-file.ts";

/** The starter texts of every schema below `schemaDir`, by field name; read again when a schema file changes. */
export function starterTexts(schemaDir: string): ReadonlyMap<string, ReadonlySet<string>> {
  let files: string[];
  try {
    files = (readdirSync(schemaDir, { recursive: true }) as string[]).filter((f) => f.endsWith(".json")).sort();
  } catch {
    return new Map();
  }
  const key = files.map((f) => `${f}:${statSync(join(schemaDir, f)).mtimeMs}`).join("|");
  if (known?.dir === schemaDir && known.key === key) return known.texts;
  const texts = new Map<string, Set<string>>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const n of node) walk(n);
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node)) {
        if (k === "defaultSnippets" && Array.isArray(v))
          for (const s of v as Snippet[]) for (const [field, values] of starterTextsOf(s)) texts.set(field, new Set([...(texts.get(field) ?? []), ...values]));
        else walk(v);
      }
  };
  for (const f of files) {
    try {
      walk(JSON.parse(readFileSync(join(schemaDir, f), "utf8")));
    } catch {
      // A schema that cannot be read is validate's problem to report.
    }
  }
  known = { dir: schemaDir, key, texts };
  return texts;
}
let known: { dir: string; key: string; texts: Map<string, Set<string>> } | null = null;

/**
 * A problem for every value of `files` still equal to a starter text of its field (the nearest
 * field name above it: `points` for an item of a list of points), at its own line and column.
 */
export function starterProblems(files: readonly SpecFile[], schemaDir: string): Diagnostic[] {
  const texts = starterTexts(schemaDir);
  if (texts.size === 0) return [];
  const out: Diagnostic[] = [];
  for (const file of files) {
    const walk = (value: unknown, path: (string | number)[], field: string | undefined): void => {
      if (typeof value === "string") {
        if (field !== undefined && texts.get(field)?.has(value)) {
          const [line, col] = locate(file, path);
          out.push(diagnostic(StarterText, { text: value }, { file: file.file, line, col, path: formatPath(path, file.data), source: file.source }));
        }
      } else if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, [...path, i], field);
      else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k], k);
    };
    walk(file.data, [], undefined);
  }
  return out;
}
