// @ts-check
/**
 * The local site server and form inbox as a Fastify instance (docs/server.md): serves dist/ as
 * the static host would (dist/_headers, dist/_redirects, the nearest 404.html), stores what the
 * forms post once checked against dist/.inbox.json, and shows it at /inbox and /inbox.json
 * to whoever holds the inbox credential. A bad request gets a 4xx with a one-line reason.
 *
 * Importing this module does nothing: `createInboxServer` builds a server that is not listening
 * (tests call `inject`, or `listen` on a port of their own); server/inbox.mjs is the command
 * that reads the environment, listens and handles signals.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { realpath } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import { networkInterfaces } from "node:os";
import { basename, dirname, join } from "node:path";
import { Readable } from "node:stream";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify from "fastify";
import { emailjsFormPost, emailjsJson, fieldMap, formFields, HttpError, listPaths, listPost, parseInboxConfig, parseJsonBody } from "./forms.mjs";
import { FALLBACK_FAVICON, INBOX_CSS, inboxJson, inboxPage, notStoredPage, pageQuery } from "./pages.mjs";
import { parseHeadersFile, parseRedirectsFile } from "../lib/host-files.mjs";
import { fileFor, headersFor, inside, notFoundPage, redirectFor } from "./site.mjs";
import { createStore, MAX_LIMIT, WriteFailed } from "./store.mjs";

/**
 * What a server is built from; every limit has the default the command documents.
 * @typedef {object} InboxServerConfig
 * @property {string} dist The built site to serve (an absolute path); its index.html must exist.
 * @property {string} inboxFile Where submissions are appended (an absolute path; its folder is made, mode 0700).
 * @property {string} token The inbox credential (Bearer, or Basic with any user name).
 * @property {string} [host] The address it is to listen on (default 127.0.0.1): with the port, the Host names it answers to.
 * @property {readonly string[]} [proxyHosts] Host names a proxy in front serves it under (docs/server.md, "Running it behind a host").
 * @property {number} [maxBody] The largest request body, bytes (default 65536).
 * @property {number} [maxField] The longest form field, characters (default 10000).
 * @property {number} [pageSize] Submissions per /inbox page (default 50, at most the store's limit).
 * @property {number} [rateLimit] Form posts a minute from one address (default 30).
 * @property {number} [timeoutMs] How long a request may take, ms (default 10000).
 * @property {(line: string) => void} [log] Where a line of news goes (default: nowhere).
 * @property {(line: string) => void} [warn] Where a warning or a request's error goes (default: nowhere).
 * @property {() => void} [onRequest] Called as each request (or a request the parser refused) arrives: the command's idle timer.
 * @property {boolean} [capMultipartBodies] Hold a multipart body to `maxBody` as it arrives, by wrapping the request's `push` (default true; see capBody).
 */

/** @typedef {import("fastify").FastifyRequest} Req */
/** @typedef {import("fastify").FastifyReply} Reply */
/** What this server keeps on Node's requests and sockets, by symbol. @typedef {Record<symbol, any>} Marks */
/** The marks of a Node object. @param {object} o */
const marks = (o) => /** @type {Marks} */ (o);
/** A request's query: the URLSearchParams the querystring parser made. @param {Req} req */
const queryOf = (req) => /** @type {URLSearchParams} */ (req.query);

/** The form endpoints of EmailJS's API that the contact and lead forms post to. */
const [SEND, SEND_FORM] = ["/api/v1.0/email/send", "/api/v1.0/email/send-form"];

/**
 * Builds the server, its plugins registered, not listening. Until it listens it answers the Host
 * names of port 80 (what `inject` sends by default); once listening, those of its port. Closing
 * it (`close`) writes and syncs what was queued for the submissions file.
 * @param {InboxServerConfig} config
 * @returns {Promise<import("fastify").FastifyInstance>}
 * @throws {Error} when dist/index.html is missing (the site is not built)
 */
