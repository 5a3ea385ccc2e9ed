/**
 * `npm test`, `npm run test:quick` and `npm run test:e2e`: runs the test stages in order (the
 * checks side by side), stops at the first that fails (exiting with its exit code), and prints a
 * table of each stage's wall time at the end, whether the run passed or not.
 *
 *   npm test              every stage below (what CI runs, through .ci/run)
 *   npm run test:quick    the live checks (generate --check, docs --check, type check, Biome), the
 *                         fixture site, and the unit tests of the `fast` project in it (all but
 *                         the slow files vitest.config.ts names)
 *   npm run test:e2e      the end-to-end stages: the live build and its suites, the fixture site's
 *                         build and its suites
 *
 * Where each runs (docs/testing.md, "Tests that content cannot break"): what holds for any honest
 * content runs on the live content of this checkout; every test that pins texts, counts, line
 * numbers or golden images of the launch content runs in the fixture site
 * (tests/support/fixture-site.ts: this checkout's code with the frozen launch content), so that
 * an edit of the live content never fails a test about the code.
 *
 * Nothing is checked by the quick run only. The build stages are `npm run build`
 * (scripts/build/build.ts): the generate and type-check steps it starts with find the live
 * checks' work in their caches and take about a second.
 *
 * Usage: tsx tests/test-all.ts [--quick | --e2e]. Exit code: 0 when every stage passed, else the
 * failing stage's own exit code (1 when it was killed by a signal); 2 for a mistyped flag.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseCommand } from "../lib/cli-args.mjs";

/** One stage: a label for the table and the command it runs (no shell; npx finds local bins). */
export interface Stage {
  readonly name: string;
  readonly cmd: string;
  readonly args: readonly string[];
  /**
   * Runs side by side with the stages next to it that say so too (as many at a time as the
   * machine has cores), its output held and printed whole when it ends: for the checks, which
   * only read the tree and each use one core.
   */
  readonly beside?: true;
}

const npx = (name: string, ...args: string[]): Stage => ({ name, cmd: "npx", args: ["--no-install", ...args] });
const npm = (name: string, ...args: string[]): Stage => ({ name, cmd: "npm", args: ["run", "--silent", ...args] });
/** A stage that runs beside its neighbours ({@link Stage.beside}). */
const beside = (stage: Stage): Stage => ({ ...stage, beside: true });
/** A stage run in the fixture site (after bringing it up to date, which takes a second or two when nothing changed). */
const fixture = (name: string, ...args: string[]): Stage => ({ name, cmd: "npx", args: ["--no-install", "tsx", "tests/support/fixture-site.ts", ...args] });

/** The checks on the live content both commands start with. */
const CHECKS: readonly Stage[] = [
  npm("typecheck", "typecheck"),
  npm("generate --check --strict", "generate", "--", "--check", "--strict"),
  npm("docs --check", "docs", "--", "--check"),
  npm("lint and format (biome)", "lint"),
].map(beside);

/** The fixture site brought up to date and generated (a stage of its own, so its time shows). */
const FIXTURE_SITE = fixture("fixture site: updated and generated");

/** The end-to-end stages: the live build and its suites (the `live` project), then the fixture site's (`site`, `site-full-browser`, `dev` and `dev-own`). */
export const E2E: readonly Stage[] = [
  npm("build (live)", "build"),
  npm("html-validate (live)", "validate:html"),
  npx("end-to-end, live (playwright --project live)", "playwright", "test"),
  FIXTURE_SITE,
  fixture("build (fixture site)", "npm", "run", "--silent", "build"),
  fixture("end-to-end, fixture site (playwright: site, site-full-browser, dev, dev-own)", "playwright", "test"),
];

/**
 * The quick stages: what the edit loop needs. The unit tests of the `fast` project only: the
 * files of SLOW_UNIT_TESTS (vitest.config.ts: whole copies of the project generated, the inbox
 * fuzzed) are left to `npm test`.
 */
export const QUICK: readonly Stage[] = [
  ...CHECKS,
  FIXTURE_SITE,
  fixture("unit tests, fast (vitest --project fast, fixture site)", "vitest", "run", "--project", "fast"),
];

