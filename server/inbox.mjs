/**
 * The local form inbox: serves the built site from dist/ on 127.0.0.1 and records what the
 * site's four forms send (§7), so a submission made on `npm start` or in a test can be seen.
 * Nothing leaves the machine.
 *
 *   POST /api/v1.0/email/send        EmailJS `send` (JSON: service_id, template_id, user_id,
 *                                    template_params): 200 "OK", or 400 with EmailJS's wording
 *   POST /api/v1.0/email/send-form   EmailJS `sendForm` and the contact form without JavaScript
 *                                    (multipart/form-data or url-encoded; the ids are fields)
 *   POST /subscribe/post?u=…&id=…    the Mailchimp-style list post (url-encoded)
 *   GET  /inbox, /inbox.json         the submissions, newest first, a page at a time
 *
 * Only what the forms send is stored: the allow-list (service, template and public key; list
 * ids, tags, field names, options and length limits) is dist/.inbox.json, written by the build
 * from spec/forms/ (scripts/inbox-config.ts). A post made by a plain HTML form (a navigation,
 * and no ajax=1) is answered `303 See Other` to the thank-you view; a script gets the service's
 * own answer. A filled honeypot is answered like a success and not stored.
 *
 * Every request is handled inside one error boundary: a bad request gets a 4xx with a one-line
 * reason (400 malformed, 403 cross-site, 404, 405 method, 413 too large, 415 content type), an
 * unexpected failure a 500, and the process keeps serving; a top-level guard logs anything that
 * escapes. Every response carries the headers of dist/_headers. The old URLs of dist/_redirects
 * (spec/redirects.yaml, written by the build) are answered before any file: 301 with Location,
 * or 410 Gone with the nearest 404.html; a line it cannot honour is skipped with a warning.
 *
 * Environment: PORT (default 4173; 0 picks a free port), HOST (127.0.0.1), DIST (dist),
 * INBOX_FILE (.inbox/submissions.jsonl), INBOX_MAX_BODY (bytes, 65536), INBOX_MAX_FIELD
 * (characters of a field without its own limit, 10000), INBOX_PAGE_SIZE (50), INBOX_HOSTS (more
 * host[:port] names to answer to, comma-separated), IDLE_EXIT_MS (stop after that long without
 * a request).
 */
import { existsSync, mkdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, STATUS_CODES } from "node:http";
import { networkInterfaces } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { BODY_CUT, emailjsFormPost, emailjsJson, HttpError, listPaths, listPost, parseInboxConfig, readForm, readJson } from "./forms.mjs";
import { FALLBACK_FAVICON, INBOX_CSS, inboxJson, inboxPage, pageQuery } from "./pages.mjs";
import { loadSiteHeaders, parseRedirectsFile, redirectFor, staticFiles } from "./static.mjs";
import { createStore } from "./store.mjs";

const env = process.env;
const port = Number(env.PORT ?? 4173);
const host = env.HOST ?? "127.0.0.1";
const dist = resolve(env.DIST ?? "dist");
const inboxFile = resolve(env.INBOX_FILE ?? ".inbox/submissions.jsonl");
const idleExitMs = Number(env.IDLE_EXIT_MS ?? 0);
const positive = (v, d) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : d);
/** Largest request body accepted, in bytes; a larger one gets 413. */
const MAX_BODY = positive(env.INBOX_MAX_BODY, 64 * 1024);
/** Longest value of a field that has no maxLength of its own, in characters. */
const MAX_FIELD = positive(env.INBOX_MAX_FIELD, 10_000);
const PAGE_SIZE = Math.min(positive(env.INBOX_PAGE_SIZE, 50), 500);
const EMAILJS_SEND = "/api/v1.0/email/send";
const EMAILJS_SEND_FORM = "/api/v1.0/email/send-form";
const CONFIG_FILE = ".inbox.json";
const log = (line) => process.stdout.write(`inbox: ${line}\n`);
const warn = (line) => process.stderr.write(`inbox: ${line}\n`);

// Anything that escapes a handler is logged; the server keeps serving.
process.on("uncaughtException", (e) => warn(`unexpected error (still serving): ${e?.stack ?? e}`));
process.on("unhandledRejection", (e) => warn(`unexpected rejection (still serving): ${e?.stack ?? e}`));

if (!existsSync(join(dist, "index.html"))) {
  warn(`${join(env.DIST ?? "dist", "index.html")} is missing; run \`npm run build\` first.`);
  process.exit(1);
}
mkdirSync(dirname(inboxFile), { recursive: true });

const store = createStore(inboxFile);
// Count the file now, so the first /inbox view need not wait for a large file to be read.
store.totals().catch((e) => warn(`cannot read the submissions file: ${e.message}`));
const files = staticFiles(dist);
const fileName = basename(inboxFile);

