import { isUtf8 } from "node:buffer";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { LineCounter, parseDocument, isAlias, isMap, isPair, isScalar, isSeq, visit, type Document, type Node } from "yaml";
import {
  AliasExplosion, ComplexKey, ControlCharacter, FileTooLarge, FileUnreadable, NotUtf8, RequiredFileMissing,
  SpecDirMissing, UnknownAlias, UnknownSpecFile, UnknownTag, Utf16, ValueTooLarge, YamlVersion, YamlWarning,
} from "../diagnostics/catalogue.ts";
import { type Diagnostic, SpecError, diagnostic, formatPath, sortDiagnostics } from "../diagnostics/index.ts";
import { yamlErrorDiagnostics } from "./yaml-errors.ts";

/** One YAML file of spec/ with enough kept to turn any instance path back into line:col. */
export interface SpecFile {
  /** Path relative to the project root (spec/site.yaml). */
  readonly file: string;
  /** Name of the JSON Schema in spec/schemas/ this file follows. */
  readonly schema: string;
  /** Text of the file as loaded: UTF-8, without a byte order mark. */
  readonly source: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  /** Plain JavaScript value of the document. */
  readonly data: unknown;
}

/**
 * One kind of spec file: where it lives (an exact path under spec/, or a folder ending in "/"),
 * the schema it follows, and, when the site cannot do without it, why.
 *
 * Which files are required: the five that normalize reads by name (site, ui, errors, routes,
 * services/categories); one page file per page kind of the closed `PageKind` set in
 * generator/model/content.ts that has its own file (the runtime has one screen per kind, and a route
 * of that kind would render nothing); the four forms the runtime imports by id
 * (runtime/islands/*Form.tsx, runtime/forms/); projects.yaml (the /projects pages) and
 * case-studies/featured.yaml (the home page and /case-studies list it). Folders of many files
 * (services/<category>, sections/, countries/, case-studies/<country>) are optional here:
 * normalize checks each against what names it (a category, a route value, a country page).
 */
export interface SpecKind {
  readonly at: string;
  readonly schema: string;
  /** Why every site needs this file; undefined when the file is optional. */
  readonly required?: string;
}

const page = (kind: string) => `the ${kind} page`;

/** Every kind of spec file, first match wins (services/categories.yaml before services/). */
export const SPEC_KINDS: readonly SpecKind[] = [
  { at: "site.yaml", schema: "site.schema.json", required: "brand, navigation, footer and the §9 constants" },
  { at: "ui.yaml", schema: "ui.schema.json", required: "the labels of every page" },
  { at: "errors.yaml", schema: "errors.schema.json", required: "the error texts" },
  { at: "routes.yaml", schema: "routes.schema.json", required: "the route table" },
  { at: "services/categories.yaml", schema: "service-categories.schema.json", required: "the service categories" },
  { at: "services/", schema: "service-catalogue.schema.json" },
  { at: "forms/contact.yaml", schema: "form.schema.json", required: "the contact form" },
  { at: "forms/lead.yaml", schema: "form.schema.json", required: "the lead form" },
  { at: "forms/newsletter.yaml", schema: "form.schema.json", required: "the newsletter form" },
  { at: "forms/report.yaml", schema: "form.schema.json", required: "the report download form" },
  { at: "forms/", schema: "form.schema.json" },
  { at: "case-studies/featured.yaml", schema: "case-studies.schema.json", required: "the featured case studies of the home page" },
  { at: "case-studies/", schema: "case-studies.schema.json" },
  { at: "countries/", schema: "country.schema.json" },
  { at: "projects.yaml", schema: "projects.schema.json", required: "the projects pages" },
  { at: "clients.yaml", schema: "clients.schema.json", required: "the clients catalogue (the brands case studies, projects and logos name)" },
  { at: "redirects.yaml", schema: "redirects.schema.json" },
  { at: "pages/about.yaml", schema: "about-page.schema.json", required: page("about") },
  { at: "pages/home.yaml", schema: "home-page.schema.json", required: page("home") },
  { at: "pages/services.yaml", schema: "services-overview.schema.json", required: page("services overview") },
  { at: "pages/tech-solutions.yaml", schema: "tech-page.schema.json", required: page("Tech Solutions") },
  { at: "sections/", schema: "service-section.schema.json" },
  // Every other page is composed of sections: a file plus a route with `page: sections` (issue 17).
  { at: "pages/", schema: "page.schema.json" },
];

