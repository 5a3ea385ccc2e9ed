import { type Dirent, closeSync, fstatSync, openSync, readFileSync, readSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { VirtualFile } from "../emit/print.ts";
import { CACHE_ROOT, GENERATOR_RUNS_AREA, hashFile, hashTree, markUsed, newHash, sha256, writeAtomic } from "../../lib/cache-store.mjs";
import { scheduledTimes } from "../../lib/schedule.mjs";
import { SHARED_SOURCES } from "../shared-sources.mjs";

/**
 * The generator's skip-cache: a record of what a successful run made from exactly these inputs,
 * so that an unchanged tree is answered without loading, validating, normalizing or emitting.
 *
 * - The key is a SHA-256 over the content of every input the generator reads: every file and
 *   folder name under spec/ (the schemas and spec/redirects.yaml too), generated/urls.json (the URL
 *   history, an input as well as an output), public/ (image sizes and file existence) and
 *   generator/ (the code; the model's types of model/ shape no byte of generated/), the
 *   shared code outside it that it runs (generator/shared-sources.mjs), package.json,
 *   package-lock.json, node_modules/.package-lock.json (the installed versions of ts-morph, yaml,
 *   ajv, sharp, handlebars), lucide-react's type declarations and module index (the icon names
 *   and the module of each), the Node
 *   version with its ICU and default locale (sorting uses localeCompare), and which scheduled
 *   times (`publishAt`, `unpublishAt`) have passed by the generator's clock ({@link inputKey}). Contents, not
 *   modification times, so that a `git checkout` that changes nothing keeps the record valid and
 *   one that changes anything does not.
 * - A record holds the path and SHA-256 of every file the run made. It is written only after a
 *   run that succeeded (never for a spec with problems) and only when the inputs did not change
 *   while it ran; it says nothing about the disk, which is compared on every use.
 * - {@link findCached} answers only when generated/ holds exactly the recorded files, byte for
 *   byte (no file missing, changed or extra); otherwise the caller does the full run.
 * - Any doubt is a miss: an input that cannot be read, a special file, a spec that names a path
 *   with `/..` in it (which could reach outside public/), a record that does not parse.
 *
 * Records live in the store's `generator-runs` area ({@link RUNS_DIR}/<key>.json, lib/cache-store.mjs;
 * gitignored; delete the folder, or pass --no-cache, to force a full run). They are keyed by
 * content only, so worktrees sharing node_modules share records safely; the store's one sweep
 * removes those unused for two weeks.
 */

/** The store's area of the records (lib/cache-store.mjs), relative to the project root. */
export const RUNS_DIR = `${CACHE_ROOT}/${GENERATOR_RUNS_AREA}`;
/** Bumped whenever what goes into the key or the record changes. */
const FORMAT = "blu-generator-cache/3";
/** Deepest folder nesting walked in generated/; deeper is treated as "cannot cache". */
const MAX_DEPTH = 32;

/** One recorded output file. */
interface RecordedFile {
  readonly path: string;
  readonly sha256: string;
}

/** What a successful run made from the inputs of `key`. */
interface RunRecord {
  readonly format: string;
  readonly key: string;
  readonly files: readonly RecordedFile[];
}

/**
 * The skip-cache key of the project at `root`: a hex SHA-256 of every input the generator reads
 * (see the module comment). Costs a read of spec/, public/ and generator/ (a few MB, tens of ms).
 *
 * The generator's clock is an input too, through scheduled publishing (load/drafts.ts): the key
 * holds, for every `publishAt` and `unpublishAt` of spec/ in order, whether it has passed at
 * `now`, which decides every record's being in or out; not the time itself, so runs a minute
 * apart share a record until a scheduled time passes between them. A spec text that names
 * `publishAt` where the quick scan (lib/schedule.mjs `scheduledTimes`) finds no time it reads
 * (a flow mapping, a time the generator refuses, a mention in a text) cannot be cached.
 * @param now the generator's clock, ms since the epoch (default: the time now)
 * @returns undefined when the inputs cannot be cached; the caller then does the full run.
 */
export function inputKey(root: string, now: number = Date.now()): string | undefined {
  try {
    const hash = newHash();
    // localeCompare orders by the ICU version and the default locale (from LANG and LC_*)
    const locale = new Intl.Collator().resolvedOptions().locale;
    hash.update(`${FORMAT}\0node ${process.version}\0icu ${process.versions.icu ?? "none"} ${locale}\0${process.platform}\0`);
    let escapes = false;
    let unscheduled = false;
    const passed: string[] = [];
    hashTree(hash, join(root, "spec"), "spec", (rel, bytes) => {
      // A path like /media/../../x reaches outside public/, where nothing is hashed.
      if (bytes.includes("/..")) escapes = true;
      // Content is YAML; the schemas (JSON) only describe the keys.
      if (!/\.ya?ml$/.test(rel) || !bytes.includes("publishAt")) return;
      const text = bytes.toString("utf8");
      const times = scheduledTimes(text);
      if (times.length !== text.split("publishAt").length - 1) unscheduled = true;
      passed.push(times.map((t) => (t.at <= now ? "1" : "0")).join(""));
    });
    if (escapes || unscheduled) return undefined;
    hash.update(`schedule\0${passed.join(",")}\0`);
    hashTree(hash, join(root, "public"), "public");
    hashTree(hash, join(root, "generator"), "generator");
    // The code outside generator/ that it runs (lib/cache-store.mjs, the command-line parser, the schedule).
    for (const rel of SHARED_SOURCES) hashFile(hash, root, rel);
    // The URL history is read as well as written (routes/url-history.ts).
    for (const rel of [
      "generated/urls.json",
      "package.json",
      "package-lock.json",
      "node_modules/.package-lock.json",
      "node_modules/lucide-react/dist/lucide-react.d.ts",
      "node_modules/lucide-react/dist/esm/lucide-react.mjs",
    ])
      hashFile(hash, root, rel);
    return hash.digest("hex");
  } catch {
    return undefined;
  }
}

const recordPath = (root: string, key: string) => join(root, RUNS_DIR, `${key}.json`);

function readRecord(root: string, key: string): RunRecord | undefined {
  try {
    const r = JSON.parse(readFileSync(recordPath(root, key), "utf8")) as RunRecord;
    const valid =
      r.format === FORMAT &&
      r.key === key &&
      Array.isArray(r.files) &&
      r.files.length > 0 &&
      r.files.every(
        (f) =>
          typeof f.path === "string" &&
          /^generated\/[^\0]+$/.test(f.path) &&
          !f.path.split("/").includes("..") &&
          typeof f.sha256 === "string" &&
          /^[0-9a-f]{64}$/.test(f.sha256),
      );
    return valid ? r : undefined;
  } catch {
    return undefined;
  }
}

/** Every regular file under generated/, as project-relative paths; undefined on anything else. */
function listGenerated(root: string, rel = "generated", depth = 0): string[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, rel), { withFileTypes: true });
  } catch (e) {
    return depth === 0 && (e as NodeJS.ErrnoException).code === "ENOENT" ? [] : undefined;
  }
  const out: string[] = [];
  for (const e of entries) {
    const path = `${rel}/${e.name}`;
    if (e.isDirectory()) {
      const sub = listGenerated(root, path, depth + 1);
      if (!sub) return undefined;
      out.push(...sub);
    } else if (e.isFile()) out.push(path);
    else return undefined;
  }
  return out;
}

