/**
 * The local site server and form inbox, on Fastify (docs/server.md): serves dist/ as
 * the static host would (dist/_headers, dist/_redirects, the nearest 404.html), stores what the
 * forms post once checked against dist/.inbox.json, and shows it at /inbox and /inbox.json
 * to whoever holds INBOX_TOKEN. A bad request gets a 4xx with a one-line reason.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { realpath } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import { homedir, networkInterfaces } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { emailjsFormPost, emailjsJson, fieldMap, formFields, HttpError, listPaths, listPost, parseInboxConfig, parseJsonBody } from "./forms.mjs";
import { FALLBACK_FAVICON, INBOX_CSS, inboxJson, inboxPage, notStoredPage, pageQuery } from "./pages.mjs";
import { parseCommand } from "../lib/cli-args.mjs";
import { parseHeadersFile, parseRedirectsFile } from "../lib/host-files.mjs";
import { fileFor, headersFor, inside, notFoundPage, redirectFor } from "./site.mjs";
import { createStore, MAX_LIMIT, WriteFailed } from "./store.mjs";
import { MAKE_TOKEN, MIN_TOKEN_BITS, weakTokenReason } from "./token.mjs";

parseCommand({
  name: "serve",
  usage: "npm run serve   (npm start builds first)",
  summary:
    "Serves dist/ as the static host would (its _headers, _redirects and nearest 404.html) and stores what the site's forms post, shown at /inbox to whoever holds the inbox credential. Run `npm run build` first. Ctrl-C stops it. Set by environment variables only:",
  env: {
    PORT: "the port (default 4173)",
    HOST: "the address to listen on (default 127.0.0.1; any other needs INBOX_TOKEN)",
    DIST: "the folder to serve (default dist)",
    INBOX_TOKEN: `the inbox credential, 16 characters or more, ${MIN_TOKEN_BITS} bits of entropy off loopback (default: a new one each run, printed)`,
    INBOX_FILE: "where submissions are appended (default: a folder of this project under ~/.local/state/blu-site/inbox/)",
    INBOX_HOSTS: "host names a proxy in front serves it under, comma-separated",
    IDLE_EXIT_MS: "stop after this long without a request, ms (default: never)",
    INBOX_MAX_BODY: "the largest request body, bytes (default 65536)",
    INBOX_MAX_FIELD: "the longest form field, characters (default 10000)",
    INBOX_PAGE_SIZE: "submissions per /inbox page (default 50)",
    INBOX_RATE_LIMIT: "form posts a minute from one address (default 30)",
    INBOX_TIMEOUT_MS: "how long a request may take, ms (default 10000)",
  },
});
const env = process.env;
const positive = (v, d) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : d);
const [port, host, dist] = [Number(env.PORT ?? 4173), env.HOST ?? "127.0.0.1", resolve(env.DIST ?? "dist")];
/** The project's folder (this file's parent's). */
const projectRoot = fileURLToPath(new URL("..", import.meta.url)).replace(/[\\/]$/, "");
/**
 * Where submissions go without INBOX_FILE: a folder of this checkout (its name and a hash of its
 * path) in the user's state folder (XDG_STATE_HOME, else ~/.local/state; %LOCALAPPDATA% on
 * Windows), outside every folder a web server of the project serves: the dev server hands out
 * files under the project (docs/server.md, "Who can see the inbox").
 */
function defaultInboxFile() {
  const state = env.XDG_STATE_HOME || (process.platform === "win32" && env.LOCALAPPDATA) || join(homedir(), ".local", "state");
  const checkout = `${basename(projectRoot)}-${createHash("sha256").update(projectRoot).digest("hex").slice(0, 8)}`;
  return join(state, "blu-site", "inbox", checkout, "submissions.jsonl");
}
const inboxFile = resolve(env.INBOX_FILE || defaultInboxFile());
const idleExitMs = Number(env.IDLE_EXIT_MS ?? 0);
const MAX_BODY = positive(env.INBOX_MAX_BODY, 64 * 1024);
const MAX_FIELD = positive(env.INBOX_MAX_FIELD, 10_000);
const PAGE_SIZE = Math.min(positive(env.INBOX_PAGE_SIZE, 50), MAX_LIMIT);
const RATE_LIMIT = positive(env.INBOX_RATE_LIMIT, 30);
const TIMEOUT_MS = positive(env.INBOX_TIMEOUT_MS, 10_000);
const [SEND, SEND_FORM] = ["/api/v1.0/email/send", "/api/v1.0/email/send-form"];
/**
 * A line writer to `stream` that can never hurt the server: once the stream fails (EPIPE: whoever
 * read the output is gone, as under `npm start | head -1`) or is closed, lines are dropped. A
 * failed write must not become an uncaught error, whose report would be a failing write again (a
 * loop that starves every request and the signals).
 */
