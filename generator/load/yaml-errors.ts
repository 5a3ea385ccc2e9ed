/**
 * yaml's parse errors in the generator's voice. yaml words an indentation mistake by its
 * consequence ("Nested mappings are not allowed in compact mappings", often on the line
 * before the mistake, often three times); this module finds the line whose indentation is
 * wrong and says so, tells an unquoted ": " apart from it, and gives one diagnostic per line.
 */
import { type Document, type LineCounter, type YAMLError, isMap, isScalar, visit } from "yaml";
import { BadIndentation, DuplicateKey, MultipleDocuments, TabIndentation, UnclosedFlow, UnquotedColon, YamlSyntax } from "../diagnostics/catalogue.ts";
import { type Diagnostic, diagnostic } from "../diagnostics/index.ts";

/** yaml error codes that an indentation mistake produces (and an unquoted ": " too). */
const LAYOUT_CODES = new Set(["BAD_INDENT", "BLOCK_AS_IMPLICIT_KEY", "MULTILINE_IMPLICIT_KEY", "MISSING_CHAR", "UNEXPECTED_TOKEN"]);

const KEY_LINE = /^\s*(?:-\s+)*(?:"[^"]*"|'[^']*'|[^\s#"'[\]{},][^#]*?):(?:\s|$)/;
const ITEM_LINE = /^(\s*)((?:-(?:\s+|$))+)/;
const BLOCK_SCALAR = /(?:^|:|-)\s*[|>][-+0-9]*\s*(?:#.*)?$/;

const indentOf = (line: string) => line.length - line.trimStart().length;
const blank = (line: string) => /^\s*(?:#.*)?$/.test(line);

interface Level {
  /** 0-based column where keys or items of this level start. */
  readonly col: number;
  /** 1-based line that last started something in that column. */
  readonly line: number;
  /** Whether list items ("- ") or keys start there. */
  readonly kind: "item" | "key";
}

/** A line indented where YAML cannot place it: its column, and the column that would fit. */
export interface IndentationProblem {
  /** 1-based column where the line starts. */
  readonly col: number;
  /** Deeper than a key above that already has a value on its own line. */
  readonly deeper: boolean;
  /** Whether the line is a list item or a key. */
  readonly kind: "item" | "key";
  /** The line sets a level that the lines after it do not follow (they agree with the file's indentation). */
  readonly below?: boolean;
  /** The nearest column where items (or keys) of an open level start, and a line that starts there. */
  readonly target: { readonly col: number; readonly line: number };
}

/**
 * Whether line `at` (1-based) is indented wrongly for the structure above it, judged from the
 * lines alone: the columns where keys and list items of open levels start (block scalars'
 * text skipped). Returns undefined when the indentation is one YAML accepts.
 */
export function indentationProblem(lines: readonly string[], at: number, skip: ReadonlySet<number> = new Set()): IndentationProblem | undefined {
  const text = lines[at - 1];
  if (text === undefined || blank(text) || /^\s*\t/.test(text)) return undefined;
  const col = indentOf(text);
  const stack: Level[] = [];
  let last: { col: number; opens: boolean; line: number } | undefined;
  let blockIndent = -1;
  for (let n = 1; n < at; n++) {
    const t = lines[n - 1];
    if (blank(t) || skip.has(n) || /^\s*\t/.test(t)) continue; // tabs are reported on their own
    const i = indentOf(t);
    if (blockIndent >= 0) {
      if (i > blockIndent) continue;
      blockIndent = -1;
    }
    const item = ITEM_LINE.exec(t);
    if (!item && !KEY_LINE.test(t)) continue; // continuation of a plain or flow scalar
    while (stack.length && stack[stack.length - 1].col >= i) stack.pop();
    stack.push({ col: i, line: n, kind: item ? "item" : "key" });
    let content = i;
    if (item) {
      content = item[1].length + item[2].length;
      if (content < t.length) stack.push({ col: content, line: n, kind: "key" });
    }
    const code = t.replace(/\s+#.*$/, "").trimEnd();
    if (BLOCK_SCALAR.test(code)) blockIndent = content;
    last = { col: content, opens: code.endsWith(":") || /^\s*(?:-\s*)+$/.test(code), line: n };
  }
  if (!last) return undefined;
  if (stack.some((l) => l.col === col) || (last.opens && col > last.col)) return undefined;
  if (col > last.col) return { col: col + 1, deeper: true, kind: "key", target: { col: last.col + 1, line: last.line } };
  // An item lines up with items, a key with keys: the nearest such column (the deeper on a tie).
  const kind = ITEM_LINE.test(text) ? "item" : "key";
  const same = stack.some((l) => l.kind === kind) ? stack.filter((l) => l.kind === kind) : stack;
  const target = [...same].sort((a, b) => Math.abs(a.col - col) - Math.abs(b.col - col) || b.col - a.col)[0];
  return { col: col + 1, deeper: false, kind, target: { col: target.col + 1, line: target.line } };
}

/** The structural lines of a file (keys and list items, not blank, comment or block-scalar text), by 1-based line: their indentation. */
function structure(lines: readonly string[]): Map<number, number> {
  const out = new Map<number, number>();
  let blockIndent = -1;
  lines.forEach((t, i) => {
    if (blank(t) || /^\s*\t/.test(t)) return;
    const indent = indentOf(t);
    if (blockIndent >= 0) {
      if (indent > blockIndent) return;
      blockIndent = -1;
    }
    const item = ITEM_LINE.exec(t);
    if (!item && !KEY_LINE.test(t)) return;
    out.set(i + 1, indent);
    const code = t.replace(/\s+#.*$/, "").trimEnd();
    if (BLOCK_SCALAR.test(code)) blockIndent = item ? item[1].length + item[2].length : indent;
  });
  return out;
}

/**
 * The indentation mistakes to report, from those found line by line: one per mistake, at its
 * own line. Judged line by line, a key or item that opens a level one step off (`badge:` one
 * space left of its siblings) sets that level's column, so every sibling after it reads as the
 * mistake ("deeper than the key above"); and a line found wrong drags the lines it holds along.
 * So: where the lines found wrong agree with the file's step of indentation under their parent
 * (2 spaces, as most of the file indents) and the first line of that level does not, the first
 * line is the mistake, reported once in their place ("not lined up with the keys below it");
 * a line inside what a reported line holds (indented deeper, right under it) is left out.
 */
function settleIndentation(lines: readonly string[], found: ReadonlyMap<number, IndentationProblem>): Map<number, IndentationProblem> {
  const struct = structure(lines);
  const order = [...struct.keys()];
  // The file's step: the most common indentation of a key's first line under it, beyond its
  // own (2 on a tie, YAML's usual step).
  const steps = new Map<number, number>();
  for (const [k, at] of order.entries()) {
    const next = order[k + 1];
    if (next === undefined || ITEM_LINE.test(lines[at - 1]!)) continue;
    const d = struct.get(next)! - struct.get(at)!;
    if (d > 0) steps.set(d, (steps.get(d) ?? 0) + 1);
  }
  const step = [...steps].sort((a, b) => b[1] - a[1] || Number(b[0] === 2) - Number(a[0] === 2) || a[0] - b[0])[0]?.[0] ?? 2;
  /** The structural line holding line `at` (the nearest above it, less indented), if any. */
  const parentOf = (at: number) => {
    const indent = struct.get(at) ?? indentOf(lines[at - 1]!);
    for (let k = order.indexOf(at) - 1; k >= 0; k--) if (struct.get(order[k]!)! < indent) return order[k]!;
    return undefined;
  };
  const out = new Map<number, IndentationProblem>();
  for (const [at, p] of [...found].sort((a, b) => a[0] - b[0])) {
    const c = p.col - 1;
    const first = p.target.line;
    const parent = parentOf(first);
    const parentIndent = parent === undefined ? -step : struct.get(parent)!;
    const firstIndent = struct.get(first);
    const isFirstChild = parent === undefined ? order[0] === first : order[order.indexOf(parent) + 1] === first;
    if (
      firstIndent !== undefined &&
      first < at &&
      isFirstChild &&
      c === parentIndent + step &&
      firstIndent !== c &&
      p.kind === "key" &&
      !ITEM_LINE.test(lines[first - 1]!)
    ) {
      if (!out.has(first)) out.set(first, { col: firstIndent + 1, deeper: false, kind: "key", below: true, target: { col: c + 1, line: at } });
      continue;
    }
    out.set(at, p);
  }
  // A line inside what a line found wrong holds is left out: its indentation follows that line's.
  const holders = [...new Set([...found.keys(), ...out.keys()])].sort((a, b) => a - b);
  for (const at of holders) {
    const indent = struct.get(at) ?? indentOf(lines[at - 1]!);
    for (const later of [...out.keys()]) {
      if (later <= at) continue;
      const between = order.filter((n) => n > at && n <= later);
      if (between.every((n) => struct.get(n)! > indent)) out.delete(later);
    }
  }
  return out;
}

/** `title: Media: Buying` → `title: "Media: Buying"`, when the line is a key with such a value. */
function quotedFix(line: string): string | undefined {
  const m = /^\s*(?:-\s+)?([^\s#"'][^:#]*?):\s+([^"'].*?:\s.*?)\s*$/.exec(line);
  return m ? `${m[1]}: ${JSON.stringify(m[2])}` : undefined;
}

/**
 * Offset of the "[" or "{" that a flow collection left open before `offset`, counting closers
 * back from there; quotes are not parsed (a bracket inside quoted text may mislead it).
 */
function unclosedOpener(source: string, offset: number, open: "[" | "{"): number | undefined {
  const close = open === "[" ? "]" : "}";
  let depth = 0;
  for (let i = Math.min(offset, source.length) - 1; i >= 0; i--) {
    if (source[i] === close) depth++;
    else if (source[i] === open) {
      if (depth === 0) return i;
      depth--;
    }
  }
  return undefined;
}

/** 1-based line of the last non-space character in [from, to) of `source`. */
function lastLine(source: string, lc: LineCounter, from: number, to: number): number {
  let end = to;
  while (end > from && /\s/.test(source[end - 1])) end--;
  return lc.linePos(Math.max(from, end - 1)).line;
}

/** The repeated key starting at `offset`, and the line of its first occurrence in the mapping. */
function duplicateKey(doc: Document, lc: LineCounter, offset: number): { key?: string; firstLine?: number } {
  let found: { key?: string; firstLine?: number } = {};
  visit(doc, {
    Map(_k, map) {
      const dup = map.items.find((p) => isScalar(p.key) && p.key.range?.[0] === offset);
      if (!dup || !isMap(map) || !isScalar(dup.key)) return undefined;
      const value = dup.key.value;
      const first = map.items.find((p) => isScalar(p.key) && p.key.value === value);
      const start = (first?.key as { range?: [number, number, number] } | undefined)?.range?.[0];
      found = { key: String(value), firstLine: start === undefined ? undefined : lc.linePos(start).line };
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * Diagnostics for a document yaml could not parse: one per line, indentation mistakes reported
 * at the line that is wrong with the columns that would be right, unquoted ": " with the quoted
 * line to write, duplicate keys with the line of the first, a second document at its "---".
 * @param source the file's text (UTF-8, without a byte order mark), for positions and frames
 */
export function yamlErrorDiagnostics(file: string, source: string, doc: Document, lc: LineCounter): Diagnostic[] {
  const lines = source.split(/\r?\n/);
  const where = (line: number, col: number) => ({ file, line, col, source });
  const found = new Map<number, IndentationProblem>();
  const bad = new Set<number>();
  const others: { line: number; d: Diagnostic; layout: boolean }[] = [];
  const errors: readonly YAMLError[] = doc.errors;
  for (const err of errors) {
    const { line, col } = lc.linePos(err.pos[0]);
    if (LAYOUT_CODES.has(err.code)) {
      for (const at of [...new Set([line, lastLine(source, lc, err.pos[0], err.pos[1]), line + 1])].sort((a, b) => a - b)) {
        if (found.has(at)) continue;
        const p = indentationProblem(lines, at, bad);
        if (!p) continue;
        bad.add(at);
        found.set(at, p);
      }
    }
    let d: Diagnostic;
    if (err.code === "DUPLICATE_KEY") {
      const { key, firstLine } = duplicateKey(doc, lc, err.pos[0]);
      d = diagnostic(DuplicateKey, { key: key ?? source.slice(err.pos[0]).split(":")[0].trim(), firstLine }, where(line, col));
    } else if (err.code === "MULTIPLE_DOCS") {
      d = diagnostic(MultipleDocuments, {}, where(line, col));
    } else if (
      /^Flow (sequence|mapping) .* end with a [\]}]/.test(err.message) &&
      unclosedOpener(source, err.pos[0], err.message.startsWith("Flow sequence") ? "[" : "{") !== undefined
    ) {
      const open = err.message.startsWith("Flow sequence") ? "[" : "{";
      const p = lc.linePos(unclosedOpener(source, err.pos[0], open)!);
      d = diagnostic(UnclosedFlow, { open }, where(p.line, p.col));
      others.push({ line: p.line, d, layout: false });
      continue;
    } else if (err.code === "TAB_AS_INDENT") {
      d = diagnostic(TabIndentation, {}, where(line, col));
    } else if (err.code === "BLOCK_AS_IMPLICIT_KEY" && quotedFix(lines[line - 1] ?? "") !== undefined) {
      d = diagnostic(UnquotedColon, { fix: quotedFix(lines[line - 1]) }, where(line, col));
    } else {
      d = diagnostic(YamlSyntax, { detail: err.message.split("\n")[0], yamlCode: err.code }, where(line, col));
    }
    others.push({ line, d, layout: LAYOUT_CODES.has(err.code) });
  }
  const indentation = new Map<number, Diagnostic>();
  for (const [at, p] of settleIndentation(lines, found)) {
    const line = lines[at - 1]!.trim().replace(/\s+#.*$/, "");
    const key = ITEM_LINE.test(lines[at - 1]!) ? undefined : /^([^:]+:)(?:\s|$)/.exec(line)?.[1];
    const text = key ?? (line.length > 40 ? `${line.slice(0, 39)}…` : line);
    indentation.set(at, diagnostic(BadIndentation, { ...p, text }, where(at, p.col)));
  }
  // An indentation mistake or an unclosed [ or { explains the layout errors yaml reports
  // around it; what remains is one diagnostic per line.
  const out = [...indentation.values()].sort((a, b) => a.line - b.line);
  const explained = indentation.size > 0 || others.some((o) => o.d.code === UnclosedFlow.code);
  const lined = new Set(out.map((d) => d.line));
  for (const o of others) {
    if (o.layout && explained) continue;
    if (lined.has(o.line)) continue;
    lined.add(o.line);
    out.push(o.d);
  }
  return out;
}
