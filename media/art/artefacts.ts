/**
 * The campaign artefacts the composed pictures draw (spec `artefact`): a billboard, a phone
 * with a social post, a carousel ad, a reel or a chat, a lead form, a dashboard, a website, an
 * e-mail, an event stage, a radio, a TV, a newspaper, a brochure, a pack, a map, an identity
 * sheet. Each is plain SVG in its own view box, in a brand's {@link Scheme}: shapes only, no
 * bars standing for copy (a drawing too small for its words shows none), so files stay small. Words an artefact shows (the brand's word mark on a
 * billboard, a figure on a dashboard) are returned as {@link Label}s, which the composition
 * sets with satori (text as paths) on top, each with the colour it sits on, so its contrast is
 * checked like every other text.
 */
import type { Artefact } from "../../model/index.ts";
import { type Scheme, mix, readable, withLightness, lightness } from "./palette.ts";

/** A word drawn on an artefact, in the artefact's view-box units. */
export interface Label {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** Box the text is fitted into (its size shrinks to fit one line). */
  readonly w: number;
  readonly h: number;
  readonly colour: string;
  /** The colour the text sits on (for the contrast check). */
  readonly on: string;
  readonly weight?: 500 | 700 | 800;
  readonly align?: "left" | "center";
}

/** One drawn artefact: its view box (px), its SVG content and its words. */
export interface Drawn {
  readonly width: number;
  readonly height: number;
  /** SVG elements (no outer <svg>), ids prefixed by the caller's prefix. */
  readonly body: string;
  readonly labels: readonly Label[];
}

/** What an artefact is drawn from. */
export interface ArtefactInput {
  readonly scheme: Scheme;
  /** The brand's word mark, set on the artefact where a brand shows (a billboard's face). */
  readonly wordmark: string;
  /** A figure an artefact may show (a dashboard's first tile). */
  readonly figure?: string | null;
  readonly seed: number;
  /** Prefix of the ids this drawing defines (unique in the file). */
  readonly id: string;
}

/** A small deterministic random generator (mulberry32) from a seed: numbers in [0, 1). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number) => String(Math.round(v * 10) / 10);
/** A rounded rectangle. */
const rr = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ""} fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
/** Copy drawn as bars: `count` lines of rounded bars from (x, y), of random lengths up to `w`. */
function lines(rnd: () => number, x: number, y: number, w: number, count: number, gap: number, thick: number, fill: string, lastShort = true): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const len = i === count - 1 && lastShort ? w * (0.35 + rnd() * 0.25) : w * (0.78 + rnd() * 0.22);
    d += `M${n(x + thick / 2)} ${n(y + i * gap + thick / 2)}h${n(Math.max(0, len - thick))}`;
  }
  return `<path d="${d}" stroke="${fill}" stroke-width="${n(thick)}" stroke-linecap="round" fill="none"/>`;
}
const heart = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${n(x)} ${n(y)}) scale(${n(s / 24)})" d="M12 21s-7.5-4.6-10-9.2C.3 8.6 2.3 4.5 6.2 4.2c2.2-.2 4.3.9 5.8 2.9 1.5-2 3.6-3.1 5.8-2.9 3.9.3 5.9 4.4 4.2 7.6C19.5 16.4 12 21 12 21z" fill="${fill}"/>`;
const bubbleIcon = (x: number, y: number, s: number, stroke: string) =>
  `<path transform="translate(${n(x)} ${n(y)}) scale(${n(s / 24)})" d="M21 11.5a8.4 8.4 0 0 1-12.4 7.4L3 21l2.1-5.4A8.4 8.4 0 1 1 21 11.5z" fill="none" stroke="${stroke}" stroke-width="2.4" stroke-linejoin="round"/>`;
const sendIcon = (x: number, y: number, s: number, stroke: string) =>
  `<path transform="translate(${n(x)} ${n(y)}) scale(${n(s / 24)})" d="M22 2 11 13M22 2l-7 20-4-9-9-4z" fill="none" stroke="${stroke}" stroke-width="2.4" stroke-linejoin="round"/>`;
const play = (cx: number, cy: number, r: number, disc: string, tri: string) =>
  circle(cx, cy, r, disc) +
  `<path d="M${n(cx - r * 0.3)} ${n(cy - r * 0.45)}L${n(cx + r * 0.5)} ${n(cy)}L${n(cx - r * 0.3)} ${n(cy + r * 0.45)}z" fill="${tri}"/>`;

