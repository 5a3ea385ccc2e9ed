import { isUtf8 } from "node:buffer";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { type CST, Composer, LineCounter, Parser, YAMLParseError, isAlias, isMap, isPair, isScalar, isSeq, visit, type Document } from "yaml";
import {
  AliasExplosion,
  ComplexKey,
  ControlCharacter,
  FileTooLarge,
  FileUnreadable,
  NestingTooDeep,
  NotUtf8,
  RequiredFileMissing,
  SpecDirMissing,
  UnknownAlias,
  UnknownSpecFile,
  UnknownTag,
  Utf16,
  ValueTooLarge,
  YamlVersion,
  YamlWarning,
} from "../diagnostics/catalogue.ts";
import { type Diagnostic, SpecError, diagnostic, formatPath, sortDiagnostics } from "../diagnostics/index.ts";
import { tooDeepAt } from "./nesting.ts";
import { yamlErrorDiagnostics } from "./yaml-errors.ts";
import type { Registry } from "../kinds/kind.ts";
import type { SpecFile } from "./spec-file.ts";

export { type SpecFile, locate } from "./spec-file.ts";

/** Limits on what one spec file may hold (docs/architecture.md#the-generator, Load). */
export const LIMITS = {
  /** Bytes of one file; far above any real spec file, low enough to fail fast on a mistake. */
  fileBytes: 10 * 1024 * 1024,
  /** UTF-8 bytes of one scalar (key or value). */
  scalarBytes: 100 * 1024,
  /** Alias expansions while building a document's value (yaml's maxAliasCount). */
  aliases: 100,
  /**
   * Levels of lists and mappings inside each other (the document's value is level 1). The
   * deepest spec file has 6 and the schemas' shapes need fewer than ten, so 64 leaves room to
   * grow while staying far below the ~1,000 levels at which a recursive stage (yaml's
   * Composer first) runs out of call stack (./nesting.ts).
   */
  nesting: 64,
} as const;

/** The places of spec/ the kinds read, in words ("spec/{site,ui}.yaml and spec/{countries,forms}/*.yaml"). */
function knownPlaces(rules: Registry["rules"]): string {
  const files = [...new Set(rules.filter((r) => !r.at.includes("/")).map((r) => r.at.replace(/\.yaml$/, "")))].sort();
  const folders = [...new Set(rules.filter((r) => r.at.endsWith("/")).map((r) => r.at.slice(0, -1)))].sort();
  return `spec/{${files.join(",")}}.yaml and spec/{${folders.join(",")}}/*.yaml`;
}

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
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
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
        problems.push(diagnostic(UnknownTag, { tag }, at(offset >= 0 ? offset : (node.range?.[0] ?? 0), pathOf(ancestors, node))));
      }
      if (isScalar(node) && typeof node.value === "string" && node.value.length * 3 > LIMITS.scalarBytes) {
        const bytes = Buffer.byteLength(node.value);
        if (bytes > LIMITS.scalarBytes)
          problems.push(diagnostic(ValueTooLarge, { bytes, limit: LIMITS.scalarBytes }, at(node.range?.[0] ?? 0, pathOf(ancestors, node))));
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
 * The one document of a parsed source: yaml's `parseDocument` (uniqueKeys, errors left plain),
 * split so that load measures the CST's depth (./nesting.ts) before the recursive Composer
 * runs. A second document is an error (MULTIPLE_DOCS), as `parseDocument` words it.
 */
function composeOne(tokens: readonly CST.Token[], source: string): Document {
  let doc: Document | undefined;
  for (const next of new Composer({ uniqueKeys: true }).compose(tokens, true, source.length)) {
    if (!doc) doc = next;
    else {
      doc.errors.push(new YAMLParseError([next.range[0], next.range[1]], "MULTIPLE_DOCS", "Source contains multiple documents"));
      break;
    }
  }
  // compose(…, true) ends with a document at the very latest, even for an empty source.
  return doc!;
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
  /** The files of `files` read back from the record of clean files (`recorded`): a run found them clean and valid with the same code and schemas, so validation may pass them by. */
  readonly recorded: ReadonlySet<SpecFile>;
}

/**
 * The data a run found a clean and valid file of this text (UTF-8, no byte order mark) to make, or undefined
 * (../write/clean-files.ts, handed down by ../run.ts for the command line). `file` is relative to the root.
 */
export type RecordedData = (file: string, source: string) => { readonly data: unknown } | undefined;

/**
 * A spec file read back from the record of clean files: its YAML Document and line counter,
 * which only place a finding (./spec-file.ts `locate`) or a draft's removal (./drafts.ts), are
 * made from its source the first time they are asked for.
 */
function recordedFile(file: string, schema: string, source: string, data: unknown): SpecFile {
  let parsed: { readonly doc: Document; readonly lineCounter: LineCounter } | undefined;
  const parse = () => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      parsed = { doc: composeOne([...new Parser(lineCounter.addNewLine).parse(source)], source), lineCounter };
    }
    return parsed;
  };
  return {
    file,
    schema,
    source,
    data,
    get doc() {
      return parse().doc;
    },
    get lineCounter() {
      return parse().lineCounter;
    },
  };
}

