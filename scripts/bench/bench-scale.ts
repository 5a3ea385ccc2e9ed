/**
 * `npm run bench:scale` (A scale fixture and bench): the site at ten times its content,
 * built from a clean copy beside today's, cold and warm, with the seconds of each stage and the
 * milliseconds per page printed side by side. Not a test: figures to compare run to run.
 *
 * Each size is a temporary copy of the project (the files git knows, `public/` linked, its own
 * empty `node_modules/.cache` so the first build is cold) whose collections are multiplied in YAML
 * alone: every case study of every scope, every project, every service of every practice, every
 * leader of the About page and every country office, each copy with its own key, slug and title.
 * Then, timed with `npm run build` (scripts/build/build.ts, whose stage table gives the split): the cold
 * build (empty caches), the build again (warm: every stage finds its work done), and a one-record
 * edit rebuilt (incremental: the type check of what changed, the pages that read the record),
 * whose dist/ is then compared file by file with a full build's (`--force`): any difference is
 * printed and fails the run.
 *
 * Environment: `SCALE` (default 10), `SCALE_KEEP=1` keeps the copies (their paths are printed).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parse, stringify } from "yaml";
import { PRERENDER_REPORT, type PrerenderReport } from "../build/build-inputs.ts";
import { sha256 } from "../../lib/cache-store.mjs";
import { parseCommand, wholeNumber } from "../../lib/cli-args.mjs";
import { BUILD_ENTRY } from "../build/build-start.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/** A record with its key, slug and title made unique for copy `n` (n ≥ 1). */
function copyOf(record: Record<string, unknown>, n: number, titleKey = "title"): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const k of ["key", "slug"]) if (typeof out[k] === "string") out[k] = `${out[k] as string}-x${n}`;
  if (typeof out[titleKey] === "string") out[titleKey] = `${out[titleKey] as string} ${n}`;
  return out;
}

/** The list `data[key]` with `times - 1` copies of each of its records after the originals. */
export function grow(data: Record<string, unknown>, key: string, times: number, titleKey?: string): void {
  const list = data[key] as Record<string, unknown>[] | undefined;
  if (!Array.isArray(list)) return;
  data[key] = [...list, ...Array.from({ length: times - 1 }, (_, i) => list.map((r) => copyOf(r, i + 1, titleKey))).flat()];
}

/** Rewrites the spec file `rel` (relative to spec/) of the copy at `dir` with `change` made to its data. */
export function edit(dir: string, rel: string, change: (data: Record<string, unknown>) => void): void {
  const path = join(dir, "spec", rel);
  const data = parse(readFileSync(path, "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(path, stringify(data, { lineWidth: 0 }));
}

/** A copy of the project at `times` its content, ready to build (a temporary folder the caller removes); returns its path. */
export function makeCopy(times: number): string {
  const dir = mkdtempSync(join(tmpdir(), `blu-scale-${times}x-`));
  const files = spawnSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
    .stdout.split("\0")
    .filter((f) => f && !f.startsWith("public/"));
  for (const f of files) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    cpSync(join(root, f), join(dir, f));
  }
  symlinkSync(join(root, "public"), join(dir, "public"));
  // Its own node_modules: every package linked, the caches its own (so the first build is cold).
  mkdirSync(join(dir, "node_modules/.cache"), { recursive: true });
  for (const entry of readdirSync(join(root, "node_modules")))
    if (entry !== ".cache") symlinkSync(join(root, "node_modules", entry), join(dir, "node_modules", entry));
  if (times === 1) return dir;
  for (const f of readdirSync(join(dir, "spec/case-studies"))) edit(dir, `case-studies/${f}`, (d) => grow(d, "studies", times));
  edit(dir, "projects.yaml", (d) => grow(d, "projects", times));
  for (const f of readdirSync(join(dir, "spec/services")).filter((x) => x !== "categories.yaml")) edit(dir, `services/${f}`, (d) => grow(d, "services", times));
  edit(dir, "pages/about.yaml", (d) => grow(d.team as Record<string, unknown>, "leaders", times, "name"));
  for (const f of readdirSync(join(dir, "spec/countries"))) {
    const source = parse(readFileSync(join(dir, "spec/countries", f), "utf8")) as Record<string, unknown>;
    for (let n = 1; n < times; n++) {
      const slug = `${source.slug as string}-x${n}`;
      writeFileSync(join(dir, "spec/countries", `${slug}.yaml`), stringify({ ...source, slug, name: `${source.name as string} ${n}` }, { lineWidth: 0 }));
    }
  }
  return dir;
}

/** The stages of `npm run build` (scripts/build/build.ts), in the order its table prints them (the middle ones run side by side). */
const STAGES = [["generate"], ["type check"], ["client build"], ["SSR build"], ["prerender"], ["pictures"], ["Brotli copies"]] as const;

/** One `npm run build` in `dir`: wall time, each stage's seconds (from the table it prints), pages, pages rendered and files written. */
interface Build {
  readonly ms: number;
  readonly stages: Readonly<Record<string, number>>;
  readonly pages: number;
  readonly rendered: number;
  readonly written: number;
  /** The prerender's own parts, ms (from its report, scripts/build/build-inputs.ts PRERENDER_REPORT): pages, composed pictures, Open Graph cards, precompression. */
  readonly parts: PrerenderReport["ms"];
}

/** The parts of the prerender its report times. */
const PARTS = [["pages"], ["composed pictures"], ["Open Graph cards"], ["precompression"]] as const;

/** Runs `npm run build` (scripts/build/build.ts) in `dir`; throws with its output when it fails. */
function build(dir: string, args: readonly string[] = []): Build {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [BUILD_ENTRY, ...args], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, FORCE_COLOR: "0" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`npm run build failed in ${dir}:\n${r.stdout}\n${r.stderr}`);
  const stages = Object.fromEntries(STAGES.map(([name]) => [name, 1000 * Number(new RegExp(`^${name} +([\\d.]+) s`, "m").exec(r.stdout)?.[1] ?? NaN)]));
  const report = JSON.parse(readFileSync(join(dir, PRERENDER_REPORT), "utf8")) as PrerenderReport;
  return { ms: performance.now() - t0, stages, rendered: report.rendered, pages: report.pages, written: report.written, parts: report.ms };
}