/** A phone: body, screen (clipped by `clip`), notch. Screen area: x 18…362, y 18…742 of 380×760. */
function phone(s: Scheme, id: string, screen: string, content: string): string {
  return (
    `<defs><clipPath id="${id}s"><rect x="18" y="18" width="344" height="724" rx="40"/></clipPath></defs>` +
    rr(0, 0, 380, 760, 58, s.body) +
    rr(18, 18, 344, 724, 40, s.paper) +
    `<g clip-path="url(#${id}s)">${rr(18, 18, 344, 724, 0, screen)}${content}</g>` +
    rr(148, 32, 84, 24, 12, s.body)
  );
}

/** The post header of a social app: avatar, name and handle bars. */
function postHeader(s: Scheme, y: number, sponsored: boolean, rnd: () => number): string {
  return (
    circle(58, y + 22, 20, s.primary) +
    circle(58, y + 22, 9, s.accent) +
    rr(90, y + 8, 120 + rnd() * 40, 12, 6, s.onPaper) +
    rr(90, y + 28, sponsored ? 64 : 90, 9, 4.5, s.line) +
    `<path d="M322 ${y + 22}h.1M334 ${y + 22}h.1M346 ${y + 22}h.1" stroke="${s.onPaper}" stroke-width="6" stroke-linecap="round"/>`
  );
}

/**
 * Decoration of an image inside an artefact: the accent as discs, a band or rings, by seed. The
 * shapes keep to the right 40% of the image, so the words set on its left sit on the primary
 * colour alone.
 */
function motif(s: Scheme, x: number, y: number, w: number, h: number, rnd: () => number, id: string): string {
  const k = Math.floor(rnd() * 3);
  const clip = `<defs><clipPath id="${id}m"><rect x="${n(x + w * 0.6)}" y="${n(y)}" width="${n(w * 0.4)}" height="${n(h)}"/></clipPath></defs>`;
  const base = rr(x, y, w, h, 0, s.primary);
  const m = Math.min(w, h);
  let shapes: string;
  if (k === 0) shapes = circle(x + w * 0.86, y + h * 0.3, m * 0.42, s.accent) + circle(x + w * 0.74, y + h * 1.02, m * 0.3, mix(s.primary, s.accent, 0.45));
  else if (k === 1)
    shapes =
      `<path d="M${n(x + w * 0.6)} ${n(y + h + 10)}L${n(x + w * 0.95)} ${n(y - 10)}L${n(x + w + 10)} ${n(y - 10)}L${n(x + w + 10)} ${n(y + h + 10)}z" fill="${s.accent}"/>` +
      circle(x + w * 0.66, y + h * 0.5, m * 0.16, mix(s.primary, s.accent, 0.45));
  else shapes = [0.5, 0.36, 0.22].map((r, i) => circle(x + w, y + h * 0.62, m * r, i % 2 ? s.primary : s.accent)).join("");
  return `${clip}${base}<g clip-path="url(#${id}m)">${shapes}</g>`;
}

type Painter = (a: ArtefactInput, rnd: () => number) => Drawn;

const billboard: Painter = ({ scheme: s, wordmark, id }, rnd) => {
  const face = { x: 56, y: 40, w: 688, h: 290 };
  const lamps = [170, 400, 630]
    .map((x) => `<path d="M${x} 40v-26h34" stroke="${s.body}" stroke-width="8" fill="none" stroke-linecap="round"/>${rr(x + 24, 4, 40, 18, 6, s.body)}`)
    .join("");
  const body =
    rr(262, 330, 30, 230, 4, s.body) +
    rr(508, 330, 30, 230, 4, s.body) +
    rr(140, 338, 520, 12, 6, s.body) +
    rr(36, 20, 728, 330, 14, s.body) +
    motif(s, face.x, face.y, face.w, face.h, rnd, id) +
    lamps;
  return { width: 800, height: 560, body, labels: [{ text: wordmark, x: 92, y: 110, w: 380, h: 130, colour: s.onPrimary, on: s.primary, weight: 800 }] };
};

