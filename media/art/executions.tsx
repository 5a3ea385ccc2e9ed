/**
 * The executions of a case study's Showcase ("Showcase pictures that read as real
 * executions"): each item's format composed with its own copy, in its client's colours, in a
 * setting (a billboard by a road under the sky, a post on a phone in a hand, a spot on a
 * television in a living room, a radio script on a studio desk, an ad on a newspaper page, packs
 * on a shop shelf, a USSD menu on a feature phone, app screens, a page on a laptop, a stage and
 * its screen before an audience, a poster on a kiosk wall).
 *
 * A picture is one raw SVG layer (the setting and the execution's shapes) under the words, which
 * satori sets as paths through the {@link Composer}: every word at least the recipe's word floor
 * (./legibility.ts: 12 CSS px where the picture is shown narrowest) and inside the item's safe
 * box (media/recipes.ts `safeBox`: what the crop of its mosaic tile keeps). A word that cannot
 * be that large where it would go is left out, lowest first: the body, then the word mark, then
 * the call to action; the headline always stays (the copy is short, as the schema asks).
 * Shapes never sit over a word: the colour each word is checked against is the one under it.
 */
import type { ReactElement } from "react";
import type { ArtRecipe, Execution } from "../recipes.ts";
import type { Client, ShowcaseFormat } from "../../model/index.ts";
import { random } from "./artefacts.ts";
import type { Composer, Frame } from "./composer.tsx";
import { fitSize, linesAt, textWidth } from "./text-fit.ts";
import { FONT_FAMILY } from "./fonts.ts";
import { linesOf, lettersOf } from "./lettering.tsx";
import { type Scheme, lightness, mix, readable, scheme, withLightness } from "./palette.ts";

/** A box in px of the picture. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** A showcase recipe that names an execution. */
export type ExecutionRecipe = Extract<ArtRecipe, { kind: "showcase" }> & { readonly execution: Execution };

/** What every painter of a format gets. */
interface Kit {
  readonly c: Composer;
  readonly s: Scheme;
  readonly brand: Client;
  readonly x: Execution;
  readonly W: number;
  readonly H: number;
  /** The box every word stays inside. */
  readonly safe: Box;
  readonly rnd: () => number;
  /** The layout of the format this item takes (0, 1, 2…): its variant plus its seed. */
  readonly look: number;
}

/** A painted execution: the setting's SVG (under everything) and the words on top. */
interface Painted {
  readonly svg: string;
  readonly words: ReactElement[];
}

const n = (v: number) => String(Math.round(v * 10) / 10);
const rect = (b: Box, fill: string, extra = "") =>
  `<rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const rr = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ""} fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const grad = (id: string, stops: readonly string[], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops.map((c, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${c}"/>`).join("")}</linearGradient>`;
const abs = (b: Box, extra: Record<string, unknown> = {}) => ({
  position: "absolute" as const,
  left: b.x,
  top: b.y,
  width: b.w,
  height: b.h,
  display: "flex" as const,
  ...extra,
});
/** `b` shrunk by `d` px on every side (or `dx`, `dy`). */
const inset = (b: Box, dx: number, dy = dx): Box => ({ x: b.x + dx, y: b.y + dy, w: b.w - 2 * dx, h: b.h - 2 * dy });
/** The part of `a` inside `b`. */
function within(a: Box, b: Box): Box {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, w: Math.max(0, Math.min(a.x + a.w, b.x + b.w) - x), h: Math.max(0, Math.min(a.y + a.h, b.y + b.h) - y) };
}

/** Skin tones of the hands and people drawn (deep to medium brown). */
const SKIN = ["#5a3825", "#6f4530", "#8a5a3c"] as const;

/**
 * The largest size (px) from `max` down to `min` at which `text` wraps into a column `w` px wide
 * and `h` px tall (no word wider than the column); 0 when even `min` does not fit.
 */
export function fitIn(text: string, w: number, h: number, min: number, max: number, weight: 500 | 700 | 800 = 800, lineHeight = 1.08): number {
  const widest = Math.min(
    ...text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => fitSize(word, w * 0.96, 4000, weight)),
  );
  for (let size = Math.floor(Math.min(max, widest)); size >= min; size -= 1) {
    if (linesAt(text, w * 0.94, size, weight) * size * lineHeight <= h) return size;
  }
  return 0;
}

/** Width (px) of one line of `text` at `size`, as the fitting measures it. */
const widthOf = (text: string, size: number, weight: 500 | 700 | 800 = 800): number => textWidth(text, size, weight);

/** Whether a word mark fits `w` px wide at the floor (its longest line at 0.6 em a letter, as Composer.wordmark sets it). */
function markFits(c: Composer, brand: Client, w: number): boolean {
  const longest = Math.max(...linesOf(lettersOf(brand)).map((l) => [...l].length), 1);
  return longest * 0.6 * c.floor <= w;
}

/** Options of {@link creative}. */
interface CreativeOptions {
  /** The colour of the face. */
  readonly field: string;
  /** Whether the body may be set (where it fits). */
  readonly body: boolean;
  /** Whether the word mark may be set (where it fits). */
  readonly mark: boolean;
  /** Whether the call to action may be set (where it fits). */
  readonly cta?: boolean;
  /** The largest headline size, px. */
  readonly max: number;
  readonly align?: "left" | "center";
  /** Colour of the call to action's pill. */
  readonly pill?: string;
  /** What the words are printed on (the fit check, ./fit.ts): {@link frameOf}. */
  readonly frame: Frame;
}

/** The frame of words printed on `box` (what a crop of the picture keeps of it: its part inside the safe box), named in words. */
function frameOf(k: Kit, name: string, box: Box): Frame {
  return { name, box: within(box, k.safe) };
}

/**
 * The words of an execution's face, stacked in `box` (clipped to the safe box): the headline
 * large, the body under it where it fits, and at the foot the call to action as a pill and the
 * word mark. Returns the elements and the height the words take.
 */
function creative(k: Kit, box: Box, o: CreativeOptions): ReactElement[] {
  const { c, s, x } = k;
  const b = within(box, k.safe);
  if (b.w <= 0 || b.h <= 0) return [];
  const on = o.field;
  const ink = readable(on, lightness(on) > 0.6 ? s.body : "#ffffff", s.onField);
  const pill = o.pill ?? (Math.abs(lightness(s.accent) - lightness(on)) > 0.12 ? s.accent : lightness(on) > 0.6 ? s.body : "#ffffff");
  const onPill = readable(pill, "#ffffff", s.body, "#0b0f19");
  const f = c.floor;
  const gap = Math.max(12, f * 0.35);
  // The foot: the call to action and the word mark, on one row when both fit.
  const ctaSize = Math.max(f, Math.min(Math.round(b.h * 0.075), Math.round(f * 1.3)));
  const ctaW = widthOf(x.copy.cta, ctaSize, 700) + ctaSize * 1.6;
  let showCta = (o.cta ?? true) && ctaW <= b.w;
  const markH = Math.max(f, Math.min(Math.round(b.h * 0.09), Math.round(f * 1.4)));
  let showMark = o.mark && markFits(c, k.brand, b.w * (showCta ? Math.max(0.2, 1 - ctaW / b.w - 0.06) : 0.6));
  const footH = () => (showCta || showMark ? Math.max(showCta ? ctaSize * 1.9 : 0, showMark ? markH * linesOf(lettersOf(k.brand)).length * 1.05 : 0) + gap : 0);
  let hs = fitIn(x.copy.headline, b.w, b.h - footH(), f, o.max);
  if (!hs && showMark) {
    showMark = false;
    hs = fitIn(x.copy.headline, b.w, b.h - footH(), f, o.max);
  }
  if (!hs && showCta) {
    showCta = false;
    hs = fitIn(x.copy.headline, b.w, b.h - footH(), f, o.max);
  }
  // The headline always stays: at the floor, if nothing else fits (the copy is short).
  if (!hs) hs = f;
  let bs = 0;
  if (o.body) {
    const size = Math.max(f, Math.round(hs * 0.36));
    const bodyH = linesAt(x.copy.body, b.w * 0.94, size, 500) * size * 1.28;
    const free = b.h - footH() - gap;
    if (bodyH + hs * 1.08 * linesAt(x.copy.headline, b.w * 0.94, hs) <= free) bs = size;
    else {
      const smaller = fitIn(x.copy.headline, b.w, free - bodyH, f, o.max);
      if (smaller >= Math.max(f, size * 1.5)) {
        hs = smaller;
        bs = size;
      }
    }
  }
  const align = o.align ?? "left";
  const items = align === "center" ? "center" : "flex-start";
  const text = { textAlign: align } as Record<string, unknown>;
  return c.framed(o.frame, () => [
    <div key="w" style={abs(b, { flexDirection: "column", justifyContent: "space-between", alignItems: items })}>
      <div style={{ display: "flex", flexDirection: "column", alignItems: items }}>
        {c.text(x.copy.headline, { colour: ink, on, size: hs, weight: 800, tracking: -hs * 0.025, lineHeight: 1.04, maxWidth: b.w, style: text })}
        {bs > 0 && c.text(x.copy.body, { colour: ink, on, size: bs, weight: 500, lineHeight: 1.25, maxWidth: b.w, style: { marginTop: gap, ...text } })}
      </div>
      {(showCta || showMark) && (
        <div style={{ display: "flex", width: b.w, justifyContent: align === "center" ? "center" : "space-between", alignItems: "flex-end" }}>
          {showCta ? (
            <div
              style={{
                display: "flex",
                backgroundColor: pill,
                borderRadius: ctaSize,
                padding: `${Math.round(ctaSize * 0.42)}px ${Math.round(ctaSize * 0.75)}px`,
              }}
            >
              {c.text(x.copy.cta, { colour: onPill, on: pill, size: ctaSize, weight: 700, lineHeight: 1 })}
            </div>
          ) : (
            <div style={{ display: "flex" }} />
          )}
          {showMark && align !== "center" && c.wordmark(k.brand, { on, width: b.w * 0.4, height: markH * linesOf(lettersOf(k.brand)).length * 1.05 })}
        </div>
      )}
    </div>,
  ]);
}

/**
 * A person: head with a face (eyes and a smile), neck, shoulders; `h` px tall from the crown to
 * the bottom of the chest. `look` picks the hair (cropped, a bun, a head wrap in `wrap`), so the
 * people of one client's set and of two clients' differ.
 */
function person(cx: number, top: number, h: number, skin: string, shirt: string, look = 0, wrap = shirt): string {
  const r = h * 0.16;
  const style = look % 3;
  const hairColour = "#1b1410";
  const cap = `<path d="M${n(cx - r * 1.02)} ${n(top + r * 0.95)}a${n(r * 1.02)} ${n(r * 1.05)} 0 0 1 ${n(r * 2.04)} 0c0-.3-.2-${n(r * 0.5)}-${n(r * 0.25)}-${n(r * 0.62)}c-${n(r * 0.5)}-${n(r * 0.55)}-${n(r * 1.1)}-${n(r * 0.55)}-${n(r * 1.55)} 0z" fill="${hairColour}"/>`;
  const hair =
    style === 0
      ? cap
      : style === 1
        ? cap + circle(cx + r * 0.35, top - r * 0.15, r * 0.45, hairColour)
        : `<path d="M${n(cx - r * 1.1)} ${n(top + r * 0.9)}q${n(-r * 0.1)} ${n(-r * 1.3)} ${n(r * 1.1)} ${n(-r * 1.35)}q${n(r * 1.3)} ${n(r * 0.05)} ${n(r * 1.1)} ${n(r * 1.35)}z" fill="${wrap}"/>`;
  const ink = mix(skin, "#000000", 0.55);
  const face =
    circle(cx - r * 0.36, top + r * 1.05, r * 0.09, ink) +
    circle(cx + r * 0.36, top + r * 1.05, r * 0.09, ink) +
    `<path d="M${n(cx - r * 0.32)} ${n(top + r * 1.38)}q${n(r * 0.32)} ${n(r * 0.26)} ${n(r * 0.64)} 0" stroke="${ink}" stroke-width="${n(Math.max(1.5, r * 0.08))}" fill="none" stroke-linecap="round"/>`;
  const head = circle(cx, top + r, r, skin) + face + hair;
  const neck = rr(cx - r * 0.38, top + r * 1.8, r * 0.76, r * 0.7, r * 0.2, skin);
  const body = `<path d="M${n(cx - h * 0.42)} ${n(top + h)}c0-${n(h * 0.36)} ${n(h * 0.12)}-${n(h * 0.5)} ${n(h * 0.42)}-${n(h * 0.52)}c${n(h * 0.3)} ${n(h * 0.02)} ${n(h * 0.42)} ${n(h * 0.16)} ${n(h * 0.42)} ${n(h * 0.52)}z" fill="${shirt}"/>`;
  return neck + body + head;
}

/** An imaginary photograph in a panel: a warm ground, a sun or lamp, one or two people. */
function photo(k: Kit, b: Box, id: string, people = 1 + (k.look % 2)): string {
  const { s } = k;
  const sky = mix(s.accent, "#ffffff", 0.35);
  const ground = mix(s.primary, "#000000", 0.15);
  let out = `<defs><clipPath id="${id}"><rect x="${n(b.x)}" y="${n(b.y)}" width="${n(b.w)}" height="${n(b.h)}"/></clipPath>${grad(`${id}g`, [sky, mix(sky, s.primary, 0.45)])}</defs><g clip-path="url(#${id})">`;
  out += rect(b, `url(#${id}g)`) + circle(b.x + b.w * 0.75, b.y + b.h * 0.3, Math.min(b.w, b.h) * 0.2, mix(s.accent, "#fff7d6", 0.6));
  out += `<path d="M${n(b.x)} ${n(b.y + b.h * 0.78)}q${n(b.w * 0.5)} -${n(b.h * 0.12)} ${n(b.w)} 0V${n(b.y + b.h)}H${n(b.x)}z" fill="${ground}"/>`;
  const h = b.h * 0.72;
  for (let i = 0; i < people; i++) {
    const cx = b.x + b.w * (people === 1 ? 0.5 : 0.34 + i * 0.36);
    out += person(
      cx,
      b.y + b.h - h * (i ? 0.94 : 1),
      h * (i ? 0.94 : 1),
      SKIN[(i + k.look) % SKIN.length],
      i % 2 ? s.accent : mix(s.primary, "#ffffff", 0.2),
      k.look + i + (k.rnd() < 0.5 ? 0 : 1),
      s.accent,
    );
  }
  return `${out}</g>`;
}

