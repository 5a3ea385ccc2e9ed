/**
 * `npm run bench:loop` (and the first part of `npm run bench`): the four figures of the
 * developer's loop, each printed beside the last committed run's and its goal (docs/benchmarks.md):
 *
 *   cold build            s   `npm run build` on a copy of the project with empty caches and no
 *                             dist/ (scripts/bench/bench-scale.ts `makeCopy`); goal ≤ 13 s
 *   one-record edit, 11×  s   on a copy whose featured case studies are eleven times today's (new
 *                             keys, slugs and titles), built once, then the first project's title
 *                             edited and `npm run build` timed; goal ≤ 2 s
 *   dev save to screen    ms  median of BENCH_LOOP_SAVES (7) saves of a service title on
 *                             `npm run dev` until Chromium shows it (./bench-preview.ts); goal ≤ 200 ms
 *   editor save to screen ms  median of as many saves in the page editor, from the Save button to
 *                             the page showing the title (./bench-editor.ts); goal ≤ 300 ms
 *
 * The last run is kept in {@link LOOP_FILE} (committed: commit it with the change it measures);
 * "last" is that file as the checked-out commit has it, so the figures of a branch are compared
 * with those it started from. Wall times on this machine: run it idle, and compare runs made
 * side by side. Not a test: nothing fails on a number.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCommand, wholeNumber } from "../../lib/cli-args.mjs";
import { BUILD_ENTRY } from "../build/build-start.mjs";
import { benchEditor, spread } from "./bench-editor.ts";
import { benchPreview } from "./bench-preview.ts";
import { edit, grow, makeCopy } from "./bench-scale.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
/** Where the last run's figures are kept, relative to the project root (committed). */
export const LOOP_FILE = "bench/loop.json";

/** The four figures of one run, with when and on what commit it ran. */
export interface LoopFigures {
  readonly date: string;
  readonly commit: string | null;
  /** Wall time of a cold `npm run build` of today's content, ms. */
  readonly coldBuildMs: number | null;
  /** Wall time of `npm run build` after a one-record edit, at eleven times the featured case studies, ms. */
  readonly editBuildMs: number | null;
  /** Median of the dev server's save-to-screen times, ms. */
  readonly devSaveMs: number | null;
  /** Median of the page editor's save-to-screen times, ms. */
  readonly editorSaveMs: number | null;
}

/** Each figure: its key, its name as printed, its unit and its goal (in that unit). */
const FIGURES = [
  { key: "coldBuildMs", name: "cold build", unit: "s", goal: 13 },
  { key: "editBuildMs", name: "one-record edit, 11× featured studies", unit: "s", goal: 2 },
  { key: "devSaveMs", name: "dev save to screen (median)", unit: "ms", goal: 200 },
  { key: "editorSaveMs", name: "editor save to screen (median)", unit: "ms", goal: 300 },
] as const;

