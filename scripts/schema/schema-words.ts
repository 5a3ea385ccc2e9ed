/**
 * The schemas' person-facing texts that break the plain-words rule (docs/content/editing.md,
 * "Plain words"; the patterns: editor/plain-words.ts): every `title` and `description` of
 * spec/schemas/ (properties, list items, definitions, the files' own, the labels and
 * descriptions of ready-made records), which the page editor shows as a field's label and help.
 * The developer's wording lives in the node's `$comment` (CONTRIBUTING.md, "A property's label
 * and help"), which the content reference and the editor's hover read as well.
 *
 * `npx tsx scripts/schema/schema-words.ts` lists the offending texts and exits 1 when there is
 * one; tests/unit/generator/schemas.test.ts fails on the same list.
 */
import { fileURLToPath } from "node:url";
import { unplainWords } from "../../editor/plain-words.ts";
import { SHARED_SCHEMAS } from "../../generator/validate/schema-refs.ts";
import { parseCommand } from "../../lib/cli-args.mjs";
import { type SchemaNode, readSchema, schemaNames } from "./schema-lib.ts";

/** A person-facing text of a schema that breaks the rule. */
export interface UnplainText {
  /** The schema's name below spec/schemas/. */
  readonly schema: string;
  /** JSON pointer of the text (`#/properties/brand/description`). */
  readonly pointer: string;
  readonly text: string;
  /** The names of the patterns it breaks (editor/plain-words.ts). */
  readonly broken: readonly string[];
}

/** Keywords whose values hold no person-facing text of the schema's own (content, or the developer's note). */
const SKIPPED = new Set(["enum", "const", "body", "markdownDescription", "$comment", "examples", "default", "required"]);

/** Every `title` and `description` (and a ready-made record's `label`) of one schema that breaks the rule. */
export function unplainTexts(schema: SchemaNode, name: string): UnplainText[] {
  const out: UnplainText[] = [];
  const walk = (node: unknown, pointer: string, inProperties: boolean) => {
    if (Array.isArray(node)) {
      for (const [i, n] of node.entries()) walk(n, `${pointer}/${i}`, false);
      return;
    }
    if (!node || typeof node !== "object") return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      if (!inProperties && ["title", "description", "label"].includes(key) && typeof value === "string") {
        const broken = unplainWords(value);
        if (broken.length > 0) out.push({ schema: name, pointer: at, text: value, broken });
        continue;
      }
      if (inProperties || !SKIPPED.has(key)) walk(value, at, !inProperties && (key === "properties" || key === "definitions"));
    }
  };
  walk(schema, "#", false);
  return out;
}

/** The offending texts of every schema of spec/schemas/ (the shared ones too). */
export function unplainSchemaTexts(root: string): UnplainText[] {
  return [...SHARED_SCHEMAS, ...schemaNames(root)].flatMap((name) => unplainTexts(readSchema(root, name), name));
}

function main(): void {
  parseCommand({
    name: "schema-words",
    usage: "npx tsx scripts/schema/schema-words.ts",
    run: "npx tsx scripts/schema/schema-words.ts",
    summary: "Lists the titles and descriptions of spec/schemas/ that a content owner would read in developer's words; exits 1 when there is one.",
    options: {},
  });
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const found = unplainSchemaTexts(root);
  for (const f of found) process.stdout.write(`${f.schema}${f.pointer} (${f.broken.join(", ")}): ${f.text}\n`);
  process.stdout.write(`${found.length} text(s) in developer's words\n`);
  if (found.length > 0) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
