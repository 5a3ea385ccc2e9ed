/**
 * The layers of an Open Graph card (media/og-cards.tsx): resvg's pixels are premultiplied by
 * their alpha, so a layer over the card's ground is top + (1 − alpha) × ground; a cover band is
 * cropped to the middle of its picture, or around its focal point, the way `object-fit: cover`
 * and `object-position` crop it.
 */
import { describe, expect, it } from "vitest";
import { croppedCover, over, solid } from "../../media/og-cards.tsx";

const px = (...values: number[]) => Buffer.from(values);

describe("Open Graph card layers", () => {
  const table: [string, { top: number[]; ground: number[] }, number[]][] = [
    ["a transparent pixel shows the ground", { top: [0, 0, 0, 0], ground: [10, 20, 30, 255] }, [10, 20, 30]],
    ["an opaque pixel hides it", { top: [200, 100, 50, 255], ground: [10, 20, 30, 255] }, [200, 100, 50]],
    ["white at half alpha (premultiplied: 128) over navy", { top: [128, 128, 128, 128], ground: [10, 22, 64, 255] }, [133, 139, 160]],
  ];
  for (const [name, { top, ground }, want] of table) {
    it(name, () => expect([...over(px(...top), px(...ground))]).toEqual(want));
  }

  it("drops the alpha byte of opaque pixels, and paints a solid ground", () => {
    expect([...over(px(1, 2, 3, 255, 4, 5, 6, 255), solid("#0a1640", 2))]).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...solid("#0a1640", 1)]).toEqual([10, 22, 64, 255]);
  });

  it("gives the same pixels for a layer that does not start on a four-byte boundary, and reuses a ground", () => {
    const ground = px(10, 20, 30, 255, 40, 50, 60, 255);
    const shifted = Buffer.from([9, 0, 0, 0, 0, 128, 128, 128, 128]).subarray(1);
    expect(shifted.byteOffset % 4).not.toBe(0);
    expect([...over(shifted, ground)]).toEqual([
      10,
      20,
      30,
      128 + Math.round((127 * 40) / 255),
      128 + Math.round((127 * 50) / 255),
      128 + Math.round((127 * 60) / 255),
    ]);
    expect([...over(px(0, 0, 0, 0, 0, 0, 0, 0), ground)]).toEqual([10, 20, 30, 40, 50, 60]);
  });

  it("crops a 1600×900 cover to the middle band a 1200×510 card shows", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900"/></svg>';
    expect(croppedCover(svg, 1200, 510)).toBe(
      '<svg width="1200" height="510" viewBox="0.00 110.00 1600.00 680.00" xmlns="http://www.w3.org/2000/svg"><rect width="1600" height="900"/></svg>',
    );
    expect(croppedCover("<svg><rect/></svg>", 1200, 510)).toBeNull();
  });

  it("crops it around the cover's focal point, as object-position places it", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900"/></svg>';
    expect(croppedCover(svg, 1200, 510, { x: 50, y: 20 })).toContain('viewBox="0.00 44.00 1600.00 680.00"');
    expect(croppedCover(svg, 1200, 510, { x: 50, y: 100 })).toContain('viewBox="0.00 220.00 1600.00 680.00"');
    // A tall band of a wide cover moves across.
    expect(croppedCover(svg, 600, 600, { x: 25, y: 50 })).toContain('viewBox="175.00 0.00 900.00 900.00"');
  });
});
