/**
 * Full-page screenshots of the built site, for a person to look at.
 *
 *   npm run screenshots                 → docs/screenshots/: the home page, a service page, a
 *                                         case study and the projects page at 375 and 1440 px
 *                                         (JPEG), the pictures of docs/screenshots.md
 *   npm run screenshots -- /path …      → screenshots/<path>-<width>.png at WIDTHS
 *                                         (default 375,768,1440), for any pages
 *   npm run screenshots -- --kinds      → docs/screenshots/kinds/<kind>-<width>-js.webp and
 *                                         …-nojs.webp: one page of every page kind (the first
 *                                         URL of each route, and the not-found page) at 375,
 *                                         768, 1024 and 1440 px, with JavaScript on and off,
 *                                         the whole page, scaled to at most 720 px wide;
 *                                         SCREENSHOTS_KINDS=a,b shoots those kinds only
 *
 * Needs `npm run build` first. Serves dist/ itself with server/inbox.mjs on SCREENSHOTS_PORT
 * (default 4394), or uses SCREENSHOTS_URL when a server is already running. Each page is
 * scrolled through slowly first, so lazy images and reveals have loaded before the shot.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { caseStudies } from "../../generated/case-studies.ts";
import { services } from "../../generated/services.ts";
import { routes } from "../../generated/routes.ts";
import { parseCommand, refuse, wholeNumber } from "../../lib/cli-args.mjs";

const command = {
  name: "screenshots",
  usage: "npm run screenshots -- [--kinds | /path …]",
  summary:
    "Full-page screenshots of the built site (run `npm run build` first). Without arguments: the README's pictures into docs/screenshots/ (375 and 1440 px, JPEG). With paths: screenshots/<path>-<width>.png at WIDTHS.",
  positionals: "URL paths of the site, each starting with / (e.g. / /services)",
  options: {
    kinds: {
      type: "boolean",
      description: "one page of every page kind, at 375, 768, 1024 and 1440 px, with JavaScript on and off, into docs/screenshots/kinds/ (WebP)",
    },
  },
  env: {
    WIDTHS: "the widths for paths, px, comma-separated (default 375,768,1440)",
    SCREENSHOTS_KINDS: "with --kinds: only these kinds, comma-separated",
    SCREENSHOTS_PORT: "the port of the server it starts on dist/ (default 4394)",
    SCREENSHOTS_URL: "use this running server instead of starting one",
    CHROMIUM_PATH: "the Chromium to drive (default /usr/bin/chromium)",
  },
} as const;
const { values, positionals: args } = parseCommand(command);
const kindsMode = Boolean(values.kinds);
const notPath = args.find((a) => !a.startsWith("/"));
if (notPath !== undefined) refuse(command, `'${notPath}' is not a path of the site (a path starts with /)`);
if (kindsMode && args.length > 0) refuse(command, "--kinds takes no paths");
const docs = args.length === 0 && !kindsMode;
const port = wholeNumber("screenshots", "SCREENSHOTS_PORT", process.env.SCREENSHOTS_PORT, 4394, 1);
const widths = docs
  ? [375, 1440]
  : kindsMode
    ? [375, 768, 1024, 1440]
    : (process.env.WIDTHS ?? "375,768,1440").split(",").map((w) => wholeNumber("screenshots", "WIDTHS", w.trim(), 0, 1));
const [{ chromium }, { default: sharp }] = await Promise.all([import("@playwright/test"), import("sharp")]);
/** The pictures of docs/screenshots.md: one page of the kinds a prospective client looks at first. */
const docPages: readonly (readonly [string, string])[] = [
  ["home", "/"],
  ["service", services.find((s) => s.category === "media")?.path ?? "/services"],
  ["case-study", caseStudies[0]?.path ?? "/casestudy"],
  ["projects", "/projects"],
];
/** One page of each kind: the first URL of every route that has one, and the not-found page. */
const kindPages: readonly (readonly [string, string])[] = [
  ...routes.filter((r) => r.urls.length > 0).map((r) => [r.id, r.urls[0]!] as const),
  ["not-found", "/no/such/page"] as const,
]
  // SCREENSHOTS_KINDS=case-study,about shoots those kinds again only.
  .filter(([kind]) => !process.env.SCREENSHOTS_KINDS || process.env.SCREENSHOTS_KINDS.split(",").includes(kind));
const pages = docs ? docPages : kindsMode ? kindPages : args.map((p) => [p.replace(/^\/|\/$/g, "").replace(/\//g, "_") || "home", p] as const);
const outDir = docs ? "docs/screenshots" : kindsMode ? "docs/screenshots/kinds" : "screenshots";
/** With JavaScript on only, or on and off (--kinds). */
const scripting = kindsMode ? [true, false] : [true];

let base = process.env.SCREENSHOTS_URL;
let server: ReturnType<typeof spawn> | undefined;
const inbox = join(tmpdir(), `screenshots-inbox-${process.pid}.jsonl`);
if (!base) {
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["server/inbox.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", INBOX_FILE: inbox, IDLE_EXIT_MS: "300000" },
    stdio: "ignore",
  });
  for (
    let i = 0;
    i < 100 &&
    !(await fetch(base).then(
      () => true,
      () => false,
    ));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  mkdirSync(outDir, { recursive: true });
  for (const [name, path] of pages) {
    for (const width of widths) {
      for (const js of scripting) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js });
        const page = await context.newPage();
        await page.goto(base + path, { waitUntil: "networkidle" });
        // Read through slowly (lazy images and reveals fire), back to the top, fonts in. Without
        // scripting there is nothing to fire (images load eagerly) and no timer would ever run.
        if (js)
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
        const file = docs
          ? `${outDir}/${name}-${width}.jpg`
          : kindsMode
            ? `${outDir}/${name}-${width}-${js ? "js" : "nojs"}.webp`
            : `${outDir}/${name}-${width}.png`;
        const image = docs
          ? await sharp(png).jpeg({ quality: 72, mozjpeg: true }).toBuffer()
          : kindsMode
            ? await sharp(png, { limitInputPixels: false })
                .resize({ width: Math.min(width, 720), withoutEnlargement: true })
                .webp({ quality: 60 })
                .toBuffer()
            : png;
        writeFileSync(file, image);
        process.stdout.write(`${file}\n`);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server?.kill();
  rmSync(inbox, { force: true });
}
