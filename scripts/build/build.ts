/**
 * `npm run build` (docs/commands.md): generate, then three lines of work side by side
 * on the cores, each doing only what its inputs ask for, then the precompression and the checks:
 *
 *   generate      begun by ./build-entry.mjs (`npm run build`) before the TypeScript loader and these
 *                 modules load (./build-start.mjs: the generator is plain Node);
 *                 the generator's own content-hash cache (lib/cache-store.mjs, the project's one store);
 *                 when the store holds no record of a generator run (a fresh clone, a cleared store)
 *                 or with --force, generated/ is most likely current already (it is committed), so
 *                 the type check and the pictures start beside the generator instead of after it
 *                 (its one thread leaves a core free) and are kept when it leaves generated/ as it
 *                 was; when it changed generated/, they are stopped and started again;
 *   type check    skipped when no file it reads changed; generated/ alone, at a lower priority,
 *                 when only generated/ changed and the types it exports did not (a content edit); else the
 *                 site's code, whole (./type-check.ts);
 *   pictures      composed pictures, Open Graph cards, photograph versions, the reel and the word
 *                 marks, each cached by content, painted into a staging folder (./pictures.ts)
 *                 from generated/ alone, so they start with the type check, and placed into dist/
 *                 once the client build (which empties dist/) is done; the process is begun beside
 *                 the generator in any case and loads its modules meanwhile (./warm-start.ts);
 *   client build  skipped when every project file the last client build read (its module graph,
 *                 recorded by `buildInputs`, scripts/build/vite-build-inputs.ts), vite.config.ts and
 *                 the modules it imports (its plugins), package-lock.json and
 *                 the VITE_* environment hash as they did, and dist/ still holds its manifest;
 *   SSR build     the same, over the renderer's module graph: generated/'s data modules are outside
 *                 the bundle (scripts/build/vite-build-inputs.ts), so a content edit never rebuilds the renderer;
 *   prerender     after the Vite builds, in this process: renders every page, writes only the files whose bytes
 *                 changed, and removes the pages of URLs that are gone (scripts/build/prerender.ts);
 *   Brotli copies of the files whose bytes changed (./precompress.ts), once pages and pictures are in
 *                 (beside the type check when it is still running);
 *   host limits   dist/ against the static hosts' limits (./host-limits.ts);
 *   location check  no picture under dist/ carries a GPS position (scripts/build/location-check.ts):
 *                 begun once the pictures are placed, beside the prerender, awaited at the end.
 *
 * A failing type check still fails the build (after the pages of data the generator validated are
 * written, when it ends last); a failing stage stops the ones still running.
 *
 * Ends with a table: one line per stage with its time and what it did or why it was skipped (the
 * three lines overlap: their times add up to more than the total).
 * `--force` runs every stage in full; Vite's own output (its table of assets) shows only with
 * `--verbose`, its warnings and errors always. Exit code: the failing stage's (1 when killed by
 * a signal), 2 for a mistyped flag (lib/cli-args.mjs).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { hashTree, markUsed, newHash, sha256, sweep, writeAtomic } from "../../lib/cache-store.mjs";
import { importsOf } from "../../lib/module-imports.mjs";
import {
  BUILD_CACHE_DIR,
  BUILD_INPUTS,
  type BuildInputs,
  exportNames,
  PAGES_REPORT,
  type PagesReport,
  PRERENDER_REPORT,
  type PrerenderReport,
} from "./build-inputs.ts";
import { registerBuildLoader } from "./build-loader.mjs";
import { checkHostLimits } from "./host-limits.ts";
import { PICTURES_DIR, PICTURES_REPORT, type PicturesReport, placePictures } from "./pictures.ts";
import { precompress } from "./precompress.ts";
import { typeCheck } from "./type-check.ts";
import { parseCommand } from "../../lib/cli-args.mjs";
import { BUILD_COMMAND, type BuildStart, generatedHash, startBuild } from "./build-start.mjs";
import { picturesWithLocation } from "./location-check.ts";
import { table } from "./progress.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const BUILD_CACHE = join(root, BUILD_CACHE_DIR);
const INPUTS = { client: join(root, BUILD_INPUTS.client), ssr: join(root, BUILD_INPUTS.ssr) } as const;
/** Files every Vite build depends on besides its module graph. */
const SHARED_INPUTS = ["package-lock.json", "tsconfig.json", "generated/theme.css"];

