/**
 * The country heroes' office city label ("Kampala" was cut to "Kamp" at 375 px) and outline
 * (the UK's east coast was cut at 375 px): both lie whole inside the picture and inside the
 * part of it every screen shows (media/art/compose.tsx COUNTRY_HERO_CUT, the page's `object-position` cut), and
 * the placement rule keeps it there wherever the pin is.
 */
import type { ReactElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { COUNTRY_HERO_CUT, cityLabelBox, type LabelBox } from "../../media/art/compose.tsx";
import { cropBox } from "../../media/crop.ts";
import type { ArtRecipe } from "../../media/recipes.ts";
import { generatedRecipes } from "../../media/generated-recipes.ts";
import { artPainter } from "../../media/art/render.ts";

/** The frames a country hero is shown in (width / height): a portrait phone at 375 × 70 % of 812 and 667 px, a tablet, a laptop, a wide screen. */
const FRAMES = [
  { name: "375 × 568", ratio: 375 / 568 },
  { name: "375 × 467", ratio: 375 / 467 },
  { name: "768 × 716", ratio: 768 / 716 },
  { name: "1024 × 538", ratio: 1024 / 538 },
  { name: "1440 × 630", ratio: 1440 / 630 },
];

/** Whether `box` lies inside the part of a W × H picture a frame of `ratio` shows at the page's object-position. */
function shownWhole(box: LabelBox, W: number, H: number, ratio: number): boolean {
  const cut = cropBox(W, H, ratio, COUNTRY_HERO_CUT.focus);
  return box.x >= cut.left && box.x + box.w <= cut.left + cut.width && box.y >= cut.top && box.y + box.h <= cut.top + cut.height;
}

/** The absolutely placed box of the element with `key` in a composition's tree, or undefined. */
function boxOf(el: ReactElement, key: string): LabelBox | undefined {
  if (el.key === key) {
    const s = (el.props as { style: { left: number; top: number; width: number; height: number } }).style;
    return { x: s.left, y: s.top, w: s.width, h: s.height };
  }
  const children = (el.props as { children?: unknown }).children;
  for (const child of ([] as unknown[]).concat(children ?? []).flat(3)) {
    if (child && typeof child === "object" && "props" in child) {
      const found = boxOf(child as ReactElement, key);
      if (found) return found;
    }
  }
  return undefined;
}

describe("a country hero's city label", () => {
  const heroes = generatedRecipes().filter((r): r is Extract<ArtRecipe, { kind: "country" }> => r.kind === "country");
  // The painter's first load (satori, the fonts) takes seconds on a busy machine: once, before the cases.
  let painter: Awaited<ReturnType<typeof artPainter>>;
  beforeAll(async () => {
    painter = await artPainter(process.cwd());
  }, 60_000);

  it.each(heroes.filter((r) => r.office).map((r) => [r.path, r] as const))("%s: the label is whole in the picture at every width", async (_path, r) => {
    const { compose } = painter;
    const box = boxOf(compose(r).element, "city");
    expect(box, "the hero marks its office city").toBeDefined();
    for (const f of FRAMES) expect(shownWhole(box!, r.width, r.height, f.ratio), `${r.office!.city} at ${f.name}: ${JSON.stringify(box)}`).toBe(true);
  });

  it.each(heroes.map((r) => [r.path, r] as const))("%s: the country's outline is whole in the picture at every width", async (_path, r) => {
    const { compose } = painter;
    // The raw layers in the order placed: r0 the graticule, r1 the outline with its pin.
    const box = boxOf(compose(r).element, "r1");
    expect(box, "the hero draws the country").toBeDefined();
    for (const f of FRAMES) expect(shownWhole(box!, r.width, r.height, f.ratio), `${r.country} at ${f.name}: ${JSON.stringify(box)}`).toBe(true);
  });

  it.each([
    ["a pin in the middle of the cut", [1100, 450], "Kampala"],
    ["a pin near the cut's right side", [1300, 450], "Kampala"],
    ["a pin near the cut's left side", [840, 450], "Johannesburg"],
    ["a pin right of the cut", [1500, 300], "Nairobi"],
    ["a pin left of the cut", [400, 860], "Lagos"],
    ["a long name", [1100, 40], "Saint-Louis-du-Sénégal Plateau"],
  ] as const)("%s: inside the narrowest cut", (_name, pin, city) => {
    const box = cityLabelBox(1600, 900, pin, city, 34);
    expect(shownWhole(box, 1600, 900, COUNTRY_HERO_CUT.ratio), JSON.stringify(box)).toBe(true);
  });
});