/** The build's files the server follows: the allow-list and the headers (reloaded when rebuilt). */
const built = { config: parseInboxConfig("{}"), headers: await loadSiteHeaders(dist), redirects: new Map(), stamp: "", checkedAt: 0 };
async function refreshBuilt(force = false) {
  const now = Date.now();
  if (!force && now - built.checkedAt < 1000) return;
  built.checkedAt = now;
  const mtime = (name) => {
    try {
      return statSync(join(dist, name)).mtimeMs;
    } catch {
      return 0;
    }
  };
  const stamp = `${mtime(CONFIG_FILE)}:${mtime("_headers")}:${mtime("_redirects")}`;
  if (stamp === built.stamp) return;
  built.stamp = stamp;
  try {
    built.config = parseInboxConfig(await readFile(join(dist, CONFIG_FILE), "utf8"));
  } catch {
    built.config = parseInboxConfig("{}");
  }
  built.headers = await loadSiteHeaders(dist);
  // The old URLs of spec/redirects.yaml: 301 to their page, or 410 Gone (scripts/redirects.ts).
  try {
    const { rules, skipped } = parseRedirectsFile(await readFile(join(dist, "_redirects"), "utf8"));
    built.redirects = rules;
    if (skipped.length) warn(`dist/_redirects: ${skipped.length} line(s) skipped (${skipped.slice(0, 3).join("; ")})`);
  } catch {
    built.redirects = new Map();
  }
  if (!built.config.forms) warn(`dist/${CONFIG_FILE} lists no forms (a build from before the checks?): every form post is refused until \`npm run build\``);
  if (built.headers.fallback) warn("dist/_headers has no rules: serving a fallback set of security headers");
}
await refreshBuilt(true);

/** Host names (with the port) the server answers to; anything else is refused (DNS rebinding). */
let allowedHosts = new Set();
function setAllowedHosts(actualPort) {
  const names = new Set(["127.0.0.1", "localhost", "[::1]", host.includes(":") ? `[${host}]` : host]);
  if (host === "0.0.0.0" || host === "::") for (const list of Object.values(networkInterfaces())) for (const i of list ?? []) names.add(i.family === "IPv6" ? `[${i.address}]` : i.address);
  allowedHosts = new Set([...names].flatMap((n) => [`${n}:${actualPort}`, ...(actualPort === 80 ? [n] : [])]).map((h) => h.toLowerCase()));
  for (const extra of String(env.INBOX_HOSTS ?? "").split(",").map((s) => s.trim().toLowerCase()).filter(Boolean)) allowedHosts.add(extra);
}

/**
 * The path and query of a request target (origin-form, or absolute-form on an allowed host).
 * @throws HttpError 400 for anything else
 */
