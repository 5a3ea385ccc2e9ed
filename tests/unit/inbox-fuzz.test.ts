import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FormRequest, formRequests, INBOX_AUTH, type InboxServer, send, startInbox, storedLines, tempSite } from "../support/inbox-harness.ts";
import { type RawAnswer, rawRequest } from "./support/raw-http.ts";

/**
 * Fuzzing server/inbox.mjs: INBOX_FUZZ_COUNT (3,000, sized so the inbox suite runs in under 30 s)
 * random or malformed requests, sent as raw bytes
 * over node:net, 32 at a time: bad request lines, methods, targets and versions; missing,
 * repeated, oversized and contradictory headers; bodies that are empty, random, truncated, too
 * large, wrongly encoded, deeply nested or valid form posts with one mutation; chunked framing
 * with bad sizes. Every request must get an HTTP answer (never a 500, never a dropped
 * connection), the process must stay up and log nothing unexpected, and afterwards it must still
 * serve pages and store valid submissions, with every stored line parseable.
 * Reproduce a run with INBOX_FUZZ_SEED=<seed printed on failure>.
 */

const COUNT = Number(process.env.INBOX_FUZZ_COUNT ?? 3000);
const SEED = Number(process.env.INBOX_FUZZ_SEED ?? 20261123);
const PARALLEL = 32;

/** mulberry32: a small seeded PRNG, so a failing run can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const chance = (p: number) => next() < p;
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));
  return { next, int, pick, chance, bytes };
}

let site: ReturnType<typeof tempSite>;
let server: InboxServer;

beforeAll(async () => {
  site = tempSite("blu-inbox-fuzz-");
  server = await startInbox(site.dist, site.file);
}, 20_000);

afterAll(async () => {
  await server?.stop();
  if (site) rmSync(site.root, { recursive: true, force: true });
});

/** One fuzz case: the bytes to send, and whether it is a valid submission that must be stored. */
interface Case {
  readonly bytes: Buffer;
  readonly valid: FormRequest | null;
  readonly marker: string | null;
}