const signage: Painter = ({ scheme: s, wordmark, id }) => {
  const body =
    `<defs><clipPath id="${id}t"><rect x="70" y="20" width="300" height="600" rx="26"/></clipPath></defs>` +
    rr(70, 20, 300, 600, 26, s.primary) +
    `<g clip-path="url(#${id}t)">${rr(70, 20, 300, 170, 0, s.accent)}${circle(370, 560, 150, mix(s.primary, s.accent, 0.3))}</g>` +
    `<path d="M190 80l40 40-40 40M160 120h66" stroke="${s.onAccent}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    rr(40, 620, 360, 70, 12, s.body) +
    rr(0, 686, 440, 14, 7, mix(s.body, s.paper, 0.5));
  return { width: 440, height: 700, body, labels: [{ text: wordmark, x: 104, y: 226, w: 232, h: 72, colour: s.onPrimary, on: s.primary, weight: 800 }] };
};

const socialPost: Painter = ({ scheme: s, wordmark, id }, rnd) => {
  const content =
    postHeader(s, 76, false, rnd) +
    motif(s, 18, 140, 344, 344, rnd, id) +
    heart(34, 502, 30, "#e0245e") +
    bubbleIcon(80, 503, 28, s.onPaper) +
    sendIcon(124, 503, 28, s.onPaper) +
    rr(310, 505, 30, 26, 4, "none", `stroke="${s.onPaper}" stroke-width="3"`) +
    rr(36, 552, 130, 12, 6, s.onPaper);
  return {
    width: 380,
    height: 760,
    body: phone(s, id, s.paper, content),
    labels: [{ text: wordmark, x: 36, y: 396, w: 180, h: 64, colour: s.onPrimary, on: s.primary, weight: 800 }],
  };
};

const carouselAd: Painter = ({ scheme: s, wordmark, id }, rnd) => {
  const card = (x: number, colour: string, k: number) =>
    `<defs><clipPath id="${id}c${k}"><rect x="${x}" y="140" width="262" height="300" rx="18"/></clipPath></defs><g clip-path="url(#${id}c${k})">${rr(x, 140, 262, 300, 0, colour)}${circle(x + 200, 200, 90, k ? s.primary : s.accent)}${rr(x, 380, 262, 60, 0, s.paper)}${rr(x + 16, 400, 110, 12, 6, s.onPaper)}${rr(x + 170, 392, 76, 34, 17, s.primary)}</g>`;
  const content =
    postHeader(s, 76, true, rnd) +
    card(34, s.primary, 0) +
    card(310, s.accent, 1) +
    circle(170, 470, 6, s.primary) +
    circle(190, 470, 6, s.line) +
    circle(210, 470, 6, s.line) +
    heart(34, 500, 28, s.onPaper) +
    bubbleIcon(78, 501, 26, s.onPaper) +
    rr(36, 548, 150, 12, 6, s.onPaper);
  return {
    width: 380,
    height: 760,
    body: phone(s, id, s.paper, content),
    labels: [{ text: wordmark, x: 52, y: 300, w: 200, h: 56, colour: s.onPrimary, on: s.primary, weight: 800 }],
  };
};

const reel: Painter = ({ scheme: s, wordmark, id }) => {
  const bg = withLightness(s.primary, Math.min(lightness(s.primary), 0.42));
  const onBg = readable(bg, "#ffffff");
  const content =
    rr(18, 18, 344, 724, 0, bg) +
    circle(300, 210, 170, s.accent) +
    circle(330, 600, 120, mix(bg, s.accent, 0.35)) +
    play(190, 380, 46, "#ffffff", bg) +
    [440, 520, 600].map((y) => circle(330, y, 20, "#ffffff", 'fill-opacity=".9"')).join("") +
    rr(18, 732, 344, 10, 0, "#ffffff", 'fill-opacity=".35"') +
    rr(18, 732, 150, 10, 0, "#ffffff");
  return {
    width: 380,
    height: 760,
    body: phone(s, id, bg, content),
    labels: [{ text: wordmark, x: 40, y: 590, w: 170, h: 44, colour: onBg, on: bg, weight: 800 }],
  };
};

const chat: Painter = ({ scheme: s, wordmark, id }) => {
  const wall = mix(s.paper, s.line, 0.5);
  const mine = mix("#ffffff", s.accent, 0.28);
  const bubble = (x: number, y: number, w: number, h: number, fill: string, k: number) =>
    rr(x, y, w, h, 18, fill) + (k > 1 ? circle(x + w - 30, y + h - 22, 7, mix(fill, s.body, 0.35)) : "");
  const content =
    rr(18, 18, 344, 724, 0, wall) +
    rr(18, 18, 344, 120, 0, s.primary) +
    circle(78, 90, 26, s.accent) +
    rr(118, 74, 140, 14, 7, s.onPrimary) +
    rr(118, 98, 80, 10, 5, s.onPrimary, 'fill-opacity=".7"') +
    rr(36, 160, 250, 96, 18, "#ffffff") +
    bubble(120, 276, 226, 76, mine, 2) +
    bubble(36, 372, 240, 98, "#ffffff", 3) +
    bubble(150, 490, 196, 54, mine, 1) +
    bubble(36, 564, 180, 54, "#ffffff", 1) +
    rr(30, 668, 262, 52, 26, "#ffffff") +
    circle(322, 694, 26, s.primary) +
    sendIcon(310, 682, 24, s.onPrimary);
  return {
    width: 380,
    height: 760,
    body: phone(s, id, wall, content),
    labels: [{ text: wordmark, x: 54, y: 172, w: 210, h: 36, colour: readable("#ffffff", s.primary), on: "#ffffff", weight: 800 }],
  };
};

const leadForm: Painter = ({ scheme: s, wordmark, id }, rnd) => {
  const field = (y: number) =>
    rr(40, y, 140, 11, 5.5, s.onPaper) +
    rr(40, y + 24, 300, 56, 14, "#ffffff", `stroke="${s.line}" stroke-width="3"`) +
    rr(60, y + 46, 80 + rnd() * 100, 11, 5.5, s.line);
  const content =
    motif(s, 18, 18, 344, 210, rnd, id) +
    field(262) +
    field(366) +
    field(470) +
    rr(40, 578, 26, 26, 7, s.primary) +
    `<path d="M46 591l6 6 10-12" stroke="${s.onPrimary}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    rr(80, 586, 200, 10, 5, s.line) +
    rr(40, 636, 300, 64, 32, s.primary) +
    rr(130, 662, 120, 12, 6, s.onPrimary);
  return {
    width: 380,
    height: 760,
    body: phone(s, id, s.paper, content),
    labels: [{ text: wordmark, x: 44, y: 92, w: 160, h: 60, colour: s.onPrimary, on: s.primary, weight: 800 }],
  };
};

