/**
 * The compositions of the pictures composed from content (generated/art.ts): what goes where on
 * a case study's or project's cover (its client's word mark, its headline figure large, its
 * category, its campaign artefact), a project tile, a detail picture, a showcase item, a
 * service's hero (its icon drawn large, its title) and a country's hero (its outline, the office
 * city marked). Each is a satori element tree (flexbox, absolute boxes; styles are satori's, no
 * browser sees them), laid out for the place it fills: covers keep their words, their figure with
 * its label and their artefact inside the middle three quarters of each side ({@link COVER_CROP},
 * {@link coverLayout}), so a card that crops the picture to its own shape keeps them all.
 *
 * Every text is set through {@link Composer.text}, which records its colour and the colour it
 * sits on, so the contrast of every word is checked (tests/unit/art.test.ts).
 */
import type { ReactElement, ReactNode } from "react";
import type { ArtRecipe } from "../recipes.ts";
import { PORTRAIT_ARTEFACTS, drawArtefact, random } from "./artefacts.ts";
import { cropBox } from "../crop.ts";
import { Composer, type RawLayer, type TextUse, markSize } from "./composer.tsx";
import { advance, fitSize, linesAt } from "./text-fit.ts";
import { type ExecutionRecipe, execution } from "./executions.tsx";
import { FONT_FAMILY } from "./fonts.ts";
import { type Scheme, lightness, mix, readable, scheme, withLightness } from "./palette.ts";

/** A composition: the satori tree, the texts it sets, the raw SVG layers it places. */
export interface Composition {
  readonly element: ReactElement;
  readonly texts: readonly TextUse[];
  readonly layers: readonly RawLayer[];
}

/** What a composition is made with, beyond its recipe. */
export interface ComposeContext {
  /** The brand palette (spec/site.yaml `theme.brand`) by shade (50 … 950), #rrggbb. */
  readonly palette: Readonly<Record<number, string>>;
  /** Inner SVG of a lucide icon by name (24×24 view box, stroked with currentColor). */
  readonly icon: (name: string) => string;
  /** The outline of a country as an SVG path fitted into a box, with a point projected. */
  readonly outline: (
    country: string,
    box: { width: number; height: number },
    point: readonly [number, number] | null,
  ) => { d: string; point: readonly [number, number] | null } | null;
}

/** A box of a picture, px of the picture's own size. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * How much of each side a card may crop off a cover ("a tile crop never separates a
 * figure from its label"): each cut of a cover (16:9, 4:3, 3:4; runtime/primitives/Img.tsx
 * CoverCuts) is shown in boxes from 3/4 to 4/3 of its own aspect ratio (the cut nearest the
 * box's shape, app.css), which crop at most an eighth of the width or of the height off each
 * side. So everything a cover says (the word mark, the figure with its label, the artefact)
 * lies inside the middle three quarters of each side: {@link coverLayout}'s `keep`.
 */
export const COVER_CROP = 0.125;

/**
 * The narrowest box (width / height) a cover's upright cut (3:4, a project tile or a study's
 * tall card) is shown in: a tall tile of the /projects masonry at 1440 px is about 0.48. The
 * box crops the cut to it (`object-fit: cover`, app.css), never letterboxes it, so the tile's
 * composition keeps everything inside the middle `TALL_NARROWEST / 0.75` of its width
 * ({@link coverLayout}).
 */
export const TALL_NARROWEST = 0.45;

/**
 * The shapes of box (width / height) each cut of a cover is shown in, from the narrowest to the
 * widest, as app.css chooses the cut nearest the box ({@link COVER_CROP}, {@link TALL_NARROWEST})
 * and the pages place the banner and detail picture: what the pixel test crops every cover to
 * (tests/unit/cover-pixels.test.ts).
 */
export const COVER_SLOTS: Readonly<Record<"banner" | "card" | "tile" | "detail", readonly number[]>> = {
  banner: [1.6, 16 / 9],
  card: [1, 4 / 3, 1.6],
  tile: [TALL_NARROWEST, 3 / 4, 1],
  detail: [4 / 3],
};

/** Line height of a figure's label, in ems, and the gap between a figure and its label, px of the picture. */
const LABEL_LEADING = 1.15;

/**
 * The headline figure and what it counts, sized to fit a column `width` × `height` px: the
 * figure as large as fits one line (at most `maxFigure` px), its label at `labelSize` on as
 * many lines as it takes; when the two are taller than the column, the figure shrinks. A figure
 * is never drawn without its label (a bare "84,000" tells nothing): when the label
 * leaves no room for a figure at least 1.4 times its size, neither is drawn (the HTML beside
 * the picture has both). Null then, and for a cover without a figure.
 */
