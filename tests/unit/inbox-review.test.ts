import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createWriteStream } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedHeadersFile, headersFile } from "../../scripts/build/headers.ts";
import { inboxConfig } from "../../scripts/build/inbox-config.ts";
import { formRequests, INBOX_AUTH, INBOX_TOKEN, type InboxServer, send, startInbox, storedLines, tempSite } from "../support/inbox-harness.ts";
import { formFields, parseJsonBody, repeatedKey } from "../../server/forms.mjs";
import { createStore } from "../../server/store.mjs";
import { rawRequest } from "./support/raw-http.ts";

/**
 * The cases of the hostile review of server/, each tried as an attacker on 127.0.0.1
 * with every loop bounded: the chunked-body race that leaked sockets, slow headers and bodies,
 * two Host headers, a link out of dist/, parallel large /inbox.json reads, the inbox credential,
 * the refusal to start off loopback without INBOX_TOKEN, the rate limit, lengths counted on the
 * value as sent, lone surrogates, a malformed _headers line, a weak ETag in If-Range and Vary.
 */

const config = inboxConfig();
const contact = config.emailjs[0]!;
const lead = config.lists.find((l) => l.form === "lead")!;
const newsletter = config.lists.find((l) => l.form === "newsletter")!;
const listPath = (l = newsletter) => `${l.path}?u=${l.u}&id=${l.id}`;
const URLENCODED = { "content-type": "application/x-www-form-urlencoded" };

