/**
 * Prints figures a reader can compare run to run (not a test; nothing fails on a number).
 *
 * The developer's loop (printed first; BENCH_SKIP_LOOP=1 skips it): a cold build, a one-record
 * edit rebuilt at eleven times the featured studies, the dev server's and the page editor's save
 * to screen, each beside the last committed run's (scripts/bench/bench-loop.ts, bench/loop.json).
 *
 * Generator (printed next, whatever else is skipped): wall time of a fresh process, median of
 * 5 runs each, run as `node generator/bin.mjs` and as `npm run generate --` (npm adds its own
 * start-up, about 0.2 s). The bundle is built and generated/ written by one run beforehand.
 *   check, unchanged    ms  `--check` when spec/, public/, generator/ and generated/ are as the
 *                           last run left them: answered by the skip-cache (target:
 *                           ≤ 600 ms through npm)
 *   generate, cold      ms  `--no-cache`: every stage runs (load, validate, normalize, emit,
 *                           write), as on a clean clone with the bundle built (target ≤ 1.2 s)
 * Build
 *   build               s   wall time of `npm run build` (null with BENCH_SKIP_BUILD=1)
 *
 * Per route (ROUTES below, or BENCH_ROUTES), on dist/ served by server/inbox.mjs on 127.0.0.1:
 *   Lighthouse          CLI (v13, the exact version package.json pins; Chromium at CHROMIUM_PATH, nothing
 *                       downloaded), fresh Chromium per run, default mobile emulation with simulated
 *                       throttling, categories performance/accessibility/best-practices/seo.
 *                       BENCH_RUNS runs (default 3); the reported run is the median one as
 *                       Lighthouse chooses it (computeMedianRun: nearest the median FCP and TTI).
 *     perf, a11y, BP, SEO   0-100 category scores
 *     FCP, LCP, TBT         ms (Lighthouse's simulated values);  CLS  unitless
 *     JS KB                 KB (1024 B) transferred by the script requests Lighthouse saw in that run
 *                           (its network-requests audit: resourceType Script, transferSize)
 *   Limit               the same page with all its scripts removed: a copy of dist/ in which every
 *                       <script>…</script>, <link rel="modulepreload"> and <link rel="preload"
 *                       as="script"> is stripped from every HTML file (its .br/.gz copies, where
 *                       dist/ has them, are recompressed from the stripped HTML so both servers send
 *                       the page with the same encoding), served by a second inbox server.
 *                       Lighthouse as above; FCP and LCP in ms of the median run, and
 *                       site/limit = site value ÷ scripts-removed value (2 decimals). Site and limit
 *                       runs alternate, route by route, so both see the same machine load.
 *   Targets          printed beside each route: TBT ≤ 50 ms, performance 100, FCP and LCP
 *                       site/limit ≤ 1.10 ("ok", else the figures that miss).
 *   JS before load      KB (1024 B) transferred body bytes (compressed, as sent: the server sends
 *                       brotli) of JavaScript responses (CDP resource type Script or a JavaScript
 *                       MIME type) whose loading finished before the load event (CDP timestamps of
 *                       Network.loadingFinished and Page.loadEventFired; body = encodedDataLength
 *                       less the response headers); Playwright + Chromium, 375x812 mobile viewport,
 *                       fresh context (empty cache).
 *   JS total            KB the same for every JavaScript response once all islands have hydrated:
 *                       after load the page is scrolled to the bottom in half-screen steps every
 *                       250 ms, then the bench waits for 1.5 s without any request (at most 15 s).
 *   CSS gzip            KB gzip -9 of each stylesheet the HTML links, plus its inline <style> text.
 *
 * Page editor (scripts/bench/bench-editor.ts; BENCH_SKIP_EDITOR=1 skips it): on a copy of `npm run dev`,
 *   Alt-click to panel and save to screen, ms, min/median/max of BENCH_EDITOR_RUNS (10) runs;
 *   goals 100 and 300 ms.
 *
 * Output: Markdown tables on stdout, progress on stderr, everything as JSON in bench/last.json.
 * Env: BENCH_SKIP_BUILD=1 uses the existing dist/ (and measures no pages when there is none);
 *      BENCH_SKIP_LIGHTHOUSE=1;  BENCH_RUNS (3);
 *      BENCH_ROUTES=/,/projects (comma-separated);  BENCH_PORT (4391; the limit server uses +1);
 *      CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import type { Browser } from "@playwright/test";
import { pageFile } from "../build/page-files.ts";
import { type EditorFigures, benchEditor, editorTable } from "./bench-editor.ts";
import { runLoop } from "./bench-loop.ts";
import { parseCommand, wholeNumber } from "../../lib/cli-args.mjs";

parseCommand({
  name: "bench",
  usage: "npm run bench",
  summary:
    "Prints figures to compare run to run (not a test): the developer's loop beside the last committed run's (bench/loop.json), the generator's times, `npm run build`, Lighthouse and the JavaScript and CSS weights of each route against the same page without scripts, and the page editor's delays. Markdown tables on stdout, progress on stderr, everything in bench/last.json. Takes several minutes.",
  env: {
    BENCH_SKIP_LOOP: "1: no figures of the developer's loop (cold build, one-record edit, the two saves to screen)",
    BENCH_LOOP_SAVES: "saves each save-to-screen median of the loop is taken over (default 7)",
    BENCH_PREVIEW_PORT: "the loop's dev server port for the spec saves (default 4393)",
    BENCH_SKIP_BUILD: "1: use the existing dist/ (no pages measured when there is none)",
    BENCH_SKIP_LIGHTHOUSE: "1: no Lighthouse runs",
    BENCH_SKIP_EDITOR: "1: no page editor figures",
    BENCH_RUNS: "Lighthouse runs per route (default 3)",
    BENCH_ROUTES: "the routes, comma-separated (default: one of each kind)",
    BENCH_PORT: "the site server's port (default 4391; the scripts-removed copy uses the next)",
    BENCH_EDITOR_PORT: "the page editor bench's port (default 4394)",
    BENCH_EDITOR_RUNS: "the page editor bench's runs (default 10)",
    CHROMIUM_PATH: "the Chromium to drive (default /usr/bin/chromium)",
  },
});
// Loaded once the flags are read: `--help` answers without them.
const [{ chromium }, { computeMedianRun }] = await Promise.all([import("@playwright/test"), import("lighthouse/core/lib/median-run.js")]);
const root = process.cwd();
const dist = join(root, "dist");
const env = process.env;
const runs = wholeNumber("bench", "BENCH_RUNS", env.BENCH_RUNS, 3, 1);
const port = wholeNumber("bench", "BENCH_PORT", env.BENCH_PORT, 4391, 1);
const chromePath = env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromeFlags = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const tmp = mkdtempSync(join(tmpdir(), "bench-"));
const started = performance.now();
const log = (msg: string) => process.stderr.write(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${msg}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
/** A Markdown table; null cells print as –. */
const cell = (v: number | string | null | undefined) => (v == null ? "–" : String(v));
const table = (head: string[], rows: (string | number | null | undefined)[][]) =>
  [`| ${head.join(" | ")} |`, `| ${head.map((_, i) => (i ? "---:" : "---")).join(" | ")} |`, ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`)].join(
    "\n",
  );

/** Every process the bench starts; all are stopped when it exits, however it exits. */
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGINT");
  rmSync(tmp, { recursive: true, force: true });
});
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => process.exit(130));

/** Runs a command quietly; rejects with the end of its output when it fails. */
function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    let out = "";
    const keep = (d: Buffer) => (out = (out + d.toString()).slice(-4000));
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    child.on("error", reject);
    child.on("exit", (code) => {
      children.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${basename(cmd)} ${args.slice(0, 2).join(" ")} exited ${code}:\n${out.trim().split("\n").slice(-12).join("\n")}`));
    });
  });
}
const wallMs = async (cmd: string, args: string[]) => {
  const t = performance.now();
  await run(cmd, args);
  return performance.now() - t;
};

