import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headersFile, speculationRules } from "../../scripts/headers.ts";
import { projectRoot } from "./support/tmp-root.ts";

/**
 * server/inbox.mjs against a small dist/ of its own: the site's headers on every response, the
 * nearest 404.html, the three form protocols (§7) with the 303 of plain form posts, and a 4xx
 * for every bad request while the server keeps serving.
 */

let server: ChildProcess;
let base = "";
let root = "";
const inboxFile = () => join(root, "inbox.jsonl");

const page = (text: string) => `<!doctype html><html lang="en"><head><title>${text}</title></head><body><h1>${text}</h1></body></html>`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "blu-inbox-"));
  const dist = join(root, "dist");
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "404.html": page("Root not found"),
    "services/404.html": page("Section not found"),
    "services/media/404.html": page("Media service not found"),
    "services/media/media-buying/index.html": page("Media buying"),
    "assets/app-abc123.css": "body{color:#000}",
    "speculation-rules.json": JSON.stringify(speculationRules()),
    "_headers": headersFile({}),
    ".inbox.json": JSON.stringify({ thankYou: "/sent" }),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  server = spawn(process.execPath, [join(projectRoot, "server/inbox.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: "0", DIST: dist, INBOX_FILE: inboxFile(), IDLE_EXIT_MS: "60000" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  base = await new Promise<string>((resolve, reject) => {
    let out = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    server.stderr!.on("data", (chunk: Buffer) => process.stderr.write(chunk));
    server.on("exit", (code) => reject(new Error(`inbox exited with ${code}`)));
  });
}, 20_000);

afterAll(() => {
  server?.kill();
  if (root) rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One HTTP request with node:http (the server may answer before a large body is sent). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => {
      // The server answered and closed while the body was still being written: fine.
      if (e.code !== "EPIPE" && e.code !== "ECONNRESET") reject(e);
    });
    if (body !== undefined && chunked) {
      const buf = Buffer.from(body);
      for (let i = 0; i < buf.length; i += 8192) req.write(buf.subarray(i, i + 8192));
      req.end();
    } else req.end(body);
  });
}