/** A phone (body, screen) whose screen is `screen`; its body colour is near-black. */
function phoneBody(screen: Box, radius: number): string {
  const bz = Math.max(12, screen.w * 0.035);
  return (
    rr(screen.x - bz, screen.y - bz, screen.w + 2 * bz, screen.h + 2 * bz, radius + bz, "#111318") +
    rr(screen.x - bz + 3, screen.y - bz + 3, screen.w + 2 * bz - 6, screen.h + 2 * bz - 6, radius + bz - 3, "none", `stroke="#3a3f4a" stroke-width="3"`)
  );
}

/** A hand holding a phone from below: palm and thumb on the left edge, fingers on the right, at `y` (px) and below. */
function hand(phone: Box, y: number, skin: string, H: number): string {
  const x = phone.x;
  const w = phone.w;
  const shade = mix(skin, "#000000", 0.25);
  const palm = `<path d="M${n(x - w * 0.12)} ${n(H + 10)}C${n(x - w * 0.1)} ${n(y + 120)} ${n(x - w * 0.02)} ${n(y + 40)} ${n(x + w * 0.12)} ${n(y + 10)}L${n(x + w * 0.95)} ${n(y + 60)}C${n(x + w * 1.1)} ${n(y + 140)} ${n(x + w * 1.05)} ${n(H - 40)} ${n(x + w * 0.9)} ${n(H + 10)}z" fill="${skin}"/>`;
  const thumb = `<path d="M${n(x - w * 0.05)} ${n(y + 90)}C${n(x - w * 0.02)} ${n(y - 10)} ${n(x + w * 0.06)} ${n(y - 60)} ${n(x + w * 0.16)} ${n(y - 70)}C${n(x + w * 0.24)} ${n(y - 74)} ${n(x + w * 0.24)} ${n(y - 40)} ${n(x + w * 0.2)} ${n(y - 10)}L${n(x + w * 0.16)} ${n(y + 90)}z" fill="${skin}"/>`;
  const fingers = [0, 1, 2].map((i) => rr(x + w * 0.9, y - 40 + i * 70, w * 0.2, 60, 30, i % 2 ? skin : mix(skin, "#ffffff", 0.06))).join("");
  return (
    fingers +
    palm +
    `<path d="M${n(x + w * 0.2)} ${n(y + 60)}q${n(w * 0.3)} 40 ${n(w * 0.6)} 10" stroke="${shade}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    thumb
  );
}

/** Post action icons (heart, bubble, send) drawn at `x`, `y`, `s` px each. */
function actions(x: number, y: number, size: number, stroke: string): string {
  const t = (dx: number, d: string) =>
    `<path transform="translate(${n(x + dx)} ${n(y)}) scale(${n(size / 24)})" d="${d}" fill="none" stroke="${stroke}" stroke-width="2.2" stroke-linejoin="round"/>`;
  return (
    `<path transform="translate(${n(x)} ${n(y)}) scale(${n(size / 24)})" d="M12 21s-7.5-4.6-10-9.2C.3 8.6 2.3 4.5 6.2 4.2c2.2-.2 4.3.9 5.8 2.9 1.5-2 3.6-3.1 5.8-2.9 3.9.3 5.9 4.4 4.2 7.6C19.5 16.4 12 21 12 21z" fill="#e0245e"/>` +
    t(size * 1.6, "M21 11.5a8.4 8.4 0 0 1-12.4 7.4L3 21l2.1-5.4A8.4 8.4 0 1 1 21 11.5z") +
    t(size * 3.2, "M22 2 11 13M22 2l-7 20-4-9-9-4z")
  );
}

/** Clouds: soft white ellipses. */
const clouds = (rnd: () => number, W: number, top: number, count: number) =>
  Array.from({ length: count }, () => {
    const x = rnd() * W;
    const y = top + rnd() * 140;
    const w = 120 + rnd() * 160;
    return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(w * 0.22)}" fill="#ffffff" fill-opacity="${n(0.45 + rnd() * 0.3)}"/><ellipse cx="${n(x + w * 0.3)}" cy="${n(y - w * 0.12)}" rx="${n(w * 0.45)}" ry="${n(w * 0.2)}" fill="#ffffff" fill-opacity=".55"/>`;
  }).join("");

