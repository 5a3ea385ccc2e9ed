/**
 * The URL history (generated/urls.json): every URL the generator has ever made, each with the
 * record it belonged to, so that a URL which disappears (a renamed slug, a retitled case study,
 * a removed project) is noticed and needs a decision in spec/redirects.yaml
 * (generator/routes/urls.ts). The generator reads it before a run and writes it back with the
 * run's new URLs added (the redirects kind, generator/kinds/redirects.ts); nothing is ever removed from it.
 *
 * Format: a JSON object `{ "$comment", "urls": [{ "url", "kind", "key" }, …] }`, one entry a
 * line, sorted by URL, so that a diff or a merge shows one line per URL.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { ManifestInvalid } from "../diagnostics/catalogue.ts";
import { type Diagnostic, diagnostic, formatPath } from "../diagnostics/index.ts";
import type { UrlRecord } from "../../model/content.ts";
import { type SpecFile, locate } from "../load/spec-file.ts";

/** Where the history lives, relative to the project root. */
export const URL_HISTORY_FILE = "generated/urls.json";

/** What the manifest says about itself, in its `$comment`. */
const COMMENT =
  "Every URL this site has had, with the record it belonged to (kind, key). Written by the generator, which adds new URLs and never removes one; a URL that is no longer a page needs a decision in spec/redirects.yaml. Do not edit: see docs/content/growing.md.";

/** The history as read: its entries and the file they came from (for diagnostics), or its problems. */
export interface UrlHistory {
  /** Entries in file order; empty when there is no file yet (a new site). */
  readonly records: readonly UrlRecord[];
  /** The file, parsed (on first use) so that an entry's index maps back to line:col; undefined when absent. */
  readonly file?: SpecFile;
  readonly diagnostics: readonly Diagnostic[];
}

/** Last read history by its text: the dev server reads it on every save. */
let last: { readonly text: string; readonly history: UrlHistory } | undefined;

/**
 * Reads generated/urls.json below `root`. A missing file is an empty history (the first run
 * records every URL). A file that is not JSON of the expected shape is reported
 * (urls/manifest-invalid) at its line and column, so that the run stops rather than forget URLs.
 */
export function loadUrlHistory(root: string): UrlHistory {
  let text: string;
  try {
    text = readFileSync(join(root, URL_HISTORY_FILE), "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return { records: [], diagnostics: [] };
    return {
      records: [],
      diagnostics: [
        diagnostic(ManifestInvalid, { detail: `it cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})` }, { file: URL_HISTORY_FILE }),
      ],
    };
  }
  return historyOf(text);
}

/**
 * The history a manifest's text holds (as {@link parseHistory}), the last one kept by its text:
 * the dev server hands the generator the committed history on every save
 * (generator/run.ts, `urlHistory`).
 */
export function historyOf(text: string): UrlHistory {
  if (last?.text === text) return last.history;
  const history = parseHistory(text);
  last = { text, history };
  return history;
}

/**
 * Parses the manifest's text: JSON.parse for the data (yaml on every run would cost tens of ms),
 * and yaml, which keeps positions, only for a problem or when a diagnostic points into the file.
 */
export function parseHistory(text: string): UrlHistory {
  let parsed: SpecFile | undefined;
  const file = (): SpecFile => {
    if (!parsed) {
      const lineCounter = new LineCounter();
      const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
      parsed = { file: URL_HISTORY_FILE, schema: "urls.json", source: text, doc, lineCounter, data: undefined };
    }
    return parsed;
  };
  const problem = (detail: string, path: readonly (string | number)[] = [], offset?: number): UrlHistory => {
    const f = file();
    const [line, col] = offset !== undefined ? ((p) => [p.line, p.col])(f.lineCounter.linePos(offset)) : path.length ? locate(f, path) : [0, 0];
    return { records: [], diagnostics: [diagnostic(ManifestInvalid, { detail }, { file: URL_HISTORY_FILE, line, col, path: formatPath(path), source: text })] };
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const yamlError = file().doc.errors[0]?.pos[0];
    const jsonAt = Number(/position (\d+)/.exec((e as Error).message)?.[1]);
    return problem("it is not JSON (a merge conflict left in it?)", [], yamlError ?? (Number.isFinite(jsonAt) ? jsonAt : 0));
  }
  const urls = (data as { urls?: unknown } | null)?.urls;
  if (!data || typeof data !== "object" || !Array.isArray(urls)) return problem('it has no "urls" list');
  const records: UrlRecord[] = [];
  for (const [i, u] of urls.entries()) {
    const r = u as Partial<UrlRecord> | null;
    if (!r || typeof r.url !== "string" || !r.url.startsWith("/") || typeof r.kind !== "string" || typeof r.key !== "string") {
      return problem('each entry is { "url": "/…", "kind": "…", "key": "…" }', ["urls", i]);
    }
    records.push({ url: r.url, kind: r.kind, key: r.key });
  }
  return {
    records,
    diagnostics: [],
    get file() {
      return { ...file(), data };
    },
  };
}

/** The manifest's text for `records`: sorted by URL, one entry a line. */
export function printHistory(records: readonly UrlRecord[]): string {
  const sorted = [...records].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const lines = sorted.map((r) => `    { "url": ${JSON.stringify(r.url)}, "kind": ${JSON.stringify(r.kind)}, "key": ${JSON.stringify(r.key)} }`);
  return `{\n  "$comment": ${JSON.stringify(COMMENT)},\n  "urls": [\n${lines.join(",\n")}\n  ]\n}\n`;
}
