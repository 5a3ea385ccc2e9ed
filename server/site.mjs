// @ts-check
/**
 * What the server reads from the build besides the files themselves: the headers and redirect of
 * a path (from dist/_headers and dist/_redirects, parsed by lib/host-files.mjs), which file of
 * dist/ a URL path names, and the nearest 404.html. Serving the files (ranges, ETags,
 * precompressed siblings) is @fastify/static's.
 */
import { lstat, readFile, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { HOST_ONLY_HEADERS } from "../lib/host-files.mjs";

/** What every response carries when dist/_headers has no rules: the core of the site's policy. */
const FALLBACK = [
  {
    pattern: "/*",
    headers: [
      ["Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"],
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ["X-Frame-Options", "DENY"],
      ["Cross-Origin-Opener-Policy", "same-origin"],
      ["Cross-Origin-Resource-Policy", "same-origin"],
    ],
  },
];

/**
 * Whether a _headers pattern covers a path: `/*` everything, `/prefix/*` what is under it, else the exact path.
 * @param {string} pattern @param {string} pathname
 */
const covers = (pattern, pathname) => (pattern.endsWith("/*") ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname);

/** The headers of `pathname` by lower-cased name from parsed _headers rules (or the fallback core when there are none), but those for the production host only (HOST_ONLY_HEADERS); a later rule wins. */
/**
 * @param {readonly { pattern: string, headers: readonly (readonly [string, string])[] }[]} rules @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const out = {};
  for (const rule of rules.length ? rules : FALLBACK)
    if (covers(rule.pattern, pathname))
      for (const [name, value] of rule.headers) if (!HOST_ONLY_HEADERS.has(name.toLowerCase())) out[name.toLowerCase()] = value;
  return out;
}

/** The redirect rule of exactly `pathname`, or undefined: as on Cloudflare Pages, `/old/` is not `/old` (there the page at /old.html redirects it to /old first, as fileFor does). */
/** @param {ReadonlyMap<string, { to: string, status: number }>} rules @param {string} pathname */
export const redirectFor = (rules, pathname) => rules.get(pathname);

/** The decoded segments of a URL path; null when one is malformed, hidden (a dotfile) or could leave dist/. */
/** @param {string} pathname @returns {string[] | null} */
function segments(pathname) {
  try {
    const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
    return parts.some((s) => s.startsWith(".") || /[/\\\0]/.test(s)) ? null : parts;
  } catch {
    return null;
  }
}

/** The real path of `file` when it is a regular file inside the real `root` (links not followed out of it), else null. */
/** @param {string} root @param {string} file @returns {Promise<string | null>} */
export async function inside(root, file) {
  const real = await realpath(file).catch(() => "");
  return real.startsWith(root + sep) && (await stat(real)).isFile() ? real : null;
}

/** The files the hosts read and never serve (Cloudflare Pages, Netlify): not found here either. */
const HOST_FILES = new Set(["_headers", "_redirects"]);

/**
 * The URL policy, in one place (docs/architecture.md, "URLs and files"): what a GET of `pathname`
 * answers from dist/, by the rules Cloudflare Pages applies to a folder of files (its
 * auto-trailing-slash handling; Netlify serves the URLs the build makes the same way), and no
 * rewrite they would not do. `/a/b` is the file `a/b`, else `a/b.html`; where only `a/b/index.html`
 * exists it redirects to `/a/b/`. `/a/b/` is `a/b/index.html`, else redirects to `/a/b` when
 * `a/b.html` exists. `/a/b.html` redirects to `/a/b` and `/a/index.html` to `/a/` when that file
 * exists; `/a/index` and `/a/index/` redirect to `/a/` whatever exists. `/_headers` and
 * `/_redirects` are not served. A file whose real path leaves dist/ is never named.
 * @param {string} dist the folder served
 * @param {string} pathname the request's path, percent-encoded as it arrived, without the query
 * @returns {Promise<{ file: string } | { redirect: string } | null>} `file`: relative to `dist`
 *   (for @fastify/static's sendFile); `redirect`: the path to answer 308 with (the caller keeps
 *   the query); null: not found (the nearest 404.html answers)
 */
export async function fileFor(dist, pathname) {
  const parts = segments(pathname);
  if (!parts || HOST_FILES.has(parts.join("/"))) return null;
  const root = await realpath(dist);
  /** @param {string} name */
  const has = async (name) => (await inside(root, join(root, name))) !== null;
  /** @param {string[]} names */
  const path = (names, slash = false) => `/${names.map(encodeURIComponent).join("/")}${slash && names.length ? "/" : ""}`;
  const [base, last, parent] = [parts.join("/"), parts.at(-1) ?? "", parts.slice(0, -1)];
  /** @param {string[]} names */
  const index = (names) => [...names, "index.html"].join("/");
  if (last === "index") return { redirect: path(parent, true) };
  if (pathname.endsWith("/") || !base) {
    if (await has(index(parts))) return { file: index(parts) };
    return base && (await has(`${base}.html`)) ? { redirect: path(parts) } : null;
  }
  if (last === "index.html") return (await has(index(parent))) ? { redirect: path(parent, true) } : null;
  if (last.endsWith(".html")) return (await has(base)) ? { redirect: path([...parent, last.slice(0, -5)]) } : null;
  if (await has(base)) return { file: base };
  if (await has(`${base}.html`)) return { file: `${base}.html` };
  return (await has(index(parts))) ? { redirect: path(parts, true) } : null;
}

/**
 * The nearest 404.html up the path, as a Buffer, or null. The folders of the path are walked down
 * from dist/ only while they exist (real folders, not links), and 404.html looked for from the
 * deepest of them up: the work is bounded by dist/'s own depth, not the path's (resolving each of
 * a path's thousands of segments again was quadratic).
 * @param {string} dist @param {string} pathname
 * @returns {Promise<Buffer | null>}
 */
export async function notFoundPage(dist, pathname) {
  const [parts, root] = [segments(pathname) ?? [], await realpath(dist)];
  let [depth, dir] = [0, root];
  for (; depth < parts.length; depth++) {
    const next = join(dir, parts[depth]);
    if (!(await lstat(next).catch(() => null))?.isDirectory()) break;
    dir = next;
  }
  for (let n = depth; n >= 0; n--) {
    const real = await inside(root, join(root, ...parts.slice(0, n), "404.html"));
    if (real) return readFile(real);
  }
  return null;
}