/** An acacia tree on the horizon. */
const acacia = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${n(x)} ${n(y)}v-${n(s * 0.7)}M${n(x)} ${n(y - s * 0.45)}l-${n(s * 0.25)}-${n(s * 0.25)}M${n(x)} ${n(y - s * 0.5)}l${n(s * 0.3)}-${n(s * 0.2)}" stroke="${fill}" stroke-width="${n(s * 0.06)}" stroke-linecap="round"/><ellipse cx="${n(x)}" cy="${n(y - s * 0.78)}" rx="${n(s * 0.62)}" ry="${n(s * 0.14)}" fill="${fill}"/>`;

// ——— The formats ———————————————————————————————————————————————————————————————

/** A roadside billboard: sky, hills and acacias on the horizon, a murram verge and the road; the board on two legs. */
function billboard(k: Kit): Painted {
  const { s, W, H, safe, rnd, look } = k;
  const dusk = look % 2 === 1;
  // A board of the usual shape (2.2:1), taller where the headline needs it at a readable size.
  const faceW = safe.w - 20;
  const heights = [Math.min(safe.h * 0.66, faceW / 2.2), safe.h * 0.76, safe.h * 0.86];
  const faceH = heights.find((h) => headlineFits(k, faceW * 0.88, h * 0.8)) ?? heights[heights.length - 1]!;
  const face: Box = { x: safe.x + 10, y: safe.y + 8, w: faceW, h: faceH };
  const horizon = Math.min(H - 120, face.y + face.h + 110);
  const sky = dusk ? ["#f6b26b", "#f9d9a6", "#fde9c9"] : ["#5fa8e8", "#9fd0f5", "#d8eefc"];
  let svg = `<defs>${grad("xs", sky)}</defs>${rect({ x: 0, y: 0, w: W, h: horizon + 4 }, "url(#xs)")}${clouds(rnd, W, 30, 4)}`;
  svg += `<path d="M0 ${n(horizon)}C${n(W * 0.2)} ${n(horizon - 70)} ${n(W * 0.4)} ${n(horizon - 30)} ${n(W * 0.55)} ${n(horizon - 50)}S${n(W * 0.85)} ${n(horizon - 90)} ${W} ${n(horizon - 40)}V${H}H0z" fill="${dusk ? "#7b6a5a" : "#7f9a6a"}"/>`;
  svg += [0.08, 0.9, 0.97].map((p, i) => acacia(W * p, horizon + 4, 80 + i * 20, dusk ? "#4a3d33" : "#3f5a35")).join("");
  svg += rect({ x: 0, y: horizon, w: W, h: H - horizon }, "#b5623b") + rect({ x: 0, y: horizon + (H - horizon) * 0.45, w: W, h: H }, "#3b3d42");
  svg += Array.from({ length: 7 }, (_, i) => rr(i * 200 - 40 + rnd() * 20, horizon + (H - horizon) * 0.72, 110, 10, 5, "#e9e3d3")).join("");
  const frame = inset(face, -16);
  const legs = [0.3, 0.7].map((p) => rr(face.x + face.w * p - 14, frame.y + frame.h, 28, horizon + 20 - (frame.y + frame.h), 3, "#2a2d33")).join("");
  svg += legs + rr(frame.x + 30, frame.y + frame.h - 4, frame.w - 60, 16, 4, "#3a3e46");
  svg += rr(frame.x, frame.y, frame.w, frame.h, 6, "#23262c");
  // The face: the brand's colour, a photograph on the side away from the words where the
  // headline still fits beside it at a readable size; else the words take the whole face.
  const field = look % 3 === 2 ? s.paper : s.primary;
  svg += rect(face, field);
  const photoW = face.w * 0.36;
  const pic: Box = look % 2 === 0 ? { x: face.x + face.w - photoW, y: face.y, w: photoW, h: face.h } : { x: face.x, y: face.y, w: photoW, h: face.h };
  const beside: Box = { x: look % 2 === 0 ? face.x : face.x + photoW + 10, y: face.y, w: face.w - photoW - 10, h: face.h };
  const withPhoto = headlineFits(k, beside.w * 0.88, face.h * 0.8);
  if (withPhoto) svg += photo(k, pic, "xp") + rect({ x: look % 2 === 0 ? pic.x - 10 : pic.x + pic.w, y: face.y, w: 10, h: face.h }, s.accent);
  svg += [0.25, 0.5, 0.75]
    .map(
      (p) =>
        `<path d="M${n(face.x + face.w * p)} ${n(frame.y)}v-24h26" stroke="#2a2d33" stroke-width="7" fill="none"/>` +
        rr(face.x + face.w * p + 18, frame.y - 34, 34, 14, 5, "#2a2d33"),
    )
    .join("");
  const words: Box = withPhoto ? beside : face;
  return {
    svg,
    words: creative(k, inset(words, words.w * 0.06, face.h * 0.1), {
      field,
      body: false,
      mark: true,
      max: face.h * 0.3,
      frame: frameOf(k, "the billboard", face),
    }),
  };
}

/** Whether the headline fits a column `w` × `h` px at the word floor or larger. */
const headlineFits = (k: Kit, w: number, h: number) => fitIn(k.x.copy.headline, w, h, k.c.floor, k.c.floor * 3) > 0;

/** A poster on a kiosk wall: a painted wall under a corrugated roof, a window with bars, a step; the poster taped on. */
function poster(k: Kit): Painted {
  const { s, W, H, safe, rnd, look, c } = k;
  const wall = [mix(s.primary, "#efe6d6", 0.82), "#e8d9b5", "#d9e3e6"][look % 3]!;
  // Landscape where words must be large (a small tile), upright on the lead.
  const landscape = c.floor > 60 || look % 2 === 1;
  const w = landscape ? Math.min(safe.w * 0.9, (safe.h - 12) * 1.75) : Math.round((safe.h - 12) * 0.76);
  const h = landscape ? Math.min(safe.h - 12, w / 1.42) : safe.h - 12;
  const face: Box = { x: safe.x + (safe.w - w) / 2 + (landscape ? 0 : look % 2 ? -60 : 60), y: safe.y + 6, w, h };
  let svg = rect({ x: 0, y: 0, w: W, h: H }, wall) + rect({ x: 0, y: H * 0.84, w: W, h: H * 0.16 }, mix(wall, "#5b4636", 0.45));
  svg += Array.from({ length: 14 }, () => circle(rnd() * W, rnd() * H * 0.8, 20 + rnd() * 60, "#ffffff", 'fill-opacity=".12"')).join("");
  svg +=
    `<path d="M0 0H${W}V40${Array.from({ length: 30 }, (_, i) => `L${n(W - i * (W / 30) - W / 60)} ${i % 2 ? 40 : 56}`).join("")}L0 40z" fill="#9aa1a8"/>` +
    rect({ x: 0, y: 56, w: W, h: 18 }, "#000000", 'fill-opacity=".12"');
  if (!landscape) {
    const wx = face.x > W / 2 - w / 2 ? 40 : W - 240;
    svg += rr(wx, 170, 200, 300, 6, "#2d2a27") + Array.from({ length: 5 }, (_, i) => rr(wx + 20 + i * 38, 170, 8, 300, 2, "#6b655f")).join("");
  }
  svg += rr(face.x + 14, face.y + 16, face.w, face.h, 4, "#000000", 'fill-opacity=".18"');
  const field = look % 3 === 1 ? s.paper : s.primary;
  svg += rect(face, field);
  const band = face.h * 0.05;
  // A photograph beside the words (landscape) or under them (upright), where the headline still fits.
  const pad = face.w * 0.07;
  let words: Box = { x: face.x + pad, y: face.y + pad, w: face.w - 2 * pad, h: face.h - 2 * pad - band };
  const pic: Box = landscape
    ? { x: face.x + face.w * 0.66, y: face.y, w: face.w * 0.34, h: face.h - band }
    : { x: face.x, y: face.y + face.h * 0.6, w: face.w, h: face.h * 0.4 - band };
  const narrowed: Box = landscape ? { ...words, w: face.w * 0.66 - 1.5 * pad } : { ...words, h: face.h * 0.6 - 1.5 * pad };
  if (headlineFits(k, narrowed.w, narrowed.h)) {
    svg += photo(k, pic, "xq", 1);
    words = narrowed;
  }
  svg += rect({ x: face.x, y: face.y + face.h - band, w: face.w, h: band }, s.accent);
  svg += [
    [face.x - 18, face.y - 12, -18],
    [face.x + face.w - 60, face.y - 14, 16],
  ]
    .map(
      ([x, y, r]) =>
        `<rect x="${n(x!)}" y="${n(y!)}" width="80" height="30" fill="#f3e9c8" fill-opacity=".85" transform="rotate(${r} ${n(x! + 40)} ${n(y! + 15)})"/>`,
    )
    .join("");
  return { svg, words: creative(k, words, { field, body: true, mark: true, max: face.h * 0.2, frame: frameOf(k, "the poster", face) }) };
}

