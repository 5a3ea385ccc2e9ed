/**
 * `npm test`, `npm run test:quick` and `npm run test:e2e`: runs the test stages in order (in
 * groups side by side: {@link Group}), stops after the first group with a stage that fails
 * (exiting with that stage's exit code), and prints a table of each stage's wall time at the end,
 * whether the run passed or not.
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
   * In a group of stages side by side, this one writes to the terminal as it goes (the group's
   * long stage, whose progress a person watches); the others' output is held and printed whole,
   * each under its heading, once this one has ended.
   */
  readonly streams?: true;
}

/**
 * Stages that run side by side, as many at a time as the machine has cores, in this order (the
 * next starts when one ends). A group starts once every stage of the one before has ended. A
 * group of one stage writes to the terminal as it goes; in a larger group, the stage that
 * {@link Stage.streams} does, and the others' output is held and printed whole as each ends.
 * Stages share a group when each only reads what the groups before made and one of them leaves
 * a core idle much of its time: the checks and the fixture site's update; the live suites and
 * the live site's HTML validation. The heavy stages run alone: each keeps both cores about 92 %
 * busy, and the same stages side by side (the unit tests beside the live build, the live suites
 * beside the fixture site's build) gained nothing in four runs back to back: 338-342 s against
 * 332-354 s one by one (docs/testing.md, "How long the tests take").
 */
export type Group = readonly Stage[];

const npx = (name: string, ...args: string[]): Stage => ({ name, cmd: "npx", args: ["--no-install", ...args] });
const npm = (name: string, ...args: string[]): Stage => ({ name, cmd: "npm", args: ["run", "--silent", ...args] });
/** A stage that writes to the terminal as it goes in its group ({@link Stage.streams}). */
const streaming = (stage: Stage): Stage => ({ ...stage, streams: true });
/** A stage run in the fixture site (after bringing it up to date, which takes a second or two when nothing changed). */
const fixture = (name: string, ...args: string[]): Stage => ({ name, cmd: "npx", args: ["--no-install", "tsx", "tests/support/fixture-site.ts", ...args] });

/** The checks on the live content both commands start with, and beside them the fixture site brought up to date and generated (a stage of its own, so its time shows). */
const CHECKS: Group = [
  npm("typecheck", "typecheck"),
  npm("generate --check --strict", "generate", "--", "--check", "--strict"),
  npm("docs --check", "docs", "--", "--check"),
  npm("lint and format (biome)", "lint"),
  fixture("fixture site: updated and generated"),
];

/** The live suites (the `live` project), with the live site's HTML validation beside them. */
const LIVE_SUITES: Group = [streaming(npx("end-to-end, live (playwright --project live)", "playwright", "test")), npm("html-validate (live)", "validate:html")];

/** The end-to-end stages: the live build and its suites, the fixture site's build and its suites (`site`, `site-full-browser`, `dev` and `dev-own`). */
export const E2E: readonly Group[] = [
  [npm("build (live)", "build")],
  LIVE_SUITES,
  [fixture("build (fixture site)", "npm", "run", "--silent", "build")],
  [fixture("end-to-end, fixture site (playwright: site, site-full-browser, dev, dev-own)", "playwright", "test")],
];

/**
 * The quick stages: what the edit loop needs. The unit tests of the `fast` project only: the
 * files of SLOW_UNIT_TESTS (vitest.config.ts: whole copies of the project generated, the inbox
 * fuzzed) are left to `npm test`.
 */
export const QUICK: readonly Group[] = [CHECKS, [fixture("unit tests, fast (vitest --project fast, fixture site)", "vitest", "run", "--project", "fast")]];

/** Every stage of `npm test`, in order: the checks, every unit test file (both projects in one run), then the end-to-end stages. */
export const ALL: readonly Group[] = [CHECKS, [fixture("unit tests (vitest, fixture site)", "vitest", "run")], ...E2E];

/** The stages of `groups` by name, those of a group of more than one in brackets. */
const names = (groups: readonly Group[]) => groups.map((g) => (g.length > 1 ? `[${g.map((s) => s.name).join(", ")}]` : g[0]!.name)).join(", ");

/** Seconds with one decimal, right-aligned to `width`. */
const secs = (ms: number, width = 7) => `${(ms / 1000).toFixed(1)} s`.padStart(width);

/** How a stage ended: its exit code (1 when killed by a signal) and wall time (ms). */
interface Ran {
  readonly code: number;
  readonly ms: number;
}

/**
 * Runs `group` with at most `lanes` stages at a time, in order. A lone stage, or the group's
 * streaming one, writes to this terminal as it goes; the others have their output held and
 * printed whole, each under its heading, as each ends (after the streaming one has ended, so
 * that its lines are never cut into). Resolves with each stage's result, in the order of `group`.
 */
async function runSideBySide(group: Group, lanes: number): Promise<Ran[]> {
  const results: Ran[] = [];
  const heading = (stage: Stage) => `\n▶ ${stage.name}: ${stage.cmd} ${stage.args.join(" ")}\n`;
  /** Held output waiting for the streaming stage to end; undefined while none is running. */
  let waiting: string[] | undefined;
  const print = (text: string) => (waiting ? waiting.push(text) : process.stdout.write(text));
  const run = (stage: Stage) =>
    new Promise<Ran>((resolve) => {
      const t0 = performance.now();
      const held = group.length > 1 && !stage.streams;
      if (!held) {
        process.stdout.write(heading(stage));
        if (group.length > 1) waiting = [];
      }
      const child = spawn(stage.cmd, stage.args, { stdio: held ? ["ignore", "pipe", "pipe"] : "inherit" });
      const out: Buffer[] = [];
      child.stdout?.on("data", (b: Buffer) => out.push(b));
      child.stderr?.on("data", (b: Buffer) => out.push(b));
      const end = (code: number) => {
        if (held) print(heading(stage) + Buffer.concat(out).toString("utf8"));
        else if (waiting) {
          const text = waiting.join("");
          waiting = undefined;
          process.stdout.write(text);
        }
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
      quick: { type: "boolean", description: `these stages only: ${names(QUICK)}` },
      e2e: { type: "boolean", description: `these stages only: ${names(E2E)}` },
    },
    notes: `Stages (those in one pair of brackets side by side): ${names(ALL)}.`,
  });
  const groups = values.quick ? QUICK : values.e2e ? E2E : ALL;
  const stages = groups.flat();
  const done: { name: string; ms: number; code: number }[] = [];
  const start = performance.now();
  let failed = 0;
  for (const group of groups) {
    if (failed) break;
    const results = await runSideBySide(group, availableParallelism());
    for (const [k, r] of results.entries()) {
      done.push({ name: group[k].name, ms: r.ms, code: r.code });
      if (r.code !== 0 && !failed) failed = r.code;
    }
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
