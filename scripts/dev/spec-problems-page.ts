/**
 * The page the dev server (`npm run dev`, scripts/dev/spec-watch.ts) answers every page request with
 * while spec/ has problems: status 500 and the problems as HTML, readable with `curl`, in a
 * terminal browser and without JavaScript. The problems are printed by the generator's own
 * formatter (generator/diagnostics/, `formatDiagnosticsHtml`), so the page says exactly what the
 * terminal and the overlay say. Dev only: the build never has a broken spec to show.
 */
import { type Diagnostic, formatDiagnosticsHtml } from "../../generator/diagnostics/index.ts";

/** The scripts a browser runs on the page: Vite's client (its error overlay) and the in-place update (runtime/app/dev/refresh.ts), both by URL: no inline script. */
export interface ProblemsPageScripts {
  /** Module URLs, in order (for example `/@vite/client`). */
  readonly modules: readonly string[];
}

/** The page's own look: a <style> element (no style attribute), dev only. */
const STYLE = `
body { margin: 0; font: 16px/1.5 ui-sans-serif, system-ui, sans-serif; color: #1f2328; background: #fff; }
main { max-width: 72rem; margin: 0 auto; padding: 2rem 1.25rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; color: #b42318; }
.problems { padding-left: 1.5rem; }
.problems li { margin: 1.5rem 0; }
.message { margin: 0; font-weight: 600; }
.hint { margin: .25rem 0; }
.where, .path { font: 600 .9em ui-monospace, SFMono-Regular, Menlo, monospace; }
.frame { margin: .5rem 0; padding: .75rem 1rem; overflow-x: auto; background: #f6f8fa; border-left: 3px solid #b42318; font: .875rem/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
`;

/** Escapes text for HTML text and double-quoted attribute values. */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The whole HTML document of the problems page for a request of `url`: a title and heading
 * counting the problems, a sentence on what to do, then every problem as `file:line:col`, the
 * instance path and message, the hint and the YAML frame (in the generator's order: by file,
 * line and column). Every text is escaped; the only scripts are `scripts.modules`, by URL.
 * @param diagnostics the problems of the last run of the generator (at least one)
 * @param url the requested path and query, as the client sent it
 */
export function problemsPage(diagnostics: readonly Diagnostic[], url: string, scripts: ProblemsPageScripts): string {
  const n = diagnostics.length;
  const count = `${n} problem${n === 1 ? "" : "s"} in spec/`;
  const e = escapeHtml;
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${e(count)} · npm run dev</title>`,
    // No icon request (the site's icon is named by spec/, which is what is broken).
    '<link rel="icon" href="data:,">',
    `<style>${STYLE}</style>`,
    ...scripts.modules.map((src) => `<script type="module" src="${e(src)}"></script>`),
    "</head>",
    "<body>",
    "<main>",
    `<h1>${e(count)}</h1>`,
    `<p>The dev server cannot show <code>${e(url)}</code> until spec/ is valid again. Fix what is listed below and save: an open page updates by itself, or reload. Pages already open keep their last valid content meanwhile.</p>`,
    formatDiagnosticsHtml(diagnostics),
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