const entries = (): { kind: string; via: string; fields: Record<string, string>; [k: string]: unknown }[] =>
  readFileSync(inboxFile(), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const URLENCODED = { "content-type": "application/x-www-form-urlencoded" };
const NAVIGATE = { "sec-fetch-mode": "navigate", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

/** A multipart/form-data body as browsers send it (names with " encoded as %22), plus one file part. */
function multipart(fields: Record<string, string>): { headers: Record<string, string>; body: Buffer } {
  const boundary = "----formdata-blu-7c1f";
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, "%22")}"\r\n\r\n${v}\r\n`);
  parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nfile body\r\n`);
  return { headers: { "content-type": `multipart/form-data; boundary=${boundary}` }, body: Buffer.from(`${parts.join("")}--${boundary}--\r\n`) };
}

describe("inbox: static files and headers", () => {
  it("sends the /* headers of dist/_headers with every page", async () => {
    const res = await send("GET", "/");
    expect(res.status).toBe(200);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("form-action 'self'");
    for (const h of ["x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options", "speculation-rules"]) expect(res.headers[h], h).toBeTruthy();
    expect(res.headers["cache-control"] ?? "").not.toContain("immutable");
  });

  it("adds the /assets/* caching to hashed assets", async () => {
    const res = await send("GET", "/assets/app-abc123.css");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-security-policy"]).toBeTruthy();
  });

  it("serves the Speculation Rules file with its own content type", async () => {
    const res = await send("GET", "/speculation-rules.json");
    expect(res.headers["content-type"]).toBe("application/speculationrules+json");
    expect(JSON.parse(res.text)).toEqual(speculationRules());
  });

  const notFound: [string, string][] = [
    ["/services/media/unknown-slug", "Media service not found"],
    ["/services/media/unknown/deeper", "Media service not found"],
    ["/services/astrology", "Section not found"],
    ["/narnia", "Root not found"],
    ["/a/%E0%A4%A/b", "Root not found"],
    ["/..%2f..%2fetc/passwd", "Root not found"],
  ];
  for (const [path, heading] of notFound) {
    it(`answers ${path} with the nearest 404.html and status 404`, async () => {
      const res = await send("GET", path);
      expect(res.status).toBe(404);
      expect(res.text).toContain(`<h1>${heading}</h1>`);
      expect(res.headers["content-security-policy"]).toBeTruthy();
    });
  }

  it("reads 404.html when asked, so a rebuild shows without a restart", async () => {
    writeFileSync(join(root, "dist/404.html"), page("Rebuilt not found"));
    expect((await send("GET", "/gone")).text).toContain("Rebuilt not found");
  });
});

describe("inbox: the form protocols (§7)", () => {
  it("records EmailJS's JSON send and answers 200 OK", async () => {
    const body = JSON.stringify({ lib_version: "4.4.1", service_id: "svc", template_id: "tpl", user_id: "key", template_params: { name: "Ama", email: "ama@example.com" } });
    const res = await send("POST", "/api/v1.0/email/send", { "content-type": "application/json" }, body);
    expect([res.status, res.text]).toEqual([200, "OK"]);
    expect(entries().at(-1)).toMatchObject({ kind: "emailjs", via: "json", serviceId: "svc", templateId: "tpl", publicKey: "key", libVersion: "4.4.1", fields: { name: "Ama", email: "ama@example.com" } });
  });

  it("records a multipart send-form post with the template fields only; a script gets 200 OK", async () => {
    const { headers, body } = multipart({ name: "Ngozi Ọkafor", email: "ngozi@example.com", 'odd"name': "x", service_id: "svc", template_id: "tpl", user_id: "key", lib_version: "4.4.1" });
    const res = await send("POST", "/api/v1.0/email/send-form", { ...headers, accept: "*/*" }, body);
    expect([res.status, res.text]).toEqual([200, "OK"]);
    const entry = entries().at(-1)!;
    expect(entry).toMatchObject({ kind: "emailjs", via: "form", serviceId: "svc", templateId: "tpl", publicKey: "key", libVersion: "4.4.1" });
    expect(entry.fields).toEqual({ name: "Ngozi Ọkafor", email: "ngozi@example.com", 'odd"name': "x" });
  });

  it("answers a plain HTML form post (a navigation) with 303 to the thank-you page of dist/.inbox.json", async () => {
    const { headers, body } = multipart({ name: "Ama", email: "ama@example.com", service_id: "svc", template_id: "tpl", user_id: "key" });
    const res = await send("POST", "/api/v1.0/email/send-form", { ...headers, ...NAVIGATE }, body);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/sent");
    expect(res.headers["content-security-policy"]).toBeTruthy();
    expect(entries().at(-1)!.fields).toEqual({ name: "Ama", email: "ama@example.com" });
    const urlencoded = await send("POST", "/api/v1.0/email/send-form", { ...URLENCODED, accept: "text/html" }, form({ name: "Kato", service_id: "svc", template_id: "tpl", user_id: "key" }));
    expect([urlencoded.status, urlencoded.headers.location]).toEqual([303, "/sent"]);
  });

  it("records a subscribe post under its posted names: no-cors fetch gets JSON, a form post 303, ajax=1 JSON", async () => {
    const fields = { FNAME: "Kwame", LNAME: "Mensah", EMAIL: "kwame@example.com", tags: "2004618", b_u_id: "" };
    const byScript = await send("POST", "/subscribe/post?u=U1&id=L1", { ...URLENCODED, accept: "*/*", "sec-fetch-mode": "no-cors" }, form({ ...fields, ajax: "1" }));
    expect(byScript.status).toBe(200);
    expect(JSON.parse(byScript.text)).toMatchObject({ result: "success" });
    expect(entries().at(-1)).toMatchObject({ kind: "subscribe", via: "fetch", list: { u: "U1", id: "L1" }, fields: { ...fields, ajax: "1" } });
    const byForm = await send("POST", "/subscribe/post?u=U1&id=L1", { ...URLENCODED, ...NAVIGATE }, form(fields));
    expect([byForm.status, byForm.headers.location]).toEqual([303, "/sent"]);
    expect(entries().at(-1)).toMatchObject({ kind: "subscribe", via: "form", fields });
    const ajax = await send("POST", "/subscribe/post?u=U1&id=L1", { ...URLENCODED, ...NAVIGATE }, form({ ...fields, ajax: "1" }));
    expect(ajax.status).toBe(200);
  });
});

describe("inbox: bad requests get a 4xx and the server keeps serving", () => {
  const big = "a=".padEnd(100 * 1024, "x");
  const rows: [string, { method: string; path: string; headers?: Record<string, string>; body?: string; chunked?: boolean }, number][] = [
    ["malformed JSON", { method: "POST", path: "/api/v1.0/email/send", headers: { "content-type": "application/json" }, body: "{bad" }, 400],
    ["a JSON array", { method: "POST", path: "/api/v1.0/email/send", headers: { "content-type": "application/json" }, body: "[]" }, 400],
    ["JSON without service_id", { method: "POST", path: "/api/v1.0/email/send", headers: { "content-type": "application/json" }, body: JSON.stringify({ template_id: "t", user_id: "u", template_params: {} }) }, 400],
    ["template_params not an object", { method: "POST", path: "/api/v1.0/email/send", headers: { "content-type": "application/json" }, body: JSON.stringify({ service_id: "s", template_id: "t", user_id: "u", template_params: "x" }) }, 400],
    ["JSON sent as text/plain", { method: "POST", path: "/api/v1.0/email/send", headers: { "content-type": "text/plain" }, body: "{}" }, 415],
    ["JSON to the subscribe endpoint", { method: "POST", path: "/subscribe/post", headers: { "content-type": "application/json" }, body: "{}" }, 415],
    ["a form post without EmailJS ids", { method: "POST", path: "/api/v1.0/email/send-form", headers: URLENCODED, body: "name=A" }, 400],
    ["multipart without a boundary", { method: "POST", path: "/api/v1.0/email/send-form", headers: { "content-type": "multipart/form-data" }, body: "x" }, 400],
    ["malformed multipart", { method: "POST", path: "/api/v1.0/email/send-form", headers: { "content-type": "multipart/form-data; boundary=zz" }, body: "--zz\r\nno headers here" }, 400],
    ["a body declared too large", { method: "POST", path: "/subscribe/post", headers: URLENCODED, body: big }, 413],
    ["a chunked body too large", { method: "POST", path: "/subscribe/post", headers: URLENCODED, body: big, chunked: true }, 413],
    ["PUT on a page", { method: "PUT", path: "/", body: "x" }, 405],
    ["GET on an endpoint", { method: "GET", path: "/subscribe/post" }, 405],
    ["DELETE on an endpoint", { method: "DELETE", path: "/api/v1.0/email/send" }, 405],
  ];
  for (const [name, given, want] of rows) {
    it(`${name}: ${want}`, async () => {
      const before = entries().length;
      const res = await send(given.method, given.path, given.headers, given.body, given.chunked);
      expect(res.status).toBe(want);
      expect(res.text).not.toMatch(/\n\s+at |Error:/);
      expect(entries().length).toBe(before);
      expect((await send("GET", "/")).status).toBe(200);
    });
  }
});

describe("inbox: the /inbox page", () => {
  it("obeys the CSP: no inline style, its stylesheet at /inbox.css, posted text escaped", async () => {
    await send("POST", "/subscribe/post", URLENCODED, form({ FNAME: "<script>alert(1)</script>" }));
    const res = await send("GET", "/inbox");
    expect(res.status).toBe(200);
    expect(res.headers["content-security-policy"]).toContain("style-src 'self'");
    expect(res.text).not.toMatch(/<style|style=|<script/);
    expect(res.text).toContain('<link rel="stylesheet" href="/inbox.css">');
    expect(res.text).toContain("&lt;script&gt;");
    const css = await send("GET", "/inbox.css");
    expect([css.status, css.headers["content-type"]]).toEqual([200, "text/css; charset=utf-8"]);
    const json = await send("GET", "/inbox.json");
    expect(JSON.parse(json.text)).toHaveLength(entries().length);
  });
});
