/**
 * Where each text of a page comes from (issue 29, "Edit on the page"): every scalar of spec/ with
 * its file, instance path and line:col, and, for a rendered page, the table from each text the
 * page shows to the scalars it can come from. Dev server only; nothing here reaches dist/.
 *
 * A page's texts are matched to spec/'s scalars by value, not by attributes in the HTML: the
 * HTML the dev server sends stays the build's HTML (islands hydrate it unchanged), and the panel
 * finds the source of whatever element is clicked by its text (editor/client/sources.ts). A text
 * is compared as a reader sees it: `**bold**` marks removed and white space collapsed, so a
 * folded YAML block and its rendered paragraph compare equal. A text made from a pattern
 * (`Reach Your Audience with {{title}}`) matches the pattern, and the value put into it matches
 * its own record.
 */
import { isAlias, isMap, isScalar, isSeq, type Node } from "yaml";
import { parse } from "parse5";
import type { SpecFile } from "../../generator/load/spec-file.ts";

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
      node.items.forEach((item, i) => walk(item, [...path, i]));
    }
  };
  walk(file.doc.contents, []);
  return out;
}

/** Escapes a text for use inside a regular expression. */
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The regular expression (source) matching the reader texts made from a pattern, or null when it has no placeholder. */
export function patternRegex(pattern: string): string | null {
  const text = readerText(pattern);
  const literals = text.split(PLACEHOLDER);
  if (literals.length < 2 || literals.join("").trim().length < 3) return null;
  return `^${literals.map(escapeRegex).join("(.+?)")}$`;
}

/** The texts spec/ holds, indexed once per version of the spec: by reader text, and the patterns. */
export interface SourceIndex {
  readonly byText: ReadonlyMap<string, readonly ScalarSource[]>;
  readonly patterns: readonly { readonly regex: RegExp; readonly pattern: PatternSource }[];
}

/** Indexes every scalar of the given files by its reader text (texts under 2 characters are left out: no reader clicks on them). */
export function indexSources(files: readonly SpecFile[]): SourceIndex {
  const byText = new Map<string, ScalarSource[]>();
  const patterns: { regex: RegExp; pattern: PatternSource }[] = [];
  for (const file of files) {
    for (const s of scalarsOf(file)) {
      const text = readerText(s.value);
      if (text.length < 2) continue;
      byText.set(text, [...(byText.get(text) ?? []), s]);
      if (text.includes("{{")) {
        const regex = patternRegex(s.value);
        const { value: _, ...source } = s;
        if (regex) patterns.push({ regex: new RegExp(regex, "s"), pattern: { pattern: s.value, regex, source } });
      }
    }
  }
  return { byText, patterns };
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
    for (const a of node.attrs ?? []) if (a.name === "alt" || a.name === "aria-label" || a.name === "title" || a.name === "placeholder") texts.add(readerText(a.value));
    const text = (node.childNodes ?? []).map(walk).join("");
    texts.add(readerText(text));
    // An element's own words beside its children (a label and its "*" mark) are a text too.
    texts.add(readerText((node.childNodes ?? []).filter((c) => c.nodeName === "#text").map((c) => c.value ?? "").join("")));
    return text;
  };
  walk(parse(html) as unknown as HtmlNode);
  texts.delete("");
  return texts;
}

/**
 * The sources of a rendered page's texts. A text written in several places is listed with each,
 * the likeliest first: places in the files the page surely reads (files holding a text of the
 * page that is written nowhere else) before the others, then in file order.
 */
export function pageSources(html: string, index: SourceIndex): PageSources {
  const found = new Map<string, readonly ScalarSource[]>();
  const patterns = new Map<string, PatternSource>();
  for (const text of pageTexts(html)) {
    const exact = index.byText.get(text);
    if (exact) found.set(text, exact);
    else for (const p of index.patterns) if (p.regex.test(text)) patterns.set(p.pattern.regex, p.pattern);
  }
  const weight = new Map<string, number>();
  for (const list of found.values()) {
    const files = new Set(list.map((s) => s.file));
    if (files.size === 1) weight.set(list[0]!.file, (weight.get(list[0]!.file) ?? 0) + 1);
  }
  const values: Record<string, Source[]> = {};
  for (const [text, list] of found) {
    values[text] = [...list]
      .sort((a, b) => (weight.get(b.file) ?? 0) - (weight.get(a.file) ?? 0))
      .map(({ file, path, line, col }) => ({ file, path, line, col }));
  }
  return { values, patterns: [...patterns.values()] };
}