const dashboard: Painter = ({ scheme: s, wordmark, figure }, rnd) => {
  const tile = (x: number, k: number) =>
    rr(x, 90, 196, 120, 16, "#ffffff") +
    rr(x + 18, 108, 70, 10, 5, s.line) +
    (k === 0 && figure ? "" : rr(x + 18, 140, 100 + rnd() * 50, 30, 8, k % 2 ? s.accent : s.primary)) +
    `<path d="M${x + 130} 190l14-16 14 8 22-26" stroke="${k % 2 ? s.primary : s.accent}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  const bars = Array.from({ length: 9 }, (_, i) => {
    const hgt = 40 + rnd() * 150;
    return rr(196 + i * 40, 470 - hgt, 24, hgt, 6, i % 3 === 2 ? s.accent : s.primary);
  }).join("");
  const pts = Array.from({ length: 7 }, (_, i) => `${n(586 + i * 40)},${n(420 - i * 22 - rnd() * 40)}`);
  const body =
    rr(0, 0, 900, 560, 24, s.body) +
    rr(18, 18, 864, 500, 12, s.paper) +
    rr(18, 18, 150, 500, 12, s.primary) +
    [80, 130, 180, 230].map((y) => rr(44, y, 98, 12, 6, s.onPrimary, 'fill-opacity=".8"')).join("") +
    tile(190, 0) +
    tile(404, 1) +
    tile(618, 2) +
    rr(190, 230, 380, 270, 16, "#ffffff") +
    bars +
    rr(586, 230, 276, 270, 16, "#ffffff") +
    `<polyline points="${pts.join(" ")}" stroke="${s.primary}" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/>` +
    circle(810, 300, 34, "none", `stroke="${s.accent}" stroke-width="14" stroke-dasharray="140 80"`) +
    `<path d="M390 560h120l24 50H366z" fill="${s.body}"/>` +
    rr(330, 606, 240, 14, 7, s.body);
  const labels: Label[] = [{ text: wordmark, x: 36, y: 30, w: 116, h: 34, colour: s.onPrimary, on: s.primary, weight: 800 }];
  if (figure) labels.push({ text: figure, x: 206, y: 130, w: 160, h: 58, colour: readable("#ffffff", s.primary), on: "#ffffff", weight: 800 });
  return { width: 900, height: 620, body, labels };
};

const website: Painter = ({ scheme: s, wordmark, id }, rnd) => {
  const body =
    rr(0, 0, 900, 600, 22, s.body) +
    rr(10, 52, 880, 538, 14, s.paper) +
    circle(36, 28, 8, "#ff5f57") +
    circle(62, 28, 8, "#febc2e") +
    circle(88, 28, 8, "#28c840") +
    rr(300, 16, 300, 24, 12, mix(s.body, s.paper, 0.2)) +
    [520, 600, 680].map((x) => rr(x, 86, 56, 10, 5, s.onPaper)).join("") +
    rr(770, 76, 96, 32, 16, s.primary) +
    motif(s, 10, 130, 880, 280, rnd, id) +
    rr(50, 336, 150, 46, 23, s.paper) +
    [50, 330, 610]
      .map(
        (x, i) =>
          rr(x, 436, 240, 130, 14, "#ffffff") +
          rr(x + 16, 452, 208, 98, 12, mix(s.primary, s.paper, 0.8)) +
          circle(x + 180, 500, 30, i === 1 ? s.accent : s.primary, 'fill-opacity=".5"'),
      )
      .join("");
  return {
    width: 900,
    height: 600,
    body,
    labels: [
      { text: wordmark, x: 42, y: 74, w: 240, h: 38, colour: readable(s.paper, s.primary), on: s.paper, weight: 800 },
      { text: wordmark, x: 50, y: 190, w: 420, h: 100, colour: s.onPrimary, on: s.primary, weight: 800 },
    ],
  };
};

const email: Painter = ({ scheme: s, wordmark, id }, rnd) => {
  const body =
    `<path d="M40 190L350 20l310 170v380H40z" fill="${mix(s.body, s.paper, 0.25)}"/>` +
    rr(90, 60, 520, 560, 18, s.paper) +
    rr(90, 60, 520, 70, 0, "none") +
    circle(130, 96, 18, s.primary) +
    rr(160, 86, 180, 12, 6, s.onPaper) +
    rr(160, 106, 120, 9, 4.5, s.line) +
    motif(s, 90, 140, 520, 200, rnd, id) +
    rr(130, 370, 440, 104, 14, mix(s.primary, s.paper, 0.85)) +
    rr(130, 500, 200, 56, 28, s.primary) +
    rr(172, 522, 116, 12, 6, s.onPrimary) +
    `<path d="M40 570L350 400l310 170z" fill="${mix(s.body, s.paper, 0.12)}"/>` +
    `<path d="M40 290v280h620V290L350 480z" fill="${s.body}" fill-opacity=".85"/>`;
  return { width: 700, height: 620, body, labels: [{ text: wordmark, x: 126, y: 196, w: 260, h: 72, colour: s.onPrimary, on: s.primary, weight: 800 }] };
};

const video: Painter = ({ scheme: s, wordmark, id }) => {
  const sky = s.primary;
  const body =
    `<defs><clipPath id="${id}v"><rect x="20" y="20" width="920" height="500" rx="10"/></clipPath></defs>` +
    rr(0, 0, 960, 600, 24, s.body) +
    `<g clip-path="url(#${id}v)">${rr(20, 20, 920, 500, 0, sky)}${circle(730, 170, 110, s.accent)}` +
    `<path d="M20 420C200 330 380 360 520 410S800 470 940 380V520H20z" fill="${mix(sky, s.body, 0.35)}"/>` +
    circle(330, 300, 44, s.body) +
    `<path d="M250 520c0-90 36-150 80-150s80 60 80 150z" fill="${s.body}"/>` +
    `</g>` +
    play(480, 270, 54, "#ffffff", s.primary) +
    rr(40, 548, 880, 10, 5, mix(s.body, "#ffffff", 0.25)) +
    rr(40, 548, 520, 10, 5, s.accent) +
    circle(560, 553, 14, "#ffffff") +
    circle(52, 28 + 16, 8, "#e11d48");
  return { width: 960, height: 600, body, labels: [{ text: wordmark, x: 60, y: 44, w: 260, h: 48, colour: s.onPrimary, on: s.primary, weight: 800 }] };
};

const stage: Painter = ({ scheme: s, wordmark, id }, rnd) => {
  const back = withLightness(s.body, 0.14);
  const beams = [200, 420, 580, 800]
    .map((x, i) => `<path d="M${x} 0L${x - 120 + i * 60} 470H${x + 40 + i * 60}z" fill="#ffffff" fill-opacity="${n(0.05 + rnd() * 0.05)}"/>`)
    .join("");
  const crowd = Array.from({ length: 11 }, (_, i) => {
    const x = 40 + i * 92 + (rnd() - 0.5) * 20;
    const y = 560 + rnd() * 20;
    return `${circle(x, y, 26, "#000000", 'fill-opacity=".55"')}<path d="M${n(x - 48)} 660c0-50 20-66 48-66s48 16 48 66z" fill="#000" fill-opacity=".55"/>`;
  }).join("");
  // The set changes with the seed: one wide LED wall or a wall with side screens; a lectern or a panel's table.
  const wide = rnd() < 0.5;
  const wall = wide ? { x: 90, w: 820 } : { x: 210, w: 580 };
  const panel = rnd() < 0.5;
  const furniture = panel
    ? rr(330, 380, 340, 24, 8, mix(s.primary, "#000", 0.3)) +
      rr(345, 404, 310, 36, 0, s.primary) +
      [380, 470, 560, 640].map((x) => circle(x, 362, 16, "#000", 'fill-opacity=".6"')).join("")
    : rr(440, 330, 120, 110, 8, s.primary) + rr(420, 320, 160, 16, 6, mix(s.primary, "#000", 0.3));
  const body =
    rr(0, 0, 1000, 660, 20, back) +
    rr(60, 36, 880, 14, 7, mix(back, "#ffffff", 0.2)) +
    beams +
    rr(wall.x - 10, 70, wall.w + 20, 320, 14, "#000000") +
    motif(s, wall.x, 80, wall.w, 300, rnd, id) +
    (wide ? "" : rr(60, 120, 110, 200, 10, s.accent) + rr(830, 120, 110, 200, 10, s.accent)) +
    `<path d="M90 470L170 400H830L910 470z" fill="${mix(back, "#ffffff", 0.12)}"/>` +
    rr(60, 470, 880, 30, 0, mix(back, "#000000", 0.3)) +
    furniture +
    crowd;
  return {
    width: 1000,
    height: 660,
    body,
    labels: [{ text: wordmark, x: wall.x + 40, y: 130, w: wall.w * 0.5, h: 90, colour: s.onPrimary, on: s.primary, weight: 800 }],
  };
};

