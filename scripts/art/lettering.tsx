/**
 * Lettering of the clients' word marks (issue 12): each brand of the clients catalogue
 * (spec/clients.yaml) drawn in its own type, case, weight and letter spacing, with an optional
 * shape in its colours. Build-time only: satori turns the letters into SVG paths, so the fonts
 * below never reach a visitor (nothing under runtime/ imports this file).
 *
 * One face per `lettering.style`, from the static cuts of @fontsource packages (satori reads
 * .woff; Latin and Latin Extended subsets):
 *
 * | style      | face              | package                       |
 * | ---------- | ----------------- | ----------------------------- |
 * | geometric  | Poppins           | @fontsource/poppins           |
 * | grotesk    | Archivo           | @fontsource/archivo           |
 * | humanist   | Fira Sans         | @fontsource/fira-sans         |
 * | serif      | Playfair Display  | @fontsource/playfair-display  |
 * | slab       | Roboto Slab       | @fontsource/roboto-slab       |
 * | condensed  | Barlow Condensed  | @fontsource/barlow-condensed  |
 * | mono       | JetBrains Mono    | @fontsource/jetbrains-mono    |
 * | rounded    | Nunito            | @fontsource/nunito            |
 * | script     | Dancing Script    | @fontsource/dancing-script    |
 *
 * `Wordmark` is a satori element (the covers draw it inside their own layouts);
 * `letteringFonts` is the font list satori needs for it; `wordmarkColours` says which colours
 * it uses on a given surface (the unit tests check their contrast).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ReactElement, ReactNode } from "react";
import { wcagContrast } from "culori";
import { clients as catalogue } from "../../generated/clients.ts";
import type { Client, LetteringStyle } from "../../generated/model.ts";

/** The type families a word mark can be lettered in (spec/schemas/clients.schema.json `lettering.style`). */
export type { LetteringStyle };

/** A shape drawn with the word mark (spec/schemas/clients.schema.json `mark`). */
export type MarkShape = Client["mark"];

/**
 * What a word mark needs to know of a client: the parts of the normalized `Client` of the
 * clients catalogue (generator/model/content.ts) it reads.
 */
export type LetteringClient = Pick<Client, "key" | "name" | "wordmark" | "colours" | "lettering" | "mark">;

/** A font as satori takes it. */
export interface SatoriFont {
  readonly name: string;
  readonly data: Buffer;
  readonly weight: 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
  readonly style: "normal" | "italic";
}

/** The @fontsource package (its id, as in its file names) of each style, and how its letters sit. */
const FACES: Readonly<Record<LetteringStyle, { readonly id: string; readonly family: string; readonly tracking: number }>> = {
  geometric: { id: "poppins", family: "Lettering Geometric", tracking: -0.01 },
  grotesk: { id: "archivo", family: "Lettering Grotesk", tracking: -0.01 },
  humanist: { id: "fira-sans", family: "Lettering Humanist", tracking: 0 },
  serif: { id: "playfair-display", family: "Lettering Serif", tracking: 0 },
  slab: { id: "roboto-slab", family: "Lettering Slab", tracking: 0 },
  condensed: { id: "barlow-condensed", family: "Lettering Condensed", tracking: 0.01 },
  mono: { id: "jetbrains-mono", family: "Lettering Mono", tracking: -0.02 },
  rounded: { id: "nunito", family: "Lettering Rounded", tracking: 0 },
  script: { id: "dancing-script", family: "Lettering Script", tracking: 0 },
};

/** The subsets loaded: Latin and Latin Extended (ŋ, ğ, ș… in East and West African names). */
const SUBSETS = ["latin", "latin-ext"] as const;

/** Letter spacing of each `tracking`, in em; capitals get a little more (they read tight). */
const TRACKING = { tight: -0.045, normal: 0, wide: 0.12 } as const;
const CAPITALS_EXTRA = 0.03;

/** The light tile a word mark file is drawn for (the marquee's card). */
export const TILE = "#ffffff";

/** Below this contrast ratio the primary colour does not letter the surface (WCAG 1.4.11's 3:1). */
export const MIN_CONTRAST = 3;

interface FaceFacts {
  readonly weights: readonly number[];
  readonly styles: readonly string[];
  /** Unicode ranges of the loaded subsets, as [first, last] code points. */
  readonly ranges: readonly (readonly [number, number])[];
  readonly dir: string;
}

const facts = new Map<string, FaceFacts>();

