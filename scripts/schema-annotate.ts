/**
 * Editor help in the schemas of spec/schemas/ (issue 10, "Editor help"): what the YAML extension
 * (redhat.vscode-yaml) shows on hover and offers on completion.
 *
 * - Every property gets a `title` (human words from its key, "heroImage" → "Hero image") when it
 *   has none, so hover shows a heading per field instead of the file's title. Titles already
 *   there are kept: improve them by hand.
 * - Every property gets a `markdownDescription`: its `description`, then an example taken from
 *   the real content of spec/ (the first value found at that place, shortened; a small YAML
 *   snippet for a list or a mapping). It is remade whenever it no longer starts with the
 *   description, or for every property with `--refresh`. `description` stays: ajv and plain
 *   editors read it.
 * - Icon names complete: every icon field refers to `#/definitions/icon`, whose `enum` is every
 *   icon name the installed lucide-react exports (see {@link lucideIconNames}); after upgrading
 *   lucide-react, run this script again (a unit test fails until then).
 * - Pictures have one shape (issue 29): every schema that refers to a definition of
 *   {@link SHARED_DEFINITIONS} (`#/definitions/picture`, `#/definitions/focalPoint`) gets it
 *   exactly as written there. Each schema is self-contained (the validator compiles each on its
 *   own, generator/validate/validate.ts), so the shape is written once here and copied.
 * - Scheduled publishing (issue 33): wherever a `draft` key is declared, `publishAt` and
 *   `unpublishAt` follow it (see {@link annotateSchedule}), each referring to the shared
 *   `#/definitions/scheduleTime`, whose pattern is scripts/schedule.mjs's.
 *
 * `npx tsx scripts/schema-annotate.ts` rewrites the schema files that change (formatted by
 * {@link printSchema}); `--check` only lists them and exits 1. Run `npm run schema-types` and
 * `npm run docs` afterwards. `defaultSnippets` are written by hand in the schemas; this script
 * keeps them as they are.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Document, isSeq, stringify } from "yaml";
import { lucideIconNames } from "../generator/load/icons.ts";
import { pageSchema } from "../generator/validate/validate.ts";
import { parseCommand } from "./cli-args.mjs";
import { SCHEDULE_TIME_PATTERN } from "./schedule.mjs";
import { type Json, type SchemaNode, deref, isObject, readSchema, readSpec, schemaNames, sectionKindOf, specFilesBySchema } from "./schema-lib.ts";

// ── lucide icon names ───────────────────────────────────────────────────────────────────

/** The old form of an icon field, before the enum: any PascalCase word. */
const ICON_PATTERN = "^[A-Z][A-Za-z0-9]*$";

/** Description of `#/definitions/icon` where a schema gets one. */
const ICON_DESCRIPTION = "Name of a lucide icon in PascalCase, for example Target, BadgeDollarSign or TrendingUp.";

// ── Shared definitions: pictures (issue 29) ─────────────────────────────────────────────

/** What a picture's file path must look like (the same as a media path, `#/definitions/asset`). */
const MEDIA_PATH = "^/media/[a-z0-9/_.-]+\\.(svg|png|jpg|jpeg|webp|avif)$";

/**
 * Definitions written once, here, and copied into every schema that refers to them (directly or
 * through another of them): the picture reference of every content picture, with its alt text
 * and focal point. Edit them here and run this script; a unit test fails while a schema's copy
 * differs.
 */
