/**
 * The art painter: paints every picture composed from content (the recipes ../recipes.ts
 * computes for the slots of generated/art.ts) as an SVG file. satori lays each composition out
 * (./compose.tsx) and sets its words as paths, so an <img> of it needs no web font; the raw SVG
 * a composition places (artefacts, icons, outlines) is put back in as nested <svg> elements
 * instead of the data URIs satori would make of it; svgo then minifies the file. No raster is
 * embedded.
 *
 * The build writes the files to dist/media/art/… (scripts/build/prerender.ts, `writeArt`); the dev
 * server paints a requested /media/art/… on demand with the same code (../dev.ts,
 * `devArtFile`, which also answers the word mark files of ./wordmark-files.ts). Files are cached
 * by content (lib/cache-store.mjs, the store's `art` area: <sha256>.svg), keyed by the recipe, the
 * brand palette, the fonts, the painter's own source and the library versions: a rebuild paints
 * only what changed.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import type { Client } from "../../model/index.ts";
import type { ArtRecipe } from "../recipes.ts";
import { site } from "../../generated/site.ts";
import { type ComposeContext, type Composition, compose } from "./compose.tsx";
import { type FrameBox, TEXT_MARK } from "./composer.tsx";
import { ArtFitError, type Misfit, misfits } from "./fit.ts";
import { type SatoriFont, plusJakartaFonts } from "./fonts.ts";
import { paletteByShade } from "./palette.ts";
import { countryOutline } from "./geo.ts";
import { letteringFonts } from "./lettering.tsx";
import { ContentCache, baseKey, folderRecord, markUsed, writeAtomic } from "../../lib/cache-store.mjs";
import { findLogo, logoFile } from "./wordmark-files.ts";
import type { OnProgress } from "../progress.ts";

/**
 * Size budget of one painted file, bytes, by kind (checked by tests/unit/art.test.ts): covers
 * carry the most words (word mark, figure, label, category) and an artefact; a country's
 * outline at 1:50m is a few thousand points.
 */
export const ART_BUDGET: Readonly<Record<ArtRecipe["kind"], number>> = {
  cover: 48_000,
  showcase: 32_000,
  service: 40_000,
  country: 40_000,
  motif: 16_000,
  office: 24_000,
};

/** The brand palette (spec/site.yaml `theme.brand`, through generated/site.ts), by shade. */
export function brandPalette(): Record<number, string> {
  return paletteByShade(site.theme.brand);
}

/** The inner SVG of every lucide icon asked for, by name (rendered once by lucide-react itself). */
async function iconLookup(): Promise<(name: string) => string> {
  const [lucide, { renderToStaticMarkup }] = await Promise.all([import("lucide-react"), import("react-dom/server")]);
  const memo = new Map<string, string>();
  return (name) => {
    let inner = memo.get(name);
    if (inner === undefined) {
      const Icon = (lucide as unknown as Record<string, Parameters<typeof createElement>[0]>)[name];
      if (!Icon) throw new Error(`art: lucide-react has no icon ${name}`);
      inner = renderToStaticMarkup(createElement(Icon))
        .replace(/^<svg[^>]*>/, "")
        .replace(/<\/svg>$/, "");
      memo.set(name, inner);
    }
    return inner;
  };
}

/** A painter: recipe in, SVG text out. */
export type Painter = (recipe: ArtRecipe) => Promise<string>;

/**
 * Makes a painter (satori, the fonts and the icon list loaded once): `paint` a recipe's file,
 * `compose` its composition, `misfitsOf` the texts that run out of their frames (./fit.ts).
 * `paint` throws {@link ArtFitError} for a picture whose words do not fit (the fit check).
 * @param root the project root (fonts from its node_modules)
 */
