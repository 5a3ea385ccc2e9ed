/**
 * The static half of the local server: dist/ served the way a static host serves it, with the
 * host's headers file (dist/_headers) on every response, precompressed siblings, conditional and
 * range requests, and the nearest 404.html for unknown paths. Files are looked up on each
 * request (nothing cached), so a rebuild shows without a restart. Every file is opened before
 * its headers are sent and streamed from that open file, so a file removed meanwhile cannot
 * break a response half way.
 */
import { open, readFile, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { pipeline } from "node:stream/promises";

/** Content types of the files a build writes (extension → type). */
const TYPES = {
  html: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  json: "application/json",
  map: "application/json",
  webmanifest: "application/manifest+json",
  txt: "text/plain; charset=utf-8",
  xml: "application/xml",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
  ttf: "font/ttf",
  mp4: "video/mp4",
  webm: "video/webm",
  mp3: "audio/mpeg",
  pdf: "application/pdf",
};

/** Content type of a file name (the Speculation Rules file has its own). */
export function contentType(name) {
  if (name.endsWith("/speculation-rules.json")) return "application/speculationrules+json";
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (ext && TYPES[ext]) || "application/octet-stream";
}

/** What every response carries when dist/_headers is missing: the core of the site's policy. */
const FALLBACK_HEADERS = [
  {
    pattern: "/*",
    headers: [
      ["Content-Security-Policy", "default-src 'self'; frame-ancestors 'none'; base-uri 'self'; object-src 'none'"],
      ["X-Content-Type-Options", "nosniff"],
      ["Referrer-Policy", "strict-origin-when-cross-origin"],
      ["X-Frame-Options", "DENY"],
    ],
  },
];

/**
 * Parses a Netlify-style _headers file: a path pattern on its own line, then its headers
 * indented as `Name: value`; `#` starts a comment. Returns [{ pattern, headers: [name, value][] }].
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon > 0 && rules.length > 0) rules.at(-1).headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Whether a _headers pattern covers a path: `/*` everything, `/prefix/*` what is under it, else the exact path. */
const covers = (pattern, pathname) => (pattern.endsWith("/*") ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname);

/**
 * The site's headers (dist/_headers, or a fallback core when the file is missing or empty).
 * @returns {{ rules: {pattern: string, headers: [string, string][]}[], fallback: boolean, forPath: (pathname: string) => Record<string, string> }}
 */
export async function loadSiteHeaders(dist) {
  let rules = [];
  try {
    rules = parseHeadersFile(await readFile(join(dist, "_headers"), "utf8"));
  } catch {
    // no file: the fallback below
  }
  const fallback = rules.length === 0;
  if (fallback) rules = FALLBACK_HEADERS;
  const everywhere = rules.filter((r) => r.pattern === "/*");
  const elsewhere = rules.filter((r) => r.pattern !== "/*");
  const set = (res, list) => {
    for (const rule of list) for (const [name, value] of rule.headers) res.setHeader(name, value);
  };
  return {
    rules,
    fallback,
    /** The headers of `pathname`, lower-cased names; later rules win for the same name. */
    forPath(pathname) {
      const out = {};
      for (const rule of rules) if (covers(rule.pattern, pathname)) for (const [name, value] of rule.headers) out[name.toLowerCase()] = value;
      return out;
    },
    /** Sets the headers every path gets (the `/*` rules) on a response. */
    setEverywhere: (res) => set(res, everywhere),
    /** Sets the headers of the other rules that cover `pathname` (after setEverywhere). */
    setFor: (res, pathname) => set(res, elsewhere.filter((r) => covers(r.pattern, pathname))),
  };
}

/** Decodes one path segment; null when it is malformed, hidden (a dotfile) or could leave dist/. */
export function segment(raw) {
  let s;
  try {
    s = decodeURIComponent(raw);
  } catch {
    return null;
  }
  return s.startsWith(".") || /[/\\\0]/.test(s) ? null : s;
}

/** The decoded segments of a path; null when any is unusable. */
function segments(pathname) {
  const parts = pathname.split("/").filter(Boolean).map(segment);
  return parts.includes(null) ? null : parts;
}

/** Encodings a request accepts among br and gzip, best first (q=0 refuses one). */
function acceptedEncodings(header) {
  const q = {};
  for (const item of String(header ?? "").split(",")) {
    const [token, ...params] = item.trim().toLowerCase().split(";");
    const qv = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    q[token] = qv === undefined ? 1 : Number(qv);
  }
  const ok = (name) => (q[name] ?? q["*"] ?? 0) > 0;
  return [ok("br") && ["br", ".br"], ok("gzip") && ["gzip", ".gz"]].filter(Boolean);
}

/** Opens a regular file; null when it is not there or not a file. */
async function openFile(path) {
  let fh;
  try {
    fh = await open(path, "r");
    const st = await fh.stat();
    if (st.isFile()) return { fh, st };
  } catch {
    // missing, a directory, unreadable: not a file to serve
  }
  await fh?.close().catch(() => {});
  return null;
}

/** Whether If-None-Match names the ETag (weak comparison), or is `*`. */
function matchesEtag(header, etag) {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = (t) => t.trim().replace(/^W\//, "");
  return header.split(",").some((t) => bare(t) === bare(etag));
}

/**
 * A single byte range of a `Range: bytes=…` header over `size` bytes: {start, end} (inclusive),
 * "unsatisfiable", or null when the header should be ignored (malformed, several ranges).
 */
export function byteRange(header, size) {
  const m = /^bytes=(\d*)-(\d*)$/.exec(String(header).trim());
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const n = Number(m[2]);
    if (!Number.isSafeInteger(n)) return null;
    if (n === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || (m[2] !== "" && Number(m[2]) < start)) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * Makes the static handler of `dist`.
 * `serve(req, res, pathname)` answers GET and HEAD for a file of dist/ and returns true, or
 * returns false (nothing sent) when no file matches. Headers already set on `res` (the site's,
 * such as Cache-Control for /assets/*) win over the defaults set here.
 * `notFound(pathname)` is the nearest 404.html up the path, as a Buffer, or null.
 */
export function staticFiles(dist) {
  const root = dist.endsWith(sep) ? dist : dist + sep;

  /** Candidate files of a path: the file, then name.html, then name/index.html. */
  function candidates(pathname) {
    const parts = segments(pathname);
    if (!parts) return [];
    const base = join(dist, ...parts);
    if (!(base + sep).startsWith(root) && base !== dist) return [];
    if (pathname.endsWith("/") || parts.length === 0) return [join(base, "index.html")];
    return [base, `${base}.html`, join(base, "index.html")];
  }

  async function serve(req, res, pathname) {
    for (const file of candidates(pathname)) {
      const found = await openFile(file);
      if (!found) continue;
      await send(req, res, file, found);
      return true;
    }
    return false;
  }

  async function send(req, res, file, identity) {
    const type = contentType(file.slice(dist.length).split(sep).join("/"));
    // Precompressed siblings (file.br, file.gz) when the client takes them and asks no range.
    let chosen = identity;
    let encoding = null;
    let hasSiblings = false;
    for (const [name, suffix] of req.headers.range ? [] : acceptedEncodings(req.headers["accept-encoding"])) {
      const sibling = await openFile(file + suffix);
      if (!sibling) continue;
      hasSiblings = true;
      if (!encoding) {
        chosen = sibling;
        encoding = name;
      } else await sibling.fh.close();
    }
    if (chosen !== identity) await identity.fh.close();
    const { fh, st } = chosen;
    try {
      const etag = `W/"${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}${encoding ? `-${encoding}` : ""}"`;
      const headers = {
        "content-type": type,
        ...(res.hasHeader("cache-control") ? {} : { "cache-control": "no-cache" }),
        etag,
        "last-modified": st.mtime.toUTCString(),
        "accept-ranges": "bytes",
        ...(encoding ? { "content-encoding": encoding } : {}),
        ...(encoding || hasSiblings ? { vary: "Accept-Encoding" } : {}),
      };
      if (matchesEtag(req.headers["if-none-match"], etag)) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      let status = 200;
      let range = { start: 0, end: st.size - 1 };
      const ifRange = req.headers["if-range"];
      if (!encoding && req.headers.range && (!ifRange || ifRange === etag)) {
        const r = byteRange(req.headers.range, st.size);
        if (r === "unsatisfiable") {
          res.writeHead(416, { ...headers, "content-range": `bytes */${st.size}`, "content-type": "text/plain; charset=utf-8", "content-length": 0 });
          res.end();
          return;
        }
        if (r) {
          status = 206;
          range = r;
          headers["content-range"] = `bytes ${r.start}-${r.end}/${st.size}`;
        }
      }
      headers["content-length"] = Math.max(0, range.end - range.start + 1);
      res.writeHead(status, headers);
      if (req.method === "HEAD" || st.size === 0) {
        res.end();
        return;
      }
      await pipeline(fh.createReadStream({ start: range.start, end: range.end, autoClose: false }), res).catch(() => {
        // The client went away, or the file could not be read after the headers were sent.
        res.destroy();
      });
    } finally {
      await fh.close().catch(() => {});
    }
  }

  async function notFound(pathname) {
    const parts = segments(pathname) ?? [];
    for (let n = parts.length; n >= 0; n--) {
      const file = join(dist, ...parts.slice(0, n), "404.html");
      if (!file.startsWith(root)) continue;
      try {
        if ((await stat(file)).isFile()) return await readFile(file);
      } catch {
        // not there: one level up
      }
    }
    return null;
  }

  return { serve, notFound };
}

/** Statuses of dist/_redirects the server answers: permanent and temporary redirects, and 410 Gone. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308, 410]);

/**
 * Parses a `_redirects` file (Netlify and Cloudflare Pages: `from to [status]` a line, `#`
 * comments). Only what the build writes is honoured: an exact path (no splat `*` or
 * placeholder `:name`), to a path or an http(s) URL, with a status of 301, 302, 303, 307, 308
 * (a `!`, Netlify's force, is allowed) or 410; a line without status is a 301. Anything else is
 * skipped and named in `skipped`, never fatal; the first rule of a path wins, as on both hosts.
 * Paths are compared as they arrive (percent-encoded), without a trailing slash.
 * @returns `{ rules: Map<from, { to, status }>, skipped: string[] }` (skipped: "line N: why")
 */
export function parseRedirectsFile(text) {
  const rules = new Map();
  const skipped = [];
  String(text).split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    const [from, to, code, ...rest] = line.split(/\s+/);
    const status = code === undefined ? 301 : Number(code.replace(/!$/, ""));
    const why =
      rest.length > 0 || to === undefined ? "expected `from to [status]`"
      : !from.startsWith("/") || /[*:]/.test(from) ? `unsupported source ${JSON.stringify(from)} (exact paths only)`
      : !(to.startsWith("/") || /^https?:\/\/[^\s]+$/.test(to)) ? `unsupported destination ${JSON.stringify(to)}`
      : !REDIRECT_STATUSES.has(status) ? `unsupported status ${JSON.stringify(code)}`
      : null;
    if (why) return void skipped.push(`line ${i + 1}: ${why}`);
    const key = from.length > 1 ? from.replace(/\/+$/, "") : from;
    if (!rules.has(key)) rules.set(key, { to, status });
  });
  return { rules, skipped };
}

/**
 * The redirect rule of `pathname` (with or without a trailing slash), or undefined.
 * @param rules the `rules` of {@link parseRedirectsFile}
 */
export function redirectFor(rules, pathname) {
  return rules.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}