/** What a face's package says of itself (metadata.json, unicode.json), read once. */
function faceFacts(root: string, style: LetteringStyle): FaceFacts {
  const { id } = FACES[style];
  const key = `${root}\0${id}`;
  const known = facts.get(key);
  if (known) return known;
  const require = createRequire(join(root, "package.json"));
  const meta = JSON.parse(readFileSync(require.resolve(`@fontsource/${id}/metadata.json`), "utf8")) as { weights: number[]; styles: string[] };
  const unicode = JSON.parse(readFileSync(require.resolve(`@fontsource/${id}/unicode.json`), "utf8")) as Record<string, string>;
  const ranges = SUBSETS.flatMap((s) => (unicode[s] ?? "").split(",")).filter(Boolean).map((r) => {
    const [a, b] = r.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(a, 16), parseInt(b ?? a, 16)] as const;
  });
  const found = { weights: meta.weights, styles: meta.styles, ranges, dir: join(require.resolve(`@fontsource/${id}/package.json`), "..", "files") };
  facts.set(key, found);
  return found;
}

/** The cut of a face nearest to `weight` (a tie goes to the heavier cut). */
function nearestWeight(available: readonly number[], weight: number): SatoriFont["weight"] {
  let best = available[0];
  for (const w of available) if (Math.abs(w - weight) < Math.abs(best - weight) || (Math.abs(w - weight) === Math.abs(best - weight) && w > best)) best = w;
  return best as SatoriFont["weight"];
}

/** The cut a client's word mark is drawn with: its family name for satori, weight, and whether the face has a true italic. */
function cutOf(root: string, client: LetteringClient): { family: string; weight: SatoriFont["weight"]; italic: boolean; trueItalic: boolean } {
  const f = faceFacts(root, client.lettering.style);
  const italic = client.lettering.italic === true;
  return { family: FACES[client.lettering.style].family, weight: nearestWeight(f.weights, client.lettering.weight), italic, trueItalic: italic && f.styles.includes("italic") };
}

/** The project root this module runs in (scripts/art/ → two folders up). */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const fontData = new Map<string, Buffer>();
const fontLists = new Map<string, SatoriFont[]>();

/**
 * The fonts satori needs to draw the word marks of `clients` (default: the whole clients
 * catalogue, generated/clients.ts): for each, the Latin and Latin Extended files of its face at
 * its weight (and italic). The same array (and Buffers) comes back for the same cuts, so satori
 * parses each font once per process.
 * @param root the project root (where node_modules is)
 * @throws when a face's package is not installed
 */
export function letteringFonts(root: string, clients: readonly LetteringClient[] = catalogue): SatoriFont[] {
  const cuts = new Map<string, { style: LetteringStyle; weight: SatoriFont["weight"]; italic: boolean }>();
  for (const c of clients) {
    const cut = cutOf(root, c);
    const style = cut.trueItalic ? "italic" : "normal";
    cuts.set(`${c.lettering.style}-${cut.weight}-${style}`, { style: c.lettering.style, weight: cut.weight, italic: cut.trueItalic });
  }
  const key = `${root}\0${[...cuts.keys()].sort().join(",")}`;
  const known = fontLists.get(key);
  if (known) return known;
  const list = [...cuts.values()].flatMap(({ style, weight, italic }) => {
    const { dir } = faceFacts(root, style);
    return SUBSETS.map((subset) => {
      const file = join(dir, `${FACES[style].id}-${subset}-${weight}-${italic ? "italic" : "normal"}.woff`);
      let data = fontData.get(file);
      if (!data) fontData.set(file, (data = readFileSync(file)));
      return { name: FACES[style].family, data, weight, style: italic ? "italic" : "normal" } as const;
    });
  });
  fontLists.set(key, list);
  return list;
}

/**
 * Whether every letter of the client's word mark is in the subsets loaded for its face
 * (a letter outside them would be drawn as nothing, or as a box). White space always is.
 */
export function canLetter(client: LetteringClient, root = ROOT): boolean {
  const { ranges } = faceFacts(root, client.lettering.style);
  for (const ch of lettersOf(client)) {
    if (/\s/u.test(ch)) continue;
    const cp = ch.codePointAt(0) ?? 0;
    if (!ranges.some(([a, b]) => cp >= a && cp <= b)) return false;
  }
  return true;
}

