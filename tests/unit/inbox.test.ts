import { appendFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { speculationRules } from "../../scripts/build/headers.ts";
import { inboxConfig } from "../../scripts/build/inbox-config.ts";
import {
  type Answer,
  formRequests,
  INBOX_AUTH,
  type InboxServer,
  makeDist,
  multipart,
  send,
  startInbox,
  storedLines,
  tempSite,
} from "../support/inbox-harness.ts";
import { rawRequest } from "./support/raw-http.ts";

/**
 * server/inbox.mjs against a small dist/ of its own (the real _headers and .inbox.json of the
 * current spec): the site's headers on every response, the nearest 404.html, the three form
 * protocols with only the forms' own shapes stored, a 4xx for every bad request while the
 * server keeps serving, and the submissions file read newest first a page at a time.
 */

const config = inboxConfig();
const contact = config.emailjs[0]!;
const lead = config.lists.find((l) => l.form === "lead")!;
const newsletter = config.lists.find((l) => l.form === "newsletter")!;

let site: ReturnType<typeof tempSite>;
let server: InboxServer;
let base = "";
let origin = "";

beforeAll(async () => {
  site = tempSite();
  server = await startInbox(site.dist, site.file);
  base = server.base;
  origin = base;
}, 20_000);

afterAll(async () => {
  await server?.stop();
  if (site) rmSync(site.root, { recursive: true, force: true });
});

/** A GET with the inbox credential (harmless elsewhere). */
const get = (path: string, headers: Record<string, string> = {}) => send(base, "GET", path, { ...INBOX_AUTH, ...headers });
const post = (path: string, headers: Record<string, string>, body?: string | Buffer, opts?: { chunked?: boolean }) =>
  send(base, "POST", path, headers, body, opts);
const entries = () => storedLines(site.file);
const URLENCODED = { "content-type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "content-type": "application/json" };
const listPath = (l = newsletter) => `${l.path}?u=${l.u}&id=${l.id}`;
const newsletterBody = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ FNAME: "Kwame", LNAME: "Mensah", EMAIL: "kwame@example.com", tags: newsletter.tags, [newsletter.honeypot]: "", ...extra }).toString();
const emailjsBody = (params: Record<string, unknown> = {}, ids: Record<string, unknown> = {}) =>
  JSON.stringify({
    lib_version: "4.4.1",
    service_id: contact.serviceId,
    template_id: contact.templateId,
    user_id: contact.publicKey,
    ...ids,
    template_params: { name: "Ama", email: "ama@example.com", message: "Hello", country: "Kenya", reason: "Media", ...params },
  });

const SECURITY = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];
const expectSecurityHeaders = (res: Answer) => {
  for (const h of SECURITY) expect(res.headers[h], h).toBeTruthy();
  // For the production host only (dist/_headers has it): plain HTTP on this machine never pins HTTPS.
  expect(res.headers["strict-transport-security"]).toBeUndefined();
};