function lineWriter(stream) {
  let open = true;
  stream.on("error", () => (open = false));
  return (line) => {
    if (!open || stream.destroyed || !stream.writable) return;
    try {
      stream.write(`inbox: ${line}\n`);
    } catch {
      open = false;
    }
  };
}
const [log, warn] = [lineWriter(process.stdout), lineWriter(process.stderr)];
process.on("uncaughtException", (e) => warn(`unexpected error (still serving): ${e?.stack ?? e}`));
process.on("unhandledRejection", (e) => warn(`unexpected rejection (still serving): ${e?.stack ?? e}`));
const fatal = (why) => {
  warn(why);
  process.exit(1);
};

// The inbox holds personal data: off loopback it is only served with a credential chosen by whoever runs it.
const loopback = /^(127(\.\d{1,3}){3}|::1|localhost)$/i.test(host);
if (env.INBOX_TOKEN && env.INBOX_TOKEN.length < 16) fatal(`INBOX_TOKEN is shorter than 16 characters; use a random secret (make one with ${MAKE_TOKEN}).`);
if (!env.INBOX_TOKEN && !loopback)
  fatal(
    `refusing to listen on ${host} without INBOX_TOKEN: /inbox shows every visitor's name, email and message to whoever reaches the port. Set INBOX_TOKEN to a random secret (make one with ${MAKE_TOKEN}), or keep HOST=127.0.0.1.`,
  );
// Beyond this machine (another address, or names a proxy in front serves it under): a token hard to guess.
const proxied = String(env.INBOX_HOSTS ?? "").trim() !== "";
if (env.INBOX_TOKEN && (!loopback || proxied) && weakTokenReason(env.INBOX_TOKEN))
  fatal(`refusing to ${loopback ? "serve the INBOX_HOSTS names" : `listen on ${host}`}: ${weakTokenReason(env.INBOX_TOKEN)}`);
const token = env.INBOX_TOKEN || randomBytes(18).toString("base64url");
const digest = (s) => createHash("sha256").update(s).digest();
const TOKEN = digest(token);
/** Whether a request carries the inbox credential (Bearer <token>, or Basic with any user and the token as password), compared in constant time. */
function authorized(req) {
  const [, scheme, value] = /^(\w+) +(\S+)$/.exec(String(req.headers.authorization ?? "")) ?? [];
  const basic = /^basic$/i.test(scheme ?? "") ? Buffer.from(value, "base64").toString("utf8") : "";
  const given = /^bearer$/i.test(scheme ?? "") ? value : basic.includes(":") ? basic.slice(basic.indexOf(":") + 1) : null;
  return given !== null && timingSafeEqual(digest(given), TOKEN);
}

if (!existsSync(join(dist, "index.html"))) fatal(`${join(env.DIST ?? "dist", "index.html")} is missing; run \`npm run build\` first.`);
mkdirSync(dirname(inboxFile), { recursive: true, mode: 0o700 });
// The default of earlier versions, inside the project, where the dev server can hand it out.
const OLD_INBOX = join(projectRoot, ".inbox", "submissions.jsonl");
if (existsSync(OLD_INBOX) && OLD_INBOX !== inboxFile)
  warn(`an older submissions file is in the project (.inbox/submissions.jsonl), where the dev server can hand it out: move it to ${inboxFile} or delete it`);
const store = createStore(inboxFile);
store.totals().catch((e) => warn(`cannot read the submissions file: ${e.message}`));

