/**
 * What the server reads from the build besides the files themselves: the headers and redirect of
 * a path (from dist/_headers and dist/_redirects, parsed by scripts/host-files.mjs), which file of
 * dist/ a URL path names, and the nearest 404.html. Serving the files (ranges, ETags,
 * precompressed siblings) is @fastify/static's.
 */
import { readFile, realpath, stat } from "node:fs/promises";
import { join, sep } from "node:path";

/** What every response carries when dist/_headers has no rules: the core of the site's policy. */
const FALLBACK = [{ pattern: "/*", headers: [["Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"], ["X-Content-Type-Options", "nosniff"], ["Referrer-Policy", "strict-origin-when-cross-origin"], ["X-Frame-Options", "DENY"]] }];

/** Whether a _headers pattern covers a path: `/*` everything, `/prefix/*` what is under it, else the exact path. */
const covers = (pattern, pathname) => (pattern.endsWith("/*") ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname);

/** The headers of `pathname` by lower-cased name from parsed _headers rules (or the fallback core when there are none); a later rule wins. */
export function headersFor(rules, pathname) {
  const out = {};
  for (const rule of rules.length ? rules : FALLBACK) if (covers(rule.pattern, pathname)) for (const [name, value] of rule.headers) out[name.toLowerCase()] = value;
  return out;
}

/** The redirect rule of `pathname` (with or without a trailing slash), or undefined. */
export const redirectFor = (rules, pathname) => rules.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The decoded segments of a URL path; null when one is malformed, hidden (a dotfile) or could leave dist/. */
function segments(pathname) {
  try {
    const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
    return parts.some((s) => s.startsWith(".") || /[/\\\0]/.test(s)) ? null : parts;
  } catch {
    return null;
  }
}

/** The real path of `file` when it is a regular file inside the real `root` (links not followed out of it), else null. */
export async function inside(root, file) {
  const real = await realpath(file).catch(() => "");
  return real.startsWith(root + sep) && (await stat(real)).isFile() ? real : null;
}

/**
 * The URL policy, in one place: the file of dist/ a path names, relative to `dist` (for
 * @fastify/static's sendFile), or null. `/a/b` is `a/b`, else `a/b.html`, else `a/b/index.html`;
 * `/a/` is `a/index.html`. A file whose real path leaves dist/ is never named.
 */
export async function fileFor(dist, pathname) {
  const [parts, root] = [segments(pathname), await realpath(dist)];
  const base = parts?.join("/");
  const names = !parts ? [] : pathname.endsWith("/") || !base ? [`${base}${base && "/"}index.html`] : [base, `${base}.html`, `${base}/index.html`];
  for (const name of names) if (await inside(root, join(root, name))) return name;
  return null;
}

/** The nearest 404.html up the path, as a Buffer, or null. */
export async function notFoundPage(dist, pathname) {
  const [parts, root] = [segments(pathname) ?? [], await realpath(dist)];
  for (let n = parts.length; n >= 0; n--) {
    const real = await inside(root, join(root, ...parts.slice(0, n), "404.html"));
    if (real) return readFile(real);
  }
  return null;
}
