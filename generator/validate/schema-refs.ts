/**
 * The shared schemas of spec/schemas/ and how a `$ref` finds its target.
 *
 * What every schema needs (the kinds of text, a media path, a picture, a scheduled time, a
 * button, the icon names) is written once in a shared schema and referred to across files:
 * `common.schema.json#/definitions/heading` from spec/schemas/, `../common.schema.json#/…` from
 * spec/schemas/sections/, so that editors (yaml-language-server resolves a `$ref` beside the
 * schema's own file) and ajv (which resolves it against the `$id`, "sections/faq.schema.json")
 * read the same reference. No spec file follows a shared schema on its own. Every tool that
 * walks the schemas (validate's messages, the heading-case lint, the content docs, the editor
 * help) resolves a `$ref` here.
 */
import { posix } from "node:path";

/** Folder of spec/schemas/ holding the section library's schemas, one per kind (<kind>.schema.json). */
export const SECTIONS_DIR = "sections";

/** The shared definitions: texts, media path, picture, focal point, scheduled time, button. */
export const COMMON_SCHEMA = "common.schema.json";

/** The icon names of the installed lucide-react, once (`#/definitions/icon`), written by scripts/schema/schema-annotate.ts. */
export const ICONS_SCHEMA = "icons.schema.json";

/**
 * The keyword of a key definition that names the collection its keys refer to ("clients"): set
 * from the registry (`Kind.collection`, generator/kinds/) by scripts/schema/schema-annotate.ts;
 * the editor offers a picker of that collection (docs/content/editing.md, "Pickers").
 */
export const COLLECTION_KEYWORD = "x-collection";

/** The collection of the icon names (icons.schema.json `#/definitions/icon`), the one collection no kind holds. */
export const ICONS_COLLECTION = "icons";

/** The shared schemas, each in spec/schemas/ under its `$id`, loaded before any other (ajv `addSchema`). */
export const SHARED_SCHEMAS: readonly string[] = [COMMON_SCHEMA, ICONS_SCHEMA];

/** A JSON Schema node, as far as resolving a `$ref` reads it. */
export interface RefNode {
  readonly $ref?: string;
  readonly [keyword: string]: unknown;
}

/** Where a `$ref` points: a schema of spec/schemas/ by its name ("sections/faq.schema.json") and a JSON pointer in it ("#/definitions/heading"). */
export interface RefTarget {
  readonly schema: string;
  readonly pointer: string;
}

/**
 * The target of `ref` written in the schema named `from` (both relative to spec/schemas/):
 * `("sections/faq.schema.json", "../common.schema.json#/definitions/heading")` →
 * `{ schema: "common.schema.json", pointer: "#/definitions/heading" }`; a local `#/…` stays in
 * `from`. A reference that leaves spec/schemas/ keeps its `../` (and finds no schema).
 */
export function refTarget(from: string, ref: string): RefTarget {
  const hash = ref.indexOf("#");
  const file = hash < 0 ? ref : ref.slice(0, hash);
  const pointer = hash < 0 ? "#" : ref.slice(hash) || "#";
  return { schema: file === "" ? from : posix.normalize(posix.join(posix.dirname(from), file)), pointer };
}

/** What a schema named `from` writes to refer to `pointer` of the shared schema `schema`: "../common.schema.json#/definitions/heading" from sections/. */
export function sharedRef(from: string, schema: string, pointer: string): string {
  return `${posix.relative(posix.dirname(from), schema)}${pointer}`;
}

/** Segments of a JSON pointer ("#/definitions/label" → ["definitions", "label"]), `~1` and `~0` unescaped. */
export function pointerSegments(pointer: string): string[] {
  return pointer
    .replace(/^#\/?/, "")
    .split("/")
    .filter((s) => s !== "")
    .map((s) => decodeURIComponent(s).replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** The node at a JSON pointer of a schema, or undefined. */
export function nodeAt(root: unknown, pointer: string): RefNode | undefined {
  let node: unknown = root;
  for (const s of pointerSegments(pointer)) node = node && typeof node === "object" ? (node as Record<string, unknown>)[s] : undefined;
  return node && typeof node === "object" && !Array.isArray(node) ? (node as RefNode) : undefined;
}

/** A node with the schema it sits in (by name, and parsed), where its own `$ref`s resolve. */
export interface Scoped<N extends RefNode = RefNode> {
  readonly node: N;
  /** Name of the schema below spec/schemas/ ("sections/faq.schema.json"). */
  readonly schema: string;
  /** That schema, parsed. */
  readonly root: RefNode;
  /** The JSON pointer of the node the last `$ref` followed pointed at, when one was followed. */
  readonly pointer?: string;
}

/**
 * Follows a chain of `$ref`s (at most 10) from `at`, across schemas through `load` (a schema of
 * spec/schemas/ by name, parsed; undefined when it cannot be read): the node it ends at, in its
 * own schema. A `$ref` that finds nothing stops the chain there (validate reports it).
 */
export function followRef<N extends RefNode>(at: Scoped<N>, load: (schema: string) => RefNode | undefined): Scoped<N> {
  let cur: Scoped<N> = at;
  for (let hops = 0; typeof cur.node.$ref === "string" && hops < 10; hops++) {
    const t = refTarget(cur.schema, cur.node.$ref);
    const root = t.schema === cur.schema ? cur.root : load(t.schema);
    const node = root && nodeAt(root, t.pointer);
    if (!root || !node) break;
    cur = { node: node as N, schema: t.schema, root, pointer: t.pointer };
  }
  return cur;
}

/** The name of the shared definition a `$ref` written in `from` points at ("heading"), or undefined for any other target. */
export function sharedDefinition(from: string, ref: string): { readonly schema: string; readonly name: string } | undefined {
  const t = refTarget(from, ref);
  const m = /^#\/definitions\/([^/]+)$/.exec(t.pointer);
  return m && SHARED_SCHEMAS.includes(t.schema) ? { schema: t.schema, name: m[1] } : undefined;
}
