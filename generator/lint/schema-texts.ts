/**
 * Which texts of a spec file are headings, as its JSON Schema says (issue 31, "One heading
 * case"): a text whose field refers to one of the shared text definitions of spec/schemas/
 * (`#/definitions/heading`: headings, titles, one-line messages; `#/definitions/label`:
 * buttons, links, tabs, badges, field labels). No list of keys is kept anywhere: a field added
 * to a schema as a heading or a label is checked from then on. spec/style.yaml `headingTexts`
 * names the definitions whose texts take the house heading case.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { pageSchema, SECTIONS_DIR } from "../validate/validate.ts";

/** A JSON Schema node (draft-07), as far as the walk reads it. */
interface SchemaNode {
  readonly $ref?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: boolean | SchemaNode;
  readonly items?: SchemaNode | readonly SchemaNode[];
  readonly allOf?: readonly SchemaNode[];
  readonly anyOf?: readonly SchemaNode[];
  readonly oneOf?: readonly SchemaNode[];
  readonly then?: SchemaNode;
  readonly else?: SchemaNode;
}

/** Parsed schema files by absolute path, kept while their modification time stays the same (the dev server reruns the generator). */
const cache = new Map<string, { readonly mtimeMs: number; readonly schema: SchemaNode | null }>();

/** A schema file, parsed; null when it cannot be read or is not JSON (validate reports that). */
function load(file: string): SchemaNode | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = cache.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.schema;
  let schema: SchemaNode | null;
  try {
    schema = JSON.parse(readFileSync(file, "utf8")) as SchemaNode;
  } catch {
    schema = null;
  }
  cache.set(file, { mtimeMs, schema });
  return schema;
}

/** The node a local `$ref` ("#/definitions/heading") points at in `root`, or undefined. */
function target(root: SchemaNode, ref: string): SchemaNode | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  for (const seg of ref.slice(2).split("/")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[decodeURIComponent(seg)] : undefined;
  return node && typeof node === "object" ? (node as SchemaNode) : undefined;
}

/**
 * The instance paths (as JSON text, `["hero","heading"]`) of the texts of `data` whose schema
 * refers to one of `definitions` (by name: "heading", "label"), in a file that follows
 * `schemaName` of `schemaDir`. A section of a page of sections follows its kind's schema
 * (spec/schemas/sections/<kind>.schema.json), as validate checks it. Branches of `allOf`,
 * `anyOf`, `oneOf` and `if`/`then`/`else` are all followed. A schema that cannot be read gives
 * no paths (validate reports it).
 */
export function headingTextPaths(schemaDir: string, schemaName: string, data: unknown, definitions: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  const root = load(join(schemaDir, schemaName));
  if (!root) return out;
  const refs = new Set([...definitions].map((d) => `#/definitions/${d}`));
  const walk = (schemaRoot: SchemaNode, node: SchemaNode | undefined, value: unknown, path: (string | number)[], depth: number): void => {
    if (!node || typeof node !== "object" || depth > 64 || value === undefined) return;
    if (typeof node.$ref === "string") {
      if (typeof value === "string" && refs.has(node.$ref)) out.add(JSON.stringify(path));
      walk(schemaRoot, target(schemaRoot, node.$ref), value, path, depth + 1);
    }
    for (const branch of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? []), node.then, node.else])
      walk(schemaRoot, branch, value, path, depth + 1);
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const at = [...path, i];
        // A page's sections: each follows its kind's schema.
        if (schemaName === pageSchema() && path.length === 1 && path[0] === "sections") {
          const kind = (item as { kind?: unknown } | null)?.kind;
          const section = typeof kind === "string" && /^[a-z][a-z0-9-]*$/.test(kind) ? load(join(schemaDir, SECTIONS_DIR, `${kind}.schema.json`)) : null;
          if (section) walk(section, section, item, at, depth + 1);
          return;
        }
        const items = node.items;
        walk(schemaRoot, Array.isArray(items) ? (items as SchemaNode[])[i] : (items as SchemaNode | undefined), item, at, depth + 1);
      });
    } else if (value !== null && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        const prop = node.properties?.[key] ?? (typeof node.additionalProperties === "object" ? node.additionalProperties : undefined);
        walk(schemaRoot, prop, v, [...path, key], depth + 1);
      }
    }
  };
  walk(root, root, data, [], 0);
  return out;
}
