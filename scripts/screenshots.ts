/**
 * Takes full-page screenshots of the built site at 375, 768 and 1280 px for a person to look
 * at. Usage: npm run serve (another terminal), then
 *   tsx scripts/screenshots.ts [baseURL] [path ...]   → screenshots/<path>-<width>.png
 */
import { mkdirSync } from "node:fs";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://127.0.0.1:4173", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "375,768,1280").split(",").map(Number);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
mkdirSync("screenshots", { recursive: true });
for (const path of paths.length ? paths : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through once so that lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((r) => setTimeout(r, 100));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await page.waitForLoadState("networkidle");
    const stem = `screenshots/${path.replace(/^\/|\/$/g, "").replace(/\//g, "_") || "home"}-${width}`;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    // Narrow pages are long: cut them into segments of 1600 px so that each stays legible.
    const segment = width < 1000 ? 1600 : height;
    for (let y = 0, k = 0; y < height; y += segment, k++) {
      const name = segment === height ? `${stem}.png` : `${stem}-${k}.png`;
      await page.screenshot({ path: name, fullPage: true, clip: { x: 0, y, width, height: Math.min(segment, height - y) } });
      process.stdout.write(`${name}\n`);
    }
    await page.close();
  }
}
await browser.close();