/** A frame of the spot on a television in a living room: wall, console, plant, lamp, the sofa's back. */
function tvFrame(k: Kit): Painted {
  const { s, W, H, safe, look } = k;
  const wall = [mix(s.body, "#c7b299", 0.7), "#3d4a52", "#8c6f5a"][look % 3]!;
  const sw = Math.min(safe.w * 0.94, (safe.h * 0.86 * 16) / 9);
  const screen: Box = { x: W / 2 - sw / 2, y: safe.y + 10, w: sw, h: (sw * 9) / 16 };
  let svg = `<defs>${grad("xw", [mix(wall, "#ffffff", 0.12), wall])}</defs>${rect({ x: 0, y: 0, w: W, h: H }, "url(#xw)")}`;
  svg +=
    circle(W * 0.92, H * 0.3, 220, "#ffd79a", 'fill-opacity=".25"') +
    rr(W * 0.92 - 4, H * 0.3, 8, H, 0, "#2b2520") +
    `<path d="M${n(W * 0.92 - 60)} ${n(H * 0.3)}h120l-30-80h-60z" fill="#f4e3c3"/>`;
  const consoleY = screen.y + screen.h + 40;
  svg += rr(W * 0.12, consoleY, W * 0.76, 60, 6, "#6d4b32") + rr(W * 0.12, consoleY, W * 0.76, 10, 4, "#845c3e");
  svg +=
    rr(W * 0.05, consoleY - 90, 80, 100, 10, "#c0704a") +
    [-40, -10, 20, 45]
      .map(
        (dx, i) =>
          `<ellipse cx="${n(W * 0.05 + 40 + dx)}" cy="${n(consoleY - 130 - (i % 2) * 40)}" rx="22" ry="70" fill="#3f6b3a" transform="rotate(${dx / 2} ${n(W * 0.05 + 40 + dx)} ${n(consoleY - 100)})"/>`,
      )
      .join("");
  svg += rr(screen.x - 16, screen.y - 16, screen.w + 32, screen.h + 32, 12, "#0e0f12") + rr(W / 2 - 70, screen.y + screen.h + 16, 140, 26, 4, "#1a1c20");
  // The frame: a scene in the brand's light, the super in a band of the brand's colour.
  const bandH = Math.max(screen.h * 0.34, k.c.floor * 2.6);
  svg +=
    photo(k, screen, "xt", 2) +
    rect({ x: screen.x, y: screen.y + screen.h - bandH, w: screen.w, h: bandH }, s.primary) +
    rect({ x: screen.x, y: screen.y + screen.h - bandH, w: screen.w * 0.3, h: 8 }, s.accent);
  // The sofa's back and two heads in front, below the screen.
  const sofaY = Math.max(consoleY + 70, H - 130);
  svg +=
    `<path d="M-20 ${H + 10}V${n(sofaY + 40)}q0-40 60-40H${n(W - 40)}q60 0 60 40V${H + 10}z" fill="#2a2522"/>` +
    circle(W * 0.32, sofaY + 10, 56, "#15110f") +
    circle(W * 0.6, sofaY + 4, 60, "#15110f");
  const band: Box = { x: screen.x + screen.w * 0.05, y: screen.y + screen.h - bandH + bandH * 0.14, w: screen.w * 0.9, h: bandH * 0.74 };
  return {
    svg,
    words: creative(k, band, {
      field: s.primary,
      body: false,
      mark: true,
      max: bandH * 0.42,
      frame: frameOf(k, "the band across the television's screen", { x: screen.x, y: screen.y + screen.h - bandH, w: screen.w, h: bandH }),
    }),
  };
}

/** The screen box of a phone seen close up, in the middle of the safe box, reaching below the picture's foot. */
function phoneScreen(k: Kit, widthShare: number, ratio = 2.05): Box {
  // Never narrower than 520 px: the words on it are at least the floor, and the phone may reach past the safe box.
  const w = Math.min(Math.max(k.safe.w * widthShare, 520), 600);
  return { x: k.W / 2 - w / 2 + (k.look % 2 ? 60 : -60), y: Math.max(40, k.safe.y - 30), w, h: w * ratio };
}

