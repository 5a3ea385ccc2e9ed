/**
 * The house word mark of the clients: every client of the clients catalogue
 * (spec/clients.yaml) is named in ONE neutral style of our own, never in a brand's own
 * letterforms, colours or shapes: the site's type (Plus Jakarta Sans, the static 700 cut of
 * @fontsource/plus-jakarta-sans, Latin and Latin Extended), one weight, the letters as the spec
 * writes them, in the page's ink on a light surface and in white or the ink (whichever reads
 * better) on a coloured one. Build-time only: satori turns the letters into SVG paths, so the
 * font files below never reach a visitor (nothing under runtime/ imports this file).
 *
 * `Wordmark` is a satori element (the logo files and the covers draw it inside their own
 * layouts); `letteringFonts` is the font list satori needs for it; `wordmarkColours` says which
 * colour it takes on a given surface (the unit tests check its contrast).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ReactElement } from "react";
import { wcagContrast } from "culori";
import type { Client } from "../../model/index.ts";

/**
 * What a word mark needs to know of a client: the parts of the normalized `Client` of the
 * clients catalogue (model/content.ts) it reads.
 */
export type LetteringClient = Pick<Client, "key" | "name" | "wordmark" | "colours">;

/** A font as satori takes it. */
export interface SatoriFont {
  readonly name: string;
  readonly data: Buffer;
  readonly weight: 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
  readonly style: "normal" | "italic";
}

/** The house face of every word mark: its family name for satori, its @fontsource package and its one weight. */
export const HOUSE_FACE = { family: "House Wordmark", id: "plus-jakarta-sans", weight: 700 } as const;

/** Letter spacing of the house word mark, in em (the site's headings' tracking). */
const TRACKING = -0.02;

/** The subsets loaded: Latin and Latin Extended (ŋ, ğ, ș… in East and West African names). */
const SUBSETS = ["latin", "latin-ext"] as const;

/** The light tile a word mark file is drawn for (the marquee's card). */
export const TILE = "#ffffff";

/** The page's ink: the brand palette's darkest navy (the default `ink` of generator/normalize/client.ts). */
export const INK = "#0a1640";

/** Below this contrast ratio the letters do not read on their surface (WCAG 1.4.11's 3:1; the house colours reach 4.5:1 where they can). */
export const MIN_CONTRAST = 3;

/** The project root this module runs in (media/art/ → two folders up). */
const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const ranges = new Map<string, readonly (readonly [number, number])[]>();
const fontLists = new Map<string, SatoriFont[]>();

/** The Unicode ranges of the house face's loaded subsets, as [first, last] code points, read once per root. */
function faceRanges(root: string): readonly (readonly [number, number])[] {
  const known = ranges.get(root);
  if (known) return known;
  const require = createRequire(join(root, "package.json"));
  const unicode = JSON.parse(readFileSync(require.resolve(`@fontsource/${HOUSE_FACE.id}/unicode.json`), "utf8")) as Record<string, string>;
  const found = SUBSETS.flatMap((s) => (unicode[s] ?? "").split(","))
    .filter(Boolean)
    .map((r) => {
      const [a, b] = r.trim().replace(/^U\+/i, "").split("-");
      return [parseInt(a, 16), parseInt(b ?? a, 16)] as const;
    });
  ranges.set(root, found);
  return found;
}

/**
 * The fonts satori needs to draw word marks: the house face's Latin and Latin Extended files at
 * its one weight. The same array (and Buffers) comes back for the same root, so satori parses
 * each font once per process. Every client takes the same face.
 * @param root the project root (where node_modules is)
 * @throws when @fontsource/plus-jakarta-sans is not installed
 */
export function letteringFonts(root: string): SatoriFont[] {
  const known = fontLists.get(root);
  if (known) return known;
  const require = createRequire(join(root, "package.json"));
  const dir = join(require.resolve(`@fontsource/${HOUSE_FACE.id}/package.json`), "..", "files");
  const list = SUBSETS.map(
    (subset) =>
      ({
        name: HOUSE_FACE.family,
        data: readFileSync(join(dir, `${HOUSE_FACE.id}-${subset}-${HOUSE_FACE.weight}-normal.woff`)),
        weight: HOUSE_FACE.weight,
        style: "normal",
      }) as const,
  );
  fontLists.set(root, list);
  return list;
}

/**
 * Whether every letter of the client's word mark is in the subsets loaded for the house face
 * (a letter outside them would be drawn as nothing, or as a box). White space always is.
 */
export function canLetter(client: LetteringClient, root = ROOT): boolean {
  const loaded = faceRanges(root);
  for (const ch of lettersOf(client)) {
    if (/\s/u.test(ch)) continue;
    const cp = ch.codePointAt(0) ?? 0;
    if (!loaded.some(([a, b]) => cp >= a && cp <= b)) return false;
  }
  return true;
}

/** The letters drawn: the word mark as the spec writes it (never re-cased to imitate a brand). */
export function lettersOf(client: LetteringClient): string {
  return (client.wordmark || client.name).trim();
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

/** The colour a word mark is drawn in on a surface. */
export interface WordmarkColours {
  /** What the mark sits on: the tile (#ffffff) or the `onColour` given. */
  readonly surface: string;
  /** The letters' colour: the page's ink or white, whichever contrasts more with the surface. */
  readonly text: string;
}

/**
 * The colour of a word mark on `onColour` (default: the light tile, {@link TILE}): the page's
 * ink ({@link INK}) or white, whichever contrasts more with the surface. The client's own
 * colours play no part (a mark in a brand's colours imitates its logo).
 */
export function wordmarkColours(_client: LetteringClient, onColour?: string): WordmarkColours {
  const surface = (onColour ?? TILE).toLowerCase();
  const text = wcagContrast(INK, surface) >= wcagContrast("#ffffff", surface) ? INK : "#ffffff";
  return { surface, text };
}

/** Line height of a word mark set on two lines, in em. */
const STACKED_LINE = 1.02;

/**
 * A client's house word mark as a satori element `height` px tall (its width follows from the
 * letters): the letters of {@link lettersOf} on one or two lines ({@link linesOf}), in the
 * house face at its one weight, in the colour {@link wordmarkColours} gives for `onColour`. For
 * satori only (styles are satori's); pass {@link letteringFonts} to satori with it. The root has
 * no background of its own, so it sits on whatever `onColour` the caller paints.
 */
export function Wordmark({ client, height, onColour }: { client: LetteringClient; height: number; onColour?: string }): ReactElement {
  const { text: colour } = wordmarkColours(client, onColour);
  const lines = linesOf(lettersOf(client));
  const em = height / (lines.length === 1 ? 1 : lines.length * STACKED_LINE);
  return (
    <div style={{ display: "flex", alignItems: "center", height }}>
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          fontFamily: HOUSE_FACE.family,
          fontWeight: HOUSE_FACE.weight,
          fontSize: em,
          lineHeight: lines.length === 1 ? 1 : STACKED_LINE,
          letterSpacing: TRACKING * em,
          color: colour,
          whiteSpace: "nowrap",
        }}
      >
        {lines.map((line, i) => (
          <div key={i} style={{ display: "flex" }}>
            {line}
          </div>
        ))}
      </div>
    </div>
  );
}