/** The letters drawn, in the lettering's case. */
export function lettersOf(client: LetteringClient): string {
  const text = (client.wordmark || client.name).trim();
  return client.lettering.case === "upper" ? text.toLocaleUpperCase("en") : client.lettering.case === "lower" ? text.toLocaleLowerCase("en") : text;
}

/** A word mark at least this many characters long, of two words or more, is set on two lines. */
const STACK_FROM = 12;

/**
 * The lines a word mark is set on: one, or two balanced at a space (the break that makes the
 * longer line shortest) for a long mark of several words ("Nigerian / Breweries").
 */
export function linesOf(letters: string): string[] {
  const words = letters.split(/\s+/).filter(Boolean);
  if (words.length < 2 || [...letters].length < STACK_FROM) return [letters];
  let best: string[] = [letters];
  let longest = Infinity;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const l = Math.max(...lines.map((x) => [...x].length));
    // On a tie the later break wins, so a joining "&" ends the first line rather than starting the second.
    if (l <= longest) [best, longest] = [lines, l];
  }
  return best;
}

/** The colours a word mark is drawn in on a surface. */
export interface WordmarkColours {
  /** What the mark sits on: the tile (#ffffff) or the `onColour` given. */
  readonly surface: string;
  /** A plate in the brand's primary colour behind the letters, when the primary cannot letter the surface; else null. */
  readonly plate: string | null;
  /** The letters' colour: at least {@link MIN_CONTRAST}:1 against the plate, else the surface. */
  readonly text: string;
  /** The shape's colour (decorative). */
  readonly accent: string;
}

const contrast = (a: string, b: string) => wcagContrast(a, b);
/** The first colour of `candidates` reaching `min`:1 against `on`, else the one with the most contrast. */
const firstLegible = (candidates: readonly string[], on: string, min: number) =>
  candidates.find((c) => contrast(c, on) >= min) ?? [...candidates].sort((a, b) => contrast(b, on) - contrast(a, b))[0];
const WHITE = "#ffffff";
const BLACK = "#000000";

/**
 * The colours of a client's word mark on `onColour` (default: the light tile, {@link TILE}).
 * The letters take the brand's primary colour when it reaches 3:1 on the surface. Otherwise, on
 * the tile, the mark gets a plate in the primary colour (the way a yellow or pale brand shows
 * itself on white) lettered in the secondary colour, the ink or white, whichever reads first at
 * 4.5:1; on another surface the letters take that colour directly. The shape takes the
 * secondary colour where it shows on what it sits on, else the primary, else the letters'.
 */
export function wordmarkColours(client: LetteringClient, onColour?: string): WordmarkColours {
  const surface = (onColour ?? TILE).toLowerCase();
  const { primary, secondary, ink } = client.colours;
  const visible = (c: string, on: string) => c.toLowerCase() !== on && contrast(c, on) >= 1.6;
  if (contrast(primary, surface) >= MIN_CONTRAST) {
    const accent = [secondary, primary].find((c) => visible(c, surface) && c !== primary) ?? primary;
    return { surface, plate: null, text: primary, accent };
  }
  if (onColour === undefined) {
    const text = firstLegible([secondary, ink, WHITE, BLACK], primary, 4.5);
    const accent = [secondary, ink, WHITE].find((c) => c !== text && visible(c, primary)) ?? text;
    return { surface, plate: primary, text, accent };
  }
  const text = firstLegible([secondary, ink, WHITE, BLACK], surface, 4.5);
  const accent = [primary, secondary].find((c) => c !== text && visible(c, surface)) ?? text;
  return { surface, plate: null, text, accent };
}

/** Room the shapes take, in em of the letters (what {@link Wordmark} divides its height by). */
const BELOW: Partial<Record<MarkShape, number>> = { bar: 0.24, swoosh: 0.34 };
/** Line height of a word mark set on two lines, in em. */
const STACKED_LINE = 0.98;
/** A plate's padding, in em: top and bottom, left and right. */
const PLATE_PAD = { y: 0.3, x: 0.5 };

/**
 * A client's word mark as a satori element `height` px tall (its width follows from the
 * letters): the letters in the face, case, weight and tracking of `client.lettering`, with its
 * `mark` shape, in the colours {@link wordmarkColours} gives for `onColour` (default: the light
 * tile, where a pale primary colour becomes a plate). For satori only (styles are satori's);
 * pass {@link letteringFonts} of the client to satori with it. The root has no background of
 * its own, so it sits on whatever `onColour` the caller paints.
 */
