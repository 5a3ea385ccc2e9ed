// @ts-check
/**
 * The inbox's own pages (for whoever runs the server, not the site's visitors, so their texts live
 * here and not in spec/): /inbox and /inbox.json, one page of submissions newest first, streamed,
 * with its stylesheet and a fallback favicon; and the page a visitor gets when their form post
 * could not be stored (notStoredPage). The file is shown by its name only, never its path.
 */

/** Text escaped for HTML. @param {unknown} s */
const esc = (s) =>
  String(s).replace(/[&<>"']/g, (c) => /** @type {Record<string, string>} */ ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** A posted value as text: strings as they are, anything else (a hand-edited file) as JSON. */
/** @param {unknown} v @returns {string} */
const text = (v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)));

/** Stylesheet of /inbox, served at /inbox.css (the CSP allows no inline style). */
export const INBOX_CSS =
  "body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#0a1640}" +
  "article,aside{border:1px solid #dce7ff;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}aside{border-color:#f5c2c7;background:#fff5f5}" +
  "h2{font-size:1rem;margin:0 0 .5rem}small{color:#64748b;font-weight:400}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}" +
  "dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}code{overflow-wrap:anywhere}nav{display:flex;gap:1.5rem;margin:2rem 0}" +
  "label{font-weight:600}input,select,textarea{font:inherit;color:inherit;padding:.4rem .6rem;border:1px solid #94a3b8;border-radius:8px;width:100%;box-sizing:border-box}" +
  "button{font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:8px;padding:.6rem 1.25rem;cursor:pointer}\n";

/** The favicon served when dist/ has none: a blue rounded square (SVG). */
export const FALLBACK_FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1d4ed8"/></svg>\n';

/** The query of an inbox page: `{ before, limit }` (a byte offset from an older-page link; 1 to `max`, default `pageSize`), or null when malformed. */
/**
 * @param {URLSearchParams} query @param {number} pageSize @param {number} max
 * @returns {{ before: number | undefined, limit: number } | null}
 */
export function pageQuery(query, pageSize, max) {
  const [before, limit] = [query.get("before"), query.get("limit")];
  if ([...query.keys()].some((k) => k !== "before" && k !== "limit") || query.getAll("before").length > 1 || query.getAll("limit").length > 1) return null;
  if (before !== null && !/^\d{1,15}$/.test(before)) return null;
  if (limit !== null && (!/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > max)) return null;
  return { before: before === null ? undefined : Number(before), limit: limit === null ? pageSize : Number(limit) };
}

/** The link to the older page, or null. */
/** @param {string} path @param {number | null | undefined} next @param {number} limit @param {number} pageSize */
const olderLink = (path, next, limit, pageSize) => (next === null ? null : `${path}?before=${next}${limit === pageSize ? "" : `&limit=${limit}`}`);

/** /inbox.json in pieces as `items` (of store.page) are read: `{ file, total, damagedTotal, submissions, cut, damaged, next }` (`next`: the older page's URL or null). */
/**
 * What an inbox page shows around its items: the file's name, its totals, the page's size and the default one, and whether it is the newest page.
 * @typedef {{ fileName: string, totals: { records: number, damaged: number }, limit: number, pageSize: number, first?: boolean }} InboxView
 */

/** @param {InboxView} view @param {AsyncIterable<import("./store.mjs").PageItem>} items */
export async function* inboxJson({ fileName, totals, limit, pageSize }, items) {
  yield `{"file":${JSON.stringify(fileName)},"total":${totals.records},"damagedTotal":${totals.damaged},"submissions":[`;
  /** @type {[import("./store.mjs").CutLine[], import("./store.mjs").DamagedLine[]]} */
  const [cut, damaged] = [[], []];
  let sep = "";
  for await (const item of items) {
    if (item.record) yield `${sep}${JSON.stringify(item.record)}`;
    else if (item.cut) cut.push(item.cut);
    else if (item.damaged) damaged.push(item.damaged);
    else
      yield `],"cut":${JSON.stringify(cut)},"damaged":${JSON.stringify(damaged)},"next":${JSON.stringify(olderLink("/inbox.json", item.next, limit, pageSize))}}`;
    if (item.record) sep = ",";
  }
}

