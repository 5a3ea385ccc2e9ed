/**
 * The type check of `npm run build` (scripts/build/build.ts): the site's code ({@link SITE_CODE}:
 * the renderer, the islands and the data they read, with what they import), as little of it as
 * the change asks for:
 *
 *   nothing changed     skipped: no file the check reads (the folders tsconfig.json includes,
 *                       tsconfig.json, package-lock.json) changed since the last check passed
 *   generated/ alone    (a content edit) generated/ is checked alone, and the types it exports are
 *                       compared with those of the last check of the site: the rest of the site
 *                       sees generated/ only through them, so when they are the same its check
 *                       cannot have changed (only a record's data changed); when they differ, the
 *                       site's code is checked. This check runs in tsc's incremental mode
 *                       ({@link GENERATED_CHECK}): the files the edit changed, and what reads them;
 *                       and without the types of Node and the browser, which generated/ and
 *                       model/ do not use (should they, it fails and the site's code is checked
 *                       whole, which tells: {@link withoutHostTypes})
 *   anything else       the site's code, whole (one `tsc` run, which also writes generated/'s
 *                       declarations for the next content edit to compare with; so an export of
 *                       runtime/ whose inferred type a declaration file cannot name, an error
 *                       TS2742 or TS4xxx that `npm run typecheck` does not show, fails it: give
 *                       that export its type)
 *
 * The tools (the generator, the page editor, the scripts, the picture painters, the form inbox,
 * the tests) are not the site: `npm run typecheck` checks the whole project, and `npm test` and
 * CI run it (docs/commands.md). So a type mistake in a test does not stop a build of the site,
 * and a build checks about a third of the project's files ([Builds] in docs/measurements.md).
 *
 * The types generated/ exports are its declarations, as `tsc --emitDeclarationOnly` writes them
 * (an inferred type, such as the keys of `clientsByKey`, is in them too), hashed; the JSON files
 * of generated/ are hashed with them (an import of one is typed by its data). What the last check
 * passed with is recorded in the store's `build` area ({@link TYPE_CHECK_RECORD}).
 */
import { type StdioOptions, spawn } from "node:child_process";
import { setPriority } from "node:os";
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { hashFile, hashTree, markUsed, newHash, Uncacheable, writeAtomic } from "../../lib/cache-store.mjs";
import { BUILD_CACHE_DIR } from "./build-inputs.ts";

/** What the last type check passed with (JSON), relative to the project root. */
export const TYPE_CHECK_RECORD = `${BUILD_CACHE_DIR}/type-check.json`;
/** Where a check of the site's code writes the declarations it hashes (emptied first), relative to the project root. */
const DECLARATIONS = `${BUILD_CACHE_DIR}/generated-types`;
/**
 * Where the check of generated/ alone writes its declarations and keeps tsc's record of its last
 * run (`--incremental`: a content edit checks again only the files it changed and what reads
 * them), relative to the project root. Kept from run to run, but for the declarations of files
 * that are gone; the record is inside, so removing the folder removes both.
 */
const GENERATED_CHECK = `${BUILD_CACHE_DIR}/generated-check`;
/** The tsconfig of a check (written before each run), relative to the project root. */
const CHECK_TSCONFIG = `${BUILD_CACHE_DIR}/tsconfig.build-check.json`;

/**
 * The folders of the site's code, relative to the project root: what the site's pages and
 * islands are made of (runtime/), the data they read (generated/) and its types (model/). A file
 * of another folder that one of them imports is checked with them.
 */
export const SITE_CODE: readonly string[] = ["runtime", "generated", "model"];

/** SHA-256 (hex) of what the type check reads: `code` all of it but generated/, `generated` generated/. */
export interface CheckInputs {
  readonly code: string;
  readonly generated: string;
}

/** What the last passing check recorded: its inputs, and the hash of generated/'s declarations (null when not taken). */
interface CheckRecord extends CheckInputs {
  readonly surface: string | null;
}

/**
 * The hashes of what the whole type check reads, or null when they cannot be told (tsconfig.json
 * is not plain JSON, includes a pattern or not generated/, or a file cannot be read): then the
 * whole project is checked.
 * @param root the project root
 */
