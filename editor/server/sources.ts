/**
 * Where each text of a page comes from (Edit on the page): every scalar of spec/ with
 * its file, instance path and line:col, and, for a rendered page, the table from each text the
 * page shows to the scalars it can come from. Dev server only; nothing here reaches dist/.
 *
 * A page's texts are matched to spec/'s scalars by value, not by attributes in the HTML: the
 * HTML the dev server sends stays the build's HTML (islands hydrate it unchanged), and the panel
 * finds the source of whatever element is clicked by its text (editor/client/find.ts). A text
 * is compared as a reader sees it: `**bold**` marks removed and white space collapsed, so a
 * folded YAML block and its rendered paragraph compare equal. A text made from a pattern
 * (`Reach Your Audience with {{title}}`) matches the pattern, and the value put into it matches
 * its own record.
 */
import { isAlias, isMap, isScalar, isSeq, type Node } from "yaml";
import { parse } from "parse5";
import type { SpecFile } from "../../generator/load/spec-file.ts";
import escapeStringRegexp from "escape-string-regexp";
import { kinds, ruleWithRole } from "../../generator/kinds/index.ts";

/** An instance path in a YAML document: map keys and list indexes (["services", 0, "title"]). */
export type InstancePath = readonly (string | number)[];

/** Where a value is written: the file (from the project root), its instance path and its 1-based line and column. */
export interface Source {
  readonly file: string;
  readonly path: InstancePath;
  readonly line: number;
  readonly col: number;
}

/** One scalar of a spec file, with its value as text. */
export interface ScalarSource extends Source {
  readonly value: string;
}

/** A pattern (a text with `{{name}}` placeholders) that some text of the page was made from. */
export interface PatternSource {
  /** The pattern as written. */
  readonly pattern: string;
  /** A regular expression (source text) matching the texts made from it; one group per placeholder. */
  readonly regex: string;
  readonly source: Source;
}

/** What a page's texts come from: each text (as {@link readerText} gives it) → its sources, likeliest first. */
export interface PageSources {
  readonly values: Readonly<Record<string, readonly Source[]>>;
  readonly patterns: readonly PatternSource[];
}

/** A text as a reader sees it: `**` bold marks removed, runs of white space as one space, trimmed. */
export const readerText = (s: string): string => s.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();

/** `{{ name }}` in a pattern. */
const PLACEHOLDER = /\{\{\s*[\w.]+\s*\}\}/g;

/** Every scalar of a loaded spec file (aliases are skipped: their value is indexed where it is anchored). */
export function scalarsOf(file: SpecFile): ScalarSource[] {
  const out: ScalarSource[] = [];
  const at = (node: Node, path: (string | number)[]) => {
    const [line, col] = node.range ? [file.lineCounter.linePos(node.range[0]).line, file.lineCounter.linePos(node.range[0]).col] : [0, 0];
    return { file: file.file, path, line, col };
  };
  const walk = (node: unknown, path: (string | number)[]): void => {
    if (isAlias(node) || node === null || node === undefined) return;
    if (isScalar(node)) {
      if (node.value !== null && node.value !== undefined) out.push({ ...at(node, path), value: String(node.value) });
    } else if (isMap(node)) {
      for (const pair of node.items) if (isScalar(pair.key)) walk(pair.value, [...path, String(pair.key.value)]);
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        walk(item, [...path, i]);
      });
    }
  };
  walk(file.doc.contents, []);
  return out;
}

/** Escapes a text for use inside a regular expression. */

/** The regular expression (source) matching the reader texts made from a pattern, or null when it has no placeholder. */
export function patternRegex(pattern: string): string | null {
  const text = readerText(pattern);
  const literals = text.split(PLACEHOLDER);
  if (literals.length < 2 || literals.join("").trim().length < 3) return null;
  return `^${literals.map(escapeStringRegexp).join("(.+?)")}$`;
}

/** The texts spec/ holds, indexed once per version of the spec: by reader text, the patterns, and each record's texts. */
export interface SourceIndex {
  readonly byText: ReadonlyMap<string, readonly ScalarSource[]>;
  readonly patterns: readonly { readonly regex: RegExp; readonly pattern: PatternSource }[];
  /** The reader texts of each record (see {@link recordKey}). */
  readonly byRecord: ReadonlyMap<string, readonly string[]>;
}

