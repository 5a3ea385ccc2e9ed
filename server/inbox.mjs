/**
 * The local form inbox: serves the built site from dist/ on 127.0.0.1 and accepts what the
 * site's forms send, so that a submission made on `npm start` or in a test is recorded and can
 * be seen. Nothing leaves the machine.
 *
 *   POST /api/v1.0/email/send   EmailJS protocol (JSON: service_id, template_id, user_id,
 *                               template_params); 200 "OK", or 400 with EmailJS's wording
 *   POST /subscribe/post        Mailchimp-style form post (application/x-www-form-urlencoded)
 *   GET  /inbox                 the submissions as a page;  GET /inbox.json  as JSON
 *
 * Every submission is appended as one JSON line to INBOX_FILE (default .inbox/submissions.jsonl).
 * Environment: PORT (default 4173), HOST (127.0.0.1), INBOX_FILE, DIST (default dist),
 * IDLE_EXIT_MS (when set, the server stops by itself after that long without a request).
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, resolve } from "node:path";
import sirv from "sirv";

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";
const dist = resolve(process.env.DIST ?? "dist");
const inboxFile = resolve(process.env.INBOX_FILE ?? ".inbox/submissions.jsonl");
const idleExitMs = Number(process.env.IDLE_EXIT_MS ?? 0);
const MAX_BODY = 64 * 1024;

if (!existsSync(join(dist, "index.html"))) {
  process.stderr.write(`inbox: ${dist}/index.html is missing; run \`npm run build\` first.\n`);
  process.exit(1);
}
mkdirSync(dirname(inboxFile), { recursive: true });

const notFoundPage = readFileSync(join(dist, "404.html"));
const serveStatic = sirv(dist, { extensions: ["html"], dev: false, etag: true, gzip: true, brotli: true });

/** Reads a request body up to MAX_BODY bytes. */
function readBody(req) {
  return new Promise((resolveBody, reject) => {
    let size = 0;
    const chunks = [];
    req.on("data", (c) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error("body too large"));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolveBody(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Appends one submission and returns it. */
function record(kind, fields, meta) {
  const entry = { receivedAt: new Date().toISOString(), kind, ...meta, fields };
  appendFileSync(inboxFile, `${JSON.stringify(entry)}\n`);
  process.stdout.write(`inbox: ${kind} submission recorded (${Object.keys(fields).join(", ")})\n`);
  return entry;
}

function readInbox() {
  if (!existsSync(inboxFile)) return [];
  return readFileSync(inboxFile, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
}

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

function inboxPage(entries) {
  const rows = entries
    .slice()
    .reverse()
    .map((e) => `<article><h2>${esc(e.kind)} <small>${esc(e.receivedAt)}</small></h2><dl>${Object.entries(e.fields).map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v) || "<em>(empty)</em>"}</dd>`).join("")}</dl></article>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form inbox (${entries.length})</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#0a1640}article{border:1px solid #dce7ff;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}h2{font-size:1rem;margin:0 0 .5rem}small{color:#64748b;font-weight:400}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;white-space:pre-wrap}</style></head><body><h1>Form inbox</h1><p>${entries.length} submission(s), newest first. File: <code>${esc(inboxFile)}</code></p>${rows || "<p>No submissions yet.</p>"}</body></html>`;
}

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
  const url = new URL(req.url ?? "/", `http://${host}`);
  try {
    if (req.method === "POST" && url.pathname === "/api/v1.0/email/send") {
      let body;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        res.writeHead(400, { "content-type": "text/plain" }).end("The request body is not valid JSON");
        return;
      }
      for (const key of ["service_id", "template_id", "user_id"]) {
        if (typeof body?.[key] !== "string" || body[key] === "") {
          res.writeHead(400, { "content-type": "text/plain" }).end(`The ${key} parameter is required`);
          return;
        }
      }
      if (typeof body.template_params !== "object" || body.template_params === null) {
        res.writeHead(400, { "content-type": "text/plain" }).end("The template_params parameter must be an object");
        return;
      }
      record("emailjs", body.template_params, { serviceId: body.service_id, templateId: body.template_id, publicKey: body.user_id, libVersion: body.lib_version ?? null });
      res.writeHead(200, { "content-type": "text/plain" }).end("OK");
      return;
    }
    if (req.method === "POST" && /^\/subscribe\/post(-json)?$/.test(url.pathname)) {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
      record("subscribe", fields, { list: { u: url.searchParams.get("u"), id: url.searchParams.get("id") } });
      res.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" }).end(JSON.stringify({ result: "success" }));
      return;
    }
    if (req.method === "GET" && url.pathname === "/inbox.json") {
      res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end(JSON.stringify(readInbox()));
      return;
    }
    if (req.method === "GET" && url.pathname === "/inbox") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" }).end(inboxPage(readInbox()));
      return;
    }
    serveStatic(req, res, () => {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" }).end(notFoundPage);
    });
  } catch (e) {
    res.writeHead(500, { "content-type": "text/plain" }).end(String(e?.message ?? e));
  }
});

server.listen(port, host, () => {
  process.stdout.write(`Site and form inbox on http://${host}:${port}/  (submissions: http://${host}:${port}/inbox, file ${inboxFile})\n`);
  touch();
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));
