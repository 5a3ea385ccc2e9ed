/**
 * Full-page screenshots of the built site, for a person to look at.
 *
 *   npm run screenshots                 → docs/screenshots/: the home page, a service page, a
 *                                         case study and the projects page at 375 and 1440 px
 *                                         (JPEG), the pictures the README shows
 *   npm run screenshots -- /path …      → screenshots/<path>-<width>.png at WIDTHS
 *                                         (default 375,768,1440), for any pages
 *
 * Needs `npm run build` first. Serves dist/ itself with server/inbox.mjs on SCREENSHOTS_PORT
 * (default 4394), or uses SCREENSHOTS_URL when a server is already running. Each page is
 * scrolled through slowly first, so lazy images and reveals have loaded before the shot.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { caseStudies } from "../generated/case-studies.ts";
import { services } from "../generated/services.ts";

const args = process.argv.slice(2);
const docs = args.length === 0;
const port = Number(process.env.SCREENSHOTS_PORT ?? 4394);
const widths = docs ? [375, 1440] : (process.env.WIDTHS ?? "375,768,1440").split(",").map(Number);
/** The README's pictures: one page of the kinds a prospective client looks at first. */
const docPages: readonly (readonly [string, string])[] = [
  ["home", "/"],
  ["service", services.find((s) => s.category === "media")?.path ?? "/services"],
  ["case-study", caseStudies[0]?.path ?? "/casestudy"],
  ["projects", "/projects"],
];
const pages = docs ? docPages : args.map((p) => [p.replace(/^\/|\/$/g, "").replace(/\//g, "_") || "home", p] as const);
const outDir = docs ? "docs/screenshots" : "screenshots";

let base = process.env.SCREENSHOTS_URL;
let server: ReturnType<typeof spawn> | undefined;
const inbox = join(tmpdir(), `screenshots-inbox-${process.pid}.jsonl`);
if (!base) {
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/inbox.mjs"], { env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", INBOX_FILE: inbox, IDLE_EXIT_MS: "300000" }, stdio: "ignore" });
  for (let i = 0; i < 100 && !(await fetch(base).then(() => true, () => false)); i++) await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const [name, path] of pages) {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(base + path, { waitUntil: "networkidle" });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 300) {
          window.scrollTo({ top: y, behavior: "instant" });
          await new Promise((r) => setTimeout(r, 120));
        }
        window.scrollTo({ top: 0, behavior: "instant" });
        await document.fonts.ready;
      });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(700);
      const png = await page.screenshot({ fullPage: true, animations: "disabled" });
      const file = docs ? `${outDir}/${name}-${width}.jpg` : `${outDir}/${name}-${width}.png`;
      writeFileSync(file, docs ? await sharp(png).jpeg({ quality: 72, mozjpeg: true }).toBuffer() : png);
      process.stdout.write(`${file}\n`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server?.kill();
  rmSync(inbox, { force: true });
}
