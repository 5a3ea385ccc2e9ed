/**
 * Editor help in the schemas of spec/schemas/ (Editor help): what the YAML extension
 * (redhat.vscode-yaml) shows on hover and offers on completion.
 *
 * - Every property gets a `title` (human words from its key, "heroImage" → "Hero image") when it
 *   has none, so hover shows a heading per field instead of the file's title. Titles already
 *   there are kept: improve them by hand.
 * - Every property gets a `markdownDescription`: its `description` (the person's help, which the
 *   page editor shows), its `$comment` (the developer's note, see {@link helpOf}), then an example taken from
 *   the real content of spec/ (the first value found at that place, shortened; a small YAML
 *   snippet for a list or a mapping). It is remade whenever it no longer starts with the
 *   description, or for every property with `--refresh`. `description` stays: ajv and plain
 *   editors read it.
 * - Icon names complete: every icon field refers to the one icon list,
 *   `icons.schema.json#/definitions/icon`, whose `enum` this script sets to every icon name the
 *   installed lucide-react exports (see {@link lucideIconNames}); after upgrading lucide-react,
 *   run this script again (a unit test fails until then).
 * - The shared definitions (texts, media path, picture, focal point, scheduled time,
 *   button) are written once, by hand, in spec/schemas/common.schema.json, and referred to with
 *   `$ref` across files; this script annotates them like any schema, and sets the scheduled
 *   time's pattern to lib/schedule.mjs's.
 * - Which collection a key names: `x-collection` on the key definitions of common.schema.json,
 *   from the registry (see {@link annotateCollections}).
 * - Scheduled publishing: wherever a `draft` key is declared, `publishAt` and
 *   `unpublishAt` follow it (see {@link annotateSchedule}), each referring to the shared
 *   `common.schema.json#/definitions/scheduleTime`.
 *
 * `npx tsx scripts/schema/schema-annotate.ts` rewrites the schema files that change (formatted by
 * {@link printSchema}); `--check` only lists them and exits 1. Run `npm run schema-types` and
 * `npm run docs` afterwards. `defaultSnippets` are written by hand in the schemas; this script
 * keeps them as they are.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Document, isSeq, stringify } from "yaml";
import { lucideIconNames } from "../../generator/load/icons.ts";
import { collections, pageSchema } from "../../generator/kinds/index.ts";
import { COLLECTION_KEYWORD, COMMON_SCHEMA, ICONS_COLLECTION, ICONS_SCHEMA, SHARED_SCHEMAS, sharedRef } from "../../generator/validate/schema-refs.ts";
import { parseCommand } from "../../lib/cli-args.mjs";
import { SCHEDULE_TIME_PATTERN } from "../../lib/schedule.mjs";
import { type Json, type SchemaNode, deref, isObject, readSchema, readSpec, schemaNames, sectionKindOf, specFilesBySchema } from "./schema-lib.ts";

// ── lucide icon names ───────────────────────────────────────────────────────────────────

/** The old form of an icon field, before the enum: any PascalCase word. */
const ICON_PATTERN = "^[A-Z][A-Za-z0-9]*$";

// ── Scheduled publishing ──────────────────────────────────────────────────────

/**
 * The keys of scheduled publishing, declared wherever `draft` is (generator/load/drafts.ts reads
 * all three on the same records and files): one list of where, the `draft` keys written by hand.
 * `what` is the record, as the draft's description names it ("this case study").
 */
const SCHEDULE_KEYS = {
  publishAt: {
    description: (what: string) =>
      `When ${what} goes live: a date and time in a time zone (1 December 2026, 09:00 East Africa Time). Until then, visitors do not see it and nothing published may link to it; you see it here with a "scheduled" marker. Leave it empty to publish at once.`,
    comment: (what: string) =>
      `When ${what} goes live, a date-time with its offset (2026-12-01T09:00:00+03:00): the build leaves it out before then, and a link to it from published content is reported; \`npm run dev\` shows it with a "scheduled for" marker. The deploy's scheduled run builds again within about 15 minutes of it (docs/deploying.md).`,
  },
  unpublishAt: {
    description: (what: string) =>
      `When ${what} comes down: a date and time in a time zone, after the time it goes live. From then on visitors no longer see it, and nothing published may link to it. Leave it empty to keep it up.`,
    comment: (what: string) =>
      `When ${what} comes down, a date-time with its offset, after publishAt when both are given: the build leaves it out from then on, \`npm run dev\` too, and a link to it from published content is reported.`,
  },
} as const;

