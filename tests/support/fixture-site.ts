/**
 * The fixture site (docs/testing.md, "Tests that content cannot break"): a copy of the project
 * whose code is this checkout's and whose content is the frozen launch content kept with the
 * tests, so that tests pinning texts, counts, line numbers and golden images of that content
 * never fail because someone edited the live `spec/`.
 *
 *   npm run fixture-site                         brings the copy up to date, then generates it
 *   npm run fixture-site -- <command> [args…]    the same, then runs the command in the copy:
 *                                                `vitest run tests/unit/x.test.ts`,
 *                                                `npm run build`, `playwright test tests/e2e/home.spec.ts`
 *   npm run fixture-site -- --freeze             copies the live content into the frozen copy
 *                                                (a developer's deliberate step, never CI's)
 *
 * The copy lives in `.fixture-site/` (git ignores it, and so Biome, Vite and Tailwind do). It
 * holds every file git knows outside the content (`git ls-files`, untracked files not ignored
 * included), the frozen content of `tests/fixtures/launch/` in the content's place (`spec/`
 * without `spec/schemas/`, which is code, `public/`, `generated/urls.json`), a link to
 * `node_modules` (so the caches of node_modules/.cache/blu are shared), and the `generated/` its
 * own generator writes. It is updated in place: only files whose bytes differ are written, files
 * gone from the project are removed, so a second run takes a second or two.
 *
 * A command runs with the copy's `node_modules/.bin` first on PATH, and with `BLU_BUILD_CACHE`
 * pointing into the copy so that its builds never share records with the project's. Afterwards,
 * every file under the copy's `tests/` the command changed (a snapshot a `vitest -u` wrote, a
 * golden `playwright test --update-snapshots` wrote) is copied back into the project's `tests/`,
 * unless the project's file changed meanwhile (then it is named and left alone).
 *
 * Exit code: the command's (1 when it was killed by a signal); 1 when the frozen content does
 * not pass the generator of this code; 2 for a mistyped flag.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { delimiter, dirname, join, relative } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseCommand } from "../../lib/cli-args.mjs";
import { checkToolArgs, isWrappedTool } from "../../scripts/cli/tool.mjs";

/** The real project root (tests/support → ../..). */
export const projectRoot = fileURLToPath(new URL("../..", import.meta.url)).replace(/[\\/]$/, "");
/** Where the copy lives, relative to the project root. */
export const FIXTURE_SITE_DIR = ".fixture-site";
/** The frozen launch content, relative to the project root. */
export const FROZEN_DIR = "tests/fixtures/launch";
/**
 * The copy's record of what it holds (relative to its root): each file copied in, with the
 * SHA-256 of its bytes as copied. Its presence marks a fixture site (playwright.config.ts
 * chooses its projects by it).
 */
export const MANIFEST = ".fixture-site.json";
/** Where the copy's builds keep their records (`BLU_BUILD_CACHE`, relative to its root). */
export const FIXTURE_BUILD_CACHE = ".cache/build";
/** The content-state files outside spec/ and public/ that the frozen copy holds (the URL history). */
export const FROZEN_STATE_FILES: readonly string[] = ["generated/urls.json"];

/**
 * Whether a project file (path relative to the root, forward slashes) is content, which the
 * fixture site takes from the frozen copy instead: spec/ but its schemas, public/, generated/
 * (the copy generates its own), and the frozen copy itself.
 */
export function isContent(rel: string): boolean {
  return (
    (rel.startsWith("spec/") && !rel.startsWith("spec/schemas/")) ||
    rel.startsWith("public/") ||
    rel.startsWith("generated/") ||
    rel.startsWith(`${FROZEN_DIR}/`)
  );
}

const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const slash = (p: string) => p.split("\\").join("/");