/** Every stage of `npm test`, in order: every unit test file (both projects in one run), then the end-to-end stages. */
export const ALL: readonly Stage[] = [
  ...CHECKS,
  FIXTURE_SITE,
  fixture("unit tests (vitest, fixture site)", "vitest", "run"),
  ...E2E.filter((s) => s !== FIXTURE_SITE),
];

/** Seconds with one decimal, right-aligned to `width`. */
const secs = (ms: number, width = 7) => `${(ms / 1000).toFixed(1)} s`.padStart(width);

/** How a stage ended: its exit code (1 when killed by a signal) and wall time (ms). */
interface Ran {
  readonly code: number;
  readonly ms: number;
}

/**
 * Runs `group` with at most `lanes` stages at a time, in order. A lone stage writes to this
 * terminal as it goes; stages side by side have their output held and printed whole, each under
 * its heading, as each ends. Resolves with each stage's result, in the order of `group`.
 */
async function runSideBySide(group: readonly Stage[], lanes: number): Promise<Ran[]> {
  const results: Ran[] = [];
  const heading = (stage: Stage) => `\n▶ ${stage.name}: ${stage.cmd} ${stage.args.join(" ")}\n`;
  const run = (stage: Stage) =>
    new Promise<Ran>((resolve) => {
      const t0 = performance.now();
      const held = lanes > 1;
      if (!held) process.stdout.write(heading(stage));
      const child = spawn(stage.cmd, stage.args, { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
      const out: Buffer[] = [];
      child.stdout?.on("data", (b: Buffer) => out.push(b));
      child.stderr?.on("data", (b: Buffer) => out.push(b));
      const end = (code: number) => {
        if (held) process.stdout.write(heading(stage) + Buffer.concat(out).toString("utf8"));
        resolve({ code, ms: performance.now() - t0 });
      };
      child.on("error", () => end(1));
      child.on("close", (code) => end(code ?? 1));
    });
  let next = 0;
  const lane = async () => {
    while (next < group.length) {
      const k = next++;
      results[k] = await run(group[k]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, group.length) }, lane));
  return results;
}

async function main(): Promise<void> {
  const { values } = parseCommand({
    // npm's name for the script run (`npm test`, `npm run test:quick` and `npm run test:e2e` run this file).
    name: ["test:quick", "test:e2e"].includes(process.env.npm_lifecycle_event ?? "") ? (process.env.npm_lifecycle_event as string) : "test",
    usage: "npm test   or   npm run test:quick   or   npm run test:e2e   (tsx tests/test-all.ts [--quick | --e2e])",
    summary:
      "Runs the test stages in order, stops at the first that fails, and prints each stage's time. The tests that pin the launch content run in the fixture site (docs/testing.md).",
    options: {
      quick: { type: "boolean", description: `these stages only: ${QUICK.map((s) => s.name).join(", ")}` },
      e2e: { type: "boolean", description: `these stages only: ${E2E.map((s) => s.name).join(", ")}` },
    },
    notes: `Stages: ${ALL.map((s) => s.name).join(", ")}.`,
  });
  const stages = values.quick ? QUICK : values.e2e ? E2E : ALL;
  const done: { name: string; ms: number; code: number }[] = [];
  const start = performance.now();
  let failed = 0;
  for (let i = 0; i < stages.length && !failed; ) {
    // The stage, or the run of stages side by side that starts with it.
    let j = i + 1;
    if (stages[i].beside) while (j < stages.length && stages[j].beside) j++;
    const group = stages.slice(i, j);
    const results = await runSideBySide(group, group.length > 1 ? availableParallelism() : 1);
    for (const [k, r] of results.entries()) {
      done.push({ name: group[k].name, ms: r.ms, code: r.code });
      if (r.code !== 0 && !failed) failed = r.code;
    }
    i = j;
  }
  const total = performance.now() - start;
  const width = Math.max(...stages.map((s) => s.name.length), 5);
  const lines = [
    "",
    `${"stage".padEnd(width)}  ${"time".padStart(7)}  result`,
    ...done.map((d) => `${d.name.padEnd(width)}  ${secs(d.ms)}  ${d.code === 0 ? "ok" : `FAILED (exit ${d.code})`}`),
    ...stages.slice(done.length).map((s) => `${s.name.padEnd(width)}  ${"".padStart(7)}  not run`),
    `${"total".padEnd(width)}  ${secs(total)}  ${failed ? "FAILED" : "ok"}`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  process.exit(failed);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