export function figureBlock(
  figure: { readonly value: string; readonly label: string } | null,
  o: { width: number; height: number; maxFigure: number; labelSize: number; gap: number },
): { value: string; size: number; label: string | null; labelSize: number; lines: number; height: number } | null {
  if (!figure) return null;
  const label = figure.label.trim() || null;
  const lines = label ? linesAt(label, o.width, o.labelSize, 700) : 0;
  const labelH = label ? o.gap + lines * o.labelSize * LABEL_LEADING : 0;
  const size = Math.min(fitSize(figure.value, o.width, o.maxFigure), Math.floor(o.height - labelH));
  if (size < o.labelSize * 1.4) return null;
  return { value: figure.value, size, label, labelSize: o.labelSize, lines, height: size + labelH };
}

/**
 * Where the parts of a cover lie (a case study's or project's banner 16:9, card 4:3 or tile
 * 3:4), px of the picture: the word mark, the figure block ({@link figureBlock}), the
 * artefact's box, and `keep`, the box holding all of them, which stays inside the middle
 * `1 - 2 ×` {@link COVER_CROP} of each side (tests/unit/cover-crops.test.ts; the layout test
 * checks it against the boxes the cuts are shown in).
 */
export function coverLayout(r: Extract<ArtRecipe, { kind: "cover" }>): {
  words: Box;
  mark: Box;
  figure: ReturnType<typeof figureBlock>;
  figureBox: Box | null;
  artefact: Box;
  keep: Box;
  mirror: boolean;
} {
  const { width: W, height: H } = r;
  const floor = Number.isFinite(r.wordFloor) ? r.wordFloor : 0;
  const portrait = PORTRAIT_ARTEFACTS.has(r.artefact);
  if (r.format === "tile") {
    // Word mark and figure above, centred; the artefact below, all inside the middle: the middle
    // three quarters of the height (a square box crops the rest) and the middle
    // TALL_NARROWEST / 0.75 of the width (the narrowest box crops the rest).
    const words = { x: W * 0.2, y: H * 0.135, w: W * 0.6, h: H * 0.42 };
    const mark = markSize(r.brand, { width: W * 0.5, height: 76, floor });
    const figure = figureBlock(r.figure, { width: W * 0.56, height: words.h - mark.height - 18, maxFigure: 190, labelSize: Math.max(34, floor), gap: 10 });
    const artefact = portrait ? { x: W * 0.3, y: H * 0.57, w: W * 0.4, h: H * 0.3 } : { x: W * 0.2, y: H * 0.6, w: W * 0.6, h: H * 0.26 };
    const used = { x: words.x, y: words.y, w: words.w, h: mark.height + (figure ? 18 + figure.height : 0) };
    return {
      words,
      mark: { x: W * 0.25, y: words.y, w: W * 0.5, h: mark.height },
      figure,
      figureBox: figure ? { x: W * 0.22, y: words.y + mark.height + 18, w: W * 0.56, h: figure.height } : null,
      artefact,
      keep: union(used, artefact),
      mirror: false,
    };
  }
  const mirror = (r.seed >>> 3) % 3 === 2;
  // Words on one side, inside the middle of each side; the narrow card's margins are a little wider.
  const safeX = Math.round(W * (r.format === "card" ? 0.15 : 0.14));
  const safeY = Math.round(H * (r.format === "card" ? 0.13 : 0.14));
  const textW = Math.round(W * 0.4);
  const textX = mirror ? W - safeX - textW : safeX;
  const mark = markSize(r.brand, { width: textW * 0.85, height: 104, floor });
  const gap = 24;
  const figure = figureBlock(r.figure, { width: textW, height: H - 2 * safeY - mark.height - gap, maxFigure: 230, labelSize: Math.max(40, floor), gap: 14 });
  // The artefact's side: from the words' edge (plus a gutter) to the crop's edge, so no card cuts it.
  const gutter = 32;
  const edge = Math.round(W * COVER_CROP) + 8;
  const side = { x: mirror ? edge : safeX + textW + gutter, w: W - safeX - textW - gutter - edge };
  const boxW = portrait ? side.w * 0.7 : side.w;
  const boxH = portrait ? H * 0.72 : Math.min(H * 0.6, boxW * 0.75);
  const artefact = { x: side.x + (side.w - boxW) / 2, y: (H - boxH) / 2, w: boxW, h: boxH };
  const words = { x: textX, y: safeY, w: textW, h: H - 2 * safeY };
  return {
    words,
    mark: { x: textX, y: safeY, w: textW * 0.85, h: mark.height },
    figure,
    figureBox: figure ? { x: textX, y: H - safeY - figure.height, w: textW, h: figure.height } : null,
    artefact,
    keep: union(words, artefact),
    mirror,
  };
}

/** The smallest box holding both. */
function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
}

const abs = (x: number, y: number, w: number, h: number, extra: Record<string, unknown> = {}) => ({
  position: "absolute" as const,
  left: x,
  top: y,
  width: w,
  height: h,
  display: "flex" as const,
  ...extra,
});

/** The category as small capitals: "Digital Marketing, Social Media" → "Digital Marketing · Social Media". */
const categoryLine = (c: string) =>
  c
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join("  ·  ");

