/**
 * `npm run bench:inbox`: figures for the local form inbox (server/inbox.mjs, on Fastify; the servers
 * it starts have INBOX_TOKEN and the rate limit lifted, tests/support/inbox-harness.ts). Not a test: it
 * prints what it measured, and exits 1 only when a submission was lost or torn or /inbox grew
 * the server's memory by 50 MB or more.
 *
 * 1. Burst: LOAD_COUNT (2,000) valid submissions sent at once, one connection each, spread over
 *    the four forms and their protocols (EmailJS JSON and form post, list post by form and by
 *    script). Prints the time, the latency p50/p99/max, the server's RSS before and after (and
 *    its peak), and checks the file: one parseable line per submission, none lost, none twice.
 * 2. Big file: a submissions file of LOAD_FILE_MB (200) MB of realistic records (with two damaged
 *    lines), served by a fresh server: the first /inbox view (the server counts the file in the
 *    background from its start, and this view waits for that), a later view, /inbox.json, four
 *    views at once, the page at the middle of the file, and 40 pages followed by their links,
 *    each with its time and the RSS growth over the idle server (peak, from /proc/<pid>/status
 *    VmHWM, reset before each step); and the slowest static page fetched meanwhile.
 *
 * 3. Adversarial: the p99 of `GET /` fetched one after another, idle, then while ten
 *    60 KB JSON posts of letters and ten paths of one 14 KB segment are in flight, then the same
 *    sizes made adversarial: `\"` pairs and 7,000 segments (goal ≤ 50 ms; before the linear
 *    checks, one such post held every request for about 0.9 s). Printed, not checked.
 *
 * Linux only (reads /proc). Environment: LOAD_COUNT, LOAD_FILE_MB, LOAD_PARTS (which of
 * `burst,big,adversarial` to run; all by default).
 */
import { closeSync, createWriteStream, openSync, readFileSync, readSync, rmSync, statSync, writeFileSync } from "node:fs";
import { Agent } from "node:http";
import { performance } from "node:perf_hooks";
import type { InboxServer } from "../../tests/support/inbox-harness.ts";
import { parseCommand, refuse, wholeNumber } from "../../lib/cli-args.mjs";

/** The parts of the bench, in the order they run (LOAD_PARTS picks some). */
const PARTS = ["burst", "big", "adversarial"] as const;
const command = {
  name: "bench:inbox",
  usage: "npm run bench:inbox",
  summary:
    "Figures for the local form inbox (server/inbox.mjs) under load: a burst of submissions, a big submissions file, adversarial posts. Not a test: exits 1 only when a submission was lost or torn, or /inbox grew the server's memory by 50 MB or more. Linux only.",
  env: {
    LOAD_COUNT: "submissions in the burst (default 2000)",
    LOAD_FILE_MB: "size of the big submissions file, MB (default 200)",
    LOAD_PARTS: `which parts to run, comma-separated (default ${PARTS.join(",")})`,
  },
};
parseCommand(command);
// Loaded once the flags are read: `--help` answers without the server's harness.
const { formRequests, INBOX_AUTH, send, startInbox, tempSite } = await import("../../tests/support/inbox-harness.ts");
const COUNT = wholeNumber("bench:inbox", "LOAD_COUNT", process.env.LOAD_COUNT, 2000, 1);
const FILE_MB = wholeNumber("bench:inbox", "LOAD_FILE_MB", process.env.LOAD_FILE_MB, 200, 1);
const parts = new Set((process.env.LOAD_PARTS ?? PARTS.join(",")).split(","));
for (const p of parts) if (!(PARTS as readonly string[]).includes(p)) refuse(command, `LOAD_PARTS names '${p}', not one of ${PARTS.join(", ")}`);
const MB = 1024 * 1024;

/** VmRSS and VmHWM (peak) of a process, in bytes. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** Resets a process's peak RSS to its current RSS (clear_refs 5). */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const ms = (t: number) => `${t.toFixed(1)} ms`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
let failed = false;
const check = (ok: boolean, what: string) => {
  if (!ok) {
    failed = true;
    process.stdout.write(`  FAILED: ${what}\n`);
  }
};