describe("inbox: static files and headers", () => {
  it("sends the /* headers of dist/_headers with every page", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("form-action 'self'");
    expectSecurityHeaders(res);
    expect(res.headers["speculation-rules"]).toBeTruthy();
    expect(res.headers["cache-control"] ?? "").not.toContain("immutable");
  });

  it("adds the /assets/* caching to hashed assets", async () => {
    const res = await get("/assets/app-abc123.css");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-security-policy"]).toBeTruthy();
  });

  it("serves the Speculation Rules file with its own content type", async () => {
    const res = await get("/speculation-rules.json");
    expect(res.headers["content-type"]).toBe("application/speculationrules+json");
    expect(JSON.parse(res.text)).toEqual(speculationRules());
  });

  it("answers conditional and range requests", async () => {
    const first = await get("/assets/app-abc123.css");
    const etag = String(first.headers.etag);
    expect((await get("/assets/app-abc123.css", { "if-none-match": etag })).status).toBe(304);
    const part = await get("/assets/app-abc123.css", { range: "bytes=5-9" });
    expect([part.status, part.text, part.headers["content-range"]]).toEqual([206, "color", "bytes 5-9/16"]);
    expect((await get("/assets/app-abc123.css", { range: "bytes=-3" })).text).toBe("00}");
    expect((await get("/assets/app-abc123.css", { range: "bytes=99-" })).status).toBe(416);
    for (const range of ["bytes=9-5", "bytes=abc", "items=1-2", "bytes=0-1,3-4"])
      expect((await get("/assets/app-abc123.css", { range })).status, range).toBe(200);
  });

  const notFound: [string, string][] = [
    ["/services/media/unknown-slug", "Media service not found"],
    ["/services/media/unknown/deeper", "Media service not found"],
    ["/services/astrology", "Section not found"],
    ["/narnia", "Root not found"],
    ["/a/%E0%A4%A/b", "Root not found"],
    ["/..%2f..%2fetc/passwd", "Root not found"],
    ["/.inbox.json", "Root not found"],
    ["/%2e%2e/%2e%2e/etc/passwd", "Root not found"],
  ];
  for (const [path, heading] of notFound) {
    it(`answers ${path} with the nearest 404.html and status 404`, async () => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.text).toContain(`<h1>${heading}</h1>`);
      expectSecurityHeaders(res);
    });
  }

  // The file rules of Cloudflare Pages (server/site.mjs, fileFor; docs/architecture.md, "URLs and files").
  const urlPolicy: [string, number, string][] = [
    ["/services/media/media-buying", 200, "<h1>Media buying</h1>"],
    ["/thank-you", 200, "<h1>Sent</h1>"],
    ["/", 200, "<h1>Home</h1>"],
    ["/guide/", 200, "<h1>A folder page</h1>"],
    ["/404", 200, "<h1>Root not found</h1>"],
    ["/services/media/media-buying.html", 308, "/services/media/media-buying"],
    ["/services/media/media-buying/", 308, "/services/media/media-buying"],
    ["/thank-you.html?utm_source=a%20b&x", 308, "/thank-you?utm_source=a%20b&x"],
    ["/thank-you/?", 308, "/thank-you"],
    ["/index.html", 308, "/"],
    ["/index", 308, "/"],
    ["/guide", 308, "/guide/"],
    ["/guide/index.html", 308, "/guide/"],
    ["/404.html", 308, "/404"],
    ["/narnia/index", 308, "/narnia/"],
    ["/thank-you/index.html", 404, "<h1>Root not found</h1>"],
    ["/narnia/", 404, "<h1>Root not found</h1>"],
    ["/_headers", 404, "<h1>Root not found</h1>"],
  ];
  for (const [path, status, want] of urlPolicy) {
    it(`answers ${path} as Cloudflare Pages does: ${status} ${status === 308 ? `to ${want}` : ""}`, async () => {
      const res = await get(path);
      expect(res.status).toBe(status);
      if (status === 308) expect(res.headers.location).toBe(want);
      else expect(res.text).toContain(want);
      expectSecurityHeaders(res);
    });
  }

  it("reads pages when asked, so a rebuild shows without a restart", async () => {
    writeFileSync(`${site.dist}/404.html`, "<!doctype html><title>x</title><h1>Rebuilt not found</h1>");
    expect((await get("/gone")).text).toContain("Rebuilt not found");
    writeFileSync(`${site.dist}/fresh.html`, "<h1>Fresh</h1>");
    expect((await get("/fresh")).text).toContain("Fresh");
  });

  it("answers HEAD wherever GET works, with no body", async () => {
    for (const path of ["/", "/inbox", "/inbox.json", "/inbox.css", "/favicon.ico", "/assets/app-abc123.css"]) {
      const res = await send(base, "HEAD", path, INBOX_AUTH);
      expect([path, res.status, res.text]).toEqual([path, 200, ""]);
      expectSecurityHeaders(res);
    }
    expect((await send(base, "HEAD", "/narnia")).status).toBe(404);
  });

  it("serves a favicon at /favicon.ico", async () => {
    const res = await get("/favicon.ico");
    expect([res.status, res.headers["content-type"]]).toEqual([200, "image/svg+xml"]);
  });
});

