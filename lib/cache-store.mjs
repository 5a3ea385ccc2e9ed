// @ts-check
/**
 * The project's one cache: one content-addressed store under one root folder
 * ({@link CACHE_ROOT}), one hasher (SHA-256: {@link sha256}, {@link hashTree}), one sweep
 * ({@link sweep}), used by every stage:
 *
 *   area               what                                             written by
 *   generator-runs     the skip-cache records of whole generator runs   generator/write/cache.ts
 *   generator-bundles  the generator bundled by esbuild (a folder each) generator/bin.mjs
 *   ajv                compiled schema validators (standalone modules)  generator/validate/validate.ts
 *   photo-pixels       photographs' placeholder colours                 generator/assets/photos.ts
 *   lint               the house style's findings, file by file         generator/kinds/style.ts
 *   art, art-logos     composed pictures, client word marks             media/art/render.ts, wordmark-files.ts
 *   og                 Open Graph cards                                 media/og-cards.tsx
 *   photos             AVIF and WebP versions of photographs            media/photos.ts
 *   reel               the home banner's reel (its files beside it)     media/reel.ts
 *   cli                the flags each wrapped tool's help names         scripts/cli/tool.mjs
 *   build              what `npm run build` remembers of its last run   scripts/build/*.ts
 *   dev                the dev server's own theme stylesheet            scripts/dev/spec-watch.ts
 *
 * An entry is named by the SHA-256 of everything its bytes depend on (the inputs, and the code
 * and package versions that turn them into the output: {@link baseKey}), so a changed input or
 * changed code is another entry, never a stale one; the files beside an entry that share its
 * name's stem (`<sha>.json`, `<sha>.mp4`) belong to it. A few entries of the `build` area are
 * not content-addressed but records of this checkout's last build (fingerprints, what each page
 * read): they are kept, marked and swept alike. Entries are written under a temporary name and
 * renamed ({@link writeAtomic}), so a reader never sees half of one; reading one marks it used
 * (its modification time, {@link markUsed}).
 *
 * Why our own and not a library: cacache (npm's) is the well-kept content-addressed store, but
 * its API is asynchronous only (the generator runs synchronously, in place, inside the dev
 * server), its content files carry no extension (ajv's validators are `require`d as `.cjs` in a
 * package of `"type": "module"`; the generator's bundle is a folder of chunks that import each
 * other by name) and it has no sweep by age or size (its `verify` collects only unreferenced
 * content). What is needed here is ~200 lines of Node on no package, so the generator's plain-node
 * launcher (generator/bin.mjs) and the deploy's checks can load it too.
 *
 * Plain JavaScript with JSDoc types and no dependency: generator/bin.mjs imports it before any
 * TypeScript loader exists.
 */
import { createHash } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { threadId } from "node:worker_threads";

/** The one root folder of every cache, relative to the project root. */
export const CACHE_ROOT = "node_modules/.cache/blu";

/** The area of the generator's records of its runs (generator/write/cache.ts), which `npm run build` looks at before it starts the generator (scripts/build/build-start.mjs). */
export const GENERATOR_RUNS_AREA = "generator-runs";
/** Entries unused for this long are removed by {@link sweep} (ms): two weeks. */
export const CACHE_KEEP_MS = 14 * 24 * 3600 * 1000;
/** Above this many bytes in all, {@link sweep} removes the least recently used entries first: 1 GiB. */
export const CACHE_MAX_BYTES = 1024 ** 3;
/** {@link sweep} runs at most this often (ms), and never removes an entry used more recently: one hour. */
export const SWEEP_EVERY_MS = 3600 * 1000;
/** The file whose modification time says when the store was last swept. */
const SWEPT = ".swept";

/**
 * The folder of one area of the store (see the table above).
 * @param {string} root the project root
 * @param {string} area
 */
export const cacheDir = (root, area) => join(root, CACHE_ROOT, area);

/**
 * The one hasher: SHA-256 (hex) of `parts` in order, a NUL between each two so that ("ab", "c")
 * and ("a", "bc") differ; of one part, its plain SHA-256.
 * @param {...(string | Uint8Array)} parts
 */
export function sha256(...parts) {
  const hash = createHash("sha256");
  for (const [i, p] of parts.entries()) {
    if (i > 0) hash.update("\0");
    hash.update(p);
  }
  return hash.digest("hex");
}

