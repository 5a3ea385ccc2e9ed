/**
 * `npm run sync`: brings everything derived from the schemas and the kind modules up to date, in
 * the one order that works: the schemas' editor help (`scripts/schema/schema-annotate.ts`), the
 * generator's raw types and the route table's page kinds (`npm run schema-types`), the content
 * reference (`npm run docs`), then `generated/` (`npm run generate`). Each step runs as a process
 * of its own, since a step rewrites files the next one imports; each prints a line when it starts
 * and its time when it ends. The checklists of CONTRIBUTING.md end with it (`npm run new` runs it
 * itself); see docs/commands.md.
 *
 * Exit code: 0 when every step passed, else the failing step's own exit code (1 when it was
 * killed by a signal), and no later step runs; 2 for a mistyped flag.
 */
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseCommand } from "../../lib/cli-args.mjs";

/** One step of the sync: what it is called and the Node arguments that run it (from the project root). */
export interface SyncStep {
  readonly name: string;
  readonly args: readonly string[];
}

/** The steps, in order (each reads what the one before wrote). */
export const SYNC_STEPS: readonly SyncStep[] = [
  { name: "schema-annotate (editor help in spec/schemas/)", args: ["--import", "tsx", "scripts/schema/schema-annotate.ts"] },
  { name: "schema-types (model/raw/, the route table's page kinds)", args: ["--import", "tsx", "scripts/schema/schema-types.ts"] },
  { name: "docs (docs/content/)", args: ["--import", "tsx", "scripts/schema/content-docs.ts"] },
  { name: "generate (generated/)", args: ["generator/bin.mjs"] },
];

/** What {@link sync} did: the time of each step that ran (ms) and the exit code of the run. */
export interface SyncResult {
  readonly code: number;
  readonly steps: readonly { readonly name: string; readonly ms: number; readonly code: number }[];
}

/**
 * Runs {@link SYNC_STEPS} in `root` one after another, their output passed through, and a
 * progress line before and after each on stdout; stops at the first step that fails.
 * @param root the project root (absolute)
 * @param log where the progress lines go (default stdout)
 */
export function sync(root: string, log: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): SyncResult {
  const steps: { name: string; ms: number; code: number }[] = [];
  for (const [i, step] of SYNC_STEPS.entries()) {
    log(`sync: ${i + 1}/${SYNC_STEPS.length} ${step.name}…`);
    const t0 = performance.now();
    const r = spawnSync(process.execPath, step.args, { cwd: root, stdio: "inherit" });
    const code = r.status ?? 1;
    const ms = performance.now() - t0;
    steps.push({ name: step.name, ms, code });
    if (code !== 0) {
      log(`sync: ${step.name} failed (exit ${code}); the steps after it did not run`);
      return { code, steps };
    }
    log(`sync: ${i + 1}/${SYNC_STEPS.length} done (${(ms / 1000).toFixed(1)} s)`);
  }
  log(`sync: done in ${(steps.reduce((t, s) => t + s.ms, 0) / 1000).toFixed(1)} s`);
  return { code: 0, steps };
}

function main(): void {
  parseCommand({
    name: "sync",
    usage: "npm run sync",
    summary: `Brings what is derived from spec/schemas/ and generator/kinds/ up to date, in order: ${SYNC_STEPS.map((s) => s.name).join("; ")}. Run it after changing a schema or a kind (npm run new runs it itself).`,
  });
  process.exit(sync(fileURLToPath(new URL("../..", import.meta.url))).code);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
