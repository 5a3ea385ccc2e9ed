import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { LineCounter, parseDocument } from "yaml";
import {
  BlankText,
  FileUnreadable,
  InvalidSlug,
  ItemCount,
  NotAllowed,
  NumberRange,
  PatternMismatch,
  PictureAsPath,
  RequiredKey,
  ScheduleTimeForm,
  SchemaDirMissing,
  SchemaIdMismatch,
  SchemaInvalid,
  SchemaMissing,
  SchemaNotJson,
  SchemaRule,
  TextLength,
  UnknownKey,
  WrongType,
} from "../diagnostics/catalogue.ts";
import { type Diagnostic, diagnostic, didYouMeanSuffix, formatPath, sortDiagnostics, suggest } from "../diagnostics/index.ts";
import { type SpecFile, locate } from "../load/spec-file.ts";
import { SCHEDULE_TIME_PATTERN } from "../../lib/schedule.mjs";
import type { Registry } from "../kinds/kind.ts";
import { cacheDir as storeDir, markUsed, sha256, writeAtomic } from "../../lib/cache-store.mjs";
import { COLLECTION_KEYWORD, type RefNode, SECTIONS_DIR, SHARED_SCHEMAS, type Scoped, followRef, refTarget } from "./schema-refs.ts";
import { keptPerData } from "../load/kept.ts";

/** The schemas of spec/schemas/, compiled, and every problem found in them. */
export interface SchemaSet {
  /** The compiled validator of a schema file name, or undefined when it is missing or broken. */
  readonly get: (schema: string) => ValidateFunction | undefined;
  /** Problems of the schema files themselves, each naming its file. */
  readonly diagnostics: readonly Diagnostic[];
  /** A shared schema (./schema-refs.ts) by name, parsed, for messages that follow a `$ref` into it; undefined when it is missing or broken. */
  readonly load: (schema: string) => RefNode | undefined;
}

/** 1-based position of a JSON pointer's node in JSON text (JSON is YAML, so yaml maps it). */
function locateJson(text: string, path: readonly (string | number)[]): { line: number; col: number } {
  const lc = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lc, prettyErrors: false });
  for (let n = path.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n), true);
    const range = (node as { range?: [number, number, number] } | undefined)?.range;
    if (range) return lc.linePos(range[0]);
  }
  return { line: 1, col: 1 };
}

/** 1-based position of an offset into text. */
function posOf(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  return { line: before.split("\n").length, col: before.length - before.lastIndexOf("\n") };
}

/** Where JSON.parse gave up: its "at position N", or the end of the text ("Unexpected end"). */
function jsonErrorPos(text: string, message: string): { line: number; col: number } {
  const m = /at position (\d+)/.exec(message);
  return posOf(text, m ? Number(m[1]) : text.trimEnd().length);
}

/** Where an ajv compile error points: the unknown keyword it names, or the schema's top. */
function ajvErrorPos(text: string, message: string): { line: number; col: number } {
  const pointer = /data((?:\/[^\s/]+)+)/.exec(message);
  if (pointer)
    return locateJson(
      text,
      pointer[1]
        .slice(1)
        .split("/")
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
    );
  const keyword = /keyword:? "([^"]+)"/.exec(message);
  const at = keyword ? text.indexOf(`"${keyword[1]}"`) : -1;
  return at >= 0 ? posOf(text, at) : { line: 1, col: 1 };
}

/**
 * Keywords the schemas carry for editors only (redhat.vscode-yaml; docs/architecture.md#editor-help-and-the-content-reference):
 * hover text in Markdown and the records offered on completion, and, for the page editor's
 * pickers, the collection a key names (`x-collection`, ./schema-refs.ts). They validate nothing; ajv in
 * strict mode refuses keywords it does not know, so they are registered as annotations. Any
 * other unknown keyword stays an error (schema/invalid).
 */
export const EDITOR_KEYWORDS = ["markdownDescription", "defaultSnippets", COLLECTION_KEYWORD] as const;

/**
 * Keywords the schemas carry for scripts/schema/schema-types.ts only: `tsType` names the model type a
 * field's raw type is (an enum written in several schemas, such as `Artefact`), so the raw types
 * do not spell the union out again. They validate nothing either.
 */
export const TYPE_KEYWORDS = ["tsType"] as const;

/** Compiled schemas by file and text: editing one schema recompiles only that one. */
const compiled = new Map<string, Compiled>();