export async function createInboxServer(config) {
  const { dist, inboxFile, token } = config;
  const host = config.host ?? "127.0.0.1";
  const MAX_BODY = config.maxBody ?? 64 * 1024;
  const MAX_FIELD = config.maxField ?? 10_000;
  const PAGE_SIZE = Math.min(config.pageSize ?? 50, MAX_LIMIT);
  const RATE_LIMIT = config.rateLimit ?? 30;
  const TIMEOUT_MS = config.timeoutMs ?? 10_000;
  const nothing = () => {};
  const [log, warn, onRequest] = [config.log ?? nothing, config.warn ?? nothing, config.onRequest ?? nothing];
  const capMultipartBodies = config.capMultipartBodies ?? true;

  /** @param {string} s */
  const digest = (s) => createHash("sha256").update(s).digest();
  const TOKEN = digest(token);
  /** Whether a request carries the inbox credential (Bearer <token>, or Basic with any user and the token as password), compared in constant time. */
  /** @param {Req} req */
  function authorized(req) {
    const [, scheme, value] = /^(\w+) +(\S+)$/.exec(String(req.headers.authorization ?? "")) ?? [];
    const basic = /^basic$/i.test(scheme ?? "") ? Buffer.from(value, "base64").toString("utf8") : "";
    const given = /^bearer$/i.test(scheme ?? "") ? value : basic.includes(":") ? basic.slice(basic.indexOf(":") + 1) : null;
    return given !== null && timingSafeEqual(digest(given), TOKEN);
  }

  if (!existsSync(join(dist, "index.html"))) throw new Error(`${join(dist, "index.html")} is missing; run \`npm run build\` first.`);
  mkdirSync(dirname(inboxFile), { recursive: true, mode: 0o700 });
  const store = createStore(inboxFile);
  store.totals().catch((e) => warn(`cannot read the submissions file: ${e.message}`));

  /** The build's files the server follows, read again when one changed (checked at most once a second). */
  /** @type {{ config: ReturnType<typeof parseInboxConfig>, headers: { pattern: string, headers: [string, string][] }[], redirects: Map<string, { to: string, status: number }>, stamp: string, checkedAt: number }} */
  const built = { config: parseInboxConfig("{}"), headers: [], redirects: new Map(), stamp: "", checkedAt: 0 };
  function refreshBuilt() {
    if (Date.now() - built.checkedAt < 1000) return;
    built.checkedAt = Date.now();
    /** @param {string} name */
    const read = (name) => (existsSync(join(dist, name)) ? readFileSync(join(dist, name), "utf8") : "");
    const stamp = [".inbox.json", "_headers", "_redirects"].map((n) => statSync(join(dist, n), { throwIfNoEntry: false })?.mtimeMs ?? 0).join(":");
    if (stamp === built.stamp) return;
    const [headers, redirects] = [parseHeadersFile(read("_headers")), parseRedirectsFile(read("_redirects"))];
    Object.assign(built, { stamp, config: parseInboxConfig(read(".inbox.json") || "{}"), headers: headers.rules, redirects: redirects.rules });
    for (const [name, { skipped }] of /** @type {[string, { skipped: string[] }][]} */ ([
      ["_headers", headers],
      ["_redirects", redirects],
    ]))
      if (skipped.length) warn(`dist/${name}: ${skipped.length} line(s) skipped (${skipped.slice(0, 3).join("; ")})`);
    if (!built.config.forms) warn("dist/.inbox.json lists no forms with their schemas (an older build?): every form post is refused until `npm run build`");
  }
  refreshBuilt();
  /** Host names (with the port) the server answers to; anything else is refused (DNS rebinding). */
  /** @type {Set<string>} */
  let allowedHosts = new Set();
  /** @param {number} actualPort */
  function setAllowedHosts(actualPort) {
    const names = new Set(["127.0.0.1", "localhost", "[::1]", host.includes(":") ? `[${host}]` : host]);
    if (host === "0.0.0.0" || host === "::")
      for (const list of Object.values(networkInterfaces())) for (const i of list ?? []) names.add(i.family === "IPv6" ? `[${i.address}]` : i.address);
    allowedHosts = new Set([...names].flatMap((n) => [`${n}:${actualPort}`, ...(actualPort === 80 ? [n] : [])]).map((h) => h.toLowerCase()));
    for (const extra of PROXY_HOSTS) allowedHosts.add(extra);
  }
  /** The names a proxy in front (docs/server.md, "Running it behind a host") may serve them over https. */
  const PROXY_HOSTS = new Set((config.proxyHosts ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean));
  /** Whether an Origin is this server as the browser reached it: `http://<Host>`, or `https://<Host>` for an INBOX_HOSTS name (the proxy terminates TLS). */
  /** @param {string} origin @param {string} hostHeader */
  function sameOrigin(origin, hostHeader) {
    const [o, h] = [origin.toLowerCase(), hostHeader.toLowerCase()];
    return o === `http://${h}` || (PROXY_HOSTS.has(h) && o === `https://${h}`);
  }

  /** The path of a request URL (its query is `req.query`, a URLSearchParams). */
  /** @param {{ url?: string }} req @returns {string} */
  const pathOf = (req) => (req.url ?? "/").split("?", 1)[0] ?? "/";

  /** The media types each form endpoint takes (anything else: 415 before the body is read). */
  /** @type {Record<string, string[]>} */
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
    routerOptions: { querystringParser: (text) => /** @type {any} */ (new URLSearchParams(text)) }, // here, not top-level (deprecated: FSTDEP022)
    http: { requireHostHeader: false, headersTimeout: TIMEOUT_MS, connectionsCheckingInterval: Math.min(1000, TIMEOUT_MS) },
    // An absolute-form target (`GET http://host/path`) is taken on an allowed host only.
    rewriteUrl(req) {
      const url = req.url ?? "/";
      if (url.startsWith("/")) return url;
      const u = URL.parse(/^https?:\/\//i.test(url) ? url : "x:");
      if (u?.protocol.startsWith("http") && allowedHosts.has(u.host.toLowerCase())) return u.pathname + u.search;
      marks(req)[BAD_URL] = true;
      return "/";
    },
    frameworkErrors: (error, _req, reply) =>
      error.code === "FST_ERR_BAD_URL" ? notFound(reply.headers(headersFor(built.headers, "/")), "/", 404) : /** @type {Reply} */ (reply).send(error),
    clientErrorHandler,
  });
  Object.assign(app.server, { httpAllowHalfOpen: true }); // a client that half-closes once its request is sent still gets its answer
  // Expect: 100-continue is answered only once the headers passed every check (preParsing below).
  app.server.on("checkContinue", (req, res) => app.routing(Object.assign(capBody(req), { [CONTINUE]: true }), res));
  // First of the request listeners: Node's parser emits "request" before it hands over the body (which may have come in the same packet).
  app.server.prependListener("request", capBody);
  app.server.on("connect", (_req, socket) => {
    socket.on("error", () => {});
    rawAnswer(socket, 405);
  });

  await app.register(fastifyStatic, { root: dist, serve: false, preCompressed: true, cacheControl: false, dotfiles: "deny", index: false });
  await app.register(formbody, { bodyLimit: MAX_BODY, parser: (text) => /** @type {any} */ (text) });
  await app.register(multipart, { limits: { fieldNameSize: 200, fieldSize: MAX_BODY, fields: 32, files: 0, fileSize: 0, parts: 32, headerPairs: 8 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, c) => new HttpError(429, `Too many posts from this address; try again in ${c.after}`),
  });
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, async (/** @type {unknown} */ _req, /** @type {Buffer} */ body) => parseJsonBody(body));

  app.addHook("onRequest", async (req, reply) => {
    onRequest();
    refreshBuilt();
    const pathname = pathOf(req);
    reply.headers(headersFor(built.headers, pathname));
    if (req.raw.rawHeaders.filter((h, i) => i % 2 === 0 && h.toLowerCase() === "host").length !== 1) throw new HttpError(400, "Send exactly one Host header");
    if (!allowedHosts.has(String(req.headers.host).toLowerCase()) || marks(req.raw)[BAD_URL]) throw new HttpError(400, "Unknown host");
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
    if ((origin !== undefined && !sameOrigin(origin, String(req.headers.host))) || (site !== undefined && site !== "same-origin" && site !== "none"))
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
  /** @param {import("node:http").IncomingMessage} raw */
  function capBody(raw) {
    if (!capMultipartBodies || !String(raw.headers["content-type"]).toLowerCase().includes("multipart/")) return raw;
    const push = raw.push;
    let size = 0;
    const m = marks(raw);
    m[BODY] = [];
    /** @this {import("node:http").IncomingMessage} @param {any} chunk @param {BufferEncoding} [encoding] */
    raw.push = function (chunk, encoding) {
      if (m[OVER]) return true;
      if (chunk !== null) size += chunk.length;
      if (chunk !== null && size > MAX_BODY) {
        // Marked complete, or ending it early would make Node reset the connection before the 413 is sent.
        [m[OVER], raw.complete] = [true, true];
        return push.call(this, null);
      }
      if (chunk !== null) m[BODY].push(chunk); // at most MAX_BODY bytes: partCharset reads the part headers
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
  app.addHook("preParsing", async (req, reply) => void (marks(req.raw)[CONTINUE] && reply.raw.writeContinue()));

  /** Framework errors that are the client's: status and one-line reason. */
  /** @type {[number, string]} */
  const TOO_LARGE = [413, `The request body is larger than ${MAX_BODY} bytes`];
  /** @type {Record<string, [number, string]>} */
  const CLIENT_ERRORS = {
    FST_ERR_CTP_BODY_TOO_LARGE: TOO_LARGE,
    FST_FILES_LIMIT: [400, "The forms post no files"],
    FST_PARTS_LIMIT: TOO_LARGE,
    FST_FIELDS_LIMIT: TOO_LARGE,
    FST_INVALID_MULTIPART_CONTENT_TYPE: [415, "Expected multipart/form-data"],
  };
  app.setErrorHandler((caught, req, reply) => {
    const e = /** @type {{ statusCode: number, message: string, code?: string, page?: string, headers?: Record<string, string>, stack?: string }} */ (caught);
    const [status, message] =
      e instanceof HttpError
        ? [e.statusCode, e.message]
        : (CLIENT_ERRORS[e.code ?? ""] ??
          (e.statusCode >= 400 && e.statusCode < 500 ? [e.statusCode, STATUS_CODES[e.statusCode] ?? "Error"] : [500, "Internal server error"]));
    if (status === 500) warn(`${req.method} ${JSON.stringify(req.url)} failed: ${e?.stack ?? String(e)}`);
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
  /** @param {any} socket the request's socket */
  function lingeringClose(socket) {
    if (!socket || socket.destroyed) return;
    /** @this {import("node:net").Socket} */
    socket.destroySoon = function () {
      if (this.writable) this.end();
      const done = () => this.destroy();
      let read = 0;
      this.on(
        "data",
        /** @param {Buffer} c */ (c) => {
          read += c.length;
          if (read > 1 << 20) done();
        },
      );
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
  /**
   * @param {Req} req @param {string} kind @param {string} via @param {import("./forms.mjs").Submission} submission
   * @param {false | { action: string, posted: Map<string, string> }} [page]
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
  /** @param {Req} req @param {Record<string, unknown>} fields @param {URLSearchParams} query */
  const navigation = (req, fields, query) =>
    fields.ajax !== "1" &&
    query.get("ajax") !== "1" &&
    (req.headers["sec-fetch-mode"] === "navigate" || String(req.headers.accept ?? "").includes("text/html"));
  /** A plain HTML form goes to the thank-you view (303), a script gets `body` with 200. */
  /** @param {Reply} reply @param {boolean} toThankYou @param {string} type @param {string} body */
  const answer = (reply, toThankYou, type, body) =>
    toThankYou
      ? reply
          .code(303)
          .headers({ location: built.config.thankYou, "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" })
          .send(`See Other: ${built.config.thankYou}\n`)
      : reply.headers({ "content-type": type, "cache-control": "no-store" }).send(body);
  /** @type {[string, string]} */
  const OK = ["text/plain; charset=utf-8", "OK"];
  /** @type {[string, string]} */
  const SUBSCRIBED = ["application/json", JSON.stringify({ result: "success", msg: "Thank you for subscribing!" })];
  /** @param {Req} req @returns {Record<string, unknown>} */
  const body = (req) => {
    if (req.body === undefined || req.body === null) throw new HttpError(400, "The request has no body");
    return /** @type {Record<string, unknown>} */ (req.body);
  };

  /** The fields of a multipart post (no files; at most MAX_BODY bytes in all: capBody), strictly. @throws HttpError 400, 413 */
  /** @param {Req} req */
  async function multipartFields(req) {
    /** @type {[string, string][]} */
    const pairs = [];
    let size = 0;
    try {
      for await (const part of req.parts()) {
        if (part.type === "file") throw new HttpError(400, "The forms post no files");
        const value = String(part.value);
        size += Buffer.byteLength(value);
        if (part.valueTruncated || size > MAX_BODY) throw new HttpError(...TOO_LARGE);
        if (`${part.fieldname}${value}`.includes("\uFFFD")) throw new HttpError(400, "The multipart body is not valid UTF-8");
        pairs.push([part.fieldname, value]);
      }
    } catch (e) {
      if (marks(req.raw)[OVER]) throw new HttpError(...TOO_LARGE);
      throw e instanceof HttpError || CLIENT_ERRORS[/** @type {{ code?: string }} */ (e).code ?? ""]
        ? e
        : new HttpError(400, "The multipart body is malformed");
    }
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(String(req.headers["content-type"]));
    if (boundary && partCharset(Buffer.concat(marks(req.raw)[BODY] ?? []), boundary[1] ?? boundary[2]))
      throw new HttpError(415, "Only UTF-8 bodies are accepted");
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
    const toThankYou = navigation(req, submission.fields, queryOf(req));
    await keep(req, "emailjs", "form", submission, toThankYou && { action: req.url, posted });
    return answer(reply, toThankYou, ...OK);
  });
  app.post("/*", limited, async (req, reply) => {
    const [pathname, query] = [pathOf(req), queryOf(req)];
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
  /** @param {{ ttlInSeconds: number }} seen @returns {never} */
  const throttled = (seen) => {
    throw new HttpError(429, `Too many wrong credentials from this address; try again in ${seen.ttlInSeconds} s`, {
      "retry-after": String(Math.max(1, seen.ttlInSeconds)),
    });
  };

  /** GET /inbox and /inbox.json: one page, streamed as the file is read. */
  /** @param {Req} req @param {Reply} reply */
  async function inbox(req, reply) {
    // No allow list: the limiter always answers with its counts.
    const counted = /** @param {unknown} r */ (r) => /** @type {{ remaining: number, ttlInSeconds: number }} */ (r);
    const seen = counted(await wrongCredentials(req, { increment: false }));
    if (seen.remaining === 0) throttled(seen);
    if (!authorized(req)) {
      if (req.headers.authorization !== undefined) {
        const now = counted(await wrongCredentials(req));
        const failures = WRONG_CREDENTIALS - now.remaining;
        req.log.warn({ ip: req.ip, failures, limit: WRONG_CREDENTIALS }, "wrong inbox credential");
        if (now.remaining === 0) req.log.warn({ ip: req.ip, seconds: now.ttlInSeconds }, "inbox credential refused to this address for the rest of the minute");
      }
      throw new HttpError(401, "The inbox needs its credential (INBOX_TOKEN)", { "www-authenticate": 'Basic realm="inbox", charset="UTF-8"' });
    }
    const q = pageQuery(queryOf(req), PAGE_SIZE, MAX_LIMIT);
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
  /** @param {Reply} reply @param {string} pathname @param {number} status */
  async function notFound(reply, pathname, status) {
    const page = await notFoundPage(dist, pathname);
    return reply
      .code(status)
      .headers({ "content-type": page ? "text/html; charset=utf-8" : "text/plain; charset=utf-8", "cache-control": "no-store" })
      .send(page ?? `${STATUS_CODES[status]}\n`);
  }

  /** Refuses a file @fastify/static picked (a precompressed sibling included) whose real path leaves dist/. */
  /** @param {string} path */
  const onFile = async (path) => {
    if (!(await inside(await realpath(dist), path))) throw new HttpError(404, "Not found");
  };

  app.get("/*", async (req, reply) => {
    const [pathname, query] = [pathOf(req), queryOf(req)];
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
    if ("redirect" in found)
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
  /** @param {import("node:stream").Duplex} socket @param {number} status */
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
  /** @param {NodeJS.ErrnoException} err @param {any} socket */
  function clientErrorHandler(err, socket) {
    if (err.code === "ECONNRESET" || socket.destroyed || socket[ANSWERED]) return void socket.destroy();
    socket[ANSWERED] = true;
    onRequest();
    const pending = socket._httpMessage;
    if (pending && !pending.writableEnded && pending.req?.complete) {
      pending.shouldKeepAlive = false;
      pending.once("close", () => socket.destroy());
      setTimeout(() => socket.destroy(), 5000).unref();
    } else if (pending?.headersSent || !socket.writable) socket.destroy();
    else rawAnswer(socket, err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400);
  }

  setAllowedHosts(80);
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (address && typeof address === "object") setAllowedHosts(address.port);
  });
  app.addHook("onClose", async () => {
    await store.flush();
  });
  stores.set(app, store);
  return app;
}

/** The store of each server built here, for closeGracefully's last flush. */
const stores = new WeakMap();

/**
 * Stops a listening server gracefully: new connections are refused at once; requests in flight
 * get 2 s to finish (a kept-alive connection is closed once its answer is sent), then every
 * connection is closed. Resolves once the server closed, or after 4 s whatever still holds on,
 * and in either case once what was queued for the submissions file is written and synced.
 * @param {import("fastify").FastifyInstance} app a server of createInboxServer
 */
export async function closeGracefully(app) {
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const all = setTimeout(() => app.server.closeAllConnections(), 2000);
  /** @type {NodeJS.Timeout | undefined} */
  let late;
  try {
    await Promise.race([app.close(), new Promise((r) => (late = setTimeout(r, 4000)))]);
  } finally {
    clearInterval(idle);
    clearTimeout(all);
    clearTimeout(late);
  }
  await stores.get(app)?.flush();
}
