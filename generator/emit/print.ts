import { posix } from "node:path";
import { createRequire } from "node:module";
import type { Project, SourceFile } from "ts-morph";
import { Code } from "../model/ir.ts";

let tsMorphModule: typeof import("ts-morph") | undefined;

/**
 * ts-morph, loaded on first use rather than imported: it is the largest dependency (about 0.4 s
 * to load on a 2-core machine), and a run that stops at load, validate or normalize (a spec with
 * problems) never emits. Synchronous (ts-morph is CommonJS), so emitting stays synchronous.
 */
export function tsMorph(): typeof import("ts-morph") {
  tsMorphModule ??= createRequire(import.meta.url)("ts-morph") as typeof import("ts-morph");
  return tsMorphModule;
}

/** A file the generator produces: path relative to the project root and its full text. */
export interface VirtualFile {
  readonly path: string;
  readonly content: string;
}

/** First line of every generated file. */
export const HEADER = "// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.";

/**
 * Prints a JSON-like value as a TypeScript expression; `Code` values are inlined as source.
 * Object keys keep their authored order so that output follows the spec's order.
 */
export function toTs(value: unknown, indent = ""): string {
  if (value instanceof Code) return value.source;
  if (value === null || value === undefined) return "null";
  const shared = typeof value === "object" ? sharing?.expressions.get(value) : undefined;
  if (shared !== undefined) {
    sharedUsed = true;
    return shared;
  }
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (value.every((v) => typeof v !== "object" || v === null)) {
      const flat = `[${value.map((v) => toTs(v)).join(", ")}]`;
      if (flat.length + indent.length < 100) return flat;
    }
    return `[\n${value.map((v) => `${inner}${toTs(v, inner)},`).join("\n")}\n${indent}]`;
  }
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return "{}";
    const lines = entries.map(([k, v]) => `${inner}${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${toTs(v, inner)},`);
    return `{\n${lines.join("\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}

let project: Project | undefined;

function inMemoryProject(): Project {
  if (project) return project;
  const { IndentationText, Project, QuoteKind } = tsMorph();
  project = new Project({
    useInMemoryFileSystem: true,
    skipLoadingLibFiles: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double },
  });
  return project;
}

/**
 * Values another generated file exports, printed as a reference into it rather than copied: each
 * object (by identity, as normalize shares it) maps to the expression that names it there, such as
 * `clientsByKey["kfc"]`. The import of `name` from `from` is added when one is printed.
 */
export interface SharedValues {
  /** Module specifier, relative to the file being printed (`"./clients"`). */
  readonly from: string;
  /** The export the expressions read (`"clientsByKey"`). */
  readonly name: string;
  readonly expressions: ReadonlyMap<object, string>;
}

/** The shared values of the file printTs is building, and whether one was printed. */
let sharing: SharedValues | undefined;
let sharedUsed = false;

/** An import declaration as the files of generated/ add it: named imports from one module. */
export interface ImportSpec {
  readonly moduleSpecifier: string;
  readonly namedImports: string[];
  readonly isTypeOnly?: boolean;
}

/**
 * The part of a ts-morph `SourceFile` a file of generated/ made of statements as text and
 * import declarations needs ({@link printTs}); a `SourceFile` is one too ({@link printTsStructured}).
 */
export interface TsFile {
  /** The file's path in the printer, from its root: `/generated/x.ts`. */
  getFilePath(): string;
  /** Appends statements, given as source text. */
  addStatements(text: string): unknown;
  /** Adds an import declaration after the file's imports. */
  addImportDeclaration(spec: ImportSpec): unknown;
}

/**
 * A {@link TsFile} printed as text, laid out as ts-morph lays out the same calls (the files of
 * generated/ stay byte for byte what ts-morph printed, `npm run generate -- --check`): one
 * statement a line, in order; an import goes after the imports already there, with a blank line
 * after it when a statement other than an import follows it then.
 */
class TextFile implements TsFile {
  private readonly statements: { readonly text: string; readonly isImport: boolean; blankAfter: boolean }[] = [];
  constructor(private readonly path: string) {}
  getFilePath(): string {
    return this.path;
  }
  addStatements(text: string): void {
    this.statements.push({ text, isImport: false, blankAfter: false });
  }
  addImportDeclaration({ moduleSpecifier, namedImports, isTypeOnly }: ImportSpec): void {
    let at = 0;
    while (at < this.statements.length && this.statements[at]!.isImport) at++;
    const text = `import ${isTypeOnly ? "type " : ""}{ ${namedImports.join(", ")} } from ${JSON.stringify(moduleSpecifier)};`;
    this.statements.splice(at, 0, { text, isImport: true, blankAfter: at < this.statements.length });
  }
  /** The file's text, `first` (the header) on the first line. */
  fullText(first: string): string {
    return `${[first, ...this.statements.map((s) => (s.blankAfter ? `${s.text}\n` : s.text))].join("\n")}\n`;
  }
}

/**
 * Builds one TypeScript file of statements as text and imports ({@link TsFile}) and returns its
 * text, headed by {@link HEADER}, without ts-morph (a dev server's save prints its files this way
 * in a fraction of ts-morph's time: it parsed the file again on every statement added).
 * Deterministic: no timestamps. With `shared`, toTs prints those objects as references and the
 * file imports them. Types and functions are statements as text too (../kinds/forms.ts `emitForm`).
 */
export function printTs(path: string, build: (file: TsFile) => void, shared?: SharedValues): VirtualFile {
  const file = new TextFile(`/${path}`);
  const values = buildWith(
    shared,
    () => build(file),
    (spec) => file.addImportDeclaration(spec),
  );
  return { path, content: spliceLiterals(file.fullText(HEADER), values) };
}

/**
 * Builds one TypeScript file in ts-morph's in-memory project and returns its formatted text.
 * `build` adds statements through ts-morph's structure API. Deterministic: no timestamps.
 * With `shared`, toTs prints those objects as references and the file imports them. The
 * generator no longer prints with it (every file of generated/ goes through {@link printTs}); it
 * is the reference the text printer's unit test compares with (tests/unit/generator/text-printer.test.ts).
 */
export function printTsStructured(path: string, build: (file: SourceFile) => void, shared?: SharedValues): VirtualFile {
  const project = inMemoryProject();
  const file = project.createSourceFile(`/${path}`, "", { overwrite: true });
  const values = buildWith(
    shared,
    () => build(file),
    (spec) => file.addImportDeclaration(spec),
  );
  file.insertStatements(0, HEADER);
  // The structure printer and toTs() already indent; formatting through the language service is slow.
  const content = file.getFullText();
  project.removeSourceFile(file);
  return { path, content: spliceLiterals(content, values) };
}

/**
 * Runs `build` with {@link literal} and the shared values of `shared` in effect, then adds the
 * import of the shared values when one was printed: the data literals `build` stood in for.
 */
function buildWith(shared: SharedValues | undefined, build: () => void, addImport: (spec: ImportSpec) => void): string[] {
  const values: string[] = [];
  building = values;
  sharing = shared;
  sharedUsed = false;
  try {
    build();
    if (shared && sharedUsed) addImport({ moduleSpecifier: shared.from, namedImports: [shared.name] });
  } finally {
    building = undefined;
    sharing = undefined;
  }
  return values;
}

/** Splices the data literals in where their placeholders stand (split/join: no replacement patterns). */
function spliceLiterals(content: string, values: readonly string[]): string {
  let out = content;
  values.forEach((text, i) => {
    out = out.split(placeholder(i)).join(text);
  });
  return out;
}

/** Data literals of the file printTs or printTsStructured is building, spliced in after printing. */
let building: string[] | undefined;

const placeholder = (i: number) => `__blu_literal_${i}__`;

/**
 * Stands for a data literal (toTs output) in a statement given to ts-morph: ts-morph then parses
 * a short identifier instead of a literal of many kilobytes, and printTs puts the literal in
 * its place, verbatim. Only inside the `build` of printTs or printTsStructured.
 * @throws Error when called outside them
 */
export function literal(text: string): string {
  if (!building) throw new Error("literal() is only for statements built inside printTs");
  building.push(text);
  return placeholder(building.length - 1);
}

/**
 * Adds `export const name: type = value;` (or `as const` without a type) to a file, with a
 * docstring. A list (`readonly T[]`) or a record (`Readonly<Record<string, T>>`) of objects is
 * printed with each entry passed through a typed identity function, `const nameEntry = (entry:
 * T): T => entry`, so TypeScript checks every entry against T on its own and the whole value has
 * the declared type without inferring one giant literal type first: the type check stays fast,
 * and within its limits, at ten times the content (docs/benchmarks.md).
 */
export function exportConst(file: TsFile, name: string, value: unknown, type?: string, docs?: string): void {
  const list = type?.match(/^readonly (.+)\[\]$/)?.[1];
  const record = type?.match(/^Readonly<Record<string, (.+)>>$/)?.[1];
  const entryType = list ?? record;
  const objects = Array.isArray(value) ? value : value && typeof value === "object" ? Object.values(value) : [];
  const doc = docs ? `/** ${docs} */\n` : "";
  if (entryType && objects.length > 0 && objects.every((v) => v !== null && typeof v === "object" && !(v instanceof Code))) {
    const fn = `${name}Entry`;
    const wrap = (v: unknown) => `${fn}(${toTs(v, "  ")})`;
    const body = Array.isArray(value)
      ? `[\n${value.map((v) => `  ${wrap(v)},`).join("\n")}\n]`
      : `{\n${Object.entries(value as Record<string, unknown>)
          .map(([k, v]) => `  ${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${wrap(v)},`)
          .join("\n")}\n}`;
    file.addStatements(`/** One entry of ${name}, checked against its type on its own. */\nconst ${fn} = (entry: ${entryType}): ${entryType} => entry;`);
    file.addStatements(`${doc}export const ${name}: ${type} = ${literal(body)};`);
    return;
  }
  file.addStatements(`${doc}export const ${name}${type ? `: ${type}` : ""} = ${literal(toTs(value))}${type ? "" : " as const"};`);
}

/**
 * The TypeScript type of a value built by normalize: strings, numbers and booleans by kind,
 * template functions by their signature, objects and lists by their members; every member
 * readonly. Used for the shapes derived from the spec (UiTexts, Timings).
 */
export function typeOf(value: unknown, indent = ""): string {
  if (value instanceof Code) return value.type;
  if (Array.isArray(value)) return `readonly ${value.length ? typeOf(value[0], indent) : "never"}[]`;
  if (value === null || value === undefined) return "null";
  if (typeof value === "object") {
    const inner = `${indent}  `;
    const members = Object.entries(value as Record<string, unknown>).map(
      ([k, v]) => `${inner}readonly ${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${typeOf(v, inner)};`,
    );
    return `{\n${members.join("\n")}\n${indent}}`;
  }
  return typeof value;
}

/**
 * Imports the model's types into a file of generated/ (`import type { …names } from "../model/index.ts"`,
 * relative to the file): the types live once, in model/ (docs/architecture.md#layout, "The model").
 */
export function importModel(file: TsFile, names: readonly string[]): void {
  const specifier = posix.relative(posix.dirname(file.getFilePath()), "/model/index.ts");
  file.addImportDeclaration({ isTypeOnly: true, moduleSpecifier: specifier, namedImports: [...names] });
}

/** One constant of a data file: its name, value, declared type and docstring. */
export interface DataConst {
  readonly name: string;
  readonly value: unknown;
  readonly type: string;
  readonly docs: string;
}

/**
 * A file of generated/ that holds typed data: the model's types it names ({@link importModel}), then each
 * constant printed by {@link exportConst}. With `shared`, shared objects print as references.
 */
export function dataFile(path: string, types: readonly string[], consts: readonly DataConst[], shared?: SharedValues): VirtualFile {
  return printTs(
    path,
    (f) => {
      importModel(f, types);
      for (const c of consts) exportConst(f, c.name, c.value, c.type, c.docs);
    },
    shared,
  );
}
