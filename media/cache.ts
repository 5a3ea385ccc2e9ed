/**
 * The one content-addressed cache helper of the project (issue 20, "one cache helper shared with
 * the generator"): atomic writes ({@link writeAtomic}), base keys ({@link baseKey}), the sweep
 * of a cache folder ({@link sweepDir}) and a cache folder keyed by content
 * ({@link ContentCache}). Used by every painter of media/ (the composed pictures,
 * media/art/render.ts, in node_modules/.cache/blu-art/; the client word marks,
 * media/art/wordmark-files.ts, blu-art-logos/; the Open Graph cards, media/og-cards.tsx, blu-og/,
 * which keeps the file name and writes the PNG itself; the versions of photographs,
 * media/photos.ts, blu-photos/; the home banner's reel, media/reel.ts, blu-reel/, which keeps
 * its video and poster files beside each entry) and by the generator's own caches under blu-generator/ (the
 * skip-cache records of generator/write/cache.ts, written and swept here; the compiled
 * validators of generator/validate/validate.ts; the photographs' placeholder colours of
 * generator/assets/photos.ts).
 *
 * A {@link ContentCache} holds one file per input, named by the SHA-256 of a base key (the
 * painter's source, its fonts, the library versions) and the input's JSON, under
 * node_modules/.cache/<name>/. A rebuild paints only what changed; an entry is written under a
 * temporary name first, so it is never half a file; entries unused for {@link CACHE_KEEP_MS}
 * are removed by {@link ContentCache.sweep}.
 *
 * Depends on node only (no package, nothing of generated/), so the generator can load it.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** Cached files unused for this long are removed (ms): two weeks. */
export const CACHE_KEEP_MS = 14 * 24 * 3600 * 1000;

/** What goes into a painter's base key: its source files, the packages it paints with, and any other bytes it depends on. */
export interface BaseKeyParts {
  /** Absolute paths of the painter's own source files. */
  readonly sources: readonly string[];
  /** npm packages whose version changes the output (resolved from the project root). */
  readonly packages: readonly string[];
  /** Other inputs: font data, the brand palette's JSON. */
  readonly extra: readonly (string | Uint8Array)[];
}

/** The SHA-256 (hex) of everything a painter's output depends on besides its input. */
export function baseKey(root: string, parts: BaseKeyParts): string {
  const hash = createHash("sha256");
  for (const file of parts.sources) hash.update(file.replace(/^.*[\\/]/, "")).update(readFileSync(file));
  for (const name of parts.packages) {
    // Read from node_modules/ directly: a package's "exports" may not list its package.json (svgo's does not).
    const { version } = JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string };
    hash.update(`${name}@${version}`);
  }
  for (const x of parts.extra) hash.update(x);
  return hash.digest("hex");
}

/** What {@link sweepDir} removes from a cache folder. */
export interface SweepRule {
  /** Any file (entry or temporary file) not used for longer than this, ms. */
  readonly maxAgeMs?: number;
  /** Temporary files (`*.tmp`, left by a process that died between write and rename) older than this, ms. */
  readonly tempMaxAgeMs?: number;
  /** Keep only this many entries (files ending in {@link SweepRule.ext}), the most recently used; the rest are removed. */
  readonly keepNewest?: number;
  /** The entries' file ending for {@link SweepRule.keepNewest} (`.json`); temporary files are never entries. */
  readonly ext?: string;
}

/**
 * Removes what `rule` says from the files of `dir` (not recursive): the one sweep of every cache,
 * media/'s (unused for {@link CACHE_KEEP_MS}) and the generator's skip-cache records (the newest
 * few kept). A missing folder, or a file another process renames or removes meanwhile (another
 * build's temporary file), is not an error; "used" is the modification time, which a cache hit
 * refreshes.
 * @param now the current time, ms since the epoch (a test passes its own)
 */
export function sweepDir(dir: string, rule: SweepRule, now = Date.now()): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const files = names.map((name) => ({ name, stat: statSync(join(dir, name), { throwIfNoEntry: false }) }));
  for (const { name, stat } of files) {
    if (!stat) continue;
    const age = now - stat.mtimeMs;
    const stale = (rule.maxAgeMs !== undefined && age > rule.maxAgeMs) || (rule.tempMaxAgeMs !== undefined && name.endsWith(".tmp") && age > rule.tempMaxAgeMs);
    if (stale) rmSync(join(dir, name), { force: true });
  }
  if (rule.keepNewest === undefined) return;
  const entries = files.filter(({ name }) => !name.endsWith(".tmp") && (rule.ext === undefined || name.endsWith(rule.ext)));
  if (entries.length <= rule.keepNewest) return;
  const newestFirst = entries.map(({ name, stat }) => ({ name, t: stat?.mtimeMs ?? 0 })).sort((a, b) => b.t - a.t);
  for (const { name } of newestFirst.slice(rule.keepNewest)) rmSync(join(dir, name), { force: true });
}

/**
 * Writes `data` to `file` through a temporary file (`<file>.<pid>.tmp`) and a rename, making its
 * folder: a reader sees the old file or the whole new one, never half a file.
 * @throws what the file system throws (a read-only or full disk); callers whose cache is only a
 *   shortcut catch it
 */
export function writeAtomic(file: string, data: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/** One cache folder under node_modules/.cache/, its entries keyed by a base key and their input. */
export class ContentCache {
  readonly dir: string;

  /**
   * @param root the project root
   * @param name the folder under node_modules/.cache/ (`blu-art`, `blu-art-logos`, `blu-og`)
   * @param base the painter's base key ({@link baseKey})
   * @param ext the entries' file extension (`svg`, `json`)
   */
  constructor(
    root: string,
    name: string,
    private readonly base: string,
    private readonly ext: string,
  ) {
    this.dir = join(root, "node_modules/.cache", name);
  }

  /** The entry file of `input` (which may not exist yet). */
  file(input: unknown): string {
    return join(this.dir, `${createHash("sha256").update(this.base).update(JSON.stringify(input)).digest("hex")}.${this.ext}`);
  }

  /**
   * The cached text of `input`, painting it with `paint` (and storing it) when it is missing;
   * marks the entry used. `painted` tells whether it was painted now.
   */
  async get(input: unknown, paint: () => Promise<string>): Promise<{ readonly file: string; readonly text: string; readonly painted: boolean }> {
    const file = this.file(input);
    if (existsSync(file)) {
      const now = new Date();
      utimesSync(file, now, now);
      return { file, text: readFileSync(file, "utf8"), painted: false };
    }
    const text = await paint();
    writeAtomic(file, text);
    return { file, text, painted: true };
  }

  /** Removes the entries unused for {@link CACHE_KEEP_MS}. */
  sweep(now = Date.now()): void {
    sweepDir(this.dir, { maxAgeMs: CACHE_KEEP_MS }, now);
  }
}