/** A feed post on a phone held in a hand, against a blurred street. */
function socialPost(k: Kit): Painted {
  const { s, W, H, rnd, look, c } = k;
  const bg = [mix(s.primary, "#101418", 0.7), "#2f2a26", mix(s.accent, "#1a1a1a", 0.72)][look % 3]!;
  const screen = phoneScreen(k, 0.6);
  let svg =
    rect({ x: 0, y: 0, w: W, h: H }, bg) +
    Array.from({ length: 9 }, () =>
      circle(rnd() * W, rnd() * H, 40 + rnd() * 90, ["#ffd28a", "#ffffff", s.accent][Math.floor(rnd() * 3)]!, `fill-opacity="${n(0.12 + rnd() * 0.15)}"`),
    ).join("");
  svg += phoneBody(screen, 44) + rr(screen.x, screen.y, screen.w, screen.h, 40, "#ffffff");
  const head = 96;
  svg += circle(screen.x + 50, screen.y + head / 2 + 10, 24, s.primary);
  // The account's name beside its avatar where it reads at the floor; else the avatar alone (no bar stands for it).
  const account: Box = { x: screen.x + 88, y: screen.y + 14, w: screen.w - 112, h: head - 8 };
  const accountWords =
    c.floor <= account.h * 0.8 && widthOf(k.brand.name, c.floor, 700) <= account.w
      ? [
          <div key="acc" style={abs(account, { alignItems: "center" })}>
            {c.text(k.brand.name, {
              colour: "#1f2329",
              on: "#ffffff",
              size: c.floor,
              weight: 700,
              lineHeight: 1,
              frame: frameOf(k, "the post's header", account),
            })}
          </div>,
        ]
      : [];
  const img: Box = { x: screen.x, y: screen.y + head, w: screen.w, h: screen.w };
  const field = look % 2 ? s.accent : s.primary;
  const other = look % 2 ? s.primary : s.accent;
  svg +=
    rect(img, field) +
    `<defs><clipPath id="xi"><rect x="${n(img.x)}" y="${n(img.y)}" width="${n(img.w)}" height="${n(img.h)}"/></clipPath></defs><g clip-path="url(#xi)">${circle(img.x + img.w * 0.92, img.y + img.h * 1.0, img.w * 0.42, other)}${person(img.x + img.w * 0.8, img.y + img.h * 0.56, img.h * 0.46, SKIN[look % 3]!, mix(field, "#ffffff", 0.3), look + 1, other)}</g>`;
  const below = img.y + img.h + 24;
  svg += actions(screen.x + 24, below, 36, "#1f2329");
  // The call-to-action strip under the post, where the floor lets it read inside the safe box.
  const strip: Box = { x: screen.x + 20, y: below + 60, w: screen.w - 40, h: c.floor * 1.9 };
  // The words keep to the upper half of the picture: the disc and the person fill its lower right.
  const words = creative(
    k,
    { x: img.x + img.w * 0.07, y: img.y + img.h * 0.06, w: img.w * 0.86, h: img.h * 0.46 },
    { field, body: false, mark: false, cta: false, max: img.h * 0.15, frame: frameOf(k, "the post's picture", img) },
  );
  const tint = mix(s.primary, "#ffffff", 0.88);
  if (strip.y + strip.h <= k.safe.y + k.safe.h && widthOf(k.x.copy.cta, c.floor, 700) <= strip.w - 80) {
    svg +=
      rr(strip.x, strip.y, strip.w, strip.h, 12, tint) +
      `<path d="M${n(strip.x + strip.w - 50)} ${n(strip.y + strip.h / 2 - 14)}l14 14-14 14" stroke="${s.primary}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    words.push(
      <div key="cta" style={abs(inset(strip, 24, 0), { alignItems: "center" })}>
        {c.text(k.x.copy.cta, {
          colour: readable(tint, s.primary, s.body),
          on: tint,
          size: c.floor,
          weight: 700,
          lineHeight: 1,
          frame: frameOf(k, "the strip under the post", strip),
        })}
      </div>,
    );
  }
  svg += hand(screen, Math.min(H - 120, screen.y + screen.h * 0.72), SKIN[(look + 1) % 3]!, H);
  return { svg, words: [...accountWords, ...words] };
}

/** A vertical video on a phone on a creator's stand, a ring light behind it. */
function shortVideo(k: Kit): Painted {
  const { s, W, H, look, c } = k;
  const room = ["#2a2f3a", "#3a2d2a", mix(s.primary, "#15171c", 0.78)][look % 3]!;
  const screen = phoneScreen(k, 0.56, 2.0);
  let svg =
    rect({ x: 0, y: 0, w: W, h: H }, room) +
    circle(screen.x + screen.w / 2, screen.y + screen.w * 0.9, screen.w * 0.95, "none", 'stroke="#fff6e0" stroke-width="34" stroke-opacity=".9"') +
    circle(screen.x + screen.w / 2, screen.y + screen.w * 0.9, screen.w * 1.05, "none", 'stroke="#fff6e0" stroke-width="60" stroke-opacity=".12"');
  svg += rr(W / 2 - 8, screen.y + screen.h - 40, 16, H, 0, "#111");
  svg += phoneBody(screen, 44);
  const field = look % 2 ? mix(s.primary, "#000000", 0.25) : s.primary;
  svg += `<defs><clipPath id="xv"><rect x="${n(screen.x)}" y="${n(screen.y)}" width="${n(screen.w)}" height="${n(screen.h)}" rx="40"/></clipPath>${grad("xvg", [mix(field, "#ffffff", 0.15), field, mix(field, "#000000", 0.35)])}</defs><g clip-path="url(#xv)">`;
  svg += rect(screen, "url(#xvg)") + circle(screen.x + screen.w * 0.2, screen.y + screen.w * 0.3, screen.w * 0.35, s.accent, 'fill-opacity=".55"');
  svg += person(screen.x + screen.w * 0.55, screen.y + screen.w * 0.62, screen.w * 1.0, SKIN[look % 3]!, mix(s.accent, "#ffffff", 0.1), look + 2, s.primary);
  // The right-hand rail (like, comment, share) and the progress bar.
  svg += [0, 1, 2].map((i) => circle(screen.x + screen.w - 48, screen.y + screen.w * 0.95 + i * 90, 28, "#ffffff", 'fill-opacity=".9"')).join("");
  svg += `</g>`;
  // The caption as a sticker (white box, dark words) across the middle of the frame.
  let sticker: Box = within(
    { x: screen.x + screen.w * 0.05, y: Math.max(screen.y + screen.w * 0.12, k.safe.y + 10), w: screen.w * 0.8, h: screen.w * 0.78 },
    k.safe,
  );
  let hs = fitIn(k.x.copy.headline, sticker.w - 32, sticker.h - 30, c.floor, screen.w * 0.13);
  // A long word in a narrow tile: the sticker takes the whole width the crop keeps.
  if (!hs) {
    sticker = { ...sticker, x: Math.max(screen.x, k.safe.x), w: Math.min(screen.x + screen.w, k.safe.x + k.safe.w) - Math.max(screen.x, k.safe.x) };
    hs = fitIn(k.x.copy.headline, sticker.w - 32, sticker.h - 30, c.floor, screen.w * 0.13);
  }
  const size = hs || c.floor;
  const lines = linesAt(k.x.copy.headline, (sticker.w - 32) * 0.94, size);
  const boxH = lines * size * 1.08 + 34;
  const stick = within({ x: sticker.x, y: sticker.y, w: sticker.w, h: boxH }, k.safe);
  svg += rr(stick.x, stick.y, stick.w, boxH, 14, "#ffffff");
  const words: ReactElement[] = [
    <div key="st" style={abs(inset({ ...stick, h: boxH }, 16, 17))}>
      {c.text(k.x.copy.headline, {
        colour: "#111318",
        on: "#ffffff",
        size,
        weight: 800,
        lineHeight: 1.08,
        maxWidth: stick.w - 32,
        frame: frameOf(k, "the sticker on the video", { ...stick, h: boxH }),
      })}
    </div>,
  ];
  // The creator's caption under it, where the floor lets it read inside the frame.
  const cap: Box = {
    x: screen.x + 24,
    y: stick.y + boxH + 20,
    w: screen.w * 0.7,
    h: Math.min(k.safe.y + k.safe.h, screen.y + screen.h) - (stick.y + boxH + 20),
  };
  const bs = fitIn(k.x.copy.body, cap.w, cap.h, c.floor, c.floor * 1.05, 700, 1.2);
  if (bs) {
    const capH = linesAt(k.x.copy.body, cap.w * 0.94, bs, 700) * bs * 1.2 + 24;
    svg += rr(cap.x - 12, cap.y - 12, cap.w + 24, capH, 12, "#000000", 'fill-opacity=".72"');
    words.push(
      <div key="cap" style={abs({ ...cap, h: capH })}>
        {c.text(k.x.copy.body, {
          colour: "#ffffff",
          on: "#000000",
          size: bs,
          weight: 700,
          lineHeight: 1.2,
          maxWidth: cap.w,
          frame: frameOf(k, "the phone's screen", screen),
        })}
      </div>,
    );
  }
  return { svg, words };
}

/** A radio script on a studio desk: the sheet, a microphone with its pop filter, headphones, a cup. */
function radioScript(k: Kit): Painted {
  const { s, W, H, safe, look, c, x } = k;
  const desk = ["#2b2a2f", "#4a3a2e", "#23303a"][look % 3]!;
  const right = look % 2 === 0;
  const sheet: Box = { x: right ? safe.x : safe.x + safe.w * 0.2, y: safe.y - 40, w: safe.w * 0.8, h: H };
  let svg = rect({ x: 0, y: 0, w: W, h: H }, desk) + rect({ x: 0, y: 0, w: W, h: H }, "#ffffff", 'fill-opacity=".03"');
  // The microphone on its boom arm, its pop filter, beside the sheet (drawn first: nothing covers a word).
  const micX = right ? Math.min(W - 90, sheet.x + sheet.w + 90) : Math.max(90, sheet.x - 90);
  svg += `<path d="M${n(micX + (right ? 160 : -160))} -20L${n(micX)} ${n(H * 0.3)}" stroke="#1a1a1a" stroke-width="22" stroke-linecap="round"/>`;
  svg +=
    rr(micX - 62, H * 0.28, 124, 270, 62, "#2a2b2e") +
    Array.from({ length: 6 }, (_, i) => rr(micX - 52, H * 0.32 + i * 34, 104, 8, 4, "#3d3f44")).join("") +
    rr(micX - 74, H * 0.28 + 200, 148, 22, 8, "#111214");
  svg += circle(micX + (right ? -110 : 110), H * 0.4, 110, "#111", 'fill-opacity=".5" stroke="#444" stroke-width="6"');
  svg += circle(right ? 120 : W - 120, H - 80, 70, "#e8e2d8") + circle(right ? 120 : W - 120, H - 80, 54, "#5a3b22");
  svg +=
    `<g transform="rotate(${right ? -2 : 2} ${n(sheet.x + sheet.w / 2)} ${n(sheet.y + 300)})">${rr(sheet.x + 16, sheet.y + 20, sheet.w, sheet.h, 4, "#000000", 'fill-opacity=".3"')}</g>` +
    rr(sheet.x, sheet.y, sheet.w, sheet.h, 4, "#fbfaf6");
  // The station's band at the head of the sheet and the ruled margin.
  svg += rect({ x: sheet.x, y: sheet.y, w: sheet.w, h: 34 }, s.primary) + rect({ x: sheet.x + 70, y: sheet.y + 34, w: 3, h: sheet.h }, "#e8a0a0");
  const text: Box = { x: sheet.x + 96, y: sheet.y + 70, w: sheet.w - 130, h: H - sheet.y - 70 };
  const b = within(text, safe);
  const words: ReactElement[] = [];
  const f = c.floor;
  const ink = "#1c1d22";
  // A script's title is a line or two: the sheet is for the script.
  const hs = fitIn(x.copy.headline, b.w, b.h * 0.32, f, f * 1.6);
  const size = hs || f;
  const headH = linesAt(x.copy.headline, b.w * 0.94, size) * size * 1.08;
  const ctaSize = f;
  const ctaH = linesAt(x.copy.cta, b.w * 0.94, ctaSize, 700) * ctaSize * 1.2 + 16;
  const gap = Math.max(12, f * 0.4);
  // The script's first lines come before the call to action: a sheet with its title and a line of dialogue reads as a script.
  // Where the floor is low (the lead), the call to action keeps its line under the script.
  const bodyRoom = b.h - headH - 2 * gap - (f < 60 ? ctaH + gap : 0);
  // The script from its start, by whole sentences (a speaker's line, a sound cue), as far as the sheet shows it.
  const sentences = x.copy.body
    .match(/[^.!?…]+[.!?…]+["”’]?\s*|[^.!?…]+$/g)
    ?.map((t) => t.trim())
    .filter(Boolean) ?? [x.copy.body];
  let script = "";
  let bs = 0;
  for (const sentence of sentences) {
    const next = script ? `${script} ${sentence}` : sentence;
    const size = fitIn(next, b.w, bodyRoom, f, f * 1.05, 500, 1.3);
    if (!size) break;
    script = next;
    bs = size;
  }
  // A highlighter over the call to action: the brand's accent where it reads as a colour, else marker yellow.
  const marker = lightness(s.accent) > 0.85 || lightness(s.accent) < 0.35 ? "#ffe66b" : mix(s.accent, "#fff6a6", lightness(s.accent) > 0.6 ? 0.2 : 0.55);
  const sheetFrame = frameOf(k, "the script's sheet", sheet);
  words.push(
    <div key="s" style={abs(b, { flexDirection: "column" })}>
      {c.text(x.copy.headline, { colour: ink, on: "#fbfaf6", size, weight: 800, lineHeight: 1.08, maxWidth: b.w, frame: sheetFrame })}
      {bs > 0 &&
        c.text(script, {
          colour: "#33343b",
          on: "#fbfaf6",
          size: bs,
          weight: 500,
          lineHeight: 1.3,
          maxWidth: b.w,
          style: { marginTop: Math.max(12, f * 0.4) },
          frame: sheetFrame,
        })}
      {headH + ctaH + 2 * gap + (bs ? linesAt(script, b.w * 0.94, bs, 500) * bs * 1.3 + gap : 0) <= b.h && (
        <div style={{ display: "flex", marginTop: Math.max(12, f * 0.4), backgroundColor: marker, padding: "4px 10px" }}>
          {c.text(x.copy.cta, {
            colour: readable(marker, ink),
            on: marker,
            size: ctaSize,
            weight: 700,
            lineHeight: 1.2,
            maxWidth: b.w - 20,
            frame: sheetFrame,
          })}
        </div>
      )}
    </div>,
  );
  return { svg, words };
}

/** An ad on a newspaper page: the masthead's rules, columns of an article beside it, the ad boxed. */
function pressAd(k: Kit): Painted {
  const { s, W, H, safe, rnd, look } = k;
  const paper = "#f3efe4";
  const ink = "#2a2a2a";
  let svg =
    rect({ x: 0, y: 0, w: W, h: H }, "#6b5a4a") +
    `<g transform="rotate(${look % 2 ? 1.5 : -1.5} ${W / 2} ${H / 2})">${rect({ x: 30, y: -20, w: W - 60, h: H + 40 }, "#000000", 'fill-opacity=".25"')}</g>` +
    rect({ x: 20, y: -30, w: W - 40, h: H + 60 }, paper);
  svg += rect({ x: 60, y: 30, w: W - 120, h: 8 }, ink) + rect({ x: 60, y: 44, w: W - 120, h: 2 }, ink);
  const adW = safe.w * 0.72;
  const ad: Box = { x: look % 2 ? safe.x : safe.x + safe.w - adW, y: safe.y, w: adW, h: safe.h - 10 };
  // The article's columns on the other side, drawn as lines of type (the page is not the work).
  const colX = look % 2 ? ad.x + ad.w + 30 : 60;
  const colW = look % 2 ? W - 60 - colX : ad.x - 90;
  svg += rr(colX, 80, colW, 26, 4, ink) + rr(colX, 116, colW * 0.7, 26, 4, ink);
  for (let y = 170; y < H; y += 22) svg += rr(colX, y, colW * (0.8 + rnd() * 0.2), 8, 4, "#9c978c");
  svg += rect(inset(ad, -10), "none", `stroke="${ink}" stroke-width="3"`);
  const field = s.primary;
  svg += rect(ad, field) + rect({ x: ad.x, y: look % 3 === 2 ? ad.y + ad.h - 12 : ad.y, w: ad.w, h: 12 }, s.accent);
  let words: Box = { x: ad.x + ad.w * 0.06, y: ad.y + ad.h * 0.07, w: ad.w * 0.88, h: ad.h * 0.86 };
  if (headlineFits(k, ad.w * 0.5, ad.h * 0.6)) {
    svg += photo(k, { x: ad.x + ad.w * 0.6, y: ad.y + 12, w: ad.w * 0.4, h: ad.h - 12 }, "xn", 1);
    words = { ...words, w: ad.w * 0.5 };
  }
  return { svg, words: creative(k, words, { field, body: true, mark: true, max: ad.h * 0.16, frame: frameOf(k, "the ad", ad) }) };
}

/** Packs on a shop shelf: rows of bottles or packets in the brand's colours, a shelf talker with the words. */
function pack(k: Kit, bottles: boolean): Painted {
  const { s, W, H, safe, look, c } = k;
  const back = ["#2c2622", "#3a3430", "#26292e"][look % 3]!;
  let svg = rect({ x: 0, y: 0, w: W, h: H }, back);
  const shelves = [H * 0.36, H * 0.78];
  const item = (x: number, base: number, h: number, front: boolean) => {
    if (bottles) {
      const w = h * 0.32;
      return (
        `<path d="M${n(x + w * 0.36)} ${n(base - h)}h${n(w * 0.28)}v${n(h * 0.28)}q${n(w * 0.36)} ${n(h * 0.08)} ${n(w * 0.36)} ${n(h * 0.2)}V${n(base)}H${n(x)}V${n(base - h * 0.52)}q0-${n(h * 0.12)} ${n(w * 0.36)}-${n(h * 0.2)}z" fill="#3b2413"/>` +
        rr(x, base - h * 0.42, w, h * 0.26, 0, s.primary) +
        rr(x, base - h * 0.42, w, h * 0.05, 0, s.accent) +
        rr(x + w * 0.36, base - h, w * 0.28, h * 0.06, 0, "#c9a227") +
        (front ? "" : rr(x + w * 0.1, base - h * 0.5, w * 0.12, h * 0.4, 4, "#ffffff", 'fill-opacity=".18"'))
      );
    }
    const w = h * 0.7;
    return (
      `<path d="M${n(x)} ${n(base)}V${n(base - h * 0.92)}l${n(w * 0.08)}-${n(h * 0.08)}h${n(w * 0.84)}l${n(w * 0.08)} ${n(h * 0.08)}V${n(base)}z" fill="${s.primary}"/>` +
      rr(x, base - h * 0.34, w, h * 0.14, 0, s.accent) +
      circle(x + w * 0.5, base - h * 0.62, w * 0.2, mix(s.accent, "#ffffff", 0.4))
    );
  };
  for (const [i, y] of shelves.entries()) {
    const h = i === 0 ? 210 : 300;
    const step = bottles ? h * 0.36 : h * 0.74;
    for (let x = 30 + (i ? 0 : 20); x < W - 20; x += step) svg += item(x, y, h, i === 1);
    svg += rr(0, y, W, 26, 0, "#b9b1a6") + rr(0, y + 26, W, 10, 0, "#000000", 'fill-opacity=".3"');
    svg += Array.from({ length: 6 }, (_, j) => rr(60 + j * 200, y + 4, 70, 18, 2, "#ffffff")).join("");
  }
  // The shelf talker hangs from the lower shelf's edge… in front of the upper row, where the words go.
  const talker: Box = {
    x: safe.x + safe.w * (look % 2 ? 0.34 : 0.02),
    y: safe.y + safe.h * 0.04,
    w: safe.w * 0.64,
    h: Math.min(safe.h * 0.62, shelves[1]! - safe.y - 40),
  };
  svg +=
    rr(talker.x + 10, talker.y + 12, talker.w, talker.h, 18, "#000000", 'fill-opacity=".35"') +
    rr(talker.x, talker.y, talker.w, talker.h, 18, s.accent === s.primary ? s.paper : s.primary) +
    rect({ x: talker.x, y: talker.y + talker.h - 18, w: talker.w, h: 18 }, s.accent, `rx="0"`);
  const field = s.accent === s.primary ? s.paper : s.primary;
  return {
    svg,
    words: creative(
      k,
      { x: talker.x + 30, y: talker.y + 26, w: talker.w - 60, h: talker.h - 60 },
      { field, body: c.floor < 60, mark: true, max: talker.h * 0.28, frame: frameOf(k, "the shelf talker", talker) },
    ),
  };
}

/** A feature phone showing the USSD menu, on a market stall's table. */
function ussd(k: Kit): Painted {
  const { s, W, H, safe, look, c, x } = k;
  const table = ["#8a6a4c", "#6d5a48", mix(s.primary, "#7a6650", 0.8)][look % 3]!;
  const sw = Math.min(safe.w * 0.7, 680);
  const screen: Box = { x: W / 2 - sw / 2, y: safe.y + 4, w: sw, h: Math.min(safe.h - 8, sw * 0.86) };
  let svg =
    rect({ x: 0, y: 0, w: W, h: H }, table) + Array.from({ length: 10 }, (_, i) => rr(0, i * 96 + 30, W, 3, 0, "#000000", 'fill-opacity=".12"')).join("");
  const body: Box = { x: screen.x - 60, y: screen.y - 110, w: screen.w + 120, h: H + 200 };
  svg +=
    rr(body.x + 18, body.y + 24, body.w, body.h, 70, "#000000", 'fill-opacity=".35"') +
    rr(body.x, body.y, body.w, body.h, 70, look % 2 ? "#1c1f26" : "#2b2f38") +
    rr(body.x + W * 0.02, body.y + 40, body.w - W * 0.04, 24, 12, "#0b0c10");
  svg += rr(screen.x - 10, screen.y - 10, screen.w + 20, screen.h + 20, 12, "#0b0c10");
  const lcd = "#dfe8d8";
  svg += rect(screen, lcd) + rect({ x: screen.x, y: screen.y, w: screen.w, h: 10 }, s.primary);
  // The keys below the screen.
  const keysY = screen.y + screen.h + 40;
  const keyW = (body.w - 120) / 3;
  const keys: ReactElement[] = [];
  ["1", "2", "3"].forEach((d, i) => {
    const kx = body.x + 60 + i * keyW;
    svg += rr(kx + 8, keysY, keyW - 16, Math.max(90, c.floor * 1.3), 26, "#3e434f");
    const kb: Box = { x: kx + 8, y: keysY, w: keyW - 16, h: Math.max(90, c.floor * 1.3) };
    if (kb.y + kb.h <= safe.y + safe.h && c.floor <= kb.h * 0.9)
      keys.push(
        <div key={`k${d}`} style={abs(kb, { alignItems: "center", justifyContent: "center" })}>
          {c.text(d, { colour: "#ffffff", on: "#3e434f", size: c.floor, weight: 700, lineHeight: 1, frame: frameOf(k, "its key", kb) })}
        </div>,
      );
  });
  // The menu: the headline, then as many options as fit; the call to action in the soft-key row.
  const f = c.floor;
  const inner = inset(within(screen, safe), 26, 22);
  const dark = "#1f2a1f";
  const options = x.copy.body
    .split("|")
    .map((o) => o.trim())
    .filter(Boolean);
  const head = fitIn(x.copy.headline, inner.w, f * 2.4, f, f * 1.3);
  const lineSize = f;
  let used = (head || f) * 1.1 * linesAt(x.copy.headline, inner.w * 0.94, head || f) + 10;
  const soft = lineSize * 1.5;
  const shown: string[] = [];
  for (const o of options) {
    const h = linesAt(o, inner.w * 0.94, lineSize, 500) * lineSize * 1.15;
    if (used + h + soft > inner.h) break;
    used += h;
    shown.push(o);
  }
  const showCta = widthOf(x.copy.cta, lineSize, 700) <= inner.w && used + soft <= inner.h + 2;
  const lcdFrame = frameOf(k, "the phone's screen", screen);
  const words: ReactElement[] = [
    <div key="m" style={abs(inner, { flexDirection: "column", justifyContent: "space-between" })}>
      <div style={{ display: "flex", flexDirection: "column" }}>
        {c.text(x.copy.headline, {
          colour: dark,
          on: lcd,
          size: head || f,
          weight: 800,
          lineHeight: 1.1,
          maxWidth: inner.w,
          style: { marginBottom: 10 },
          frame: lcdFrame,
        })}
        {shown.map((o, i) => (
          <div key={i} style={{ display: "flex" }}>
            {c.text(o, { colour: dark, on: lcd, size: lineSize, weight: 500, lineHeight: 1.15, maxWidth: inner.w, frame: lcdFrame })}
          </div>
        ))}
      </div>
      {showCta && c.text(x.copy.cta, { colour: readable(lcd, s.primary, dark), on: lcd, size: lineSize, weight: 700, lineHeight: 1.2, frame: lcdFrame })}
    </div>,
    ...keys,
  ];
  return { svg, words };
}

/** Two phone screens of an app or a chat: one tilted behind, one upright in front with the words. */
function appScreens(k: Kit): Painted {
  const { s, W, H, look, c, x } = k;
  const bg = [mix(s.primary, "#ffffff", 0.82), "#eceae6", mix(s.accent, "#ffffff", 0.78)][look % 3]!;
  const screen = phoneScreen(k, 0.56, 2.0);
  let svg = rect({ x: 0, y: 0, w: W, h: H }, bg) + circle(W * (look % 2 ? 0.15 : 0.85), H * 0.4, 330, s.primary, 'fill-opacity=".14"');
  // The phone behind: the app's splash screen in the brand's colours, tilted (no rows of bars standing for words).
  const back: Box = { x: screen.x + (look % 2 ? -300 : 300), y: screen.y + 80, w: screen.w * 0.8, h: screen.h * 0.8 };
  svg += `<g transform="rotate(${look % 2 ? -9 : 9} ${n(back.x + back.w / 2)} ${n(back.y + back.h / 2)})">${phoneBody(back, 40)}${rr(back.x, back.y, back.w, back.h, 36, s.primary)}${circle(back.x + back.w / 2, back.y + back.h * 0.42, back.w * 0.3, s.accent === s.primary ? mix(s.primary, "#ffffff", 0.3) : s.accent)}</g>`;
  svg +=
    rr(screen.x + 22, screen.y + 30, screen.w, screen.h, 44, "#000000", 'fill-opacity=".18"') +
    phoneBody(screen, 44) +
    rr(screen.x, screen.y, screen.w, screen.h, 40, "#ffffff");
  const chat = look % 2 === 1;
  const wall = chat ? "#efe7dc" : "#ffffff";
  if (chat) svg += rr(screen.x, screen.y, screen.w, screen.h, 40, wall);
  const f = c.floor;
  const head: Box = { x: screen.x, y: screen.y, w: screen.w, h: 0 };
  const inner = within(inset({ x: screen.x, y: screen.y + 40, w: screen.w, h: screen.h }, 28, 0), k.safe);
  const parts = x.copy.body
    .split("|")
    .map((p) => p.trim())
    .filter(Boolean);
  // The headline as large as leaves room for the shortest of the body's rows (the screen's real
  // content), else at the floor.
  const rowHeight = (p: string) => linesAt(p, ((chat ? inner.w * 0.86 : inner.w) - 40) * 0.94, f, 500) * f * 1.2 + 36;
  const firstRow = parts.length ? Math.min(...parts.map(rowHeight)) + 24 + f * 1.8 + 20 : 0;
  const hs = fitIn(x.copy.headline, inner.w, Math.min(inner.h * 0.4, inner.h - firstRow - 80), f, f * 1.5);
  const size = hs || f;
  const headH = linesAt(x.copy.headline, inner.w * 0.94, size) * size * 1.06 + 80;
  svg += `<defs><clipPath id="xa"><rect x="${n(screen.x)}" y="${n(screen.y)}" width="${n(screen.w)}" height="${n(screen.h)}" rx="40"/></clipPath></defs><g clip-path="url(#xa)">${rect({ ...head, y: screen.y, h: inner.y - screen.y + headH }, s.primary)}</g>`;
  const appFrame = frameOf(k, "the phone's screen", screen);
  const words: ReactElement[] = [
    <div key="h" style={abs({ x: inner.x, y: inner.y + 30, w: inner.w, h: headH - 40 })}>
      {c.text(x.copy.headline, { colour: s.onPrimary, on: s.primary, size, weight: 800, lineHeight: 1.06, maxWidth: inner.w, frame: appFrame })}
    </div>,
  ];
  // Rows (an app's list, or chat bubbles) of the body's parts, as many as fit; the call to action as the screen's button.
  let y = inner.y + headH + 24;
  const bottom = inner.y + inner.h;
  const btnH = f * 1.8;
  for (const [i, p] of parts.entries()) {
    const rowW = chat ? inner.w * 0.86 : inner.w;
    const ls = linesAt(p, (rowW - 40) * 0.94, f, 500);
    const rowH = ls * f * 1.2 + 36;
    // A part too long for the room left gives way to a shorter one after it.
    if (ls > 3 || y + rowH + btnH + 20 > bottom) continue;
    const mine = chat && i % 2 === 1;
    const fill = chat ? (mine ? "#d9fdd3" : "#ffffff") : mix(s.primary, "#ffffff", 0.9);
    const rx = mine ? inner.x + inner.w - rowW : inner.x;
    svg += rr(rx, y, rowW, rowH, 20, fill);
    words.push(
      <div key={`p${i}`} style={abs({ x: rx + 20, y: y + 18, w: rowW - 40, h: rowH - 36 })}>
        {c.text(p, { colour: readable(fill, "#1f2329"), on: fill, size: f, weight: 500, lineHeight: 1.2, maxWidth: rowW - 40, frame: appFrame })}
      </div>,
    );
    y += rowH + 16;
  }
  // Below the rows that carry words, the screen stays empty: no rows of bars stand for words
  // the floor leaves out. A screen with room for no row and no button shows the app's opening
  // screen instead: the headline on the brand's colour, an accent disc below it.
  const button = widthOf(x.copy.cta, f, 700) + 40 <= inner.w && y + btnH <= bottom;
  if (y === inner.y + headH + 24 && !button)
    svg += `<g clip-path="url(#xa)">${rect(screen, s.primary)}${circle(screen.x + screen.w * (look % 2 ? 0.72 : 0.28), inner.y + headH + screen.w * 0.5, screen.w * 0.36, s.accent === s.primary ? mix(s.primary, "#ffffff", 0.25) : s.accent)}</g>`;
  if (button) {
    const btn: Box = { x: inner.x, y: bottom - btnH - 4, w: inner.w, h: btnH };
    svg += rr(btn.x, btn.y, btn.w, btn.h, btnH / 2, s.primary);
    words.push(
      <div key="b" style={abs(btn, { alignItems: "center", justifyContent: "center" })}>
        {c.text(x.copy.cta, { colour: s.onPrimary, on: s.primary, size: f, weight: 700, lineHeight: 1, frame: appFrame })}
      </div>,
    );
  }
  return { svg, words };
}

/** A web page on a laptop on a desk: the browser's bar, the site's hero with the words, a photograph; a mug and a plant. */
function webPage(k: Kit): Painted {
  const { s, W, H, safe, look } = k;
  const wall = ["#e9e4dc", "#dfe6ea", mix(s.primary, "#f4f1ec", 0.9)][look % 3]!;
  const sw = Math.min(safe.w, (safe.h * 1.05 * 16) / 10);
  const screen: Box = { x: W / 2 - sw / 2, y: safe.y - 10, w: sw, h: (sw * 10) / 16 };
  const deskY = screen.y + screen.h + 40;
  let svg = rect({ x: 0, y: 0, w: W, h: H }, wall) + rect({ x: 0, y: deskY, w: W, h: H - deskY }, "#b58a62") + rect({ x: 0, y: deskY, w: W, h: 8 }, "#c99c72");
  svg +=
    rr(screen.x - 24, screen.y - 24, screen.w + 48, screen.h + 48, 20, "#1b1d22") +
    `<path d="M${n(screen.x - 80)} ${n(deskY)}h${n(screen.w + 160)}l-40 30H${n(screen.x - 40)}z" fill="#9ea3ab"/>`;
  svg +=
    rr(look % 2 ? 40 : W - 150, deskY - 120, 100, 130, 14, "#f4f4f4") +
    `<path d="M${look % 2 ? 140 : W - 50} ${n(deskY - 90)}a30 30 0 0 1 0 60" stroke="#f4f4f4" stroke-width="14" fill="none"/>`;
  // The browser's bar, then the site: its nav, its hero.
  const bar = 54;
  svg +=
    rect(screen, "#ffffff") +
    rect({ x: screen.x, y: screen.y, w: screen.w, h: bar }, "#e8eaee") +
    [0, 1, 2].map((i) => circle(screen.x + 26 + i * 26, screen.y + bar / 2, 8, ["#ff5f57", "#febc2e", "#28c840"][i]!)).join("") +
    rr(screen.x + screen.w * 0.3, screen.y + 13, screen.w * 0.4, 28, 14, "#ffffff");
  const nav = 60;
  svg +=
    rect({ x: screen.x, y: screen.y + bar, w: screen.w, h: nav }, "#ffffff") +
    rr(screen.x + 30, screen.y + bar + 20, 110, 20, 10, s.primary) +
    [0, 1, 2].map((i) => rr(screen.x + screen.w - 330 + i * 100, screen.y + bar + 24, 70, 12, 6, "#9aa0a8")).join("");
  const hero: Box = { x: screen.x, y: screen.y + bar + nav, w: screen.w, h: screen.h - bar - nav };
  const field = look % 3 === 1 ? mix(s.primary, "#ffffff", 0.92) : s.primary;
  svg += rect(hero, field) + photo(k, { x: hero.x + hero.w * 0.6, y: hero.y, w: hero.w * 0.4, h: hero.h }, "xw2", 1);
  return {
    svg,
    words: creative(
      k,
      { x: hero.x + hero.w * 0.05, y: hero.y + hero.h * 0.1, w: hero.w * 0.52, h: hero.h * 0.8 },
      { field, body: true, mark: false, max: hero.h * 0.2, frame: frameOf(k, "the web page's banner", hero) },
    ),
  };
}

/** A stage and its LED screen before an audience: truss and lights above, heads and raised phones below. */
function eventStage(k: Kit): Painted {
  const { s, W, H, safe, rnd, look } = k;
  const hall = withLightness(s.primary, 0.14, 0.6);
  const sw = Math.min(safe.w * 0.96, (safe.h * 0.78 * 16) / 9);
  const screen: Box = { x: W / 2 - sw / 2, y: safe.y + 6, w: sw, h: (sw * 9) / 16 };
  let svg = `<defs>${grad("xh", [mix(hall, "#000000", 0.4), hall])}</defs>${rect({ x: 0, y: 0, w: W, h: H }, "url(#xh)")}`;
  svg +=
    rect({ x: 0, y: 20, w: W, h: 14 }, "#3a3d44") +
    Array.from({ length: 24 }, (_, i) => `<path d="M${i * 50} 20l25 14l25-14" stroke="#555a63" stroke-width="3" fill="none"/>`).join("");
  svg += [0.12, 0.35, 0.65, 0.88]
    .map(
      (p, i) =>
        `<path d="M${n(W * p)} 34L${n(W * p - 180 + i * 90)} ${H}H${n(W * p + 20 + i * 90)}z" fill="${i % 2 ? s.accent : "#ffffff"}" fill-opacity=".08"/>` +
        rr(W * p - 18, 30, 36, 28, 6, "#202226"),
    )
    .join("");
  if (look % 2 === 0)
    svg += [screen.x - 170, screen.x + screen.w + 40].map((x) => rr(x, screen.y + 40, 130, screen.h * 0.7, 8, s.accent, 'fill-opacity=".85"')).join("");
  const floor = screen.y + screen.h + 70;
  svg += rr(screen.x - 14, screen.y - 14, screen.w + 28, screen.h + 28, 6, "#050505");
  const field = look % 3 === 2 ? mix(s.primary, "#000000", 0.35) : s.primary;
  svg +=
    rect(screen, field) +
    `<defs><clipPath id="xe"><rect x="${n(screen.x)}" y="${n(screen.y)}" width="${n(screen.w)}" height="${n(screen.h)}"/></clipPath></defs><g clip-path="url(#xe)">${circle(screen.x + screen.w, screen.y, screen.w * 0.17, s.accent)}${circle(screen.x + screen.w, screen.y, screen.w * 0.1, mix(field, s.accent, 0.5))}</g>`;
  svg +=
    `<path d="M${n(screen.x - 120)} ${n(floor)}L${n(screen.x - 40)} ${n(floor - 50)}H${n(screen.x + screen.w + 40)}L${n(screen.x + screen.w + 120)} ${n(floor)}z" fill="${mix(hall, "#ffffff", 0.12)}"/>` +
    rect({ x: 0, y: floor, w: W, h: H - floor }, "#0c0d10");
  // A lectern, the audience's heads and a few raised phones, all below the screen.
  svg +=
    rr(W * (look % 2 ? 0.2 : 0.74), floor - 56, 90, 80, 6, s.primary) +
    rr(W * (look % 2 ? 0.2 : 0.74) - 10, floor - 66, 110, 16, 4, mix(s.primary, "#000", 0.3));
  for (let i = 0; i < 14; i++) {
    const x = i * 92 + rnd() * 30;
    const y = H - 40 + rnd() * 30;
    svg += `${circle(x, y - 50, 40, "#000000", 'fill-opacity=".8"')}<path d="M${n(x - 70)} ${H + 20}c0-60 30-80 70-80s70 20 70 80z" fill="#000" fill-opacity=".8"/>`;
    if (rnd() < 0.25) svg += rr(x + 30, y - 150, 34, 60, 6, "#1a1a1a") + rr(x + 34, y - 146, 26, 50, 3, "#bcd7ff", 'fill-opacity=".8"');
  }
  // The words keep left of the corner's discs (which reach 17% of the screen's width in).
  return {
    svg,
    words: creative(
      k,
      { x: screen.x + screen.w * 0.06, y: screen.y + screen.h * 0.1, w: screen.w * 0.76, h: screen.h * 0.8 },
      { field, body: true, mark: true, max: screen.h * 0.2, frame: frameOf(k, "the stage's screen", screen) },
    ),
  };
}