/** Which schema each spec file follows, by path relative to spec/ ("services/media.yaml"). */
export function schemaFor(rel: string): string | undefined {
  return SPEC_KINDS.find((k) => (k.at.endsWith("/") ? rel.startsWith(k.at) && !rel.slice(k.at.length).includes("/") : rel === k.at))?.schema;
}

/** Limits on what one spec file may hold (DESIGN § The generator, Load). */
export const LIMITS = {
  /** Bytes of one file; far above any real spec file, low enough to fail fast on a mistake. */
  fileBytes: 10 * 1024 * 1024,
  /** UTF-8 bytes of one scalar (key or value). */
  scalarBytes: 100 * 1024,
  /** Alias expansions while building a document's value (yaml's maxAliasCount). */
  aliases: 100,
} as const;

const KNOWN = "spec/{site,ui,errors,routes,projects}.yaml and spec/{services,sections,forms,pages,case-studies,countries}/*.yaml";

function listYaml(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === "schemas" && dir === base) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory() && !/\.ya?ml$/.test(entry.name)) out.push(...listYaml(full, base));
    else if (/\.ya?ml$/.test(entry.name)) out.push(relative(base, full).split("\\").join("/"));
  }
  return out;
}

/**
 * Finds the line and column (1-based) of the value at `path` in a loaded file, or of its key
 * when `atKey` is set; falls back to the nearest existing ancestor. Returns [0, 0] if unknown.
 */
export function locate(file: SpecFile, path: readonly (string | number)[], atKey = false): [number, number] {
  for (let n = path.length; n >= 0; n--) {
    const sub = path.slice(0, n);
    let range: [number, number, number] | undefined;
    if (atKey && n === path.length && n > 0) {
      const parent = file.doc.getIn(sub.slice(0, -1), true);
      if (isMap(parent)) {
        const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === sub[sub.length - 1]);
        range = (pair?.key as Node | undefined)?.range ?? undefined;
      }
    } else {
      const node = sub.length === 0 ? file.doc.contents : file.doc.getIn(sub, true);
      range = (node as Node | undefined)?.range ?? undefined;
    }
    if (range) {
      const pos = file.lineCounter.linePos(range[0]);
      return [pos.line, pos.col];
    }
  }
  return [0, 0];
}

/** 1-based line and column (in UTF-16 units, as yaml counts them) of an offset into `text`. */
function lineCol(text: string, offset: number): { line: number; col: number } {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf("\n");
  return { line: before.split("\n").length, col: offset - nl };
}

/**
 * Index of the first byte of `buf` that is not part of a valid UTF-8 character. The
 * platform's fatal decoder finds the failing prefix (binary search on streamed prefixes, which
 * fail monotonically); the bad character then starts at the end of the longest complete
 * prefix before it.
 */
function firstBadByte(buf: Buffer): number {
  const failsBy = (n: number) => {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(buf.subarray(0, n), { stream: n < buf.length });
      return false;
    } catch {
      return true;
    }
  };
  let lo = 0;
  let hi = buf.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (failsBy(mid + 1)) hi = mid;
    else lo = mid + 1;
  }
  for (let start = lo; start >= Math.max(0, lo - 3); start--) {
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(buf.subarray(0, start));
      return start;
    } catch {
      // the prefix ends inside a character: the bad sequence starts earlier
    }
  }
  return lo;
}

/** The character a byte stands for in Windows-1252 (Latin-1), when it is a printable one. */
function asLatin1(byte: number): string | undefined {
  try {
    const ch = new TextDecoder("windows-1252").decode(Uint8Array.of(byte));
    return byte >= 0x80 && ch !== "\uFFFD" ? ch : undefined;
  } catch {
    return undefined;
  }
}

/** Decodes a spec file's bytes, or explains where and why they are not UTF-8. */
function decode(file: string, buf: Buffer): { text: string } | { problem: Diagnostic } {
  if (buf[0] === 0xff && buf[1] === 0xfe) return { problem: diagnostic(Utf16, { order: "little" }, { file }) };
  if (buf[0] === 0xfe && buf[1] === 0xff) return { problem: diagnostic(Utf16, { order: "big" }, { file }) };
  const bom = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  if (isUtf8(buf)) {
    const text = buf.toString("utf8", bom);
    // YAML's printable set: no C0 controls but tab, line feed and carriage return; no DEL.
    const control = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.exec(text);
    if (!control) return { text };
    const { line, col } = lineCol(text, control.index);
    return { problem: diagnostic(ControlCharacter, { codePoint: control[0].charCodeAt(0) }, { file, line, col, source: text }) };
  }
  const bad = firstBadByte(buf);
  const source = buf.toString("utf8", bom);
  const before = buf.toString("utf8", bom, bad);
  const { line, col } = lineCol(before, before.length);
  // A lead byte followed by a continuation byte is UTF-8 cut short, not another encoding.
  const cutUtf8 = buf[bad] >= 0xc2 && buf[bad] <= 0xf4 && (buf[bad + 1] & 0xc0) === 0x80;
  return { problem: diagnostic(NotUtf8, { byte: buf[bad], latin1: cutUtf8 ? undefined : asLatin1(buf[bad]) }, { file, line, col, source }) };
}

