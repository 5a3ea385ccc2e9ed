// @ts-check
/**
 * The host files of dist/ in the format Netlify and Cloudflare Pages read, parsed as the local
 * server honours them. Shared: the build checks what it writes with these parsers (a line the
 * server would skip fails the build: scripts/build/headers.ts, scripts/build/redirects.ts) and the server
 * (server/site.mjs, server/inbox.mjs) reads the files with them, skipping and naming a bad line.
 */

/**
 * Headers of dist/_headers for the production host only, which the local server (plain HTTP on
 * a developer's machine) leaves out: Strict-Transport-Security would pin `localhost` to HTTPS in
 * the browser for a year (docs/server.md, "Serving the site as the host does").
 */
export const HOST_ONLY_HEADERS = new Set(["strict-transport-security"]);

/** An HTTP header name (RFC 9110 token) and a value without control characters (tab allowed; C1 controls neither). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const BAD_VALUE = /[\0-\x08\n-\x1f\x7f-\x9f]/;
/** Above U+00FF: not a byte of a header value (Node refuses to send it, so every response under the pattern would fail). */
const WIDE = /[^\0-\xff]/;
/** Framing and hop-by-hop headers: the server sets them per response (RFC 9110, section 7.6.1), a static rule would corrupt it. */
const FRAMING = new Set(["connection", "content-length", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"]);

/**
 * Whether `to` is a redirect destination a browser takes as this site's path or an http(s) URL:
 * one leading `/` (never `//` or `/\`, which browsers read as another host), or `http(s)://`, and
 * visible characters only (no control character, nothing above U+00FF a header cannot carry).
 * @param {string} to
 */
export function safeDestination(to) {
  return /^(\/(?![/\\])|https?:\/\/[^/\\])/i.test(to) && /^[\x21-\x7e\xa0-\xff]+$/.test(to);
}

/**
 * Parses a Netlify-style _headers file: a path pattern (`/…`) on its own line, then its headers
 * indented as `Name: value`; `#` starts a comment. A line it cannot honour (a bad header name or
 * value, a header before any pattern, a pattern not starting with /) is skipped and named.
 * @param {string} text
 * @returns {{ rules: {pattern: string, headers: [string, string][]}[], skipped: string[] }} skipped: "line N: why"
 */
export function parseHeadersFile(text) {
  /** @type {{pattern: string, headers: [string, string][]}[]} */
  const rules = [];
  /** @type {string[]} */
  const skipped = [];
  for (const [i, line] of String(text).split(/\r?\n/).entries()) {
    /** @param {string} reason */
    const why = (reason) => {
      skipped.push(`line ${i + 1}: ${reason}`);
    };
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      if (line.startsWith("/")) rules.push({ pattern: line.trim(), headers: [] });
      else why(`a pattern must start with / (${JSON.stringify(line.slice(0, 40))})`);
      continue;
    }
    const colon = line.indexOf(":");
    const [name, value] = [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    const problem =
      colon < 0 || !TOKEN.test(name)
        ? `not a valid header name ${JSON.stringify(line.trim().slice(0, 40))}`
        : FRAMING.has(name.toLowerCase())
          ? `${name} is a framing header, set by the server for each response`
          : BAD_VALUE.test(value)
            ? `the value of ${name} has a control character`
            : WIDE.test(value)
              ? `the value of ${name} has a character above U+00FF (header values are Latin-1)`
              : !rules.length
                ? `${name} comes before any path pattern`
                : null;
    if (problem) why(problem);
    else rules[rules.length - 1]?.headers.push([name, value]);
  }
  return { rules, skipped };
}

/** Statuses of dist/_redirects the server answers: permanent and temporary redirects, and 410 Gone. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308, 410]);

/**
 * Parses a `_redirects` file (Netlify and Cloudflare Pages: `from to [status]` a line, `#`
 * comments). Only what the build writes is honoured: an exact path (no splat `*` or
 * placeholder `:name`), to a path or an http(s) URL (`safeDestination`), with a status of 301, 302, 303, 307, 308
 * (a `!`, Netlify's force, is allowed) or 410; a line without status is a 301. Anything else is
 * skipped and named in `skipped`, never fatal; the first rule of a path wins, as on both hosts.
 * Paths are compared as they arrive (percent-encoded), without a trailing slash.
 * @param {string} text
 * @returns {{ rules: Map<string, { to: string, status: number }>, skipped: string[] }} rules by source path; skipped: "line N: why"
 */
export function parseRedirectsFile(text) {
  const rules = new Map();
  const skipped = [];
  for (const [i, raw] of String(text).split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const [from, to, code, ...rest] = line.split(/\s+/);
    const status = code === undefined ? 301 : Number(code.replace(/!$/, ""));
    const why =
      rest.length > 0 || to === undefined
        ? "expected `from to [status]`"
        : !from.startsWith("/") || /[*:]/.test(from)
          ? `unsupported source ${JSON.stringify(from)} (exact paths only)`
          : !safeDestination(to)
            ? `unsupported destination ${JSON.stringify(to)} (a path with one leading /, or an http(s) URL, in visible characters)`
            : !REDIRECT_STATUSES.has(status)
              ? `unsupported status ${JSON.stringify(code)}`
              : null;
    if (why) {
      skipped.push(`line ${i + 1}: ${why}`);
      continue;
    }
    const key = from.length > 1 ? from.replace(/\/+$/, "") : from;
    if (!rules.has(key)) rules.set(key, { to, status });
  }
  return { rules, skipped };
}