// ---- routes -------------------------------------------------------------------------------------
const firstCaseStudy = () => {
  const dir = join(dist, "casestudy");
  const slug = existsSync(dir)
    ? readdirSync(dir)
        .sort()
        .map((f) => f.replace(/\.html$/, ""))
        .find((d) => d !== "404" && existsSync(join(dir, `${d}.html`)))
    : undefined;
  return slug ? [`/casestudy/${slug}`] : [];
};
const routeList = () =>
  env.BENCH_ROUTES
    ? env.BENCH_ROUTES.split(",")
        .map((r) => r.trim())
        .filter(Boolean)
    : [
        "/",
        "/services",
        "/services/media/media-buying",
        "/services/tech-solutions",
        "/casestudy",
        ...firstCaseStudy(),
        "/projects",
        "/about",
        "/contact",
        "/kenya",
        "/social-media-ads",
      ];
const htmlFile = (dir: string, route: string) => join(dir, pageFile(route));

// ---- servers ------------------------------------------------------------------------------------
type Server = { base: string; ready: () => Promise<void> };

/**
 * server/inbox.mjs serving `dir` (env DIST) on port `p`. `ready()` starts it, and restarts it when
 * it has stopped meanwhile (something else on the machine may stop it during a long run).
 */
function inbox(dir: string, p: number): Server & { stop: () => Promise<void> } {
  const base = `http://127.0.0.1:${p}`;
  let child: ChildProcess | undefined;
  const ready = async () => {
    if (child && child.exitCode === null && child.signalCode === null) return;
    if (child) log(`the server on ${base} had stopped (${child.signalCode ?? `exit code ${child.exitCode}`}); restarting it`);
    if (
      await fetch(base).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`port ${p} is already in use; set BENCH_PORT`);
    const serverEnv = {
      ...env,
      PORT: String(p),
      HOST: "127.0.0.1",
      DIST: dir,
      DIST_DIR: dir,
      INBOX_FILE: join(tmp, `inbox-${p}.jsonl`),
      IDLE_EXIT_MS: "600000",
    };
    const c = spawn(process.execPath, ["server/inbox.mjs"], { cwd: root, stdio: "ignore", env: serverEnv });
    child = c;
    children.add(c);
    for (let i = 0; i < 100 && c.exitCode === null; i++) {
      if (
        await fetch(base).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await sleep(100);
    }
    throw new Error(`server/inbox.mjs did not start on ${base} (exit code ${c.exitCode})`);
  };
  const stop = async () => {
    const c = child;
    if (c && c.exitCode === null && c.signalCode === null) await new Promise((r) => c.once("exit", r).kill("SIGINT"));
  };
  return { base, ready, stop };
}

/** dist/ with every script and module preload removed, served on port+1. */
async function startLimitServer(): Promise<Server> {
  const copy = join(tmp, "dist-noscript");
  cpSync(dist, copy, { recursive: true });
  const strip = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const f = join(dir, e.name);
      if (e.isDirectory()) strip(f);
      else if (e.name.endsWith(".html")) {
        const html = readFileSync(f, "utf8")
          .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
          .replace(/<link\b[^>]*>/gi, (t) =>
            /\brel\s*=\s*["']?modulepreload\b/i.test(t) || (/\brel\s*=\s*["']?preload\b/i.test(t) && /\bas\s*=\s*["']?script\b/i.test(t)) ? "" : t,
          );
        writeFileSync(f, html);
        // Recompress where dist/ had precompressed copies (as scripts/build/prerender.ts does), so the limit
        // page is sent with the same encoding as the site's.
        if (existsSync(`${f}.br`)) writeFileSync(`${f}.br`, brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }));
        if (existsSync(`${f}.gz`)) writeFileSync(`${f}.gz`, gzipSync(html, { level: 9 }));
      }
    }
  };
  strip(copy);
  const server = inbox(copy, port + 1);
  await server.ready();
  // server/inbox.mjs serves the folder DIST names: a script still there means it served another.
  if (/<script\b/i.test(await (await fetch(server.base)).text()))
    throw new Error(`the scripts-removed copy on ${server.base} still has scripts: server/inbox.mjs did not serve DIST=${copy}`);
  return server;
}