/** A figure in its unit: seconds with one decimal, or whole milliseconds; "–" when not measured. */
const shown = (ms: number | null | undefined, unit: "s" | "ms") => (ms == null ? "–" : unit === "s" ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

/**
 * The figures as a Markdown table: each now, last time, the change and the goal.
 * @param last the last committed run, or null when there is none
 */
export function loopTable(now: LoopFigures, last: LoopFigures | null): string {
  const rows = FIGURES.map(({ key, name, unit, goal }) => {
    const a = now[key];
    const b = last?.[key];
    const change = a != null && b != null && b > 0 ? `${a <= b ? "" : "+"}${Math.round(((a - b) / b) * 100)} %` : "–";
    const goalMs = unit === "s" ? goal * 1000 : goal;
    return `| ${name} | ${shown(a, unit)} | ${shown(b, unit)} | ${change} | ≤ ${goal} ${unit} | ${a == null ? "" : a <= goalMs ? "ok" : "over"} |`;
  });
  const since = last ? `last: ${last.date.slice(0, 16).replace("T", " ")} UTC${last.commit ? `, ${last.commit}` : ""}` : "no last run committed";
  return [`## The developer's loop (${since})`, "", "| figure | now | last | change | goal | |", "| --- | ---: | ---: | ---: | --- | --- |", ...rows].join(
    "\n",
  );
}

/** The last run as the checked-out commit has it ({@link LOOP_FILE}), else as the file on disk has it, else null. */
export function lastLoop(): LoopFigures | null {
  for (const read of [
    () => execFileSync("git", ["show", `HEAD:./${LOOP_FILE}`], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
    () => readFileSync(join(root, LOOP_FILE), "utf8"),
  ]) {
    try {
      return JSON.parse(read()) as LoopFigures;
    } catch {
      // not committed (or not there): the next way
    }
  }
  return null;
}

/** `npm run build` in `dir` (scripts/build/build-entry.mjs): its wall time, ms. @throws with its output when it fails */
function timedBuild(dir: string): number {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [BUILD_ENTRY], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`npm run build failed in ${dir}:\n${r.stdout}\n${r.stderr}`);
  return performance.now() - t0;
}

/**
 * Measures the four figures (see the module's docs).
 * @param saves how many saves each save-to-screen figure is the median of
 * @param ports the dev servers' ports of the two save benches
 * @param log where progress goes
 */
export async function benchLoop(saves: number, ports: { readonly preview: number; readonly editor: number }, log: (s: string) => void): Promise<LoopFigures> {
  log("loop: cold build of a copy of the project (empty caches)");
  const cold = makeCopy(1);
  let coldBuildMs: number;
  try {
    coldBuildMs = timedBuild(cold);
  } finally {
    rmSync(cold, { recursive: true, force: true });
  }
  log(`loop: cold build ${shown(coldBuildMs, "s")}; a copy with eleven times the featured studies, built once`);
  const big = makeCopy(1);
  let editBuildMs: number;
  try {
    edit(big, "case-studies/featured.yaml", (d) => grow(d, "studies", 11));
    timedBuild(big);
    edit(big, "projects.yaml", (d) => {
      const first = (d.projects as Record<string, unknown>[])[0]!;
      first.title = `${first.title as string} (edited)`;
    });
    editBuildMs = timedBuild(big);
  } finally {
    rmSync(big, { recursive: true, force: true });
  }
  log(`loop: one-record edit ${shown(editBuildMs, "s")}; saves on the dev server`);
  const preview = await benchPreview(ports.preview, saves);
  log(`loop: dev saves ${preview.saveMs.join(", ")} ms; saves in the page editor`);
  const editor = await benchEditor(ports.editor, saves, log);
  let commit: string | null = null;
  try {
    commit = execFileSync("git", ["describe", "--always", "--dirty"], { cwd: root, encoding: "utf8" }).trim();
  } catch {}
  return {
    date: new Date().toISOString(),
    commit,
    coldBuildMs: Math.round(coldBuildMs),
    editBuildMs: Math.round(editBuildMs),
    devSaveMs: spread(preview.saveMs).median,
    editorSaveMs: spread(editor.saveMs).median,
  };
}

/**
 * Measures the loop, prints its table beside the last committed run's and writes {@link LOOP_FILE}.
 * @returns the table printed
 */
export async function runLoop(saves: number, ports: { readonly preview: number; readonly editor: number }, log: (s: string) => void): Promise<string> {
  const last = lastLoop();
  const now = await benchLoop(saves, ports, log);
  mkdirSync(join(root, dirname(LOOP_FILE)), { recursive: true });
  writeFileSync(join(root, LOOP_FILE), `${JSON.stringify(now, null, 2)}\n`);
  log(`loop: wrote ${LOOP_FILE} (commit it to keep these figures as the next run's "last")`);
  return loopTable(now, last);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  parseCommand({
    name: "bench:loop",
    usage: "npm run bench:loop",
    summary:
      "Times the developer's loop (not a test): a cold build, a one-record edit rebuilt at eleven times the featured case studies, a spec save to the screen of npm run dev and the page editor's save to screen; prints each beside the last committed run's (bench/loop.json) and its goal, and writes bench/loop.json. Takes minutes.",
    env: {
      BENCH_LOOP_SAVES: "saves each save-to-screen median is taken over (default 7)",
      BENCH_PREVIEW_PORT: "the dev server's port for the spec saves (default 4393)",
      BENCH_EDITOR_PORT: "the dev server's port for the page editor's saves (default 4394)",
      CHROMIUM_PATH: "the Chromium to drive (default /usr/bin/chromium)",
    },
  });
  const env = process.env;
  const saves = wholeNumber("bench:loop", "BENCH_LOOP_SAVES", env.BENCH_LOOP_SAVES, 7, 1);
  const ports = {
    preview: wholeNumber("bench:loop", "BENCH_PREVIEW_PORT", env.BENCH_PREVIEW_PORT, 4393, 1),
    editor: wholeNumber("bench:loop", "BENCH_EDITOR_PORT", env.BENCH_EDITOR_PORT, 4394, 1),
  };
  process.stdout.write(`${await runLoop(saves, ports, (s) => process.stderr.write(`${s}\n`))}\n`);
  process.exit(0);
}