/** The build's files the server follows, read again when one changed (checked at most once a second). */
const built = { config: parseInboxConfig("{}"), headers: [], redirects: new Map(), stamp: "", checkedAt: 0 };
function refreshBuilt() {
  if (Date.now() - built.checkedAt < 1000) return;
  built.checkedAt = Date.now();
  const read = (name) => (existsSync(join(dist, name)) ? readFileSync(join(dist, name), "utf8") : "");
  const stamp = [".inbox.json", "_headers", "_redirects"].map((n) => statSync(join(dist, n), { throwIfNoEntry: false })?.mtimeMs ?? 0).join(":");
  if (stamp === built.stamp) return;
  const [headers, redirects] = [parseHeadersFile(read("_headers")), parseRedirectsFile(read("_redirects"))];
  Object.assign(built, { stamp, config: parseInboxConfig(read(".inbox.json") || "{}"), headers: headers.rules, redirects: redirects.rules });
  for (const [name, { skipped }] of [
    ["_headers", headers],
    ["_redirects", redirects],
  ])
    if (skipped.length) warn(`dist/${name}: ${skipped.length} line(s) skipped (${skipped.slice(0, 3).join("; ")})`);
  if (!built.config.forms) warn("dist/.inbox.json lists no forms with their schemas (an older build?): every form post is refused until `npm run build`");
}
refreshBuilt();

