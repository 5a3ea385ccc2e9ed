/**
 * The content reference (Docs from the schemas): docs/content/, one Markdown page per
 * kind of spec file (per schema of spec/schemas/), and docs/content/README.md as the index.
 * Each page says which files follow the schema, then every field (nested fields as dotted paths,
 * `services[].benefits`): its type, whether it is required, its description, its allowed values
 * and limits, and what its `markdownDescription` adds (the developer's note of its `$comment`
 * and an example: see scripts/schema/schema-annotate.ts).
 * Made from the schemas alone, so the pages change only when a schema does.
 *
 * `npm run docs` writes docs/content/ (and removes pages of schemas that are gone);
 * `npm run docs -- --check` compares only, lists the stale files and exits 1 (part of `npm test`).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { LIST_IN_HINT } from "../../generator/diagnostics/catalogue.ts";
import { trimmedMinimum } from "../../generator/validate/validate.ts";
import { COLLECTION_KEYWORD } from "../../generator/validate/schema-refs.ts";
import { pageSchema, specFileRules } from "../../generator/kinds/index.ts";
import { parseCommand } from "../../lib/cli-args.mjs";
import { type Json, type SchemaNode, bundledSchema, deref, isObject, schemaNames, sectionKindOf } from "./schema-lib.ts";

const OUT = "docs/content";

const HEADER = (source: string) =>
  `<!-- Generated from ${source} by scripts/schema/content-docs.ts; do not edit. Run \`npm run docs\` after changing a schema. -->\n\n`;

/** 2399 → "2,399". */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

const plural = (n: number, word: string) => `${thousands(n)} ${word}${n === 1 ? "" : "s"}`;

/** Inline code, safe for table cells. */
const code = (v: unknown) => `\`${String(typeof v === "string" ? v : JSON.stringify(v)).replace(/\|/g, "\\|")}\``;

/** Text as Markdown prose: what looks like an HTML tag is shown, not swallowed. */
const prose = (text: string) => text.replace(/<(?=[A-Za-z/!])/g, "&lt;");

/** One line of a Markdown table cell. */
const cell = (text: string) =>
  prose(text)
    .replace(/\|/g, "\\|")
    .replace(/\s*\n\s*/g, " ");

/** One field of a page: where it is, its schema node (after `$ref`s) and what surrounds it. */
interface Field {
  /** Dotted path: `hero.badge`, `services[].benefits`, `values.<name>`. */
  readonly path: string;
  readonly key: string;
  /** The property as written (title, description, markdownDescription live here). */
  readonly own: SchemaNode;
  /** The node its `$ref`s end at (type and limits may live here). */
  readonly node: SchemaNode;
  /** The shared definition it refers to, by name, when it refers to one. */
  readonly definition?: string;
  /** "yes", "no", or the condition under which it is required. */
  readonly required: string;
  /** Rules that hold only when another field has some value (allOf / if / then). */
  readonly conditions: string[];
}

/** Shared definitions whose values have a name of their own in the type column. */
const NAMED: Readonly<Record<string, string>> = {
  "#/definitions/icon": "icon name",
  "#/definitions/slug": "slug",
  "#/definitions/colour": "colour",
  "#/definitions/mediaPath": "media path",
  "#/definitions/picture": "picture",
  "#/definitions/focalPoint": "focal point",
};

/** A type in a content owner's words: "text", "list of mappings", "whole number", "icon name". */
function typeName(root: SchemaNode, node: SchemaNode): string {
  if (typeof node.$ref === "string" && node.$ref in NAMED) return NAMED[node.$ref];
  // A key of a collection (a client, a person: `x-collection`) is named after its definition's title: "client key".
  const def = typeof node.$ref === "string" ? deref(root, { $ref: node.$ref }, "").node : undefined;
  if (def && typeof def[COLLECTION_KEYWORD] === "string" && typeof def.title === "string") return `${def.title.toLowerCase()} key`;
  const n = deref(root, node, "").node;
  const types = ([] as Json[]).concat(n.type ?? (isObject(n.properties) ? "object" : n.items ? "array" : []));
  const one = (t: Json): string => {
    switch (t) {
      case "string":
        return "text";
      case "integer":
        return "whole number";
      case "number":
        return "number";
      case "boolean":
        return "true or false";
      case "null":
        return "empty";
      case "array": {
        if (!isObject(n.items)) return "list";
        const item = typeName(root, n.items);
        return `list of ${/^(text|mapping|whole number|slug|colour|media path|icon name|picture|.* key)$/.test(item) ? `${item}s` : item}`;
      }
      case "object":
        return isObject(n.additionalProperties) ? `mapping of names to ${typeName(root, n.additionalProperties)}` : "mapping";
      default:
        return String(t);
    }
  };
  return types.length === 0 ? "any value" : types.map(one).join(" or ");
}