/**
 * Reads and compiles every schema of `schemaDir` with ajv (strict, allErrors, draft-07), each
 * registered under its file name, which must equal its `$id`. Never throws for broken schema
 * files: a missing, misnamed, non-JSON or invalid schema is a diagnostic naming that file (at
 * the position JSON.parse or ajv points to), and the spec files that follow it are not
 * validated. The shared schemas (./schema-refs.ts: common.schema.json, icons.schema.json) are
 * read first and added to one ajv (`addSchema`) in which every other schema is compiled, so a
 * `$ref` across files resolves; a shared schema that is missing or broken is reported once, as
 * stopping every spec file, and nothing else is compiled. Each compiled schema is reused while
 * its text and the shared schemas' texts are unchanged.
 * @param rules every file rule of the kinds (`Registry.rules`): which schemas the spec files follow
 * @param usedBy spec files by the schema they follow, to say what a missing schema stops.
 * @param only compile these schemas alone (by file name), when the others are known to be good
 *   (../write/clean-files.ts: a run found no problem with these very texts)
 */
export function loadSchemas(
  rules: Registry["rules"],
  root: string,
  schemaDir: string,
  usedBy: ReadonlyMap<string, readonly string[]> = new Map(),
  only?: ReadonlySet<string>,
): SchemaSet {
  const rel = (name: string) => relative(root, join(schemaDir, name)).split("\\").join("/");
  if (!existsSync(schemaDir) || !statSync(schemaDir).isDirectory()) {
    const dir = relative(root, schemaDir).split("\\").join("/");
    return { get: () => undefined, diagnostics: [diagnostic(SchemaDirMissing, { dir }, { file: dir })], load: () => undefined };
  }
  const known = new Set(rules.map((k) => k.schema).filter((name) => !only || only.has(name)));
  const names = readdirSync(schemaDir)
    .filter((n) => n.endsWith(".json"))
    .sort();
  const validators = new Map<string, ValidateFunction>();
  const problems: Diagnostic[] = [];
  if (compiled.size > 500) compiled.clear();
  const shared = sharedSchemas(root, schemaDir, () => [...new Set([...usedBy.values()].flat())].sort());
  problems.push(...shared.problems);
  for (const name of names.filter((n) => known.has(n) && shared.problems.length === 0)) {
    const result = compileSchemaFile(root, schemaDir, name, rel(name), shared);
    if (result.validate) validators.set(name, result.validate);
    if (result.problem) problems.push(result.problem);
    // A shared schema ajv refuses stops every schema: reported once, against itself.
    if (result.shared) {
      validators.clear();
      break;
    }
  }
  const strays = names.filter((n) => !rules.some((k) => k.schema === n) && !SHARED_SCHEMAS.includes(n));
  for (const name of [...known].sort()) {
    if (names.includes(name)) continue;
    const users = usedBy.get(name) ?? rules.filter((k) => k.schema === name).map((k) => `spec/${k.at}${k.at.endsWith("/") ? "*.yaml" : ""}`);
    const renamed = suggest(name, strays);
    problems.push(diagnostic(SchemaMissing, { schema: rel(name), usedBy: users, renamed: renamed && rel(renamed) }, { file: rel(name) }));
  }
  return { get: (schema) => validators.get(schema), diagnostics: sortDiagnostics(problems), load: shared.load };
}

/** The shared schemas of a schemaDir: parsed, their problems, and (made on first need) the one ajv they are added to. */
interface SharedSchemas {
  /** Their texts, by name: part of every compiled schema's key. */
  readonly key: string;
  readonly load: (schema: string) => RefNode | undefined;
  readonly problems: readonly Diagnostic[];
  /** A fresh-enough ajv holding the shared schemas (`addSchema`), in which every other schema is compiled. */
  readonly ajv: () => Ajv;
}

/** The shared schemas by their texts: one ajv while they are unchanged. */
const sharedMemo = new Map<string, SharedSchemas>();

/**
 * Reads the shared schemas (./schema-refs.ts SHARED_SCHEMAS) of `schemaDir`. A missing,
 * unreadable, non-JSON or misnamed one is a problem naming it (it stops every spec file: `users`
 * names them); so is one ajv refuses (an unknown keyword, a broken `$ref`), found when the ajv is
 * made, which is when a schema that refers to it is compiled.
 */