/** Open descriptors of a process (Linux). */
const descriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;
/** VmRSS and VmHWM (peak) of a process, in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) / 1024;
  return { rss: mb("VmRSS"), peak: mb("VmHWM") };
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let site: ReturnType<typeof tempSite>;
let server: InboxServer;
let outside = "";

beforeAll(async () => {
  site = tempSite("blu-inbox-review-");
  outside = join(site.root, "secret");
  mkdirSync(outside);
  writeFileSync(join(outside, "passwd"), "root:x:0:0:SECRET\n");
  symlinkSync(join(outside, "passwd"), join(site.dist, "passwd.txt"));
  symlinkSync(outside, join(site.dist, "linked"));
  mkdirSync(join(site.dist, "zipped"));
  writeFileSync(join(site.dist, "zipped/index.html"), "<h1>Zipped</h1>");
  symlinkSync(join(outside, "passwd"), join(site.dist, "zipped/index.html.gz"));
  writeFileSync(join(site.dist, "assets/app-abc123.css.br"), "brotli bytes");
  server = await startInbox(site.dist, site.file, { INBOX_TIMEOUT_MS: "1000" }, { process: true });
}, 20_000);

afterAll(async () => {
  await server?.stop();
  if (site) rmSync(site.root, { recursive: true, force: true });
});

describe("review: sockets and time", () => {
  it("a malformed chunked body sent with its headers is answered 400 and its socket released: no descriptor left after 200", async () => {
    const before = descriptors(server.child!.pid!);
    const request = `POST ${listPath()} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nFNAME=x\r\n0\r\n\r\n`;
    // Half of them keep their side open (the server must close), half half-close (FIN) at once.
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => rawRequest(server.port, request, { keepOpen: i % 2 === 0, timeoutMs: 20_000 })));
    expect(answers.filter((a) => a.status !== 400 || a.timedOut)).toEqual([]);
    await sleep(300);
    expect(descriptors(server.child!.pid!)).toBeLessThanOrEqual(before + 2);
    expect((await send(server.base, "GET", "/")).status).toBe(200);
  }, 60_000);

  it("slow headers and a slow body get 408 within the configured time (1 s here) while others are still served", async () => {
    const t0 = Date.now();
    const slowHeaders = rawRequest(server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Slow: `, { keepOpen: true, timeoutMs: 6000 });
    const slowBody = rawRequest(
      server.port,
      `POST ${listPath()} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nFNAME=`,
      { keepOpen: true, timeoutMs: 6000 },
    );
    let slowAnswered = false;
    void Promise.all([slowHeaders, slowBody]).then(() => (slowAnswered = true));
    await sleep(100);
    const others = await Promise.all(Array.from({ length: 20 }, () => send(server.base, "GET", "/")));
    expect(others.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(slowAnswered, "the slow requests held up the others").toBe(false);
    const [h, b] = await Promise.all([slowHeaders, slowBody]);
    expect([h.status, h.timedOut, b.status, b.timedOut]).toEqual([408, false, 408, false]);
    // The timeout, plus at most one check interval (1 s here) and slack for a busy machine.
    expect(Date.now() - t0).toBeLessThan(6000);
  }, 20_000);
});

describe("review: requests", () => {
  it("two Host headers are refused with 400", async () => {
    const res = await rawRequest(server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nHost: evil.example\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(res.text).toContain("Send exactly one Host header");
  }, 30_000);

  it("a symbolic link out of dist/ is never followed: a file, a folder, a precompressed sibling", async () => {
    for (const path of ["/passwd.txt", "/linked/passwd"]) {
      const res = await send(server.base, "GET", path);
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).not.toContain("SECRET");
    }
    const zipped = await send(server.base, "GET", "/zipped/", { "accept-encoding": "gzip" });
    expect(zipped.text).not.toContain("SECRET");
  });

  it("a weak ETag in If-Range gets the whole file; responses with precompressed siblings carry Vary: Accept-Encoding", async () => {
    const first = await send(server.base, "GET", "/assets/app-abc123.css");
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(String(first.headers.etag)).toMatch(/^W\//);
    const ranged = await send(server.base, "GET", "/assets/app-abc123.css", { range: "bytes=0-3", "if-range": String(first.headers.etag) });
    expect([ranged.status, ranged.text]).toEqual([200, "body{color:#000}"]);
    const br = await send(server.base, "GET", "/assets/app-abc123.css", { "accept-encoding": "br" });
    expect([br.headers["content-encoding"], br.headers["content-type"], br.headers.vary]).toEqual(["br", "text/css; charset=utf-8", "accept-encoding"]);
  });

  it("a length is counted on the value as sent (spaces included), and a lone surrogate is refused", async () => {
    const lead50 = (name: string) =>
      new URLSearchParams({
        FNAME: name,
        EMAIL: "z@example.com",
        MMERGE6: "Gin",
        PHONE: "",
        MMERGE9: "As soon as Possible",
        tags: lead.tags,
        [lead.honeypot]: "",
      }).toString();
    const before = storedLines(site.file).length;
    expect((await send(server.base, "POST", listPath(lead), URLENCODED, lead50(`Zanele${" ".repeat(64_000)}`))).status).toBe(400);
    expect((await send(server.base, "POST", listPath(lead), URLENCODED, lead50(`${"x".repeat(49)} `))).status).toBe(200);
    const json = JSON.stringify({
      service_id: contact.serviceId,
      template_id: contact.templateId,
      user_id: contact.publicKey,
      template_params: { name: "Ama", email: "a@example.com", message: "Hi", country: "Kenya", reason: "Media" },
    });
    const lone = await send(server.base, "POST", "/api/v1.0/email/send", { "content-type": "application/json" }, json.replace('"Ama"', '"A\\ud800"'));
    expect([lone.status, lone.text]).toEqual([400, 'The field "name" is not well-formed Unicode (a lone surrogate)\n']);
    expect(storedLines(site.file).length).toBe(before + 1);
  });
});

describe("review: the inbox is private", () => {
  it("/inbox and /inbox.json answer 401 without the credential, and the page with it (Bearer or Basic)", async () => {
    for (const path of ["/inbox", "/inbox.json", "/inbox.json?limit=500"]) {
      const res = await send(server.base, "GET", path);
      expect([path, res.status, res.headers["www-authenticate"]]).toEqual([path, 401, 'Basic realm="inbox", charset="UTF-8"']);
      expect(res.text).toMatchInlineSnapshot(`
        "The inbox needs its credential (INBOX_TOKEN)
        "
      `);
    }
    const basic = (user: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}` });
    const cases: [Record<string, string>, number][] = [
      [INBOX_AUTH, 200],
      [basic("anyone", INBOX_TOKEN), 200],
      [{ authorization: `bearer ${INBOX_TOKEN}` }, 200],
      [{ authorization: `Bearer ${INBOX_TOKEN}x` }, 401],
      [basic(INBOX_TOKEN, "wrong"), 401],
      [{ authorization: `Basic ${Buffer.from(INBOX_TOKEN).toString("base64")}` }, 401],
      [{ authorization: "Digest x" }, 401],
    ];
    for (const [headers, status] of cases) expect([headers, (await send(server.base, "GET", "/inbox.json", headers)).status]).toEqual([headers, status]);
  });

  it("refuses to start bound to 0.0.0.0 without INBOX_TOKEN, and says why", async () => {
    const s = tempSite("blu-inbox-open-");
    try {
      const started = startInbox(s.dist, s.file, { HOST: "0.0.0.0", INBOX_TOKEN: "" }, { process: true });
      await expect(started).rejects.toThrow(/exited with 1/);
      const message = String(await started.catch((e: Error) => e.message)).replace(/^inbox exited with 1: /, "");
      expect(message).toMatchInlineSnapshot(`
        "inbox: refusing to listen on 0.0.0.0 without INBOX_TOKEN: /inbox shows every visitor's name, email and message to whoever reaches the port. Set INBOX_TOKEN to a random secret (make one with openssl rand -hex 16, or: node -e "console.log(require('node:crypto').randomBytes(16).toString('hex'))"), or keep HOST=127.0.0.1.
        "
      `);
    } finally {
      rmSync(s.root, { recursive: true, force: true });
    }
  }, 30_000);

  it("on 127.0.0.1 without INBOX_TOKEN, a credential is generated and printed once", async () => {
    const s = tempSite("blu-inbox-gen-");
    const open = await startInbox(s.dist, s.file, { INBOX_TOKEN: "" });
    try {
      await sleep(100);
      const generated = /credential for this run[^:]*: (\S+)/.exec(open.output())?.[1] ?? "";
      expect(generated).toMatch(/^[\w-]{24}$/);
      expect((await send(open.base, "GET", "/inbox.json")).status).toBe(401);
      expect((await send(open.base, "GET", "/inbox.json", { authorization: `Bearer ${generated}` })).status).toBe(200);
    } finally {
      await open.stop();
      rmSync(s.root, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("review: bounded memory", () => {
  it("8 parallel /inbox.json?limit=500 reads of large records stay under 64 MB of server memory; a record over 64 KB is shown cut", async () => {
    const s = tempSite("blu-inbox-mem-");
    const out = createWriteStream(s.file);
    const big = "m".repeat(24_000);
    for (let i = 0; i < 520; i++) {
      const message = i % 50 === 7 ? "h".repeat(300_000) : big;
      out.write(
        `${JSON.stringify({ receivedAt: "2026-01-01T00:00:00Z", kind: "emailjs", form: "contact", via: "json", fields: { name: `n${i}`, message } })}\n`,
      );
    }
    await new Promise<void>((r) => out.end(() => r()));
    const mem = await startInbox(s.dist, s.file, {}, { process: true });
    try {
      await send(mem.base, "GET", "/inbox.json?limit=1", INBOX_AUTH);
      await sleep(300);
      const idle = memory(mem.child!.pid!).rss;
      writeFileSync(`/proc/${mem.child!.pid}/clear_refs`, "5");
      const pages = await Promise.all(Array.from({ length: 8 }, () => send(mem.base, "GET", "/inbox.json?limit=500", INBOX_AUTH)));
      const growth = memory(mem.child!.pid!).peak - idle;
      process.stdout.write(`inbox memory: 8 parallel pages of 500 large records, server RSS peak +${growth.toFixed(1)} MB over ${idle.toFixed(1)} MB idle\n`);
      expect(growth).toBeLessThan(64);
      const html = await send(mem.base, "GET", "/inbox?limit=20", INBOX_AUTH);
      expect(html.text).toMatch(/Submission cut <small>line at byte \d+, \d+ bytes<\/small>/);
      for (const p of pages) {
        const json = JSON.parse(p.text) as {
          submissions: { fields: { name: string } }[];
          cut: { offset: number; length: number; preview: string }[];
          next: string | null;
        };
        expect(json.submissions.length + json.cut.length).toBe(500);
        expect(json.cut.length).toBe(10);
        expect(json.cut[0]!.length).toBeGreaterThan(300_000);
        expect(json.cut[0]!.preview).toMatch(/^\{"receivedAt"/);
        expect(json.submissions[0]!.fields.name).toBe("n519");
        expect(json.next).toMatch(/^\/inbox\.json\?before=\d+&limit=500$/);
      }
    } finally {
      await mem.stop();
      rmSync(s.root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("review: rate limit and the build's headers file", () => {
  it("posts over INBOX_RATE_LIMIT a minute from one address get 429 with Retry-After; pages are not limited", async () => {
    const s = tempSite("blu-inbox-rate-");
    const limited = await startInbox(s.dist, s.file, { INBOX_RATE_LIMIT: "3" });
    try {
      // Four different submissions (the same one sent again would be stored once).
      const r = (i: number) => formRequests(`rate${i}`, limited.base).find((x) => x.status === 200)!;
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push(await send(limited.base, r(i).method, r(i).path, r(i).headers, r(i).body));
      expect(statuses.map((a) => a.status)).toEqual([200, 200, 200, 429]);
      expect(Number(statuses[3]!.headers["retry-after"])).toBeGreaterThan(0);
      expect(statuses[3]!.text).toBe("Too many posts from this address; try again in 1 minute\n");
      expect(statuses[3]!.headers["x-content-type-options"]).toBe("nosniff");
      expect(storedLines(s.file)).toHaveLength(3);
      for (let i = 0; i < 5; i++) expect((await send(limited.base, "GET", "/")).status).toBe(200);
    } finally {
      await limited.stop();
      rmSync(s.root, { recursive: true, force: true });
    }
  }, 30_000);

  it("the limit is one count per address across the three form endpoints", async () => {
    const s = tempSite("blu-inbox-rate-");
    const limited = await startInbox(s.dist, s.file, { INBOX_RATE_LIMIT: "3" });
    try {
      const requests = formRequests("rate", limited.base);
      const byPath = [...new Map(requests.map((r) => [r.path.split("?")[0], r])).values()];
      expect(byPath.length).toBeGreaterThanOrEqual(3);
      const statuses = [];
      for (const r of [...byPath, ...byPath]) statuses.push((await send(limited.base, r.method, r.path, r.headers, r.body)).status);
      expect(statuses.filter((x) => x !== 429)).toHaveLength(3);
      expect(storedLines(s.file)).toHaveLength(3);
    } finally {
      await limited.stop();
      rmSync(s.root, { recursive: true, force: true });
    }
  }, 30_000);

  it("a malformed _headers line is reported once and skipped at run time, never a hang", async () => {
    const s = tempSite("blu-inbox-headers-");
    writeFileSync(join(s.dist, "_headers"), `${headersFile({})}/*\n  Bad Header: x\n  X-Ok: yes\n  X-Split: a\u0001b\n`);
    const odd = await startInbox(s.dist, s.file);
    try {
      const res = await send(odd.base, "GET", "/");
      expect([res.status, res.headers["x-ok"], res.headers["bad header"], res.headers["content-security-policy"] !== undefined]).toEqual([
        200,
        "yes",
        undefined,
        true,
      ]);
      await send(odd.base, "GET", "/");
      // The lines appended after the build's own (its length is the build's business).
      const at = headersFile({}).split("\n").length;
      expect(odd.output().match(/_headers: .*skipped.*/g)).toEqual([
        `_headers: 2 line(s) skipped (line ${at + 1}: not a valid header name "Bad Header: x"; line ${at + 3}: the value of X-Split has a control character)`,
      ]);
    } finally {
      await odd.stop();
      rmSync(s.root, { recursive: true, force: true });
    }
  }, 30_000);

  it("the build refuses a header value above U+00FF and a framing header, naming the line", () => {
    const lines = [
      "  X-Wide: caf\u00e9 \u2713",
      "  X-Latin: caf\u00e9",
      "  X-C1: a\u0085b",
      "  Transfer-Encoding: chunked",
      "  content-length: 0",
      "  Connection: close",
      "  Keep-Alive: timeout=5",
      "  Upgrade: h2c",
    ];
    const messages = lines.map((line) => {
      try {
        return checkedHeadersFile(`/*\n${line}\n`) && "accepted";
      } catch (e) {
        return (e as Error).message;
      }
    });
    expect(messages).toMatchInlineSnapshot(`
      [
        "dist/_headers: line 2: the value of X-Wide has a character above U+00FF (header values are Latin-1)",
        "accepted",
        "dist/_headers: line 2: the value of X-C1 has a control character",
        "dist/_headers: line 2: Transfer-Encoding is a framing header, set by the server for each response",
        "dist/_headers: line 2: content-length is a framing header, set by the server for each response",
        "dist/_headers: line 2: Connection is a framing header, set by the server for each response",
        "dist/_headers: line 2: Keep-Alive is a framing header, set by the server for each response",
        "dist/_headers: line 2: Upgrade is a framing header, set by the server for each response",
      ]
    `);
  });

  it("a header value above U+00FF at run time: the line skipped with one warning, every response still served", async () => {
    const s = tempSite("blu-inbox-wide-");
    writeFileSync(join(s.dist, "_headers"), `${headersFile({})}/*\n  X-Wide: \u2713\n  Transfer-Encoding: chunked\n  X-Ok: yes\n`);
    const odd = await startInbox(s.dist, s.file);
    try {
      const r = formRequests("wide", odd.base).find((x) => x.status === 200)!;
      const answers = [await send(odd.base, "GET", "/"), await send(odd.base, "GET", "/nowhere"), await send(odd.base, r.method, r.path, r.headers, r.body)];
      expect(answers.map((a) => [a.status, a.headers["x-ok"], a.headers["x-wide"]])).toEqual([
        [200, "yes", undefined],
        [404, "yes", undefined],
        [200, "yes", undefined],
      ]);
      const at = headersFile({}).split("\n").length;
      expect(odd.output().match(/_headers: .*skipped.*/g)).toEqual([
        `_headers: 2 line(s) skipped (line ${at + 1}: the value of X-Wide has a character above U+00FF (header values are Latin-1); line ${at + 2}: Transfer-Encoding is a framing header, set by the server for each response)`,
      ]);
    } finally {
      await odd.stop();
      rmSync(s.root, { recursive: true, force: true });
    }
  }, 30_000);

  it("the build refuses a _headers file with a line the server would skip, naming the line", () => {
    expect(checkedHeadersFile(headersFile({}))).toBe(headersFile({}));
    expect(() => checkedHeadersFile("/*\n  X-Ok: 1\n  Bad Header: x\n")).toThrowErrorMatchingInlineSnapshot(
      `[Error: dist/_headers: line 3: not a valid header name "Bad Header: x"]`,
    );
  });
});

