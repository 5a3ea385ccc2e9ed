/**
 * The generator's command line: `npm run generate` writes generated/ from spec/;
 * `npm run generate -- --check` only compares and exits 1 when generated/ is stale;
 * `npm run generate -- --fix` first writes the fixes the generator proposes (a redirect for a
 * page that moved, into spec/redirects.yaml; a text the house style writes another way:
 * write/fix.ts), then runs again. The house style's findings (spec/style.yaml) print as
 * warnings and do not stop the run; `--strict` makes them errors (npm test runs it).
 * Problems in spec/ print as `file:line:col path message` with a hint and a YAML frame, exit 1;
 * a bug in generator/ exits 2. `npm run generate` runs this file through generator/bin.mjs (a
 * bundle run by plain node); `tsx generator/cli.ts` runs the same code from source.
 *
 * When every input is unchanged since a successful run and generated/ is byte for byte what that
 * run made, the answer comes from the skip-cache (write/cache.ts) without loading yaml, ajv or
 * ts-morph. Otherwise the files unchanged since a run that found no problem in them are read
 * back from the record of clean files (write/clean-files.ts) instead of parsed and validated
 * again. `--no-cache` does the full run regardless, every file parsed and validated (and
 * records its result).
 *
 * `--now <time>` (or $BLU_NOW) sets the clock scheduled publishing goes by (`publishAt`,
 * `unpublishAt`: load/drafts.ts); the skip-cache key holds which scheduled times have passed by
 * it, not the time itself, so a run is answered from the cache until a time passes.
 *
 * `--explain` prints the order the kinds' transforms run in, derived from what each needs and
 * gives (kinds/index.ts `explainOrder`), and writes nothing.
 */
import { performance } from "node:perf_hooks";
import { parseCommand, refuse } from "../lib/cli-args.mjs";
import { CLOCK_VARIABLE, readClock } from "../lib/schedule.mjs";
import { findCached, inputKey, recordRun } from "./write/cache.ts";
import { cleanFiles } from "./write/clean-files.ts";

const start = performance.now();
const root = process.cwd();
const command = {
  name: "generate",
  usage: "npm run generate -- [--check] [--strict] [--fix] [--no-cache] [--quiet] [--now <time>] [--explain]",
  summary:
    "Writes generated/ from spec/ (the content, checked against spec/schemas/). Problems in spec/ print as file:line:col with a hint and exit 1; a bug in generator/ exits 2.",
  options: {
    check: { type: "boolean", description: "write nothing: exit 1 when generated/ does not match spec/" },
    strict: { type: "boolean", description: "the house style's findings (spec/style.yaml) are errors, not warnings" },
    fix: { type: "boolean", description: "first write the fixes the generator proposes into spec/, then run again" },
    "no-cache": { type: "boolean", description: "do the full run even when every input is unchanged since the last one" },
    quiet: { type: "boolean", description: "print problems only" },
    explain: {
      type: "boolean",
      description: "print the order the kinds of content are read in, with what each needs and gives, and write nothing",
    },
    now: {
      type: "string",
      value: "time",
      description: "the clock publishAt and unpublishAt go by, a date-time with its offset (default: $BLU_NOW, else the time now)",
    },
  },
  env: { [CLOCK_VARIABLE]: "the clock publishAt and unpublishAt go by, as --now (2026-12-01T06:00:00Z)" },
} as const;
const { values: flags } = parseCommand(command);
const clock = readClock(flags.now);
if ("problem" in clock) refuse(command, clock.problem);
const now = (clock as { now: number }).now;
const check = Boolean(flags.check);
const quiet = Boolean(flags.quiet);
const useCache = !flags["no-cache"];
const fix = Boolean(flags.fix);
const strict = Boolean(flags.strict);

