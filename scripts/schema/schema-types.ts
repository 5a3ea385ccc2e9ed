/**
 * Derives the generator's raw types (what a spec file holds after validation) from the JSON
 * Schemas with json-schema-to-typescript, so each authored shape is written once (docs/architecture.md#layout,
 * "raw types are derived from the JSON Schemas by a library").
 *
 * `npm run schema-types` writes model/raw/<schema>.ts and model/raw/index.ts;
 * `npm run schema-types -- --check` exits 1 when they are stale (a unit test checks the same).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeBarrel } from "../../generator/kinds/modules.mjs";
import { SHARED_SCHEMAS, sharedDefinition } from "../../generator/validate/schema-refs.ts";
import { SECTIONS_DIR } from "../../generator/validate/schema-refs.ts";
import { parseCommand } from "../../lib/cli-args.mjs";
import type { Json } from "./schema-lib.ts";

/** The section kinds of `schemaDir`: the names of its sections/<kind>.schema.json files, sorted (the one list of section kinds). */
export function sectionKinds(schemaDir: string): string[] {
  const dir = join(schemaDir, SECTIONS_DIR);
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith(".schema.json"))
        .map((n) => n.replace(/\.schema\.json$/, ""))
        .sort()
    : [];
}

// The registry's kind modules, found by name, before the registry is imported (generator/kinds/modules.mjs): a kind just added counts.
writeBarrel(fileURLToPath(new URL("../../generator/kinds", import.meta.url)));
// What imports the registry comes after it too: the annotator (how a schema is printed).
const { pageKindNames, pageSchema, ruleWithRole, specFileRules } = await import("../../generator/kinds/index.ts");
const { printSchema, helpOf } = await import("./schema-annotate.ts");

/**
 * Name of the root type of each schema, by schema file name: a kind's schema as its file rule
 * names it (generator/kinds/), a section kind's `Raw<Kind>Section` (sections/rich-text.schema.json
 * → RawRichTextSection), so a new kind or section kind needs no line here.
 */
export function rawTypeNames(schemaDir: string): Readonly<Record<string, string>> {
  const names: Record<string, string> = Object.fromEntries(specFileRules().map((r) => [r.schema, r.rawType]));
  for (const kind of sectionKinds(schemaDir)) names[`${SECTIONS_DIR}/${kind}.schema.json`] = `Raw${pascalKind(kind)}Section`;
  return names;
}

/** A section kind in PascalCase, as its types are named: "rich-text" → "RichText" (RawRichTextSection, RichTextSection). */
export const pascalKind = (kind: string) => kind.replace(/(^|-)([a-z])/g, (_m, _d, ch: string) => ch.toUpperCase());

/** The file of the section kinds' raw types by kind (model/raw/sections.ts), which the normalized `PageSection` is derived from. */
const SECTIONS_FILE = "sections.ts";

/**
 * The kinds of the section library that have a transform of their own: the members of
 * `ShapedSections` in model/content.ts (beside spec/, two folders above `schemaDir`), each with
 * its normalized type there.
 */
function shapedSectionKinds(schemaDir: string): Set<string> {
  const content = readFileSync(join(schemaDir, "../../model/content.ts"), "utf8");
  const body = /export interface ShapedSections \{([^}]*)\}/.exec(content)?.[1] ?? "";
  return new Set([...body.matchAll(/^\s*"?([a-z][a-z0-9-]*)"?:/gm)].map((m) => m[1]));
}

/**
 * model/raw/sections.ts: `RawSections`, the raw type of each section kind of the folder, by kind;
 * and for each kind without a transform of its own (a plain section, not in `ShapedSections`)
 * its normalized type `<Kind>Section`: its raw type with its anchor id filled in.
 */
function rawSectionsFile(schemaDir: string): string {
  const kinds = sectionKinds(schemaDir);
  const types = kinds.map((k) => `Raw${pascalKind(k)}Section`);
  const imports = kinds.map((k, i) => `import type { ${types[i]} } from "./section-${k}.ts";\n`).join("") + (kinds.length ? "\n" : "");
  const members = kinds.map((k, i) => `  ${/^[a-z]+$/.test(k) ? k : JSON.stringify(k)}: ${types[i]};\n`).join("");
  const shaped = shapedSectionKinds(schemaDir);
  const plain = kinds
    .filter((k) => !shaped.has(k))
    .map(
      (k) =>
        `\n/** A ${k} section: as its schema validated it (spec/schemas/${SECTIONS_DIR}/${k}.schema.json), its anchor id filled in. */\nexport type ${pascalKind(k)}Section = Omit<Raw${pascalKind(k)}Section, "id"> & { readonly id: string };\n`,
    )
    .join("");
  return `/**\n * Generated from spec/schemas/${SECTIONS_DIR}/ by scripts/schema/schema-types.ts; do not edit.\n * Run \`npm run schema-types\` after adding or removing a section kind's schema.\n */\n\n${imports}/** The authored section of each kind of the section library (spec/schemas/${SECTIONS_DIR}/<kind>.schema.json), as its schema types it, by kind. */\nexport interface RawSections {\n${members}}\n\n/** A kind of the section library: the name of its schema file. */\nexport type RawSectionKind = keyof RawSections;\n${plain}`;
}