export const SHARED_DEFINITIONS: Readonly<Record<string, SchemaNode>> = {
  picture: {
    title: "Picture",
    description:
      "A content picture below public/ and what it shows: its file (`src`), its alt text (`alt`, read out in its place) and, optionally, the point to keep in frame wherever it is cropped (`focalPoint`).",
    type: "object",
    additionalProperties: false,
    required: ["src", "alt"],
    properties: {
      src: {
        title: "File",
        description:
          "Path of the picture below public/: a photograph (PNG, JPEG or WebP; the build makes AVIF and WebP versions of it at the sizes its place needs) or SVG artwork.",
        markdownDescription:
          "Path of the picture below public/: a photograph (PNG, JPEG or WebP; the build makes AVIF and WebP versions of it at the sizes its place needs) or SVG artwork.\n\nExample: `/media/team/portrait-jane-doe.jpg`",
        type: "string",
        pattern: MEDIA_PATH,
      },
      alt: {
        title: "Alt text",
        description:
          'What the picture shows, for people who cannot see it (a screen reader reads it in the picture\'s place; it shows when the picture cannot load): who or what is in it and what matters about it here, in a phrase or a sentence of 10 to 250 characters. Do not start with "Photo of" or "Image of": screen readers say so already.',
        markdownDescription:
          'What the picture shows, for people who cannot see it (a screen reader reads it in the picture\'s place; it shows when the picture cannot load): who or what is in it and what matters about it here, in a phrase or a sentence of 10 to 250 characters. Do not start with "Photo of" or "Image of": screen readers say so already.\n\nExample: `Jane Doe laughing at a workshop table, a marker in her hand`',
        type: "string",
        minLength: 10,
        maxLength: 250,
        pattern: "\\S[\\s\\S]{8,}\\S",
      },
      focalPoint: {
        $ref: "#/definitions/focalPoint",
        title: "Focal point",
        description: "Optional: the point of the picture to keep in frame wherever it is cropped to fit; the middle without one.",
        markdownDescription:
          "Optional: the point of the picture to keep in frame wherever it is cropped to fit; the middle without one.\n\nExample:\n\n```yaml\nfocalPoint: { x: 40, y: 25 }\n```",
      },
    },
  },
  scheduleTime: {
    title: "Scheduled time",
    description:
      "An ISO 8601 date-time with its offset from UTC, so it names one moment wherever the build runs: 2026-12-01T09:00:00+03:00 (09:00 in Nairobi) or 2026-12-01T06:00:00Z (UTC); seconds are optional. A time without its offset is refused.",
    type: "string",
    pattern: SCHEDULE_TIME_PATTERN,
  },
  focalPoint: {
    title: "Focal point",
    description:
      "The point of a photograph that every crop keeps in frame and at the same relative place (the portrait's square, a card, a banner, the Open Graph card): `x` in % of its width from the left edge, `y` in % of its height from the top edge, each 0 to 100. Leave it out for the middle (50, 50).",
    type: "object",
    additionalProperties: false,
    required: ["x", "y"],
    properties: {
      x: {
        title: "X (%)",
        description: "How far across the point is, in % of the picture's width from its left edge: 0 (left) to 100 (right), 50 the middle.",
        markdownDescription:
          "How far across the point is, in % of the picture's width from its left edge: 0 (left) to 100 (right), 50 the middle.\n\nExample: `40`",
        type: "integer",
        minimum: 0,
        maximum: 100,
      },
      y: {
        title: "Y (%)",
        description: "How far down the point is, in % of the picture's height from its top edge: 0 (top) to 100 (bottom), 50 the middle.",
        markdownDescription:
          "How far down the point is, in % of the picture's height from its top edge: 0 (top) to 100 (bottom), 50 the middle.\n\nExample: `25`",
        type: "integer",
        minimum: 0,
        maximum: 100,
      },
    },
  },
};

/**
 * Sets each definition of {@link SHARED_DEFINITIONS} that the schema refers to (outside the
 * definition itself, or from another shared definition it gets) to its one written form, and
 * drops a copy nothing refers to any more. Mutates `schema`.
 */
