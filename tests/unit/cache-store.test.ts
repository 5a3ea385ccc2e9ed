/**
 * The project's one cache (lib/cache-store.mjs): an input is made once and then
 * answered from its entry; another input, or another base key (the code's source, fonts,
 * libraries), is another entry; the one sweep removes what was unused for CACHE_KEEP_MS, stale
 * temporary files, the least recently used entries above the size limit and the folders of the
 * old layout, and runs at most once an hour.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { Worker } from "node:worker_threads";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  CACHE_KEEP_MS,
  CACHE_ROOT,
  ContentCache,
  baseKey,
  cacheDir,
  folderRecord,
  hashTree,
  newHash,
  sha256,
  sweep,
  writeAtomic,
} from "../../lib/cache-store.mjs";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cache-store-"));
  writeFileSync(join(root, "painter.ts"), "export const v = 1;");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A painter that counts its calls. */
function counting() {
  const calls: unknown[] = [];
  return {
    calls,
    paint: (input: unknown) => async () => {
      calls.push(input);
      return `<svg>${JSON.stringify(input)}</svg>`;
    },
  };
}

/** Writes an entry file `name` of `area` last used `ageMs` ago. */
function entry(area: string, name: string, ageMs: number, now: number, bytes = 1): string {
  const file = join(cacheDir(root, area), name);
  writeAtomic(file, "x".repeat(bytes));
  const t = new Date(now - ageMs);
  utimesSync(file, t, t);
  return file;
}