/** Every file under `dir` (relative to it, forward slashes); none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((e) => e.isFile())
    .map((e) => slash(relative(dir, join(e.parentPath, e.name))));
}

/**
 * The project's code files: what git knows (tracked, and untracked but not ignored), that exist,
 * outside the content.
 * @throws Error when git cannot list the files (not a git checkout).
 */
export function codeFiles(root = projectRoot): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  const names = new Set(out.toString("utf8").split("\0").filter(Boolean));
  return [...names].filter((rel) => !isContent(rel) && existsSync(join(root, rel)) && lstatSync(join(root, rel)).isFile()).sort();
}

/** Where each file of the copy comes from: its path in the copy → its absolute source path. */
export function fixtureSources(root = projectRoot): Map<string, string> {
  const map = new Map<string, string>();
  for (const rel of codeFiles(root)) map.set(rel, join(root, rel));
  for (const rel of filesUnder(join(root, FROZEN_DIR))) map.set(rel, join(root, FROZEN_DIR, rel));
  return map;
}

/** What one update of the copy did. */
export interface SyncReport {
  /** Files written (new or changed). */
  readonly written: string[];
  /** Files removed (gone from the project). */
  readonly removed: string[];
  /** Files already as the project has them. */
  readonly unchanged: number;
  /** The copy's manifest after the update: path → SHA-256 as copied. */
  readonly manifest: Record<string, string>;
}

/**
 * Brings the copy at `site` up to date with the project at `root`: writes the files whose bytes
 * differ, removes the files an earlier update copied that are no longer sources, links
 * node_modules, and writes the manifest. Files the copy made itself (generated/, dist/,
 * test-results/) are left alone.
 * @throws Error when the frozen copy lacks spec/ (it was never made: see `--freeze`).
 */
export function syncFixtureSite(root = projectRoot, site = join(root, FIXTURE_SITE_DIR)): SyncReport {
  if (!existsSync(join(root, FROZEN_DIR, "spec")))
    throw new Error(`${FROZEN_DIR}/spec is missing: make the frozen copy with \`npm run fixture-site -- --freeze\``);
  const sources = fixtureSources(root);
  const manifestPath = join(site, MANIFEST);
  const before: Record<string, string> = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as { files: Record<string, string> }).files
    : {};
  const written: string[] = [];
  const removed: string[] = [];
  let unchanged = 0;
  const manifest: Record<string, string> = {};
  mkdirSync(site, { recursive: true });
  for (const [rel, src] of sources) {
    const bytes = readFileSync(src);
    const dst = join(site, rel);
    manifest[rel] = sha(bytes);
    if (existsSync(dst) && readFileSync(dst).equals(bytes)) {
      unchanged++;
      continue;
    }
    mkdirSync(dirname(dst), { recursive: true });
    copyFileSync(src, dst);
    written.push(rel);
  }
  for (const rel of Object.keys(before)) {
    if (sources.has(rel)) continue;
    rmSync(join(site, rel), { force: true });
    removed.push(rel);
  }
  const modules = join(site, "node_modules");
  if (!existsSync(modules)) {
    rmSync(modules, { force: true });
    symlinkSync(join(root, "node_modules"), modules, "dir");
  }
  writeFileSync(
    manifestPath,
    `${JSON.stringify({ note: "The fixture site: made by tests/support/fixture-site.ts, do not edit.", files: manifest }, null, 1)}\n`,
  );
  return { written, removed, unchanged, manifest };
}

/**
 * Copies back into the project every file under the copy's tests/ that a command changed since
 * {@link syncFixtureSite} wrote `manifest`: changed files, and new files in a snapshot folder
 * (`*-snapshots/`, `__snapshots__/`). A project file that changed meanwhile is left alone.
 * @returns the paths copied back, and those left alone
 */
