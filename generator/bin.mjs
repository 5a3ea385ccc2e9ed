#!/usr/bin/env node
/**
 * Runs the generator's command line (generator/cli.ts) with plain node: `npm run generate` is
 * `node generator/bin.mjs`. Arguments, output and exit codes are those of `tsx generator/cli.ts`
 * (0 done, 1 problems in spec/ or a stale generated/, 2 a bug in generator/).
 *
 * Why: tsx compiles TypeScript on every start (about 0.7 s on a 2-core machine). Here esbuild
 * bundles generator/ once (node platform, ESM, every package left external, code split so that
 * yaml, ajv and ts-morph load only when cli.ts imports the stages) into
 * node_modules/.cache/blu-generator/bundles/<hash>/cli.mjs, where <hash> is a SHA-256 of the
 * content of every file under generator/, of media/cache.ts (the cache helper the generator
 * shares with media/), of scripts/cli-args.mjs (the command-line parser every script shares) and
 * of package-lock.json; any edit, or a `git checkout`
 * that changes any of them, makes a new bundle (about 0.2 s), and an unchanged tree reuses it.
 * Bundles unused for ten minutes are removed once there are more than eight.
 *
 * Without esbuild (it comes with tsx and vite) the source runs through tsx's loader instead.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SHARED_SOURCES } from "./shared-sources.mjs";

const generatorDir = dirname(fileURLToPath(import.meta.url));
const projectDir = dirname(generatorDir);
const bundlesDir = join(projectDir, "node_modules/.cache/blu-generator/bundles");
const KEEP = 8;
const IDLE_MS = 10 * 60 * 1000;

/** Exits 2 the way cli.ts does for a bug in generator/. */
function fail(message) {
  process.stderr.write(`The generator failed unexpectedly: ${message}\nThis is a bug in generator/, not in spec/. generated/ was left as it was.\n`);
  process.exit(2);
}

/** SHA-256 of the names and bytes of every file under generator/, of the shared sources (./shared-sources.mjs), and of package-lock.json. */
function sourceHash() {
  const hash = createHash("sha256");
  const walk = (dir, rel) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full, `${rel}${e.name}/`);
      else {
        const bytes = readFileSync(full);
        hash.update(`${rel}${e.name}\0${bytes.length}\0`).update(bytes);
      }
    }
  };
  walk(generatorDir, "generator/");
  for (const rel of SHARED_SOURCES) {
    const bytes = readFileSync(join(projectDir, rel));
    hash.update(`${rel}\0${bytes.length}\0`).update(bytes);
  }
  try {
    hash.update(readFileSync(join(projectDir, "package-lock.json")));
  } catch {
    hash.update("no package-lock.json");
  }
  return hash.digest("hex").slice(0, 32);
}

/** Builds the bundle into a fresh folder and moves it into place; another launcher may win the race. */
async function build(target) {
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    return false;
  }
  const tmp = `${target}.${process.pid}.tmp`;
  rmSync(tmp, { recursive: true, force: true });
  try {
    await esbuild.build({
      entryPoints: { cli: join(generatorDir, "cli.ts") },
      outdir: tmp,
      outExtension: { ".js": ".mjs" },
      chunkNames: "chunks/[name]-[hash]",
      bundle: true,
      splitting: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      legalComments: "none",
      logLevel: "silent",
    });
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    const errors = e.errors?.map((m) => `${m.location ? `${m.location.file}:${m.location.line}:${m.location.column + 1} ` : ""}${m.text}`).join("\n");
    fail(`esbuild could not bundle generator/cli.ts:\n${errors || e.message}`);
  }
  try {
    renameSync(tmp, target);
  } catch {
    rmSync(tmp, { recursive: true, force: true }); // built meanwhile by another run: the same bytes
  }
  prune(target);
  return true;
}

/** Keeps the KEEP most recently used bundles, and any used in the last ten minutes. */
function prune(keep) {
  try {
    const now = Date.now();
    const dirs = readdirSync(bundlesDir)
      .map((n) => join(bundlesDir, n))
      .filter((p) => p !== keep)
      .map((p) => ({ p, t: statSync(p).mtimeMs }))
      .sort((a, b) => b.t - a.t);
    for (const { p, t } of dirs.slice(KEEP - 1)) if (now - t > IDLE_MS) rmSync(p, { recursive: true, force: true });
  } catch {
    // pruning is housekeeping; another run may be doing it
  }
}

let entry;
try {
  const dir = join(bundlesDir, sourceHash());
  entry = join(dir, "cli.mjs");
  let ready = false;
  try {
    ready = statSync(entry).isFile();
    const now = new Date();
    utimesSync(dir, now, now); // in use: pruning leaves it alone
  } catch {
    mkdirSync(bundlesDir, { recursive: true });
    ready = await build(dir);
  }
  if (!ready) {
    // No esbuild: run the sources through tsx, as `tsx generator/cli.ts` does.
    const { register } = await import("tsx/esm/api");
    register();
    entry = join(generatorDir, "cli.ts");
  }
} catch (e) {
  fail(e.message);
}
try {
  await import(pathToFileURL(entry).href);
} catch (e) {
  fail(e.message);
}
