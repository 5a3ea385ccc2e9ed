/**
 * Diagnostics: one problem found in spec/, how it is printed, and the helpers every stage
 * shares. The texts themselves live in ./catalogue.ts; "did you mean" in ./suggest.ts.
 */
import type { MessageEntry } from "./catalogue.ts";

export { didYouMean, didYouMeanList, didYouMeanSuffix, knownKeys, nearest, suggest } from "./suggest.ts";

/**
 * One problem found in spec/: where it is, which value, what is wrong and what to do.
 * Shaped after Astro's error data: the message says what happened, the hint what to do.
 */
export interface Diagnostic {
  /** Path relative to the project root, for example spec/routes.yaml. */
  readonly file: string;
  /** 1-based line and column; 0 when the problem concerns the whole file. */
  readonly line: number;
  readonly col: number;
  /** Instance path in the document, for example services[2].benefits. */
  readonly path: string;
  readonly message: string;
  readonly hint?: string;
  /** Source text of the file, for the code frame. */
  readonly source?: string;
  /** Code of the catalogue entry that made the message (generator/diagnostics/catalogue.ts). */
  readonly code?: string;
  /** A change that settles the problem, written by `npm run generate -- --fix` (generator/write/fix.ts). */
  readonly fix?: Fix;
  /** "warning" for a finding that does not stop the run (the house style) unless it is strict; otherwise an error. */
  readonly severity?: "warning";
}

/**
 * A change `--fix` can make: a redirect written into spec/redirects.yaml, or a text of a spec
 * file replaced (the house style), at its instance path, when it still reads `from`.
 */
export type Fix =
  | { readonly kind: "redirect"; readonly from: string; readonly to: string }
  | { readonly kind: "text"; readonly file: string; readonly path: readonly (string | number)[]; readonly from: string; readonly to: string };

/** Where a diagnostic points: file, 1-based position (0 for the whole file), instance path, source. */
export interface Where {
  readonly file: string;
  readonly line?: number;
  readonly col?: number;
  readonly path?: string;
  readonly source?: string;
}

/**
 * Makes a diagnostic from a catalogue entry and its arguments: the one way load and validate
 * word a problem, so every message has a code and a title to look it up by.
 */
export function diagnostic<A>(entry: MessageEntry<A>, args: A, where: Where): Diagnostic {
  const hint = entry.hint(args);
  return {
    file: where.file,
    line: where.line ?? 0,
    col: where.col ?? 0,
    path: where.path ?? "(root)",
    message: entry.message(args),
    ...(hint === undefined ? {} : { hint }),
    ...(where.source === undefined ? {} : { source: where.source }),
    code: entry.code,
  };
}

/** A problem not yet placed in a file: a catalogue entry and its arguments. */
export interface Problem {
  readonly entry: MessageEntry<never>;
  readonly args: unknown;
}

/** Pairs a catalogue entry with its arguments, type-checked, for a caller to place later. */
export function problem<A>(entry: MessageEntry<A>, args: A): Problem {
  return { entry: entry as MessageEntry<never>, args };
}

/** Thrown by a stage that has collected problems; the CLI prints them, never a stack trace. */
export class SpecError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(`${diagnostics.length} problem(s) in spec/`);
  }
}

/**
 * Fields that name a record of a list, in the order tried: a stable key first, then what an
 * editor reads (a title or a name). A record's label is its first of these that is text.
 */
export const RECORD_LABEL_KEYS = ["key", "id", "slug", "title", "name", "field"] as const;

/** Longest record label a path shows; a longer one is cut with "…". */
const LABEL_MAX = 40;

/**
 * The label of a list item: the first of {@link RECORD_LABEL_KEYS} it has as text, and which key
 * that is; undefined for an item that is not a mapping or has none of them.
 */
export function recordLabel(item: unknown): { readonly key: string; readonly label: string } | undefined {
  if (!item || typeof item !== "object" || Array.isArray(item)) return undefined;
  for (const key of RECORD_LABEL_KEYS) {
    const v = (item as Record<string, unknown>)[key];
    if (typeof v === "string" && v.trim() !== "") {
      const flat = v.replace(/\s+/g, " ").trim();
      return { key, label: flat.length > LABEL_MAX ? `${flat.slice(0, LABEL_MAX - 1).trimEnd()}…` : flat };
    }
  }
  return undefined;
}

/**
 * Formats a JSON-pointer-like segment list as a readable instance path:
 * ["services", 2, "benefits"] → "services[2].benefits". The empty list is "(root)".
 *
 * Given the document's `data`, each list item that is a record is named by its key or title as
 * well as its index (indexes count from zero, editors' lines from one):
 * `studies[9] "Tusker Lager".figures[0]`, `routes[17] "about"`. The label is left out when the
 * path ends at the very field it comes from (`services[1].slug` "Media_Buying" is the value the
 * message quotes).
 * @param data the file's data the path points into; without it, indexes only
 */