/** The path of the record holding the value at `path`: the nearest list item around it, else the map around it. */
export function recordPathOf(path: InstancePath): InstancePath {
  const last = path.findLastIndex((s) => typeof s === "number");
  if (last >= 0) return path.slice(0, last + 1);
  return path.slice(0, Math.max(0, path.length - 1));
}

/** A key naming the record a value belongs to: its file and record path. */
const recordKey = (s: Source) => `${s.file}#${JSON.stringify(recordPathOf(s.path))}`;

/** One file's part of a {@link SourceIndex}: each scalar with its reader text and record key, and its pattern where it has one. */
type FileEntries = readonly {
  readonly text: string;
  readonly source: ScalarSource;
  readonly record: string;
  readonly pattern?: { regex: RegExp; pattern: PatternSource };
}[];

/**
 * Each file's entries, kept while its parsed document lives: the loader hands out the same
 * document for a file that did not change (generator/load/load.ts), so after a save only the
 * saved file is walked again.
 */
const entriesByDoc = new WeakMap<object, { readonly file: string; readonly entries: FileEntries }>();

/** The entries of one file (texts under 2 characters are left out: no reader clicks on them). */
function fileEntries(file: SpecFile): FileEntries {
  const known = entriesByDoc.get(file.doc);
  if (known?.file === file.file) return known.entries;
  const entries = scalarsOf(file).flatMap((s) => {
    const text = readerText(s.value);
    if (text.length < 2) return [];
    const regex = text.includes("{{") ? patternRegex(s.value) : null;
    if (!regex) return [{ text, source: s, record: recordKey(s) }];
    const { value: _, ...source } = s;
    return [{ text, source: s, record: recordKey(s), pattern: { regex: new RegExp(regex, "s"), pattern: { pattern: s.value, regex, source } } }];
  });
  entriesByDoc.set(file.doc, { file: file.file, entries });
  return entries;
}

/** Indexes every scalar of the given files by its reader text (texts under 2 characters are left out: no reader clicks on them). */
export function indexSources(files: readonly SpecFile[]): SourceIndex {
  const byText = new Map<string, ScalarSource[]>();
  const byRecord = new Map<string, string[]>();
  const patterns: { regex: RegExp; pattern: PatternSource }[] = [];
  for (const file of files) {
    for (const { text, source, record, pattern } of fileEntries(file)) {
      const same = byText.get(text);
      if (same) same.push(source);
      else byText.set(text, [source]);
      const texts = byRecord.get(record);
      if (texts) texts.push(text);
      else byRecord.set(record, [text]);
      if (pattern) patterns.push(pattern);
    }
  }
  return { byText, patterns, byRecord };
}

/** A node of parse5's default tree, as far as this module reads it. */
interface HtmlNode {
  readonly nodeName: string;
  readonly value?: string;
  readonly attrs?: readonly { readonly name: string; readonly value: string }[];
  readonly childNodes?: readonly HtmlNode[];
  readonly content?: HtmlNode;
}

/** Elements whose text is not shown as text. */
const NOT_TEXT = new Set(["script", "style", "template", "noscript", "head", "svg"]);

/** The reader texts a page shows: every element's whole text, and the alternative text and labels of its elements. */
export function pageTexts(html: string): Set<string> {
  const texts = new Set<string>();
  const walk = (node: HtmlNode): string => {
    if (node.nodeName === "#text") return node.value ?? "";
    if (NOT_TEXT.has(node.nodeName)) return "";
    for (const a of node.attrs ?? [])
      if (a.name === "alt" || a.name === "aria-label" || a.name === "title" || a.name === "placeholder") texts.add(readerText(a.value));
    const text = (node.childNodes ?? []).map(walk).join("");
    texts.add(readerText(text));
    // An element's own words beside its children (a label and its "*" mark) are a text too.
    texts.add(
      readerText(
        (node.childNodes ?? [])
          .filter((c) => c.nodeName === "#text")
          .map((c) => c.value ?? "")
          .join(""),
      ),
    );
    return text;
  };
  walk(parse(html) as unknown as HtmlNode);
  texts.delete("");
  return texts;
}

/** A route of the route table, as far as {@link ownFiles} reads it. */
interface RouteRow {
  readonly id?: unknown;
  readonly path?: unknown;
  readonly page?: unknown;
}