export function annotateShared(schema: SchemaNode): void {
  const refersTo = (node: unknown, name: string): boolean => JSON.stringify(node ?? null).includes(`"#/definitions/${name}"`);
  const definitions = (isObject(schema.definitions) ? schema.definitions : {}) as SchemaNode;
  const outside = { ...schema, definitions: Object.fromEntries(Object.entries(definitions).filter(([k]) => !(k in SHARED_DEFINITIONS))) };
  const wanted = new Set(Object.keys(SHARED_DEFINITIONS).filter((name) => refersTo(outside, name)));
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of Object.keys(SHARED_DEFINITIONS)) {
      if (!wanted.has(name) && [...wanted].some((w) => refersTo(SHARED_DEFINITIONS[w], name))) {
        wanted.add(name);
        grew = true;
      }
    }
  }
  for (const name of Object.keys(SHARED_DEFINITIONS)) {
    if (wanted.has(name)) definitions[name] = structuredClone(SHARED_DEFINITIONS[name]) as Json;
    else delete definitions[name];
  }
  if (Object.keys(definitions).length > 0) schema.definitions = definitions as Json;
}

// ── Scheduled publishing (issue 33) ──────────────────────────────────────────────────────

/**
 * The keys of scheduled publishing, declared wherever `draft` is (generator/load/drafts.ts reads
 * all three on the same records and files): one list of where, the `draft` keys written by hand.
 * `what` is the record, as the draft's description names it ("this case study").
 */
const SCHEDULE_KEYS = {
  publishAt: (what: string) =>
    `When ${what} goes live, a date-time with its offset (2026-12-01T09:00:00+03:00): the build leaves it out before then, and a link to it from published content is reported; \`npm run dev\` shows it with a "scheduled for" marker. The deploy's scheduled run builds again within about 15 minutes of it (docs/deploying.md).`,
  unpublishAt: (what: string) =>
    `When ${what} comes down, a date-time with its offset, after publishAt when both are given: the build leaves it out from then on, \`npm run dev\` too, and a link to it from published content is reported.`,
} as const;

/**
 * Declares `publishAt` and `unpublishAt` right after every `draft` property, each a `$ref` to the
 * shared `#/definitions/scheduleTime` with its own title and description. Mutates `schema`.
 */