/** Host names (with the port) the server answers to; anything else is refused (DNS rebinding). */
let allowedHosts = new Set();
function setAllowedHosts(actualPort) {
  const names = new Set(["127.0.0.1", "localhost", "[::1]", host.includes(":") ? `[${host}]` : host]);
  if (host === "0.0.0.0" || host === "::")
    for (const list of Object.values(networkInterfaces())) for (const i of list ?? []) names.add(i.family === "IPv6" ? `[${i.address}]` : i.address);
  allowedHosts = new Set([...names].flatMap((n) => [`${n}:${actualPort}`, ...(actualPort === 80 ? [n] : [])]).map((h) => h.toLowerCase()));
  for (const extra of PROXY_HOSTS) allowedHosts.add(extra);
}
/** The names of INBOX_HOSTS: a proxy in front (docs/server.md, "Running it behind a host") may serve them over https. */
const PROXY_HOSTS = new Set(
  String(env.INBOX_HOSTS ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
);
/** Whether an Origin is this server as the browser reached it: `http://<Host>`, or `https://<Host>` for an INBOX_HOSTS name (the proxy terminates TLS). */
function sameOrigin(origin, hostHeader) {
  const [o, h] = [origin.toLowerCase(), hostHeader.toLowerCase()];
  return o === `http://${h}` || (PROXY_HOSTS.has(h) && o === `https://${h}`);
}

/** The path of a request URL (its query is `req.query`, a URLSearchParams). */
const pathOf = (req) => req.url.split("?", 1)[0];

/** The media types each form endpoint takes (anything else: 415 before the body is read). */
const TYPES = { [SEND]: ["application/json"], [SEND_FORM]: ["application/x-www-form-urlencoded", "multipart/form-data"] };
const [BAD_URL, CONTINUE, ANSWERED, OVER, BODY] = [
  Symbol("bad request target"),
  Symbol("expects 100-continue"),
  Symbol("answered"),
  Symbol("body over MAX_BODY"),
  Symbol("body bytes"),
];

const app = Fastify({
  // pino (Fastify's logger) for what went wrong with a request, as JSON lines on stderr through
  // `warn`, so a closed output can never stop the server; from "warn" up (each request's own
  // lines are "info", left out).
  logger: { level: "warn", stream: { write: (line) => warn(line.trimEnd()) } },
  bodyLimit: MAX_BODY,
  connectionTimeout: TIMEOUT_MS * 2,
  requestTimeout: TIMEOUT_MS,
  keepAliveTimeout: 5_000,
  routerOptions: { querystringParser: (text) => new URLSearchParams(text) }, // here, not top-level (deprecated: FSTDEP022)
  http: { requireHostHeader: false, headersTimeout: TIMEOUT_MS, connectionsCheckingInterval: Math.min(1000, TIMEOUT_MS) },
  // An absolute-form target (`GET http://host/path`) is taken on an allowed host only.
  rewriteUrl(req) {
    if (req.url.startsWith("/")) return req.url;
    const u = URL.parse(/^https?:\/\//i.test(req.url) ? req.url : "x:");
    if (u?.protocol.startsWith("http") && allowedHosts.has(u.host.toLowerCase())) return u.pathname + u.search;
    req[BAD_URL] = true;
    return "/";
  },
  frameworkErrors: (error, _req, reply) =>
    error.code === "FST_ERR_BAD_URL" ? notFound(reply.headers(headersFor(built.headers, "/")), "/", 404) : reply.send(error),
  clientErrorHandler,
});
app.server.httpAllowHalfOpen = true; // a client that half-closes once its request is sent still gets its answer
// Expect: 100-continue is answered only once the headers passed every check (preParsing below).
app.server.on("checkContinue", (req, res) => app.routing(Object.assign(capBody(req), { [CONTINUE]: true }), res));
// First of the request listeners: Node's parser emits "request" before it hands over the body (which may have come in the same packet).
app.server.prependListener("request", capBody);
app.server.on("connect", (_req, socket) => {
  socket.on("error", () => {});
  rawAnswer(socket, 405);
});

await app.register(fastifyStatic, { root: dist, serve: false, preCompressed: true, cacheControl: false, dotfiles: "deny", index: false });
await app.register(formbody, { bodyLimit: MAX_BODY, parser: (text) => text });
await app.register(multipart, { limits: { fieldNameSize: 200, fieldSize: MAX_BODY, fields: 32, files: 0, fileSize: 0, parts: 32, headerPairs: 8 } });
await app.register(rateLimit, {
  global: false,
  errorResponseBuilder: (_req, c) => new HttpError(429, `Too many posts from this address; try again in ${c.after}`),
});
app.removeContentTypeParser(["application/json", "text/plain"]);
app.addContentTypeParser("application/json", { parseAs: "buffer" }, async (_req, body) => parseJsonBody(body));

app.addHook("onRequest", async (req, reply) => {
  touch();
  refreshBuilt();
  const pathname = pathOf(req);
  reply.headers(headersFor(built.headers, pathname));
  if (req.raw.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === "host").length !== 1) throw new HttpError(400, "Send exactly one Host header");
  if (!allowedHosts.has(String(req.headers.host).toLowerCase()) || req.raw[BAD_URL]) throw new HttpError(400, "Unknown host");
  // A body on GET or HEAD is never read (Node would drain it after the answer, however long): refused, and the connection closed.
  if ((req.method === "GET" || req.method === "HEAD") && (req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0)) {
    throw Number(req.headers["content-length"] ?? 0) > MAX_BODY
      ? new HttpError(...TOO_LARGE)
      : new HttpError(400, `A ${req.method} request carries no body`, { connection: "close" });
  }
  const types = TYPES[pathname] ?? (listPaths(built.config.forms).has(pathname) ? ["application/x-www-form-urlencoded"] : null);
  if (!types) {
    if (req.method !== "GET" && req.method !== "HEAD") throw new HttpError(405, `${req.method} is not allowed here`, { allow: "GET, HEAD" });
    return;
  }
  if (req.method !== "POST") throw new HttpError(405, `Use POST for ${pathname}`, { allow: "POST" });
  // A post from another site: Origin (when sent) must be this server, Sec-Fetch-Site same-origin.
  const [origin, site] = [req.headers.origin, req.headers["sec-fetch-site"]];
  if ((origin !== undefined && !sameOrigin(origin, req.headers.host)) || (site !== undefined && site !== "same-origin" && site !== "none"))
    throw new HttpError(403, "Cross-site posts are refused");
  const contentType = String(req.headers["content-type"] ?? "");
  const charset = /;\s*charset="?([^";\s]+)"?/i.exec(contentType)?.[1].toLowerCase() ?? "utf-8";
  if (!types.includes(contentType.split(";")[0].trim().toLowerCase())) throw new HttpError(415, `Expected ${types.join(" or ")}`);
  if (charset !== "utf-8" && charset !== "utf8") throw new HttpError(415, "Only UTF-8 bodies are accepted");
  if (!/^(identity)?$/i.test(String(req.headers["content-encoding"] ?? "").trim())) throw new HttpError(415, "Compressed request bodies are not accepted");
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY) throw new HttpError(...TOO_LARGE);
});

/**
 * Holds a multipart body (`raw`, the request) to MAX_BODY bytes as it arrives, and keeps it for
 * partCharset. @fastify/multipart reads the raw
 * request itself, past Fastify's bodyLimit, and its per-field limit truncates a value but still
 * reads the rest. Node's HTTP parser hands each chunk of a body to `push`: past the limit the body
 * is ended there, the rest dropped and `raw[OVER]` set, so the parts end at once and the post is
 * answered 413 (its connection closed), not after the whole body.
 */
