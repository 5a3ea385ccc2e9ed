#!/usr/bin/env node
/**
 * Runs the generator's command line (generator/cli.ts) with plain node: `npm run generate` is
 * `node generator/bin.mjs`. Arguments, output and exit codes are those of `tsx generator/cli.ts`
 * (0 done, 1 problems in spec/ or a stale generated/, 2 a bug in generator/).
 *
 * Why: tsx compiles TypeScript on every start (about 0.7 s on a 2-core machine). Here esbuild
 * bundles generator/ once (node platform, ESM, every package left external, code split so that
 * yaml, ajv and ts-morph load only when cli.ts imports the stages) into the store's
 * `generator-bundles` area (lib/cache-store.mjs: <hash>/cli.mjs), where <hash> is the SHA-256 of every
 * file under generator/, of the shared sources it imports (./shared-sources.mjs) and of
 * package-lock.json; any edit, or a `git checkout` that changes any of them, makes a new bundle
 * (about 0.2 s), and an unchanged tree reuses it. Each run also calls the store's one sweep
 * (at most once an hour), which removes the bundles unused for two weeks.
 *
 * Without esbuild (it comes with tsx and vite) the source runs through tsx's loader instead.
 */
import { mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { cacheDir, hashFile, hashTree, markUsed, newHash, sweep } from "../lib/cache-store.mjs";
import { writeBarrel } from "./kinds/modules.mjs";
import { SHARED_SOURCES } from "./shared-sources.mjs";

const generatorDir = dirname(fileURLToPath(import.meta.url));
const projectDir = dirname(generatorDir);
const bundlesDir = cacheDir(projectDir, "generator-bundles");

/** Exits 2 the way cli.ts does for a bug in generator/. */
function fail(message) {
  process.stderr.write(`The generator failed unexpectedly: ${message}\nThis is a bug in generator/, not in spec/. generated/ was left as it was.\n`);
  process.exit(2);
}

/** The bundle's key: the store's one tree hasher over generator/, the shared sources (./shared-sources.mjs) and package-lock.json. */
function sourceHash() {
  const hash = newHash();
  hashTree(hash, generatorDir, "generator");
  for (const rel of [...SHARED_SOURCES, "package-lock.json"]) hashFile(hash, projectDir, rel);
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
  return true;
}

let entry;
try {
  writeBarrel(join(generatorDir, "kinds")); // the registry's kind modules, found by name (./kinds/modules.mjs)
  const dir = join(bundlesDir, sourceHash());
  entry = join(dir, "cli.mjs");
  let ready = false;
  try {
    ready = statSync(entry).isFile();
    markUsed(dir); // in use: the sweep leaves it alone
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
  sweep(projectDir);
} catch {
  // the sweep is housekeeping; another run may be doing it
}
try {
  await import(pathToFileURL(entry).href);
} catch (e) {
  fail(e.message);
}