/** CPU time (user + system) a process has used so far, in ms (Linux, 10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
/** The least CPU time, in ms, of `runs` calls of `f` in this process (the least is the least disturbed by the rest of the machine). */
function leastCpu(f: () => void, runs = 5): number {
  let least = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = process.cpuUsage();
    f();
    const t = process.cpuUsage(t0);
    least = Math.min(least, (t.user + t.system) / 1000);
  }
  return least;
}
/** A 60 KB EmailJS body whose one value is `\"` pairs (the input a regular expression over the body backtracks on), with no valid form id. */
const escapedQuotes = JSON.stringify({ template_params: { message: '"'.repeat(30_000) } });
/** A body of the same size whose value is plain letters. */
const plainLetters = JSON.stringify({ template_params: { message: "a".repeat(escapedQuotes.length - 40) } });

describe("review 2: every check linear in its input", () => {
  it.each([
    ['{"a":1,"b":2}', undefined],
    ['{"a":1,"a":2}', "a"],
    ['{"a":1,"\\u0061":2}', "a"],
    ['{"a":{"b":1},"b":2}', undefined],
    ['{"x":{"a":1,"b":{"a":1},"a":3}}', "a"],
    ['{"a":[{"x":1},{"x":2}]}', undefined],
    ['{"a":"\\"b\\":","b":1}', undefined],
    ['{"a\\\\":1,"a\\\\":1}', "a\\"],
  ])("repeatedKey(%s) is %s", (text, key) => {
    expect(repeatedKey(text)).toBe(key);
  });

  it.each([
    ["a=1&b=%C3%A9", "a=1, b=\u00e9"],
    ["a=%41%4a%6f", "a=AJo"],
    ["a=%", "The form body has a malformed %-escape"],
    ["a=%4", "The form body has a malformed %-escape"],
    ["a=%G1", "The form body has a malformed %-escape"],
    ["a=%4g", "The form body has a malformed %-escape"],
    ["a=%FF", "The form body is not valid UTF-8"],
    ["a=1&a=2", 'The field "a" is posted more than once'],
  ])("formFields(%s): %s", (text, expected) => {
    let got: string;
    try {
      got = [...formFields(text)].map(([k, v]) => `${k}=${v}`).join(", ");
    } catch (e) {
      got = (e as Error).message;
    }
    expect(got).toBe(expected);
  });

  it("the url-encoded body check takes about as long on 60 KB of % and %4 as on 60 KB of letters", () => {
    const size = 60_000;
    const plain = leastCpu(() => formFields(`a=${"a".repeat(size)}`));
    for (const bad of [`a=${"%".repeat(size)}`, `a=${"%4".repeat(size / 2)}`, `a=${"%41".repeat(size / 3)}`, `${"a=1&".repeat(size / 4)}`]) {
      const adversarial = leastCpu(() => {
        try {
          formFields(bad);
        } catch {
          // refused: its time is what counts
        }
      });
      expect(adversarial, `${bad.slice(0, 8)}…: ${adversarial} ms, plain ${plain} ms`).toBeLessThan(10 * plain + 20);
    }
  });

  it('the JSON body check takes about as long on 60 KB of \\" pairs as on 60 KB of letters', () => {
    expect(escapedQuotes.length).toBeGreaterThan(60_000);
    expect(() => parseJsonBody(Buffer.from('{"a":1,"a":2}'))).toThrowErrorMatchingInlineSnapshot(`[Error: A key appears more than once]`);
    const [adversarial, plain] = [leastCpu(() => parseJsonBody(Buffer.from(escapedQuotes))), leastCpu(() => parseJsonBody(Buffer.from(plainLetters)))];
    // Linear: a small factor of the plain body's time (a quadratic check takes about a second here).
    expect(adversarial, `adversarial ${adversarial} ms, plain ${plain} ms`).toBeLessThan(10 * plain + 20);
  });

  it("ten such posts cost the server about what ten plain ones do, each answered 400, and a GET meanwhile is answered", async () => {
    const headers = { "content-type": "application/json", origin: server.base };
    const costOf = async (body: string) => {
      const before = cpuMs(server.child!.pid!);
      const [answers, page] = await Promise.all([
        Promise.all(Array.from({ length: 10 }, () => send(server.base, "POST", "/api/v1.0/email/send", headers, body))),
        send(server.base, "GET", "/robots.txt"),
      ]);
      expect([...new Set(answers.map((a) => `${a.status} ${a.text}`))]).toMatchInlineSnapshot(`
        [
          "400 The service_id parameter is required
        ",
        ]
      `);
      expect(page.status).toBe(404);
      return cpuMs(server.child!.pid!) - before;
    };
    const plain = await costOf(plainLetters);
    const adversarial = await costOf(escapedQuotes);
    expect(adversarial, `adversarial ${adversarial} ms of CPU, plain ${plain} ms`).toBeLessThan(3 * plain + 200);
  }, 60_000);
});