const radio: Painter = ({ scheme: s, wordmark, id }) => {
  const grille = mix(s.primary, "#000000", 0.35);
  const body =
    `<defs><pattern id="${id}g" width="22" height="22" patternUnits="userSpaceOnUse">${circle(11, 11, 5, grille)}</pattern></defs>` +
    `<path d="M470 140L600 20" stroke="${s.body}" stroke-width="10" stroke-linecap="round"/>` +
    circle(600, 20, 14, s.body) +
    `<path d="M180 150v-50a40 40 0 0 1 40-40h260a40 40 0 0 1 40 40v50" stroke="${s.body}" stroke-width="22" fill="none"/>` +
    rr(40, 140, 640, 400, 56, s.primary) +
    rr(40, 480, 640, 60, 0, mix(s.primary, "#000", 0.15)) +
    rr(40, 140, 640, 400, 56, "none", `stroke="${s.body}" stroke-width="6"`) +
    circle(230, 320, 130, `url(#${id}g)`) +
    circle(230, 320, 130, "none", `stroke="${grille}" stroke-width="8"`) +
    rr(410, 200, 220, 80, 14, s.paper) +
    `<path d="M430 240h180" stroke="${s.line}" stroke-width="4"/>` +
    Array.from({ length: 10 }, (_, i) => `<path d="M${432 + i * 20} ${i % 2 ? 252 : 246}v-24" stroke="${s.onPaper}" stroke-width="3"/>`).join("") +
    rr(520, 208, 6, 64, 3, "#e11d48") +
    circle(460, 370, 38, s.accent) +
    circle(580, 370, 38, s.accent) +
    `<path d="M460 370v-26M580 370l18-18" stroke="${s.onAccent}" stroke-width="7" stroke-linecap="round"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${720 + i * 28} ${250 - i * 30}a${110 + i * 40} ${110 + i * 40} 0 0 1 0 ${140 + i * 60}" stroke="${s.accent}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
      )
      .join("");
  return { width: 840, height: 560, body, labels: [{ text: wordmark, x: 410, y: 430, w: 220, h: 40, colour: s.onPrimary, on: s.primary, weight: 800 }] };
};

const tv: Painter = ({ scheme: s, wordmark, id }) => {
  const body =
    `<path d="M260 560l-40 70M640 560l40 70" stroke="${s.body}" stroke-width="18" stroke-linecap="round"/>` +
    rr(0, 0, 900, 580, 30, s.body) +
    `<defs><clipPath id="${id}tv"><rect x="30" y="30" width="840" height="480" rx="10"/></clipPath></defs>` +
    `<g clip-path="url(#${id}tv)">${rr(30, 30, 840, 480, 0, s.primary)}${circle(660, 200, 130, s.accent)}<path d="M30 400C230 320 430 360 560 420S780 480 870 420V510H30z" fill="${mix(s.primary, s.body, 0.4)}"/>${circle(560, 330, 40, s.body)}<path d="M490 510c0-80 30-140 70-140s70 60 70 140z" fill="${s.body}"/></g>` +
    rr(380, 532, 140, 12, 6, mix(s.body, "#ffffff", 0.3)) +
    circle(840, 538, 8, "#22c55e");
  return { width: 900, height: 640, body, labels: [{ text: wordmark, x: 80, y: 80, w: 320, h: 76, colour: s.onPrimary, on: s.primary, weight: 800 }] };
};

const press: Painter = ({ scheme: s, wordmark, id }, rnd) => {
  const paper = mix(s.paper, "#f3efe6", 0.6);
  const ink = readable(paper, "#1a1a1a");
  const col = (x: number, y: number, k: number) => lines(rnd, x, y, 150, k, 20, 8, mix(paper, ink, 0.35), true);
  const body =
    `<g transform="rotate(-5 320 420)">${rr(60, 40, 560, 760, 6, mix(paper, "#000", 0.12))}</g>` +
    rr(30, 30, 580, 780, 6, paper) +
    rr(60, 66, 520, 6, 0, ink) +
    rr(60, 150, 520, 3, 0, ink) +
    rr(60, 158, 520, 1.5, 0, ink) +
    rr(60, 186, 500, 30, 6, ink) +
    rr(60, 228, 380, 30, 6, ink) +
    motif(s, 60, 284, 330, 230, rnd, id) +
    col(410, 290, 11) +
    col(60, 540, 12) +
    col(240, 540, 12) +
    col(420, 540, 12);
  return { width: 640, height: 830, body, labels: [{ text: wordmark, x: 60, y: 82, w: 520, h: 62, colour: ink, on: paper, weight: 800, align: "center" }] };
};

const documentSpread: Painter = ({ scheme: s, wordmark, id }) => {
  const body =
    `<path d="M20 60L450 40V600L20 580z" fill="${mix(s.body, s.paper, 0.15)}"/><path d="M880 60L450 40V600L880 580z" fill="${mix(s.body, s.paper, 0.15)}"/>` +
    `<path d="M40 70L450 56V584L40 566z" fill="${s.primary}"/>` +
    `<defs><clipPath id="${id}d"><path d="M40 70L450 56V584L40 566z"/></clipPath></defs><g clip-path="url(#${id}d)">${circle(360, 460, 200, s.accent)}</g>` +
    `<path d="M860 70L450 56V584L860 566z" fill="${s.paper}"/>` +
    `<path d="M450 56V584" stroke="#000" stroke-opacity=".18" stroke-width="10"/>` +
    rr(500, 110, 300, 250, 14, mix(s.primary, s.paper, 0.82)) +
    circle(720, 200, 56, s.accent, 'fill-opacity=".7"') +
    [0, 1, 2, 3].map((i) => circle(520 + i * 70, 430, 26, [s.primary, s.accent, s.body, s.line][i])).join("");
  return { width: 900, height: 640, body, labels: [{ text: wordmark, x: 80, y: 120, w: 320, h: 80, colour: s.onPrimary, on: s.primary, weight: 800 }] };
};

const pack: Painter = ({ scheme: s, wordmark }) => {
  const side = mix(s.primary, "#000000", 0.3);
  const top = mix(s.primary, "#ffffff", 0.25);
  const body =
    `<ellipse cx="400" cy="600" rx="360" ry="26" fill="#000" fill-opacity=".22"/>` +
    `<path d="M120 120l70-60h300l-70 60z" fill="${top}"/><path d="M420 120l70-60v470l-70 60z" fill="${side}"/>` +
    rr(120, 120, 300, 470, 0, s.primary) +
    rr(120, 400, 300, 70, 0, s.accent) +
    rr(540, 230, 200, 360, 40, s.accent) +
    `<ellipse cx="640" cy="232" rx="100" ry="22" fill="${mix(s.accent, "#fff", 0.35)}"/>` +
    rr(540, 330, 200, 150, 0, s.primary) +
    rr(560, 250, 12, 330, 6, "#ffffff", 'fill-opacity=".25"') +
    rr(140, 140, 14, 430, 7, "#ffffff", 'fill-opacity=".18"');
  return {
    width: 800,
    height: 630,
    body,
    labels: [
      { text: wordmark, x: 140, y: 230, w: 260, h: 90, colour: s.onPrimary, on: s.primary, weight: 800, align: "center" },
      { text: wordmark, x: 552, y: 380, w: 176, h: 50, colour: s.onPrimary, on: s.primary, weight: 800, align: "center" },
    ],
  };
};

