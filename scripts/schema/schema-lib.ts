/**
 * What scripts/schema/schema-annotate.ts and scripts/schema/content-docs.ts share about the JSON Schemas of
 * spec/schemas/: reading them, following local `$ref`s, a schema bundled with the shared
 * definitions it refers to, and which spec files follow which schema.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { schemaFor } from "../../generator/kinds/index.ts";
import { SHARED_SCHEMAS, nodeAt, refTarget } from "../../generator/validate/schema-refs.ts";
import { SECTIONS_DIR } from "../../generator/validate/schema-refs.ts";

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON Schema node (draft-07), as far as the scripts read it. */
export interface SchemaNode {
  [keyword: string]: Json | undefined;
}

/**
 * The schema files of spec/schemas/ that spec files follow, sorted by name, with the section
 * library's (spec/schemas/sections/<kind>.schema.json) named "sections/<kind>.schema.json": not
 * the shared schemas (generator/validate/schema-refs.ts), which only hold definitions.
 */
export function schemaNames(root: string): string[] {
  const sections = join(root, "spec/schemas", SECTIONS_DIR);
  const sub = existsSync(sections)
    ? readdirSync(sections)
        .filter((n) => n.endsWith(".schema.json"))
        .map((n) => `${SECTIONS_DIR}/${n}`)
    : [];
  return [...readdirSync(join(root, "spec/schemas")).filter((n) => n.endsWith(".schema.json") && !SHARED_SCHEMAS.includes(n)), ...sub].sort();
}

/**
 * A schema as one self-contained document, for the tools that read a schema on its own (the
 * content docs): every `$ref` to a shared schema (`common.schema.json#/definitions/heading`)
 * becomes a local one (`#/definitions/heading`) and the definitions it reaches are copied into
 * `definitions`, as if written there. Nothing is written to disk.
 * @throws Error when a shared definition's name is also a definition of the schema itself.
 */
export function bundledSchema(root: string, name: string): SchemaNode {
  const shared = new Map(SHARED_SCHEMAS.map((n) => [n, readSchema(root, n)]));
  const own = readSchema(root, name);
  const ownDefs = isObject(own.definitions) ? own.definitions : {};
  const copied: SchemaNode = {};
  const rewrite = (node: Json | undefined, from: string): Json | undefined => {
    if (Array.isArray(node)) return node.map((n) => rewrite(n, from) as Json);
    if (!isObject(node)) return node;
    const out: SchemaNode = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") {
        const t = refTarget(from, v);
        const def = /^#\/definitions\/([^/]+)$/.exec(t.pointer)?.[1];
        const source = shared.get(t.schema);
        if (source && def) {
          if (!(def in copied)) {
            if (def in ownDefs) throw new Error(`spec/schemas/${name}: its own definition "${def}" has the name of a shared one of ${t.schema}`);
            copied[def] = {};
            copied[def] = rewrite(nodeAt(source, t.pointer) as Json | undefined, t.schema);
          }
          out[k] = `#/definitions/${def}`;
          continue;
        }
      }
      out[k] = k === "enum" || k === "const" || k === "defaultSnippets" ? v : rewrite(v, from);
    }
    return out as Json;
  };
  const definitions = Object.fromEntries(Object.entries(ownDefs).map(([k, v]) => [k, rewrite(v, name)]));
  const { definitions: _, ...body } = rewrite({ ...own, definitions: null }, name) as SchemaNode;
  const all = { ...definitions, ...copied } as SchemaNode;
  return (Object.keys(all).length > 0 ? { ...body, definitions: all } : body) as SchemaNode;
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