function sharedSchemas(root: string, schemaDir: string, users: () => readonly string[]): SharedSchemas {
  const texts = new Map<string, string>();
  const problems: Diagnostic[] = [];
  for (const name of SHARED_SCHEMAS) {
    const file = relative(root, join(schemaDir, name)).split("\\").join("/");
    if (!existsSync(join(schemaDir, name))) {
      const everyFile = users();
      problems.push(diagnostic(SchemaMissing, { schema: file, usedBy: everyFile.length > 0 ? everyFile : ["any spec file"] }, { file }));
      continue;
    }
    try {
      texts.set(name, readFileSync(join(schemaDir, name), "utf8"));
    } catch (e) {
      problems.push(diagnostic(FileUnreadable, { reason: (e as NodeJS.ErrnoException).code ?? (e as Error).message }, { file }));
    }
  }
  const key = sha256([...texts].map(([n, t]) => `${n}\0${t}`).join("\0"));
  const known = sharedMemo.get(`${schemaDir}\0${key}`);
  if (known && problems.length === 0) return known;
  const parsed = new Map<string, RefNode>();
  for (const [name, text] of texts) {
    const file = relative(root, join(schemaDir, name)).split("\\").join("/");
    const where = (p: { line: number; col: number }) => ({ file, ...p, source: text });
    try {
      const json = JSON.parse(text) as RefNode;
      if (json.$id !== name) problems.push(diagnostic(SchemaIdMismatch, { id: String(json.$id), expected: name }, where(locateJson(text, ["$id"]))));
      else parsed.set(name, json);
    } catch (e) {
      problems.push(diagnostic(SchemaNotJson, { detail: (e as Error).message, schema: file }, where(jsonErrorPos(text, (e as Error).message))));
    }
  }
  let made: Ajv | undefined;
  const ajv = (): Ajv => {
    if (made) return made;
    const a = new Ajv(AJV_OPTIONS);
    a.addVocabulary([...EDITOR_KEYWORDS, ...TYPE_KEYWORDS]);
    for (const [name, json] of parsed) {
      const file = relative(root, join(schemaDir, name)).split("\\").join("/");
      const text = texts.get(name)!;
      try {
        a.addSchema(json);
        // Each definition compiled on its own, so a mistake in one is reported here, against this file.
        for (const def of Object.keys((json.definitions as object | undefined) ?? {})) a.getSchema(`${name}#/definitions/${def}`);
      } catch (e) {
        const detail = (e as Error).message.replace(/^schema is invalid: /, "").split(", data/")[0];
        throw new SharedSchemaError(diagnostic(SchemaInvalid, { detail, schema: file }, { file, ...ajvErrorPos(text, (e as Error).message), source: text }));
      }
    }
    made = a;
    return a;
  };
  const out: SharedSchemas = { key, load: (schema) => parsed.get(schema), problems, ajv };
  if (problems.length === 0) {
    if (sharedMemo.size > 20) sharedMemo.clear();
    sharedMemo.set(`${schemaDir}\0${key}`, out);
  }
  return out;
}

/** A shared schema that ajv refuses, found while compiling a schema that refers to it: reported against the shared schema. */
class SharedSchemaError extends Error {
  constructor(readonly problem: Diagnostic) {
    super(problem.message);
  }
}

/** Compiles one schema file's text, or says what is wrong with it and where. */
/**
 * Options of every schema's ajv. loopEnum: the icon lists (some 2,400 names) are checked in a
 * loop rather than compiled into one comparison per name, which would make compiling them
 * markedly slower. code.source keeps the generated code, so it can be cached (below).
 */
const AJV_OPTIONS: Options = {
  strict: true,
  strictRequired: false,
  allErrors: true,
  verbose: true,
  loopEnum: 64,
  code: { source: true },
  // A schema compiled again (its text changed) must not clash with its earlier self in the shared ajv.
  addUsedSchema: false,
  // `format: date-time` tells the editor to offer its date-time picker; the pattern beside it checks the value.
  formats: { "date-time": true },
};

/** Version of ajv that compiled a cached validator: another version compiles afresh. */
const AJV_VERSION = (() => {
  try {
    return (createRequire(import.meta.url)("ajv/package.json") as { version: string }).version;
  } catch {
    return "unknown";
  }
})();

/**
 * Compiled validators are cached as standalone modules (ajv's standaloneCode) in the store's
 * `ajv` area (lib/cache-store.mjs: <sha256>.cjs), keyed by the schema's text, ajv's version, the
 * options and the keywords added: compiling the schemas is most of a cold run's validation time (the icon
 * lists), loading the cached code a few milliseconds. Any failure to read or write the cache
 * falls back to compiling.
 */
function cachedValidator(
  cacheDir: string | undefined,
  text: string,
  schema: object,
  compile: () => { ajv: Ajv; validate: ValidateFunction },
): ValidateFunction {
  if (!cacheDir) return compile().validate;
  const key = sha256(AJV_VERSION, JSON.stringify(AJV_OPTIONS), JSON.stringify([...EDITOR_KEYWORDS, ...TYPE_KEYWORDS]), text);
  const path = join(cacheDir, `${key}.cjs`);
  const load = createRequire(join(cacheDir, "index.cjs"));
  if (existsSync(path)) {
    try {
      markUsed(path);
      // A standalone module holds the code only; messages read descriptions from the schema.
      return Object.assign(load(path) as ValidateFunction, { schema });
    } catch {
      // a damaged cache file: compile again and replace it
    }
  }
  const { ajv, validate } = compile();
  try {
    writeAtomic(path, standaloneCode(ajv, validate));
  } catch {
    // a read-only node_modules: run without the cache
  }
  return validate;
}