/** SHA-256 of a regular file's bytes, or undefined when it is not one. */
function hashOnDisk(path: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, "r");
    const st = fstatSync(fd);
    if (!st.isFile()) return undefined;
    const buf = Buffer.allocUnsafe(st.size);
    let n = 0;
    while (n < st.size) {
      const got = readSync(fd, buf, n, st.size - n, n);
      if (got === 0) return undefined;
      n += got;
    }
    return sha256(buf);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Looks up the record of `key` and compares it with generated/ on disk.
 * @returns the number of files generated/ holds when it is exactly what the recorded run made
 *   (then `generate` has nothing to write and `--check` has nothing to report); undefined when
 *   there is no usable record or generated/ differs in any way (a missing, changed or extra file).
 */
export function findCached(root: string, key: string): { readonly files: number } | undefined {
  const record = readRecord(root, key);
  if (!record) return undefined;
  const onDisk = listGenerated(root);
  if (!onDisk || onDisk.length !== record.files.length) return undefined;
  const wanted = new Map(record.files.map((f) => [f.path, f.sha256]));
  if (wanted.size !== record.files.length || onDisk.some((p) => !wanted.has(p))) return undefined;
  for (const [path, hash] of wanted) if (hashOnDisk(join(root, path)) !== hash) return undefined;
  markUsed(recordPath(root, key)); // most recently used: kept longest; swept meanwhile, the answer stands
  return { files: record.files.length };
}

/**
 * Records what a successful run made from the inputs of `key`, in the store (lib/cache-store.mjs:
 * written to a temporary file and renamed, so a reader never sees half a record; swept with the
 * store's other entries). Failures to write are ignored (the cache is only ever a shortcut).
 */
export function recordRun(root: string, key: string, files: readonly VirtualFile[]): void {
  if (files.length === 0 || files.some((f) => !f.path.startsWith("generated/"))) return;
  const record: RunRecord = { format: FORMAT, key, files: files.map((f) => ({ path: f.path, sha256: sha256(f.content) })) };
  try {
    writeAtomic(recordPath(root, key), `${JSON.stringify(record)}\n`);
  } catch {
    // a read-only or full disk only costs the next run its shortcut
  }
}
