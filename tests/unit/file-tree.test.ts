/**
 * lib/file-tree.mjs `filesUnder`: the files of a folder tree, as the build's stages list dist/
 * and the pictures' staging folder (placing, Brotli copies, location check, hosts' limits).
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { filesUnder } from "../../lib/file-tree.mjs";

const root = mkdtempSync(join(tmpdir(), "blu-file-tree-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A tree of `files` (relative paths) under a new folder of `root`. */
function tree(name: string, files: readonly string[]): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const f of files) {
    mkdirSync(join(dir, f, ".."), { recursive: true });
    writeFileSync(join(dir, f), f);
  }
  return dir;
}

describe("filesUnder", () => {
  it.each([
    ["files at every depth, `/`-separated, no folder listed", ["index.html", "media/art/a.svg", "media/art/logos/b.svg", "og/c.png"]],
    ["an empty folder", []],
  ])("%s", (name, files) => {
    const dir = tree(name.replace(/\W+/g, "-"), files);
    mkdirSync(join(dir, "empty/inside"), { recursive: true });
    expect(filesUnder(dir).sort()).toEqual([...files].sort());
  });

  it("a missing folder has none", () => {
    expect(filesUnder(join(root, "missing"))).toEqual([]);
  });

  it("lists a symbolic link to a folder as an entry, without following it", () => {
    const dir = tree("links", ["a.txt"]);
    const other = tree("elsewhere", ["deep/b.txt"]);
    symlinkSync(other, join(dir, "to-elsewhere"));
    expect(filesUnder(dir).sort()).toEqual(["a.txt", "to-elsewhere"]);
  });
});
