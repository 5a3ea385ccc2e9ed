/**
 * The local form inbox: serves the built site from dist/ on 127.0.0.1 and accepts everything the
 * site's forms send (§7), so a submission made on `npm start` or in a test is recorded and can
 * be seen. Nothing leaves the machine.
 *
 *   POST /api/v1.0/email/send        EmailJS `send` (JSON: service_id, template_id, user_id,
 *                                    template_params): 200 "OK", or 400 with EmailJS's wording
 *   POST /api/v1.0/email/send-form   EmailJS `sendForm` and the contact form without JavaScript
 *                                    (multipart/form-data or url-encoded; service_id,
 *                                    template_id, user_id are fields of the post)
 *   POST /subscribe/post             Mailchimp-style list post (url-encoded; ?u=…&id=…)
 *   GET  /inbox                      the submissions as a page;  /inbox.json  as JSON
 *
 * A post made by a plain HTML form (a navigation: `Sec-Fetch-Mode: navigate`, or an Accept
 * header naming text/html; and no ajax=1) is recorded and answered `303 See Other` to the
 * thank-you page, whose path the build writes into dist/.inbox.json ({"thankYou": "/thank-you"}).
 * Posts made by scripts keep the services' own answers (EmailJS: 200 "OK"; list: 200 JSON).
 *
 * Every response carries the headers of dist/_headers (Netlify format, written by the build:
 * the strict CSP and friends for /*, caching for /assets/*). An unknown path gets the nearest
 * 404.html up the path (dist/services/media/404.html for /services/media/x) with status 404.
 * A bad request (malformed body, wrong content type, body over 64 KB, wrong method) gets a
 * 4xx with a one-line reason; the server never answers with a stack trace and keeps serving.
 *
 * Every submission is appended as one JSON line to INBOX_FILE (default .inbox/submissions.jsonl):
 * { receivedAt, kind: "emailjs" | "subscribe", via: "json" | "form", …meta, fields }, the
 * fields under the names they were posted with (§7).
 * Environment: PORT (default 4173; 0 picks a free port), HOST (127.0.0.1), INBOX_FILE,
 * DIST (default dist), IDLE_EXIT_MS (when set, the server stops after that long without a request).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, resolve, sep } from "node:path";
import sirv from "sirv";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";
const dist = resolve(process.env.DIST ?? "dist");
const inboxFile = resolve(process.env.INBOX_FILE ?? ".inbox/submissions.jsonl");
const idleExitMs = Number(process.env.IDLE_EXIT_MS ?? 0);
/** Largest request body accepted, in bytes; larger ones get 413. */
const MAX_BODY = 64 * 1024;
const EMAILJS_SEND = "/api/v1.0/email/send";
const EMAILJS_SEND_FORM = "/api/v1.0/email/send-form";
const SUBSCRIBE = /^\/subscribe\/post(-json)?$/;
/** EmailJS's own fields of a post; the rest are the template's. */
const EMAILJS_IDS = ["service_id", "template_id", "user_id"];

if (!existsSync(join(dist, "index.html"))) {
  process.stderr.write(`inbox: ${dist}/index.html is missing; run \`npm run build\` first.\n`);
  process.exit(1);
}
mkdirSync(dirname(inboxFile), { recursive: true });

/** Where a form posted without JavaScript lands (dist/.inbox.json, written by the build). */
const thankYou = (() => {
  try {
    const path = JSON.parse(readFileSync(join(dist, ".inbox.json"), "utf8")).thankYou;
    return typeof path === "string" && path.startsWith("/") ? path : "/thank-you";
  } catch {
    return "/thank-you";
  }
})();

/**
 * Parses a Netlify-style _headers file: a path pattern on its own line, then its headers
 * indented as `Name: value`; `#` starts a comment. Returns [{ pattern, headers: [name, value][] }].
 */
