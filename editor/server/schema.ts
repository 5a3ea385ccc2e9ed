/**
 * The JSON Schema of any value of a spec file, for the panel's fields (The panel):
 * the file's own schema (spec/schemas/, the one the generator validates with) walked along an
 * instance path, with every `$ref` resolved, so the browser gets a self-contained schema of the
 * record it shows. A section of a page of sections takes its kind's schema, as the validator does
 * (generator/validate/validate.ts, `sectionProblems`).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { SECTIONS_DIR } from "../../generator/validate/schema-refs.ts";
import { pageSchema } from "../../generator/kinds/index.ts";
import type { InstancePath } from "./sources.ts";
import type { Snippet } from "../snippets.ts";

/** A JSON Schema (draft-07) node, as far as the panel reads it. */
export interface JsonSchema {
  readonly $ref?: string;
  readonly type?: string | readonly string[];
  readonly title?: string;
  readonly description?: string;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly additionalProperties?: boolean | JsonSchema;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly JsonSchema[];
  readonly anyOf?: readonly JsonSchema[];
  readonly definitions?: Readonly<Record<string, JsonSchema>>;
  readonly defaultSnippets?: readonly Snippet[];
  readonly [keyword: string]: unknown;
}

/** Parsed schema files by path, kept while their modification time stays the same. */
const cache = new Map<string, { mtimeMs: number; schema: JsonSchema }>();

/** A schema file of spec/schemas/, parsed. @throws when it is missing or not JSON. */
function load(file: string): JsonSchema {
  const { mtimeMs } = statSync(file);
  const known = cache.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.schema;
  const schema = JSON.parse(readFileSync(file, "utf8")) as JsonSchema;
  cache.set(file, { mtimeMs, schema });
  return schema;
}

/** A node of a schema file, with the file it is in (where its `$ref`s are resolved). */
interface At {
  readonly node: JsonSchema;
  readonly file: string;
}

/** Follows `$ref`s (local `#/definitions/x`, or `other.schema.json#/…` beside the file); the referring node's own keywords (title, description) win. */
function deref(at: At, depth = 0): At {
  const ref = at.node.$ref;
  if (!ref || depth > 20) return at;
  const [target, pointer = ""] = ref.split("#");
  const file = target ? normalize(join(dirname(at.file), target)) : at.file;
  let node: JsonSchema = load(file);
  for (const key of pointer.split("/").filter(Boolean)) node = (node as Record<string, JsonSchema>)[decodeURIComponent(key)]!;
  const { $ref: _, ...own } = at.node;
  const inner = deref({ node, file }, depth + 1);
  return { node: { ...inner.node, ...own }, file: inner.file };
}

/** The schema with every `$ref` inside it resolved (definitions dropped): self-contained, for the browser. */
function inline(at: At, depth = 0): JsonSchema {
  const { node, file } = deref(at);
  if (depth > 30) return node;
  const sub = (s: JsonSchema) => inline({ node: s, file }, depth + 1);
  const out: Record<string, unknown> = { ...node };
  delete out.definitions;
  if (node.properties) out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, sub(v)]));
  if (node.items && typeof node.items === "object") out.items = sub(node.items);
  if (node.additionalProperties && typeof node.additionalProperties === "object") out.additionalProperties = sub(node.additionalProperties);
  for (const key of ["oneOf", "anyOf", "allOf"] as const) if (Array.isArray(node[key])) out[key] = (node[key] as JsonSchema[]).map(sub);
  return out as JsonSchema;
}

/** The branch of a oneOf/anyOf that fits a value's JSON type (an image given as text or as a record). */
function branchFor(at: At, value: unknown): At {
  const alts = at.node.oneOf ?? at.node.anyOf;
  if (!alts) return at;
  const type = Array.isArray(value) ? "array" : value === null ? "null" : typeof value === "object" ? "object" : typeof value;
  const fits = alts
    .map((node) => deref({ node, file: at.file }))
    .find((b) => {
      const t = b.node.type;
      return t === undefined || t === type || (Array.isArray(t) && t.includes(type)) || (type === "number" && t === "integer");
    });
  return fits ?? at;
}

/**
 * The schema of the value at `path` in a file that follows `schemaName`, self-contained, or null
 * when the schema says nothing of that place.
 * @param schemaDir spec/schemas/ (absolute)
 * @param data the file's data, to pick a section's kind and the branch of a oneOf that fits
 */
export function schemaAt(schemaDir: string, schemaName: string, data: unknown, path: InstancePath): JsonSchema | null {
  let at: At = deref({ node: load(join(schemaDir, schemaName)), file: join(schemaDir, schemaName) });
  let value: unknown = data;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    at = branchFor(deref(at), value);
    const next = value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined;
    if (typeof key === "number") {
      if (!at.node.items) return null;
      at = deref({ node: at.node.items, file: at.file });
      // A section of a page of sections follows its kind's schema (spec/schemas/sections/<kind>.schema.json).
      if (schemaName === pageSchema() && i === 1 && path[0] === "sections") {
        const kind = (next as { kind?: unknown } | undefined)?.kind;
        if (typeof kind !== "string") return null;
        const file = join(schemaDir, SECTIONS_DIR, `${kind}.schema.json`);
        try {
          at = deref({ node: load(file), file });
        } catch {
          return null;
        }
      }
    } else {
      const prop = at.node.properties?.[key] ?? (typeof at.node.additionalProperties === "object" ? at.node.additionalProperties : undefined);
      if (!prop) return null;
      at = deref({ node: prop, file: at.file });
    }
    value = next;
  }
  const schema = inline(branchFor(at, value));
  // The list of a page's sections: each item follows its kind's schema, offered as one branch per kind.
  if (schemaName === pageSchema() && (path.length === 0 || (path.length === 1 && path[0] === "sections")))
    return withSectionKinds(schemaDir, schema, path.length === 0);
  // A section itself: its kind's schema, and every kind as a branch, so the panel offers the kinds to choose from.
  if (schemaName === pageSchema() && path.length === 2 && path[0] === "sections")
    return { ...schema, oneOf: withSectionKinds(schemaDir, { items: {} }, false).items?.oneOf ?? [] };
  return schema;
}

/** A page's schema (or its sections list's) whose section items are one branch per kind of the library, picked by `kind`. */
function withSectionKinds(schemaDir: string, schema: JsonSchema, atPage: boolean): JsonSchema {
  const dir = join(schemaDir, SECTIONS_DIR);
  const kinds = readdirSync(dir)
    .filter((f) => f.endsWith(".schema.json"))
    .sort();
  const list = atPage ? schema.properties?.sections : schema;
  if (!list?.items) return schema;
  const items: JsonSchema = { ...list.items, oneOf: kinds.map((f) => inline({ node: load(join(dir, f)), file: join(dir, f) })) };
  const sections: JsonSchema = { ...list, items };
  return atPage ? { ...schema, properties: { ...schema.properties, sections } } : sections;
}