// ---- Lighthouse ---------------------------------------------------------------------------------
type LhRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
};
type LhReport = {
  lighthouseVersion: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
};
/** The Lighthouse version that ran (read from its first report). */
let lighthouseVersion: string | null = null;
let lhCount = 0;

async function lighthouse(url: string): Promise<LhRun> {
  const out = join(tmp, `lh-${++lhCount}.json`);
  const categories = "performance,accessibility,best-practices,seo";
  const args = [
    url,
    "--quiet",
    "--output=json",
    `--output-path=${out}`,
    `--only-categories=${categories}`,
    `--chrome-flags=--headless=new ${chromeFlags.join(" ")}`,
  ];
  await run(join(root, "node_modules/.bin/lighthouse"), args, { CHROME_PATH: chromePath });
  const r = JSON.parse(readFileSync(out, "utf8")) as LhReport;
  if (r.runtimeError) throw new Error(r.runtimeError.message);
  const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100);
  const num = (k: string) => r.audits[k]?.numericValue ?? Number.NaN;
  lighthouseVersion ??= r.lighthouseVersion;
  const jsBytes = (r.audits["network-requests"]?.details?.items ?? [])
    .filter((i) => i.resourceType === "Script")
    .reduce((n, i) => n + (i.transferSize ?? 0), 0);
  const result: LhRun = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: Math.round(num("first-contentful-paint")),
    lcpMs: Math.round(num("largest-contentful-paint")),
    tbtMs: Math.round(num("total-blocking-time")),
    cls: Number(num("cumulative-layout-shift").toFixed(3)),
    jsBytes,
  };
  reports.set(result, r);
  return result;
}
/** The full report of each run (for Lighthouse's own choice of the median run). */
const reports = new WeakMap<LhRun, LhReport>();
/**
 * The median run as Lighthouse itself chooses it (`computeMedianRun`, lighthouse/core/lib/median-run.js):
 * the run nearest the median FCP and the median time to interactive. (Ordering by the score
 * alone left every all-100 tie to chance: one slow FCP among three could be the one reported.)
 */