/**
 * vite.config.ts and every project file it imports, directly or through another (its plugins:
 * scripts/dev/vite-*.ts, scripts/build/vite-build-inputs.ts, and what they import), as absolute
 * paths: Vite's own module graph does not hold the configuration's modules, yet they shape both
 * builds (the fonts' rules in the stylesheet, the SSR build's gateways). Read from the import
 * statements (lib/module-imports.mjs), so no list of the plugins is kept here.
 */
export function configFiles(): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const { specifier } of importsOf(readFileSync(file, "utf8"))) if (/^\.{1,2}\//.test(specifier)) visit(join(dirname(file), specifier));
  };
  visit(join(root, "vite.config.ts"));
  return [...seen].sort();
}

/** The project's generated/ folder, absolute, with its separator: its files change while the build runs. */
const GENERATED = join(root, "generated", "/");
/** The SHA-256 of each file read for a fingerprint, by absolute path: kept for the files outside generated/, which do not change while the build runs. */
const digests = new Map<string, string>();
/** The SHA-256 of a project file's bytes, or "(missing)" (moved, deleted: a fingerprint then changes). */
function digestOf(file: string): string {
  const kept = digests.get(file);
  if (kept !== undefined) return kept;
  const digest = existsSync(file) ? sha256(readFileSync(file)) : "(missing)";
  if (!file.startsWith(GENERATED)) digests.set(file, digest);
  return digest;
}
/** The SHA-256 of runtime/ (lib/cache-store.mjs `hashTree`), made once a run: Tailwind scans every file there for the client build's stylesheet. */
let runtimeDigest: string | null = null;
const runtimeTree = () => {
  if (runtimeDigest === null) {
    const hash = newHash();
    hashTree(hash, join(root, "runtime"), "runtime");
    runtimeDigest = hash.digest("hex");
  }
  return runtimeDigest;
};
/** {@link configFiles}, read once a run. */
let config: string[] | null = null;
const configOnce = () => {
  if (config === null) config = configFiles();
  return config;
};

/** The inputs a Vite build recorded in its last run, or null when it never did (or an older build did, in another form). */
function recordedInputs(kind: keyof typeof INPUTS): BuildInputs | null {
  if (!existsSync(INPUTS[kind])) return null;
  const inputs = JSON.parse(readFileSync(INPUTS[kind], "utf8")) as BuildInputs;
  return Array.isArray(inputs.files) && typeof inputs.exports === "object" ? inputs : null;
}

/** Every file a Vite build's fingerprint reads besides the data modules' export names, absolute. */
const fingerprintFiles = (inputs: BuildInputs) => [...inputs.files, ...configOnce(), ...SHARED_INPUTS.map((f) => join(root, f))];

/**
 * Reads, while the generator runs, what the fingerprints of both Vite builds read outside
 * generated/ (it does not change meanwhile): after the generator, only generated/'s files are
 * read (about 40 ms of a content edit's build at eleven times the featured studies).
 */
function readCodeEarly(): void {
  runtimeTree();
  for (const kind of Object.keys(INPUTS) as (keyof typeof INPUTS)[]) {
    const inputs = recordedInputs(kind);
    if (inputs) for (const file of fingerprintFiles(inputs)) if (!file.startsWith(GENERATED)) digestOf(file);
  }
}

/**
 * The fingerprint of a Vite build: a SHA-256 (lib/cache-store.mjs, the one hasher) over the paths and
 * the SHA-256 of the bytes of the files it read (as recorded by its last run), the names each data
 * module it reaches exports, the configuration's modules ({@link configFiles}), the shared inputs and
 * the VITE_* environment; for the client build, the whole
 * of runtime/ too (Tailwind scans every file there for the stylesheet's classes). A missing file
 * (moved, deleted) changes it, so the build runs again. Null when the build never recorded its
 * inputs.
 */