export function formatPath(segments: readonly (string | number)[], data?: unknown): string {
  let out = "";
  let node: unknown = data;
  segments.forEach((s, i) => {
    const parent = node;
    node = parent !== null && typeof parent === "object" ? (parent as Record<string | number, unknown>)[s] : undefined;
    if (typeof s === "number") {
      out += `[${s}]`;
      const named = Array.isArray(parent) ? recordLabel(node) : undefined;
      const endsAtLabel = named !== undefined && i === segments.length - 2 && segments[i + 1] === named.key;
      if (named && !endsAtLabel) out += ` ${JSON.stringify(named.label)}`;
    } else out += out === "" ? s : `.${s}`;
  });
  return out === "" ? "(root)" : out;
}

/** Diagnostics in reading order: by file, then line, then column (stable otherwise). */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

/** Longest source line a frame shows whole; longer ones are cut to a window around the caret. */
const FRAME_WIDTH = 160;

/** One line of a frame, cut around `col` when too long; returns the text and the caret offset. */
function frameLine(text: string, col: number): [string, number] {
  if (text.length <= FRAME_WIDTH) return [text, col - 1];
  const start = Math.max(0, Math.min(col - 1 - 40, text.length - FRAME_WIDTH));
  const cut = `${start > 0 ? "…" : ""}${text.slice(start, start + FRAME_WIDTH)}${start + FRAME_WIDTH < text.length ? "…" : ""}`;
  return [cut, col - 1 - start + (start > 0 ? 1 : 0)];
}

/** Three lines of source around the problem with a caret under its column. */
function codeFrame(source: string, line: number, col: number): string {
  const lines = source.split(/\r?\n/);
  const from = Math.max(1, line - 1);
  const to = Math.min(lines.length, line + 1);
  const width = String(to).length;
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    const mark = n === line ? ">" : " ";
    const [text, caret] = frameLine(lines[n - 1], n === line ? col : 1);
    out.push(`${mark} ${String(n).padStart(width)} | ${text}`);
    if (n === line) out.push(`  ${" ".repeat(width)} | ${" ".repeat(Math.max(0, caret))}^`);
  }
  return out.join("\n");
}

/** One diagnostic as it is printed, in parts: every way of showing it (terminal, dev server page) says the same. */
export interface DiagnosticParts {
  /** `file:line:col`, or the file alone when the problem concerns the whole file. */
  readonly where: string;
  /** "warning: " for a house-style finding, else empty. */
  readonly severity: string;
  /** The instance path, or empty for the document's root. */
  readonly path: string;
  readonly message: string;
  readonly hint?: string;
  /** Three lines of YAML around the problem with a caret under its column, when the source is known. */
  readonly frame?: string;
}

/** The parts of one diagnostic as {@link formatDiagnostics} prints them. */
export function diagnosticParts(d: Diagnostic, opts: { frames?: boolean } = {}): DiagnosticParts {
  return {
    where: d.line > 0 ? `${d.file}:${d.line}:${d.col}` : d.file,
    severity: d.severity === "warning" ? "warning: " : "",
    path: d.path === "(root)" ? "" : d.path,
    message: d.message,
    ...(d.hint ? { hint: d.hint } : {}),
    ...(opts.frames !== false && d.source && d.line > 0 ? { frame: codeFrame(d.source, d.line, d.col) } : {}),
  };
}

/**
 * Renders diagnostics the way the CLI prints them: `file:line:col path message`, the hint on
 * its own line, then a frame of the YAML. Sorted by file, line and column.
 */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], opts: { frames?: boolean } = {}): string {
  return sortDiagnostics(diagnostics)
    .map((d) => {
      const p = diagnosticParts(d, opts);
      const parts = [`${p.where} ${p.severity}${p.path ? `${p.path} ` : ""}${p.message}`];
      if (p.hint) parts.push(`  hint: ${p.hint}`);
      if (p.frame) parts.push(p.frame);
      return parts.join("\n");
    })
    .join("\n\n");
}

/** Escapes text for HTML text and double-quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * The same diagnostics as {@link formatDiagnostics}, as an HTML fragment (the dev server's page
 * for a broken spec): an `<ol class="problems">` with one `<li>` per problem, sorted by file,
 * line and column: `<code class="where">` file:line:col, the instance path and message, the hint
 * in `<p class="hint">`, the YAML frame in `<pre class="frame">`. Every text is escaped; no
 * script, no style attribute, so it reads the same in a terminal browser, `curl` or under a
 * strict CSP.
 */
export function formatDiagnosticsHtml(diagnostics: readonly Diagnostic[], opts: { frames?: boolean } = {}): string {
  const e = escapeHtml;
  const items = sortDiagnostics(diagnostics).map((d) => {
    const p = diagnosticParts(d, opts);
    const lines = [
      `<li>`,
      `<p class="message"><code class="where">${e(p.where)}</code> ${e(p.severity)}${p.path ? `<code class="path">${e(p.path)}</code> ` : ""}${e(p.message)}</p>`,
    ];
    if (p.hint) lines.push(`<p class="hint">hint: ${e(p.hint)}</p>`);
    if (p.frame) lines.push(`<pre class="frame">${e(p.frame)}</pre>`);
    lines.push(`</li>`);
    return lines.join("\n");
  });
  return `<ol class="problems">\n${items.join("\n")}\n</ol>`;
}