const medianRun = (xs: LhRun[]) => {
  if (!xs.length) return null;
  const chosen = computeMedianRun(xs.map((x) => reports.get(x) as never));
  return xs.find((x) => reports.get(x) === (chosen as unknown)) ?? null;
};

// ---- bytes --------------------------------------------------------------------------------------
type JsBytes = { beforeLoadBytes: number; totalBytes: number; beforeLoadFiles: number; totalFiles: number };

async function jsBytes(browser: Browser, url: string): Promise<JsBytes> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const headerBytes = new Map<string, number>();
    const finished: { bytes: number; at: number }[] = [];
    let loadAt = Number.POSITIVE_INFINITY;
    let lastActivity = Date.now();
    cdp.on("Network.requestWillBeSent", () => (lastActivity = Date.now()));
    cdp.on("Network.loadingFailed", () => (lastActivity = Date.now()));
    cdp.on("Network.responseReceived", (e) => {
      if (e.type === "Script" || /javascript|ecmascript/i.test(e.response.mimeType)) headerBytes.set(e.requestId, e.response.encodedDataLength);
    });
    cdp.on("Network.loadingFinished", (e) => {
      lastActivity = Date.now();
      const headers = headerBytes.get(e.requestId);
      if (headers !== undefined) finished.push({ bytes: e.encodedDataLength - headers, at: e.timestamp });
    });
    cdp.on("Page.loadEventFired", (e) => (loadAt = Math.min(loadAt, e.timestamp)));
    await cdp.send("Network.enable");
    await cdp.send("Page.enable");
    await page.goto(url, { waitUntil: "load", timeout: 30_000 });
    for (let i = 0; i < 200; i++) {
      const atBottom = (await page.evaluate("scrollBy(0, innerHeight / 2), innerHeight + scrollY >= document.documentElement.scrollHeight - 2")) as boolean;
      await sleep(250);
      if (atBottom) break;
    }
    const deadline = Date.now() + 15_000;
    while (Date.now() - lastActivity < 1500 && Date.now() < deadline) await sleep(100);
    const early = finished.filter((f) => f.at <= loadAt);
    const sum = (xs: typeof finished) => xs.reduce((n, f) => n + f.bytes, 0);
    return { beforeLoadBytes: sum(early), totalBytes: sum(finished), beforeLoadFiles: early.length, totalFiles: finished.length };
  } finally {
    await context.close();
  }
}