export async function artPainter(
  root: string,
): Promise<{ paint: Painter; compose: (r: ArtRecipe) => Composition; misfitsOf: (r: ArtRecipe) => Promise<Misfit[]> }> {
  const [{ default: satori }, { optimize }, icon] = await Promise.all([import("satori"), import("svgo"), iconLookup()]);
  // The site's face for words, and its 700 cut for the clients' house word marks.
  const fonts = [...plusJakartaFonts(root), ...letteringFonts(root)] as SatoriFont[];
  const ctx: ComposeContext = { palette: brandPalette(), icon, outline: (name, box, point) => countryOutline(root, name, box, point) };
  const make = (r: ArtRecipe) => compose(r, ctx);
  const layout = async (recipe: ArtRecipe): Promise<{ svg: string; composition: Composition; misfits: Misfit[] }> => {
    const composition = make(recipe);
    // The box satori lays each text out in (its element carries TEXT_MARK), for the fit check.
    const boxes = new Map<number, FrameBox>();
    const svg = await satori(composition.element, {
      width: recipe.width,
      height: recipe.height,
      fonts: fonts as never,
      onNodeDetected: (node) => {
        const i = node.props?.[TEXT_MARK];
        if (i !== undefined) boxes.set(Number(i), { x: node.left, y: node.top, w: node.width, h: node.height });
      },
    });
    return { svg, composition, misfits: misfits(composition.texts, boxes) };
  };
  const paint: Painter = async (recipe) => {
    const { svg, composition, misfits: out } = await layout(recipe);
    if (out.length > 0) throw new ArtFitError(recipe, out);
    const inlined = inlineLayers(svg, composition);
    // One pass, not svgo's multipass: a second and third pass save 0.7 % of the bytes (measured
    // on 200 launch pictures: 1,581 KB against 1,570 KB) at nearly three times the time. Four
    // plugins, not the default preset: on satori's output the other plugins of the preset cost
    // a quarter of svgo's time and save nothing once compressed (the 449 launch pictures: 1.24 ms
    // a picture against 1.62 ms with the preset less mergePaths and the style plugins; 645 KB
    // against 647 KB as Brotli; rasterised, the files are nearer the unoptimised SVG than with
    // the preset: 0.41 million channel values more than 8 off against 1.12 million).
    // convertPathData does most of the work (satori writes every glyph as an absolute path at
    // full precision); removeHiddenElems drops what satori emits and nothing shows;
    // cleanupIds and removeUnknownsAndDefaults shorten the rest.
    return optimize(inlined, {
      multipass: false,
      floatPrecision: 1,
      plugins: ["cleanupIds", "removeUnknownsAndDefaults", "removeHiddenElems", "convertPathData"],
    }).data;
  };
  return { paint, compose: make, misfitsOf: async (r) => (await layout(r)).misfits };
}

/**
 * Puts each raw layer back where satori placed its stand-in <image>: a nested <svg> with the
 * image's position and size and the layer's own view box.
 * @throws Error when a layer's stand-in is missing from satori's output (a bug of the composition)
 */
export function inlineLayers(svg: string, composition: Composition): string {
  const byId = new Map(composition.layers.map((l) => [l.id, l.svg]));
  const seen = new Set<string>();
  const out = svg.replace(
    /<image\b([^>]*?)\bhref="data:image\/svg\+xml;(utf8|base64),([^"]*)"([^>]*)\/>/g,
    (whole, before: string, coding: string, data: string, after: string) => {
      const text = coding === "base64" ? Buffer.from(data, "base64").toString("utf8") : decodeURIComponent(data);
      const id = text.match(/id="(r\d+)"/)?.[1];
      const attrs = `${before} ${after}`;
      const get = (k: string) => attrs.match(new RegExp(`\\b${k}="([^"]*)"`))?.[1] ?? "0";
      const place = (svg: string) =>
        svg.replace(/^<svg\b[^>]*>/, (open) => {
          const viewBox = open.match(/\bviewBox="([^"]*)"/)?.[1];
          const ratio = open.match(/\bpreserveAspectRatio="([^"]*)"/)?.[1] ?? attrs.match(/\bpreserveAspectRatio="([^"]*)"/)?.[1];
          return `<svg x="${get("x")}" y="${get("y")}" width="${get("width")}" height="${get("height")}"${viewBox ? ` viewBox="${viewBox}"` : ""}${ratio ? ` preserveAspectRatio="${ratio}"` : ""}>`;
        });
      const layer = id ? byId.get(id) : undefined;
      if (id && layer) {
        seen.add(id);
        return place(layer);
      }
      // Another SVG satori made an image of (a word mark's swoosh): put back inline as well.
      return text.trimStart().startsWith("<svg") ? place(text.trim()) : whole;
    },
  );
  for (const id of byId.keys()) if (!seen.has(id)) throw new Error(`art: satori's output lost layer ${id}`);
  return out;
}

/** The cache of painted pictures: keyed by the painter's source (every module of media/art/), fonts, palette and library versions. */
function artCache(root: string): ContentCache {
  const dir = dirname(fileURLToPath(import.meta.url));
  const base = baseKey(root, {
    sources: readdirSync(dir)
      .filter((x) => /\.(ts|tsx)$/.test(x))
      .sort()
      .map((f) => join(dir, f)),
    packages: ["satori", "svgo", "culori", "d3-geo", "world-atlas", "lucide-react"],
    extra: [JSON.stringify(brandPalette()), ...[...plusJakartaFonts(root), ...letteringFonts(root)].map((f) => f.data)],
  });
  return new ContentCache(root, "art", base, "svg");
}

let devArt: { cache: ContentCache; painter: Promise<Painter> } | undefined;

/**
 * The SVG of one recipe for the dev server, painted on first request and then cached. The
 * painter is made once per process: restart the dev server after editing media/art/.
 */
export async function paintArt(root: string, recipe: ArtRecipe): Promise<string> {
  devArt ??= { cache: artCache(root), painter: artPainter(root).then((p) => p.paint) };
  const { cache, painter } = devArt;
  return (await cache.get(recipe, async () => (await painter)(recipe))).text;
}

/** What {@link writeArt} did. */
export interface ArtReport {
  readonly files: number;
  readonly painted: number;
  /** Bytes of every file written. */
  readonly bytes: number;
  /** The files written, relative to the folder written into. */
  readonly paths: readonly string[];
  readonly ms: number;
}