function parseTarget(req) {
  const raw = req.url ?? "";
  let pathAndQuery = raw;
  if (!raw.startsWith("/")) {
    if (!/^https?:\/\//i.test(raw)) throw new HttpError(400, "Malformed request target");
    let u;
    try {
      u = new URL(raw);
    } catch {
      throw new HttpError(400, "Malformed request URL");
    }
    if (!allowedHosts.has(u.host.toLowerCase())) throw new HttpError(400, "Unknown host");
    pathAndQuery = u.pathname + u.search;
  }
  const q = pathAndQuery.indexOf("?");
  return { pathname: q < 0 ? pathAndQuery : pathAndQuery.slice(0, q), query: new URLSearchParams(q < 0 ? "" : pathAndQuery.slice(q + 1)) };
}

/** Refuses a post from another site: Origin (when sent) must be this server, Sec-Fetch-Site same-origin. */
function checkSameOrigin(req) {
  const origin = req.headers.origin;
  if (origin !== undefined && origin.toLowerCase() !== `http://${String(req.headers.host).toLowerCase()}`) throw new HttpError(403, "Cross-site posts are refused");
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") throw new HttpError(403, "Cross-site posts are refused");
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

/** Whether a post was made by a plain HTML form (the browser navigates to the answer). */
function isFormNavigation(req, fields, query) {
  if (fields.ajax === "1" || query.get("ajax") === "1") return false;
  return req.headers["sec-fetch-mode"] === "navigate" || String(req.headers.accept ?? "").includes("text/html");
}

/** Answers a recorded (or discarded) post: a plain HTML form goes to the thank-you view, a script gets `answer`. */
function answerPost(req, res, fields, query, answer) {
  const thankYou = built.config.thankYou;
  if (isFormNavigation(req, fields, query)) reply(req, res, 303, { location: thankYou, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, `See Other: ${thankYou}\n`);
  else answer();
}

const OK = (req, res) => reply(req, res, 200, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" }, "OK");
const SUBSCRIBED = (req, res) => reply(req, res, 200, { "content-type": "application/json", "cache-control": "no-store" }, JSON.stringify({ result: "success", msg: "Thank you for subscribing!" }));

/** Stores a checked submission (unless its honeypot is filled) and resolves once it is on disk. */
async function keep(kind, via, submission) {
  if (submission.honeypot) {
    log(`${submission.form} post with a filled honeypot discarded`);
    return;
  }
  await store.append({ receivedAt: new Date().toISOString(), kind, form: submission.form, via, ...submission.meta, fields: submission.fields });
  log(`${submission.form} submission recorded`);
}

/** The POST endpoints. */
async function handlePost(req, res, pathname, query) {
  checkSameOrigin(req);
  const forms = built.config.forms;
  if (!forms) throw new HttpError(500, "The inbox has no list of forms: run `npm run build`");
  if (pathname === EMAILJS_SEND) {
    const submission = emailjsJson(forms, await readJson(req, res, MAX_BODY), MAX_FIELD);
    await keep("emailjs", "json", submission);
    return OK(req, res);
  }
  if (pathname === EMAILJS_SEND_FORM) {
    const submission = emailjsFormPost(forms, await readForm(req, res, MAX_BODY, { multipart: true }), MAX_FIELD);
    await keep("emailjs", "form", submission);
    return answerPost(req, res, submission.fields, query, () => OK(req, res));
  }
  const posted = await readForm(req, res, MAX_BODY, { multipart: false });
  const submission = listPost(forms, pathname, query, posted, MAX_FIELD);
  const navigation = isFormNavigation(req, submission.fields, query);
  await keep("subscribe", navigation ? "form" : "fetch", submission);
  return answerPost(req, res, submission.fields, query, () => SUBSCRIBED(req, res));
}

/** Writes an HTML page given in pieces, waiting whenever the socket's buffer is full. */
async function stream(res, pieces) {
  for (const piece of pieces) {
    if (!res.write(piece)) await new Promise((r) => res.once("drain", r).once("close", r));
    if (res.destroyed) return;
  }
  res.end();
}

/** GET /inbox and /inbox.json. */
async function handleInbox(req, res, pathname, query) {
  const q = pageQuery(query, PAGE_SIZE);
  if (!q) throw new HttpError(400, "Malformed page query (before=<byte offset>, limit=1..500)");
  const json = pathname === "/inbox.json";
  const headers = { "content-type": json ? "application/json" : "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" };
  if (req.method === "HEAD") return reply(req, res, 200, headers);
  let page;
  try {
    page = await store.page(q);
  } catch (e) {
    if (e instanceof RangeError) throw new HttpError(400, `Malformed page query: ${e.message}`);
    throw e;
  }
  const totals = await store.totals();
  const view = { fileName, totals, page, limit: q.limit, pageSize: PAGE_SIZE, first: q.before === undefined };
  res.writeHead(200, headers);
  if (json) res.end(inboxJson(view));
  else await stream(res, inboxPage(view));
}

const CLOSING = Symbol("closing");

/** Every request: parsed, routed and answered inside this one boundary. */
async function handle(req, res) {
  touch();
  // After a request that closes its connection, nothing more on it is processed (RFC 9112 §9.6):
  // Node would still run the handler for requests pipelined behind it.
  if (req.socket[CLOSING]) return void res.destroy();
  if (!res.shouldKeepAlive) req.socket[CLOSING] = true;
  // The site's headers first, so every answer carries them (errors included).
  built.headers.setEverywhere(res);
  try {
    await refreshBuilt();
    const hostHeader = String(req.headers.host ?? "").toLowerCase();
    if (!allowedHosts.has(hostHeader)) throw new HttpError(400, "Unknown host");
    const { pathname, query } = parseTarget(req);
    built.headers.setFor(res, pathname);
    const isPost = pathname === EMAILJS_SEND || pathname === EMAILJS_SEND_FORM || listPaths(built.config.forms).has(pathname);
    if (isPost) {
      if (req.method !== "POST") throw new HttpError(405, `Use POST for ${pathname}`, { allow: "POST" });
      return await handlePost(req, res, pathname, query);
    }
    if (req.method !== "GET" && req.method !== "HEAD") throw new HttpError(405, `${req.method} is not allowed here`, { allow: "GET, HEAD" });
    if (pathname === "/inbox" || pathname === "/inbox.json") return await handleInbox(req, res, pathname, query);
    if (pathname === "/inbox.css") return reply(req, res, 200, { "content-type": "text/css; charset=utf-8", "cache-control": "no-cache" }, INBOX_CSS);
    // dist/_redirects first, as Cloudflare Pages applies it: an old URL redirects even where the
    // build left a page at it (the meta-refresh page, for hosts without redirects).
    const moved = redirectFor(built.redirects, pathname);
    if (moved?.status === 410) {
      const page = await files.notFound(pathname);
      if (page) return reply(req, res, 410, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, page);
      return fail(req, res, 410, "Gone");
    }
    if (moved) {
      const search = query.toString();
      const location = `${moved.to}${search && !moved.to.includes("?") ? `?${search}` : ""}`;
      return reply(req, res, moved.status, { location, "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" }, `Moved to ${location}\n`);
    }
    if (await files.serve(req, res, pathname)) return;
    if (pathname === "/favicon.ico") {
      if (await files.serve(req, res, "/favicon.svg")) return;
      return reply(req, res, 200, { "content-type": "image/svg+xml", "cache-control": "no-cache" }, FALLBACK_FAVICON);
    }
    const page = await files.notFound(pathname);
    if (page) reply(req, res, 404, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }, page);
    else fail(req, res, 404, "Not found");
  } catch (e) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (e instanceof HttpError) {
      if (e.status === 413) linger(req);
      return fail(req, res, e.status, e.message, e.headers);
    }
    warn(`${req.method} ${JSON.stringify(req.url)} failed: ${e?.stack ?? e}`);
    fail(req, res, 500, "Internal server error");
  }
}

/**
 * After a 413 the rest of the body is read and thrown away for a moment (at most 16 times the
 * limit, 5 s), so the client reads the answer instead of a connection reset; then the socket is
 * closed if the body still has not ended.
 */
function linger(req) {
  let drained = 0;
  const cut = () => req.socket?.destroy();
  const timer = setTimeout(cut, 5000).unref();
  req.on("data", (c) => {
    drained += c.length;
    if (drained > 16 * MAX_BODY) cut();
  });
  req.once("end", () => clearTimeout(timer));
  req.once("close", () => clearTimeout(timer));
  req.resume();
}

/** A raw answer on a socket the HTTP parser gave up on (malformed request line or headers). */
function rawAnswer(socket, status) {
  const body = `${STATUS_CODES[status]}\n`;
  const site = Object.entries(built.headers.forPath("/")).map(([k, v]) => `${k}: ${v}\r\n`).join("");
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${site}content-type: text/plain; charset=utf-8\r\ncache-control: no-store\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
}

let idleTimer;
function touch() {
  if (!idleExitMs) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    log(`idle for ${idleExitMs} ms, stopping`);
    stop();
  }, idleExitMs);
}