/**
 * Declares `publishAt` and `unpublishAt` right after every `draft` property, each a `$ref` to the
 * shared `common.schema.json#/definitions/scheduleTime` with its own title and description.
 * Mutates `schema`.
 * @param name the schema's name below spec/schemas/, where its `$ref`s are written from
 */
export function annotateSchedule(schema: SchemaNode, name: string): void {
  const ref = sharedRef(name, COMMON_SCHEMA, "#/definitions/scheduleTime");
  for (const [, node] of [...schemaNodes(schema)]) {
    if (!isObject(node.properties) || !isObject(node.properties.draft) || node.properties.draft.type !== "boolean") continue;
    const draft = node.properties.draft;
    const what = /while (this [^,:]+?) is not ready/.exec(String(draft.description ?? ""))?.[1] ?? "this record";
    const props: SchemaNode = {};
    for (const [k, v] of Object.entries(node.properties)) {
      if (k in SCHEDULE_KEYS) continue;
      props[k] = v;
      if (k !== "draft") continue;
      for (const [key, text] of Object.entries(SCHEDULE_KEYS)) {
        const before = node.properties[key];
        const description = text.description(what);
        const $comment = text.comment(what);
        const kept =
          isObject(before) && before.description === description && before.$comment === $comment
            ? before
            : { $ref: ref, title: titleOf(key), description, $comment };
        props[key] = kept as Json;
      }
    }
    node.properties = props as Json;
  }
}

// ── Titles ──────────────────────────────────────────────────────────────────────────────

/** Words of a key that read better otherwise ("cta" → "call to action"; units in brackets). */
const WORDS: Readonly<Record<string, string>> = {
  cta: "call to action",
  href: "link",
  src: "image",
  url: "URL",
  id: "ID",
  tel: "phone number",
  linkedin: "LinkedIn profile",
  alt: "alt text",
  ms: "(ms)",
  px: "(px)",
  seconds: "(s)",
  pr: "PR",
  finalcall: "final call",
  otherheading: "other heading",
  arg: "argument",
  ajax: "Ajax",
  og: "Open Graph",
  africa: "Africa",
};

/** Keys whose title is not made from their words. */
const TITLES: Readonly<Record<string, string>> = {
  u: "List account (u)",
  imageUrl: "Image URL",
  siteUrl: "Site URL",
};

/** "heroImage" → "Hero image", "breadcrumbThresholdPx" → "Breadcrumb threshold (px)". */
export function titleOf(key: string): string {
  if (key in TITLES) return TITLES[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Za-z])([0-9])/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean);
  const text = words.map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase()).join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ── Examples from spec/ ─────────────────────────────────────────────────────────────────

/**
 * The first value found at each schema node, by the node's JSON pointer: every spec file that
 * follows the schema, in path order, walked along with the schema (properties, items,
 * additionalProperties, local `$ref`s). A property that refers to a shared definition is found
 * under its own pointer, whichever file and place it was first met.
 */
export function examplesOf(schema: SchemaNode, data: readonly unknown[]): Map<string, unknown> {
  const seen = new Map<string, unknown>();
  const visit = (node: SchemaNode, pointer: string, value: unknown) => {
    if (value === undefined) return;
    if (!seen.has(pointer)) seen.set(pointer, value);
    const { node: target, pointer: at } = deref(schema, node, pointer);
    if (at !== pointer && !seen.has(at)) seen.set(at, value);
    if (Array.isArray(value)) {
      if (isObject(target.items)) for (const item of value) visit(target.items, `${at}/items`, item);
    } else if (isObject(value)) {
      const props = isObject(target.properties) ? target.properties : {};
      for (const [k, v] of Object.entries(value)) {
        if (isObject(props[k])) visit(props[k], `${at}/properties/${k}`, v);
        else if (isObject(target.additionalProperties)) visit(target.additionalProperties, `${at}/additionalProperties`, v);
      }
    }
  };
  for (const d of data) visit(schema, "#", d);
  return seen;
}

/** A text cut at a word boundary to at most `max` characters, with "…" when cut. */
export function shorten(text: string, max = 72): string {
  const one = text.replace(/\s+/g, " ").trim();
  if (one.length <= max) return one;
  const cut = one.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

/** How many entries of a list an example keeps: up to four plain values, else `items` records. */
function kept(list: readonly unknown[], items: number): number {
  if (list.every((v) => v === null || typeof v !== "object")) return list.length <= 4 ? list.length : 3;
  return items;
}

/** Lists cut (see {@link kept}), texts shortened, for a readable snippet. */
function prune(value: unknown, items: number): unknown {
  if (typeof value === "string") return shorten(value, 60);
  if (Array.isArray(value)) return value.slice(0, kept(value, items)).map((v) => prune(v, items));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, prune(v, items)]));
  return value;
}

