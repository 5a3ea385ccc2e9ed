/**
 * The fit check of the composed pictures (media/art/fit.ts): every text a composition sets lies
 * inside the thing it is printed on, measured on satori's layout of the picture, or painting
 * fails naming the picture and the words. Made-up pictures only: the launch pictures are checked
 * by tests/unit/art.test.ts (in the fixture site).
 */
import { describe, expect, it } from "vitest";
import type { Client } from "../../model/index.ts";
import type { FrameBox, TextUse } from "../../media/art/composer.tsx";
import { misfits } from "../../media/art/fit.ts";
import { artPainter } from "../../media/art/render.ts";
import { type ArtRecipe, safeBox } from "../../media/recipes.ts";
import { wordFloor } from "../../media/art/legibility.ts";

const brand: Client = {
  key: "test-bank",
  name: "Test Bank",
  wordmark: "Test Bank",
  colours: { primary: "#0b5cab", secondary: "#f2b705", ink: "#0a1640" },
  logo: null,
  monogram: "TB",
  blurb: null,
};

/** A billboard of the Showcase's sixth item (a tile of the mosaic's mixed block, which keeps the middle of it) with this headline. */
function billboard(headline: string): ArtRecipe {
  return {
    kind: "showcase",
    path: "/media/art/case-studies/test/test-campaign/showcase-6.svg",
    width: 1200,
    height: 900,
    seed: 7,
    wordFloor: wordFloor("showcase:showcase", 1200),
    brand,
    title: "Roadside billboard",
    artefact: null,
    execution: {
      format: "billboard",
      copy: { language: "en", headline, body: "Open an account in five minutes.", cta: "Dial *123#" },
      variant: 0,
      safe: safeBox(6, 1200, 900),
    },
  };
}

describe("misfits", () => {
  const frame = { name: "the billboard", box: { x: 100, y: 100, w: 400, h: 200 } };
  const text: TextUse = { text: "Save more", colour: "#ffffff", on: "#000000", size: 40, min: 4.5, frame };
  const cases: [string, FrameBox, string][] = [
    ["inside", { x: 120, y: 120, w: 300, h: 100 }, "fits"],
    ["on the edge, within a pixel", { x: 99.5, y: 100, w: 401, h: 200.8 }, "fits"],
    ["below the frame", { x: 120, y: 200, w: 300, h: 189.2 }, "bottom 90"],
    ["past its right edge", { x: 300, y: 120, w: 260, h: 60 }, "right 60"],
    ["above it", { x: 120, y: 80, w: 200, h: 60 }, "top 20"],
    ["past its left edge and below: the larger counts", { x: 60, y: 120, w: 200, h: 230 }, "bottom 50"],
  ];
  it.each(cases)("a text laid out %s", (_, box, want) => {
    const got = misfits([text], new Map([[0, box]]));
    expect(got.length ? `${got[0].side} ${got[0].by}` : "fits").toBe(want);
  });

  it("a text satori did not lay out (a word mark) is not checked", () => {
    expect(misfits([text], new Map())).toEqual([]);
  });
});

describe("painting a composed picture", () => {
  it("fails a picture whose words overflow its frame, naming the picture and the words", { timeout: 60_000 }, async () => {
    const { paint, misfitsOf } = await artPainter(process.cwd());
    const long = billboard("Save a little every single week with the bank that grows with you and your family");
    expect((await misfitsOf(long)).map((m) => m.frame)).toEqual(["the billboard"]);
    await expect(paint(long)).rejects.toThrowErrorMatchingInlineSnapshot(`
      [ArtFitError: The Showcase picture "Roadside billboard" of Test Bank does not fit its words: "Save a little every single week with the bank that grows with you and your family" runs 180 px below the billboard.
      To do: shorten these words, or give the piece of work another format with more room for words.
      Details: media/words-overflow, /media/art/case-studies/test/test-campaign/showcase-6.svg]
    `);
    // The same billboard with a headline of a billboard's length fits and paints.
    expect(await misfitsOf(billboard("Save a little every week"))).toEqual([]);
    expect(await paint(billboard("Save a little every week"))).toMatch(/^<svg\b/);
  });
});