/** What compiling one schema file gives: its validator, or its problem (`shared`: the problem is a shared schema's, reported once). */
interface Compiled {
  readonly validate?: ValidateFunction;
  readonly problem?: Diagnostic;
  readonly shared?: boolean;
}

/**
 * Compiles one schema file's text in the shared schemas' ajv, or says what is wrong with it and
 * where: a `$ref` that finds nothing is pointed at where it is written.
 */
function compileSchema(name: string, file: string, text: string, shared: SharedSchemas, cacheDir?: string): Compiled {
  const where = (p: { line: number; col: number }) => ({ file, ...p, source: text });
  let json: { $id?: string };
  try {
    json = JSON.parse(text) as { $id?: string };
  } catch (e) {
    return { problem: diagnostic(SchemaNotJson, { detail: (e as Error).message, schema: file }, where(jsonErrorPos(text, (e as Error).message))) };
  }
  if (json.$id !== name) return { problem: diagnostic(SchemaIdMismatch, { id: String(json.$id), expected: name }, where(locateJson(text, ["$id"]))) };
  try {
    return {
      // The key holds the shared schemas' texts: a change to them compiles every schema again.
      validate: cachedValidator(cacheDir, `${shared.key}\0${text}`, json, () => {
        const ajv = shared.ajv();
        return { ajv, validate: ajv.compile(json) };
      }),
    };
  } catch (e) {
    if (e instanceof SharedSchemaError) return { problem: e.problem, shared: true };
    const missing = (e as { missingRef?: unknown }).missingRef;
    if (typeof missing === "string") {
      // ajv names the reference resolved against the $id; find it as written.
      const written = /can't resolve reference (\S+) from id/.exec((e as Error).message)?.[1] ?? missing;
      const at = text.indexOf(`"$ref": ${JSON.stringify(written)}`);
      // A misspelt definition of a shared schema: its nearest names.
      const target = refTarget(name, written);
      const definitions = (shared.load(target.schema) as { definitions?: object } | undefined)?.definitions ?? {};
      const def = /^#\/definitions\/([^/]+)$/.exec(target.pointer)?.[1];
      const suffix = def ? didYouMeanSuffix(def, Object.keys(definitions)) : "";
      const detail = `the $ref "${written}" points at nothing${suffix} (a shared definition is "common.schema.json#/definitions/<name>", from sections/ "../common.schema.json#/definitions/<name>")`;
      return { problem: diagnostic(SchemaInvalid, { detail, schema: file }, where(at >= 0 ? posOf(text, at) : { line: 1, col: 1 })) };
    }
    // ajv lists every failed alternative of the meta-schema; the first says what is wrong
    const detail = (e as Error).message.replace(/^schema is invalid: /, "").split(", data/")[0];
    return { problem: diagnostic(SchemaInvalid, { detail, schema: file }, where(ajvErrorPos(text, (e as Error).message))) };
  }
}

/**
 * One schema file of `schemaDir` compiled (or its problem: unreadable, not JSON, not a valid
 * schema), through the in-process memo and the standalone-module cache, keyed by its text.
 * @param name its path below schemaDir ("routes.schema.json", "sections/faq.schema.json")
 * @param file its path from the project root, for diagnostics
 */
function compileSchemaFile(root: string, schemaDir: string, name: string, file: string, shared: SharedSchemas): Compiled {
  let text: string;
  try {
    text = readFileSync(join(schemaDir, name), "utf8");
  } catch (e) {
    return { problem: diagnostic(FileUnreadable, { reason: (e as NodeJS.ErrnoException).code ?? (e as Error).message }, { file }) };
  }
  const key = `${file}\n${shared.key}\n${text}`;
  let result = compiled.get(key);
  if (!result) {
    result = compileSchema(name, file, text, shared, storeDir(root, "ajv"));
    // A shared schema's problem is not this file's: it is found again while it lasts.
    if (!result.shared) compiled.set(key, result);
  }
  return result;
}

/**
 * The section library's schemas (spec/schemas/sections/<kind>.schema.json), compiled like the
 * others (their `$id` is "sections/<kind>.schema.json"), by kind. The page schema checks each
 * section's `kind` against its list; each section is then checked against its kind's schema.
 */