/**
 * A file {@link writeArt} wrote (by its absolute path): the cache entry it was written from, its
 * size (bytes) and modification time (ms) then, and when the entry was last marked used (ms).
 */
type Written = readonly [entry: string, size: number, mtimeMs: number, markedMs: number];

/**
 * How often an entry that is only found in place, never read, is marked used in the store (ms):
 * daily, well within the two weeks the store's sweep keeps an unused entry (lib/cache-store.mjs).
 */
const MARK_USED_EVERY_MS = 24 * 3600 * 1000;

/**
 * Writes every recipe's file to `dist` at its path (dist/media/art/…), painting those not cached.
 * @param recipes the recipes of generated/art.ts's slots (../recipes.ts `artRecipes`)
 * @param onProgress told after each file how many of the recipes are done (scripts/build/progress.ts)
 * @param record a JSON file (in the build's cache) of the files written ({@link Written}): a file
 *   written from the cache entry its recipe names now and unchanged since (size and time) is
 *   neither read nor compared again, nor is its entry (at eleven times the featured studies, a
 *   content edit's 1,147 pictures took 0.1 s to read and compare); without it, every file is
 *   read and compared
 */
export async function writeArt(root: string, dist: string, recipes: readonly ArtRecipe[], onProgress?: OnProgress, record?: string): Promise<ArtReport> {
  const started = performance.now();
  const cache = artCache(root);
  // Painted in this thread, one after the other: worker threads were measured slower on this
  // 2-core machine (449 pictures: 5.3 s on two threads, 4.7 s on one) and barely quicker at ten
  // times the content (4,238: 16.2 s against 17.4 s). Two painters, threads or processes, each
  // run at about 58 % of the speed of one alone (400 pictures: 1.9 s alone, 3.3 s side by side),
  // where plain arithmetic runs at full speed on both cores: painting is bound by memory, not by
  // the cores. Measured again with processes: the 2,245 distinct pictures of five copies of the
  // launch recipes take 6.1 s in one process and 5.3 s in two side by side (1.15 times the
  // work a second); a pool of two painter processes fed by the build (pictures and Open Graph
  // cards, beside the pages) painted them in 7.4 to 7.9 s against 7.2 to 7.7 s with one, each
  // process spending some 0.9 s loading satori, the fonts and the painters' modules. satori,
  // the fonts and the icons are loaded only when a recipe is not in the cache.
  let painter: Promise<Painter> | undefined;
  let painted = 0;
  let bytes = 0;
  const now = Date.now();
  const { before, kept: written } = record ? folderRecord<Written>(record, dist) : { before: {}, kept: {} as Record<string, Written> };
  for (const [i, recipe] of recipes.entries()) {
    onProgress?.(i, recipes.length);
    const out = join(dist, recipe.path.replace(/^\/+/, ""));
    const entry = cache.file(recipe);
    const was = before[out];
    const there = statSync(out, { throwIfNoEntry: false });
    // Written from this very cache entry and untouched since: neither is read again.
    if (was && was[0] === entry && there?.size === was[1] && there.mtimeMs === was[2] && existsSync(entry)) {
      if (now - was[3] >= MARK_USED_EVERY_MS) markUsed(entry);
      written[out] = now - was[3] >= MARK_USED_EVERY_MS ? [entry, was[1], was[2], now] : was;
      bytes += there.size;
      continue;
    }
    const got = await cache.get(recipe, async () => {
      painter ??= artPainter(root).then((p) => p.paint);
      return (await painter)(recipe);
    });
    if (got.painted) painted++;
    const size = Buffer.byteLength(got.text);
    bytes += size;
    // A file already there with these bytes is left alone (its time too: the precompression of
    // scripts/build/prerender.ts then skips it without reading it).
    if (there?.size !== size || readFileSync(out, "utf8") !== got.text) {
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, got.text);
    }
    written[out] = [entry, size, statSync(out).mtimeMs, now];
  }
  if (record) writeAtomic(record, `${JSON.stringify(written)}\n`);
  onProgress?.(recipes.length, recipes.length);
  return { files: recipes.length, painted, bytes, paths: recipes.map((r) => r.path.replace(/^\/+/, "")), ms: Math.round(performance.now() - started) };
}

/** The recipe a URL path names, or null. */
export function findArt(recipes: readonly ArtRecipe[], path: string): ArtRecipe | null {
  return recipes.find((r) => r.path === path) ?? null;
}

/**
 * What the dev server answers for a URL under /media/art/ (../dev.ts): a client's word
 * mark file (/media/art/logos/<key>.svg) or a composed picture (a slot of generated/art.ts, its recipe from ../recipes.ts), painted by
 * the build's own code; null when the URL names neither.
 */
export async function devArtFile(root: string, url: string, recipes: readonly ArtRecipe[], clients: readonly Client[]): Promise<string | null> {
  const client = findLogo(clients, url);
  if (client) return logoFile(root, client);
  const recipe = findArt(recipes, url);
  return recipe ? paintArt(root, recipe) : null;
}
