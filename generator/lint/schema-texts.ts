/**
 * Which texts of a spec file are headings, as its JSON Schema says ("One heading
 * case"): a text whose field refers to one of the shared text definitions of
 * spec/schemas/common.schema.json (`common.schema.json#/definitions/heading`: headings, titles,
 * one-line messages; `…/label`: buttons, links, tabs, badges, field labels), by its `$ref`
 *. No list of keys is kept anywhere: a field added to a schema as a heading or a
 * label is checked from then on. spec/style.yaml `headingTexts` names the definitions whose
 * texts take the house heading case.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { COMMON_SCHEMA, type RefNode, SECTIONS_DIR, type Scoped, nodeAt, refTarget } from "../validate/schema-refs.ts";

/** A JSON Schema node (draft-07), as far as the walk reads it. */
interface SchemaNode extends RefNode {
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
function loadFile(file: string): SchemaNode | null {
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

/**
 * The instance paths of {@link textPathsByDefinition}'s answer whose texts follow one of
 * `definitions` of the common schema (by name: "heading", "label"), together.
 */
export function pathsFollowing(byDefinition: ReadonlyMap<string, ReadonlySet<string>>, definitions: ReadonlySet<string>): Set<string> {
  return new Set([...definitions].flatMap((d) => [...(byDefinition.get(d) ?? [])]));
}

/**
 * The instance paths (as JSON text, `["hero","heading"]`) of the texts of `data` by the
 * definition of the common schema their schema refers to ("heading" → its paths), in a file
 * that follows `schemaName` of `schemaDir`, in one walk of the data. A section of a page of sections follows its kind's
 * schema (spec/schemas/sections/<kind>.schema.json), as validate checks it. `$ref`s are followed
 * across files, and branches of `allOf`, `anyOf`, `oneOf` and `if`/`then`/`else` are all
 * followed. A schema that cannot be read gives no paths (validate reports it).
 */
export function textPathsByDefinition(schemaDir: string, schemaName: string, data: unknown, pageSchema?: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  // Each schema file is looked at once per call, however many `$ref`s lead to it.
  const seen = new Map<string, SchemaNode | null>();
  const load = (file: string): SchemaNode | null => {
    if (!seen.has(file)) seen.set(file, loadFile(file));
    return seen.get(file)!;
  };
  const root = load(join(schemaDir, schemaName));
  if (!root) return out;
  const common = `${COMMON_SCHEMA}#/definitions/`;
  const loadSchema = (name: string) => load(join(schemaDir, name)) ?? undefined;
  type At = Scoped<SchemaNode>;
  const walk = (at: At, node: SchemaNode | undefined, value: unknown, path: (string | number)[], depth: number): void => {
    if (!node || typeof node !== "object" || depth > 64 || value === undefined) return;
    const here: At = { ...at, node };
    if (typeof node.$ref === "string") {
      const t = refTarget(at.schema, node.$ref);
      const refersTo = `${t.schema}${t.pointer}`;
      if (typeof value === "string" && refersTo.startsWith(common)) {
        const definition = refersTo.slice(common.length);
        const paths = out.get(definition) ?? new Set<string>();
        out.set(definition, paths.add(JSON.stringify(path)));
      }
      // One hop at a time: a local definition that refers to a shared one is a heading too.
      const targetRoot = t.schema === at.schema ? at.root : loadSchema(t.schema);
      const target = targetRoot && (nodeAt(targetRoot, t.pointer) as SchemaNode | undefined);
      if (targetRoot && target) walk({ node: target, schema: t.schema, root: targetRoot }, target, value, path, depth + 1);
    }
    for (const branch of [...(node.allOf ?? []), ...(node.anyOf ?? []), ...(node.oneOf ?? []), node.then, node.else])
      walk(here, branch, value, path, depth + 1);
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const itemPath = [...path, i];
        // A page's sections: each follows its kind's schema.
        if (schemaName === pageSchema && path.length === 1 && path[0] === "sections") {
          const kind = (item as { kind?: unknown } | null)?.kind;
          const name = typeof kind === "string" && /^[a-z][a-z0-9-]*$/.test(kind) ? `${SECTIONS_DIR}/${kind}.schema.json` : undefined;
          const section = name ? load(join(schemaDir, name)) : null;
          if (name && section) walk({ node: section, schema: name, root: section }, section, item, itemPath, depth + 1);
          return;
        }
        const items = node.items;
        walk(here, Array.isArray(items) ? (items as SchemaNode[])[i] : (items as SchemaNode | undefined), item, itemPath, depth + 1);
      });
    } else if (value !== null && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        const prop = node.properties?.[key] ?? (typeof node.additionalProperties === "object" ? node.additionalProperties : undefined);
        walk(here, prop, v, [...path, key], depth + 1);
      }
    }
  };
  walk({ node: root, schema: schemaName, root }, root, data, [], 0);
  return out;
}