function capBody(raw) {
  if (!String(raw.headers["content-type"]).toLowerCase().includes("multipart/")) return raw;
  const push = raw.push;
  let size = 0;
  raw[BODY] = [];
  raw.push = function (chunk, encoding) {
    if (raw[OVER]) return true;
    if (chunk !== null) size += chunk.length;
    if (chunk !== null && size > MAX_BODY) {
      // Marked complete, or ending it early would make Node reset the connection before the 413 is sent.
      [raw[OVER], raw.complete] = [true, true];
      return push.call(this, null);
    }
    if (chunk !== null) raw[BODY].push(chunk); // at most MAX_BODY bytes: partCharset reads the part headers
    return push.call(this, chunk, encoding);
  };
  return raw;
}

/**
 * The first charset other than UTF-8 a part of a multipart body declares in its own Content-Type
 * (busboy decodes the part with it and does not tell), or undefined. One pass: each part's
 * headers are found after its delimiter, which a value cannot contain.
 * @param {Buffer} body @param {string} boundary
 */
function partCharset(body, boundary) {
  const delimiter = Buffer.from(`--${boundary}`);
  for (let i = body.indexOf(delimiter); i >= 0; ) {
    const [start, end] = [i + delimiter.length, body.indexOf("\r\n\r\n", i + delimiter.length)];
    if (end < 0) return undefined;
    for (const line of body.toString("latin1", start, end).split("\r\n")) {
      const [name, ...params] = line.split(";");
      if (!name.trim().toLowerCase().startsWith("content-type:")) continue;
      const charset = params
        .map((p) => p.split("="))
        .find(([k]) => k.trim().toLowerCase() === "charset")?.[1]
        ?.trim()
        .replace(/^"|"$/g, "")
        .toLowerCase();
      if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") return charset;
    }
    i = body.indexOf(delimiter, end);
  }
  return undefined;
}
app.addHook("preParsing", async (req, reply) => void (req.raw[CONTINUE] && reply.raw.writeContinue()));