export function checkInputs(root: string): CheckInputs | null {
  try {
    const include = (JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8")) as { include?: unknown }).include;
    if (!Array.isArray(include) || !include.includes("generated") || include.some((x) => typeof x !== "string" || /[*?{]/.test(x))) return null;
    const code = newHash();
    for (const entry of [...(include as string[])].sort()) {
      if (entry === "generated") continue;
      const full = join(root, entry);
      if (statSync(full, { throwIfNoEntry: false })?.isDirectory()) hashTree(code, full, entry);
      else hashFile(code, root, entry);
    }
    for (const file of ["tsconfig.json", "package-lock.json"]) hashFile(code, root, file);
    const generated = newHash();
    hashTree(generated, join(root, "generated"), "generated");
    return { code: code.digest("hex"), generated: generated.digest("hex") };
  } catch (e) {
    if (e instanceof Uncacheable || e instanceof SyntaxError) return null;
    throw e;
  }
}

/** Where tsc's output (its errors) goes: this process's output when none is given. */
export type CheckOutput = (text: string) => void;

/**
 * The priority (a nice value) of the check of generated/ alone, a content edit's: the build
 * awaits it only at its end, while the prerender of the pages and the pictures are what it
 * waits for first, so that check takes what the cores leave (a one-record edit at eleven times
 * the featured studies: 2.29 s against 2.35 s, four runs each side by side).
 */
const YIELDING_PRIORITY = 19;

/**
 * How tsc is started in `root`: TypeScript's native compiler itself when the installed package is
 * one (TypeScript 7 and later ship a binary, found by the package's own `lib/getExePath.js`), so
 * no Node process starts only to start it; else TypeScript's command run by this Node.
 */
const launchers = new Map<string, Promise<readonly [string, ...string[]]>>();
function tscLauncher(root: string): Promise<readonly [string, ...string[]]> {
  let launcher = launchers.get(root);
  if (!launcher) {
    const command = [process.execPath, join(root, "node_modules/typescript/bin/tsc")] as const;
    launcher = import(pathToFileURL(join(root, "node_modules/typescript/lib/getExePath.js")).href)
      .then((m: { default: () => string }) => [m.default()] as const)
      .catch(() => command);
    launchers.set(root, launcher);
  }
  return launcher;
}

/**
 * Runs tsc ({@link tscLauncher}) with `args` in `root`, its output shown (or handed to `output`):
 * resolves with its exit code (1 when stopped by `signal`, which kills it). `yielding`: at
 * {@link YIELDING_PRIORITY}.
 */
async function tsc(root: string, args: readonly string[], signal?: AbortSignal, output?: CheckOutput, yielding = false): Promise<number> {
  const [file, ...before] = await tscLauncher(root);
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(1);
    const stdio: StdioOptions = output ? ["ignore", "pipe", "pipe"] : "inherit";
    const child = spawn(file, [...before, ...args], { cwd: root, stdio, signal });
    if (yielding && child.pid !== undefined)
      try {
        setPriority(child.pid, YIELDING_PRIORITY);
      } catch {
        // not allowed here: it runs at the build's own priority
      }
    if (output) for (const stream of [child.stdout, child.stderr]) stream?.setEncoding("utf8").on("data", output);
    child.once("error", () => resolve(1));
    child.once("exit", (code) => resolve(code ?? 1));
  });
}

/**
 * Removes from the declarations folder `out` each declaration whose source file is gone (a form
 * or a kind's data module removed): tsc's incremental mode writes and keeps, it never removes.
 */
function pruneDeclarations(root: string, out: string): void {
  if (!existsSync(out)) return;
  for (const rel of readdirSync(out, { recursive: true }) as string[]) {
    if (!rel.endsWith(".d.ts")) continue;
    const source = join(root, rel.slice(0, -".d.ts".length));
    if (!existsSync(`${source}.ts`) && !existsSync(`${source}.tsx`)) rmSync(join(out, rel), { force: true });
  }
}

/**
 * The compiler options of the check of generated/ alone that leave out the types of the hosts
 * the site's code runs on: Node's (`types`, which the project's tsconfig.json names) and the
 * browser's (its `lib` entries but the DOM ones). generated/ is data and model/ its types, which
 * use neither: without them the check reads about 200 files fewer (0.2 s of a content edit's 0.3
 * s of tsc, in CPU). Should they ever use one, that check fails and the site's code is checked
 * whole instead ({@link typeCheck}), with every type. Nothing is left out when tsconfig.json
 * cannot be read as plain JSON.
 */
