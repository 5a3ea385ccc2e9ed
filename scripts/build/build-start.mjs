// @ts-check
/**
 * The start of `npm run build` (docs/commands.md), in plain JavaScript so that it runs before
 * the TypeScript loader: its command line, and the generator, the first stage, started before
 * tsx's loader thread and the build's own modules load (about 0.1 s, a tenth of a content
 * edit's build). ./build-entry.mjs runs these, then the stages (./build.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { GENERATOR_RUNS_AREA, cacheDir, hashTree, newHash } from "../../lib/cache-store.mjs";
import { CLOCK_VARIABLE } from "../../lib/schedule.mjs";

/** The script `npm run build` runs with Node (package.json's `build` is `node` and it): what every other command that builds starts. */
export const BUILD_ENTRY = "scripts/build/build-entry.mjs";

/** The flags of `npm run build` that `npm start` passes on (lib/cli-args.mjs). */
export const BUILD_FLAGS = /** @type {const} */ ({
  force: { type: "boolean", description: "run every stage in full, whatever its cache says" },
  verbose: { type: "boolean", description: "show Vite's own output (its table of assets) as well" },
});

/**
 * The command line of `npm run build` (lib/cli-args.mjs `parseCommand`).
 * @type {import("../../lib/cli-args.mjs").Command}
 */
export const BUILD_COMMAND = {
  name: "build",
  usage: "npm run build -- [--force] [--verbose] [--now <time>]",
  summary: "Builds the site into dist/: generate, type check, client build, SSR build, prerender; each stage does only what its inputs ask for.",
  options: {
    ...BUILD_FLAGS,
    now: {
      type: "string",
      value: "time",
      description:
        "build the site as at this time: the clock publishAt and unpublishAt go by, a date-time with its offset (default: $BLU_NOW, else the time now)",
    },
  },
  env: { [CLOCK_VARIABLE]: "the clock publishAt and unpublishAt go by, as --now (2026-12-01T06:00:00Z)" },
};

/**
 * SHA-256 of generated/ as it is on disk (lib/cache-store.mjs `hashTree`): did the generator
 * change it? Null when it cannot be told (a special file, an unreadable folder).
 * @param {string} root the project root
 * @returns {string | null}
 */
export function generatedHash(root) {
  try {
    const hash = newHash();
    hashTree(hash, join(root, "generated"), "generated");
    return hash.digest("hex");
  } catch {
    return null;
  }
}

/**
 * Whether the store of the project at `root` holds no record of a generator run
 * (generator/write/cache.ts): a fresh clone or a cleared store, whose committed generated/ the
 * generator will most likely find current, so the build starts the type check and the pictures
 * beside it.
 * @param {string} root the project root
 */
export function noGeneratorRecords(root) {
  const dir = cacheDir(root, GENERATOR_RUNS_AREA);
  return !existsSync(dir) || !readdirSync(dir).some((f) => f.endsWith(".json"));
}

/**
 * The generator begun: its process, and its exit code (1 when killed or not started) with how long it ran, ms.
 * @typedef {{ readonly child: import("node:child_process").ChildProcess, readonly ended: Promise<{ code: number, ms: number }> }} Generating
 */

/**
 * What a build knows before its stages load: its flags, generated/'s hash when the generator will
 * most likely leave it as it is (a fresh clone's store, or --force: the type check and the
 * pictures then start beside it, ./build.ts), and the generator, begun (its output shown).
 * @typedef {{ readonly values: { force?: boolean, verbose?: boolean, now?: string }, readonly before: string | null, readonly generator: Generating }} BuildStart
 */

/**
 * Starts a build's first stage in `root`: the generator (generator/bin.mjs, plain Node), with
 * `--no-cache` for --force and the build's clock (it checks the clock's value and refuses a wrong
 * one with exit code 2), after taking generated/'s hash when it is needed ({@link BuildStart}).
 * @param {string} root the project root
 * @param {BuildStart["values"]} values the flags read by `parseCommand(BUILD_COMMAND)`
 * @returns {BuildStart}
 */
export function startBuild(root, values) {
  const force = Boolean(values.force);
  const before = force || noGeneratorRecords(root) ? generatedHash(root) : null;
  const t0 = performance.now();
  const child = spawn(process.execPath, ["generator/bin.mjs", ...(force ? ["--no-cache"] : []), ...(values.now === undefined ? [] : ["--now", values.now])], {
    cwd: root,
    stdio: "inherit",
  });
  const ended = new Promise((resolve) => {
    child.once("error", () => resolve({ code: 1, ms: performance.now() - t0 }));
    child.once("close", (code) => resolve({ code: code ?? 1, ms: performance.now() - t0 }));
  });
  return { values, before, generator: { child, ended: /** @type {Promise<{ code: number, ms: number }>} */ (ended) } };
}
