/**
 * What scripts/schema/schema-annotate.ts and scripts/schema/content-docs.ts share about the JSON Schemas of
 * spec/schemas/: reading them, following local `$ref`s, and which spec files follow which schema.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { schemaFor } from "../../generator/kinds/index.ts";
import { SECTIONS_DIR } from "../../generator/validate/validate.ts";

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON Schema node (draft-07), as far as the scripts read it. */
export interface SchemaNode {
  [keyword: string]: Json | undefined;
}

/**
 * The schema files of spec/schemas/, sorted by name, with the section library's
 * (spec/schemas/sections/<kind>.schema.json) named "sections/<kind>.schema.json".
 */
export function schemaNames(root: string): string[] {
  const sections = join(root, "spec/schemas", SECTIONS_DIR);
  const sub = existsSync(sections)
    ? readdirSync(sections)
        .filter((n) => n.endsWith(".schema.json"))
        .map((n) => `${SECTIONS_DIR}/${n}`)
    : [];
  return [...readdirSync(join(root, "spec/schemas")).filter((n) => n.endsWith(".schema.json")), ...sub].sort();
}

/** The kind of a section library schema ("sections/faq.schema.json" → "faq"), else undefined. */
export function sectionKindOf(name: string): string | undefined {
  return name.startsWith(`${SECTIONS_DIR}/`) ? name.slice(SECTIONS_DIR.length + 1).replace(/\.schema\.json$/, "") : undefined;
}

export function readSchema(root: string, name: string): SchemaNode {
  return JSON.parse(readFileSync(join(root, "spec/schemas", name), "utf8")) as SchemaNode;
}

/** Plain object, not a list. */
export function isObject(v: unknown): v is SchemaNode {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Segments of a JSON pointer ("#/definitions/label" → ["definitions", "label"]). */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#\/?/, "")
    .split("/")
    .filter((s) => s !== "")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/**
 * The node a chain of local `$ref`s ends at, with its pointer; the node itself when it has none.
 * A referring node's own keywords beside its `$ref` (a heading with tighter bounds than the
 * shared `#/definitions/heading`, which ajv applies as well) win over the target's.
 */
export function deref(root: SchemaNode, node: SchemaNode, pointer: string): { node: SchemaNode; pointer: string } {
  let n = node;
  let p = pointer;
  for (let hops = 0; typeof n.$ref === "string" && n.$ref.startsWith("#") && hops < 10; hops++) {
    let target: unknown = root;
    for (const s of pointerSegments(n.$ref)) target = isObject(target) ? target[s] : undefined;
    if (!isObject(target)) break;
    p = n.$ref;
    const { $ref: _, ...own } = n;
    n = { ...target, ...own };
  }
  return { node: n, pointer: p };
}

/** Spec files (paths relative to spec/, sorted) by the schema they follow. */
export function specFilesBySchema(root: string): Map<string, string[]> {
  const spec = join(root, "spec");
  const files = (readdirSync(spec, { recursive: true }) as string[])
    .map((f) => f.split("\\").join("/"))
    .filter((f) => /\.ya?ml$/.test(f) && !f.startsWith("schemas/"))
    .sort();
  const out = new Map<string, string[]>();
  for (const f of files) {
    const schema = schemaFor(f);
    if (schema) out.set(schema, [...(out.get(schema) ?? []), f]);
  }
  return out;
}

/** The parsed data of a spec file (relative to spec/). */
export function readSpec(root: string, rel: string): unknown {
  return parse(readFileSync(join(root, "spec", rel), "utf8"));
}