export function Wordmark({ client, height, onColour, root = ROOT }: { client: LetteringClient; height: number; onColour?: string; root?: string }): ReactElement {
  const colours = wordmarkColours(client, onColour);
  const cut = cutOf(root, client);
  const { style, case: letterCase, tracking } = client.lettering;
  const mark = client.mark;
  const plated = colours.plate !== null;
  const letters = lettersOf(client);
  const lines = linesOf(letters);
  const textHeight = lines.length === 1 ? 1 : lines.length * STACKED_LINE;
  const em = height / (textHeight + (plated ? 2 * PLATE_PAD.y : 0) + (BELOW[mark] ?? 0));
  const capitals = letterCase === "upper" || (letters === letters.toLocaleUpperCase("en") && letters.length > 1);
  const spacing = style === "script" ? 0 : TRACKING[tracking] + FACES[style].tracking + (capitals && tracking !== "tight" ? CAPITALS_EXTRA : 0);
  const accent = colours.accent;
  // A shape before the letters is as tall as their block: a cap height, or an emblem beside two lines.
  const tall = lines.length === 1 ? 1 : 1.5;
  const before = (() => {
    switch (mark) {
      case "ring":
        return <div style={{ display: "flex", width: 0.72 * tall * em, height: 0.72 * tall * em, borderRadius: 2 * em, border: `${0.15 * tall * em}px solid ${accent}`, marginRight: 0.24 * em }} />;
      case "square":
        return <div style={{ display: "flex", width: 0.66 * tall * em, height: 0.66 * tall * em, borderRadius: 0.12 * tall * em, backgroundColor: accent, marginRight: 0.24 * em }} />;
      case "slash":
        return <div style={{ display: "flex", width: 0.17 * tall * em, height: 0.86 * tall * em, backgroundColor: accent, transform: "skewX(-20deg)", marginRight: 0.3 * em, marginLeft: 0.1 * em }} />;
      default:
        return null;
    }
  })();
  const after = mark === "dot" ? <div style={{ display: "flex", width: 0.22 * em, height: 0.22 * em, borderRadius: em, backgroundColor: accent, marginLeft: 0.07 * em, marginBottom: 0.16 * em, alignSelf: "flex-end" }} /> : null;
  const text: ReactNode = (
    <div
      style={{
        display: "flex", flexDirection: "column", fontFamily: cut.family, fontWeight: cut.weight, fontStyle: cut.trueItalic ? "italic" : "normal",
        fontSize: em, lineHeight: lines.length === 1 ? 1 : STACKED_LINE, letterSpacing: spacing * em, color: colours.text, whiteSpace: "nowrap",
        // A face without an italic cut is slanted instead.
        ...(cut.italic && !cut.trueItalic ? { transform: "skewX(-10deg)" } : {}),
      }}
    >
      {lines.map((line, i) => (
        <div key={i} style={{ display: "flex", alignItems: "flex-end" }}>
          {line}
          {i === lines.length - 1 ? after : null}
        </div>
      ))}
    </div>
  );
  const under = (() => {
    switch (mark) {
      case "bar":
        return <div style={{ display: "flex", height: 0.12 * em, marginTop: 0.12 * em, borderRadius: 0.06 * em, backgroundColor: accent }} />;
      case "swoosh":
        return (
          // A narrow view box, stretched to the letters' width: its proportions would otherwise set the column's width.
          <svg width={Math.round(0.4 * em)} height={Math.round(0.3 * em)} viewBox="0 0 40 30" preserveAspectRatio="none" style={{ width: "100%", height: 0.3 * em, marginTop: 0.04 * em }}>
            <path d="M0 6 C 12 34, 28 34, 40 2 C 29 24, 13 22, 0 6 Z" fill={accent} />
          </svg>
        );
      default:
        return null;
    }
  })();
  const row = (
    <div style={{ display: "flex", alignItems: "center" }}>
      {before}
      <div style={{ display: "flex", flexDirection: "column", alignItems: "stretch" }}>
        {text}
        {under}
      </div>
    </div>
  );
  return (
    <div style={{ display: "flex", alignItems: "center", height }}>
      {plated ? (
        <div style={{ display: "flex", alignItems: "center", height, padding: `0 ${PLATE_PAD.x * em}px`, borderRadius: 0.28 * em, backgroundColor: colours.plate ?? undefined }}>{row}</div>
      ) : (
        row
      )}
    </div>
  );
}