async function burst(): Promise<void> {
  const site = tempSite("blu-inbox-load-");
  const server = await startInbox(site.dist, site.file, {}, { process: true });
  const pid = server.child!.pid!;
  try {
    for (const r of formRequests("warm-up", server.base)) await send(server.base, r.method, r.path, r.headers, r.body);
    const warm = readFileSync(site.file, "utf8").split("\n").filter(Boolean).length;
    const before = memory(pid);
    resetPeak(pid);
    const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    // Every request is made before the clock starts, so the figures are the server's.
    const requests = Array.from({ length: COUNT }, (_, i) => {
      const all = formRequests(`load-${i}`, server.base);
      return all[i % all.length]!;
    });
    const started = performance.now();
    await Promise.all(
      requests.map(async (r) => {
        const t0 = performance.now();
        const res = await send(server.base, r.method, r.path, r.headers, r.body, { agent });
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        check(res.status === r.status, `${r.name} answered ${res.status}: ${res.text}`);
      }),
    );
    const total = performance.now() - started;
    const after = memory(pid);
    await new Promise((r) => setTimeout(r, 2000));
    const settled = memory(pid).rss;
    const lines = readFileSync(site.file, "utf8").split("\n").filter(Boolean).slice(warm);
    let torn = 0;
    const seen = new Map<string, number>();
    for (const line of lines) {
      try {
        const e = JSON.parse(line) as { fields: Record<string, string> };
        const marker = Object.values(e.fields)
          .map((v) => /^(load-\d+)@example\.com$/.exec(v)?.[1])
          .find(Boolean);
        if (marker) seen.set(marker, (seen.get(marker) ?? 0) + 1);
      } catch {
        torn++;
      }
    }
    const lost = Array.from({ length: COUNT }, (_, i) => `load-${i}`).filter((m) => !seen.has(m)).length;
    const twice = [...seen.values()].filter((c) => c > 1).length;
    latencies.sort((a, b) => a - b);
    process.stdout.write(`\n1. ${COUNT} concurrent valid submissions (one connection each, 4 forms, 8 request shapes)\n`);
    process.stdout.write(
      `   all answered in ${ms(total)} (${Math.round(COUNT / (total / 1000))}/s); statuses ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}\n`,
    );
    process.stdout.write(`   latency p50 ${ms(quantile(latencies, 0.5))}, p99 ${ms(quantile(latencies, 0.99))}, max ${ms(latencies.at(-1)!)}\n`);
    process.stdout.write(`   server RSS before ${mb(before.rss)}, right after ${mb(after.rss)} (peak ${mb(after.peak)}), 2 s later ${mb(settled)}\n`);
    process.stdout.write(`   file: ${lines.length} new lines, ${torn} torn, ${lost} lost, ${twice} stored twice\n`);
    check(lines.length === COUNT && torn === 0 && lost === 0 && twice === 0, "every submission stored once, untorn");
  } finally {
    await server.stop();
    rmSync(site.root, { recursive: true, force: true });
  }
}