const PAINTERS: Readonly<Record<ShowcaseFormat, (k: Kit, r: ExecutionRecipe) => Painted>> = {
  billboard: billboard,
  poster: poster,
  "tv-frame": tvFrame,
  "social-post": socialPost,
  "short-video": shortVideo,
  "radio-script": radioScript,
  "press-ad": pressAd,
  pack: (k, r) => pack(k, /beer|brew|lager|beverage|drink|spirit/i.test(`${r.brand.name} ${r.title ?? ""}`)),
  ussd: ussd,
  "app-screens": appScreens,
  "web-page": webPage,
  "event-stage": eventStage,
};

/** The layout an execution takes of its format: its variant plus its seed (0, 1, 2…). */
export const lookOf = (r: ExecutionRecipe): number => r.execution.variant + (r.seed % 3);

/**
 * What makes an execution's composition: its format, the layout it takes, its copy and its
 * client's colours. Two recipes with the same key would paint the same picture; the pictures
 * test checks that no two share one (on a page or across clients).
 */
export function compositionKey(r: ExecutionRecipe): string {
  const { format, copy } = r.execution;
  return JSON.stringify([format, lookOf(r), copy.language, copy.headline, copy.body, copy.cta, r.brand.colours.primary, r.brand.colours.secondary]);
}

/**
 * A showcase execution (1200×900): its format's setting with its copy, in its client's colours.
 * The layout of the format is its `variant` (the items of one study with the same format before
 * it) plus its seed, so two of one format on a page differ, and so do two clients' of one format.
 */
export function execution(c: Composer, r: ExecutionRecipe): ReactElement {
  const s = scheme(r.brand.colours);
  const look = lookOf(r);
  const k: Kit = { c, s, brand: r.brand, x: r.execution, W: r.width, H: r.height, safe: r.execution.safe, rnd: random(r.seed), look };
  const painted = PAINTERS[r.execution.format](k, r);
  const layer = c.raw({ width: r.width, height: r.height, body: painted.svg }, { x: 0, y: 0, w: r.width, h: r.height });
  return (
    <div
      style={{ width: r.width, height: r.height, display: "flex", position: "relative", overflow: "hidden", backgroundColor: s.body, fontFamily: FONT_FAMILY }}
    >
      {layer.el}
      {painted.words}
    </div>
  );
}