/** A new SHA-256 hash to feed ({@link hashTree}, {@link hashFile}): the one algorithm of every key. */
export const newHash = () => createHash("sha256");

/** Thrown by {@link hashTree} and {@link hashFile} when an input cannot be keyed (a special file, too deep, unreadable): the caller does the work uncached. */
export class Uncacheable extends Error {}

/** Deepest folder nesting {@link hashTree} walks; deeper (or a symlink loop) is {@link Uncacheable}. */
const MAX_DEPTH = 32;

/** Byte order, not locale order: a key must not depend on the machine's locale. */
/** @param {{ name: string }} a @param {{ name: string }} b */
const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * The one tree hasher: feeds every entry under `dir` (name, kind, and for files the size and
 * bytes) into `hash`, in byte order of names. Symlinks are followed and marked as such, with
 * where they lead relative to the tree's real folder (retargeting a link changes the key). A
 * missing `dir` hashes as missing.
 * @param {import("node:crypto").Hash} hash
 * @param {string} dir the folder on disk
 * @param {string} rel its name as hashed (`spec`, `generator`): the key does not depend on where the project is
 * @param {(rel: string, bytes: Buffer) => void} [visit] called with each file's path as hashed and its bytes
 * @param {number} [depth] how deep `dir` is below the tree's top (inner calls only)
 * @param {string} [realRoot] the tree's top, its real path (inner calls only)
 * @throws {Uncacheable} for a special file, an unreadable folder or nesting deeper than 32
 */
export function hashTree(hash, dir, rel, visit, depth = 0, realRoot) {
  if (depth > MAX_DEPTH) throw new Uncacheable(`${rel}: nested too deep`);
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
    realRoot ??= realpathSync(dir);
  } catch (caught) {
    const e = /** @type {NodeJS.ErrnoException} */ (caught);
    if (e.code === "ENOENT" && depth === 0) {
      hash.update(`missing\0${rel}\0`);
      return;
    }
    throw new Uncacheable(`${rel}: ${e.message}`);
  }
  for (const entry of entries.sort(byName)) {
    const full = join(dir, entry.name);
    const path = `${rel}/${entry.name}`;
    let isDir = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      let target;
      let real;
      try {
        target = statSync(full);
        real = realpathSync(full);
      } catch {
        hash.update(`dangling\0${path}\0`);
        continue;
      }
      hash.update(`symlink\0${path}\0${relative(realRoot, real)}\0`);
      isDir = target.isDirectory();
      isFile = target.isFile();
    }
    if (isDir) {
      hash.update(`dir\0${path}\0`);
      hashTree(hash, full, path, visit, depth + 1, realRoot);
    } else if (isFile) {
      const bytes = readFileSync(full);
      hash.update(`file\0${path}\0${bytes.length}\0`).update(bytes);
      visit?.(path, bytes);
    } else throw new Uncacheable(`${path}: not a file or folder`);
  }
}

/**
 * Feeds one file's name, size and bytes into `hash`, or that it is missing.
 * @param {import("node:crypto").Hash} hash
 * @param {string} root the folder `rel` is relative to
 * @param {string} rel its path as hashed
 * @throws {Uncacheable} when it exists but cannot be read
 */
export function hashFile(hash, root, rel) {
  let bytes;
  try {
    bytes = readFileSync(join(root, rel));
  } catch (caught) {
    const e = /** @type {NodeJS.ErrnoException} */ (caught);
    if (e.code !== "ENOENT") throw new Uncacheable(`${rel}: ${e.message}`);
    hash.update(`missing\0${rel}\0`);
    return;
  }
  hash.update(`file\0${rel}\0${bytes.length}\0`).update(bytes);
}

/**
 * What goes into a base key: the source files of the code that makes the output, the packages
 * it makes it with, and any other bytes it depends on.
 * @typedef {{ readonly sources: readonly string[], readonly packages: readonly string[], readonly extra: readonly (string | Uint8Array)[] }} BaseKeyParts
 */

/**
 * The SHA-256 (hex) of everything an output depends on besides its input: the code's source
 * files (by name and bytes, not by where the project is), the versions of the packages named
 * (read from node_modules/ directly: a package's `exports` may not list its package.json) and
 * the other bytes.
 * @param {string} root the project root
 * @param {BaseKeyParts} parts
 * @throws what the file system throws for a missing source or package
 */
