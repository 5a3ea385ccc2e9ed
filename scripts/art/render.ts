/**
 * The art painter: paints every picture composed from content (the recipes of generated/art.ts,
 * generator/normalize/art.ts) as an SVG file. satori lays each composition out
 * (./compose.tsx) and sets its words as paths, so an <img> of it needs no web font; the raw SVG
 * a composition places (artefacts, icons, outlines) is put back in as nested <svg> elements
 * instead of the data URIs satori would make of it; svgo then minifies the file and reuses
 * repeated shapes. No raster is embedded.
 *
 * The build writes the files to dist/media/art/… (scripts/prerender.ts, `writeArt`); the dev
 * server paints a requested /media/art/… on demand with the same code (vite.config.ts,
 * `paintArt`). Files are cached by content in node_modules/.cache/blu-art/<sha256>.svg, keyed by
 * the recipe, the brand palette, the fonts, the painter's own source and the library versions:
 * a rebuild paints only what changed.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createElement } from "react";
import type { ArtRecipe } from "../../generated/model.ts";
import { site } from "../../generated/site.ts";
import { type ComposeContext, type Composition, compose } from "./compose.tsx";
import { type SatoriFont, plusJakartaFonts } from "./fonts.ts";
import { countryOutline } from "./geo.ts";
import { letteringFonts } from "./lettering.tsx";

/** Cache folder, relative to the project root. */
const CACHE_DIR = "node_modules/.cache/blu-art";
/** Cached files unused for this long are removed (ms). */
const CACHE_KEEP_MS = 14 * 24 * 3600 * 1000;

/**
 * Size budget of one painted file, bytes, by kind (checked by tests/unit/art.test.ts): covers
 * carry the most words (word mark, figure, label, category) and an artefact; a country's
 * outline at 1:50m is a few thousand points.
 */
export const ART_BUDGET: Readonly<Record<ArtRecipe["kind"], number>> = { cover: 48_000, showcase: 32_000, service: 40_000, country: 40_000 };

/** The brand palette (spec/site.yaml `theme.brand`, through generated/site.ts), by shade. */
export function brandPalette(): Record<number, string> {
  return Object.fromEntries(Object.entries(site.theme.brand).map(([shade, hex]) => [Number(shade), hex]));
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
      inner = renderToStaticMarkup(createElement(Icon)).replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
      memo.set(name, inner);
    }
    return inner;
  };
}

/** A painter: recipe in, SVG text out. */
export type Painter = (recipe: ArtRecipe) => Promise<string>;

/**
 * Makes a painter (satori, the fonts and the icon list loaded once).
 * @param root the project root (fonts from its node_modules)
 */
export async function artPainter(root: string): Promise<{ paint: Painter; compose: (r: ArtRecipe) => Composition }> {
  const [{ default: satori }, { optimize }, icon] = await Promise.all([import("satori"), import("svgo"), iconLookup()]);
  // The site's face for words, and every client's lettering for the word marks.
  const fonts = [...plusJakartaFonts(root), ...letteringFonts(root)] as SatoriFont[];
  const ctx: ComposeContext = { palette: brandPalette(), icon, outline: (name, box, point) => countryOutline(root, name, box, point) };
  const make = (r: ArtRecipe) => compose(r, ctx);
  const paint: Painter = async (recipe) => {
    const composition = make(recipe);
    const svg = await satori(composition.element, { width: recipe.width, height: recipe.height, fonts: fonts as never });
    const inlined = inlineLayers(svg, composition);
    return optimize(inlined, {
      multipass: true,
      floatPrecision: 1,
      plugins: ["preset-default", "reusePaths"],
    }).data;
  };
  return { paint, compose: make };
}

/**
 * Puts each raw layer back where satori placed its stand-in <image>: a nested <svg> with the
 * image's position and size and the layer's own view box.
 * @throws Error when a layer's stand-in is missing from satori's output (a bug of the composition)
 */
