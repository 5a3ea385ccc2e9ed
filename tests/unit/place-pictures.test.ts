/**
 * scripts/build/pictures.ts `placePictures`: the build places the pictures stage's staging folder
 * into dist/, copying only what changed, with a record of what it placed so that a file whose
 * two copies are as they were is not read again, and removing the pictures of removed records.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { placePictures } from "../../scripts/build/pictures.ts";

/** A staging folder, a dist/ and a public/ in a temporary folder, and the record's path. */
function folders() {
  const root = mkdtempSync(join(tmpdir(), "blu-place-"));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  const [from, to, pub] = ["staging", "dist", "public"].map((f) => join(root, f));
  for (const dir of [from, to, pub]) mkdirSync(dir!, { recursive: true });
  const write = (dir: string, rel: string, text: string) => {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  };
  const place = () => placePictures(from!, to!, pub!, join(root, "placed.json"));
  return { from: from!, to: to!, write, place };
}

/** Sets a file's modification time `s` seconds ahead (as a later write would). */
const later = (file: string, s: number) => utimesSync(file, new Date(Date.now() + s * 1000), new Date(Date.now() + s * 1000));

describe("placePictures with its record", () => {
  it("copies what is new, then leaves what is in place alone", () => {
    const { from, to, write, place } = folders();
    write(from, "og/a.png", "card a");
    write(from, "media/art/b.svg", "<svg>b</svg>");
    expect(place()).toEqual({ copied: 2, unchanged: 0, removed: 0 });
    expect(readFileSync(join(to, "og/a.png"), "utf8")).toBe("card a");
    expect(place()).toEqual({ copied: 0, unchanged: 2, removed: 0 });
  });

  it.each([
    [
      "a staged picture painted again with other bytes",
      (f: ReturnType<typeof folders>) => {
        f.write(f.from, "og/a.png", "card A");
        later(join(f.from, "og/a.png"), 5);
      },
      "card A",
    ],
    ["its copy in dist/ removed (the client build empties dist/)", (f: ReturnType<typeof folders>) => rmSync(join(f.to, "og/a.png")), "card a"],
    [
      "its copy in dist/ changed by hand",
      (f: ReturnType<typeof folders>) => {
        f.write(f.to, "og/a.png", "hand a");
        later(join(f.to, "og/a.png"), 5);
      },
      "card a",
    ],
  ])("copies again after %s", (_, change, expected) => {
    const f = folders();
    f.write(f.from, "og/a.png", "card a");
    f.place();
    change(f);
    expect(f.place()).toEqual({ copied: 1, unchanged: 0, removed: 0 });
    expect(readFileSync(join(f.to, "og/a.png"), "utf8")).toBe(expected);
  });

  it("removes the pictures the staging folder no longer has, with their compressed copies", () => {
    const { from, to, write, place } = folders();
    write(from, "og/a.png", "card a");
    write(from, "og/b.png", "card b");
    place();
    write(to, "og/b.png.br", "squeezed");
    rmSync(join(from, "og/b.png"));
    expect(place()).toEqual({ copied: 0, unchanged: 1, removed: 2 });
    expect(existsSync(join(to, "og/b.png"))).toBe(false);
    expect(existsSync(join(to, "og/a.png"))).toBe(true);
  });
});
