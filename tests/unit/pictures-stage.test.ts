/**
 * The pictures stage's staging folder (scripts/build/pictures.ts) is kept from one build to the
 * next: the files no part wrote this time (a removed record's pictures) are taken out, the others
 * kept as they are, and the folders left empty removed.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeUnwritten } from "../../scripts/build/pictures.ts";

const dir = mkdtempSync(join(tmpdir(), "blu-pictures-stage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the staging folder of the pictures stage", () => {
  it("loses the files no part wrote this run and the folders left empty, and keeps the rest", () => {
    for (const rel of ["media/art/a.svg", "media/art/gone.svg", "og/gone/index.png", "og/kept.png"]) {
      mkdirSync(join(dir, rel, ".."), { recursive: true });
      writeFileSync(join(dir, rel), rel);
    }
    expect(removeUnwritten(dir, ["media/art/a.svg", "og/kept.png"])).toBe(2);
    expect(readFileSync(join(dir, "media/art/a.svg"), "utf8")).toBe("media/art/a.svg");
    expect(existsSync(join(dir, "og/kept.png"))).toBe(true);
    expect(existsSync(join(dir, "media/art/gone.svg"))).toBe(false);
    expect(existsSync(join(dir, "og/gone"))).toBe(false);
    expect(removeUnwritten(dir, ["media/art/a.svg", "og/kept.png"])).toBe(0);
  });
});
