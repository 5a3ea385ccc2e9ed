/**
 * The content-addressed cache of painted pictures (media/cache.ts): an input is painted
 * once and then answered from its file; another input, or another base key (the painter's
 * source, fonts, libraries), is a different entry; unused entries go after CACHE_KEEP_MS.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentCache, CACHE_KEEP_MS, baseKey, sweepDir, writeAtomic } from "../../media/cache.ts";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "art-cache-"));
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

describe("ContentCache", () => {
  it("paints an input once, then answers from its file", async () => {
    const cache = new ContentCache(root, "test-art", "base", "svg");
    const { calls, paint } = counting();
    const first = await cache.get({ key: "kfc" }, paint({ key: "kfc" }));
    const second = await cache.get({ key: "kfc" }, paint({ key: "kfc" }));
    expect(first).toMatchObject({ painted: true, text: '<svg>{"key":"kfc"}</svg>' });
    expect(second).toMatchObject({ painted: false, text: first.text, file: first.file });
    expect(calls).toHaveLength(1);
    expect(first.file.endsWith(".svg")).toBe(true);
    expect(readdirSync(cache.dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it.each([
    ["another input", { key: "mtn" }, "base"],
    ["another base key", { key: "kfc" }, "base-2"],
  ])("%s is another entry", async (_what, input, base) => {
    const { calls, paint } = counting();
    await new ContentCache(root, "test-art", "base", "svg").get({ key: "kfc" }, paint({ key: "kfc" }));
    const other = await new ContentCache(root, "test-art", base, "svg").get(input, paint(input));
    expect(other.painted).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it("sweeps entries unused for two weeks and keeps the others", async () => {
    const cache = new ContentCache(root, "test-art", "base", "svg");
    const { paint } = counting();
    const old = await cache.get("old", paint("old"));
    const fresh = await cache.get("fresh", paint("fresh"));
    const longAgo = new Date(Date.now() - CACHE_KEEP_MS - 60_000);
    utimesSync(old.file, longAgo, longAgo);
    cache.sweep();
    expect(existsSync(old.file)).toBe(false);
    expect(existsSync(fresh.file)).toBe(true);
  });

  it("a painter that fails leaves no entry behind", async () => {
    const cache = new ContentCache(root, "test-art", "base", "svg");
    await expect(
      cache.get("broken", async () => {
        throw new Error("satori failed");
      }),
    ).rejects.toThrow("satori failed");
    expect(existsSync(cache.file("broken"))).toBe(false);
  });
});

describe("baseKey", () => {
  it("changes with the painter's source and its other inputs, not with where the project is", () => {
    const parts = { sources: [join(root, "painter.ts")], packages: [], extra: ["palette"] };
    const a = baseKey(root, parts);
    expect(baseKey(root, parts)).toBe(a);
    expect(baseKey(root, { ...parts, extra: ["another palette"] })).not.toBe(a);
    writeFileSync(join(root, "painter.ts"), "export const v = 2;");
    expect(baseKey(root, parts)).not.toBe(a);
  });
});

describe("writeAtomic and sweepDir (the generator's caches use them too)", () => {
  it("writes text or bytes whole, making the folder, with no temporary file left", () => {
    const file = join(root, "runs/deep/a.json");
    writeAtomic(file, "{}\n");
    writeAtomic(join(root, "runs/deep/b.png"), new Uint8Array([137, 80, 78, 71]));
    expect(readFileSync(file, "utf8")).toBe("{}\n");
    expect([...readFileSync(join(root, "runs/deep/b.png"))]).toEqual([137, 80, 78, 71]);
    expect(readdirSync(join(root, "runs/deep")).sort()).toEqual(["a.json", "b.png"]);
  });

  it("keeps the newest entries and removes stale temporary files, as the skip-cache's records", () => {
    const dir = join(root, "runs");
    const now = Date.now();
    const at = (name: string, ageMs: number) => {
      writeAtomic(join(dir, name), name);
      const t = new Date(now - ageMs);
      utimesSync(join(dir, name), t, t);
    };
    at("new.json", 1_000);
    at("mid.json", 2_000);
    at("old.json", 3_000);
    at("dead.json.123.tmp", 2 * 3_600_000);
    at("busy.json.456.tmp", 1_000);
    at("other.txt", 10 * 3_600_000);
    sweepDir(dir, { tempMaxAgeMs: 3_600_000, keepNewest: 2, ext: ".json" }, now);
    expect(readdirSync(dir).sort()).toEqual(["busy.json.456.tmp", "mid.json", "new.json", "other.txt"]);
  });

  it("a missing folder is nothing to sweep", () => {
    expect(() => sweepDir(join(root, "none"), { maxAgeMs: 0 })).not.toThrow();
  });
});