/**
 * Decorative accent shapes of a cover, in a region `w` × `height` px of the artefact's side
 * (the caller clips them to it, so no shape ever sits behind a word).
 */
function coverDecor(s: Scheme, layout: number, w: number, height: number, mirror: boolean, rnd: () => number): ReactNode[] {
  const soft = mix(s.field, s.accent, 0.35);
  const cx = w / 2;
  switch (layout) {
    case 0: {
      // a slab of the accent from the top or the foot, four fifths of the height (a slab of the
      // full height reads as a blank band beside the artefact), with a disc on its edge
      const x = mirror ? 0 : w * 0.2;
      const slab = w * 0.8;
      const top = rnd() < 0.5 ? 0 : height * 0.2;
      // A white or near-white accent as a slab reads as blank paper: it is tinted into the field.
      const fill = lightness(s.accent) > 0.9 ? mix(s.field, s.accent, 0.3) : s.accent;
      return [
        <div key="d0" style={abs(x, top, slab, height * 0.8, { backgroundColor: fill })} />,
        <div key="d1" style={abs(mirror ? slab - 60 : x - 60, height * 0.64, 120, 120, { borderRadius: 60, backgroundColor: soft })} />,
      ];
    }
    case 1: {
      // a big disc across the whole side (never taller than the picture: a disc cut off at top
      // and foot leaves columns of one colour)
      const d = Math.min(height * 0.88, Math.max(w * 1.02, height * 0.6));
      return [<div key="d0" style={abs(cx - d / 2, (height - d) / 2, d, d, { borderRadius: d, backgroundColor: s.accent })} />];
    }
    case 2: // concentric rings
      return [0.5, 0.38, 0.26].map((r, i) => (
        <div
          key={`d${i}`}
          style={abs(cx - height * r, height / 2 - height * r, height * r * 2, height * r * 2, {
            borderRadius: height,
            backgroundColor: i % 2 ? s.field : s.accent,
          })}
        />
      ));
    default: {
      // diagonal bands
      const band = Math.round(height * (0.14 + rnd() * 0.06));
      return [0, 1, 2].map((i) => (
        <div
          key={`d${i}`}
          style={abs(w * 0.05 + i * band * 1.9, -height * 0.25, band, height * 1.5, { backgroundColor: i === 1 ? soft : s.accent, transform: "rotate(24deg)" })}
        />
      ));
    }
  }
}

/** A case study's or project's cover (1600×900, or a card's 1200×900): words on one side, the artefact on the other ({@link coverLayout}). */
function cover(c: Composer, r: Extract<ArtRecipe, { kind: "cover" }>): ReactElement {
  const s = scheme(r.brand.colours);
  const rnd = random(r.seed);
  const { width: W, height: H } = r;
  const layout = (r.seed >>> 5) % 4;
  const g = coverLayout(r);
  const mirror = g.mirror;
  const drawn = drawArtefact(r.artefact, { scheme: s, wordmark: r.brand.wordmark, figure: r.figure?.value ?? null, seed: r.seed, id: "a" });
  // The decoration fills the artefact's side from the words' column to the picture's edge (a
  // crop may cut a shape, never a word or the artefact), so no blank band opens between them.
  const decor = mirror ? { x: 0, w: g.words.x - 16 } : { x: g.words.x + g.words.w + 16, w: W - (g.words.x + g.words.w + 16) };
  const f = g.figure;
  // A field of dots in the margin beside the words (which a crop may cut), so the words' side
  // never opens with a blank band (tests/unit/cover-pixels.test.ts).
  const margin = mirror ? W - (g.words.x + g.words.w) : g.words.x;
  const pitch = Math.round(W * 0.022);
  const dotsW = Math.floor((margin * 0.8 - 16) / pitch) * pitch;
  const dotsH = Math.floor((H * 0.8) / pitch) * pitch;
  const dots = c.raw(
    {
      width: dotsW,
      height: dotsH,
      body: `<defs><pattern id="cd" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse"><circle cx="${pitch / 2}" cy="${pitch / 2}" r="${Math.round(W * 0.005)}" fill="${mix(s.field, s.onField, 0.4)}"/></pattern></defs><rect width="${dotsW}" height="${dotsH}" fill="url(#cd)"/>`,
    },
    { x: mirror ? W - margin * 0.2 - dotsW : margin * 0.2, y: (H - dotsH) / 2, w: dotsW, h: dotsH },
  );
  // A hairline rule across the words' column, between the word mark and the figure, where
  // they leave room: the column's width never reads as a blank band either.
  const gapTop = g.mark.y + g.mark.h;
  const gapBottom = g.figureBox ? g.figureBox.y : g.words.y + g.words.h;
  const rule =
    gapBottom - gapTop >= 48 ? (
      <div key="rule" style={abs(g.words.x, Math.round((gapTop + gapBottom) / 2) - 2, g.words.w, 4, { backgroundColor: mix(s.field, s.onField, 0.4) })} />
    ) : null;
  // The words a phone can read at the width the picture is shown: the word mark, the figure
  // large and what it counts. The category is not drawn: every card and banner has it as text
  // beside the picture.
  const words = c.framed({ name: "the cover's column of words", box: g.words }, () => (
    <div key="words" style={abs(g.words.x, g.words.y, g.words.w, g.words.h, { flexDirection: "column", justifyContent: "space-between" })}>
      {c.wordmark(r.brand, { on: s.field, width: g.mark.w, height: 104 })}
      <div style={{ display: "flex", flexDirection: "column" }}>
        {f && c.figure(f.value, { colour: s.figure, on: s.field, size: f.size })}
        {f?.label && figureLabel(c, s, f, g.words.w, { marginTop: 14 })}
      </div>
    </div>
  ));
  return (
    <div style={{ width: W, height: H, display: "flex", position: "relative", overflow: "hidden", backgroundColor: s.field, fontFamily: FONT_FAMILY }}>
      <div style={abs(decor.x, 0, decor.w, H, { overflow: "hidden" })}>{coverDecor(s, layout, decor.w, H, mirror, rnd)}</div>
      {dots.el}
      {rule}
      {c.artefact(drawn, g.artefact)}
      {words}
    </div>
  );
}