export function fingerprint(kind: keyof typeof INPUTS): string | null {
  const inputs = recordedInputs(kind);
  if (!inputs) return null;
  const hash = newHash();
  // The stylesheet's classes come from every file Tailwind scans (runtime/, app.css's `source`), not only the bundle's modules.
  if (kind === "client") hash.update(`runtime\0${runtimeTree()}\0`);
  for (const file of fingerprintFiles(inputs)) hash.update(`${file}\0${digestOf(file)}\0`);
  // A data module's gateway depends on the names it exports, not on its data.
  for (const [file] of Object.entries(inputs.exports).sort(([a], [b]) => a.localeCompare(b)))
    hash.update(`${file}\0${JSON.stringify(existsSync(file) ? exportNames(readFileSync(file, "utf8")) : null)}\0`);
  const env = Object.entries(process.env)
    .filter(([k]) => k.startsWith("VITE_"))
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify(env));
  return hash.digest("hex");
}

/** The fingerprint stored after the last successful build of `kind` (marked used: the sweep keeps it), or null. */
const stored = (kind: keyof typeof INPUTS): string | null => {
  const file = join(BUILD_CACHE, `${kind}.fingerprint`);
  if (!existsSync(file)) return null;
  markUsed(file);
  return readFileSync(file, "utf8").trim();
};
const store = (kind: keyof typeof INPUTS) => writeAtomic(join(BUILD_CACHE, `${kind}.fingerprint`), `${fingerprint(kind) ?? ""}\n`);

/** Why a Vite build must run (a short reason), or null when its output is current. */
function staleBecause(kind: keyof typeof INPUTS, output: string, force: boolean): string | null {
  if (force) return "--force";
  if (!existsSync(join(root, output))) return `${output} is missing`;
  const now = fingerprint(kind);
  if (now === null || stored(kind) === null) return "no record of a previous build";
  return now === stored(kind) ? null : "its code or configuration changed";
}

/**
 * A package's command-line script in node_modules/, run with this Node directly: `npx` and the
 * `tsx` launcher would each start one more process first (about 0.2 and 0.35 s a stage).
 */
const bin = (path: string) => join(root, "node_modules", path);

/** The commands {@link start} started that still run: stopped when the build fails or is stopped. */
const running = new Set<ChildProcess>();
/** Stops the type checks begun (their tsc processes) when the build fails or is stopped. */
const stopChecks = new AbortController();
process.once("exit", () => {
  for (const child of running) child.kill("SIGTERM");
  stopChecks.abort();
});

/**
 * Runs a command in the project root, its output shown, without waiting for it: resolves with its exit code (1 when
 * killed by a signal or not started). `hold`: its output is kept and printed in one piece when it
 * ends, so that it does not cut into the lines of the commands running beside it. `signal` stops
 * it (its held output is then dropped). `go`: a stage begun through ./warm-start.ts, told to go
 * on its standard input when `go` settles (its input is closed when the build ends, which ends it).
 */
function start(
  cmd: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  hold = false,
  signal?: AbortSignal,
  go?: Promise<void>,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: [go ? "pipe" : "inherit", hold ? "pipe" : "inherit", "inherit"], env, signal });
    running.add(child);
    // A warm stage's word (./warm-start.ts); if it ended first, its exit code tells.
    child.stdin?.on("error", () => undefined);
    void go?.then(() => child.stdin?.end("go\n"));
    const held: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
    child.once("error", () => resolve(1));
    child.once("close", (code) => {
      running.delete(child);
      if (held.length && !signal?.aborted) process.stdout.write(Buffer.concat(held));
      resolve(code ?? 1);
    });
  });
}

/**
 * The pictures stage, begun now through ./warm-start.ts: it loads its modules while the generator
 * runs (those that do not read generated/), and works from the call of `go`, which resolves with
 * its exit code and how long it ran from then, ms. Its table is printed when it ends, in one
 * piece, not amid the pages' lines.
 */
function warmPictures(signal?: AbortSignal): { go(): Promise<{ code: number; ms: number }> } {
  let tell: () => void = () => undefined;
  const told = new Promise<void>((resolve) => (tell = resolve));
  const ended = start(process.execPath, ["--import", "tsx", "scripts/build/warm-start.ts", "scripts/build/pictures.ts"], process.env, true, signal, told);
  return {
    go: () => {
      const t0 = performance.now();
      tell();
      return ended.then((code) => ({ code, ms: performance.now() - t0 }));
    },
  };
}

/**
 * Runs the build's stages (see the module's docs) from its start: the command line read and the
 * generator begun (./build-start.mjs, by ./build-entry.mjs). Exits the process with the failing
 * stage's code when one fails; prints the table when all are done.
 */
