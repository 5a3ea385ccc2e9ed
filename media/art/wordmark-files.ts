/**
 * Word mark files: one SVG per client of the clients catalogue at
 * {@link logoPath} (`/media/art/logos/<key>.svg`), painted at build time into dist/ and, in
 * dev, on request by the same code (../dev.ts), so a client logo with no file of its own
 * shows the client's name as a house-style word mark (media/art/lettering.tsx).
 *
 * Every file has the same canvas ({@link LOGO_SIZE}), transparent, drawn for the light tile of
 * the marquee. The word mark is fitted to it by its ink (the box of what is drawn, measured with
 * resvg, not the line box), at an optical size: a long mark gets less height than a short one,
 * so that each covers about the same area and a wall of them reads as one even row.
 *
 * A mark that cannot be lettered (a letter outside its face's Latin and Latin Extended subsets)
 * or whose painting fails becomes a monogram tile in the brand's colours, in the same file, with
 * a warning: a logo never shows a broken image.
 *
 * Files are cached by content (lib/cache-store.mjs, the store's `art-logos` area: <sha256>.json, the
 * SVG with its kind), like the composed pictures of ./render.ts; the dev server answers both
 * through one middleware (`devArtFile` of ./render.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import type { Client } from "../../model/index.ts";
import { canLetter, letteringFonts, lettersOf, linesOf, MIN_CONTRAST, Wordmark, type SatoriFont } from "./lettering.tsx";
import { wcagContrast } from "culori";
import { assets } from "../../generated/assets.ts";
import { ContentCache, baseKey } from "../../lib/cache-store.mjs";
import type { OnProgress } from "../progress.ts";

/** The canvas of every word mark file, in px (the contract of generated/assets.ts, decided by generator/assets/wordmarks.ts). */
export const LOGO_SIZE = { width: assets.wordmarks.width, height: assets.wordmarks.height } as const;

/** URL folder of the word mark files (generated/assets.ts; the generator gives logos their paths). */
export const LOGO_DIR = assets.wordmarks.dir;

/** The URL of a client's word mark file. */
export const logoPath = (key: string) => `${LOGO_DIR}/${key}.svg`;

/**
 * Optical sizing of a mark on the canvas, in px: the area its ink box aims at, and the largest
 * height and width it may take (the canvas less a margin).
 */
const OPTICAL = { area: 5600, maxHeight: 68, maxWidth: 228 } as const;
/** Area factor of a mark whose letters are smaller than its ink box says: set on two lines. */
const DENSITY = { stacked: 1.3 } as const;

/** The height the word mark is laid out at before it is fitted (px); only its proportions matter. */
const LAYOUT_HEIGHT = 120;

/** The client a logo file is painted for: a client of the catalogue (generated/clients.ts). */
export type LogoClient = Client;

/** What one painted file is. */
export interface PaintedLogo {
  readonly svg: string;
  /** `wordmark`, or `monogram` when the word mark could not be drawn. */
  readonly kind: "wordmark" | "monogram";
}