const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000, keepAliveTimeout: 5_000, requireHostHeader: false }, (req, res) => void handle(req, res));
// A client may half-close its side once its request is sent (`nc -N`, some HTTP tools); Node's
// default then drops a response still being prepared. Answer first, then close (a long-standing
// property of http.Server, set by its constructor, that Node's own HTTP/2 compatibility layer uses).
server.httpAllowHalfOpen = true;
server.on("checkContinue", (req, res) => {
  req.needsContinue = true;
  void handle(req, res);
});
server.on("clientError", (err, socket) => {
  if (socket[CLOSING] === "error") return;
  socket[CLOSING] = "error";
  if (err.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
  touch();
  const pending = socket._httpMessage;
  if (pending) {
    // An earlier request on this connection is still being answered (the bad bytes came after
    // it, pipelined): that answer goes out, then the connection closes.
    if (!pending.headersSent) pending.shouldKeepAlive = false;
    // Its body will not come any more (the client closed, or sent garbage in its place).
    if (pending.req && !pending.req.complete) pending.req.emit(BODY_CUT);
    pending.once("finish", () => socket.end());
    pending.once("close", () => socket.destroySoon());
    return;
  }
  rawAnswer(socket, err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400);
});
// CONNECT would otherwise close the connection without an answer.
server.on("connect", (_req, socket) => {
  socket.on("error", () => {});
  rawAnswer(socket, 405);
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  server.close();
  setTimeout(() => server.closeAllConnections(), 2000).unref();
  await store.flush();
  process.exit(0);
}

server.once("error", (e) => {
  warn(`cannot listen on ${host}:${port}: ${e.code === "EADDRINUSE" ? "the port is in use (set PORT)" : e.message}`);
  process.exit(1);
});
server.listen({ port, host, backlog: 1024 }, () => {
  const { port: actual } = server.address();
  setAllowedHosts(actual);
  server.on("error", (e) => warn(`server error (still serving): ${e.message}`));
  const shown = host.includes(":") ? `[${host}]` : host;
  log(`site and form inbox on http://${shown}:${actual}/  (submissions: http://${shown}:${actual}/inbox, file ${inboxFile})`);
  touch();
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => void stop());