describe("review 2: logs cannot hurt the server, and it stops gracefully", () => {
  it.each([
    ["stdout", "npm start | head -1"],
    ["stdout and stderr", "npm start 2>&1 | head -1"],
  ])(
    "with its %s closed (`%s`) it still answers and stores posts without spinning, then SIGTERM ends it with 0 within 5 s",
    async (which) => {
      const s = tempSite("blu-inbox-pipe-");
      const closed = await startInbox(s.dist, s.file, {}, { process: true });
      try {
        // The reader of its output is gone: every later write there fails (EPIPE).
        closed.child!.stdout!.destroy();
        if (which !== "stdout") closed.child!.stderr!.destroy();
        await sleep(100);
        const posts = (round: number) => formRequests(`pipe${round}`, closed.base).filter((r) => r.status === 200);
        for (let round = 0; round < 3; round++) {
          for (const r of posts(round)) expect((await send(closed.base, r.method, r.path, r.headers, r.body)).status).toBe(200);
          expect((await send(closed.base, "GET", "/")).status).toBe(200);
          expect((await send(closed.base, "POST", "/api/v1.0/email/send", { "content-type": "application/json" }, "{")).status).toBe(400);
        }
        expect(storedLines(s.file)).toHaveLength(3 * posts(0).length);
        const cpuBefore = cpuMs(closed.child!.pid!);
        await sleep(500);
        expect(cpuMs(closed.child!.pid!) - cpuBefore, "it spins").toBeLessThan(200);
        const exit = new Promise<[number | null, string | null]>((r) => closed.child!.once("exit", (code, signal) => r([code, signal])));
        const t0 = Date.now();
        closed.child!.kill("SIGTERM");
        const status = await Promise.race([exit, sleep(5000).then(() => "still running after 5 s")]);
        expect(status).toEqual([0, null]);
        expect(Date.now() - t0).toBeLessThan(5000);
      } finally {
        closed.child!.kill("SIGKILL");
        rmSync(s.root, { recursive: true, force: true });
      }
    },
    30_000,
  );

  it.each(["SIGTERM", "SIGINT"] as const)(
    "%s while posts are in flight: every post answered 200 is in the file, the rest are refused or get 503, and the exit is 0",
    async (signal) => {
      const s = tempSite("blu-inbox-stop-");
      const stopping = await startInbox(s.dist, s.file, {}, { process: true });
      try {
        const r = (i: number) => formRequests(`stop${i}`, stopping.base).find((x) => x.status === 200)!;
        const exit = new Promise<number | null>((res) => stopping.child!.once("exit", (code) => res(code)));
        const posts = Array.from({ length: 40 }, (_, i) =>
          send(stopping.base, r(i).method, r(i).path, r(i).headers, r(i).body).then(
            (a) => a.status,
            () => 0,
          ),
        );
        await sleep(20);
        stopping.child!.kill(signal);
        const statuses = await Promise.all(posts);
        expect(await Promise.race([exit, sleep(5000).then(() => "still running after 5 s")])).toBe(0);
        expect(statuses.filter((x) => x !== 0 && x !== 200 && x !== 503)).toEqual([]);
        expect(storedLines(s.file).length).toBeGreaterThanOrEqual(statuses.filter((x) => x === 200).length);
      } finally {
        stopping.child!.kill("SIGKILL");
        rmSync(s.root, { recursive: true, force: true });
      }
    },
    30_000,
  );
});