export function loadSectionSchemas(
  root: string,
  schemaDir: string,
): { readonly get: (kind: string) => ValidateFunction | undefined; readonly kinds: readonly string[]; readonly diagnostics: readonly Diagnostic[] } {
  const dir = join(schemaDir, SECTIONS_DIR);
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((n) => n.endsWith(".schema.json"))
        .sort()
    : [];
  const validators = new Map<string, ValidateFunction>();
  const problems: Diagnostic[] = [];
  // A shared schema's problem is reported by loadSchemas, once.
  const shared = sharedSchemas(root, schemaDir, () => []);
  for (const base of shared.problems.length === 0 ? names : []) {
    const name = `${SECTIONS_DIR}/${base}`;
    const result = compileSchemaFile(root, schemaDir, name, relative(root, join(schemaDir, name)).split("\\").join("/"), shared);
    if (result.shared) return { get: () => undefined, kinds: [], diagnostics: [] };
    if (result.validate) validators.set(base.replace(/\.schema\.json$/, ""), result.validate);
    if (result.problem) problems.push(result.problem);
  }
  return { get: (kind) => validators.get(kind), kinds: [...validators.keys()], diagnostics: problems };
}

/**
 * The validators each value passed, once per parsed data (../load/kept.ts): a file that did not
 * change since the last run keeps its parsed data, and a schema that did not change keeps its
 * validator, so the dev server's next run does not validate it again. Only passes are kept (a
 * failure's errors are read at once). Validation never changes the data (no defaults, no
 * coercion), so a value passed once passes again.
 */
const passed = keptPerData(() => new WeakSet<ValidateFunction>());

/** Whether `value` passes `validate`, from {@link passed} when it passed it before. */
function passes(validate: ValidateFunction, value: unknown): boolean {
  const kept = value !== null && typeof value === "object" ? passed(value) : undefined;
  if (kept?.has(validate)) return true;
  const ok = validate(value) === true;
  if (ok) kept?.add(validate);
  return ok;
}

/**
 * Checks each section of a page of sections against its kind's schema. A section whose kind the
 * library lacks is left to the page schema (which lists the kinds). Each message names the
 * section by its index and kind (`sections[2] (faq)`), since one page mixes many kinds.
 */