function cssGzipBytes(route: string) {
  const file = htmlFile(dist, route);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, "utf8");
  const gz = (s: string | Buffer) => gzipSync(s, { level: 9 }).length;
  const linked = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]).filter((t) => /\brel\s*=\s*["']?stylesheet\b/i.test(t));
  const hrefs = linked.map((t) => /\bhref\s*=\s*["']?([^"' >]+)/i.exec(t)?.[1]).filter((h): h is string => !!h && h.startsWith("/"));
  const inline = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => m[1]).join("");
  return hrefs.reduce((n, h) => n + gz(readFileSync(join(dist, h.split(/[?#]/)[0]))), inline ? gz(inline) : 0);
}

// ---- main ---------------------------------------------------------------------------------------
if (!env.BENCH_SKIP_LOOP) {
  log("the developer's loop (scripts/bench/bench-loop.ts)");
  const loopPorts = {
    preview: wholeNumber("bench", "BENCH_PREVIEW_PORT", env.BENCH_PREVIEW_PORT, 4393, 1),
    editor: wholeNumber("bench", "BENCH_EDITOR_PORT", env.BENCH_EDITOR_PORT, 4394, 1),
  };
  process.stdout.write(`${await runLoop(wholeNumber("bench", "BENCH_LOOP_SAVES", env.BENCH_LOOP_SAVES, 7, 1), loopPorts, log)}\n\n`);
}
log("timing the generator");
await run(process.execPath, ["generator/bin.mjs", "--quiet"]); // builds the bundle, writes generated/, records the run
const generatorRuns = 5;
const timeGenerator = async (args: string[], viaNpm: boolean) => {
  const xs: number[] = [];
  for (let i = 0; i < generatorRuns; i++) {
    xs.push(
      await (viaNpm ? wallMs("npm", ["run", "-s", "generate", "--", ...args, "--quiet"]) : wallMs(process.execPath, ["generator/bin.mjs", ...args, "--quiet"])),
    );
  }
  return Math.round(median(xs));
};
const generator = {
  runs: generatorRuns,
  checkUnchangedMs: await timeGenerator(["--check"], false),
  coldGenerateMs: await timeGenerator(["--no-cache"], false),
  npm: { checkUnchangedMs: await timeGenerator(["--check"], true), coldGenerateMs: await timeGenerator(["--no-cache"], true) },
};
process.stdout.write(
  `${[
    "## Generator (wall time of a fresh process, median of 5)",
    "",
    table(
      ["figure", "node generator/bin.mjs", "npm run generate --"],
      [
        ["check, unchanged (`--check`, skip-cache hit)", `${generator.checkUnchangedMs} ms`, `${generator.npm.checkUnchangedMs} ms`],
        ["generate, cold (`--no-cache`, every stage)", `${generator.coldGenerateMs} ms`, `${generator.npm.coldGenerateMs} ms`],
      ],
    ),
  ].join("\n")}\n\n`,
);

let buildSeconds: number | null = null;
if (!env.BENCH_SKIP_BUILD) {
  log("npm run build");
  buildSeconds = Number(((await wallMs("npm", ["run", "-s", "build"])) / 1000).toFixed(1));
}
const haveDist = existsSync(join(dist, "index.html"));
if (!haveDist) {
  if (!env.BENCH_SKIP_BUILD) throw new Error("dist/index.html is missing after npm run build");
  log("dist/index.html is missing (BENCH_SKIP_BUILD=1): measuring no pages");
}

const routes = haveDist ? routeList() : [];
for (const r of routes)
  if (!existsSync(htmlFile(dist, r))) log(`warning: dist/${pageFile(r)} does not exist; ${r} is measured as served (likely the 404 page)`);
const site = inbox(dist, port);
if (haveDist) await site.ready();
const limit = env.BENCH_SKIP_LIGHTHOUSE || !haveDist ? null : await startLimitServer();

type RouteFigures = {
  route: string;
  js: JsBytes | null;
  cssGzipBytes: number | null;
  lighthouse: LhRun | null;
  lighthouseRuns: LhRun[];
  limit: LhRun | null;
  limitRuns: LhRun[];
  ratio: { fcp: number; lcp: number } | null;
};
const results: RouteFigures[] = routes.map((route) => ({
  route,
  js: null,
  cssGzipBytes: cssGzipBytes(route),
  lighthouse: null,
  lighthouseRuns: [],
  limit: null,
  limitRuns: [],
  ratio: null,
}));

if (results.length > 0) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    for (const r of results) {
      log(`JS bytes ${r.route}`);
      await site.ready();
      r.js = await jsBytes(browser, site.base + r.route).catch((e: Error) => {
        log(`  failed: ${e.message}`);
        return null;
      });
    }
  } finally {
    await browser.close();
  }
}

if (limit) {
  for (const r of results) {
    for (let i = 1; i <= runs; i++) {
      // Alternate site and limit runs so drift in the machine's load affects both alike.
      for (const [kind, server, into] of [
        ["site", site, r.lighthouseRuns],
        ["limit", limit, r.limitRuns],
      ] as const) {
        for (let attempt = 1; attempt <= 2; attempt++) {
          const what = `lighthouse ${kind.padEnd(5)} ${r.route} run ${i}/${runs}`;
          try {
            await server.ready();
            const x = await lighthouse(server.base + r.route);
            into.push(x);
            log(`${what}: perf ${x.performance} FCP ${x.fcpMs} LCP ${x.lcpMs} TBT ${x.tbtMs} CLS ${x.cls}`);
            break;
          } catch (e) {
            log(`${what} failed${attempt === 1 ? " (trying once more)" : ""}: ${(e as Error).message}`);
          }
        }
      }
    }
    r.lighthouse = medianRun(r.lighthouseRuns);
    r.limit = medianRun(r.limitRuns);
    if (r.lighthouse && r.limit)
      r.ratio = { fcp: Number((r.lighthouse.fcpMs / r.limit.fcpMs).toFixed(2)), lcp: Number((r.lighthouse.lcpMs / r.limit.lcpMs).toFixed(2)) };
  }
}

// ---- report -------------------------------------------------------------------------------------
let commit: string | null = null;
try {
  commit = execFileSync("git", ["describe", "--always", "--dirty"], { cwd: root, encoding: "utf8" }).trim();
} catch {}
const kb = (n: number | null | undefined) => (n == null ? "–" : (n / 1024).toFixed(1));

const lines = [
  `## Build${commit ? ` (${commit})` : ""}`,
  "",
  table(["figure", "value"], [["npm run build", buildSeconds == null ? "skipped" : `${buildSeconds} s`]]),
  "",
  "## Bytes (Chromium 375x812, transferred; KB = 1024 B)",
  "",
  table(
    ["route", "JS before load KB", "JS after hydration KB", "JS files (load/total)", "CSS gzip KB"],
    results.map((r) => [
      r.route,
      kb(r.js?.beforeLoadBytes),
      kb(r.js?.totalBytes),
      r.js ? `${r.js.beforeLoadFiles}/${r.js.totalFiles}` : null,
      kb(r.cssGzipBytes),
    ]),
  ),
];
/** The targets a route misses ("ok" when none): TBT ≤ 50 ms, performance 100, FCP and LCP ≤ 1.10 × the limit. */
const targets = (r: RouteFigures) => {
  const l = r.lighthouse;
  if (!l || !r.ratio) return null;
  const misses = [
    l.tbtMs > 50 && `TBT ${l.tbtMs}`,
    l.performance < 100 && `perf ${l.performance}`,
    r.ratio.fcp > 1.1 && `FCP ×${r.ratio.fcp.toFixed(2)}`,
    r.ratio.lcp > 1.1 && `LCP ×${r.ratio.lcp.toFixed(2)}`,
  ].filter(Boolean);
  return misses.length ? misses.join(", ") : "ok";
};
if (limit) {
  lines.push(
    "",
    `## Lighthouse ${lighthouseVersion ?? ""} (mobile, simulated throttling; median run of ${runs}, Lighthouse's computeMedianRun), each route beside its scripts-removed page`,
    "",
    table(
      ["route", "perf", "FCP ms", "LCP ms", "TBT ms", "CLS", "JS KB", "limit perf", "limit FCP", "limit LCP", "limit TBT", "FCP ×", "LCP ×", "targets", "runs"],
      results.map((r) => {
        const l = r.lighthouse;
        const x = r.limit;
        return [
          r.route,
          l?.performance,
          l?.fcpMs,
          l?.lcpMs,
          l?.tbtMs,
          l?.cls,
          kb(l?.jsBytes),
          x?.performance,
          x?.fcpMs,
          x?.lcpMs,
          x?.tbtMs,
          r.ratio?.fcp.toFixed(2),
          r.ratio?.lcp.toFixed(2),
          targets(r),
          `${r.lighthouseRuns.length}+${r.limitRuns.length}`,
        ];
      }),
    ),
    "",
    "## Other Lighthouse scores (site, median run)",
    "",
    table(
      ["route", "a11y", "BP", "SEO"],
      results.map((r) => [r.route, r.lighthouse?.accessibility, r.lighthouse?.bestPractices, r.lighthouse?.seo]),
    ),
  );
}
// The page editor on npm run dev: Alt-click to panel and save to screen.
let editor: EditorFigures | null = null;
if (!env.BENCH_SKIP_EDITOR) {
  log("page editor: Alt-click to panel and save to screen on a copy of the dev server");
  editor = await benchEditor(Number(env.BENCH_EDITOR_PORT ?? 4394), Number(env.BENCH_EDITOR_RUNS ?? 10), log);
  lines.push("", editorTable(editor));
}
process.stdout.write(`${lines.join("\n")}\n`);

const figures = { date: new Date().toISOString(), commit, lighthouseVersion, generator, buildSeconds, runsPerPage: limit ? runs : 0, routes: results, editor };
mkdirSync(join(root, "bench"), { recursive: true });
writeFileSync(join(root, "bench/last.json"), `${JSON.stringify(figures, null, 2)}\n`);
log("wrote bench/last.json");
process.exit(0);