export function inlineLayers(svg: string, composition: Composition): string {
  const byId = new Map(composition.layers.map((l) => [l.id, l.svg]));
  const seen = new Set<string>();
  const out = svg.replace(/<image\b([^>]*?)\bhref="data:image\/svg\+xml;(utf8|base64),([^"]*)"([^>]*)\/>/g, (whole, before: string, coding: string, data: string, after: string) => {
    const text = coding === "base64" ? Buffer.from(data, "base64").toString("utf8") : decodeURIComponent(data);
    const id = text.match(/id="(r\d+)"/)?.[1];
    const attrs = `${before} ${after}`;
    const get = (k: string) => attrs.match(new RegExp(`\\b${k}="([^"]*)"`))?.[1] ?? "0";
    const place = (svg: string) => svg.replace(/^<svg\b[^>]*>/, (open) => {
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
  });
  for (const id of byId.keys()) if (!seen.has(id)) throw new Error(`art: satori's output lost layer ${id}`);
  return out;
}

/** The cache key of everything but the recipe: the painter's source, fonts, palette, library versions. */
function baseKey(root: string): string {
  const h = createHash("sha256");
  const dir = dirname(fileURLToPath(import.meta.url));
  for (const f of readdirSync(dir).filter((x) => /\.(ts|tsx)$/.test(x)).sort()) h.update(f).update(readFileSync(join(dir, f)));
  for (const p of ["satori", "svgo", "culori", "d3-geo", "world-atlas", "lucide-react"]) {
    h.update(`${p}@${(JSON.parse(readFileSync(join(root, "node_modules", p, "package.json"), "utf8")) as { version: string }).version}`);
  }
  h.update(JSON.stringify(brandPalette()));
  for (const f of [...plusJakartaFonts(root), ...letteringFonts(root)]) h.update(f.data);
  return h.digest("hex");
}

/** The cached file of a recipe (which may not exist yet). */
function cachedFile(root: string, base: string, recipe: ArtRecipe): string {
  return join(root, CACHE_DIR, `${createHash("sha256").update(base).update(JSON.stringify(recipe)).digest("hex")}.svg`);
}

let devPainter: Promise<{ paint: Painter; base: string }> | undefined;

/**
 * Paints one recipe (or finds it painted) for the dev server; returns the cached file. The
 * painter is made once per process: restart the dev server after editing scripts/art/.
 */
export async function paintArt(root: string, recipe: ArtRecipe): Promise<string> {
  devPainter ??= artPainter(root).then(({ paint }) => ({ paint, base: baseKey(root) }));
  const { paint, base } = await devPainter;
  const file = cachedFile(root, base, recipe);
  if (!existsSync(file)) writeAtomic(file, await paint(recipe));
  return file;
}

function writeAtomic(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** What {@link writeArt} did. */
export interface ArtReport {
  readonly files: number;
  readonly painted: number;
  /** Bytes of every file written. */
  readonly bytes: number;
  readonly ms: number;
}

/**
 * Writes every recipe's file to `dist` at its path (dist/media/art/…), painting those not cached.
 * @param recipes the recipes of generated/art.ts
 */
export async function writeArt(root: string, dist: string, recipes: readonly ArtRecipe[]): Promise<ArtReport> {
  const started = performance.now();
  const base = baseKey(root);
  const jobs = recipes.map((r) => ({ r, cached: cachedFile(root, base, r), out: join(dist, r.path.replace(/^\/+/, "")) }));
  const missing = jobs.filter((j) => !existsSync(j.cached));
  if (missing.length) {
    const { paint } = await artPainter(root);
    for (const j of missing) writeAtomic(j.cached, await paint(j.r));
  }
  const now = new Date();
  let bytes = 0;
  for (const j of jobs) {
    mkdirSync(dirname(j.out), { recursive: true });
    copyFileSync(j.cached, j.out);
    utimesSync(j.cached, now, now);
    bytes += statSync(j.out).size;
  }
  const cache = join(root, CACHE_DIR);
  for (const name of existsSync(cache) ? readdirSync(cache) : []) {
    const file = join(cache, name);
    if (now.getTime() - statSync(file).mtimeMs > CACHE_KEEP_MS) rmSync(file, { force: true });
  }
  return { files: jobs.length, painted: missing.length, bytes, ms: Math.round(performance.now() - started) };
}

/** The recipe a URL path names, or null. */
export function findArt(recipes: readonly ArtRecipe[], path: string): ArtRecipe | null {
  return recipes.find((r) => r.path === path) ?? null;
}