/**
 * Loads every YAML file under `specDir` (schemas excluded), collecting every problem instead of
 * stopping at the first: a missing required file, an unreadable or non-UTF-8 file, control
 * characters, YAML syntax
 * (with indentation mistakes told apart), duplicate keys, several documents, non-core tags,
 * aliases that do not resolve or expand more than {@link LIMITS}.aliases times, and scalars
 * over {@link LIMITS}.scalarBytes. A file with any problem is left out of `files`, so
 * validation skips it. A UTF-8 byte order mark is dropped before parsing, so columns are those
 * an editor shows. (See docs/architecture.md#the-generator, Load.)
 * @param registry the kinds (../kinds/index.ts `registry()`, handed down by ../run.ts): which
 *   files exist, which are required and which schema each follows
 * @param root project root; file names in results are relative to it.
 * @param overrides texts to load instead of what is on disk, by file name from the root
 *   ("spec/site.yaml"): the page editor checks an edit before it writes it (editor/server/api.ts).
 * @param recorded the record of clean files: a file whose text it holds is not parsed, its data
 *   read back instead (listed in `recorded` of the result); its size, encoding and YAML checks
 *   all passed when it was recorded (the size and the encoding are checked again all the same)
 * @returns files in path order, diagnostics sorted by file, line and column. Never throws for
 *   problems in spec/.
 */
export function loadSpecFiles(
  registry: Registry,
  root: string,
  specDir = join(root, "spec"),
  overrides?: ReadonlyMap<string, string>,
  recorded?: RecordedData,
): LoadResult {
  if (loaded.size > 1000) loaded.clear();
  const fromRecord = new Set<SpecFile>();
  if (!existsSync(specDir)) return { files: [], diagnostics: [diagnostic(SpecDirMissing, {}, { file: relative(root, specDir) })], recorded: fromRecord };
  const problems: Diagnostic[] = [];
  const files: SpecFile[] = [];
  const present = listYaml(specDir);
  // Files only the overrides hold (a page being created in the editor) are loaded as if saved.
  for (const file of overrides?.keys() ?? []) {
    const rel = relative(specDir, join(root, file)).split("\\").join("/");
    if (!rel.startsWith("..") && !present.includes(rel)) {
      present.push(rel);
      present.sort((a, b) => a.localeCompare(b));
    }
  }
  for (const kind of registry.rules) {
    if (!kind.required || present.includes(kind.at)) continue;
    const file = relative(root, join(specDir, kind.at));
    problems.push(diagnostic(RequiredFileMissing, { file, why: kind.required }, { file }));
  }
  for (const rel of present) {
    const file = relative(root, join(specDir, rel)).split("\\").join("/");
    const schema = registry.schemaFor(rel);
    if (!schema) {
      problems.push(diagnostic(UnknownSpecFile, { known: knownPlaces(registry.rules) }, { file }));
      continue;
    }
    let buf: Buffer;
    const override = overrides?.get(file);
    if (override !== undefined) buf = Buffer.from(override, "utf8");
    else
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
    const kept = recorded?.(file, source);
    if (kept) {
      const loadedFile = recordedFile(file, schema, source, kept.data);
      loaded.set(join(specDir, rel), { bytes: buf, file: loadedFile });
      fromRecord.add(loadedFile);
      files.push(loadedFile);
      continue;
    }
    const lineCounter = new LineCounter();
    const tokens = [...new Parser(lineCounter.addNewLine).parse(source)];
    const deep = tooDeepAt(tokens, LIMITS.nesting);
    if (deep !== undefined) {
      problems.push(diagnostic(NestingTooDeep, { limit: LIMITS.nesting }, { file, ...lineCounter.linePos(deep), source }));
      continue;
    }
    const doc = composeOne(tokens, source);
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
  return { files, diagnostics: sortDiagnostics(problems), recorded: fromRecord };
}

/**
 * Loads every YAML file under `specDir`, as {@link loadSpecFiles}, for callers that want all
 * or nothing.
 * @throws SpecError listing every problem found.
 */
export function loadSpec(registry: Registry, root: string, specDir = join(root, "spec")): SpecFile[] {
  const { files, diagnostics } = loadSpecFiles(registry, root, specDir);
  if (diagnostics.length > 0) throw new SpecError(diagnostics);
  return [...files];
}