/** The raw type of a shared definition (spec/schemas/common.schema.json, icons.schema.json): "picture" → RawPicture, "icon" → RawIcon. */
const sharedTypeName = (name: string) => `Raw${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The file of the shared definitions' raw types, which every schema's raw types import. */
const SHARED_FILE = "shared.ts";

/** Enums longer than this are typed `string` (the lucide icon names: a union of some 2,400 names helps nobody). */
const LONGEST_UNION = 64;

/**
 * The schema as json-schema-to-typescript should see it: without what only editors read
 * (`title` would name a type after every field; `markdownDescription`, `defaultSnippets`), and
 * with long enums typed as their plain type. Validation still checks every value (ajv).
 * A `$ref` to a shared definition (a heading, a picture, an icon) is its one raw type of
 * model/raw/shared.ts, so every schema's raw types share it.
 * @param from the schema's name below spec/schemas/, where its `$ref`s are written from
 */
function forTypes(node: unknown, from: string): unknown {
  if (Array.isArray(node)) return node.map((n) => forTypes(n, from));
  if (!node || typeof node !== "object") return node;
  const ref = (node as { $ref?: unknown }).$ref;
  const shared = typeof ref === "string" ? sharedDefinition(from, ref) : undefined;
  if (shared) {
    const { $ref: _ref, ...rest } = node as Record<string, unknown>;
    return { ...(forTypes(rest, from) as object), tsType: sharedTypeName(shared.name) };
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "title" || k === "markdownDescription" || k === "defaultSnippets") continue;
    if (k === "enum" && Array.isArray(v) && v.length > LONGEST_UNION) continue;
    // "properties" and "definitions" map names to schemas: a field may be called "title".
    out[k] =
      k === "properties" || k === "definitions" ? Object.fromEntries(Object.entries(v as object).map(([n, s]) => [n, forTypes(s, from)])) : forTypes(v, from);
  }
  return out;
}

/** The model types (model/content.ts) a schema names with `tsType`, sorted. */
function namedTypes(node: unknown, out = new Set<string>()): string[] {
  if (Array.isArray(node)) for (const n of node) namedTypes(n, out);
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "tsType" && typeof v === "string") out.add(v);
      else namedTypes(v, out);
    }
  }
  return [...out].sort();
}

const HEADER = (schema: string) =>
  `/**\n * Generated from spec/schemas/${schema} by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.\n * Run \`npm run schema-types\` after changing the schema.\n */\n\n`;

/** Options of every compile: no banner, no index signatures, the model's line width. */
const COMPILE_OPTIONS = {
  bannerComment: "",
  format: true,
  ignoreMinAndMaxItems: true,
  additionalProperties: false,
  unreachableDefinitions: false,
  strictIndexSignatures: true,
  style: { printWidth: 120, singleQuote: false },
} as const;

/** The definitions of the shared schemas of `schemaDir`, by name, each with the schema it is in. */
function sharedDefinitions(schemaDir: string): Map<string, { readonly schema: string; readonly node: object }> {
  const out = new Map<string, { readonly schema: string; readonly node: object }>();
  for (const schema of SHARED_SCHEMAS) {
    if (!existsSync(join(schemaDir, schema))) continue;
    const defs = (JSON.parse(readFileSync(join(schemaDir, schema), "utf8")) as { definitions?: Record<string, object> }).definitions ?? {};
    for (const [name, node] of Object.entries(defs)) {
      if (out.has(name)) throw new Error(`spec/schemas/${schema}: the definition "${name}" is already one of ${out.get(name)!.schema}`);
      out.set(name, { schema, node });
    }
  }
  return out;
}

/** json-schema-to-typescript's `compile`, loaded on first use (so `--help` answers without it). */
const compile: typeof import("json-schema-to-typescript")["compile"] = async (...args) => (await import("json-schema-to-typescript")).compile(...args);

/** model/raw/shared.ts: the raw type of each shared definition, once. */
async function sharedTypes(defs: ReadonlyMap<string, { readonly schema: string; readonly node: object }>): Promise<string> {
  const parts: string[] = [];
  for (const [name, { schema, node }] of defs) {
    // A shared definition's own $refs name other shared types: import nothing, they sit in this file.
    const ts = await compile(forTypes(node, schema) as never, sharedTypeName(name), COMPILE_OPTIONS);
    parts.push(ts.trim());
  }
  return `/**\n * Generated from the shared definitions of spec/schemas/ (${SHARED_SCHEMAS.join(", ")}) by scripts/schema/schema-types.ts\n * (json-schema-to-typescript); do not edit. Run \`npm run schema-types\` after changing them.\n */\n\n${parts.join("\n")}\n`;
}

/** The raw-type files for the schemas in `schemaDir`: path relative to `outDir` → content. */
export async function schemaTypeFiles(schemaDir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const defs = sharedDefinitions(schemaDir);
  const sharedNames = new Set([...defs.keys()].map(sharedTypeName));
  // The section library's schemas sit in spec/schemas/sections/; their raw types in section-<kind>.ts.
  const sub = existsSync(join(schemaDir, "sections")) ? readdirSync(join(schemaDir, "sections")).map((n) => `sections/${n}`) : [];
  const typeNames = rawTypeNames(schemaDir);
  const names = [...readdirSync(schemaDir), ...sub].filter((n) => n in typeNames).sort();
  const index: string[] = [];
  for (const name of names) {
    // The root type takes the name given here, not the schema's title or $id.
    const schema = forTypes(JSON.parse(readFileSync(join(schemaDir, name), "utf8")), name) as Record<string, unknown>;
    delete schema.$id;
    const typeName = typeNames[name]!;
    const ts = await compile(schema as never, typeName, COMPILE_OPTIONS);
    const base = name.replace(/\.schema\.json$/, "").replace(/^sections\//, "section-");
    // A field typed by `tsType` names a type of the normalized model, imported from there, or a shared raw type.
    const named = namedTypes(schema);
    const model = named.filter((n) => !sharedNames.has(n));
    const shared = named.filter((n) => sharedNames.has(n));
    const imports =
      [
        ...(model.length ? [`import type { ${model.join(", ")} } from "../content.ts";\n`] : []),
        ...(shared.length ? [`import type { ${shared.join(", ")} } from "./${SHARED_FILE}";\n`] : []),
      ].join("") + (named.length ? "\n" : "");
    out.set(`${base}.ts`, HEADER(name) + imports + ts);
    index.push(`export type { ${typeName} } from "./${base}.ts";`);
  }
  out.set(SHARED_FILE, await sharedTypes(defs));
  out.set(SECTIONS_FILE, rawSectionsFile(schemaDir));
  index.push(`export type { ${[...sharedNames].sort().join(", ")} } from "./${SHARED_FILE}";`);
  index.push(`export type { RawSectionKind, RawSections } from "./${SECTIONS_FILE}";`);
  out.set(
    "index.ts",
    `/**\n * Generated by scripts/schema/schema-types.ts from spec/schemas/; do not edit.\n * The root raw type of every spec kind (a spec file's data after schema validation), and the shared ones.\n */\n${index.join("\n")}\n`,
  );
  return out;
}

/**
 * The route table's schema with the `enum` of its routes' `page` written from the registry
 * (`Kind.pageKinds`, generator/kinds/): the one list of page kinds, so the editor completes
 * them, ajv checks them and the raw type (hence the generator's `PageKind`) unions them.
 * @returns the schema's file name (in `schemaDir`) and its text with the list written in
 * @throws Error when the schema has no `page` property with an `enum` (a schema edited by hand)
 */
export function pageKindSchema(schemaDir: string): { readonly name: string; readonly text: string } {
  const name = ruleWithRole("route-table").schema;
  const before = readFileSync(join(schemaDir, name), "utf8");
  const found = /("page": \{[^{}]*?"enum": )\[[^\]]*\]/.exec(before);
  if (!found) throw new Error(`spec/schemas/${name}: no "page" property with an "enum" to write the page kinds into`);
  const indent = (/\n( *)"enum": $/.exec(before.slice(0, found.index + found[1].length))?.[1] ?? "").length;
  // As Biome lays out a list of short strings: as many as fit on a line of 120 characters.
  const lines: string[] = [];
  for (const word of pageKindNames().map((p) => JSON.stringify(p))) {
    const last = lines.length - 1;
    if (last >= 0 && indent + 2 + lines[last]!.length + 2 + word.length + 1 <= 120) lines[last] += `, ${word}`;
    else lines.push(word);
  }
  const pad = " ".repeat(indent + 2);
  const list = `[\n${lines.map((l) => pad + l).join(",\n")}\n${" ".repeat(indent)}]`;
  return { name, text: before.slice(0, found.index) + found[1] + list + before.slice(found.index + found[0].length) };
}

/** A section schema's starters for the page's list of sections (its top-level `defaultSnippets`, each body with its `kind`). */
type Snippet = { readonly label: string; readonly description?: string; readonly body: Record<string, Json> };

/**
 * The page schema (`pageSchema()`, spec/schemas/page.schema.json) with its section kinds written
 * from the folder of section schemas (spec/schemas/sections/): `definitions.section`'s `kind`
 * enum and its description, and its `defaultSnippets`, the starters each section schema declares
 * at its top (`defaultSnippets`), in the folder's order. So a new section kind is its schema
 * file: the editor completes its kind and offers its starter, and ajv accepts it.
 * @returns the schema's file name (in `schemaDir`) and its text with the kinds written in
 * @throws Error when the page schema has no `definitions.section.properties.kind` (a schema edited by hand)
 */
export function sectionKindSchema(schemaDir: string): { readonly name: string; readonly text: string } {
  const name = pageSchema();
  const schema = JSON.parse(readFileSync(join(schemaDir, name), "utf8")) as {
    definitions?: { section?: { properties?: { kind?: Record<string, Json> }; defaultSnippets?: Json } };
  };
  const section = schema.definitions?.section;
  const kind = section?.properties?.kind;
  if (!section || !kind) throw new Error(`spec/schemas/${name}: no "definitions.section.properties.kind" to write the section kinds into`);
  const kinds = sectionKinds(schemaDir);
  const listed = kinds.length > 1 ? `${kinds.slice(0, -1).join(", ")} or ${kinds.at(-1)}` : kinds.join("");
  // The person's words, and the developer's note (CONTRIBUTING.md, "A property's label and help").
  kind.description = `Which kind of section: ${listed}.`;
  kind.$comment = `One kind per schema of spec/schemas/${SECTIONS_DIR}/, written by \`npm run schema-types\`.`;
  // The example the annotate script added after the description stays.
  const example = typeof kind.markdownDescription === "string" ? /\n\nExample: [\s\S]*$/.exec(kind.markdownDescription)?.[0] : undefined;
  if (example) kind.markdownDescription = `${helpOf(kind)}${example}`;
  kind.enum = kinds;
  const snippets = kinds.flatMap(
    (k) => (JSON.parse(readFileSync(join(schemaDir, SECTIONS_DIR, `${k}.schema.json`), "utf8")) as { defaultSnippets?: Snippet[] }).defaultSnippets ?? [],
  );
  section.defaultSnippets = snippets as unknown as Json;
  return { name, text: printSchema(schema as Json) };
}