/** The instance path of a node, from the ancestors `visit` passes ("services[1].title"). */
function pathOf(ancestors: readonly unknown[], node: unknown): string {
  const chain = [...ancestors, node];
  const out: (string | number)[] = [];
  for (let i = 0; i < chain.length - 1; i++) {
    const parent = chain[i];
    const child = chain[i + 1];
    if (isSeq(parent)) out.push(parent.items.indexOf(child as never));
    else if (isPair(parent) && child === parent.value && isScalar(parent.key)) out.push(String(parent.key.value));
  }
  return formatPath(out);
}

/** Tags content may carry: the YAML 1.2 core schema's own (`!!str 12` keeps 12 as text). */
const CORE_TAGS = new Set(["str", "int", "float", "bool", "null", "map", "seq"].map((t) => `tag:yaml.org,2002:${t}`));

/**
 * What YAML allows but spec files must not carry, in a document that parsed: tags other than
 * the core ones, scalars over the size limit, warnings, and aliases that do not resolve or
 * expand too often, a %YAML directive other than 1.2, lists or mappings used as keys. Returns the problems and, when there are none, the document's value.
 */
function contentProblems(file: string, source: string, doc: Document, lc: LineCounter): { problems: Diagnostic[]; data?: unknown } {
  const problems: Diagnostic[] = [];
  const at = (offset: number, path = "(root)") => ({ file, ...lc.linePos(offset), path, source });
  visit(doc, {
    Pair(_key, pair, ancestors) {
      if (isMap(pair.key) || isSeq(pair.key)) problems.push(diagnostic(ComplexKey, {}, at(pair.key.range?.[0] ?? 0, pathOf(ancestors, pair))));
    },
    Node(_key, node, ancestors) {
      if (node.tag && !CORE_TAGS.has(node.tag)) {
        const tag = node.tag.replace(/^tag:yaml\.org,2002:/, "!!");
        const offset = source.lastIndexOf(tag, node.range?.[0] ?? 0);
        problems.push(diagnostic(UnknownTag, { tag }, at(offset >= 0 ? offset : node.range?.[0] ?? 0, pathOf(ancestors, node))));
      }
      if (isScalar(node) && typeof node.value === "string" && node.value.length * 3 > LIMITS.scalarBytes) {
        const bytes = Buffer.byteLength(node.value);
        if (bytes > LIMITS.scalarBytes) problems.push(diagnostic(ValueTooLarge, { bytes, limit: LIMITS.scalarBytes }, at(node.range?.[0] ?? 0, pathOf(ancestors, node))));
      }
    },
  });
  const version = (doc.directives as { yaml?: { explicit?: boolean; version?: string } } | undefined)?.yaml;
  if (version?.explicit && version.version !== "1.2") {
    const offset = Math.max(0, source.search(/^%YAML/m));
    problems.push(diagnostic(YamlVersion, { version: version.version ?? "" }, at(offset)));
  }
  for (const w of doc.warnings) {
    if (w.code === "TAG_RESOLVE_FAILED") continue; // reported above with the tag's name and path
    problems.push(diagnostic(YamlWarning, { detail: w.message.split("\n")[0] }, at(w.pos[0])));
  }
  if (problems.length > 0) return { problems };
  try {
    return { problems, data: doc.toJS({ maxAliasCount: LIMITS.aliases }) };
  } catch (e) {
    const aliases: { name: string; offset: number; path: string }[] = [];
    const anchors: string[] = [];
    visit(doc, {
      Node(_key, node, ancestors) {
        if (isAlias(node)) aliases.push({ name: node.source, offset: node.range?.[0] ?? 0, path: pathOf(ancestors, node) });
        else if (node.anchor) anchors.push(`&${node.anchor}`);
      },
    });
    const unresolved = /Unresolved alias[^:]*: (.+)$/.exec((e as Error).message);
    if (unresolved) {
      const a = aliases.find((x) => x.name === unresolved[1]) ?? aliases[0];
      problems.push(diagnostic(UnknownAlias, { name: unresolved[1], anchors: anchors.join(", ") }, at(a?.offset ?? 0, a?.path)));
    } else {
      // yaml throws "Excessive alias count…" once expansions pass maxAliasCount
      problems.push(diagnostic(AliasExplosion, { limit: LIMITS.aliases }, at(aliases[0]?.offset ?? 0, aliases[0]?.path)));
    }
    return { problems };
  }
}