try {
  if (flags.explain) {
    const { explainOrder } = await import("./kinds/index.ts");
    process.stdout.write(`${explainOrder()}\n`);
    process.exit(0);
  }
  let key = inputKey(root, now);
  const cached = useCache && key ? findCached(root, key) : undefined;
  const ms = () => Math.round(performance.now() - start);
  if (cached) {
    if (!quiet) {
      const n = cached.files;
      process.stdout.write(
        check
          ? `generated/ is current (${n} files checked in ${ms()} ms, inputs unchanged)\n`
          : `generated/: already current (${n} files, ${ms()} ms, inputs unchanged)\n`,
      );
    }
  } else {
    // The stages (yaml and ajv: most of a run's start) load only when they have work to do.
    const [{ generate }, { formatDiagnostics }, { findStale, writeGenerated }] = await Promise.all([
      import("./run.ts"),
      import("./diagnostics/index.ts"),
      import("./write/write.ts"),
    ]);
    // Files unchanged since a clean run are read back, not parsed and validated again (write/clean-files.ts).
    const clean = useCache ? cleanFiles(root) : undefined;
    let result = generate(root, { strict, now, cleanFiles: clean });
    const findings = result.ok ? result.warnings : result.diagnostics;
    if (fix && findings.some((d) => d.fix)) {
      const { applyFixes } = await import("./write/fix.ts");
      const written = applyFixes(
        root,
        findings.flatMap((d) => (d.fix ? [d.fix] : [])),
      );
      if (written.length > 0) {
        if (!quiet)
          process.stdout.write(`spec/: ${written.length} fix${written.length === 1 ? "" : "es"} written\n${written.map((w) => `  ${w}`).join("\n")}\n`);
        key = inputKey(root, now);
        result = generate(root, { strict, now, cleanFiles: clean });
      }
    }
    if (!result.ok) {
      const n = result.diagnostics.length;
      process.stderr.write(`${formatDiagnostics(result.diagnostics)}\n\n${n} problem${n === 1 ? "" : "s"} in spec/; generated/ was left as it was.\n`);
      process.exit(1);
    }
    const took = ms();
    if (result.warnings.length > 0) {
      const n = result.warnings.length;
      process.stderr.write(
        `${formatDiagnostics(result.warnings)}\n\n${n} house-style finding${n === 1 ? "" : "s"} (spec/style.yaml): \`npm run generate -- --fix\` writes the fixes; --strict makes them errors.\n`,
      );
    }
    // Recorded only when nothing changed while the run read its inputs, and nothing was found
    // (a cached answer would not print the findings again).
    const stable = key !== undefined && inputKey(root, now) === key && result.warnings.length === 0;
    if (stable) recordRun(root, key!, result.files);
    if (check) {
      const stale = findStale(root, result.files);
      if (stale.length > 0) {
        const list = stale.map((s) => `  ${s.kind.padEnd(7)} ${s.path}${s.diff ? `\n${s.diff.replace(/^/gm, "      ")}` : ""}`).join("\n");
        process.stderr.write(`generated/ is stale: it does not match spec/.\n${list}\n\nRun \`npm run generate\` and commit generated/.\n`);
        process.exit(1);
      }
      if (!quiet) process.stdout.write(`generated/ is current (${result.files.length} files checked in ${took} ms)\n`);
    } else {
      const changed = writeGenerated(root, result.files);
      // The URL history is an input as well as an output: record under the inputs as they are now.
      if (stable && changed.includes("generated/urls.json")) {
        const after = inputKey(root, now);
        if (after) recordRun(root, after, result.files);
      }
      if (!quiet)
        process.stdout.write(
          `generated/: ${changed.length ? `${changed.length} file(s) written` : "already current"} (${result.files.length} files, ${took} ms)\n`,
        );
    }
  }
} catch (e) {
  process.stderr.write(
    `The generator failed unexpectedly: ${(e as Error).message}\nThis is a bug in generator/, not in spec/. generated/ was left as it was.\n`,
  );
  process.exit(2);
}