describe("review 2: bounded work per request", () => {
  /** A path of about 14 KB: `/x/x/…/` (7,000 segments) or one segment of the same length. */
  const deep = `${"/x".repeat(7000)}/`;
  const flat = `/${"x".repeat(deep.length - 2)}/`;

  it("a path of 7,000 segments costs the server about what one segment of the same length does, and still gets the nearest 404.html", async () => {
    const costOf = async (path: string) => {
      const before = cpuMs(server.child!.pid!);
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(server.base, "GET", path)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(404));
      return cpuMs(server.child!.pid!) - before;
    };
    const [plain, adversarial] = [await costOf(flat), await costOf(deep)];
    expect(adversarial, `deep ${adversarial} ms of CPU, flat ${plain} ms`).toBeLessThan(3 * plain + 200);
    expect((await send(server.base, "GET", `/services/media${deep}`)).text).toContain("Media service not found");
    expect((await send(server.base, "GET", `/services${deep}`)).text).toContain("Section not found");
  }, 60_000);

  /** Sends a chunked request, `head` then 16 KB chunks of `fill` (a chunk a millisecond at most), until the server answers and closes (or 8 MB): the answer and how much was sent. */
  const endless = (method: string, path: string, headers: Record<string, string>, head: string, fill: string) =>
    new Promise<{ status: number; text: string; sent: number }>((resolve) => {
      const socket = connect({ port: server.port, host: "127.0.0.1" });
      let [sent, text] = [0, ""];
      const finish = () => {
        socket.destroy();
        resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), text: text.split("\r\n\r\n")[1] ?? "", sent });
      };
      socket.on("data", (c: Buffer) => (text += c.toString("latin1")));
      socket.on("error", () => {});
      socket.on("close", finish);
      const chunk = `4000\r\n${fill.repeat(Math.ceil(16_384 / fill.length)).slice(0, 16_384)}\r\n`;
      const more = () => {
        if (socket.destroyed || text.includes("\r\n\r\n")) return;
        if (sent > 8 << 20) return void socket.end("0\r\n\r\n");
        sent += 16_384;
        socket.write(chunk, () => setTimeout(more, 1));
      };
      const lines = Object.entries({ host: `127.0.0.1:${server.port}`, ...headers, "transfer-encoding": "chunked" }).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.write(`${method} ${path} HTTP/1.1\r\n${lines.join("")}\r\n${head ? `${Buffer.byteLength(head).toString(16)}\r\n${head}\r\n` : ""}`, more);
    });

  it.each([
    [
      "a multipart post with one endless field",
      "POST",
      "/api/v1.0/email/send-form",
      { "content-type": "multipart/form-data; boundary=b", origin: "http://x" },
      '--b\r\nContent-Disposition: form-data; name="message"\r\n\r\n',
      "413 The request body is larger than 65536 bytes\n",
    ],
    ["a GET with an endless body", "GET", "/", {}, "", "400 A GET request carries no body\n"],
  ])("%s is answered as soon as it passes INBOX_MAX_BODY, not once read", async (_name, method, path, headers, head, expected) => {
    const origin = (headers as Record<string, string>).origin ? { origin: server.base } : {};
    const answer = await endless(method, path, { ...headers, ...origin }, head, "abcdefgh");
    expect(`${answer.status} ${answer.text}`).toBe(expected);
    expect(answer.sent).toBeLessThan(4 << 20); // the whole body is 8 MB: read to its end before, cut at 64 KB now
    expect((await send(server.base, "GET", "/")).status).toBe(200);
  });

  it("a GET or HEAD with a Content-Length over INBOX_MAX_BODY gets 413 unread, with a small one 400", async () => {
    const answers = [];
    for (const [method, length] of [
      ["GET", 100_000],
      ["HEAD", 100_000],
      ["GET", 5],
    ] as const) {
      const a = await rawRequest(server.port, `${method} / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Length: ${length}\r\n\r\nabcde`, {
        keepOpen: true,
        timeoutMs: 3000,
      });
      answers.push(`${method} ${length}: ${a.status}${a.timedOut ? " (left open)" : ""} ${method === "HEAD" ? "" : a.text.split("\r\n\r\n")[1]!.trim()}`);
    }
    expect(answers).toMatchInlineSnapshot(`
      [
        "GET 100000: 413 The request body is larger than 65536 bytes",
        "HEAD 100000: 413 ",
        "GET 5: 400 A GET request carries no body",
      ]
    `);
  });
});

