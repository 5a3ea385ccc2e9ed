import { closest, distance } from "fastest-levenshtein";

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
}

/** Thrown by a stage that has collected problems; the CLI prints them, never a stack trace. */
export class SpecError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(`${diagnostics.length} problem(s) in spec/`);
  }
}

/**
 * Formats a JSON-pointer-like segment list as a readable instance path:
 * ["services", 2, "benefits"] → "services[2].benefits". The empty list is "(root)".
 */
export function formatPath(segments: readonly (string | number)[]): string {
  let out = "";
  for (const s of segments) {
    if (typeof s === "number") out += `[${s}]`;
    else out += out === "" ? s : `.${s}`;
  }
  return out === "" ? "(root)" : out;
}

/**
 * Suggests the candidate closest to a mistyped value, or undefined when none is close enough
 * (edit distance at most a third of the longer word, and at least 1 allowed).
 */
export function didYouMean(value: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(value, candidates as string[]);
  const limit = Math.max(2, Math.floor(Math.max(value.length, best.length) / 3));
  return distance(value, best) <= limit ? best : undefined;
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
    out.push(`${mark} ${String(n).padStart(width)} | ${lines[n - 1]}`);
    if (n === line) out.push(`  ${" ".repeat(width)} | ${" ".repeat(Math.max(0, col - 1))}^`);
  }
  return out.join("\n");
}

/**
 * Renders diagnostics the way the CLI prints them: `file:line:col path message`, the hint on
 * its own line, then a frame of the YAML. Sorted by file, line and column.
 */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], opts: { frames?: boolean } = {}): string {
  const sorted = [...diagnostics].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col,
  );
  return sorted
    .map((d) => {
      const where = d.line > 0 ? `${d.file}:${d.line}:${d.col}` : d.file;
      const parts = [`${where} ${d.path === "(root)" ? "" : `${d.path} `}${d.message}`];
      if (d.hint) parts.push(`  hint: ${d.hint}`);
      if (opts.frames !== false && d.source && d.line > 0) parts.push(codeFrame(d.source, d.line, d.col));
      return parts.join("\n");
    })
    .join("\n\n");
}