function makeCases(seed: number, count: number, host: string, origin: string): Case[] {
  const r = prng(seed);
  const METHODS = ["GET", "POST", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "PROPFIND", "get", "G ET", "", "POST\0", "X".repeat(300)];
  const TARGETS = [
    "/",
    "/inbox",
    "/inbox.json",
    "/inbox.css",
    "/favicon.ico",
    "/assets/app-abc123.css",
    "/services/media/x",
    "//[",
    "*",
    "/%",
    "/%00",
    "/%ZZ",
    "/..%2f..%2fetc/passwd",
    "/../../etc/passwd",
    "/.inbox.json",
    "/inbox?before=-1",
    "/inbox.json?limit=0",
    "/inbox.json?limit=9999",
    "/inbox?before=1&before=2",
    "/inbox?x=1",
    "http://127.0.0.1:99999/",
    "http://evil.example/",
    `http://${host}/inbox`,
    "https://[::1/",
    "/api/v1.0/email/send",
    "/api/v1.0/email/send-form",
    "/subscribe/post",
    "/subscribe/post?u=x&id=y",
    "/subscribe/post-json",
    `/${"a".repeat(9000)}`,
    "/\u00e9t\u00e9",
    "/a b",
    "/a\tb",
    "?",
    "/a?b=%E0%A4%A",
  ];
  const VERSIONS = ["HTTP/1.1", "HTTP/1.1", "HTTP/1.1", "HTTP/1.0", "HTTP/2.0", "HTTP/9.9", "HTTP/1.1x", "", "http/1.1"];
  const TYPES = [
    "application/json",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "multipart/form-data; boundary=zz",
    "text/plain",
    "application/json; charset=latin1",
    "",
    "*/*",
    'multipart/form-data; boundary=""',
    "application/x-www-form-urlencoded; charset=utf-16",
  ];

  const header = (): string => {
    const name = r.pick([
      "Content-Type",
      "Origin",
      "Sec-Fetch-Site",
      "Sec-Fetch-Mode",
      "Accept",
      "Accept-Encoding",
      "Range",
      "If-None-Match",
      "Expect",
      "Content-Encoding",
      "X-Junk",
      "Cookie",
      "Transfer-Encoding",
      "Content-Length",
      "Host",
      "If-Range",
    ]);
    const values: Record<string, string[]> = {
      "Content-Type": TYPES,
      Origin: [origin, "null", "https://evil.example", `http://${host}`, "garbage"],
      "Sec-Fetch-Site": ["same-origin", "cross-site", "same-site", "none", "x"],
      "Sec-Fetch-Mode": ["navigate", "cors", "no-cors", "x"],
      Accept: ["text/html", "*/*", "application/json", ""],
      "Accept-Encoding": ["br", "gzip", "br;q=0, gzip;q=0", "*", "x"],
      Range: ["bytes=0-1", "bytes=-1", "bytes=5-2", "bytes=99999-", "bytes=0-1,2-3", "lines=1", "bytes=abc"],
      "If-None-Match": ["*", 'W/"x"', ""],
      Expect: ["100-continue", "200-ok", ""],
      "Content-Encoding": ["gzip", "identity", "br", ""],
      "X-Junk": ["\u00ff\u00fe", "a".repeat(r.int(4000)), ""],
      Cookie: ["a=b", ""],
      "Transfer-Encoding": ["chunked", "gzip", "chunked, identity", "x"],
      "Content-Length": ["0", "-1", "abc", "99999999999", "5", "1e3"],
      Host: [host, "evil.example", "", `${host}, evil.example`],
      "If-Range": ['W/"x"', "Mon, 01 Jan 2024 00:00:00 GMT"],
    };
    return `${name}: ${r.pick(values[name]!)}`;
  };

  const randomBody = (): Buffer => {
    switch (r.int(9)) {
      case 0:
        return Buffer.alloc(0);
      case 1:
        return r.bytes(r.int(2000));
      case 2:
        return Buffer.from(JSON.stringify({ a: [1, { b: null }], service_id: r.pick(["x", "", 5, null]) }));
      case 3:
        return Buffer.from("[".repeat(20_000 + r.int(50_000)));
      case 4:
        return Buffer.from(`{"template_params":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`);
      case 5:
        return Buffer.from("a=1&".repeat(r.int(20_000)));
      case 6:
        return Buffer.alloc(60_000 + r.int(100_000), "x");
      case 7:
        return Buffer.from('--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz--\r\n');
      default:
        return Buffer.from("%".repeat(r.int(100)) + "\u00ff\ud800".repeat(r.int(20)));
    }
  };

  /** A request from parts, framed by Content-Length, chunked, or not at all. */
  const frame = (method: string, target: string, version: string, headers: string[], body: Buffer): Buffer => {
    const framing = r.int(10);
    let head = headers;
    let payload = body;
    if (framing < 6) head = [...head, `Content-Length: ${body.length}`];
    else if (framing < 8) {
      head = [...head, "Transfer-Encoding: chunked"];
      const size = r.chance(0.8) ? body.length.toString(16) : r.pick(["zz", "-1", "fffffffffffffffffff", "1;ext=1"]);
      payload = Buffer.concat([Buffer.from(`${size}\r\n`), body, Buffer.from(r.chance(0.8) ? "\r\n0\r\n\r\n" : "\r\n")]);
    } else if (framing === 8) head = [...head, `Content-Length: ${Math.max(0, body.length + r.int(200) - 100)}`];
    return Buffer.concat([Buffer.from(`${`${method} ${target} ${version}`.trimEnd()}\r\n${head.map((h) => `${h}\r\n`).join("")}\r\n`, "latin1"), payload]);
  };

  /** Flips, cuts or inserts bytes of a well-formed request. */
  const corrupt = (buf: Buffer): Buffer => {
    const copy = Buffer.from(buf);
    switch (r.int(4)) {
      case 0:
        for (let i = 0; i < 1 + r.int(4); i++) copy[r.int(copy.length)] = r.int(256);
        return copy;
      case 1:
        return copy.subarray(0, r.int(copy.length) + 1);
      case 2: {
        const at = r.int(copy.length);
        return Buffer.concat([copy.subarray(0, at), r.bytes(1 + r.int(30)), copy.subarray(at)]);
      }
      default:
        return Buffer.concat([copy, copy]);
    }
  };

  /** A valid request of one of the four forms, as raw bytes (marker in its email). */
  const validRequest = (i: number): { req: FormRequest; bytes: Buffer; marker: string } => {
    const marker = `fuzz-${seed}-${i}`;
    const req = r.pick(formRequests(marker, origin));
    const headers = Object.entries(req.headers).map(([k, v]) => `${k}: ${v}`);
    const body = Buffer.from(req.body);
    const bytes = Buffer.concat([
      Buffer.from(
        `POST ${req.path} HTTP/1.1\r\nHost: ${host}\r\n${headers.map((h) => `${h}\r\n`).join("")}Content-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      ),
      body,
    ]);
    return { req, bytes, marker };
  };

  const cases: Case[] = [];
  for (let i = 0; i < count; i++) {
    const kind = r.int(10);
    if (kind === 0) {
      const v = validRequest(i);
      cases.push({ bytes: v.bytes, valid: v.req, marker: v.marker });
    } else if (kind <= 3) {
      cases.push({ bytes: corrupt(validRequest(i).bytes), valid: null, marker: null });
    } else if (kind === 4) {
      cases.push({ bytes: Buffer.concat([r.bytes(1 + r.int(200)), Buffer.from("\r\n\r\n")]), valid: null, marker: null });
    } else {
      const headers = [`Host: ${r.chance(0.9) ? host : r.pick(["evil.example", "", host.toUpperCase()])}`];
      for (let h = r.int(5); h > 0; h--) headers.push(header());
      if (r.chance(0.05)) headers.push(`X-Big: ${"b".repeat(20_000)}`);
      if (r.chance(0.05)) headers.push("broken header line");
      const method = r.pick(METHODS);
      cases.push({
        bytes: frame(method, r.pick(TARGETS), r.pick(VERSIONS), headers, method === "GET" && r.chance(0.7) ? Buffer.alloc(0) : randomBody()),
        valid: null,
        marker: null,
      });
    }
  }
  return cases;
}

/** The status codes of the responses in a raw answer (1xx included), in order. */
const statuses = (a: RawAnswer) => [...a.text.matchAll(/(?:^|\r\n)HTTP\/1\.[01] (\d{3}) /g)].map((m) => Number(m[1]));

describe(`inbox: ${COUNT} random and malformed requests (seed ${SEED})`, () => {
  it("answers every one without a 500, keeps serving and storing, and every stored line parses", async () => {
    const host = `127.0.0.1:${server.port}`;
    const cases = makeCases(SEED, COUNT, host, server.base);
    const answers: RawAnswer[] = new Array(cases.length);
    let nextCase = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (nextCase < cases.length) {
          const i = nextCase++;
          answers[i] = await rawRequest(server.port, cases[i]!.bytes, { timeoutMs: 10_000 });
        }
      }),
    );
    const ms = Date.now() - started;

    const unanswered = cases.map((c, i) => ({ i, c, a: answers[i]! })).filter(({ a }) => statuses(a).filter((s) => s >= 200).length === 0);
    const show = ({ i, c, a }: { i: number; c: Case; a: RawAnswer }) =>
      `#${i} ${JSON.stringify(c.bytes.subarray(0, 160).toString("latin1"))} → ${JSON.stringify(a.text.slice(0, 80))}${a.timedOut ? " (timed out)" : ""}`;
    expect(unanswered.map(show), `seed ${SEED}: requests without an answer`).toEqual([]);
    const failures = cases.map((c, i) => ({ i, c, a: answers[i]! })).filter(({ a }) => statuses(a).some((s) => s >= 500));
    expect(failures.map(show), `seed ${SEED}: 5xx answers`).toEqual([]);
    for (const [i, c] of cases.entries()) if (c.valid) expect(statuses(answers[i]!).at(-1), `${c.valid.name} #${i}`).toBe(c.valid.status);
    expect(server.output()).not.toMatch(/unexpected (error|rejection)|failed:/);

    // Still serving pages and storing valid submissions.
    expect((await send(server.base, "GET", "/")).status).toBe(200);
    expect((await send(server.base, "GET", "/inbox", INBOX_AUTH)).status).toBe(200);
    for (const r of formRequests("after-fuzz", server.base))
      expect((await send(server.base, r.method, r.path, r.headers, r.body)).status, r.name).toBe(r.status);
    const stored = storedLines(site.file);
    const text = JSON.stringify(stored);
    for (const c of cases) if (c.marker) expect(text, c.marker).toContain(`${c.marker}@example.com`);
    expect(text).toContain("after-fuzz@example.com");
    const accepted = cases.filter(
      (_, i) => /^POST /.test(cases[i]!.bytes.toString("latin1", 0, 5)) && statuses(answers[i]!).some((s) => s === 200 || s === 303),
    ).length;
    expect(stored.length).toBeLessThanOrEqual(accepted + formRequests("x", server.base).length);
    process.stdout.write(
      `inbox fuzz: ${cases.length} requests in ${ms} ms (seed ${SEED}), ${cases.filter((c) => c.valid).length} valid submissions, ${stored.length} lines stored\n`,
    );
  }, 60_000);
});