interface Run {
  readonly times: number;
  readonly cold: Build;
  readonly warm: Build;
  readonly edit: Build;
  /** Files of dist/ whose bytes differ between the incremental build after the edit and a full one (`--force`); must be none. */
  readonly differ: readonly string[];
}

/** SHA-1 of every file of `dir`, by path relative to it. */
function hashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir, { recursive: true }) as string[]) {
    const full = join(dir, f);
    if (statSync(full).isFile()) out.set(f, sha256(readFileSync(full)));
  }
  return out;
}

function measure(times: number): Run {
  const dir = makeCopy(times);
  try {
    const cold = build(dir);
    const warm = build(dir);
    // One record edited: the first project's title.
    edit(dir, "projects.yaml", (d) => {
      const first = (d.projects as Record<string, unknown>[])[0]!;
      first.title = `${first.title as string} (edited)`;
    });
    const edited = build(dir);
    // The incremental output must be what a full build writes: every file, byte for byte.
    const incremental = hashes(join(dir, "dist"));
    build(dir, ["--force"]);
    const full = hashes(join(dir, "dist"));
    const differ = [...new Set([...incremental.keys(), ...full.keys()])].filter((f) => incremental.get(f) !== full.get(f)).sort();
    return { times, cold, warm, edit: edited, differ };
  } finally {
    if (process.env.SCALE_KEEP) process.stdout.write(`kept ${dir}\n`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/** The bench itself (not run when this module is imported for {@link makeCopy}). */
function main(): void {
  parseCommand({
    name: "bench:scale",
    usage: "npm run bench:scale",
    summary:
      "Builds temporary copies of the project at one and at SCALE times its content, cold, warm and after a one-record edit, and prints each stage's seconds side by side (figures, not a test; exits 1 if an incremental build differs from a full one). Takes minutes.",
    env: { SCALE: "how many times the content the larger copy holds (default 10)", SCALE_KEEP: "1 keeps the copies (their paths are printed)" },
  });
  const scale = wholeNumber("bench:scale", "SCALE", process.env.SCALE, 10, 2);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const runs = [measure(1), measure(scale)];
  const rows: [string, ...string[]][] = [
    ["", ...runs.map((r) => `${r.times}×`)],
    ["pages (URLs)", ...runs.map((r) => String(r.cold.pages))],
    ...STAGES.map(([name]) => [`cold: ${name}`, ...runs.map((r) => s(r.cold.stages[name]!))] as [string, ...string[]]),
    ...PARTS.map(([name]) => [`cold: prerender: ${name}`, ...runs.map((r) => s(r.cold.parts[name]!))] as [string, ...string[]]),
    ["cold: total", ...runs.map((r) => s(r.cold.ms))],
    ["cold: ms per page", ...runs.map((r) => `${Math.round(r.cold.ms / r.cold.pages)} ms`)],
    ["warm: total", ...runs.map((r) => s(r.warm.ms))],
    ...STAGES.map(([name]) => [`one record edited: ${name}`, ...runs.map((r) => s(r.edit.stages[name]!))] as [string, ...string[]]),
    ["one record edited: total", ...runs.map((r) => s(r.edit.ms))],
    ["one record edited: files written", ...runs.map((r) => String(r.edit.written))],
    ["one record edited: pages rendered", ...runs.map((r) => String(r.edit.rendered))],
    ["incremental = full build (files differing)", ...runs.map((r) => String(r.differ.length))],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  process.stdout.write(`\n${rows.map(([label, ...cells]) => `${label.padEnd(width)}  ${cells.map((c) => c.padStart(10)).join("  ")}`).join("\n")}\n`);
  const ratio = runs[1]!.cold.ms / runs[0]!.cold.ms;
  process.stdout.write(`\ncold ${scale}× / cold 1×: ${ratio.toFixed(2)} (the bar is 3)\n`);
  for (const r of runs)
    if (r.differ.length)
      process.stdout.write(`${r.times}×: the incremental build left ${r.differ.length} file(s) unlike a full build: ${r.differ.slice(0, 10).join(", ")}\n`);
  if (runs.some((r) => r.differ.length)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