/** Writes about `bytes` of submissions (realistic records, two damaged lines) to `file`. */
async function bigFile(file: string, bytes: number): Promise<number> {
  const out = createWriteStream(file);
  const write = (s: string) => (out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once("drain", () => r())));
  let written = 0;
  let n = 0;
  const message =
    "We are launching a new product line in Lagos and Nairobi and would like to talk about media buying, influencer partnerships and a launch event. ".repeat(
      3,
    );
  while (written < bytes) {
    n++;
    const when = new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString();
    const record =
      n % 2
        ? {
            receivedAt: when,
            kind: "emailjs",
            form: "contact",
            via: "json",
            serviceId: "service_blu_site",
            templateId: "template_contact",
            publicKey: "blu-public-key",
            libVersion: "4.4.1",
            fields: { name: `Visitor ${n}`, email: `visitor${n}@example.com`, message, country: "Kenya", reason: "Media" },
          }
        : {
            receivedAt: when,
            kind: "subscribe",
            form: "newsletter",
            via: "fetch",
            list: { u: "5f1c0e2b9a7d4c3e8b6a1f0d2", id: "a41b7c9d2e" },
            fields: {
              FNAME: `Visitor`,
              LNAME: `${n}`,
              EMAIL: `visitor${n}@example.com`,
              tags: "2004618",
              b_5f1c0e2b9a7d4c3e8b6a1f0d2_a41b7c9d2e: "",
              ajax: "1",
            },
          };
    let line = `${JSON.stringify(record)}\n`;
    if (n === 1000 || n === 200_000) line = `${line.slice(0, 80)}\n`;
    written += Buffer.byteLength(line);
    await write(line);
  }
  await new Promise<void>((r) => out.end(() => r()));
  return n;
}