/** At most this many lines of YAML in an example. */
const MAX_LINES = 14;

/** `key:` and the value as YAML, lists cut to their first items (with a "# …" note), at most {@link MAX_LINES} lines. */
export function yamlSnippet(key: string, value: unknown): string {
  for (const items of [2, 1]) {
    const doc = new Document({ [key]: prune(value, items) });
    const mark = (node: unknown, original: unknown) => {
      if (isSeq(node) && Array.isArray(original)) {
        const n = kept(original, items);
        if (original.length > n) node.comment = ` … ${original.length - n} more`;
        for (const [i, n] of node.items.entries()) mark(n, original[i]);
      } else if (node && typeof node === "object" && "items" in node && isObject(original)) {
        for (const pair of (node as { items: { key: { value: string }; value: unknown }[] }).items) mark(pair.value, original[pair.key.value]);
      }
    };
    mark(doc.contents, { [key]: value });
    const lines = doc.toString({ lineWidth: 0 }).trimEnd().split("\n");
    if (lines.length <= MAX_LINES) return lines.join("\n");
    if (items === 1) return [...lines.slice(0, MAX_LINES - 1), "# …"].join("\n");
  }
  throw new Error("unreachable");
}

/** Inline code for a scalar, with enough backticks to hold any in the value. */
function code(text: string): string {
  const ticks = "`".repeat(Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length)) + 1);
  return ticks.length > 1 || text.startsWith(" ") ? `${ticks} ${text} ${ticks}` : `\`${text}\``;
}

/** The example part of a markdownDescription: "Example: `value`", or a ```yaml snippet for lists and mappings. */
export function exampleMarkdown(key: string, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object") return `Example:\n\n\`\`\`yaml\n${yamlSnippet(key, value)}\n\`\`\``;
  const text = typeof value === "string" ? shorten(value) : String(value);
  return `Example: ${code(typeof value === "string" ? stringify(text, { lineWidth: 0 }).trimEnd() : text)}`;
}

// ── The walk ────────────────────────────────────────────────────────────────────────────

/**
 * Every schema node with its JSON pointer, as the schema lint (tests/unit/generator/schemas.test.ts)
 * walks them: not inside if/then/else, which refine rather than define.
 */
export function* schemaNodes(node: unknown, pointer = "#"): Generator<[string, SchemaNode]> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const [i, n] of node.entries()) yield* schemaNodes(n, `${pointer}/${i}`);
    return;
  }
  yield [pointer, node as SchemaNode];
  for (const [k, v] of Object.entries(node)) {
    if (["if", "then", "else", "enum", "const", "required", "defaultSnippets", "examples"].includes(k)) continue;
    if (k === "properties" || k === "definitions") {
      for (const [name, sub] of Object.entries(v as SchemaNode)) yield* schemaNodes(sub, `${pointer}/${k}/${name}`);
    } else yield* schemaNodes(v, `${pointer}/${k}`);
  }
}

/**
 * What a property's hover and the content reference say before its example: its description
 * (the person's help), then its `$comment` (the developer's note: CONTRIBUTING.md, "A property's
 * label and help") after "For developers:".
 */
export function helpOf(prop: SchemaNode): string {
  const description = typeof prop.description === "string" ? prop.description : "";
  const comment = typeof prop.$comment === "string" ? prop.$comment : "";
  return [description, comment ? `For developers: ${comment}` : ""].filter(Boolean).join("\n\n");
}

/** A node with `title` before `description` and `markdownDescription` right after it. */
function withKeys(node: SchemaNode, title: string, markdown: string): SchemaNode {
  const out: SchemaNode = {};
  const rest = Object.entries(node).filter(([k]) => k !== "title" && k !== "markdownDescription");
  for (const [k, v] of rest) {
    if (k === "description") Object.assign(out, { title, description: v, markdownDescription: markdown });
    else out[k] = v;
  }
  if (!("description" in node)) Object.assign(out, { title, markdownDescription: markdown });
  return out;
}

/** True for an icon field written the old way: a PascalCase string instead of a `$ref` to the icon list. */
function isOldIcon(node: SchemaNode): boolean {
  return node.type === "string" && node.pattern === ICON_PATTERN && node.enum === undefined;
}