const map: Painter = ({ scheme: s, id }, rnd) => {
  const land = mix(s.paper, s.line, 0.8);
  const water = mix(s.paper, s.accent, 0.18);
  const pin = (x: number, y: number, fill: string) =>
    `<path d="M${x} ${y}c-30-34-46-58-46-80a46 46 0 0 1 92 0c0 22-16 46-46 80z" fill="${fill}"/>${circle(x, y - 80, 16, "#ffffff")}`;
  const roads = Array.from(
    { length: 5 },
    (_, i) =>
      `<path d="M${-20} ${100 + i * 110 + rnd() * 30}C250 ${60 + i * 120} 500 ${160 + i * 100} 820 ${80 + i * 120}" stroke="#ffffff" stroke-width="${i % 2 ? 10 : 16}" fill="none"/>`,
  ).join("");
  const body =
    `<defs><clipPath id="${id}p"><rect x="0" y="0" width="800" height="600" rx="24"/></clipPath></defs><g clip-path="url(#${id}p)">` +
    rr(0, 0, 800, 600, 0, water) +
    `<path d="M-20 120C120 60 260 140 360 90S620 20 820 90V620H-20z" fill="${land}"/>` +
    roads +
    `<path d="M140 460C240 300 400 420 480 300S640 180 660 150" stroke="${s.primary}" stroke-width="12" stroke-dasharray="2 22" stroke-linecap="round" fill="none"/></g>` +
    pin(140, 470, s.accent) +
    pin(480, 310, s.primary) +
    pin(660, 160, s.primary) +
    rr(0, 0, 800, 600, 24, "none", `stroke="${s.body}" stroke-width="10"`);
  return { width: 800, height: 600, body, labels: [] };
};

