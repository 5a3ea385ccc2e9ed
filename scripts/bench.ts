/**
 * Prints figures a reader can compare run to run (not a test; nothing fails on a number):
 *   generate (cold)   wall ms of `npm run generate` in a fresh process, median of 3
 *   generate --check  wall ms of `npm run generate -- --check`, median of 3
 *   build             wall s of `npm run build`
 *   first load        JS and CSS bytes (raw and gzip) a service page loads, from its prerendered HTML
 *   Lighthouse        scores and LCP/CLS/TBT of three pages on the built site (mobile emulation,
 *                     simulated throttling), served by the form inbox on 127.0.0.1
 * Usage: npm run bench   (writes bench/last.json too; BENCH_SKIP_LIGHTHOUSE=1 skips that part)
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const root = process.cwd();
const time = (cmd: string, args: string[]) => {
  const t = performance.now();
  execFileSync(cmd, args, { cwd: root, stdio: "ignore" });
  return performance.now() - t;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const generateMs = median([0, 1, 2].map(() => time("npx", ["tsx", "generator/cli.ts", "--quiet"])));
const checkMs = median([0, 1, 2].map(() => time("npx", ["tsx", "generator/cli.ts", "--check", "--quiet"])));
const buildS = time("npm", ["run", "-s", "build"]) / 1000;

const page = "/services/media/media-buying";
const html = readFileSync(join(root, "dist", page, "index.html"), "utf8");
const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } };
for (const a of assets) {
  const buf = readFileSync(join(root, "dist", a));
  const kind = a.endsWith(".js") ? "js" : "css";
  sizes[kind].raw += buf.length;
  sizes[kind].gzip += gzipSync(buf, { level: 9 }).length;
}
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

type LighthouseFigures = { url: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcp: string; cls: string; tbt: string };
const lighthouse: LighthouseFigures[] = [];
if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
  const port = 4391;
  const server = spawn("node", ["server/inbox.mjs"], { cwd: root, env: { ...process.env, PORT: String(port), INBOX_FILE: join(mkdtempSync(join(tmpdir(), "bench-")), "inbox.jsonl"), IDLE_EXIT_MS: "300000" }, stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 800));
  const chrome = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  try {
    for (const path of ["/", "/services/media/media-buying", "/contact"]) {
      const out = join(mkdtempSync(join(tmpdir(), "lh-")), "report.json");
      execFileSync("npx", ["lighthouse", `http://127.0.0.1:${port}${path}`, "--quiet", "--output=json", `--output-path=${out}`, "--only-categories=performance,accessibility,best-practices,seo",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run"],
        { cwd: root, stdio: "ignore", env: { ...process.env, ...(chrome ? { CHROME_PATH: chrome } : {}) } });
      const r = JSON.parse(readFileSync(out, "utf8")) as { categories: Record<string, { score: number }>; audits: Record<string, { displayValue?: string }> };
      const score = (k: string) => Math.round((r.categories[k]?.score ?? 0) * 100);
      lighthouse.push({ url: path, performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices"), seo: score("seo"), lcp: r.audits["largest-contentful-paint"].displayValue ?? "", cls: r.audits["cumulative-layout-shift"].displayValue ?? "", tbt: r.audits["total-blocking-time"].displayValue ?? "" });
    }
  } finally {
    server.kill();
  }
}
const figures = {
  generateColdMs: Math.round(generateMs),
  generateCheckMs: Math.round(checkMs),
  buildSeconds: Number(buildS.toFixed(1)),
  servicePage: page,
  firstLoadJsGzipBytes: sizes.js.gzip,
  firstLoadCssGzipBytes: sizes.css.gzip,
  firstLoadJsRawBytes: sizes.js.raw,
  firstLoadCssRawBytes: sizes.css.raw,
  lighthouse,
};
process.stdout.write(
  [
    `generate (cold, median of 3)   ${figures.generateColdMs} ms`,
    `generate --check (median of 3) ${figures.generateCheckMs} ms`,
    `npm run build                  ${figures.buildSeconds} s`,
    `first load of ${page}:`,
    `  JavaScript                   ${kb(sizes.js.gzip)} gzip (${kb(sizes.js.raw)} raw)`,
    `  CSS                          ${kb(sizes.css.gzip)} gzip (${kb(sizes.css.raw)} raw)`,
    ...(lighthouse.length ? ["Lighthouse (mobile, simulated throttling): perf / a11y / best practices / SEO, LCP, CLS, TBT"] : []),
    ...lighthouse.map((l) => `  ${l.url.padEnd(30)} ${l.performance} / ${l.accessibility} / ${l.bestPractices} / ${l.seo}   LCP ${l.lcp}  CLS ${l.cls}  TBT ${l.tbt}`),
    "",
  ].join("\n"),
);
mkdirSync(join(root, "bench"), { recursive: true });
writeFileSync(join(root, "bench/last.json"), `${JSON.stringify(figures, null, 2)}\n`);