export function baseKey(root, parts) {
  const hash = newHash();
  for (const file of parts.sources) hash.update(file.replace(/^.*[\\/]/, "")).update(readFileSync(file));
  for (const name of parts.packages) {
    const { version } = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8"));
    hash.update(`${name}@${version}`);
  }
  for (const x of parts.extra) hash.update(x);
  return hash.digest("hex");
}

/**
 * A record the build keeps in the store of the files of one folder, keyed by absolute path (a
 * JSON object), which the builds of other folders share (the fixture site's, the unit tests' in
 * temporary folders): `before`, every entry as last written (none when the record is missing or
 * unreadable), and `kept`, the entries of other folders whose file is still there (those of
 * folders since removed are dropped), to which a run adds its own before writing the record back
 * ({@link writeAtomic}).
 * @template T
 * @param {string} file the record's JSON file
 * @param {string} dir the folder this run's entries lie in, absolute
 * @returns {{ before: Record<string, T>, kept: Record<string, T> }}
 */
export function folderRecord(file, dir) {
  /** @type {Record<string, T>} */
  let before = {};
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8"));
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) before = parsed;
  } catch {
    // none yet, or unreadable: every file is looked at again
  }
  const inside = join(dir, "/");
  const kept = Object.fromEntries(Object.entries(before).filter(([path]) => !path.startsWith(inside) && existsSync(path)));
  return { before, kept };
}

/** How many temporary files this thread has named ({@link writeAtomic}). */
let temporaries = 0;

/**
 * Writes `data` to `file` through a temporary file and a rename, making its folder: a reader sees
 * the old file or the whole new one, never half a file. The temporary file's name is this
 * write's own (`<file>.<pid>-<thread>-<n>.tmp`): two threads of one process (the Open Graph
 * cards' painters) may write the same entry at once, and each renames its own file.
 * @param {string} file
 * @param {string | Uint8Array} data
 * @throws what the file system throws (a read-only or full disk); callers whose cache is only a shortcut catch it
 */
export function writeAtomic(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}-${threadId}-${++temporaries}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/**
 * Marks an entry (a file or a folder) used now, so the sweep keeps it longest. A missing entry
 * (swept meanwhile) is not an error.
 * @param {string} path
 * @param {Date} [now]
 */
export function markUsed(path, now = new Date()) {
  try {
    utimesSync(path, now, now);
  } catch {
    // swept or never written: the next reader makes it again
  }
}

/** One area of the store whose entries are keyed by a base key ({@link baseKey}) and their input. */
export class ContentCache {
  /**
   * @param {string} root the project root
   * @param {string} area the area of the store (`art`, `og`, `reel`…)
   * @param {string} base the base key: what the output depends on besides the input
   * @param {string} ext the entries' file extension (`svg`, `json`, `png`)
   */
  constructor(root, area, base, ext) {
    /** The area's folder. */
    this.dir = cacheDir(root, area);
    this.base = base;
    this.ext = ext;
  }

  /**
   * The entry file of `input` (which may not exist yet): `<sha256 of base and input's JSON>.<ext>`.
   * @param {unknown} input
   */
  file(input) {
    return join(this.dir, `${sha256(this.base, JSON.stringify(input))}.${this.ext}`);
  }

  /**
   * The cached text of `input`, marked used, or undefined when there is none.
   * @param {unknown} input
   * @returns {string | undefined}
   */
  read(input) {
    const file = this.file(input);
    try {
      const text = readFileSync(file, "utf8");
      markUsed(file);
      return text;
    } catch {
      return undefined;
    }
  }

  /**
   * The cached text of `input`, painting it with `paint` (and storing it) when it is missing;
   * marks the entry used. `painted` tells whether it was painted now.
   * @param {unknown} input
   * @param {() => Promise<string>} paint
   * @returns {Promise<{ readonly file: string, readonly text: string, readonly painted: boolean }>}
   */
  async get(input, paint) {
    const file = this.file(input);
    const cached = this.read(input);
    if (cached !== undefined) return { file, text: cached, painted: false };
    const text = await paint();
    writeAtomic(file, text);
    return { file, text, painted: true };
  }
}