describe("ContentCache", () => {
  it("paints an input once, then answers from its file in the store's area", async () => {
    const cache = new ContentCache(root, "art", "base", "svg");
    const { calls, paint } = counting();
    const first = await cache.get({ key: "kfc" }, paint({ key: "kfc" }));
    const second = await cache.get({ key: "kfc" }, paint({ key: "kfc" }));
    expect(first).toMatchObject({ painted: true, text: '<svg>{"key":"kfc"}</svg>' });
    expect(second).toMatchObject({ painted: false, text: first.text, file: first.file });
    expect(calls).toHaveLength(1);
    expect(first.file.startsWith(join(root, CACHE_ROOT, "art"))).toBe(true);
    expect(first.file).toMatch(/[0-9a-f]{64}\.svg$/);
    expect(readdirSync(cache.dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it.each([
    ["another input", { key: "mtn" }, "base"],
    ["another base key", { key: "kfc" }, "base-2"],
  ])("%s is another entry", async (_what, input, base) => {
    const { calls, paint } = counting();
    await new ContentCache(root, "art", "base", "svg").get({ key: "kfc" }, paint({ key: "kfc" }));
    const other = await new ContentCache(root, "art", base, "svg").get(input, paint(input));
    expect(other.painted).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it("a painter that fails leaves no entry behind", async () => {
    const cache = new ContentCache(root, "art", "base", "svg");
    await expect(
      cache.get("broken", async () => {
        throw new Error("satori failed");
      }),
    ).rejects.toThrow("satori failed");
    expect(existsSync(cache.file("broken"))).toBe(false);
    expect(cache.read("broken")).toBeUndefined();
  });
});

describe("the one hasher", () => {
  it("is SHA-256: of one part, its plain digest; parts are kept apart", () => {
    expect(sha256("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256("ab", "c")).not.toBe(sha256("a", "bc"));
  });

  it("baseKey changes with the code's source and its other inputs, not with where the project is", () => {
    const parts = { sources: [join(root, "painter.ts")], packages: [], extra: ["palette"] };
    const a = baseKey(root, parts);
    expect(baseKey(root, parts)).toBe(a);
    expect(baseKey(root, { ...parts, extra: ["another palette"] })).not.toBe(a);
    writeFileSync(join(root, "painter.ts"), "export const v = 2;");
    expect(baseKey(root, parts)).not.toBe(a);
  });

  it.each([
    ["a changed byte", (d: string) => writeFileSync(join(d, "a.ts"), "2")],
    ["a new file", (d: string) => writeFileSync(join(d, "b.ts"), "1")],
    [
      "a renamed file",
      (d: string) => {
        rmSync(join(d, "a.ts"));
        writeFileSync(join(d, "c.ts"), "1");
      },
    ],
    ["a new empty folder", (d: string) => mkdirSync(join(d, "empty"))],
  ])("hashTree changes with %s", (_, change) => {
    const dir = join(root, "tree");
    mkdirSync(dir);
    writeFileSync(join(dir, "a.ts"), "1");
    const key = () => {
      const h = newHash();
      hashTree(h, dir, "tree");
      return h.digest("hex");
    };
    const before = key();
    expect(key()).toBe(before);
    change(dir);
    expect(key()).not.toBe(before);
  });
});

describe("writeAtomic", () => {
  it("writes text or bytes whole, making the folder, with no temporary file left", () => {
    const file = join(root, "runs/deep/a.json");
    writeAtomic(file, "{}\n");
    writeAtomic(join(root, "runs/deep/b.png"), new Uint8Array([137, 80, 78, 71]));
    expect(readFileSync(file, "utf8")).toBe("{}\n");
    expect([...readFileSync(join(root, "runs/deep/b.png"))]).toEqual([137, 80, 78, 71]);
    expect(readdirSync(join(root, "runs/deep")).sort()).toEqual(["a.json", "b.png"]);
  });

  it("two threads of one process writing the same entry at once each rename their own temporary file", async () => {
    // As the Open Graph cards' two painter threads may, for two pages with the very same card.
    const file = join(root, "og/card.png");
    const module = new URL("../../lib/cache-store.mjs", import.meta.url).href;
    const code = `
      const { workerData } = require("node:worker_threads");
      import(workerData.module).then(({ writeAtomic }) => {
        for (let i = 0; i < 300; i++) writeAtomic(workerData.file, "card " + workerData.n + " " + i);
      });`;
    const threads = [1, 2, 3].map(
      (n) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(code, { eval: true, workerData: { module, file, n } });
          worker.once("error", reject);
          worker.once("exit", (c) => (c === 0 ? resolve() : reject(new Error(`exit ${c}`))));
        }),
    );
    await Promise.all(threads);
    expect(readFileSync(file, "utf8")).toMatch(/^card [123] 299$/);
    expect(readdirSync(join(root, "og"))).toEqual(["card.png"]);
  });
});

describe("the one sweep", () => {
  const HOUR = 3_600_000;

  it("removes entries unused for two weeks, stale temporary files and the old layout's folders, in every area", () => {
    const now = Date.now();
    const old = entry("art", "aaa.svg", CACHE_KEEP_MS + HOUR, now);
    const fresh = entry("art", "bbb.svg", HOUR, now);
    const oldRun = entry("generator-runs", "ccc.json", CACHE_KEEP_MS + HOUR, now);
    const dead = entry("og", "ddd.png.123.tmp", 2 * HOUR, now);
    const busy = entry("og", "eee.png.456.tmp", 1_000, now);
    mkdirSync(join(root, "node_modules/.cache/blu-art"), { recursive: true });
    expect(sweep(root, { now })).toMatchObject({ swept: true });
    expect([old, fresh, oldRun, dead, busy].map(existsSync)).toEqual([false, true, false, false, true]);
    expect(existsSync(join(root, "node_modules/.cache/blu-art"))).toBe(false);
  });

  it("keeps the files beside an entry (same stem) as long as the entry is used", () => {
    const now = Date.now();
    const json = entry("reel", "fff.json", 1_000, now);
    const mp4 = entry("reel", "fff.mp4", CACHE_KEEP_MS + HOUR, now);
    sweep(root, { now });
    expect([json, mp4].map(existsSync)).toEqual([true, true]);
  });

  it("above the size limit, removes the least recently used first, never one used within the hour", () => {
    const now = Date.now();
    const oldest = entry("photos", "a.avif", 5 * HOUR, now, 100);
    const older = entry("photos", "b.avif", 4 * HOUR, now, 100);
    const recent = entry("photos", "c.avif", 1_000, now, 100);
    expect(sweep(root, { now, maxBytes: 150 })).toMatchObject({ swept: true, bytes: 100 });
    expect([oldest, older, recent].map(existsSync)).toEqual([false, false, true]);
  });

  it("runs at most once an hour unless forced", () => {
    const now = Date.now();
    entry("art", "aaa.svg", 1_000, now);
    expect(sweep(root, { now }).swept).toBe(true);
    expect(sweep(root, { now: now + 60_000 }).swept).toBe(false);
    expect(sweep(root, { now: now + 60_000, force: true }).swept).toBe(true);
    expect(sweep(root, { now: now + 2 * HOUR }).swept).toBe(true);
  });

  it("a store not made yet is nothing to sweep", () => {
    expect(sweep(join(root, "none"))).toEqual({ swept: false, removed: 0, bytes: 0 });
  });
});

describe("folderRecord", () => {
  const base = mkdtempSync(join(tmpdir(), "blu-record-"));
  const [mine, other, gone] = ["dist", "other", "gone"].map((d) => join(base, d));
  mkdirSync(mine!, { recursive: true });
  mkdirSync(other!, { recursive: true });
  writeFileSync(join(mine!, "a.png"), "a");
  writeFileSync(join(other!, "b.png"), "b");
  const record = join(base, "record.json");

  it.each([
    ["no record yet", null, {}],
    ["an unreadable record", "{ not json", {}],
    ["an array instead of an object", "[1]", {}],
  ])("%s: nothing before, nothing kept", (_, text, expected) => {
    if (text === null) rmSync(record, { force: true });
    else writeFileSync(record, text);
    expect(folderRecord(record, mine!)).toEqual({ before: expected, kept: expected });
  });

  it("keeps the entries of other folders whose file is still there, not this folder's", () => {
    const entries = { [join(mine!, "a.png")]: 1, [join(other!, "b.png")]: 2, [join(gone!, "c.png")]: 3 };
    writeFileSync(record, JSON.stringify(entries));
    expect(folderRecord(record, mine!)).toEqual({ before: entries, kept: { [join(other!, "b.png")]: 2 } });
    // A folder whose name begins with this one's is another folder.
    expect(Object.keys(folderRecord(record, join(base, "dis")).kept).sort()).toEqual([join(mine!, "a.png"), join(other!, "b.png")]);
  });
});