function parseHeadersFile(text) {
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

const headerRules = existsSync(join(dist, "_headers")) ? parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8")) : [];
if (headerRules.length === 0) process.stderr.write(`inbox: no rules in ${dist}/_headers; serving without the site's headers\n`);

/** Whether a _headers pattern covers a path: `/*` everything, `/prefix/*` what is under it, else the exact path. */
const covers = (pattern, pathname) => (pattern.endsWith("/*") ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname);

/** Sets the _headers headers of `pathname` on a response (later rules win for the same name). */
function applySiteHeaders(res, pathname) {
  for (const rule of headerRules) if (covers(rule.pattern, pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
}

const serveStatic = sirv(dist, {
  extensions: ["html"],
  dev: false,
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders: (res, pathname) => {
    if (pathname === "/speculation-rules.json") res.setHeader("Content-Type", "application/speculationrules+json");
  },
});

/** A request the server refuses: status (4xx), a one-line reason, extra headers. */
class HttpError extends Error {
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/**
 * Reads a request body, at most MAX_BODY bytes.
 * @returns {Promise<Buffer>}
 * @throws HttpError 413 when the body is larger (declared or sent).
 */
function readBody(req) {
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY) return Promise.reject(new HttpError(413, `The request body is larger than ${MAX_BODY} bytes`, { connection: "close" }));
  return new Promise((resolveBody, reject) => {
    let size = 0;
    const chunks = [];
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY) return void chunks.push(chunk);
      req.off("data", onData);
      req.resume();
      reject(new HttpError(413, `The request body is larger than ${MAX_BODY} bytes`, { connection: "close" }));
    };
    req.on("data", onData);
    req.on("end", () => resolveBody(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** The media type of a request, lower case, without parameters ("" when none). */
const mediaType = (req) => (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

/**
 * Parses a multipart/form-data body (RFC 7578) into { name: value } for its text parts; file
 * parts are skipped. Names are decoded the way browsers encode them (%22 for ", %0D, %0A).
 * @throws HttpError 400 when the boundary or a part is malformed.
 */
function parseMultipart(body, contentType) {
  const m = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!m) throw new HttpError(400, "The multipart body has no boundary");
  const boundary = m[1] ?? m[2];
  const delimiter = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  const fields = {};
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new HttpError(400, "The multipart body does not start with its boundary");
  pos += delimiter.length;
  for (;;) {
    if (body.subarray(pos, pos + 2).toString("latin1") === "--") return fields;
    if (body.subarray(pos, pos + 2).toString("latin1") !== "\r\n") throw new HttpError(400, "The multipart body is malformed");
    pos += 2;
    const end = body.indexOf(between, pos);
    if (end < 0) throw new HttpError(400, "The multipart body is not terminated");
    const part = body.subarray(pos, end);
    const headEnd = part.indexOf("\r\n\r\n");
    if (headEnd < 0) throw new HttpError(400, "A multipart part has no headers");
    const head = part.subarray(0, headEnd).toString("utf8");
    const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(head);
    const name = disposition && /;\s*name="((?:[^"\\]|\\.)*)"/i.exec(disposition[1]);
    if (!name) throw new HttpError(400, "A multipart part has no form-data name");
    if (!/;\s*filename\*?=/i.test(disposition[1])) {
      const key = name[1].replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
      fields[key] = part.subarray(headEnd + 4).toString("utf8");
    }
    pos = end + between.length;
  }
}

/**
 * Reads a form post: application/x-www-form-urlencoded or multipart/form-data.
 * @returns {Promise<Record<string, string>>} the fields by posted name (the last value of a repeated name)
 * @throws HttpError 415 for another content type, 400 for a malformed body, 413 for a large one.
 */
async function readForm(req) {
  const type = mediaType(req);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    throw new HttpError(415, "Expected a form post (application/x-www-form-urlencoded or multipart/form-data)");
  }
  const body = await readBody(req);
  if (type === "multipart/form-data") return parseMultipart(body, req.headers["content-type"]);
  return Object.fromEntries(new URLSearchParams(body.toString("utf8")));
}

/**
 * Reads a JSON body that must be an object.
 * @throws HttpError 415 unless the content type is application/json, 400 when not a JSON object.
 */
async function readJson(req) {
  if (mediaType(req) !== "application/json") throw new HttpError(415, "Expected application/json");
  let value;
  try {
    value = JSON.parse((await readBody(req)).toString("utf8"));
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(400, "The request body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new HttpError(400, "The request body must be a JSON object");
  return value;
}

/** EmailJS's check of its ids. @throws HttpError 400 "The service_id parameter is required" and the like. */
function requireIds(source) {
  for (const key of EMAILJS_IDS) {
    if (typeof source[key] !== "string" || source[key] === "") throw new HttpError(400, `The ${key} parameter is required`);
  }
}

/** Whether a post was made by a plain HTML form (the browser navigates to the answer). */
function isFormNavigation(req, fields, url) {
  if (fields.ajax === "1" || url.searchParams.get("ajax") === "1") return false;
  return req.headers["sec-fetch-mode"] === "navigate" || (req.headers.accept ?? "").includes("text/html");
}

/** Appends one submission and returns it. */
function record(kind, via, fields, meta) {
  const entry = { receivedAt: new Date().toISOString(), kind, via, ...meta, fields };
  appendFileSync(inboxFile, `${JSON.stringify(entry)}\n`);
  process.stdout.write(`inbox: ${kind} submission recorded (${Object.keys(fields).join(", ")})\n`);
  return entry;
}

/** Every recorded submission, oldest first; lines that are not JSON are skipped. */
function readInbox() {
  if (!existsSync(inboxFile)) return [];
  return readFileSync(inboxFile, "utf8").split("\n").filter(Boolean).flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
}

const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

/** Stylesheet of the inbox page, served at /inbox.css (the CSP allows no inline style). */
const INBOX_CSS = "body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#0a1640}article{border:1px solid #dce7ff;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}h2{font-size:1rem;margin:0 0 .5rem}small{color:#64748b;font-weight:400}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;white-space:pre-wrap}\n";

function inboxPage(entries) {
  const rows = entries
    .slice()
    .reverse()
    .map((e) => `<article><h2>${esc(e.kind)} <small>${esc(e.via ?? "")} ${esc(e.receivedAt)}</small></h2><dl>${Object.entries(e.fields ?? {}).map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v) || "<em>(empty)</em>"}</dd>`).join("")}</dl></article>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form inbox (${entries.length})</title><link rel="stylesheet" href="/inbox.css"></head><body><main><h1>Form inbox</h1><p>${entries.length} submission(s), newest first. File: <code>${esc(inboxFile)}</code></p>${rows || "<p>No submissions yet.</p>"}</main></body></html>`;
}

/** Ends a response with a status, headers and a body (no body for HEAD). */
function reply(req, res, status, headers, body = "") {
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A 4xx/5xx in plain text, not cached. */
function fail(req, res, status, message, headers = {}) {
  reply(req, res, status, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers }, `${message}\n`);
}

/** Decodes a path segment; null when it is malformed or could leave dist/. */
function segment(raw) {
  try {
    const s = decodeURIComponent(raw);
    return s === "." || s === ".." || /[/\\\0]/.test(s) ? null : s;
  } catch {
    return null;
  }
}

/** The nearest 404.html walking up the path (read now, so a rebuild shows), or null. */
function notFoundPage(pathname) {
  const parts = pathname.split("/").filter(Boolean).map(segment);
  const segments = parts.includes(null) ? [] : parts;
  for (let n = segments.length; n >= 0; n--) {
    const file = join(dist, ...segments.slice(0, n), "404.html");
    if (!file.startsWith(dist + sep)) continue;
    try {
      if (statSync(file).isFile()) return readFileSync(file);
    } catch {
      // not there: one level up
    }
  }
  return null;
}

/** A form post was recorded: a plain HTML form goes to the thank-you page, a script gets `answer`. */
function answerPost(req, res, fields, url, answer) {
  if (isFormNavigation(req, fields, url)) {
    reply(req, res, 303, { location: thankYou, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, `See Other: ${thankYou}\n`);
  } else answer();
}

/** The POST endpoints, by path. */
async function handlePost(req, res, url) {
  if (url.pathname === EMAILJS_SEND) {
    const body = await readJson(req);
    requireIds(body);
    if (typeof body.template_params !== "object" || body.template_params === null || Array.isArray(body.template_params)) {
      throw new HttpError(400, "The template_params parameter must be an object");
    }
    record("emailjs", "json", body.template_params, { serviceId: body.service_id, templateId: body.template_id, publicKey: body.user_id, libVersion: body.lib_version ?? null });
    reply(req, res, 200, { "content-type": "text/plain; charset=utf-8" }, "OK");
    return true;
  }
  if (url.pathname === EMAILJS_SEND_FORM) {
    const posted = await readForm(req);
    requireIds(posted);
    const { service_id, template_id, user_id, lib_version, ...fields } = posted;
    record("emailjs", "form", fields, { serviceId: service_id, templateId: template_id, publicKey: user_id, libVersion: lib_version ?? null });
    answerPost(req, res, fields, url, () => reply(req, res, 200, { "content-type": "text/plain; charset=utf-8" }, "OK"));
    return true;
  }
  if (SUBSCRIBE.test(url.pathname)) {
    const fields = await readForm(req);
    const navigation = isFormNavigation(req, fields, url);
    record("subscribe", navigation ? "form" : "fetch", fields, { list: { u: url.searchParams.get("u"), id: url.searchParams.get("id") } });
    answerPost(req, res, fields, url, () =>
      reply(req, res, 200, { "content-type": "application/json", "access-control-allow-origin": "*" }, JSON.stringify({ result: "success", msg: "Thank you for subscribing!" })),
    );
    return true;
  }
  return false;
}

const POST_PATHS = (pathname) => pathname === EMAILJS_SEND || pathname === EMAILJS_SEND_FORM || SUBSCRIBE.test(pathname);

let idleTimer;
function touch() {
  if (!idleExitMs) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    process.stdout.write(`inbox: idle for ${idleExitMs} ms, stopping\n`);
    server.close();
    process.exit(0);
  }, idleExitMs);
}

const server = createServer(async (req, res) => {
  touch();
  try {
    let url;
    try {
      url = new URL(req.url ?? "/", `http://${host}`);
    } catch {
      applySiteHeaders(res, "/");
      fail(req, res, 400, "Malformed request URL");
      return;
    }
    applySiteHeaders(res, url.pathname);
    if (POST_PATHS(url.pathname)) {
      if (req.method !== "POST") return fail(req, res, 405, `Use POST for ${url.pathname}`, { allow: "POST" });
      await handlePost(req, res, url);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") return fail(req, res, 405, `${req.method} is not allowed here`, { allow: "GET, HEAD" });
    if (url.pathname === "/inbox.json") return reply(req, res, 200, { "content-type": "application/json", "cache-control": "no-store" }, JSON.stringify(readInbox()));
    if (url.pathname === "/inbox") return reply(req, res, 200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, inboxPage(readInbox()));
    if (url.pathname === "/inbox.css") return reply(req, res, 200, { "content-type": "text/css; charset=utf-8", "cache-control": "no-store" }, INBOX_CSS);
    serveStatic(req, res, () => {
      const page = notFoundPage(url.pathname);
      if (page) reply(req, res, 404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, page);
      else fail(req, res, 404, "Not found");
    });
  } catch (e) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (e instanceof HttpError) {
      fail(req, res, e.status, e.message, e.headers);
      return;
    }
    process.stderr.write(`inbox: ${req.method} ${req.url} failed: ${e?.stack ?? e}\n`);
    fail(req, res, 500, "Internal server error");
  }
});

server.on("error", (e) => {
  process.stderr.write(`inbox: cannot listen on ${host}:${port}: ${e.code === "EADDRINUSE" ? "the port is in use (set PORT)" : e.message}\n`);
  process.exit(1);
});
server.listen(port, host, () => {
  const { port: actual } = server.address();
  process.stdout.write(`Site and form inbox on http://${host}:${actual}/  (submissions: http://${host}:${actual}/inbox, file ${inboxFile})\n`);
  touch();
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));