/** What {@link sweep} did. */
/** @typedef {{ readonly swept: boolean, readonly removed: number, readonly bytes: number }} SweepReport */

/** Bytes of a file or, recursively, a folder. @param {string} path @param {import("node:fs").Stats} stat @returns {number} */
function sizeOf(path, stat) {
  if (!stat.isDirectory()) return stat.size;
  let total = 0;
  for (const name of readdirSync(path)) {
    const s = statSync(join(path, name), { throwIfNoEntry: false });
    if (s) total += sizeOf(join(path, name), s);
  }
  return total;
}

/**
 * The one sweep of the store: in every area, removes temporary files (`*.tmp`, left by a process
 * that died between write and rename) older than an hour, entries unused for
 * {@link CACHE_KEEP_MS}, and, while the store holds more than {@link CACHE_MAX_BYTES}, the least
 * recently used entries; an entry used within {@link SWEEP_EVERY_MS} is never removed (another
 * process may be using it). An entry is every file and folder of an area whose name has the same
 * stem (the part before the first `.`); its last use is its newest modification time. Runs at
 * most once per {@link SWEEP_EVERY_MS} (a stamp file in the root says when), so a stage may call
 * it on every run: generator/bin.mjs does, and `npm run build` when it ends. A file another
 * process renames or removes meanwhile is not an error. The folders of the old layout, one per
 * stage beside the store (`node_modules/.cache/blu-*`), are removed.
 * @param {string} root the project root
 * @param {{ now?: number, force?: boolean, keepMs?: number, maxBytes?: number }} [options] `force`
 *   sweeps whenever the last sweep was; a test passes its own clock and limits
 * @returns {SweepReport}
 */
export function sweep(root, { now = Date.now(), force = false, keepMs = CACHE_KEEP_MS, maxBytes = CACHE_MAX_BYTES } = {}) {
  const top = join(root, CACHE_ROOT);
  const stamp = join(top, SWEPT);
  const last = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs;
  if (!force && last !== undefined && now - last < SWEEP_EVERY_MS && last <= now) return { swept: false, removed: 0, bytes: 0 };
  let areas;
  try {
    areas = readdirSync(top, { withFileTypes: true }).filter((d) => d.isDirectory());
  } catch {
    return { swept: false, removed: 0, bytes: 0 };
  }
  try {
    closeSync(openSync(stamp, "a"));
    markUsed(stamp, new Date(now));
  } catch {
    // a read-only node_modules: sweep anyway, nothing will be written there
  }
  /** @type {{ paths: string[], used: number, bytes: number }[]} */
  const entries = [];
  let removed = 0;
  /** @param {string} path */
  const remove = (path) => {
    rmSync(path, { recursive: true, force: true });
    removed++;
  };
  for (const area of areas) {
    const dir = join(top, area.name);
    /** @type {Map<string, { paths: string[], used: number, bytes: number }>} */
    const byStem = new Map();
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat) continue;
      if (name.endsWith(".tmp")) {
        if (now - stat.mtimeMs > SWEEP_EVERY_MS) remove(path);
        continue;
      }
      const stem = name.split(".", 1)[0];
      const entry = byStem.get(stem) ?? { paths: [], used: 0, bytes: 0 };
      entry.paths.push(path);
      entry.used = Math.max(entry.used, stat.mtimeMs);
      entry.bytes += sizeOf(path, stat);
      byStem.set(stem, entry);
    }
    entries.push(...byStem.values());
  }
  // The folders of the layout before the one store (node_modules/.cache/blu-art/, blu-build/…).
  for (const old of readdirSync(dirname(top)).filter((n) => /^blu-/.test(n))) remove(join(dirname(top), old));
  const kept = [];
  for (const entry of entries) {
    if (now - entry.used > keepMs) for (const p of entry.paths) remove(p);
    else kept.push(entry);
  }
  let bytes = kept.reduce((n, e) => n + e.bytes, 0);
  if (bytes > maxBytes) {
    for (const entry of kept.sort((a, b) => a.used - b.used)) {
      if (bytes <= maxBytes || now - entry.used < SWEEP_EVERY_MS) break;
      for (const p of entry.paths) remove(p);
      bytes -= entry.bytes;
    }
  }
  return { swept: true, removed, bytes };
}