/** A cover's figure label under its figure, in the cover's field colours; `maxWidth` px of the picture. */
function figureLabel(
  c: Composer,
  s: ReturnType<typeof scheme>,
  f: { readonly label: string | null; readonly labelSize: number },
  maxWidth: number,
  style: Record<string, string | number>,
) {
  return c.text(f.label ?? "", { colour: s.onField, on: s.field, size: f.labelSize, weight: 700, lineHeight: LABEL_LEADING, maxWidth, style });
}

/** A project tile or a study's upright cut (900×1200): word mark and figure above, the artefact below, centred ({@link coverLayout}). */
function tile(c: Composer, r: Extract<ArtRecipe, { kind: "cover" }>): ReactElement {
  const s = scheme(r.brand.colours);
  const { width: W, height: H } = r;
  const drawn = drawArtefact(r.artefact, { scheme: s, wordmark: r.brand.wordmark, figure: r.figure?.value ?? null, seed: r.seed, id: "a" });
  const g = coverLayout(r);
  const f = g.figure;
  const disc = H * 0.56;
  // A small disc in the top corner, above the word mark, so no crop opens with a blank band.
  const corner = W * 0.34;
  return (
    <div style={{ width: W, height: H, display: "flex", position: "relative", overflow: "hidden", backgroundColor: s.field, fontFamily: FONT_FAMILY }}>
      <div
        style={abs(W * 0.78 - corner / 2, -H * 0.06 - corner / 2, corner, corner, { borderRadius: corner, backgroundColor: mix(s.field, s.accent, 0.35) })}
      />
      <div style={abs(W / 2 - disc / 2, H * 0.55, disc, disc, { borderRadius: disc, backgroundColor: s.accent })} />
      {c.artefact(drawn, g.artefact)}
      {c.framed({ name: "the tile's words", box: g.words }, () => (
        <div style={abs(g.words.x, g.words.y, g.words.w, g.words.h, { flexDirection: "column", alignItems: "center" })}>
          {c.wordmark(r.brand, { on: s.field, width: W * 0.5, height: 76 })}
          {f && <div style={{ display: "flex", marginTop: 18 }}>{c.figure(f.value, { colour: s.figure, on: s.field, size: f.size })}</div>}
          {f?.label && figureLabel(c, s, f, W * 0.56, { marginTop: 10, textAlign: "center", justifyContent: "center" })}
        </div>
      ))}
    </div>
  );
}

/**
 * A detail picture (1200×900): the artefact large on the field, the word mark and, when it fits
 * on one line at a size a phone can read, the category.
 */