/**
 * The files of spec/ that hold the page's own record at `url` (a path such as /about): the file
 * its page kind reads when the route has no parameter (spec/pages/about.yaml for /about), and the
 * file of a folder that names the page's route (`route: careers`) or one of the URL's parameters
 * (spec/countries/uganda.yaml for /uganda). Shared texts (spec/ui.yaml, spec/site.yaml) are never
 * a page's own. A literal route wins over a pattern that also matches; an unknown URL owns none.
 */
export function ownFiles(url: string, files: readonly SpecFile[]): Set<string> {
  const table = files.find((f) => f.file === `spec/${ruleWithRole("route-table").at}`);
  const rows = ((table?.data as { routes?: unknown } | undefined)?.routes ?? []) as readonly RouteRow[];
  const matches = (path: string) => {
    const parts = path.split("/");
    const got = url.split("/");
    if (parts.length !== got.length) return null;
    const params: string[] = [];
    for (const [i, part] of parts.entries()) {
      if (part.startsWith(":")) params.push(got[i]!);
      else if (part !== got[i]) return null;
    }
    return params;
  };
  const candidates = rows.flatMap((r) => (typeof r.path === "string" && typeof r.page === "string" ? [{ r, params: matches(r.path) }] : []));
  const hit = candidates.find((c) => c.params?.length === 0) ?? candidates.find((c) => c.params !== null);
  const own = new Set<string>();
  if (!hit?.params) return own;
  const kind = kinds().find((k) => k.pageKinds?.[hit.r.page as string]);
  for (const rule of kind?.files ?? []) {
    if (!rule.at.endsWith("/")) {
      if (hit.params.length === 0) own.add(`spec/${rule.at}`);
      continue;
    }
    for (const f of files) {
      const rel = f.file.slice("spec/".length);
      if (!rel.startsWith(rule.at) || rel.slice(rule.at.length).includes("/")) continue;
      const name = rel.slice(rule.at.length).replace(/\.ya?ml$/, "");
      const route = (f.data as { route?: unknown } | null)?.route;
      if (route === hit.r.id || hit.params.includes(name)) own.add(f.file);
    }
  }
  return own;
}

/**
 * The sources of a rendered page's texts. A text written in several places is listed with each,
 * the likeliest first: one in a file holding the page's own record ({@link ownFiles}: the page's
 * file over a shared interface text), then a place whose record shows more of its other texts on the page (the
 * category whose badge is there, the study whose figures are), then one in a file the page
 * surely reads (a file holding a text of the page written nowhere else). Patterns come in the
 * same order, so the first that matches a text is the likeliest.
 */
export function pageSources(html: string, index: SourceIndex, own: ReadonlySet<string> = new Set()): PageSources {
  const texts = pageTexts(html);
  const found = new Map<string, readonly ScalarSource[]>();
  const patterns: PatternSource[] = [];
  for (const text of texts) {
    const exact = index.byText.get(text);
    if (exact) found.set(text, exact);
    else for (const p of index.patterns) if (p.regex.test(text) && !patterns.includes(p.pattern)) patterns.push(p.pattern);
  }
  const weight = new Map<string, number>();
  for (const list of found.values()) {
    const files = new Set(list.map((s) => s.file));
    if (files.size === 1) weight.set(list[0]!.file, (weight.get(list[0]!.file) ?? 0) + 1);
  }
  const shown = new Map<string, number>();
  const recordScore = (s: Source) => {
    const key = recordKey(s);
    let n = shown.get(key);
    if (n === undefined) {
      n = (index.byRecord.get(key) ?? []).filter((t) => texts.has(t)).length;
      shown.set(key, n);
    }
    return n;
  };
  const owned = (s: Source) => (own.has(s.file) ? 1 : 0);
  const likeliest = (a: Source, b: Source) => owned(b) - owned(a) || recordScore(b) - recordScore(a) || (weight.get(b.file) ?? 0) - (weight.get(a.file) ?? 0);
  const values: Record<string, Source[]> = {};
  for (const [text, list] of found) values[text] = [...list].sort(likeliest).map(({ file, path, line, col }) => ({ file, path, line, col }));
  return { values, patterns: patterns.sort((a, b) => likeliest(a.source, b.source)) };
}