const identity: Painter = ({ scheme: s, wordmark }) => {
  const sheet = mix("#ffffff", s.primary, 0.06);
  const markColour = readable(sheet, s.primary);
  const body =
    `<g transform="rotate(-4 450 320)">${rr(30, 40, 840, 540, 22, "#000", 'fill-opacity=".18"')}</g>` +
    rr(20, 20, 840, 540, 22, "#ffffff") +
    rr(60, 70, 440, 250, 16, sheet) +
    rr(60, 70, 440, 250, 16, "none", `stroke="${s.line}" stroke-width="3" stroke-dasharray="10 10"`) +
    [s.primary, s.accent, s.body, s.paper]
      .map((c, i) => circle(110 + i * 110, 410, 42, c, c === s.paper ? `stroke="${s.line}" stroke-width="3"` : ""))
      .join("") +
    `<g transform="rotate(8 700 300)">${rr(560, 150, 260, 160, 14, s.primary)}${rr(580, 260, 120, 10, 5, s.onPrimary)}${rr(580, 280, 80, 8, 4, s.onPrimary, 'fill-opacity=".7"')}</g>` +
    rr(580, 370, 240, 150, 14, s.accent) +
    circle(700, 445, 40, s.onAccent);
  return {
    width: 880,
    height: 600,
    body,
    labels: [{ text: wordmark, x: 90, y: 140, w: 380, h: 110, colour: markColour, on: sheet, weight: 800, align: "center" }],
  };
};

const PAINTERS: Readonly<Record<Artefact, Painter>> = {
  billboard,
  signage,
  "social-post": socialPost,
  "carousel-ad": carouselAd,
  reel,
  video,
  chat,
  "lead-form": leadForm,
  dashboard,
  website,
  email,
  stage,
  radio,
  tv,
  press,
  document: documentSpread,
  pack,
  map,
  identity,
};

/** Draws an artefact in a brand's scheme. */
export function drawArtefact(kind: Artefact, input: ArtefactInput): Drawn {
  return PAINTERS[kind](input, random(input.seed ^ 0x9e3779b9));
}

/** Artefacts drawn upright in a phone (taller than wide): compositions give them a narrower box. */
export const PORTRAIT_ARTEFACTS: ReadonlySet<Artefact> = new Set(["social-post", "carousel-ad", "reel", "chat", "lead-form", "signage", "press"]);