async function main(): Promise<void> {
  const { values } = parseCommand({
    name: "schema-types",
    usage: "npm run schema-types -- [--check]",
    summary: "Writes the raw types (model/raw/) from the JSON Schemas of spec/schemas/.",
    options: { check: { type: "boolean", description: "write nothing: exit 1 when model/raw/ is stale" } },
  });
  const root = fileURLToPath(new URL("../..", import.meta.url));
  const outDir = join(root, "model/raw");
  const routesSchema = pageKindSchema(join(root, "spec/schemas"));
  const routesStale = readFileSync(join(root, "spec/schemas", routesSchema.name), "utf8") !== routesSchema.text;
  if (routesStale && values.check) {
    process.stderr.write(
      `spec/schemas/${routesSchema.name}: its page kinds differ from the registry's (generator/kinds/ pageKinds)\nRun \`npm run schema-types\`.\n`,
    );
    process.exit(1);
  }
  if (routesStale) writeFileSync(join(root, "spec/schemas", routesSchema.name), routesSchema.text);
  const pageSchemaText = sectionKindSchema(join(root, "spec/schemas"));
  const pageStale = readFileSync(join(root, "spec/schemas", pageSchemaText.name), "utf8") !== pageSchemaText.text;
  if (pageStale && values.check) {
    process.stderr.write(`spec/schemas/${pageSchemaText.name}: its section kinds differ from spec/schemas/${SECTIONS_DIR}/\nRun \`npm run schema-types\`.\n`);
    process.exit(1);
  }
  if (pageStale) writeFileSync(join(root, "spec/schemas", pageSchemaText.name), pageSchemaText.text);
  const files = await schemaTypeFiles(join(root, "spec/schemas"));
  const stale = [...files].filter(([rel, text]) => !existsSync(join(outDir, rel)) || readFileSync(join(outDir, rel), "utf8") !== text);
  if (values.check) {
    if (stale.length > 0) {
      process.stderr.write(`model/raw/ is stale: ${stale.map(([r]) => r).join(", ")}\nRun \`npm run schema-types\`.\n`);
      process.exit(1);
    }
    process.stdout.write(`model/raw/ is current (${files.size} files)\n`);
    return;
  }
  mkdirSync(outDir, { recursive: true });
  for (const [rel, text] of stale) writeFileSync(join(outDir, rel), text);
  process.stdout.write(`model/raw/: ${stale.length} file(s) written (${files.size} files)\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