export async function build({ values, before, generator }: BuildStart): Promise<void> {
  running.add(generator.child);
  const force = Boolean(values.force);
  // The prerender loads generated/, the packages and the renderer in this process: the build's
  // loader hooks spare what need not be done to them (./build-loader.mjs).
  registerBuildLoader(root);
  /** Vite's arguments for its level of output: warnings and errors only, unless --verbose. */
  const viteLog = values.verbose ? [] : ["--logLevel", "warn"];
  const buildStarted = performance.now();
  /** Each stage's row of the table, by stage, printed in the order the stages are listed. */
  const lines = new Map<string, string[]>();
  const line = (label: string, ms: number, what: string) => lines.set(label, [label, `${(ms / 1000).toFixed(1)} s`, what]);
  /** A command started now: its exit code and how long it ran, ms. */
  const started = (cmd: string, args: readonly string[], env?: NodeJS.ProcessEnv, hold = false, signal?: AbortSignal) => {
    const t0 = performance.now();
    return start(cmd, args, env, hold, signal).then((code) => ({ code, ms: performance.now() - t0 }));
  };
  const ended = (label: string, { code, ms }: { code: number; ms: number }, what: string) => {
    line(label, ms, what);
    if (code === 0) return;
    process.stderr.write(`build: ${label} failed\n`);
    process.exit(code);
  };
  /** The type check, begun now: its exit code, what it did and how long it ran, ms. */
  const startCheck = (signal: AbortSignal) => {
    const t0 = performance.now();
    return typeCheck(root, force, signal).then((r) => ({ ...r, ms: performance.now() - t0 }));
  };
  // The type check and the pictures read what the generator writes: begun beside it when it will
  // most likely leave generated/ as it is (see the module's docs), kept if it did. Otherwise the
  // pictures are begun beside it all the same, loading their modules (./warm-start.ts), and
  // start working once it is done.
  const early = before === null ? null : { before, stop: new AbortController() };
  const warm = warmPictures(early?.stop.signal);
  const earlyWork = early && {
    check: startCheck(AbortSignal.any([early.stop.signal, stopChecks.signal])),
    pictures: warm.go(),
  };
  readCodeEarly();
  ended("generate", await generator.ended, "done");
  running.delete(generator.child);
  const kept = early !== null && earlyWork !== null && generatedHash(root) === early.before;
  if (early && earlyWork && !kept) {
    early.stop.abort();
    await Promise.all([earlyWork.check, earlyWork.pictures]);
  }
  const clientWhy = staleBecause("client", "dist/.vite/manifest.json", force);
  const ssrWhy = staleBecause("ssr", "dist-ssr/render.js", force);
  // From here three lines of work share the cores, each started as soon as its inputs are
  // there: the type check; the pictures (they read generated/ only); the Vite builds, then the
  // pages. A failing one stops the build (the others are stopped with it).
  const beside = kept ? " (begun beside the generator)" : "";
  const checking = (kept ? earlyWork.check : startCheck(stopChecks.signal)).then(({ code, what, ms }) =>
    ended("type check", { code, ms }, `${clientWhy || ssrWhy ? what : `${what} (beside the prerender)`}${beside}`),
  );
  const picturing = (kept ? earlyWork.pictures : (early ? warmPictures() : warm).go()).then((r) =>
    ended("pictures", r, `painted or taken from the cache (its table above)${beside}`),
  );
  const building = (async () => {
    if (clientWhy) {
      ended("client build", await started(process.execPath, [bin("vite/bin/vite.js"), "build", ...viteLog]), `built (${clientWhy})`);
      store("client");
    } else line("client build", 0, "skipped: no file it reads changed");
    if (ssrWhy) {
      ended(
        "SSR build",
        await started(process.execPath, [bin("vite/bin/vite.js"), "build", "--ssr", "runtime/app/render.tsx", "--outDir", "dist-ssr", ...viteLog]),
        `built (${ssrWhy})`,
      );
      store("ssr");
    } else line("SSR build", 0, "skipped: no file it reads changed");
  })();
  // The pages are rendered in this process (no second start of Node and the TypeScript loader:
  // about 0.1 s of a content edit's build), once the Vite builds are done. React's production
  // build: the same HTML (checked byte for byte on the 737 pages of ten times the content) in
  // 4.1 s instead of 6.9 s, without the development build's checks and warnings, which the dev
  // server and the tests keep. Nothing here has loaded React before: the renderer loads it, with
  // this setting (no command is started after it, to inherit it).
  const rendering = building.then(async () => {
    const t0 = performance.now();
    process.env.NODE_ENV = "production";
    let code = 1;
    try {
      const { prerender } = await import("./prerender.ts");
      code = (await prerender(root)) ? 0 : 1;
    } catch (e) {
      process.stderr.write(`${(e as Error).stack ?? e}\n`);
    }
    ended("prerender", { code, ms: performance.now() - t0 }, "pages (its table above)");
  });
  // The client build empties dist/: the pictures are placed there once both are done.
  await Promise.all([building, picturing]);
  const placing = performance.now();
  const placed = placePictures(join(root, PICTURES_DIR), join(root, "dist"), join(root, "public"), join(BUILD_CACHE, "placed-pictures.json"));
  markUsed(join(root, PICTURES_DIR));
  // Every picture is in dist/ now (the client build's copies of public/, the pictures stage's):
  // none may tell where it was taken (./location-check.ts). Read beside the pages' prerender.
  const locating = (async () => {
    const t0 = performance.now();
    const withGps = await picturesWithLocation(join(root, "dist"), join(BUILD_CACHE, "location-check.json"));
    return { withGps, ms: performance.now() - t0 };
  })();
  locating.catch(() => undefined); // awaited below; a failure is reported there
  line(
    "placing pictures",
    performance.now() - placing,
    `${placed.copied} copied into dist/, ${placed.unchanged} there already, ${placed.removed} of removed records taken out`,
  );
  // The Brotli copies need the pages and pictures only: the type check may still be running.
  await rendering;
  const compressed = await precompress(root, join(root, "dist"));
  await checking;
  line("Brotli copies", compressed.ms, `${compressed.compressed} made (the files whose bytes changed)`);
  // Last, the limits of the static hosts (./host-limits.ts): a deploy they would refuse fails here, the file named.
  const limiting = performance.now();
  let files = 0;
  try {
    files = checkHostLimits(join(root, "dist"));
  } catch (e) {
    process.stderr.write(`build: ${(e as Error).message}\n`);
    process.exit(1);
  }
  line("host limits", performance.now() - limiting, `${files} files in dist/, within the static hosts' limits`);
  const pages = JSON.parse(readFileSync(join(root, PAGES_REPORT), "utf8")) as PagesReport;
  const pictures = JSON.parse(readFileSync(join(root, PICTURES_REPORT), "utf8")) as PicturesReport;
  const report: PrerenderReport = {
    pages: pages.pages,
    rendered: pages.rendered,
    written: pages.written,
    ms: {
      pages: pages.ms,
      "composed pictures": pictures.ms["composed pictures"],
      "Open Graph cards": pictures.ms["Open Graph cards"],
      precompression: compressed.ms,
    },
  };
  writeAtomic(join(root, PRERENDER_REPORT), `${JSON.stringify(report)}\n`);
  const { withGps, ms: locatingMs } = await locating;
  line("location check", locatingMs, "no picture carries a GPS position (read beside the prerender)");
  if (withGps.length > 0) {
    process.stderr.write(
      `build: location check failed: ${withGps.length} picture(s) in dist/ carry a GPS position (where the photograph was taken):\n${withGps.map((f) => `  dist/${f}`).join("\n")}\n` +
        "  fix: upload them again through the page editor (it writes pictures without their metadata), or remove it with an image tool, then build again\n",
    );
    process.exit(1);
  }
  // The store's one sweep (lib/cache-store.mjs): at most once an hour, entries unused for two weeks.
  sweep(root);
  const order = [
    "generate",
    "type check",
    "client build",
    "SSR build",
    "prerender",
    "pictures",
    "placing pictures",
    "Brotli copies",
    "host limits",
    "location check",
  ];
  const total = [
    "total",
    `${((performance.now() - buildStarted) / 1000).toFixed(1)} s`,
    "dist/ is ready (type check, pictures and the Vite builds with the pages ran side by side)",
  ];
  process.stdout.write(`\n${table([["build", "time", "what"], ...order.map((label) => lines.get(label)!), total])}\n`);
}

// Run on its own (`node --import tsx scripts/build/build.ts`), it starts itself as ./build-entry.mjs does.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await build(startBuild(root, parseCommand(BUILD_COMMAND).values));