/**
 * Files that loaded cleanly, by absolute path, with the bytes they were loaded from: a file
 * whose bytes are unchanged is not parsed again (the dev server regenerates on every save).
 * A SpecFile is never modified after loading, so sharing it between runs is safe.
 */
const loaded = new Map<string, { readonly bytes: Buffer; readonly file: SpecFile }>();

/** Result of loading spec/: the files that loaded cleanly, and every problem of the others. */
export interface LoadResult {
  readonly files: readonly SpecFile[];
  readonly diagnostics: readonly Diagnostic[];
}

/**
 * Loads every YAML file under `specDir` (schemas excluded), collecting every problem instead of
 * stopping at the first: a missing required file, an unreadable or non-UTF-8 file, control
 * characters, YAML syntax
 * (with indentation mistakes told apart), duplicate keys, several documents, non-core tags,
 * aliases that do not resolve or expand more than {@link LIMITS}.aliases times, and scalars
 * over {@link LIMITS}.scalarBytes. A file with any problem is left out of `files`, so
 * validation skips it. A UTF-8 byte order mark is dropped before parsing, so columns are those
 * an editor shows. (DESIGN § The generator, Load.)
 * @param root project root; file names in results are relative to it.
 * @returns files in path order, diagnostics sorted by file, line and column. Never throws for
 *   problems in spec/.
 */
export function loadSpecFiles(root: string, specDir = join(root, "spec")): LoadResult {
  if (loaded.size > 1000) loaded.clear();
  if (!existsSync(specDir)) return { files: [], diagnostics: [diagnostic(SpecDirMissing, {}, { file: relative(root, specDir) })] };
  const problems: Diagnostic[] = [];
  const files: SpecFile[] = [];
  const present = listYaml(specDir);
  for (const kind of SPEC_KINDS) {
    if (!kind.required || present.includes(kind.at)) continue;
    const file = relative(root, join(specDir, kind.at));
    problems.push(diagnostic(RequiredFileMissing, { file, why: kind.required }, { file }));
  }
  for (const rel of present) {
    const file = relative(root, join(specDir, rel)).split("\\").join("/");
    const schema = schemaFor(rel);
    if (!schema) {
      problems.push(diagnostic(UnknownSpecFile, { known: KNOWN }, { file }));
      continue;
    }
    let buf: Buffer;
    try {
      const size = statSync(join(specDir, rel)).size;
      if (size > LIMITS.fileBytes) {
        problems.push(diagnostic(FileTooLarge, { bytes: size, limit: LIMITS.fileBytes }, { file }));
        continue;
      }
      buf = readFileSync(join(specDir, rel));
    } catch (e) {
      loaded.delete(join(specDir, rel));
      problems.push(diagnostic(FileUnreadable, { reason: (e as NodeJS.ErrnoException).code ?? (e as Error).message }, { file }));
      continue;
    }
    const known = loaded.get(join(specDir, rel));
    if (known && known.file.file === file && known.bytes.equals(buf)) {
      files.push(known.file);
      continue;
    }
    const decoded = decode(file, buf);
    if ("problem" in decoded) {
      problems.push(decoded.problem);
      continue;
    }
    const source = decoded.text;
    const lineCounter = new LineCounter();
    const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) {
      problems.push(...yamlErrorDiagnostics(file, source, doc, lineCounter));
      continue;
    }
    const content = contentProblems(file, source, doc, lineCounter);
    if (content.problems.length > 0) {
      problems.push(...content.problems);
      continue;
    }
    const loadedFile: SpecFile = { file, schema, source, doc, lineCounter, data: content.data };
    loaded.set(join(specDir, rel), { bytes: buf, file: loadedFile });
    files.push(loadedFile);
  }
  return { files, diagnostics: sortDiagnostics(problems) };
}

/**
 * Loads every YAML file under `specDir`, as {@link loadSpecFiles}, for callers that want all
 * or nothing.
 * @throws SpecError listing every problem found.
 */
export function loadSpec(root: string, specDir = join(root, "spec")): SpecFile[] {
  const { files, diagnostics } = loadSpecFiles(root, specDir);
  if (diagnostics.length > 0) throw new SpecError(diagnostics);
  return [...files];
}
