/**
 * `npm run bench:editor` (and the page-editor part of `npm run bench`): how long a content owner
 * waits in the page editor on `npm run dev`, on a throwaway copy of the project
 * (tests/support/dev-sandbox.ts), in Chromium:
 *
 *   Alt-click to panel   ms from the Alt-click's event time to the panel showing the record's
 *                        fields (the panel's `blu:editor-ready` event); goal ≤ 100 ms
 *   save to screen       ms from the Save button's click to the page showing the new title
 *                        (polled every animation frame); goal ≤ 300 ms
 *
 * Each is measured `--runs` times (default 10) on a service page; min, median and max are
 * printed. Not a test: nothing fails on a number.
 *
 * Usage: tsx scripts/bench/bench-editor.ts [--runs N] [--port P] [--help]
 * Env: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { parseCommand, wholeNumber } from "../../lib/cli-args.mjs";

/** What one bench run measured, ms per run. */
export interface EditorFigures {
  readonly openMs: readonly number[];
  readonly saveMs: readonly number[];
}

/** min, median and max of some times, ms. */
export function spread(times: readonly number[]): { min: number; median: number; max: number } {
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { min: sorted[0] ?? 0, median: Math.round(median), max: sorted[sorted.length - 1] ?? 0 };
}

/**
 * Runs the editor's bench on a dev server over a copy of the project.
 * @param port the dev server's port (127.0.0.1)
 * @param runs how many times each figure is measured
 * @throws when the dev server or the browser cannot start, or a panel never opens (15 s)
 */
export async function benchEditor(port: number, runs: number, log: (s: string) => void = () => undefined): Promise<EditorFigures> {
  // Loaded here, not at the top: `--help` answers without them.
  const [{ chromium }, { startDevSandbox }] = await Promise.all([import("@playwright/test"), import("../../tests/support/dev-sandbox.ts")]);
  const sandbox = await startDevSandbox(port, 120_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const sources = page.waitForResponse((r) => r.url().includes("/__blu/editor/sources"));
    await page.goto(`${sandbox.origin}/services/media/media-buying`);
    await sources;
    await page.waitForTimeout(1500); // the dev client connects, islands hydrate
    // The panel says when its fields are shown; the page keeps each time from click to then.
    await page.evaluate(() => {
      const w = window as unknown as { openTimes: number[]; clickAt: number };
      w.openTimes = [];
      document.addEventListener("blu:editor-open", (e) => (w.clickAt = (e as CustomEvent<{ at: number }>).detail.at));
      document.addEventListener("blu:editor-ready", () => w.openTimes.push(performance.now() - w.clickAt));
    });
    const close = page.locator("blu-editor .panel .close");
    for (let i = 0; i < runs; i++) {
      await page.locator("h1").click({ modifiers: ["Alt"] });
      await page.waitForFunction((n) => (window as unknown as { openTimes: number[] }).openTimes.length > n, i, { timeout: 15_000 });
      await close.click();
      log(`panel ${i + 1}/${runs}`);
    }
    const openMs = await page.evaluate(() => (window as unknown as { openTimes: number[] }).openTimes.map(Math.round));

    const saveMs: number[] = [];
    for (let i = 1; i <= runs; i++) {
      await page.locator("h1").click({ modifiers: ["Alt"] });
      const title = page.locator(`blu-editor .panel [data-path='["services",1,"title"]'] input`);
      const word = `desk${i}`;
      await title.fill(`Media buying ${word}`);
      await page.locator("blu-editor .panel .status").getByText("No problems.").waitFor({ timeout: 15_000 });
      const ms = await page.evaluate(async (w) => {
        const save = document.querySelector("blu-editor")!.shadowRoot!.querySelector<HTMLButtonElement>(".panel button.primary")!;
        const started = performance.now();
        save.click();
        while (!document.querySelector("h1")?.textContent?.includes(w)) {
          if (performance.now() - started > 15_000) throw new Error("the page did not show the saved title");
          await new Promise(requestAnimationFrame);
        }
        return Math.round(performance.now() - started);
      }, word);
      saveMs.push(ms);
      await close.click();
      log(`save ${i}/${runs}: ${ms} ms`);
    }
    return { openMs, saveMs };
  } finally {
    await browser.close();
    await sandbox.stop();
  }
}

/** The figures as a Markdown table, with the goals of docs/benchmarks.md. */
export function editorTable(f: EditorFigures): string {
  const row = (name: string, times: readonly number[], goal: number) => {
    const s = spread(times);
    return `| ${name} | ${s.median} | ${s.min} | ${s.max} | ≤ ${goal} | ${s.median <= goal ? "ok" : "over"} |`;
  };
  return [
    `## Page editor on npm run dev (ms, ${f.openMs.length} runs each)`,
    "",
    "| figure | median | min | max | goal | |",
    "| --- | --- | --- | --- | --- | --- |",
    row("Alt-click to panel", f.openMs, 100),
    row("save to screen", f.saveMs, 300),
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseCommand({
    name: "bench:editor",
    usage: "npm run bench:editor -- [--runs N] [--port P]",
    summary: "Times Alt-click to panel and save to screen in the page editor on a copy of the project's dev server; prints min, median and max in ms.",
    options: {
      runs: { type: "string", value: "N", default: "10", description: "how many times each is timed" },
      port: {
        type: "string",
        value: "P",
        default: process.env.BENCH_EDITOR_PORT ?? "4394",
        description: "the dev server's port (BENCH_EDITOR_PORT sets the default)",
      },
    },
    env: { CHROMIUM_PATH: "the Chromium to drive (default /usr/bin/chromium)" },
  });
  const runs = wholeNumber("bench:editor", "--runs", values.runs, 10, 1);
  const port = wholeNumber("bench:editor", "--port", values.port, 4394, 1);
  const figures = await benchEditor(port, runs, (s) => process.stderr.write(`${s}\n`));
  process.stdout.write(`${editorTable(figures)}\n`);
}