function detail(c: Composer, r: Extract<ArtRecipe, { kind: "cover" }>): ReactElement {
  const s = scheme(r.brand.colours);
  const { width: W, height: H } = r;
  // The field here is the accent's deep shade, and the artefact the cover's companion
  // (media/recipes.ts detailArtefact): the detail never repeats the cover.
  const field = withLightness(s.primary, 0.24, 0.8);
  const on = readable(field, "#ffffff");
  const drawn = drawArtefact(r.artefact, { scheme: s, wordmark: r.brand.wordmark, figure: r.figure?.value ?? null, seed: r.seed ^ 0x55, id: "a" });
  const portrait = PORTRAIT_ARTEFACTS.has(r.artefact);
  // A landscape artefact starts below the word mark and category line (which end near 0.21 H).
  const box = portrait ? { x: W * 0.5, y: H * 0.08, w: W * 0.4, h: H * 0.84 } : { x: W * 0.16, y: H * 0.27, w: W * 0.78, h: H * 0.65 };
  const categoryWidth = portrait ? W * 0.4 : W * 0.5;
  const categorySize =
    Math.max(22, c.floor) <= fitSize(categoryLine(r.category).toUpperCase(), categoryWidth - 2 * categoryLine(r.category).length, 64, 700)
      ? Math.max(22, c.floor)
      : 0;
  // Beside an upright artefact, a field of dots fills the lower left, under the words, so the
  // picture never opens with a blank band there (tests/unit/cover-pixels.test.ts).
  const pitch = Math.round(W * 0.03);
  const dotsW = Math.floor((W * 0.42 - 24 - 72) / pitch) * pitch;
  const dotsH = Math.floor((H * 0.46) / pitch) * pitch;
  const dots = portrait
    ? c.raw(
        {
          width: dotsW,
          height: dotsH,
          body: `<defs><pattern id="dd" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse"><circle cx="${pitch / 2}" cy="${pitch / 2}" r="${Math.round(W * 0.006)}" fill="${mix(field, on, 0.3)}"/></pattern></defs><rect width="${dotsW}" height="${dotsH}" fill="url(#dd)"/>`,
        },
        { x: 72, y: H * 0.9 - dotsH, w: dotsW, h: dotsH },
      )
    : null;
  return (
    <div style={{ width: W, height: H, display: "flex", position: "relative", overflow: "hidden", backgroundColor: field, fontFamily: FONT_FAMILY }}>
      <div style={abs(portrait ? W * 0.42 : W * 0.5, portrait ? H * 0.1 : H * 0.08, H * 0.9, H * 0.9, { borderRadius: H, backgroundColor: s.primary })} />{" "}
      {dots?.el}
      {c.artefact(drawn, box)}
      <div style={abs(72, 64, portrait ? W * 0.4 : W * 0.5, 200, { flexDirection: "column" })}>
        {c.wordmark(r.brand, { on: field, width: W * 0.36, height: 84 })}
        {categorySize >= c.floor &&
          c.text(categoryLine(r.category), { colour: on, on: field, size: categorySize, weight: 700, tracking: 2, upper: true, style: { marginTop: 14 } })}
      </div>
    </div>
  );
}

/**
 * A showcase item (1200×900): its execution composed in its setting (./executions.tsx), or, in
 * the old shape and for a section's carousel slide, the artefact as a product shot, centred, on
 * one of four grounds.
 */
function showcase(c: Composer, r: Extract<ArtRecipe, { kind: "showcase" }>): ReactElement {
  if (r.execution) return execution(c, r as ExecutionRecipe);
  const artefact = r.artefact ?? "identity";
  const s = scheme(r.brand.colours);
  const { width: W, height: H } = r;
  const ground = [s.field, withLightness(s.primary, 0.95, 0.35), withLightness(s.primary, 0.2, 0.6), s.accent][r.seed % 4];
  const ring = mix(ground, s.accent === ground ? s.primary : s.accent, 0.35);
  const drawn = drawArtefact(artefact, { scheme: s, wordmark: r.brand.wordmark, figure: null, seed: r.seed, id: "a" });
  const portrait = PORTRAIT_ARTEFACTS.has(artefact);
  const box = portrait ? { x: W * 0.3, y: H * 0.12, w: W * 0.4, h: H * 0.76 } : { x: W * 0.2, y: H * 0.16, w: W * 0.6, h: H * 0.68 };
  const d = H * 0.92;
  return (
    <div style={{ width: W, height: H, display: "flex", position: "relative", overflow: "hidden", backgroundColor: ground, fontFamily: FONT_FAMILY }}>
      <div style={abs(W / 2 - d / 2, H / 2 - d / 2, d, d, { borderRadius: d, backgroundColor: ring })} />
      {c.artefact(drawn, box)}
    </div>
  );
}

/**
 * Colours of a practice's pictures, from its colours in spec/services/categories.yaml: a deep
 * ground of its accent, the accent itself for the disc, its light accent for details; by seed,
 * one of three depths of ground, so neighbouring services differ.
 */
function practiceColours(
  colour: { readonly accent: string; readonly onDark: string },
  seed: number,
): { field: string; accent: string; ring: string; detail: string } {
  const depth = [0.2, 0.26, 0.32][seed % 3];
  const field = withLightness(colour.accent, depth, 0.85);
  return { field, accent: colour.accent, ring: mix(field, colour.onDark, 0.3), detail: colour.onDark };
}