/** One submission as an article. @param {Record<string, any>} e */
function article(e) {
  const meta = [e.form, e.via, e.receivedAt]
    .filter((x) => x !== undefined && x !== null)
    .map(text)
    .join(" · ");
  const fields = e.fields && typeof e.fields === "object" ? Object.entries(e.fields) : [];
  const rows = fields.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${text(v) === "" ? "<em>(empty)</em>" : esc(text(v))}</dd>`).join("");
  return `<article><h2>${esc(text(e.kind ?? "submission"))} <small>${esc(meta)}</small></h2>${rows ? `<dl>${rows}</dl>` : "<p><em>(no fields)</em></p>"}</article>`;
}

/** /inbox in pieces as `items` (of store.page) are read: the submissions (a cut one by offset and start), the damaged lines, links to the newest and older page. */
/** @param {InboxView} view @param {AsyncIterable<import("./store.mjs").PageItem>} items */
export async function* inboxPage({ fileName, totals, limit, pageSize, first }, items) {
  const count = `${totals.records} submission${totals.records === 1 ? "" : "s"}`;
  const damaged = totals.damaged > 0 ? `, ${totals.damaged} damaged line${totals.damaged === 1 ? "" : "s"} skipped` : "";
  yield '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">';
  yield `<meta name="robots" content="noindex"><title>Form inbox (${totals.records})</title><link rel="icon" href="/favicon.ico"><link rel="stylesheet" href="/inbox.css"></head>`;
  yield `<body><main><h1>Form inbox</h1><p>${count} in <code>${esc(fileName)}</code>${damaged}. Newest first, ${limit} a page${first ? "" : "; this page starts further back"}.</p>`;
  let shown = 0;
  /** @type {import("./store.mjs").DamagedLine[]} */
  const skipped = [];
  for await (const item of items) {
    if (item.record) yield article(item.record);
    else if (item.cut)
      yield `<article><h2>Submission cut <small>line at byte ${item.cut.offset}, ${item.cut.length} bytes</small></h2><p><code>${esc(item.cut.preview)}</code>…</p></article>`;
    else if (item.damaged) skipped.push(item.damaged);
    if (item.record || item.cut) shown++;
    if (!("next" in item)) continue;
    if (shown === 0) yield "<p>No submissions here.</p>";
    if (skipped.length)
      yield `<aside aria-labelledby="damaged"><h2 id="damaged">Skipped on this page</h2><ul>${skipped.map((d) => `<li>Line at byte ${d.offset} (${d.length} bytes): ${esc(d.reason)}${d.preview ? ` <code>${esc(d.preview)}</code>` : ""}</li>`).join("")}</ul></aside>`;
    const older = olderLink("/inbox", item.next, limit, pageSize);
    if (!first || older)
      yield `<nav aria-label="Pages">${first ? "" : '<a href="/inbox">Newest</a>'}${older ? `<a href="${esc(older)}" rel="next">Older</a>` : ""}</nav>`;
  }
  yield "</main></body></html>";
}

/**
 * The answer to a form posted without JavaScript that could not be stored (status 503: the disk
 * is full or failing, docs/server.md "A full or failing disk"): it says so, keeps what the visitor
 * typed in the form's own fields (labelled, editable, a select with its options) with the
 * protocol's hidden fields, and sends it again to the same URL with one button. Its texts are the
 * server's own, like the inbox's (the build's thank-you view has no counterpart to read them from).
 * @param {{ action: string, fields: readonly { name: string, label?: string, options: readonly string[] | null }[], posted: Map<string, string>, retryAfterS: number }} view
 *   `action`: the path and query posted to; `fields`: the form's fields from dist/.inbox.json; `posted`: every value as posted, by name
 * @returns {string} a whole HTML page
 */
export function notStoredPage({ action, fields, posted, retryAfterS }) {
  const own = new Set(fields.map((f) => f.name));
  /** @param {{ name: string, label?: string, options: readonly string[] | null }} f @param {number} i */
  const control = (f, i) => {
    const [id, value] = [`field-${i}`, posted.get(f.name) ?? ""];
    const input = f.options
      ? `<select id="${id}" name="${esc(f.name)}">${["", ...f.options].map((o) => `<option${o === value ? " selected" : ""}>${esc(o)}</option>`).join("")}</select>`
      : value.includes("\n") || value.length > 80
        ? `<textarea id="${id}" name="${esc(f.name)}" rows="6" cols="60">${esc(value)}</textarea>`
        : `<input id="${id}" name="${esc(f.name)}" value="${esc(value)}" size="60">`;
    return `<p><label for="${id}">${esc(f.label ?? f.name)}</label><br>${input}</p>`;
  };
  const hidden = [...posted].filter(([k]) => !own.has(k)).map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`);
  const minutes = Math.max(1, Math.round(retryAfterS / 60));
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex"><title>Not sent yet</title><link rel="icon" href="/favicon.ico"><link rel="stylesheet" href="/inbox.css"></head>',
    "<body><main><h1>Your message was not sent yet</h1>",
    `<p>We could not save it just now. Nothing you typed is lost: it is all below. Please send it again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.</p>`,
    `<form method="post" action="${esc(action)}">${fields.map(control).join("")}${hidden.join("")}<p><button type="submit">Send again</button></p></form>`,
    '<p><a href="/">Go to the home page</a></p></main></body></html>',
  ].join("");
}
