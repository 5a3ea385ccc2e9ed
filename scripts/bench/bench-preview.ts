/**
 * `npm run bench:preview` (and the dev figure of `npm run bench`): how long a content owner
 * waits between saving a spec file and seeing the change in the browser, with `npm run dev`. On
 * a throwaway copy of the project (tests/support/dev-sandbox.ts) it opens a service page in
 * Chromium, then 10 times saves a new service title and times until the page shows it. Prints
 * min, median and max in ms, and how many full page loads happened (0 when every change was
 * applied in place).
 *
 * Environment: BENCH_PREVIEW_PORT (default 4393), BENCH_PREVIEW_EDITS (default 10),
 * CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { readFileSync } from "node:fs";
import { parseCommand, wholeNumber } from "../../lib/cli-args.mjs";

/** The file whose save is timed, and the line of it that changes. */
const FILE = "spec/services/media.yaml";
/** The media-buying service's title line as the content writes it today (its case may change: the live content is content). */
const titleLine = (): string => `${readFileSync(FILE, "utf8").match(/^ {4}title: Media buying$/im)?.[0] ?? "    title: Media buying"}\n`;

/** What {@link benchPreview} measured: each save's time to screen, ms, and the full page loads meanwhile. */
export interface PreviewFigures {
  readonly saveMs: readonly number[];
  readonly loads: number;
  /** Everything the dev server printed. */
  readonly output: string;
}

/**
 * Times `edits` saves of a service title on a dev server over a copy of the project, each from
 * the file's write to the page showing the new title (polled every animation frame).
 * @param port the dev server's port (127.0.0.1)
 * @throws when the dev server or the browser cannot start, or a change never shows (15 s)
 */
export async function benchPreview(port: number, edits: number): Promise<PreviewFigures> {
  // Loaded here, not at the top: `--help` answers without them.
  const [{ chromium }, { startDevSandbox }] = await Promise.all([import("@playwright/test"), import("../../tests/support/dev-sandbox.ts")]);
  const sandbox = await startDevSandbox(port, 120_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${sandbox.origin}/services/media/media-buying`);
    await page.waitForLoadState("load");
    await page.waitForTimeout(2000); // the dev client connects, islands hydrate
    let loads = 0;
    page.on("load", () => loads++);
    const saveMs: number[] = [];
    let current = titleLine();
    for (let i = 1; i <= edits; i++) {
      const word = `Buying${i}`;
      const next = `    title: Media ${word}\n`;
      const started = Date.now();
      sandbox.edit(FILE, current, next);
      current = next;
      await page.waitForFunction((w) => document.querySelector("h1")?.textContent?.includes(w), word, { timeout: 15_000, polling: "raf" });
      saveMs.push(Date.now() - started);
      await page.waitForTimeout(300);
    }
    return { saveMs, loads, output: sandbox.output() };
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  parseCommand({
    name: "bench:preview",
    usage: "npm run bench:preview",
    summary:
      "Times how long a content owner waits between saving a spec file and seeing the change in `npm run dev` (on a throwaway copy of the project): min, median and max in ms, and the full page loads.",
    env: {
      BENCH_PREVIEW_PORT: "the dev server's port (default 4393)",
      BENCH_PREVIEW_EDITS: "how many edits are timed (default 10)",
      BENCH_PREVIEW_LOG: "1: print the dev server's output at the end",
      CHROMIUM_PATH: "the Chromium to drive (default /usr/bin/chromium)",
    },
  });
  const port = wholeNumber("bench:preview", "BENCH_PREVIEW_PORT", process.env.BENCH_PREVIEW_PORT, 4393, 1);
  const edits = wholeNumber("bench:preview", "BENCH_PREVIEW_EDITS", process.env.BENCH_PREVIEW_EDITS, 10, 1);
  const { saveMs: times, loads, output } = await benchPreview(port, edits);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  console.log(`save to screen (ms), ${edits} edits of ${FILE} on /services/media/media-buying:`);
  console.log(`  min ${sorted[0]}  median ${Math.round(median)}  max ${sorted[sorted.length - 1]}`);
  console.log(`  each: ${times.join(", ")}`);
  console.log(`  full page loads: ${loads}`);
  if (process.env.BENCH_PREVIEW_LOG) console.log(output);
}