export function copyBackTests(manifest: Record<string, string>, root = projectRoot, site = join(root, FIXTURE_SITE_DIR)): { copied: string[]; kept: string[] } {
  const copied: string[] = [];
  const kept: string[] = [];
  for (const sub of filesUnder(join(site, "tests"))) {
    const rel = `tests/${sub}`;
    const bytes = readFileSync(join(site, rel));
    const was = manifest[rel];
    if (was === sha(bytes)) continue;
    if (was === undefined && !/(-snapshots|__snapshots__)\//.test(rel)) continue;
    const real = join(root, rel);
    const now = existsSync(real) ? sha(readFileSync(real)) : undefined;
    if (now !== was) {
      kept.push(rel);
      continue;
    }
    mkdirSync(dirname(real), { recursive: true });
    writeFileSync(real, bytes);
    copied.push(rel);
  }
  return { copied, kept };
}

/**
 * Copies the live content into the frozen copy: spec/ without its schemas, public/ and
 * {@link FROZEN_STATE_FILES}, removing files of the frozen copy the live content no longer has.
 * A developer's deliberate step (never CI's): the tests of the fixture site may then need their
 * goldens and pinned texts updated.
 * @returns how many files were written and removed
 */
export function freeze(root = projectRoot): { written: number; removed: number } {
  const frozen = join(root, FROZEN_DIR);
  const live = new Map<string, string>();
  for (const rel of filesUnder(join(root, "spec"))) if (!rel.startsWith("schemas/")) live.set(`spec/${rel}`, join(root, "spec", rel));
  for (const rel of filesUnder(join(root, "public"))) live.set(`public/${rel}`, join(root, "public", rel));
  for (const rel of FROZEN_STATE_FILES) live.set(rel, join(root, rel));
  let written = 0;
  let removed = 0;
  for (const [rel, src] of live) {
    const dst = join(frozen, rel);
    const bytes = readFileSync(src);
    if (existsSync(dst) && readFileSync(dst).equals(bytes)) continue;
    mkdirSync(dirname(dst), { recursive: true });
    writeFileSync(dst, bytes);
    written++;
  }
  for (const rel of filesUnder(frozen)) {
    if (live.has(rel)) continue;
    rmSync(join(frozen, rel));
    removed++;
  }
  return { written, removed };
}

/**
 * The environment a command in the copy runs with: the copy's tools first on PATH, its own build
 * records, and git stopped at the copy's folder (`GIT_CEILING_DIRECTORIES`): the copy is no git
 * work tree, and git must never find the checkout around it instead (the editor's changes view
 * and its discard run git in the project root).
 */
export function fixtureEnv(site = join(projectRoot, FIXTURE_SITE_DIR)): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: [join(site, "node_modules/.bin"), process.env.PATH ?? ""].join(delimiter),
    BLU_BUILD_CACHE: FIXTURE_BUILD_CACHE,
    GIT_CEILING_DIRECTORIES: [dirname(site), process.env.GIT_CEILING_DIRECTORIES].filter(Boolean).join(delimiter),
    INIT_CWD: site,
  };
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const say = (line: string) => process.stdout.write(`fixture-site: ${line}\n`);

/**
 * Updates the copy and runs its generator (the copy's own `npm run generate`), reporting each
 * step. Exits the process with 1, after the generator's own messages and a line saying what to
 * do, when the frozen content does not pass the generator.
 */