describe("inbox: the form protocols", () => {
  it("stores every request the four forms send, answering 200 to scripts and 303 to plain form posts", async () => {
    const before = entries().length;
    for (const r of formRequests("protocols", origin)) {
      const res = await send(base, r.method, r.path, r.headers, r.body);
      expect([r.name, res.status]).toEqual([r.name, r.status]);
      if (res.status === 303) expect(res.headers.location).toBe("/thank-you");
      expectSecurityHeaders(res);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    }
    const stored = entries().slice(before);
    expect(stored).toHaveLength(formRequests("x", origin).length);
    expect(stored.map((e) => `${e.form}/${e.kind}/${e.via}`)).toEqual([
      "contact/emailjs/json",
      "contact/emailjs/form",
      "lead/subscribe/form",
      "lead/subscribe/fetch",
      "newsletter/subscribe/form",
      "newsletter/subscribe/fetch",
      "report/subscribe/form",
      "report/subscribe/fetch",
    ]);
  });

  it("records EmailJS's JSON send with the template params and the ids", async () => {
    const res = await post("/api/v1.0/email/send", JSON_TYPE, emailjsBody({ name: "Ama Owusu" }));
    expect([res.status, res.text]).toEqual([200, "OK"]);
    expect(entries().at(-1)).toMatchObject({
      kind: "emailjs",
      form: "contact",
      via: "json",
      serviceId: contact.serviceId,
      templateId: contact.templateId,
      publicKey: contact.publicKey,
      libVersion: "4.4.1",
      fields: { name: "Ama Owusu", email: "ama@example.com", message: "Hello", country: "Kenya", reason: "Media" },
    });
  });

  it("records a multipart send-form post with the template fields only", async () => {
    const mp = multipart([
      ["name", "Ngozi Ọkafor"],
      ["email", "ngozi@example.com"],
      ["country", "Nigeria"],
      ["reason", "Digital"],
      ["message", "a\r\nb"],
      ["service_id", contact.serviceId],
      ["template_id", contact.templateId],
      ["user_id", contact.publicKey],
      ...(contact.honeypot ? [[contact.honeypot, ""] as [string, string]] : []),
    ]);
    const res = await post("/api/v1.0/email/send-form", { "content-type": mp.contentType, accept: "*/*" }, mp.body);
    expect([res.status, res.text]).toEqual([200, "OK"]);
    expect(entries().at(-1)!.fields).toEqual({ name: "Ngozi Ọkafor", email: "ngozi@example.com", country: "Nigeria", reason: "Digital", message: "a\r\nb" });
  });

  it("records a list post under its posted names, tags, honeypot and ajax included", async () => {
    const res = await post(listPath(), { ...URLENCODED, accept: "*/*", "sec-fetch-mode": "no-cors" }, newsletterBody({ ajax: "1" }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toMatchObject({ result: "success" });
    expect(entries().at(-1)).toMatchObject({
      kind: "subscribe",
      form: "newsletter",
      via: "fetch",
      list: { u: newsletter.u, id: newsletter.id },
      fields: { FNAME: "Kwame", tags: newsletter.tags, [newsletter.honeypot]: "", ajax: "1" },
    });
  });

  it("stores hostile text byte-exact and shows it escaped", async () => {
    const unit = "<script>alert('x')</script> שלום עולם \u202Eevil\u202C 👩🏽‍💻 & \"q\" \t\0 ";
    const message = unit.repeat(Math.floor(10_000 / unit.length));
    const res = await post("/api/v1.0/email/send", JSON_TYPE, emailjsBody({ message, name: "<img src=x onerror=alert(1)>" }));
    expect(res.status).toBe(200);
    expect(entries().at(-1)!.fields).toMatchObject({ message, name: "<img src=x onerror=alert(1)>" });
    const page = await get("/inbox?limit=1");
    expect(page.text).not.toContain("<script>alert");
    expect(page.text).not.toContain("<img src=x");
    expect(page.text).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
  });

  it("takes 500 concurrent submissions: none lost, none torn", async () => {
    const before = entries().length;
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        post(listPath(), { ...URLENCODED, "sec-fetch-mode": "no-cors" }, newsletterBody({ EMAIL: `burst${i}@example.com` })),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const emails = entries()
      .slice(before)
      .map((e) => (e.fields as Record<string, string>).EMAIL);
    expect(new Set(emails)).toEqual(new Set(Array.from({ length: 500 }, (_, i) => `burst${i}@example.com`)));
  }, 30_000);
});

describe("inbox: a filled honeypot is answered like a success and not stored", () => {
  it("list forms, by script and by plain form post", async () => {
    const before = entries().length;
    const byScript = await post(listPath(), { ...URLENCODED, "sec-fetch-mode": "no-cors" }, newsletterBody({ [newsletter.honeypot]: "gotcha", ajax: "1" }));
    expect(byScript.status).toBe(200);
    const byForm = await post(listPath(), { ...URLENCODED, "sec-fetch-mode": "navigate" }, newsletterBody({ [newsletter.honeypot]: "gotcha" }));
    expect([byForm.status, byForm.headers.location]).toEqual([303, "/thank-you"]);
    expect(entries().length).toBe(before);
  });

  it("the contact form, when its spec names a honeypot", async () => {
    const s = tempSite("blu-inbox-hp-");
    makeDist(s.dist, { ...config, emailjs: [{ ...contact, honeypot: "b_contact_form" }] });
    const hp = await startInbox(s.dist, s.file);
    try {
      const fields: [string, string][] = [
        ["name", "Bot"],
        ["email", "bot@example.com"],
        ["country", "Kenya"],
        ["reason", "Media"],
        ["message", ""],
        ["service_id", contact.serviceId],
        ["template_id", contact.templateId],
        ["user_id", contact.publicKey],
      ];
      const filled = multipart([...fields, ["b_contact_form", "http://spam.example"]]);
      const res = await send(hp.base, "POST", "/api/v1.0/email/send-form", { "content-type": filled.contentType, "sec-fetch-mode": "navigate" }, filled.body);
      expect([res.status, res.headers.location]).toEqual([303, "/thank-you"]);
      expect(storedLines(s.file)).toHaveLength(0);
      const missing = multipart(fields);
      expect((await send(hp.base, "POST", "/api/v1.0/email/send-form", { "content-type": missing.contentType }, missing.body)).status).toBe(400);
      const empty = multipart([...fields, ["b_contact_form", ""]]);
      expect((await send(hp.base, "POST", "/api/v1.0/email/send-form", { "content-type": empty.contentType }, empty.body)).status).toBe(200);
      expect(storedLines(s.file).map((e) => e.fields)).toEqual([{ name: "Bot", email: "bot@example.com", country: "Kenya", reason: "Media", message: "" }]);
    } finally {
      await hp.stop();
      rmSync(s.root, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("inbox: anything but the forms' own shapes gets a 4xx, is not stored, and the server keeps serving", () => {
  const big = "a=".padEnd(100 * 1024, "x");
  const EMAILJS = "/api/v1.0/email/send";
  const FORM = "/api/v1.0/email/send-form";
  const withoutKey = (key: string) => {
    const b = JSON.parse(emailjsBody()) as Record<string, unknown>;
    delete b[key];
    return JSON.stringify(b);
  };
  const mpFile = (() => {
    const mp = multipart([["name", "A"]]);
    return { contentType: mp.contentType, body: Buffer.from(mp.body.toString().replace('name="name"', 'name="name"; filename="a.txt"')) };
  })();
  type Row = [string, { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean }, number];
  const rows: Row[] = [
    ["an empty JSON body", { path: EMAILJS, headers: JSON_TYPE, body: "" }, 400],
    ["malformed JSON", { path: EMAILJS, headers: JSON_TYPE, body: "{bad" }, 400],
    ["a JSON array", { path: EMAILJS, headers: JSON_TYPE, body: "[]" }, 400],
    ["JSON without service_id", { path: EMAILJS, headers: JSON_TYPE, body: withoutKey("service_id") }, 400],
    ["an unknown service id", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({}, { service_id: "service_other" }) }, 400],
    ["an unknown template id", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({}, { template_id: "template_other" }) }, 400],
    ["an unknown public key", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({}, { user_id: "other-key" }) }, 400],
    [
      "template_params not an object",
      { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody().replace(/"template_params":\{.*\}/, '"template_params":"x"') },
      400,
    ],
    ["a nested value", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({ message: { a: 1 } }) }, 400],
    ["a number value", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({ name: 5 }) }, 400],
    ["an unknown template param", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({ phone: "1" }) }, 400],
    ["a missing template param", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody().replace(',"reason":"Media"', "") }, 400],
    ["a repeated JSON key", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody().replace('"name":"Ama"', '"name":"Ama","name":"Eve"') }, 400],
    ["an extra top-level key", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody().replace("{", '{"accessToken":"x",') }, 400],
    ["a country not among the options", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({ country: "Atlantis" }) }, 400],
    ["an empty required field", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({ email: "" }) }, 400],
    ["a message over its maxLength", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({ message: "m".repeat(10_001) }) }, 400],
    ["a name over the inbox's own field limit", { path: EMAILJS, headers: JSON_TYPE, body: emailjsBody({ name: "n".repeat(10_001) }) }, 400],
    ["JSON in Latin-1", { path: EMAILJS, headers: { "content-type": "application/json; charset=iso-8859-1" }, body: emailjsBody() }, 415],
    [
      "invalid UTF-8",
      {
        path: EMAILJS,
        headers: JSON_TYPE,
        body: Buffer.concat([Buffer.from(emailjsBody().slice(0, 30)), Buffer.from([0xff, 0xfe]), Buffer.from(emailjsBody().slice(30))]),
      },
      400,
    ],
    ["a gzip-encoded body", { path: EMAILJS, headers: { ...JSON_TYPE, "content-encoding": "gzip" }, body: emailjsBody() }, 415],
    ["JSON sent as text/plain", { path: EMAILJS, headers: { "content-type": "text/plain" }, body: emailjsBody() }, 415],
    ["JSON with no content type", { path: EMAILJS, body: emailjsBody() }, 415],
    ["JSON to the subscribe endpoint", { path: listPath(), headers: JSON_TYPE, body: "{}" }, 415],
    [
      "multipart to the subscribe endpoint",
      { path: listPath(), headers: { "content-type": multipart([["FNAME", "x"]]).contentType }, body: multipart([["FNAME", "x"]]).body },
      415,
    ],
    ["an empty list post", { path: listPath(), headers: URLENCODED, body: "" }, 400],
    ["garbage to the subscribe endpoint", { path: listPath(), headers: URLENCODED, body: "\u0001\u0002garbage&&==" }, 400],
    ["a list post with an unknown list id", { path: `${newsletter.path}?u=${newsletter.u}&id=other`, headers: URLENCODED, body: newsletterBody() }, 400],
    ["a list post without u and id", { path: newsletter.path, headers: URLENCODED, body: newsletterBody() }, 400],
    ["a list post with unknown tags", { path: listPath(), headers: URLENCODED, body: newsletterBody({ tags: "1" }) }, 400],
    ["a list post with an extra field", { path: listPath(), headers: URLENCODED, body: newsletterBody({ MMERGE6: "x" }) }, 400],
    ["a list post without the honeypot", { path: listPath(), headers: URLENCODED, body: newsletterBody().replace(`&${newsletter.honeypot}=`, "") }, 400],
    ["a repeated field", { path: listPath(), headers: URLENCODED, body: `${newsletterBody()}&EMAIL=eve@example.com` }, 400],
    [
      "ajax=1 on the lead form, which never sends it",
      {
        path: listPath(lead),
        headers: URLENCODED,
        body: new URLSearchParams({
          FNAME: "Zanele",
          EMAIL: "z@example.com",
          MMERGE6: "Gin",
          PHONE: "",
          MMERGE9: "As soon as Possible",
          tags: lead.tags,
          [lead.honeypot]: "",
          ajax: "1",
        }).toString(),
      },
      400,
    ],
    [
      "a lead name over its maxLength",
      {
        path: listPath(lead),
        headers: URLENCODED,
        body: new URLSearchParams({
          FNAME: "x".repeat(51),
          EMAIL: "z@example.com",
          MMERGE6: "Gin",
          PHONE: "",
          MMERGE9: "As soon as Possible",
          tags: lead.tags,
          [lead.honeypot]: "",
        }).toString(),
      },
      400,
    ],
    ["a malformed %-escape", { path: listPath(), headers: URLENCODED, body: newsletterBody().replace("Kwame", "Kw%ZZame") }, 400],
    ["a form post without EmailJS ids", { path: FORM, headers: URLENCODED, body: "name=A" }, 400],
    ["multipart without a boundary", { path: FORM, headers: { "content-type": "multipart/form-data" }, body: "x" }, 400],
    ["malformed multipart", { path: FORM, headers: { "content-type": "multipart/form-data; boundary=zz" }, body: "--zz\r\nno headers here" }, 400],
    ["a multipart file part", { path: FORM, headers: { "content-type": mpFile.contentType }, body: mpFile.body }, 400],
    ["a body declared too large", { path: listPath(), headers: URLENCODED, body: big }, 413],
    ["a chunked body too large", { path: listPath(), headers: URLENCODED, body: big, chunked: true }, 413],
    ["a post from another site", { path: listPath(), headers: { ...URLENCODED, origin: "https://evil.example" }, body: newsletterBody() }, 403],
    ["a post from an opaque origin", { path: listPath(), headers: { ...URLENCODED, origin: "null" }, body: newsletterBody() }, 403],
    ["a post marked cross-site by the browser", { path: listPath(), headers: { ...URLENCODED, "sec-fetch-site": "cross-site" }, body: newsletterBody() }, 403],
    ["a post to another Host (DNS rebinding)", { path: listPath(), headers: { ...URLENCODED, host: "evil.example" }, body: newsletterBody() }, 400],
    ["a page asked for under another Host", { method: "GET", path: "/", headers: { host: "evil.example:80" } }, 400],
    ["PUT on a page", { method: "PUT", path: "/", body: "x" }, 405],
    [
      "OPTIONS on an endpoint (a preflight)",
      { method: "OPTIONS", path: EMAILJS, headers: { origin: "https://evil.example", "access-control-request-method": "POST" } },
      405,
    ],
    ["GET on an endpoint", { method: "GET", path: listPath() }, 405],
    ["DELETE on an endpoint", { method: "DELETE", path: EMAILJS }, 405],
    ["a malformed inbox page query", { method: "GET", path: "/inbox?before=abc", headers: INBOX_AUTH }, 400],
    ["an inbox page query past the end", { method: "GET", path: "/inbox.json?before=999999999999", headers: INBOX_AUTH }, 400],
  ];
  for (const [name, given, want] of rows) {
    it(`${name}: ${want}`, async () => {
      const before = entries().length;
      const res = await send(base, given.method ?? "POST", given.path, given.headers, given.body, { chunked: given.chunked });
      expect(res.status).toBe(want);
      expect(res.text.length).toBeLessThan(200);
      expect(res.text).not.toMatch(/\n\s+at |Error:|\/tmp\/|\/work\//);
      expectSecurityHeaders(res);
      expect(entries().length).toBe(before);
      expect((await get("/")).status).toBe(200);
    });
  }
});