describe("review 2: behind a TLS proxy", () => {
  it("a post to an INBOX_HOSTS name from its https origin is same-origin; any other origin is refused", async () => {
    const s = tempSite("blu-inbox-proxy-");
    const proxied = await startInbox(s.dist, s.file, { INBOX_HOSTS: "forms.example.com" });
    try {
      const r = formRequests("proxy", "https://forms.example.com").find((x) => x.status === 200)!;
      const local = `127.0.0.1:${proxied.port}`;
      const answers = [];
      for (const [host, origin] of [
        ["forms.example.com", "https://forms.example.com"],
        ["forms.example.com", "http://forms.example.com"],
        ["forms.example.com", "https://evil.example"],
        ["forms.example.com", "https://forms.example.com:8443"],
        [local, `https://${local}`],
        [local, `http://${local}`],
      ]) {
        const a = await send(proxied.base, r.method, r.path, { ...r.headers, host: host!, origin: origin! }, r.body);
        answers.push(`${host === local ? "127.0.0.1:<port>" : host} from ${origin!.replace(local, "127.0.0.1:<port>")}: ${a.status} ${a.text.trim()}`);
      }
      expect(answers).toMatchInlineSnapshot(`
        [
          "forms.example.com from https://forms.example.com: 200 OK",
          "forms.example.com from http://forms.example.com: 200 OK",
          "forms.example.com from https://evil.example: 403 Cross-site posts are refused",
          "forms.example.com from https://forms.example.com:8443: 403 Cross-site posts are refused",
          "127.0.0.1:<port> from https://127.0.0.1:<port>: 403 Cross-site posts are refused",
          "127.0.0.1:<port> from http://127.0.0.1:<port>: 200 OK",
        ]
      `);
    } finally {
      await proxied.stop();
      rmSync(s.root, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("review 2: the submissions file", () => {
  it("its folder is synced whenever the file is created, also after it was deleted", async () => {
    const s = tempSite("blu-inbox-dirsync-");
    const synced: string[] = [];
    const store = createStore(s.file, { syncDir: async (dir: string) => void synced.push(dir) });
    try {
      const counts = [];
      for (const step of ["create", "append", "delete", "create"]) {
        if (step === "delete") rmSync(s.file);
        else await store.append({ step });
        counts.push(`${step}: ${synced.length}`);
      }
      expect(counts).toEqual(["create: 1", "append: 1", "delete: 1", "create: 2"]);
      expect(new Set(synced)).toEqual(new Set([s.root]));
      expect(storedLines(s.file)).toEqual([{ step: "create" }]);
    } finally {
      rmSync(s.root, { recursive: true, force: true });
    }
  });
});

describe("review 2: smaller points", () => {
  it.each(["/inbox.json", "/inbox%2Ejson", "/inbox%2ejson", "/%69nbox.json"])("%s answers JSON", async (path) => {
    const a = await send(server.base, "GET", path, INBOX_AUTH);
    expect([a.status, a.headers["content-type"]]).toEqual([200, "application/json"]);
  });

  it.each([
    ["no Content-Type (as browsers send a field)", 303, ""],
    ["text/plain in UTF-8", 303, "Content-Type: text/plain; charset=UTF-8\r\n"],
    ["Latin-1", 415, "Content-Type: text/plain; charset=latin1\r\n"],
    ["quoted ISO-8859-1", 415, 'content-type: text/plain; charset="iso-8859-1"\r\n'],
    ["UTF-16", 415, "Content-Type: text/plain;charset=utf-16le\r\n"],
  ])("a multipart part with %s gets %i", async (_name, status, partHeader) => {
    const r = formRequests(`charset`, server.base).find((x) => x.path.endsWith("/send-form"))!;
    const body = Buffer.from(r.body)
      .toString("latin1")
      .replace(/(name="message"\r\n)/, `$1${partHeader}`);
    expect(body).toContain(`name="message"\r\n${partHeader}\r\n`);
    const a = await send(server.base, r.method, r.path, r.headers, Buffer.from(body, "latin1"));
    expect(`${a.status} ${a.status === 415 ? a.text : ""}`).toBe(`${status} ${status === 415 ? "Only UTF-8 bodies are accepted\n" : ""}`);
  });

  it("no deprecation warning at start", () => {
    expect(server.output()).not.toMatch(/FSTDEP|DeprecationWarning|FastifyWarning/);
  });
});