/** A service's hero (1200×900): its icon large in a disc, rings, its title and practice. */
function service(c: Composer, r: Extract<ArtRecipe, { kind: "service" }>, ctx: ComposeContext): ReactElement {
  const { width: W, height: H } = r;
  const p = practiceColours(r.colour, r.seed);
  const onField = readable(p.field, "#ffffff");
  const onAccent = readable(p.accent, "#ffffff", p.field);
  const d = H * 0.5;
  const cx = W * 0.66;
  const cy = H * 0.36;
  const icon = c.raw(
    {
      width: 24,
      height: 24,
      body: `<g fill="none" stroke="${onAccent}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${ctx.icon(r.icon)}</g>`,
    },
    { x: cx - d * 0.3, y: cy - d * 0.3, w: d * 0.6, h: d * 0.6 },
  );
  const dots = c.raw(
    {
      width: 220,
      height: 220,
      body: `<defs><pattern id="dp" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="3" fill="${p.detail}"/></pattern></defs><rect width="220" height="220" fill="url(#dp)" fill-opacity=".5"/>`,
    },
    { x: 70, y: 60, w: 220, h: 220 },
  );
  // Two lines of title at most, never below what a phone can read (./legibility.ts).
  const titleSize = Math.max(c.floor, Math.min(76, fitSize(r.title, W * 0.86 * 1.7, 76, 800)));
  return (
    <div style={{ width: W, height: H, display: "flex", position: "relative", overflow: "hidden", backgroundColor: p.field, fontFamily: FONT_FAMILY }}>
      {dots.el}
      {[1.5, 1.25].map((k, i) => (
        <div key={`r${i}`} style={abs(cx - (d * k) / 2, cy - (d * k) / 2, d * k, d * k, { borderRadius: d * k, border: `3px solid ${p.ring}` })} />
      ))}
      <div style={abs(cx - d / 2, cy - d / 2, d, d, { borderRadius: d, backgroundColor: p.accent })} />
      {icon.el}
      {c.framed({ name: "the room for the title", box: { x: 72, y: H * 0.68, w: W - 144, h: H * 0.28 } }, () => (
        <div style={abs(72, H * 0.68, W - 144, H * 0.28, { flexDirection: "column", justifyContent: "flex-end" })}>
          {c.text(r.practiceName, {
            colour: readable(p.field, p.detail, onField),
            on: p.field,
            size: Math.max(24, c.floor),
            weight: 700,
            tracking: 3,
            upper: true,
            style: { marginBottom: 14 },
          })}
          {c.text(r.title, { colour: onField, on: p.field, size: titleSize, tracking: -1.5, lineHeight: 1.05, maxWidth: W - 144 })}
        </div>
      ))}
    </div>
  );
}

/**
 * A picture without words (1200×900 or 1600×900): the icon in a disc with rings on the
 * practice's deep ground, a field of dots and a large soft circle; the seed places the disc
 * left, centre or right (and nudges it), sets how many rings it has, where the dots fall and
 * how large the soft circle is, so the three benefit cards of a service, and its neighbours,
 * differ.
 */
function motif(c: Composer, r: Extract<ArtRecipe, { kind: "motif" }>, ctx: ComposeContext): ReactElement {
  const { width: W, height: H } = r;
  const p = practiceColours(r.colour, r.seed);
  const onAccent = readable(p.accent, "#ffffff", p.field);
  const layout = (r.seed >>> 2) % 3;
  // Besides the three layouts, the seed nudges the disc by up to 4% each way and sizes the soft
  // circle, so two pictures of the same icon and practice never coincide.
  const nudge = (bits: number) => (((r.seed >>> bits) & 0xff) / 255 - 0.5) * 0.08;
  const cx = W * ([0.3, 0.5, 0.7][layout]! + nudge(8));
  // A tall picture (a home panel) carries words over its lower half: the disc goes up.
  const cy = H * ((H > W ? [0.3, 0.33, 0.36] : [0.46, 0.5, 0.54])[(r.seed >>> 4) % 3]! + nudge(16));
  const d = H * 0.44;
  const rings = [[1.45, 1.9], [1.4, 1.8, 2.3], [1.6]][(r.seed >>> 6) % 3]!;
  const icon = c.raw(
    {
      width: 24,
      height: 24,
      body: `<g fill="none" stroke="${onAccent}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${ctx.icon(r.icon)}</g>`,
    },
    { x: cx - d * 0.3, y: cy - d * 0.3, w: d * 0.6, h: d * 0.6 },
  );
  const dotsAt = layout === 0 ? { x: W - 300, y: H - 280 } : { x: 70, y: 60 };
  const dots = c.raw(
    {
      width: 220,
      height: 220,
      body: `<defs><pattern id="dp" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="3" fill="${p.detail}"/></pattern></defs><rect width="220" height="220" fill="url(#dp)" fill-opacity=".45"/>`,
    },
    { ...dotsAt, w: 220, h: 220 },
  );
  const glow = H * (1.2 + (((r.seed >>> 24) & 0xff) / 255) * 0.25);
  const gx = layout === 2 ? -glow * 0.45 : W - glow * 0.55;
  return (
    <div style={{ width: W, height: H, display: "flex", position: "relative", overflow: "hidden", backgroundColor: p.field }}>
      <div style={abs(gx, H - glow * 0.6, glow, glow, { borderRadius: glow, backgroundColor: mix(p.field, p.accent, 0.22) })} />
      {dots.el}
      {rings.map((k, i) => (
        <div key={`r${i}`} style={abs(cx - (d * k) / 2, cy - (d * k) / 2, d * k, d * k, { borderRadius: d * k, border: `3px solid ${p.ring}` })} />
      ))}
      <div style={abs(cx - d / 2, cy - d / 2, d, d, { borderRadius: d, backgroundColor: p.accent })} />
      {icon.el}
    </div>
  );
}