describe("inbox: requests the HTTP parser refuses still get an answer", () => {
  const rows: [string, string, number][] = [
    ["a request line of //[", "GET //[ HTTP/1.1\r\nHost: HOST\r\n\r\n", 404],
    ["an absolute-form URL with a bad port", "GET http://127.0.0.1:99999/ HTTP/1.1\r\nHost: HOST\r\n\r\n", 400],
    ["an absolute-form URL on another host", "GET http://evil.example/ HTTP/1.1\r\nHost: HOST\r\n\r\n", 400],
    ["a garbage request line", "\u0000\u0001 hello\r\n\r\n", 400],
    ["a space in the path", "GET /a b HTTP/1.1\r\nHost: HOST\r\n\r\n", 400],
    ["no Host header", "GET / HTTP/1.1\r\n\r\n", 400],
    ["a header without a colon", "GET / HTTP/1.1\r\nHost: HOST\r\nbroken\r\n\r\n", 400],
    ["both Content-Length and chunked", "POST /subscribe/post HTTP/1.1\r\nHost: HOST\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400],
    ["a cut-off body", "POST /subscribe/post HTTP/1.1\r\nHost: HOST\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nabc", 400],
    ["headers over the limit", `GET / HTTP/1.1\r\nHost: HOST\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
    ["CONNECT", "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n", 405],
    ["HTTP/1.0 without Host", "GET / HTTP/1.0\r\n\r\n", 400],
  ];
  for (const [name, request, want] of rows) {
    it(`${name}: ${want}`, async () => {
      const res = await rawRequest(server.port, request.replaceAll("HOST", `127.0.0.1:${server.port}`));
      expect(res.timedOut).toBe(false);
      expect(res.status).toBe(want);
      expect(res.text.toLowerCase()).toContain("x-content-type-options: nosniff");
      expect((await get("/")).status).toBe(200);
    });
  }

  it("a declared body over the limit is refused before it is sent (Expect: 100-continue)", async () => {
    const res = await rawRequest(
      server.port,
      `POST ${listPath()} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10000000\r\nExpect: 100-continue\r\n\r\n`,
      { keepOpen: true, timeoutMs: 3000 },
    );
    expect(res.status).toBe(413);
    expect(res.text).not.toContain("100 Continue");
  });
});

describe("inbox: the /inbox page and /inbox.json", () => {
  it("obeys the CSP (no inline style, its stylesheet at /inbox.css), escapes what was posted, names no machine path", async () => {
    await post(listPath(), { ...URLENCODED, "sec-fetch-mode": "no-cors" }, newsletterBody({ FNAME: "<script>alert(1)</script>" }));
    const res = await get("/inbox");
    expect(res.status).toBe(200);
    expect(res.headers["content-security-policy"]).toContain("style-src 'self'");
    expect(res.text).not.toMatch(/<style|style=|<script/);
    expect(res.text).toContain('<link rel="stylesheet" href="/inbox.css">');
    expect(res.text).toContain("&lt;script&gt;");
    expect(res.text).not.toContain(site.root);
    expect(res.text).toContain("submissions.jsonl");
    const css = await get("/inbox.css");
    expect([css.status, css.headers["content-type"]]).toEqual([200, "text/css; charset=utf-8"]);
    const json = JSON.parse((await get("/inbox.json")).text);
    expect(json.total).toBe(entries().length);
    expect(JSON.stringify(json)).not.toContain(site.root);
  });

  it("pages newest first: `limit` a page, `next` leads to the older page until the first record", async () => {
    const all = entries();
    const seen: unknown[] = [];
    let url: string | null = "/inbox.json?limit=7";
    while (url) {
      const pageJson = JSON.parse((await get(url)).text) as { submissions: unknown[]; next: string | null };
      expect(pageJson.submissions.length).toBeLessThanOrEqual(7);
      seen.push(...pageJson.submissions);
      url = pageJson.next;
    }
    expect(seen).toEqual(all.slice().reverse());
    const html = await get("/inbox?limit=3");
    expect(html.text).toMatch(/<a href="\/inbox\?before=\d+&amp;limit=3" rel="next">Older<\/a>/);
    expect((html.text.match(/<article>/g) ?? []).length).toBe(3);
  });

  it("skips and reports a damaged line; the next submission starts on a new line", async () => {
    appendFileSync(site.file, '{"receivedAt":"2026-01-01T00:00:00Z","kind":"emailjs","fields":{"name":"torn');
    const res = await post(listPath(), { ...URLENCODED, "sec-fetch-mode": "no-cors" }, newsletterBody({ EMAIL: "after-damage@example.com" }));
    expect(res.status).toBe(200);
    const lines = readFileSync(site.file, "utf8").split("\n").filter(Boolean);
    expect(lines.at(-2)).toMatch(/"torn$/);
    expect(JSON.parse(lines.at(-1)!).fields.EMAIL).toBe("after-damage@example.com");
    appendFileSync(site.file, "[1,2]\nnot json at all\n");
    await post(listPath(), { ...URLENCODED, "sec-fetch-mode": "no-cors" }, newsletterBody({ EMAIL: "after-more@example.com" }));
    const page = await get("/inbox");
    expect(page.status).toBe(200);
    expect(page.text).toContain("3 damaged lines skipped");
    expect(page.text).toContain("not valid JSON");
    expect(page.text).toContain("not a JSON object");
    const json = JSON.parse((await get("/inbox.json")).text);
    expect(json.damaged).toHaveLength(3);
    expect(json.submissions[0].fields.EMAIL).toBe("after-more@example.com");
    expect(json.submissions[1].fields.EMAIL).toBe("after-damage@example.com");
  });

  it("shows values a hand edit made non-text as JSON, not [object Object]", async () => {
    appendFileSync(site.file, `${JSON.stringify({ receivedAt: "2026-01-02T00:00:00Z", kind: "emailjs", fields: { nested: { a: [1, "<b>"] }, n: 5 } })}\n`);
    const page = await get("/inbox?limit=1");
    expect(page.text).not.toContain("[object Object]");
    expect(page.text).toContain("{&quot;a&quot;:[1,&quot;&lt;b&gt;&quot;]}");
  });

  it("refuses a `before` that is not the start of a line", async () => {
    const size = readFileSync(site.file).length;
    expect((await get(`/inbox.json?before=${size - 3}`)).status).toBe(400);
    expect((await get(`/inbox.json?before=${size}`)).status).toBe(200);
  });
});