function sectionProblems(file: SpecFile, sections: { readonly get: (kind: string) => ValidateFunction | undefined }, load: SchemaScope["load"]): Diagnostic[] {
  const list = (file.data as { sections?: unknown } | null)?.sections;
  if (!Array.isArray(list)) return [];
  const out: Diagnostic[] = [];
  list.forEach((sec: unknown, i) => {
    const kind = (sec as { kind?: unknown } | null)?.kind;
    const validate = typeof kind === "string" ? sections.get(kind) : undefined;
    if (!validate || passes(validate, sec)) return;
    const schema = validate.schema as SchemaNode & { definitions?: unknown };
    // The section's schema seen from the page, so hints name the property; its $refs resolve from its own file.
    const root = { definitions: schema.definitions, properties: { sections: { items: { ...schema, definitions: undefined } } } };
    const scope: SchemaScope = { root, name: `${SECTIONS_DIR}/${kind}.schema.json`, load };
    const label = `sections[${i}]`;
    const seen = new Set<string>();
    for (const err of byValue(validate.errors ?? [])) {
      if (err.keyword === "if" || (err.keyword === "const" && err.instancePath === "/kind")) continue;
      const d = toDiagnostic(file, { ...err, instancePath: `/sections/${i}${err.instancePath}` }, scope);
      const key = `${d.path}|${err.keyword === "additionalProperties" || err.keyword === "required" ? d.message : ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...d, path: d.path.replace(label, `${label} (${kind})`) });
    }
  });
  return out;
}

function pointerToPath(pointer: string): (string | number)[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  let cur: unknown = data;
  for (const s of path) cur = (cur as Record<string | number, unknown> | undefined)?.[s];
  return cur;
}

/** A JSON Schema node, as far as the messages need to read it. */
interface SchemaNode {
  readonly $ref?: string;
  readonly [keyword: string]: unknown;
  readonly description?: string;
  readonly type?: string | readonly string[];
  readonly pattern?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: boolean | SchemaNode;
  readonly items?: SchemaNode | readonly SchemaNode[];
  readonly required?: readonly string[];
  readonly allOf?: readonly SchemaNode[];
  readonly then?: SchemaNode;
  readonly else?: SchemaNode;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/**
 * The schema a file was validated against, with where its `$ref`s lead: its name below
 * spec/schemas/ (a local `#/…` resolves in `root`, `common.schema.json#/…` in that shared
 * schema, through `load`).
 */
export interface SchemaScope {
  readonly root: object;
  readonly name: string;
  readonly load: (schema: string) => RefNode | undefined;
}

/** A schema node in the schema it sits in. */
type At = Scoped<SchemaNode & RefNode>;

/** The node a `$ref` chain ends at (in this schema or a shared one), or the node itself. */
function deref(at: At, load: SchemaScope["load"]): At {
  return followRef(at, load);
}

/** What the schema says about the value at an instance path, for hints. */
interface NodeInfo {
  /** The node's own description: the property's (beside its `$ref`), or for a list item the list's. */
  readonly description?: string;
  /** The description of a definition the node's own bounds override (ajv may report the rule from the definition): left out of the hint. */
  readonly shadowed?: string;
  /** The description of the definition a `$ref` points to (a text role such as "label"). */
  readonly role?: string;
  /** How the value may be removed: a key that may be left out, one that must stay, a list item. */
  readonly kind: "required" | "optional" | "item";
}

/**
 * Follows an instance path through a schema (properties, items, additionalProperties, `$ref`s,
 * into the shared schemas too), so that a message about a value inside a shared definition
 * still names the property it belongs to (ajv's `parentSchema` is the definition). A key counts
 * as required when its object, or any `then`/`else` branch of it, requires it.
 */
function nodeInfo(scope: SchemaScope | undefined, path: readonly (string | number)[]): NodeInfo | undefined {
  if (!scope) return undefined;
  const rootNode = scope.root as SchemaNode & RefNode;
  let at: At = { node: rootNode, schema: scope.name, root: rootNode };
  let info: NodeInfo = { kind: "required" };
  for (const seg of path) {
    const parentAt = deref(at, scope.load);
    const parent = parentAt.node;
    let child: SchemaNode | undefined;
    if (typeof seg === "number") {
      child = Array.isArray(parent.items) ? (parent.items as readonly SchemaNode[])[seg] : (parent.items as SchemaNode | undefined);
      if (!child) return undefined;
      info = { description: child.description ?? info.description ?? parent.description, kind: "item" };
    } else {
      child = parent.properties?.[seg] ?? (typeof parent.additionalProperties === "object" ? parent.additionalProperties : undefined);
      if (!child) return undefined;
      const branches = (parent.allOf ?? []).flatMap((b) => [b.then, b.else]).filter((b): b is SchemaNode => b !== undefined);
      const required = [parent, ...branches].some((b) => b.required?.includes(seg));
      info = { description: child.description, kind: required ? "required" : "optional" };
    }
    at = { ...parentAt, node: child as SchemaNode & RefNode };
    const target = deref(at, scope.load).node;
    // A field with bounds of its own beside its `$ref` (a service title typed as a heading) is
    // described by them, not by the definition's ("2 to 120 characters").
    const ownBounds =
      (child as { minLength?: unknown; maxLength?: unknown }).maxLength !== undefined || (child as { minLength?: unknown }).minLength !== undefined;
    if (target !== child)
      info = {
        ...info,
        description: info.description ?? target.description,
        role: ownBounds ? undefined : target.description,
        shadowed: ownBounds ? target.description : undefined,
      };
  }
  return info;
}

/** The property's own description, then what its shared definition or branch adds. */
function hintOf(info: NodeInfo | undefined, schema: SchemaNode | undefined): string | undefined {
  const parts = [info?.description, info?.role, schema?.description].filter((d): d is string => !!d && d !== info?.shadowed);
  const unique = parts.filter((d, i) => parts.indexOf(d) === i);
  return unique.length > 0 ? unique.join(" ") : undefined;
}

/**
 * The least number of characters a text pattern asks for once spaces at either end are cut:
 * "\\S" is 1, "\\S[\\s\\S]*\\S" is 2, "\\S[\\s\\S]{n,}\\S" is n + 2; undefined for any other pattern.
 */
export function trimmedMinimum(pattern: string): number | undefined {
  if (pattern === "\\S") return 1;
  const m = /^\\S\[\\s\\S\](?:\*|\{(\d+),\})\\S$/.exec(pattern);
  return m ? (m[1] === undefined ? 2 : Number(m[1]) + 2) : undefined;
}

/** True when `value` is empty or spaces only and the node's pattern refuses that (not just this value). */
function isBlankRefused(value: unknown, schema: SchemaNode | undefined): boolean {
  if (typeof value !== "string" || value.trim() !== "" || !schema?.pattern) return false;
  const re = new RegExp(schema.pattern, "u");
  return !re.test("") && !re.test(value);
}

/** True for the shared picture definition (src, alt, focal point; spec/schemas/common.schema.json), which a bare path used to be. */
function isPicture(schema: SchemaNode | undefined): boolean {
  return schema?.type === "object" && !!schema.properties?.src && !!schema.properties.alt && (schema.required ?? []).includes("alt");
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (value === null) return "empty";
  if (typeof value === "object") return "a mapping";
  return `a ${typeof value}`;
}

/**
 * Turns one ajv error into a diagnostic in the generator's voice (catalogue entries
 * `validate/…`): what is wrong with which value, and what to do. `required` points at the
 * parent, unknown keys at the key itself, everything else at the value.
 *
 * Texts: an empty or spaces-only text whose pattern asks for words is "blank"
 * (validate/blank-text), whichever of minLength, maxLength or pattern ajv reports; a text
 * pattern that counts characters without the spaces at either end (see {@link trimmedMinimum})
 * reads as a length, never as the regular expression.
 * @param scope the schema the file was validated against, so that hints name the property
 *   even when the failing rule sits in a shared definition (of this schema or a shared one).
 */
export function toDiagnostic(file: SpecFile, err: ErrorObject, scope?: SchemaScope): Diagnostic {
  const path = pointerToPath(err.instancePath);
  const value = valueAt(file.data, path);
  const schema = err.parentSchema as SchemaNode | undefined;
  const info = nodeInfo(scope, path);
  const description = hintOf(info, schema);
  const at = (p: readonly (string | number)[], atKey = false) => ({
    file: file.file,
    ...pos(file, p, atKey),
    path: formatPath(path, file.data),
    source: file.source,
  });
  if ((err.keyword === "minLength" || err.keyword === "maxLength" || err.keyword === "pattern") && isBlankRefused(value, schema)) {
    return diagnostic(BlankText, { kind: info?.kind ?? "required", description }, at(path));
  }
  switch (err.keyword) {
    case "required": {
      const key = (err.params as { missingProperty: string }).missingProperty;
      const desc = schema?.properties?.[key]?.description ?? nodeInfo(scope, [...path, key])?.description;
      return diagnostic(RequiredKey, { key, description: desc }, at(path));
    }
    case "additionalProperties": {
      const key = (err.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys(schema?.properties ?? {});
      // A key the mapping already has is no fix: suggesting it would make a duplicate.
      const present = value && typeof value === "object" ? Object.keys(value) : [];
      const suffix = didYouMeanSuffix(
        key,
        allowed.filter((k) => !present.includes(k)),
      );
      return diagnostic(UnknownKey, { key, suffix, allowed }, at([...path, key], true));
    }
    case "minItems":
    case "maxItems": {
      const { limit } = err.params as { limit: number };
      const found = Array.isArray(value) ? value.length : 0;
      const other = err.keyword === "minItems" ? schema?.maxItems : schema?.minItems;
      const bound = other === limit ? "exactly" : err.keyword === "minItems" ? "at least" : "at most";
      return diagnostic(ItemCount, { bound, limit, found, description }, at(path));
    }
    case "minLength":
    case "maxLength": {
      const { limit } = err.params as { limit: number };
      const found = typeof value === "string" ? value.length : 0;
      return diagnostic(TextLength, { bound: err.keyword === "minLength" ? "at least" : "at most", limit, found, description }, at(path));
    }
    case "pattern": {
      const pattern = String((err.params as { pattern: string }).pattern);
      const min = trimmedMinimum(pattern);
      if (min !== undefined && typeof value === "string") {
        return diagnostic(TextLength, { bound: "at least", limit: min, found: value.trim().length, trimmed: true, description }, at(path));
      }
      if (pattern === SCHEDULE_TIME_PATTERN) return diagnostic(ScheduleTimeForm, { value: String(value), key: String(path[path.length - 1]) }, at(path));
      if (pattern.startsWith("^[a-z0-9]+(-[a-z0-9]+)*$")) {
        const fixed = String(value)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-+|-+$/g, "");
        return diagnostic(InvalidSlug, { value, fixed }, at(path));
      }
      return diagnostic(PatternMismatch, { value, description, pattern }, at(path));
    }
    case "enum": {
      const allowed = (err.params as { allowedValues: unknown[] }).allowedValues.map(String);
      const suffix = typeof value === "string" ? didYouMeanSuffix(value, allowed) : "";
      return diagnostic(NotAllowed, { value, suffix, allowed, description }, at(path));
    }
    case "type": {
      const type = String(err.params.type);
      if (typeof value === "string" && isPicture(schema)) {
        const last = path[path.length - 1];
        const key = typeof last === "string" ? last : String(path.findLast((s) => typeof s === "string") ?? "image");
        return diagnostic(PictureAsPath, { key, src: value, inList: typeof last === "number" }, at(path));
      }
      const asText = type.split(",").includes("string") && (typeof value === "number" || typeof value === "boolean") ? quotedLine(file, path) : undefined;
      return diagnostic(WrongType, { type, found: describe(value), description, ...asText }, at(path));
    }
    case "minimum":
    case "maximum":
      return diagnostic(
        NumberRange,
        { bound: err.keyword === "minimum" ? "at least" : "at most", limit: (err.params as { limit: number }).limit, value, description },
        at(path),
      );
    default:
      return diagnostic(SchemaRule, { detail: err.message ?? "is not valid", description }, at(path));
  }
}

/**
 * The source line of a scalar with the scalar, as written, in double quotes: for `title: 2024`,
 * `title: "2024"`; for `- { value: 410, label: x }`, `- { value: "410", label: x }`. Undefined
 * when the scalar has no place in the source (an alias).
 */
export function quotedLine(file: SpecFile, path: readonly (string | number)[]): { written: string; quoted: string } | undefined {
  const node = file.doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
  if (!node?.range) return undefined;
  const [start, end] = node.range;
  const written = file.source.slice(start, end);
  if (written === "" || written.includes("\n") || /^["']/.test(written)) return undefined;
  const lineStart = file.source.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = file.source.indexOf("\n", end);
  const line = file.source.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  const at = start - lineStart;
  return { written, quoted: `${line.slice(0, at)}${JSON.stringify(written)}${line.slice(at + written.length)}`.trim() };
}

function pos(file: SpecFile, path: readonly (string | number)[], atKey: boolean): { line: number; col: number } {
  const [line, col] = locate(file, path, atKey);
  return { line, col };
}

/** Order of the errors of one value: its type, then its form (length, pattern, range), then the list it must be in. */
const rank = (e: ErrorObject) => (e.keyword === "type" ? 0 : e.keyword === "enum" || e.keyword === "const" ? 2 : 1);

/**
 * ajv's errors grouped by the value they concern, in the order the values first appear, each
 * group sorted by {@link rank} (stable). Only the first error of a value is shown, and ajv
 * checks a root's `allOf` (the slug lists, chosen by `category`) before the `properties`
 * whose own rules say more: "Media_Buying" is first "not a valid slug", then not in the list.
 */
function byValue(errors: readonly ErrorObject[]): ErrorObject[] {
  const groups = new Map<string, ErrorObject[]>();
  for (const e of errors) groups.set(e.instancePath, [...(groups.get(e.instancePath) ?? []), e]);
  return [...groups.values()].flatMap((g) => g.sort((a, b) => rank(a) - rank(b)));
}

/** A value that failed validation, for the run to set it aside (generator/run.ts). */
export interface FailingValue {
  /** Instance path of the value. */
  readonly path: readonly (string | number)[];
  /** True when the failure is a type error where text is expected (`title: 2024`). */
  readonly asText: boolean;
}

/**
 * Validates every loaded file against its schema (docs/architecture.md#the-generator, Validate): one
 * message per failing node, all files at once. Files whose schema is missing or broken are
 * skipped; the schema's own problem is reported instead, naming the schema file.
 * @param registry the kinds (handed down by ../run.ts): which schemas exist, which files are pages of sections
 * @param root project root, for file names in diagnostics (default: two folders above schemaDir)
 * @param failing when given, receives every failing value of each file that fails, by file
 *   (spec/…), for the run to set them aside (generator/run.ts)
 * @param schemasVouched every schema is known to be good as it is (a run found no problem with
 *   these very texts: ../write/clean-files.ts), so only those `files` follow are compiled
 * @returns every problem, sorted by file, line and column. Never throws for problems in spec/.
 */
export function validateFiles(
  registry: Registry,
  files: readonly SpecFile[],
  schemaDir: string,
  root = join(schemaDir, "../.."),
  failing?: Map<string, FailingValue[]>,
  schemasVouched = false,
): Diagnostic[] {
  const usedBy = new Map<string, string[]>();
  for (const f of files) usedBy.set(f.schema, [...(usedBy.get(f.schema) ?? []), f.file]);
  const schemas = loadSchemas(registry.rules, root, schemaDir, usedBy, schemasVouched ? new Set(usedBy.keys()) : undefined);
  const noSections = { get: () => undefined, kinds: [], diagnostics: [] };
  const sections = schemasVouched && !files.some((f) => registry.hasRole(f.file, "page-of-sections")) ? noSections : loadSectionSchemas(root, schemaDir);
  const problems: Diagnostic[] = [...schemas.diagnostics, ...sections.diagnostics];
  for (const file of files) {
    const validate = schemas.get(file.schema);
    if (registry.hasRole(file.file, "page-of-sections") && validate) problems.push(...sectionProblems(file, sections, schemas.load));
    if (!validate || passes(validate, file.data)) continue;
    const seen = new Set<string>();
    failing?.set(
      file.file,
      (validate.errors ?? [])
        .filter((e) => e.keyword !== "if")
        .map((e) => ({
          path: pointerToPath(e.instancePath),
          asText: e.keyword === "type" && String(e.params.type).split(",").includes("string"),
        })),
    );
    for (const err of byValue(validate.errors ?? [])) {
      if (err.keyword === "if") continue; // the failed "then" branch is reported by its own errors
      const d = toDiagnostic(file, err, { root: validate.schema as object, name: file.schema, load: schemas.load });
      const key = `${d.path}|${err.keyword === "additionalProperties" || err.keyword === "required" ? d.message : ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(d);
    }
  }
  return sortDiagnostics(problems);
}