/** Limits of a node in words: lengths, item counts, ranges, the form a pattern asks for. */
function limits(node: SchemaNode): string[] {
  const out: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    const lo = typeof min === "number" ? min : undefined;
    const hi = typeof max === "number" ? max : undefined;
    if (lo !== undefined && hi !== undefined) return lo === hi ? `exactly ${plural(lo, unit)}` : `${thousands(lo)} to ${plural(hi, unit)}`;
    if (lo !== undefined) return `at least ${plural(lo, unit)}`;
    if (hi !== undefined) return `at most ${plural(hi, unit)}`;
    return undefined;
  };
  const pattern = typeof node.pattern === "string" ? node.pattern : undefined;
  const trimmed = pattern === undefined ? undefined : trimmedMinimum(pattern);
  const chars = range(trimmed ?? node.minLength, node.maxLength, "character");
  if (chars) out.push(chars + (trimmed !== undefined ? ", not counting spaces at either end" : ""));
  const items = range(node.minItems, node.maxItems, "item");
  if (items) out.push(items);
  if (node.uniqueItems === true) out.push("no item twice");
  const lo = typeof node.minimum === "number" ? thousands(node.minimum) : undefined;
  const hi = typeof node.maximum === "number" ? thousands(node.maximum) : undefined;
  if (lo !== undefined || hi !== undefined)
    out.push(lo !== undefined && hi !== undefined ? `from ${lo} to ${hi}` : lo !== undefined ? `at least ${lo}` : `at most ${hi}`);
  return out;
}

/** The form a pattern asks for (patterns that only count characters are limits, not forms). */
function form(node: SchemaNode): string | undefined {
  const pattern = typeof node.pattern === "string" ? node.pattern : undefined;
  return pattern !== undefined && trimmedMinimum(pattern) === undefined ? `matches the regular expression ${code(pattern)}` : undefined;
}

/** A description as part of a list of phrases: without its final full stop. */
const phrase = (text: string) => text.replace(/\.$/, "");

/** Allowed values in words: the list, or its size when it is long (the icon names). */
function allowed(node: SchemaNode): string | undefined {
  if (node.const !== undefined) return `only ${code(node.const)}`;
  if (!Array.isArray(node.enum)) return undefined;
  if (node.enum.length > LIST_IN_HINT) return `one of ${thousands(node.enum.length)} names (the editor completes them as you type)`;
  return node.enum.map((v) => code(v)).join(", ");
}