export function annotateSchedule(schema: SchemaNode): void {
  for (const [, node] of [...schemaNodes(schema)]) {
    if (!isObject(node.properties) || !isObject(node.properties.draft) || node.properties.draft.type !== "boolean") continue;
    const draft = node.properties.draft;
    const what = /^True while (this [^,:]+?) is not ready/.exec(String(draft.description ?? ""))?.[1] ?? "this record";
    const props: SchemaNode = {};
    for (const [k, v] of Object.entries(node.properties)) {
      if (k in SCHEDULE_KEYS) continue;
      props[k] = v;
      if (k !== "draft") continue;
      for (const [key, text] of Object.entries(SCHEDULE_KEYS)) {
        const before = node.properties[key];
        const description = text(what);
        const kept = isObject(before) && before.description === description ? before : { $ref: "#/definitions/scheduleTime", title: titleOf(key), description };
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
        node.items.forEach((n, i) => mark(n, original[i]));
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

/** True for an icon field written the old way: a PascalCase string instead of `#/definitions/icon`. */
function isOldIcon(node: SchemaNode): boolean {
  return node.type === "string" && node.pattern === ICON_PATTERN && node.enum === undefined;
}

/**
 * Replaces every old-style icon field by a `$ref` to `#/definitions/icon` (keeping its
 * description) and sets that definition's enum to `icons`. Schemas without icon fields are
 * left alone. Mutates `schema`.
 */
function annotateIcons(schema: SchemaNode, icons: readonly string[]): void {
  let found = false;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    if (isOldIcon(node)) {
      found = true;
      return { $ref: "#/definitions/icon", ...(typeof node.description === "string" ? { description: node.description } : {}) };
    }
    for (const [k, v] of Object.entries(node)) if (k !== "enum" && k !== "const") node[k] = walk(v) as Json;
    return node;
  };
  const defs = isObject(schema.definitions) ? schema.definitions : undefined;
  const icon = defs && isObject(defs.icon) ? defs.icon : undefined;
  if (icon) found = true;
  for (const [k, v] of Object.entries(schema)) if (k !== "definitions") schema[k] = walk(v) as Json;
  if (defs) for (const [k, v] of Object.entries(defs)) if (k !== "icon") defs[k] = walk(v) as Json;
  if (!found) return;
  const definitions = (schema.definitions ??= {}) as SchemaNode;
  const before = isObject(definitions.icon) ? definitions.icon : {};
  definitions.icon = {
    title: typeof before.title === "string" ? before.title : "Lucide icon",
    description: typeof before.description === "string" ? before.description : ICON_DESCRIPTION,
    type: "string",
    enum: [...icons],
  };
}

/**
 * The annotated form of one schema (a new object; `schema` is not changed).
 * @param data the parsed spec files that follow the schema, in path order, for examples.
 * @param refresh remake every markdownDescription, not only the missing or outdated ones.
 */
export function annotateSchema(schema: SchemaNode, data: readonly unknown[], icons: readonly string[], refresh = false): SchemaNode {
  const out = structuredClone(schema);
  annotateIcons(out, icons);
  annotateSchedule(out);
  const examples = examplesOf(out, data);
  for (const [pointer, node] of [...schemaNodes(out)]) {
    if (!isObject(node.properties)) continue;
    const props = node.properties;
    for (const [key, prop] of Object.entries(props)) {
      if (!isObject(prop)) continue;
      const description = typeof prop.description === "string" ? prop.description : "";
      const title = typeof prop.title === "string" ? prop.title : titleOf(key);
      const current = typeof prop.markdownDescription === "string" ? prop.markdownDescription : undefined;
      const example = exampleMarkdown(key, examples.get(`${pointer}/properties/${key}`));
      const markdown = !refresh && current !== undefined && current.startsWith(description) ? current : [description, example].filter(Boolean).join("\n\n");
      props[key] = withKeys(prop, title, markdown) as Json;
    }
  }
  // After the walk: the shared definitions stay exactly as written, examples and all.
  annotateShared(out);
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

/** The annotated text of every schema of spec/schemas/, by file name. */
export function annotatedSchemas(root: string, refresh = false): Map<string, string> {
  const icons = lucideIconNames(root);
  const bySchema = specFilesBySchema(root);
  const out = new Map<string, string>();
  for (const name of schemaNames(root)) {
    // A section schema's examples come from the sections of that kind on the pages of sections.
    const kind = sectionKindOf(name);
    const data = kind
      ? (bySchema.get(pageSchema()) ?? []).flatMap((rel) =>
          ((readSpec(root, rel) as { sections?: { kind?: string }[] }).sections ?? []).filter((x) => x.kind === kind),
        )
      : (bySchema.get(name) ?? []).map((rel) => readSpec(root, rel));
    out.set(name, printSchema(annotateSchema(readSchema(root, name), data, icons, refresh) as Json));
  }
  return out;
}

function main(): void {
  const { values } = parseCommand({
    name: "schema-annotate",
    usage: "npx tsx scripts/schema-annotate.ts [--check] [--refresh]",
    run: "npx tsx scripts/schema-annotate.ts",
    summary:
      "Adds editor help to the schemas of spec/schemas/: a title and a markdownDescription with an example from spec/ for every property. Then run `npm run schema-types` and `npm run docs`.",
    options: {
      check: { type: "boolean", description: "write nothing: exit 1 when a schema needs annotating" },
      refresh: { type: "boolean", description: "remake every markdownDescription, not only the stale ones" },
    },
  });
  const root = fileURLToPath(new URL("..", import.meta.url));
  const files = annotatedSchemas(root, Boolean(values.refresh));
  const path = (name: string) => join(root, "spec/schemas", name);
  const stale = [...files].filter(([name, text]) => !existsSync(path(name)) || readFileSync(path(name), "utf8") !== text);
  if (values.check) {
    if (stale.length > 0) {
      process.stderr.write(
        `spec/schemas/ needs annotating: ${stale.map(([n]) => n).join(", ")}\nRun \`npx tsx scripts/schema-annotate.ts\`, then \`npm run schema-types\` and \`npm run docs\`.\n`,
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