/**
 * Replaces every old-style icon field by a `$ref` to the one icon list,
 * `icons.schema.json#/definitions/icon` (keeping its description), and, in icons.schema.json
 * itself, sets that list to `icons`. Mutates `schema`.
 * @param name the schema's name below spec/schemas/, where its `$ref`s are written from
 */
function annotateIcons(schema: SchemaNode, name: string, icons: readonly string[]): void {
  const ref = sharedRef(name, ICONS_SCHEMA, "#/definitions/icon");
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    if (isOldIcon(node)) return { $ref: ref, ...(typeof node.description === "string" ? { description: node.description } : {}) };
    for (const [k, v] of Object.entries(node)) if (k !== "enum" && k !== "const") node[k] = walk(v) as Json;
    return node;
  };
  for (const [k, v] of Object.entries(schema)) schema[k] = walk(v) as Json;
  const icon = name === ICONS_SCHEMA && isObject(schema.definitions) ? schema.definitions.icon : undefined;
  if (isObject(icon)) icon.enum = [...icons];
}

/**
 * In common.schema.json, the scheduled time's pattern is lib/schedule.mjs's (which the publishing
 * clock parses with), and its `format` says it is a date-time (the editor's date-time picker; ajv
 * leaves the check to the pattern). Mutates `schema`.
 */
function annotateScheduleTime(schema: SchemaNode, name: string): void {
  const time = name === COMMON_SCHEMA && isObject(schema.definitions) ? schema.definitions.scheduleTime : undefined;
  if (isObject(time)) Object.assign(time, { pattern: SCHEDULE_TIME_PATTERN, format: "date-time" });
}

/**
 * Which collection a key names (docs/content/editing.md, "Pickers"): the `x-collection` keyword on
 * each key definition of common.schema.json that a kind of the registry declares
 * (`Kind.collection`, generator/kinds/), and `icons` on the icon list of icons.schema.json, set
 * here from the registry and removed from any other definition, so no schema holds a second list.
 * Mutates `schema`.
 */
export function annotateCollections(schema: SchemaNode, name: string): void {
  if (!isObject(schema.definitions)) return;
  const wanted = new Map<string, string>();
  if (name === COMMON_SCHEMA) for (const { collection } of collections()) wanted.set(collection.definition, collection.name);
  if (name === ICONS_SCHEMA) wanted.set("icon", ICONS_COLLECTION);
  for (const [def, node] of Object.entries(schema.definitions)) {
    if (!isObject(node)) continue;
    const want = wanted.get(def);
    if (want === undefined) delete node[COLLECTION_KEYWORD];
    else node[COLLECTION_KEYWORD] = want;
  }
  const missing = [...wanted.keys()].filter((def) => !isObject((schema.definitions as SchemaNode)[def]));
  if (missing.length > 0)
    throw new Error(
      `${name}: the registry names definitions it lacks: ${missing.join(", ")} (write them by hand, a $ref to #/definitions/slug with a title and a description)`,
    );
}

/**
 * The annotated form of one schema (a new object; `schema` is not changed).
 * @param name the schema's name below spec/schemas/ ("sections/faq.schema.json"), where its `$ref`s are written from.
 * @param data the parsed spec files that follow the schema, in path order, for examples.
 * @param refresh remake every markdownDescription, not only the missing or outdated ones.
 */
export function annotateSchema(schema: SchemaNode, name: string, data: readonly unknown[], icons: readonly string[], refresh = false): SchemaNode {
  const out = structuredClone(schema);
  annotateIcons(out, name, icons);
  annotateScheduleTime(out, name);
  annotateCollections(out, name);
  annotateSchedule(out, name);
  const examples = examplesOf(out, data);
  for (const [pointer, node] of [...schemaNodes(out)]) {
    if (!isObject(node.properties)) continue;
    const props = node.properties;
    for (const [key, prop] of Object.entries(props)) {
      if (!isObject(prop)) continue;
      const description = helpOf(prop);
      const title = typeof prop.title === "string" ? prop.title : titleOf(key);
      const current = typeof prop.markdownDescription === "string" ? prop.markdownDescription : undefined;
      const example = exampleMarkdown(key, examples.get(`${pointer}/properties/${key}`));
      const markdown = !refresh && current !== undefined && current.startsWith(description) ? current : [description, example].filter(Boolean).join("\n\n");
      props[key] = withKeys(prop, title, markdown) as Json;
    }
  }
  return out;
}