/** Constraints a `then` branch adds, by the field path they concern (relative to `base`). */
function branchNotes(root: SchemaNode, node: SchemaNode, base: string, when: string, into: Map<string, string[]>, required: Map<string, string[]>): void {
  const add = (path: string, note: string) => into.set(path, [...(into.get(path) ?? []), note]);
  for (const key of Array.isArray(node.required) ? (node.required as string[]) : []) {
    const path = base ? `${base}.${key}` : key;
    required.set(path, [...(required.get(path) ?? []), when]);
  }
  if (isObject(node.properties)) {
    for (const [key, sub] of Object.entries(node.properties)) {
      if (!isObject(sub)) continue;
      const path = base ? `${base}.${key}` : key;
      const said = [...limits(sub), ...(allowed(sub) ? [`one of ${allowed(sub)}`.replace(/^one of one of/, "one of")] : [])];
      if (said.length > 0) add(path, `${when}: ${said.join("; ")}`);
      branchNotes(root, sub, path, when, into, required);
    }
  }
  if (isObject(node.items)) {
    // What a branch says of each item belongs to the list's own entry.
    const said = [...limits(node.items), ...(allowed(node.items) ? [allowed(node.items)!] : [])];
    if (said.length > 0) add(base, `${when}: each item ${said.join("; ")}`.replace(/each item (`)/, "each item one of $1"));
    branchNotes(root, node.items, `${base}[]`, when, into, required);
  }
}

/** "When `category` is `media`", from an `if` of the form { properties: { category: { const } } }. */
function condition(node: SchemaNode): string | undefined {
  if (!isObject(node.properties)) return undefined;
  const parts = Object.entries(node.properties)
    .filter(([, v]) => isObject(v) && v.const !== undefined)
    .map(([k, v]) => `\`${k}\` is ${code((v as SchemaNode).const)}`);
  return parts.length > 0 ? `When ${parts.join(" and ")}` : undefined;
}

/**
 * Every field of a schema in document order, depth first, `$ref`s expanded in place (a
 * definition used twice is listed under both paths).
 */
export function fieldsOf(root: SchemaNode): Field[] {
  const out: Field[] = [];
  const walk = (node: SchemaNode, base: string, seen: readonly string[], notes: Map<string, string[]>, conditionalRequired: Map<string, string[]>) => {
    const target = deref(root, node, "").node;
    // Conditions of this object (allOf / if / then) attach notes to the fields below it.
    for (const branch of Array.isArray(target.allOf) ? target.allOf : []) {
      if (!isObject(branch) || !isObject(branch.if) || !isObject(branch.then)) continue;
      const when = condition(branch.if);
      if (when) branchNotes(root, branch.then, base, when, notes, conditionalRequired);
    }
    if (isObject(target.properties)) {
      const required = Array.isArray(target.required) ? (target.required as string[]) : [];
      for (const [key, own] of Object.entries(target.properties)) {
        if (!isObject(own)) continue;
        const path = base ? `${base}.${key}` : key;
        const ref = typeof own.$ref === "string" ? own.$ref : undefined;
        const { node: sub, pointer } = deref(root, own, "");
        const when = conditionalRequired.get(path);
        out.push({
          path,
          key,
          own,
          node: sub,
          definition: ref ? pointer.split("/").pop() : undefined,
          required: required.includes(key) ? "yes" : when ? `${when.map((w) => w.replace(/^When/, "when")).join("; ")}` : "no",
          conditions: notes.get(path) ?? [],
        });
        if (ref && seen.includes(ref)) continue;
        descend(sub, path, ref ? [...seen, ref] : seen, notes, conditionalRequired);
      }
    }
  };
  const descend = (node: SchemaNode, path: string, seen: readonly string[], notes: Map<string, string[]>, req: Map<string, string[]>) => {
    if (isObject(node.items)) {
      const item = deref(root, node.items, "").node;
      if (isObject(item.properties) || Array.isArray(item.allOf)) walk(node.items, `${path}[]`, seen, notes, req);
    }
    if (isObject(node.additionalProperties)) {
      const value = deref(root, node.additionalProperties, "").node;
      out.push({ path: `${path}.<name>`, key: "<name>", own: node.additionalProperties, node: value, required: "no", conditions: [] });
      if (isObject(value.properties)) walk(node.additionalProperties, `${path}.<name>`, seen, notes, req);
    }
    if (isObject(node.properties) || Array.isArray(node.allOf)) walk(node, path, seen, notes, req);
  };
  walk(root, "", [], new Map(), new Map());
  return out;
}

/** The example part of a property's markdownDescription (what follows its description). */
function example(own: SchemaNode): string | undefined {
  const md = typeof own.markdownDescription === "string" ? own.markdownDescription : "";
  const description = typeof own.description === "string" ? own.description : "";
  const rest = md.startsWith(description) ? md.slice(description.length).trim() : "";
  return rest || undefined;
}

/** The details of one field. */
function fieldSection(root: SchemaNode, f: Field): string {
  const title = typeof f.own.title === "string" ? f.own.title : f.key === "<name>" ? "Any name" : f.key;
  const description = typeof f.own.description === "string" ? f.own.description : typeof f.node.description === "string" ? f.node.description : "";
  const required = f.required === "yes" ? "required" : f.required === "no" ? "optional" : `required ${f.required}`;
  const lines = [`### \`${f.path}\``, "", `**${title}** · ${typeName(root, f.own)} · ${required}`, ""];
  if (description) lines.push(prose(description), "");
  const bullets: string[] = [];
  const own = limits(f.node);
  if (own.length > 0) bullets.push(`Limits: ${own.join("; ")}`);
  const shape = form(f.node);
  if (shape) bullets.push(`Form: ${shape}`);
  const values = allowed(f.node);
  if (values) bullets.push(`Allowed values: ${values}`);
  const kind = f.definition && isObject(root.definitions) ? (root.definitions[f.definition] as SchemaNode | undefined)?.description : undefined;
  if (f.definition && typeof kind === "string" && kind !== description) bullets.push(`Kind: **${f.definition}**. ${kind}`);
  if (isObject(f.node.items)) {
    const item = deref(root, f.node.items, "").node;
    const itemDescription =
      typeof f.node.items.description === "string" ? f.node.items.description : typeof item.description === "string" ? item.description : undefined;
    const itemSaid = [
      itemDescription === undefined ? undefined : phrase(itemDescription),
      ...limits(item),
      form(item),
      ...(allowed(item) ? [`one of ${allowed(item)}`.replace(/^one of one of/, "one of")] : []),
    ].filter((x): x is string => !!x);
    if (itemSaid.length > 0) bullets.push(`Each item: ${itemSaid.join("; ")}`);
  }
  bullets.push(...f.conditions);
  if (bullets.length > 0) lines.push(...bullets.map((b) => `- ${b}`), "");
  const ex = example(f.own);
  if (ex) lines.push(ex, "");
  return lines.join("\n");
}

/** "a, b and c". */
const and = (items: readonly string[]) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/**
 * Which files follow a schema, in words, from the file rules of the kinds (generator/kinds/index.ts;
 * an exact path wins over its folder): "every file of `spec/forms/`; `contact.yaml` … must exist", "`spec/pages/about.yaml`".
 */
export function placesOf(schema: string): string {
  const rules = specFileRules();
  const kind = sectionKindOf(schema);
  if (kind)
    return `each section with \`kind: ${kind}\` in the \`sections\` of a page of ${code(`spec/${rules.find((k) => k.schema === pageSchema())?.at ?? "pages/"}`)}`;
  const mine = rules.filter((k) => k.schema === schema);
  const folders = mine.filter((k) => k.at.endsWith("/")).map((k) => k.at);
  const parts: string[] = [];
  const exact = mine.filter((k) => !k.at.endsWith("/") && !folders.some((f) => k.at.startsWith(f)));
  if (exact.length > 0) parts.push(and(exact.map((k) => code(`spec/${k.at}`))));
  for (const folder of folders) {
    // Files of the folder claimed earlier by another kind are not this schema's.
    const others = rules
      .slice(
        0,
        rules.findIndex((k) => k.at === folder && k.schema === schema),
      )
      .filter((k) => k.schema !== schema && k.at.startsWith(folder) && !k.at.endsWith("/"))
      .map((k) => code(k.at.slice(folder.length)));
    const must = mine.filter((k) => !k.at.endsWith("/") && k.at.startsWith(folder) && k.required).map((k) => code(k.at.slice(folder.length)));
    const every =
      others.length === 0
        ? `every file of ${code(`spec/${folder}`)}`
        : others.length <= 2
          ? `every file of ${code(`spec/${folder}`)} except ${and(others)}`
          : `any other file of ${code(`spec/${folder}`)}`;
    parts.push(must.length > 0 ? `${every} (${and(must)} must exist)` : every);
  }
  return and(parts);
}

/** The files a schema's page names. */
function filesLine(schema: string): string {
  return `Files: ${placesOf(schema)}.`;
}

/** The page of one schema. */
export function schemaPage(name: string, root: SchemaNode): string {
  const fields = fieldsOf(root);
  const title = typeof root.title === "string" ? root.title : name;
  const blocks = [
    HEADER(`spec/schemas/${name}`).trimEnd(),
    `# ${title}`,
    typeof root.description === "string" ? prose(root.description) : "",
    // The developer's note of the file (CONTRIBUTING.md, "A property's label and help").
    typeof root.$comment === "string" ? `For developers: ${prose(root.$comment)}` : "",
    filesLine(name),
    `Schema: [\`spec/schemas/${name}\`](../../spec/schemas/${name}). Every file starts with \`# yaml-language-server: $schema=…\` naming it, so an editor with the YAML extension completes each field and shows what follows on hover.`,
    "## Fields",
    [
      "| Field | Title | Type | Required |",
      "| --- | --- | --- | --- |",
      ...fields.map(
        (f) =>
          `| \`${f.path}\` | ${cell(typeof f.own.title === "string" ? f.own.title : f.key === "<name>" ? "Any name" : f.key)} | ${cell(typeName(root, f.own))} | ${cell(f.required)} |`,
      ),
    ].join("\n"),
    "## Details",
    ...fields.map((f) => fieldSection(root, f).trimEnd()),
  ];
  return `${blocks.filter((b) => b !== "").join("\n\n")}\n`;
}

/** The index of docs/content/. */
function indexPage(pages: readonly { page: string; name: string; title: string; description: string; places: string }[]): string {
  return `${HEADER("spec/schemas/")}# Content reference

Everything a visitor reads lives in the YAML files of \`spec/\`. Each kind of file follows a JSON
Schema in \`spec/schemas/\`; this reference is made from those schemas and lists, for each kind,
every field: its type, whether it is required, what it holds, the values and limits it allows,
and an example from the site's own content.

How to read a field's path: \`hero.badge\` is the key \`badge\` inside \`hero\`; \`services[]\` is each
item of the list \`services\`, so \`services[].benefits\` is the \`benefits\` of every service;
\`values.<name>\` is any key of the mapping \`values\`.

In an editor with the YAML extension (VS Code: \`redhat.vscode-yaml\`, recommended by
\`.vscode/extensions.json\`) the same help is on hand while typing: completion of field names,
icon names and listed values, the description and example on hover, and ready-made records
(a service, a case study, a project, a team member, an office) among the completions of a list.
\`npm run generate\` (or \`npm run dev\`) checks everything and reports each mistake as
\`file:line:col\`, what is wrong and how to fix it.

The easiest way to change a text, a picture or a list is on the page itself: in \`npm run dev\`,
Alt-click it and edit it in the panel, which rewrites the YAML in place with its comments kept
([Editing on the page](editing.md)).

To grow the site (a new service, practice, country office, case-study scope, person, landing page,
form field; renaming or removing a page), follow the worked examples in [Growing the site](growing.md).

| Page | Files | What they hold |
| --- | --- | --- |
${pages.map((p) => `| [${cell(p.title)}](${p.page}) | ${cell(p.places)} | ${cell(p.description)} |`).join("\n")}
`;
}

/** Every file of docs/content/, by name, made from the schemas of `root`. */
export function contentDocs(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const index: { page: string; name: string; title: string; description: string; places: string }[] = [];
  for (const name of schemaNames(root)) {
    // The shared definitions a schema refers to (spec/schemas/common.schema.json, icons.schema.json) read as its own.
    const schema = bundledSchema(root, name);
    // The section library's pages sit beside the others: sections/faq.schema.json → section-faq.md.
    const page = name.replace(/\.schema\.json$/, ".md").replace(/^sections\//, "section-");
    out.set(page, schemaPage(name, schema));
    index.push({
      page,
      name,
      title: typeof schema.title === "string" ? schema.title : name,
      description: typeof schema.description === "string" ? schema.description : "",
      places: placesOf(name),
    });
  }
  out.set("README.md", indexPage(index));
  return out;
}

/**
 * Pages of docs/content/ written by hand rather than made from a schema: the guide to growing
 * the site and the guide to editing on the page, which sit beside the
 * reference they link to. Never reported as left over.
 */
export const AUTHORED_DOCS: ReadonlySet<string> = new Set(["growing.md", "editing.md"]);

/** Files of docs/content/ that differ from `files`, are missing, or are left over (authored pages aside). */
export function staleDocs(root: string, files: ReadonlyMap<string, string>): { stale: string[]; extra: string[] } {
  const dir = join(root, OUT);
  const have = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(".md") && !AUTHORED_DOCS.has(n)) : [];
  const stale = [...files].filter(([n, text]) => !existsSync(join(dir, n)) || readFileSync(join(dir, n), "utf8") !== text).map(([n]) => n);
  const extra = have.filter((n) => !files.has(n)).sort();
  return { stale, extra };
}

function main(): void {
  const { values } = parseCommand({
    name: "docs",
    usage: "npm run docs -- [--check]",
    summary: `Writes the content reference (${OUT}/: one page per kind of spec file) from the JSON Schemas of spec/schemas/, and removes the pages of schemas that are gone.`,
    options: { check: { type: "boolean", description: `write nothing: list the stale files of ${OUT}/ and exit 1` } },
  });
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const files = contentDocs(root);
  const { stale, extra } = staleDocs(root, files);
  if (values.check) {
    if (stale.length + extra.length > 0) {
      const list = [...stale.map((n) => `  ${OUT}/${n}`), ...extra.map((n) => `  ${OUT}/${n} (no schema makes it)`)].join("\n");
      process.stderr.write(`${OUT}/ is stale:\n${list}\nRun \`npm run docs\` and commit ${OUT}/.\n`);
      process.exit(1);
    }
    process.stdout.write(`${OUT}/ is current (${files.size} files)\n`);
    return;
  }
  mkdirSync(join(root, OUT), { recursive: true });
  for (const n of stale) writeFileSync(join(root, OUT, n), files.get(n)!);
  for (const n of extra) rmSync(join(root, OUT, n));
  process.stdout.write(`${OUT}/: ${stale.length} written, ${extra.length} removed (${files.size} files)\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
