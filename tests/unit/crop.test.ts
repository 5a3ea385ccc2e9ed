/**
 * Where a picture is cut to fill a frame, following its focal point (media/crop.ts):
 * the cut is placed as CSS `object-position` places a picture, so the focal point keeps its
 * relative place and stays in frame.
 */
import { describe, expect, it } from "vitest";
import { type CropBox, type FocalPoint, cropBox, cutOffset } from "../../media/crop.ts";

describe("cutOffset: object-position along one axis", () => {
  const cases: readonly (readonly [string, { readonly given: readonly [number, number]; readonly want: number }])[] = [
    ["nothing to cut", { given: [0, 30], want: 0 }],
    ["the left edge at 0%", { given: [400, 0], want: 0 }],
    ["the middle at 50%", { given: [400, 50], want: 200 }],
    ["the right edge at 100%", { given: [400, 100], want: 400 }],
    ["15% of the excess", { given: [400, 15], want: 60 }],
    ["a percentage below 0 is 0", { given: [400, -20], want: 0 }],
    ["a percentage above 100 is 100", { given: [400, 140], want: 400 }],
  ];
  it.each(cases)("%s", (_name, { given: [excess, percent], want }) => {
    expect(cutOffset(excess, percent)).toBe(want);
  });
});

describe("cropBox: the largest region of the frame's shape, around the focal point", () => {
  const cases: readonly (readonly [string, { readonly given: readonly [number, number, number, FocalPoint?]; readonly want: CropBox }])[] = [
    ["a landscape photograph in a square, centred by default", { given: [1200, 800, 1], want: { left: 200, top: 0, width: 800, height: 800 } }],
    [
      "a landscape photograph in a square, focal point 15% from the left",
      { given: [1200, 800, 1, { x: 15, y: 30 }], want: { left: 60, top: 0, width: 800, height: 800 } },
    ],
    [
      "a landscape photograph in a square, focal point at the right edge",
      { given: [1200, 800, 1, { x: 100, y: 50 }], want: { left: 400, top: 0, width: 800, height: 800 } },
    ],
    [
      "a portrait photograph in a square, focal point on the face (25% down)",
      { given: [600, 800, 1, { x: 50, y: 25 }], want: { left: 0, top: 50, width: 600, height: 600 } },
    ],
    [
      "a portrait photograph in a square, focal point at the top",
      { given: [600, 800, 1, { x: 50, y: 0 }], want: { left: 0, top: 0, width: 600, height: 600 } },
    ],
    [
      "a portrait photograph in a 16:9 band (an Open Graph cover)",
      { given: [900, 1600, 16 / 9, { x: 50, y: 70 }], want: { left: 0, top: 766, width: 900, height: 506 } },
    ],
    [
      "the frame's own shape: nothing cut, whatever the focal point",
      { given: [800, 600, 4 / 3, { x: 10, y: 90 }], want: { left: 0, top: 0, width: 800, height: 600 } },
    ],
    [
      "a cut of a fraction of a pixel rounds inside the picture",
      { given: [1001, 1000, 1, { x: 100, y: 100 }], want: { left: 1, top: 0, width: 1000, height: 1000 } },
    ],
    [
      "a focal point outside 0–100 keeps the cut inside the picture",
      { given: [1200, 800, 1, { x: 150, y: -10 }], want: { left: 400, top: 0, width: 800, height: 800 } },
    ],
  ];
  it.each(cases)("%s", (_name, { given: [width, height, ratio, focus], want }) => {
    expect(cropBox(width, height, ratio, focus)).toEqual(want);
  });

  it("keeps the focal point at the same relative place in the cut, and inside it", () => {
    for (const [w, h, ratio] of [
      [1200, 800, 1],
      [600, 800, 1],
      [2400, 1000, 1200 / 510],
      [640, 1600, 3 / 4],
    ] as const) {
      for (const x of [0, 10, 33, 50, 77, 100]) {
        for (const y of [0, 25, 50, 90, 100]) {
          const box = cropBox(w, h, ratio, { x, y });
          const [px, py] = [(w * x) / 100, (h * y) / 100];
          expect(px, `${w}×${h} at ${x}/${y}`).toBeGreaterThanOrEqual(box.left);
          expect(px, `${w}×${h} at ${x}/${y}`).toBeLessThanOrEqual(box.left + box.width);
          expect(py).toBeGreaterThanOrEqual(box.top);
          expect(py).toBeLessThanOrEqual(box.top + box.height);
          // Within a pixel of the same relative place.
          expect((Math.abs(((px - box.left) / box.width) * 100 - x) * box.width) / 100).toBeLessThanOrEqual(1);
          expect((Math.abs(((py - box.top) / box.height) * 100 - y) * box.height) / 100).toBeLessThanOrEqual(1);
        }
      }
    }
  });

  it.each([
    [0, 10, 1],
    [10, 0, 1],
    [10, 10, 0],
    [10, 10, Number.POSITIVE_INFINITY],
  ] as const)("refuses %i × %i px at the ratio %d", (w, h, r) => {
    expect(() => cropBox(w, h, r)).toThrow(RangeError);
  });
});