/** The static cut of the site's font the monogram tile is drawn in (Latin and Latin Extended). */
function monogramFonts(root: string): SatoriFont[] {
  const require = createRequire(join(root, "package.json"));
  return ["latin", "latin-ext"].map((subset) => ({
    name: "Monogram",
    weight: 800 as const,
    style: "normal" as const,
    data: readFileSync(require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-800-normal.woff`)),
  }));
}

type Satori = typeof import("satori").default;
type ResvgClass = typeof import("@resvg/resvg-js").Resvg;
let libs: Promise<{ satori: Satori; Resvg: ResvgClass }> | null = null;
const loadLibs = () => (libs ??= Promise.all([import("satori"), import("@resvg/resvg-js")]).then(([s, r]) => ({ satori: s.default, Resvg: r.Resvg })));

/** Rounds to 0.1 px (coordinates of the canvas). */
const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Places an SVG (satori's, `svg` of its own size) on the logo canvas, fitted by the box `ink`
 * (in the SVG's own units) at the optical size.
 */
function onCanvas(svg: string, ink: { x: number; y: number; width: number; height: number }, factor: number): string {
  const { width: W, height: H } = LOGO_SIZE;
  const aspect = ink.width / ink.height;
  let h = Math.min(Math.sqrt((OPTICAL.area * factor) / aspect), OPTICAL.maxHeight);
  let w = h * aspect;
  if (w > OPTICAL.maxWidth) {
    w = OPTICAL.maxWidth;
    h = w / aspect;
  }
  const inner = svg.replace(/^<svg [^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><svg x="${r1((W - w) / 2)}" y="${r1((H - h) / 2)}" width="${r1(w)}" height="${r1(h)}" viewBox="${r1(ink.x)} ${r1(ink.y)} ${r1(ink.width)} ${r1(ink.height)}" overflow="visible">${inner}</svg></svg>\n`;
}

/**
 * The colours of a client's monogram tile: the generator's (the brand's primary colour,
 * lettered in whichever of the secondary colour, the ink or white reads at 4.5:1 first). A
 * primary too pale to show on the light tile (under 3:1) gets an edge in the ink.
 */
export function monogramColours(client: LogoClient): { tile: string; text: string; edge: string | null } {
  // The colours of the generator's monogram tile (generator/assets/wordmarks.ts `monogramTile`), from the contract.
  const t = assets.wordmarks.monogram;
  return { tile: t.background, text: t.text, edge: wcagContrast(t.background, "#ffffff") < MIN_CONTRAST ? client.colours.ink : null };
}

/**
 * Makes logo painters: `paint(client)` returns the client's word mark file, or its monogram
 * tile when the mark cannot be lettered or its painting fails (with a warning on stderr).
 * Fonts are read once per painter.
 */
export async function logoPainter(root: string): Promise<(client: LogoClient) => Promise<PaintedLogo>> {
  const { satori, Resvg } = await loadLibs();
  const fonts = letteringFonts(root);
  let monoFonts: SatoriFont[] | null = null;
  const monogram = async (client: LogoClient): Promise<PaintedLogo> => {
    monoFonts ??= monogramFonts(root);
    const { tile, text, edge } = monogramColours(client);
    const size = 72;
    // Initials outside the Latin script (the tile's font has no others) give way to the key's, which is ASCII.
    const letters = /^[\p{Script=Latin}\p{N}]+$/u.test(client.monogram)
      ? client.monogram
      : client.key
          .split("-")
          .slice(0, 2)
          .map((w) => w[0]?.toUpperCase() ?? "")
          .join("");
    const element = createElement(
      "div",
      { style: { display: "flex", width: LOGO_SIZE.width, height: LOGO_SIZE.height, alignItems: "center", justifyContent: "center" } },
      createElement(
        "div",
        {
          style: {
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: size,
            height: size,
            borderRadius: 20,
            backgroundColor: tile,
            border: edge ? `2px solid ${edge}` : undefined,
            fontFamily: "Monogram",
            fontWeight: 800,
            fontSize: letters.length > 2 ? 24 : 30,
            letterSpacing: -0.5,
            color: text,
          },
        },
        letters,
      ),
    );
    const svg = await satori(element, { ...LOGO_SIZE, fonts: monoFonts });
    return { svg: `${svg}\n`, kind: "monogram" };
  };
  return async (client) => {
    if (!canLetter(client, root)) {
      process.stderr.write(`word marks: ${client.key}: "${client.wordmark}" has letters outside its face's Latin subsets; drawn as a monogram tile\n`);
      return monogram(client);
    }
    try {
      const svg = await satori(createElement(Wordmark, { client, height: LAYOUT_HEIGHT }), { height: LAYOUT_HEIGHT, fonts });
      const box = new Resvg(svg, { font: { loadSystemFonts: false } }).getBBox();
      if (!box || box.width <= 0 || box.height <= 0) throw new Error("nothing was drawn");
      // Two lines are each half the box: they get more room.
      const factor = linesOf(lettersOf(client)).length > 1 ? DENSITY.stacked : 1;
      return { svg: onCanvas(svg, box, factor), kind: "wordmark" };
    } catch (e) {
      process.stderr.write(`word marks: ${client.key}: ${(e as Error).message}; drawn as a monogram tile\n`);
      return monogram(client);
    }
  };
}

/** What {@link writeLogoFiles} did. */
export interface LogoReport {
  readonly files: number;
  readonly painted: number;
  readonly monograms: readonly string[];
  /** The files written, relative to the folder written into. */
  readonly paths: readonly string[];
  readonly ms: number;
}

/** The cache of word mark files: keyed by this module, the lettering, the fonts and the libraries. */
function logoCache(root: string): ContentCache {
  const base = baseKey(root, {
    sources: ["./wordmark-files.ts", "./lettering.tsx"].map((f) => fileURLToPath(new URL(f, import.meta.url))),
    packages: ["satori", "@resvg/resvg-js"],
    extra: letteringFonts(root).map((font) => font.data),
  });
  return new ContentCache(root, "art-logos", base, "json");
}

/**
 * Writes the word mark file of every client to `dist` + {@link logoPath}, painting those not
 * in the cache; `onProgress` is told how many are done as it goes (scripts/build/progress.ts).
 */
export async function writeLogoFiles(root: string, dist: string, clients: readonly LogoClient[], onProgress?: OnProgress): Promise<LogoReport> {
  const started = performance.now();
  const cache = logoCache(root);
  // satori, resvg and the fonts are loaded only when a client is not in the cache.
  let paint: Promise<(c: LogoClient) => Promise<PaintedLogo>> | undefined;
  let painted = 0;
  const monograms: string[] = [];
  for (const [i, client] of clients.entries()) {
    onProgress?.(i, clients.length);
    const got = await cache.get(client, async () => {
      paint ??= logoPainter(root);
      return JSON.stringify(await (await paint)(client));
    });
    if (got.painted) painted++;
    const logo = JSON.parse(got.text) as PaintedLogo;
    if (logo.kind === "monogram") monograms.push(client.key);
    const out = join(dist, logoPath(client.key).slice(1));
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, logo.svg);
  }
  onProgress?.(clients.length, clients.length);
  return { files: clients.length, painted, monograms, paths: clients.map((c) => logoPath(c.key).slice(1)), ms: Math.round(performance.now() - started) };
}

const painted = new Map<string, Promise<string>>();

/**
 * The word mark file of `client`, painted once per process for the same
 * entry: what the dev server answers (../dev.ts), with the same code the build paints with.
 */
export function logoFile(root: string, client: LogoClient): Promise<string> {
  const key = JSON.stringify(client);
  let svg = painted.get(key);
  if (!svg) {
    svg = logoPainter(root)
      .then((paint) => paint(client))
      .then((l) => l.svg);
    painted.set(key, svg);
    svg.catch(() => painted.delete(key));
  }
  return svg;
}

/** The client whose word mark file `url` is (a URL under {@link LOGO_DIR}), if any. */
export function findLogo<C extends { readonly key: string }>(clients: readonly C[], url: string): C | undefined {
  const m = /^\/media\/art\/logos\/([a-z0-9-]+)\.svg$/.exec(url);
  return m ? clients.find((c) => c.key === m[1]) : undefined;
}
