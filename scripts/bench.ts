/**
 * Prints figures a reader can compare run to run (not a test; nothing fails on a number):
 *   generate (cold)   wall ms of `npm run generate` in a fresh process, median of 3
 *   generate --check  wall ms of `npm run generate -- --check`, median of 3
 *   build             wall s of `npm run build`
 *   first load        JS and CSS bytes (raw and gzip) a service page loads, from its prerendered HTML
 * Usage: npm run bench   (writes bench/last.json too)
 */
import { execFileSync } from "node:child_process";
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
const figures = {
  generateColdMs: Math.round(generateMs),
  generateCheckMs: Math.round(checkMs),
  buildSeconds: Number(buildS.toFixed(1)),
  servicePage: page,
  firstLoadJsGzipBytes: sizes.js.gzip,
  firstLoadCssGzipBytes: sizes.css.gzip,
  firstLoadJsRawBytes: sizes.js.raw,
  firstLoadCssRawBytes: sizes.css.raw,
};
process.stdout.write(
  [
    `generate (cold, median of 3)   ${figures.generateColdMs} ms`,
    `generate --check (median of 3) ${figures.generateCheckMs} ms`,
    `npm run build                  ${figures.buildSeconds} s`,
    `first load of ${page}:`,
    `  JavaScript                   ${kb(sizes.js.gzip)} gzip (${kb(sizes.js.raw)} raw)`,
    `  CSS                          ${kb(sizes.css.gzip)} gzip (${kb(sizes.css.raw)} raw)`,
    "",
  ].join("\n"),
);
mkdirSync(join(root, "bench"), { recursive: true });
writeFileSync(join(root, "bench/last.json"), `${JSON.stringify(figures, null, 2)}\n`);