function withoutHostTypes(root: string): { readonly types: readonly string[]; readonly lib?: readonly string[] } | Record<string, never> {
  try {
    const { lib } = (JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8")) as { compilerOptions?: { lib?: unknown } }).compilerOptions ?? {};
    const languageOnly = Array.isArray(lib) ? lib.filter((l): l is string => typeof l === "string" && !/^dom\b/i.test(l)) : undefined;
    return { types: [], ...(languageOnly && languageOnly.length > 0 ? { lib: languageOnly } : {}) };
  } catch {
    return {};
  }
}

/**
 * Checks the folders `include` (relative to `root`) with the project's compiler options, writing
 * the declarations of what they export, and hashes those of generated/ and its JSON files:
 * resolves with the hash, or null when the check failed (its errors shown). `incremental`: tsc's
 * own incremental mode, in {@link GENERATED_CHECK} (the check of generated/ alone, without the
 * hosts' types: {@link withoutHostTypes}); otherwise a whole run into an emptied {@link DECLARATIONS}.
 */
async function checked(root: string, include: readonly string[], signal?: AbortSignal, output?: CheckOutput, incremental = false): Promise<string | null> {
  const out = join(root, incremental ? GENERATED_CHECK : DECLARATIONS);
  if (incremental) pruneDeclarations(root, out);
  else rmSync(out, { recursive: true, force: true });
  writeAtomic(
    join(root, CHECK_TSCONFIG),
    `${JSON.stringify(
      {
        extends: join(root, "tsconfig.json"),
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          incremental,
          ...(incremental ? { tsBuildInfoFile: join(out, "check.tsbuildinfo"), ...withoutHostTypes(root) } : {}),
          rootDir: root,
          outDir: out,
        },
        include: include.map((folder) => join(root, folder)),
      },
      null,
      2,
    )}\n`,
  );
  if ((await tsc(root, ["-p", join(root, CHECK_TSCONFIG)], signal, output, incremental)) !== 0) return null;
  const hash = newHash();
  // generated/ imports its types from model/, whose declarations come along (rootDir is the
  // project, so they keep their place); model/ is code, hashed with it, so generated/'s alone
  // count. The declarations of a file are the same whichever of the two checks wrote them.
  hashTree(hash, join(out, "generated"), "declarations");
  for (const f of (readdirSync(join(root, "generated"), { recursive: true }) as string[]).filter((x) => x.endsWith(".json")).sort())
    hashFile(hash, join(root, "generated"), f);
  return hash.digest("hex");
}

/**
 * Runs the type check the change asks for (see the module's docs).
 * @param root the project root
 * @param force check the site's code whatever the record says
 * @param signal stops the check (its tsc processes killed; it then resolves with a failure the
 *   caller discards): the build starts one beside the generator and stops it when generated/ changed
 * @param output where tsc's errors go (default: this process's output)
 * @returns its exit code (0 when it passed or had nothing to check) and what it did, in a few words
 */
export async function typeCheck(
  root: string,
  force: boolean,
  signal?: AbortSignal,
  output?: CheckOutput,
): Promise<{ readonly code: number; readonly what: string }> {
  const recordFile = join(root, TYPE_CHECK_RECORD);
  const inputs = checkInputs(root);
  let last: CheckRecord | null = null;
  if (!force && existsSync(recordFile)) {
    markUsed(recordFile);
    last = JSON.parse(readFileSync(recordFile, "utf8")) as CheckRecord;
  }
  const record = (surface: string | null) => {
    if (inputs) writeAtomic(recordFile, `${JSON.stringify({ ...inputs, surface } satisfies CheckRecord)}\n`);
    else rmSync(recordFile, { force: true });
  };
  /** Whether the check of generated/ alone failed (without the hosts' types) before the site's code was checked whole. */
  let aloneFailed = false;
  if (inputs && last && inputs.code === last.code) {
    if (inputs.generated === last.generated) return { code: 0, what: "skipped: no file it reads changed" };
    if (last.surface) {
      // Its errors are not shown: should it fail, the check of the site's code, with every type,
      // says what is wrong, and whether anything is ({@link withoutHostTypes}).
      const surface = await checked(root, ["generated"], signal, () => undefined, true);
      if (signal?.aborted) return { code: 1, what: "stopped" };
      if (surface === last.surface) {
        record(surface);
        return { code: 0, what: "generated/ alone: only its data changed, not its types" };
      }
      aloneFailed = surface === null;
    }
  }
  // Kept while generated/ alone failed: should the whole check fail too, the next content edit
  // checks generated/ alone again, against the types the site's code last passed with.
  if (!aloneFailed) rmSync(recordFile, { force: true });
  const surface = await checked(root, SITE_CODE, signal, output);
  if (signal?.aborted) return { code: 1, what: "stopped" };
  // The site's code as it passed last time: what fails now is generated/'s.
  if (surface === null) return { code: 2, what: aloneFailed ? "generated/ failed its check" : "failed" };
  record(surface);
  return { code: 0, what: aloneFailed ? "the site's code, checked whole: generated/ reads Node's or the browser's types" : "the site's code, checked whole" };
}