/** Framework errors that are the client's: status and one-line reason. */
const TOO_LARGE = [413, `The request body is larger than ${MAX_BODY} bytes`];
const CLIENT_ERRORS = {
  FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
  FST_FILES_LIMIT: [400, "The forms post no files"],
  FST_PARTS_LIMIT: TOO_LARGE,
  FST_FIELDS_LIMIT: TOO_LARGE,
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "Expected multipart/form-data"],
};
app.setErrorHandler((e, req, reply) => {
  const [status, message] =
    e instanceof HttpError
      ? [e.statusCode, e.message]
      : (CLIENT_ERRORS[e.code] ?? (e.statusCode >= 400 && e.statusCode < 500 ? [e.statusCode, STATUS_CODES[e.statusCode]] : [500, "Internal server error"]));
  if (status === 500) warn(`${req.method} ${JSON.stringify(req.url)} failed: ${e?.stack ?? e}`);
  if (e.page)
    return reply
      .code(status)
      .headers({ ...e.headers, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
      .send(e.page);
  if (status === 413 || e.headers?.connection === "close") lingeringClose(reply.header("connection", "close").raw.socket);
  return reply
    .code(status)
    .headers({ ...e.headers, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
    .send(`${message}\n`);
});

/**
 * Closes a connection refused while its body is still arriving without losing the answer: closed
 * at once, the unread bytes would make the kernel send a reset that can discard the answer before
 * the client reads it. Once the answer is sent, the connection is half-closed and what still
 * arrives is dropped (capBody; Node drains an unread body) until the client closes, 1 MB more came
 * or 1 s passed.
 */
function lingeringClose(socket) {
  if (!socket || socket.destroyed) return;
  socket.destroySoon = function () {
    if (this.writable) this.end();
    const done = () => this.destroy();
    let read = 0;
    this.on("data", (c) => {
      read += c.length;
      if (read > 1 << 20) done();
    });
    this.once("end", done);
    setTimeout(done, 1000).unref();
  };
}

/** The allow-list's forms. @throws HttpError 500 when the build wrote none */
function forms() {
  if (!built.config.forms) throw new HttpError(500, "The inbox has no list of forms: run `npm run build`");
  return built.config.forms;
}
/** How long a visitor whose submission could not be stored is asked to wait before sending it again, s (`Retry-After`). */
const RETRY_AFTER_S = 60;
/**
 * Stores a checked submission (unless its honeypot is filled) and resolves once it is whole on
 * disk. A retry of the same submission (same form, ids and values, sent the same way) within
 * DEDUP_MS is stored once: its key is a hash of them. A write that fails is logged and refused
 * with 503 and `Retry-After`; a post made by a plain HTML form (`page`: the posted values and URL)
 * gets the page that keeps what the visitor typed (docs/server.md, "A full or failing disk").
 * @throws HttpError 503
 */
async function keep(req, kind, via, submission, page) {
  if (submission.honeypot) return log(`${submission.form} post with a filled honeypot discarded`);
  const { libVersion: _, ...ids } = submission.meta;
  const key = createHash("sha256")
    .update(JSON.stringify([kind, via, submission.form, ids, submission.fields]))
    .digest("base64url");
  try {
    await store.append({ receivedAt: new Date().toISOString(), kind, form: submission.form, via, ...submission.meta, fields: submission.fields }, { key });
  } catch (e) {
    if (!(e instanceof WriteFailed)) throw e;
    req.log.error({ err: e.cause ?? e, code: e.code, form: submission.form, file: basename(inboxFile) }, "submission not stored: answered 503");
    const headers = { "retry-after": String(RETRY_AFTER_S) };
    const form = page && [...forms().emailjs, ...forms().lists].find((f) => f.form === submission.form);
    throw Object.assign(
      new HttpError(
        503,
        `The submission could not be stored just now (the server's disk is full or failing); nothing was kept. Try again in ${RETRY_AFTER_S} s.`,
        headers,
      ),
      form ? { page: notStoredPage({ ...page, fields: form.fields, retryAfterS: RETRY_AFTER_S }) } : {},
    );
  }
  log(`${submission.form} submission recorded`);
}
/** Whether a post was made by a plain HTML form (the browser navigates to the answer). */
const navigation = (req, fields, query) =>
  fields.ajax !== "1" && query.get("ajax") !== "1" && (req.headers["sec-fetch-mode"] === "navigate" || String(req.headers.accept ?? "").includes("text/html"));
/** A plain HTML form goes to the thank-you view (303), a script gets `body` with 200. */
const answer = (reply, toThankYou, type, body) =>
  toThankYou
    ? reply
        .code(303)
        .headers({ location: built.config.thankYou, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
        .send(`See Other: ${built.config.thankYou}\n`)
    : reply.headers({ "content-type": type, "cache-control": "no-store" }).send(body);
const OK = ["text/plain; charset=utf-8", "OK"];
const SUBSCRIBED = ["application/json", JSON.stringify({ result: "success", msg: "Thank you for subscribing!" })];
const body = (req) =>
  req.body ??
  (() => {
    throw new HttpError(400, "The request has no body");
  })();

/** The fields of a multipart post (no files; at most MAX_BODY bytes in all: capBody), strictly. @throws HttpError 400, 413 */
async function multipartFields(req) {
  const pairs = [];
  let size = 0;
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") throw new HttpError(400, "The forms post no files");
      size += Buffer.byteLength(part.value);
      if (part.valueTruncated || size > MAX_BODY) throw new HttpError(...TOO_LARGE);
      if (`${part.fieldname}${part.value}`.includes("\uFFFD")) throw new HttpError(400, "The multipart body is not valid UTF-8");
      pairs.push([part.fieldname, part.value]);
    }
  } catch (e) {
    if (req.raw[OVER]) throw new HttpError(...TOO_LARGE);
    throw e instanceof HttpError || CLIENT_ERRORS[e.code] ? e : new HttpError(400, "The multipart body is malformed");
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(req.headers["content-type"]));
  if (boundary && partCharset(Buffer.concat(req.raw[BODY] ?? []), boundary[1] ?? boundary[2])) throw new HttpError(415, "Only UTF-8 bodies are accepted");
  return fieldMap(pairs);
}

// One limiter (one count per client address) for the three form endpoints: a route's own
// `config.rateLimit` would count each endpoint apart, three times the documented limit (docs/server.md).
const limited = { onRequest: app.rateLimit({ max: RATE_LIMIT, timeWindow: 60_000 }) };
app.post(SEND, limited, async (req, reply) => {
  await keep(req, "emailjs", "json", emailjsJson(forms(), body(req), MAX_FIELD));
  return answer(reply, false, ...OK);
});
app.post(SEND_FORM, limited, async (req, reply) => {
  const posted = req.isMultipart() ? await multipartFields(req) : formFields(String(body(req)));
  const submission = emailjsFormPost(forms(), posted, MAX_FIELD);
  const toThankYou = navigation(req, submission.fields, req.query);
  await keep(req, "emailjs", "form", submission, toThankYou && { action: req.url, posted });
  return answer(reply, toThankYou, ...OK);
});
app.post("/*", limited, async (req, reply) => {
  const [pathname, query] = [pathOf(req), req.query];
  const posted = formFields(String(body(req)));
  const submission = listPost(forms(), pathname, query, posted, MAX_FIELD);
  const toThankYou = navigation(req, submission.fields, query);
  await keep(req, "subscribe", toThankYou ? "form" : "fetch", submission, toThankYou && { action: req.url, posted });
  return answer(reply, toThankYou, ...SUBSCRIBED);
});

/**
 * Wrong credentials one client address may send for the inbox in a minute: past them every
 * request for the inbox from that address gets 429 with `Retry-After` until the minute is over,
 * the right credential included, so guessing is not worth it (docs/server.md).
 */
const WRONG_CREDENTIALS = 5;
const wrongCredentials = app.createRateLimit({ max: WRONG_CREDENTIALS, timeWindow: 60_000 });
/** Refuses a client address that sent WRONG_CREDENTIALS in the window. @throws HttpError 429 */
const throttled = (seen) => {
  throw new HttpError(429, `Too many wrong credentials from this address; try again in ${seen.ttlInSeconds} s`, {
    "retry-after": String(Math.max(1, seen.ttlInSeconds)),
  });
};

/** GET /inbox and /inbox.json: one page, streamed as the file is read. */
async function inbox(req, reply) {
  const seen = await wrongCredentials(req, { increment: false });
  if (seen.remaining === 0) throttled(seen);
  if (!authorized(req)) {
    if (req.headers.authorization !== undefined) {
      const now = await wrongCredentials(req);
      const failures = WRONG_CREDENTIALS - now.remaining;
      req.log.warn({ ip: req.ip, failures, limit: WRONG_CREDENTIALS }, "wrong inbox credential");
      if (now.remaining === 0) req.log.warn({ ip: req.ip, seconds: now.ttlInSeconds }, "inbox credential refused to this address for the rest of the minute");
    }
    throw new HttpError(401, "The inbox needs its credential (INBOX_TOKEN)", { "www-authenticate": 'Basic realm="inbox", charset="UTF-8"' });
  }
  const q = pageQuery(req.query, PAGE_SIZE, MAX_LIMIT);
  if (!q) throw new HttpError(400, `Malformed page query (before=<byte offset>, limit=1..${MAX_LIMIT})`);
  const json = req.routeOptions.url === "/inbox.json"; // the route, not the path as sent: /inbox%2Ejson is JSON too
  reply.headers({ "content-type": json ? "application/json" : "text/html; charset=utf-8", "cache-control": "no-store", "x-robots-tag": "noindex" });
  if (req.method === "HEAD") return reply.send("");
  const { totals, items } = await store.page(q).catch((e) => {
    throw e instanceof RangeError ? new HttpError(400, `Malformed page query: ${e.message}`) : e;
  });
  const view = { fileName: basename(inboxFile), totals, limit: q.limit, pageSize: PAGE_SIZE, first: q.before === undefined };
  return reply.send(Readable.from(json ? inboxJson(view, items) : inboxPage(view, items)));
}
app.get("/inbox", inbox);
app.get("/inbox.json", inbox);
app.get("/inbox.css", (_req, reply) => reply.headers({ "content-type": "text/css; charset=utf-8", "cache-control": "no-cache" }).send(INBOX_CSS));

/** A not-found (or gone) answer: the nearest 404.html, or a line of text. */
async function notFound(reply, pathname, status) {
  const page = await notFoundPage(dist, pathname);
  return reply
    .code(status)
    .headers({ "content-type": page ? "text/html; charset=utf-8" : "text/plain; charset=utf-8", "cache-control": "no-store" })
    .send(page ?? `${STATUS_CODES[status]}\n`);
}

/** Refuses a file @fastify/static picked (a precompressed sibling included) whose real path leaves dist/. */
const onFile = async (path) => {
  if (!(await inside(await realpath(dist), path))) throw new HttpError(404, "Not found");
};

app.get("/*", async (req, reply) => {
  const [pathname, query] = [pathOf(req), req.query];
  // dist/_redirects first, as Cloudflare Pages applies it: an old URL redirects even where the build left a page.
  const moved = redirectFor(built.redirects, pathname);
  if (moved?.status === 410) return notFound(reply, pathname, 410);
  if (moved) {
    const location = `${moved.to}${query.size && !moved.to.includes("?") ? `?${query}` : ""}`;
    return reply
      .code(moved.status)
      .headers({ location, "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" })
      .send(`Moved to ${location}\n`);
  }
  const found = (await fileFor(dist, pathname)) ?? (pathname === "/favicon.ico" ? await fileFor(dist, "/favicon.svg") : null);
  if (!found && pathname === "/favicon.ico") return reply.headers({ "content-type": "image/svg+xml", "cache-control": "no-cache" }).send(FALLBACK_FAVICON);
  if (!found) return notFound(reply, pathname, 404);
  // The host's own redirects (/a.html and /a/ to /a, /a to /a/ for a folder page): 308, query kept, as Cloudflare Pages answers.
  const search = req.url.slice(pathname.length);
  if (found.redirect)
    return reply
      .code(308)
      .headers({ location: `${found.redirect}${search.length > 1 ? search : ""}`, "cache-control": "no-cache" })
      .send();
  const file = found.file;
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-cache");
  // If-Range needs a strong validator (RFC 9110, section 13.1.5), and one malformed range spec voids the header: both get the whole file.
  const range = String(req.headers.range ?? "");
  const m = /^bytes=(\d*)-(\d*)$/.exec(range);
  if (/^\s*W\//.test(String(req.headers["if-range"] ?? "")) || (range && (!m || (m[1] && m[2] && Number(m[1]) > Number(m[2]))))) delete req.raw.headers.range;
  return reply.sendFile(file, { onFile });
});
app.addHook(
  "onSend",
  async (req, reply) => void (pathOf(req).endsWith("/speculation-rules.json") && reply.header("content-type", "application/speculationrules+json")),
);

/** A raw answer on a socket the HTTP parser gave up on; the socket is closed once it is written (never left open). */
function rawAnswer(socket, status) {
  const text = `${STATUS_CODES[status]}\n`;
  const site = Object.entries(headersFor(built.headers, "/"))
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join("");
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${site}content-type: text/plain; charset=utf-8\r\ncache-control: no-store\r\ncontent-length: ${text.length}\r\nconnection: close\r\n\r\n${text}`,
    () => socket.destroy(),
  );
  setTimeout(() => socket.destroy(), 2000).unref();
}

/** A request the HTTP parser refused: 400, 431 or 408, after the answer to an earlier complete request on the connection; the socket is always released. */
function clientErrorHandler(err, socket) {
  if (err.code === "ECONNRESET" || socket.destroyed || socket[ANSWERED]) return void socket.destroy();
  socket[ANSWERED] = true;
  touch();
  const pending = socket._httpMessage;
  if (pending && !pending.writableEnded && pending.req?.complete) {
    pending.shouldKeepAlive = false;
    pending.once("close", () => socket.destroy());
    setTimeout(() => socket.destroy(), 5000).unref();
  } else if (pending?.headersSent || !socket.writable) socket.destroy();
  else rawAnswer(socket, err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400);
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
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // New connections are refused at once; requests in flight get 2 s to finish, and whatever was
  // queued for the file is written and synced before the exit, whatever else still holds on.
  // A kept-alive connection whose request was in flight becomes idle once answered: closed then.
  setInterval(() => app.server.closeIdleConnections(), 100).unref();
  setTimeout(() => app.server.closeAllConnections(), 2000).unref();
  setTimeout(() => void store.flush().then(() => process.exit(0)), 4000).unref();
  await Promise.all([app.close(), store.flush()]);
  await store.flush();
  process.exit(0);
}

try {
  await app.listen({ port, host, backlog: 1024 });
} catch (e) {
  fatal(`cannot listen on ${host}:${port}: ${e.code === "EADDRINUSE" ? "the port is in use (set PORT)" : e.message}`);
}
const actual = app.server.address().port;
setAllowedHosts(actual);
const shown = host.includes(":") ? `[${host}]` : host;
log(`site and form inbox on http://${shown}:${actual}/`);
log(`submissions: http://${shown}:${actual}/inbox (stored in ${inboxFile})`);
log(
  env.INBOX_TOKEN
    ? "inbox credential: the INBOX_TOKEN you set"
    : `inbox credential for this run: ${token} (any user name with it as the password, or Authorization: Bearer; set INBOX_TOKEN to choose one)`,
);
log("Ctrl-C to stop");
touch();
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => void stop());