/** Runs `step` while fetching a static page every 25 ms; returns the step's time, its result, the slowest static fetch and the RSS peak. */
async function measured<T>(
  server: InboxServer,
  step: () => Promise<T>,
  reset: boolean,
): Promise<{ time: number; result: T; staticMax: number; staticCount: number; peak: number }> {
  const pid = server.child!.pid!;
  if (reset) resetPeak(pid);
  let running = true;
  const staticTimes: number[] = [];
  const sampler = (async () => {
    while (running) {
      const t0 = performance.now();
      await send(server.base, "GET", "/");
      staticTimes.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const t0 = performance.now();
  const result = await step();
  const time = performance.now() - t0;
  running = false;
  await sampler;
  return { time, result, staticMax: Math.max(0, ...staticTimes), staticCount: staticTimes.length, peak: memory(pid).peak };
}

async function bigInbox(): Promise<void> {
  const site = tempSite("blu-inbox-big-");
  try {
    const t0 = performance.now();
    const records = await bigFile(site.file, FILE_MB * MB);
    const size = statSync(site.file).size;
    process.stdout.write(`\n2. /inbox on a ${mb(size)} file (${records} lines, 2 damaged), written in ${ms(performance.now() - t0)}\n`);
    // The start of a line near the middle of the file: a `before` the inbox accepts.
    const middle = (() => {
      const fd = openSync(site.file, "r");
      const buf = Buffer.alloc(MB);
      readSync(fd, buf, 0, MB, Math.floor(size / 2));
      closeSync(fd);
      return Math.floor(size / 2) + buf.indexOf(10) + 1;
    })();
    // The baseline: the same server, idle, on an empty file.
    const empty = await startInbox(site.dist, `${site.file}.empty`, {}, { process: true });
    await send(empty.base, "GET", "/inbox", INBOX_AUTH);
    await new Promise((r) => setTimeout(r, 500));
    const idle = memory(empty.child!.pid!).rss;
    await empty.stop();
    process.stdout.write(
      `   server RSS idle on an empty file ${mb(idle)}; every figure below is the peak since the step began (the first: since the start, with the count of the file) minus that\n`,
    );
    const server = await startInbox(site.dist, site.file, {}, { process: true });
    try {
      const steps: [string, () => Promise<unknown>][] = [
        ["first /inbox (waits for the count of the whole file)", () => send(server.base, "GET", "/inbox", INBOX_AUTH)],
        ["/inbox again", () => send(server.base, "GET", "/inbox", INBOX_AUTH)],
        ["/inbox.json", () => send(server.base, "GET", "/inbox.json", INBOX_AUTH)],
        ["4 × /inbox at once", () => Promise.all(Array.from({ length: 4 }, () => send(server.base, "GET", "/inbox", INBOX_AUTH)))],
        ["the page from the middle of the file", () => send(server.base, "GET", `/inbox?before=${middle}`, INBOX_AUTH)],
        [
          "40 pages of 500 back from the newest, by their links",
          async () => {
            let url: string | null = "/inbox.json?limit=500";
            let last: Awaited<ReturnType<typeof send>> | undefined;
            for (let i = 0; i < 40 && url; i++) {
              last = await send(server.base, "GET", url, INBOX_AUTH);
              url = (JSON.parse(last.text) as { next: string | null }).next;
            }
            return last!;
          },
        ],
      ];
      let worst = 0;
      for (const [i, [name, step]] of steps.entries()) {
        const m = await measured(server, step, i > 0);
        const answers = (Array.isArray(m.result) ? m.result : [m.result]) as { status: number; text: string }[];
        check(
          answers.every((a) => a.status === 200),
          `${name}: ${answers.map((a) => a.status).join(",")}`,
        );
        const damaged = /(\d+) damaged lines? skipped/.exec(answers[0]!.text)?.[1];
        worst = Math.max(worst, m.peak - idle);
        process.stdout.write(
          `   ${name}: ${ms(m.time)}, RSS +${mb(m.peak - idle)}; slowest static page meanwhile ${ms(m.staticMax)} (${m.staticCount} fetched)${damaged ? `; reports ${damaged} damaged` : ""}\n`,
        );
      }
      process.stdout.write(`   largest RSS growth: ${mb(worst)} (limit 50 MB)\n`);
      check(worst < 50 * MB, "RSS growth under 50 MB");
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(site.root, { recursive: true, force: true });
  }
}

/** The p99 of `GET /` fetched one after another while `load` (started with it) is in flight, and how many were fetched. */
async function pageP99(server: InboxServer, load: () => Promise<unknown>): Promise<[number, number]> {
  const times: number[] = [];
  let done = false;
  const pending = load().finally(() => (done = true));
  const agent = new Agent({ keepAlive: true });
  while (!done || times.length < 20) {
    const t0 = performance.now();
    await send(server.base, "GET", "/", {}, undefined, { agent });
    times.push(performance.now() - t0);
  }
  await pending;
  agent.destroy();
  return [
    quantile(
      times.sort((a, b) => a - b),
      0.99,
    ),
    times.length,
  ];
}

async function adversarial(): Promise<void> {
  const site = tempSite("blu-inbox-adversarial-");
  const server = await startInbox(site.dist, site.file, {}, { process: true });
  try {
    const quotes = JSON.stringify({ template_params: { message: '"'.repeat(30_000) } });
    const letters = JSON.stringify({ template_params: { message: "a".repeat(quotes.length - 40) } });
    const [deep, flat] = [`${"/x".repeat(7000)}/`, `/${"x".repeat(13_998)}/`];
    const load = (post: string, path: string) => () =>
      Promise.all([
        ...Array.from({ length: 10 }, () =>
          send(server.base, "POST", "/api/v1.0/email/send", { "content-type": "application/json", origin: server.base }, post),
        ),
        ...Array.from({ length: 10 }, () => send(server.base, "GET", path)),
      ]);
    for (let i = 0; i < 50; i++) await send(server.base, "GET", "/"); // warm-up: the first answers compile the code
    const [idle] = await pageP99(server, () => new Promise((r) => setTimeout(r, 500)));
    const [plain] = await pageP99(server, load(letters, flat));
    const [busy] = await pageP99(server, load(quotes, deep));
    process.stdout.write(
      `3. Adversarial: p99 of GET / idle ${ms(idle)}; with 10 posts of 60 KB of letters and 10 paths of one 14 KB segment in flight ${ms(plain)}; with 10 posts of 60 KB of \\" pairs and 10 paths of 7,000 segments ${ms(busy)} (goal ≤ 50 ms; before the fix, one such post held every request about 900 ms)\n`,
    );
  } finally {
    await server.stop();
    rmSync(site.root, { recursive: true, force: true });
  }
}

process.stdout.write(`inbox load (server/inbox.mjs, node ${process.version})\n`);
if (parts.has("burst")) await burst();
if (parts.has("big")) await bigInbox();
if (parts.has("adversarial")) await adversarial();
process.stdout.write(failed ? "\nSome checks failed.\n" : "\nAll checks held.\n");
process.exit(failed ? 1 : 0);
