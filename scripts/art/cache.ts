/**
 * The content-addressed cache of the pictures painted at build time (composed covers and heroes,
 * scripts/art/render.ts; client word marks, scripts/art/wordmark-files.ts; Open Graph cards,
 * scripts/og-cards.tsx, which keeps the file name and writes the PNG itself): one file per input,
 * named by the SHA-256 of a base key (the painter's source, its fonts, the library versions) and
 * the input's JSON, under node_modules/.cache/<name>/. A rebuild paints only what changed; an
 * entry is written under a temporary name first, so it is never half a file; entries unused for
 * {@link CACHE_KEEP_MS} are removed by {@link ArtCache.sweep}.
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

/** Writes `text` to `file` through a temporary file and a rename, making its folder. */
export function writeAtomic(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** One painter's cache folder, keyed by its base key. */
export class ArtCache {
  readonly dir: string;

  /**
   * @param name the folder under node_modules/.cache/ (`blu-art`, `blu-art-logos`)
   * @param base the painter's base key ({@link baseKey})
   * @param ext the entries' file extension (`svg`, `json`)
   */
  constructor(root: string, name: string, private readonly base: string, private readonly ext: string) {
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
    for (const name of existsSync(this.dir) ? readdirSync(this.dir) : []) {
      // Another build or test may rename its temporary file away meanwhile: gone is not an error.
      const stat = statSync(join(this.dir, name), { throwIfNoEntry: false });
      if (stat && now - stat.mtimeMs > CACHE_KEEP_MS) rmSync(join(this.dir, name), { force: true });
    }
  }
}