export function prepareFixtureSite(root = projectRoot): SyncReport {
  const site = join(root, FIXTURE_SITE_DIR);
  const t0 = performance.now();
  say(`updating ${FIXTURE_SITE_DIR}/ (this checkout's code, the frozen content of ${FROZEN_DIR}/)…`);
  const report = syncFixtureSite(root, site);
  const shown = report.written.slice(0, 5).join(", ") + (report.written.length > 5 ? ` and ${report.written.length - 5} more` : "");
  say(
    `${report.written.length} files written${report.written.length ? ` (${shown})` : ""}, ${report.removed.length} removed, ${report.unchanged} unchanged (${secs(performance.now() - t0)})`,
  );
  const t1 = performance.now();
  say("generating its generated/ (npm run generate in the copy)…");
  const gen = spawnSync(process.execPath, ["generator/bin.mjs"], { cwd: site, env: fixtureEnv(site), encoding: "utf8" });
  if (gen.status !== 0) {
    process.stdout.write(gen.stdout);
    process.stderr.write(gen.stderr);
    process.stderr.write(
      `\nfixture-site: the frozen launch content (${FROZEN_DIR}/) does not pass this code's generator (above). A code change that needs a content change must change ${FROZEN_DIR}/spec/ too, in the same commit as spec/: see docs/testing.md, "Tests that content cannot break".\n`,
    );
    process.exit(1);
  }
  const last = gen.stdout.trim().split("\n").at(-1) ?? "";
  say(`generated (${secs(performance.now() - t1)})${last ? `: ${last.replace(/^generate:\s*/, "")}` : ""}`);
  return report;
}

/**
 * Runs `command` in the copy (after {@link prepareFixtureSite}) and copies back what it changed
 * under tests/. Resolves to its exit code.
 */
export function runInFixtureSite(command: readonly string[], report: SyncReport, root = projectRoot): number {
  const site = join(root, FIXTURE_SITE_DIR);
  const [cmd, ...args] = command as [string, ...string[]];
  say(`running in ${FIXTURE_SITE_DIR}/: ${command.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: site, env: fixtureEnv(site), stdio: "inherit" });
  if (r.error) {
    process.stderr.write(`fixture-site: could not run ${cmd}: ${r.error.message}\n`);
    return 1;
  }
  const back = copyBackTests(report.manifest, root, site);
  for (const rel of back.copied) say(`copied back into the project: ${rel}`);
  for (const rel of back.kept)
    process.stderr.write(
      `fixture-site: ${rel} changed in the copy and in the project meanwhile: the project's is kept, the copy's is ${FIXTURE_SITE_DIR}/${rel}\n`,
    );
  return r.status ?? 1;
}

function main(): void {
  const argv = process.argv.slice(2);
  // Our flags come first; the first word that is not one of them starts the command.
  const first = argv.findIndex((a) => !a.startsWith("-"));
  const ours = first === -1 ? argv : argv.slice(0, first);
  const command = first === -1 ? [] : argv.slice(first);
  const name = process.env.npm_lifecycle_event || "fixture-site";
  const { values } = parseCommand({
    name,
    usage: `npm run ${name} -- [--freeze] [command [its arguments…]]`,
    summary:
      "Brings the fixture site (.fixture-site/: this checkout's code with the frozen launch content of tests/fixtures/launch/) up to date and generates it; then runs the command, if one is given, in it, and copies back what the command changed under tests/ (snapshots, goldens).",
    argv: ours,
    options: {
      freeze: { type: "boolean", description: "copy the live content (spec/ but its schemas, public/, generated/urls.json) into tests/fixtures/launch/ first" },
    },
    notes:
      "Examples:\n  npm run fixture-site -- vitest run tests/unit/launch-content.test.ts\n  npm run fixture-site -- npm run build\n  npm run fixture-site -- playwright test tests/e2e/visual.spec.ts --update-snapshots\nSee docs/testing.md.",
  });
  // `npm run test:unit -- --help` and a mistyped flag of the tool get the wrapper's answer before any work.
  if (command[0] && isWrappedTool(command[0])) checkToolArgs(name, command[0], command.slice(1));
  if (values.freeze) {
    const f = freeze();
    say(`froze the live content into ${FROZEN_DIR}/: ${f.written} files written, ${f.removed} removed`);
  }
  let report: SyncReport;
  try {
    report = prepareFixtureSite();
  } catch (e) {
    process.stderr.write(`fixture-site: ${(e as Error).message}\n`);
    process.exit(1);
  }
  if (command.length === 0) return;
  process.exit(runInFixtureSite(command, report));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