/** Degrees as a map writes them: 1.29° S, 36.82° E. */
function degrees(value: number, positive: string, negative: string): string {
  return `${Math.abs(value).toFixed(2)}° ${value < 0 ? negative : positive}`;
}

/**
 * A country office's picture (1200×750), in place of a team photograph: on the brand's blue,
 * rings spread from the office like a radar, with faint points around it; the agency's name
 * there, the city large and its coordinates on the left. The seed scatters the points.
 */
function office(c: Composer, r: Extract<ArtRecipe, { kind: "office" }>, ctx: ComposeContext): ReactElement {
  const { width: W, height: H } = r;
  const field = ctx.palette[700]!;
  const line = ctx.palette[500]!;
  const point = ctx.palette[300]!;
  const cx = W * 0.74;
  const cy = H * 0.5;
  const rand = random(r.seed);
  const rings = [90, 170, 250, 330, 410]
    .map(
      (rad, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="none" stroke="${line}" stroke-width="${i === 0 ? 3 : 2}" stroke-opacity="${0.9 - i * 0.15}"/>`,
    )
    .join("");
  const cross = `<path d="M${cx - 430} ${cy}H${cx + 430}M${cx} ${cy - 430}V${cy + 430}" stroke="${line}" stroke-width="1.5" stroke-dasharray="6 10"/>`;
  const points = Array.from({ length: 9 }, () => {
    const angle = rand() * Math.PI * 2;
    const dist = 110 + rand() * 300;
    return `<circle cx="${(cx + Math.cos(angle) * dist).toFixed(1)}" cy="${(cy + Math.sin(angle) * dist).toFixed(1)}" r="${(5 + rand() * 5).toFixed(1)}" fill="${point}" fill-opacity=".55"/>`;
  }).join("");
  const pin = `<circle cx="${cx}" cy="${cy}" r="46" fill="${point}" fill-opacity=".22"/><circle cx="${cx}" cy="${cy}" r="26" fill="${point}" fill-opacity=".4"/><circle cx="${cx}" cy="${cy}" r="13" fill="#ffffff" stroke="${field}" stroke-width="4"/>`;
  const map = c.raw({ width: W, height: H, body: `${cross}${rings}${points}${pin}` }, { x: 0, y: 0, w: W, h: H });
  const onField = readable(field, "#ffffff");
  const soft = readable(field, ctx.palette[200]!, onField);
  const textW = W * 0.5;
  return (
    <div style={{ width: W, height: H, display: "flex", position: "relative", overflow: "hidden", backgroundColor: field, fontFamily: FONT_FAMILY }}>
      {map.el}
      <div style={abs(72, 0, textW, H, { flexDirection: "column", justifyContent: "center" })}>
        {c.text(r.name, { colour: soft, on: field, size: Math.max(24, c.floor), weight: 700, tracking: 3, upper: true, style: { marginBottom: 18 } })}
        {c.text(r.city, { colour: onField, on: field, size: Math.min(112, fitSize(r.city, textW, 112, 800)), tracking: -2 })}
        {c.text(`${degrees(r.latitude, "N", "S")} · ${degrees(r.longitude, "E", "W")}`, {
          colour: soft,
          on: field,
          size: Math.max(28, c.floor),
          weight: 500,
          style: { marginTop: 22 },
        })}
      </div>
    </div>
  );
}

/**
 * Where a country hero is cut on the narrowest screen: the page shows it with `object-fit:
 * cover` at `object-position: 75% 50%` (runtime/pages/CountryPage.tsx) in a box as narrow as a
 * portrait phone's (9:16, narrower than 375 × 70 % of 812 px), so only the part of the picture
 * inside this cut is seen at every width.
 */
export const COUNTRY_HERO_CUT = { ratio: 9 / 16, focus: { x: 75, y: 50 } } as const;

/** A box in a picture, px from its top-left corner. */
export interface LabelBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * Where a country hero puts its office city's label ("Kampala" was cut to "Kamp" at
 * 375 px): beside the pin, right of it, else left of it, else centred under it, always whole
 * inside the cut every screen shows ({@link COUNTRY_HERO_CUT}), 16 px in from its sides.
 * @param W picture width, px
 * @param H picture height, px
 * @param pin the city's point, px in the picture
 * @param city the label's text
 * @param size the label's font size, px (weight 800); its box adds 14 px of padding each side
 */
export function cityLabelBox(W: number, H: number, pin: readonly [number, number], city: string, size: number): LabelBox {
  const cut = cropBox(W, H, COUNTRY_HERO_CUT.ratio, COUNTRY_HERO_CUT.focus);
  const inset = 16;
  const [lo, hi] = [cut.left + inset, cut.left + cut.width - inset];
  const w = Math.min(hi - lo, Math.ceil([...city].reduce((sum, ch) => sum + advance(ch), 0) * size + 28));
  const h = 60;
  const [px, py] = pin;
  const y = Math.min(H - h - inset, Math.max(inset, py - h / 2));
  if (px + 40 + w <= hi && px + 40 >= lo) return { x: px + 40, y, w, h };
  if (px - 40 - w >= lo && px - 40 <= hi) return { x: px - 40 - w, y, w, h };
  return { x: Math.min(hi - w, Math.max(lo, px - w / 2)), y: Math.min(H - h - inset, py + 50), w, h };
}

/** A country's hero (1600×900): its outline large on the right, a graticule, the office city marked. */
function country(c: Composer, r: Extract<ArtRecipe, { kind: "country" }>, ctx: ComposeContext): ReactElement {
  const { width: W, height: H } = r;
  const field = ctx.palette[950];
  const land = ctx.palette[700];
  const edge = ctx.palette[400];
  const accent = ctx.palette[300];
  // Upper right: the hero's heading sits bottom left. A tall narrow hero crops the sides, so the
  // outline keeps inside the cut every screen shows (a phone's 9:16, COUNTRY_HERO_CUT), 16 px in:
  // at 375 px the whole country and its city's label are seen.
  const cut = cropBox(W, H, COUNTRY_HERO_CUT.ratio, COUNTRY_HERO_CUT.focus);
  const box = { x: cut.left + 16, y: H * 0.12, w: cut.width - 32, h: H * 0.7 };
  const shape = ctx.outline(r.country, { width: box.w, height: box.h }, r.office ? [r.office.longitude, r.office.latitude] : null);
  const grid = Array.from({ length: 9 }, (_, i) => `M${i * 200} 0V${H}`).join("") + Array.from({ length: 5 }, (_, i) => `M0 ${i * 200 + 50}H${W}`).join("");
  const layers: ReactElement[] = [
    c.raw({ width: W, height: H, body: `<path d="${grid}" stroke="${ctx.palette[800]}" stroke-width="1.5" fill="none"/>` }, { x: 0, y: 0, w: W, h: H }).el,
  ];
  const words: ReactElement[] = [];
  if (shape) {
    let marker = "";
    if (shape.point) {
      const [px, py] = shape.point;
      marker = `<circle cx="${px}" cy="${py}" r="44" fill="${accent}" fill-opacity=".18"/><circle cx="${px}" cy="${py}" r="24" fill="${accent}" fill-opacity=".35"/><circle cx="${px}" cy="${py}" r="11" fill="${accent}" stroke="${field}" stroke-width="4"/>`;
    }
    layers.push(
      c.raw(
        { width: box.w, height: box.h, body: `<path d="${shape.d}" fill="${land}" stroke="${edge}" stroke-width="3" stroke-linejoin="round"/>${marker}` },
        box,
      ).el,
    );
    if (shape.point && r.office) {
      const [px, py] = shape.point;
      const pin = [box.x + px, box.y + py] as const;
      const label = cityLabelBox(W, H, pin, r.office.city, 34);
      const size = Math.min(34, fitSize(r.office.city, label.w - 28, 34, 800));
      words.push(
        <div
          key="city"
          style={abs(label.x, label.y, label.w, label.h, {
            alignItems: "center",
            justifyContent: label.x + label.w <= pin[0] ? "flex-end" : label.x >= pin[0] ? "flex-start" : "center",
          })}
        >
          <div style={{ display: "flex", backgroundColor: field, borderRadius: 12, padding: "6px 14px" }}>
            {c.text(r.office.city, { colour: readable(field, "#ffffff"), on: field, size, weight: 800 })}
          </div>
        </div>,
      );
    }
  }
  return (
    <div style={{ width: W, height: H, display: "flex", position: "relative", overflow: "hidden", backgroundColor: field, fontFamily: FONT_FAMILY }}>
      {layers}
      {words}
    </div>
  );
}

/** The composition of a recipe. */
export function compose(r: ArtRecipe, ctx: ComposeContext): Composition {
  const c = new Composer(Number.isFinite(r.wordFloor) ? r.wordFloor : 0, { name: "the picture", box: { x: 0, y: 0, w: r.width, h: r.height } });
  let element: ReactElement;
  switch (r.kind) {
    case "cover":
      element = r.format === "banner" || r.format === "card" ? cover(c, r) : r.format === "tile" ? tile(c, r) : detail(c, r);
      break;
    case "showcase":
      element = showcase(c, r);
      break;
    case "service":
      element = service(c, r, ctx);
      break;
    case "country":
      element = country(c, r, ctx);
      break;
    case "motif":
      element = motif(c, r, ctx);
      break;
    case "office":
      element = office(c, r, ctx);
      break;
  }
  return { element, texts: c.texts, layers: c.layers };
}
