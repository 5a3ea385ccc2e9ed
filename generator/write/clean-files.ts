import { join } from "node:path";
import { ContentCache, hashFile, hashTree, newHash, sha256, writeAtomic } from "../../lib/cache-store.mjs";
import { SHARED_SOURCES } from "../shared-sources.mjs";

/**
 * The record of clean spec files: the data of each file of spec/ that loaded and passed its
 * schema without a problem, kept in the store's `generator-files` area (lib/cache-store.mjs), so
 * that a run of the command line after a one-file edit parses and validates that file alone and
 * reads the others' data back (docs/architecture.md, "The generator"). At eleven times the
 * featured studies, parsing and validating every file is about 0.6 s of a 1.1 s run.
 *
 * An entry is keyed by the file's path and text and by everything that decides whether a text
 * is clean and what data it makes: the generator's code (generator/ and the shared sources it
 * runs), the installed packages (yaml, ajv: package-lock.json), the Node version and the schemas
 * of spec/schemas/. Any change to one of them is a miss, and so is an entry that cannot be read.
 * A file is recorded only when no problem of load or validation names it; the normalize stage,
 * which reads every file with the others, always runs.
 */
export interface CleanFiles {
  /** The data a clean file of this text made, or undefined when no entry is kept. `file` is relative to the root ("spec/site.yaml"); `source` is its text as loaded (UTF-8, no byte order mark). */
  get(file: string, source: string): { readonly data: unknown } | undefined;
  /** Records `file` with this text as clean, making `data`. Data JSON cannot hold exactly (a non-finite number, a `__proto__` key) is not recorded; failures to write are ignored. */
  put(file: string, source: string, data: unknown): void;
}

/** Bumped whenever what an entry holds or its key changes. */
const FORMAT = "blu-clean-files/1";

/**
 * The record of clean files of the project at `root`, or undefined when its key cannot be told
 * (an unreadable file of generator/ or spec/schemas/: then every file is loaded and validated).
 */
export function cleanFiles(root: string): CleanFiles | undefined {
  let base: string;
  try {
    const hash = newHash();
    hash.update(`${FORMAT}\0node ${process.version}\0`);
    hashTree(hash, join(root, "generator"), "generator");
    for (const rel of [...SHARED_SOURCES, "package-lock.json", "node_modules/.package-lock.json"]) hashFile(hash, root, rel);
    hashTree(hash, join(root, "spec/schemas"), "spec/schemas");
    base = hash.digest("hex");
  } catch {
    return undefined;
  }
  const store = new ContentCache(root, "generator-files", base, "json");
  const input = (file: string, source: string) => ({ file, sha256: sha256(source) });
  return {
    get(file, source) {
      const text = store.read(input(file, source));
      if (text === undefined) return undefined;
      try {
        return { data: JSON.parse(text) as unknown };
      } catch {
        return undefined;
      }
    },
    put(file, source, data) {
      if (!exactInJson(data)) return;
      try {
        writeAtomic(store.file(input(file, source)), JSON.stringify(data));
      } catch {
        // a read-only or full disk: the record is only ever a shortcut
      }
    },
  };
}

/** Whether `value` comes back from JSON exactly as it is: plain objects and arrays of text, finite numbers (not −0), true/false and null. */
function exactInJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(exactInJson);
  if (typeof value !== "object" || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).every(([k, v]) => k !== "__proto__" && exactInJson(v));
}