// ── Printing ────────────────────────────────────────────────────────────────────────────

const WIDTH = 120;

/**
 * JSON as the schema files are written: two-space indentation, one key per line, lists of plain
 * values on one line when they fit in {@link WIDTH} columns and packed into lines of that width
 * otherwise (the icon list), a final newline. Deterministic.
 */
export function printSchema(value: Json): string {
  const print = (v: Json, indent: string, lead: number): string => {
    if (v === null || typeof v !== "object") return JSON.stringify(v);
    const inner = `${indent}  `;
    if (Array.isArray(v)) {
      if (v.length === 0) return "[]";
      if (v.every((x) => x === null || typeof x !== "object")) {
        const parts = v.map((x) => JSON.stringify(x));
        const one = `[${parts.join(", ")}]`;
        if (lead + one.length <= WIDTH) return one;
        const lines: string[] = [];
        let line = "";
        for (const p of parts) {
          const next = line ? `${line} ${p},` : `${p},`;
          if (inner.length + next.length > WIDTH && line) {
            lines.push(line);
            line = `${p},`;
          } else line = next;
        }
        lines.push(line.replace(/,$/, ""));
        return `[\n${lines.map((l) => inner + l).join("\n")}\n${indent}]`;
      }
      return `[\n${v.map((x) => inner + print(x, inner, inner.length)).join(",\n")}\n${indent}]`;
    }
    const entries = Object.entries(v);
    if (entries.length === 0) return "{}";
    return `{\n${entries
      .map(([k, x]) => {
        const head = `${inner}${JSON.stringify(k)}: `;
        return head + print(x, inner, head.length);
      })
      .join(",\n")}\n${indent}}`;
  };
  return `${print(value, "", 0)}\n`;
}

// ── The command ─────────────────────────────────────────────────────────────────────────

/** The annotated text of every schema of spec/schemas/ (the shared ones too), by file name. */
export function annotatedSchemas(root: string, refresh = false): Map<string, string> {
  const icons = lucideIconNames(root);
  const bySchema = specFilesBySchema(root);
  const out = new Map<string, string>();
  for (const name of [...SHARED_SCHEMAS, ...schemaNames(root)]) {
    // A section schema's examples come from the sections of that kind on the pages of sections.
    const kind = sectionKindOf(name);
    const data = kind
      ? (bySchema.get(pageSchema()) ?? []).flatMap((rel) =>
          ((readSpec(root, rel) as { sections?: { kind?: string }[] }).sections ?? []).filter((x) => x.kind === kind),
        )
      : (bySchema.get(name) ?? []).map((rel) => readSpec(root, rel));
    out.set(name, printSchema(annotateSchema(readSchema(root, name), name, data, icons, refresh) as Json));
  }
  return out;
}

function main(): void {
  const { values } = parseCommand({
    name: "schema-annotate",
    usage: "npx tsx scripts/schema/schema-annotate.ts [--check] [--refresh]",
    run: "npx tsx scripts/schema/schema-annotate.ts",
    summary:
      "Adds editor help to the schemas of spec/schemas/: a title and a markdownDescription with an example from spec/ for every property. Then run `npm run schema-types` and `npm run docs`.",
    options: {
      check: { type: "boolean", description: "write nothing: exit 1 when a schema needs annotating" },
      refresh: { type: "boolean", description: "remake every markdownDescription, not only the stale ones" },
    },
  });
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const files = annotatedSchemas(root, Boolean(values.refresh));
  const path = (name: string) => join(root, "spec/schemas", name);
  const stale = [...files].filter(([name, text]) => !existsSync(path(name)) || readFileSync(path(name), "utf8") !== text);
  if (values.check) {
    if (stale.length > 0) {
      process.stderr.write(
        `spec/schemas/ needs annotating: ${stale.map(([n]) => n).join(", ")}\nRun \`npx tsx scripts/schema/schema-annotate.ts\`, then \`npm run schema-types\` and \`npm run docs\`.\n`,
      );
      process.exit(1);
    }
    process.stdout.write(`spec/schemas/ is annotated (${files.size} schemas)\n`);
    return;
  }
  for (const [name, text] of stale) writeFileSync(path(name), text);
  process.stdout.write(
    `spec/schemas/: ${stale.length} schema(s) written (${files.size} schemas)${stale.length ? "; now run `npm run schema-types` and `npm run docs`" : ""}\n`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
