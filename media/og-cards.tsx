/**
 * Open Graph cards: one 1200×630 PNG per prerendered page (dist/og/<path>.png, see
 * generated/assets.ts, `assets.ogCards` and `ogCardPath`), made at build time from what the page already says:
 * its headline (the route's own heading, else its browser title without the brand), a label
 * naming where it belongs (the service category, the section of the site, else the brand's full
 * name), the brand's word mark and palette (spec/site.yaml `theme.brand`, through generated/site.ts),
 * in the site's font. A page of a practice (a service, its section page, Tech Solutions) draws
 * its label and rules in the practice's light accent (`colour.onDark`, checked by the generator
 * for contrast on brand 950, the card's ground).
 * A case study's or project's card shows its cover (media/art/, written to dist/ before the
 * cards) across the card, with the headline in a strip below.
 *
 * satori lays the card out as SVG; resvg paints it. Plus Jakarta Sans comes from the static
 * cuts of @fontsource/plus-jakarta-sans (500, 700, 800; Latin and Latin Extended), because
 * satori draws a variable font at its default instance only, which would make every headline
 * regular weight.
 *
 * Cards are cached by content (lib/cache-store.mjs, the store's `og` area: <sha256>.png, keyed by the card's
 * text, the palette, the fonts, this file and the library versions), so a rebuild repaints only
 * the cards whose page changed. A cold run paints on two worker threads, the cards without a
 * cover while the composed pictures are still being painted, those with one once their covers are there.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ReactElement } from "react";
import { caseStudies } from "../generated/case-studies.ts";
import { projects } from "../generated/projects.ts";
import { categories } from "../generated/services.ts";
import { pageMeta, routes } from "../generated/routes.ts";
import { site } from "../generated/site.ts";
import type { BrandPalette, CategoryKey } from "../model/index.ts";
import { pageKindFacts } from "../generated/page-kinds.ts";
import { assets, ogCardPath } from "../generated/assets.ts";
import { ContentCache, baseKey, folderRecord, markUsed, sha256, writeAtomic } from "../lib/cache-store.mjs";
import { PICTURE_LIMIT } from "../lib/picture-limit.mjs";
import { CENTRE, type FocalPoint, cropBox, cutOffset } from "./crop.ts";
import { fontFiles, plusJakartaFonts } from "./art/fonts.ts";
import type { OnProgress } from "./progress.ts";

/** URL folder of the cards in dist/ (passed to the renderer as `PageAssets.ogCards`; generated/assets.ts). */
export const OG_DIR = assets.ogCards.dir;

/** Size in px of every card (generated/assets.ts). */
const OG_CARD_SIZE = { width: assets.ogCards.width, height: assets.ogCards.height };

/** What one card shows. */
export interface CardText {
  /** The big line: the page's own heading, else its title without the brand. */
  readonly headline: string;
  /** The small capitals above it: where the page belongs. */
  readonly label: string;
  /** The site's host, at the foot of the card. */
  readonly host: string;
  /** The brand's short name (the word mark) and its suffix. */
  readonly brand: string;
  readonly brandSuffix: string;
  /** The light accent (#rrggbb) of the practice the page belongs to, for the label and rules; null for the brand's own. */
  readonly accent: string | null;

  /**
   * The page's cover (a case study's or project's banner, /media/…): the card shows it above
   * the headline. Null on other pages.
   */
  readonly cover: string | null;
  /** The cover's focal point (%), which the card's band keeps in frame; null for the middle. */
  readonly coverFocus: FocalPoint | null;
}

/** The brand palette (spec/site.yaml `theme.brand`), #rrggbb by shade. */
export type Palette = BrandPalette;

/**
 * The text of the card of `url` (a URL of the route table), from generated/ only.
 * @throws when the URL is not one the route table prerenders
 */
export function cardText(url: string): CardText {
  const meta = pageMeta[url];
  const route = routes.find((r) => r.urls.includes(url));
  if (!meta || !route) throw new Error(`og-cards: ${url} is not a prerendered URL`);
  const titleParts = meta.title
    .split(" | ")
    .map((p) => p.trim())
    .filter((p) => p && p !== site.brand.name);
  const headline = route.heading ?? titleParts[0] ?? meta.title;
  // "Home" says nothing on the home page's card: the brand's full name does, below.
  const navName = (path: string | undefined) => site.navigation.find((n) => !n.external && n.href !== "/" && n.href === path)?.name;
  const { listPage: listKind, cover: coverOf } = pageKindFacts[route.page];
  const section = navName(listKind ? routes.find((r) => r.page === listKind)?.path : url);
  const categoryKey: CategoryKey | undefined = categories.find((c) => url === c.indexPath || url.startsWith(`${c.indexPath}/`))?.key;
  const practice = categories.find((c) => c.key === categoryKey);
  const category = practice?.name;
  const other = titleParts.find((p) => p !== headline);
  const label = [section, category].filter((x) => x && x !== headline).join(" · ") || (other && other !== headline ? other : site.brand.fullName);
  const cover =
    coverOf === "project"
      ? projects.find((p) => p.path === url)?.image
      : coverOf === "case-study"
        ? caseStudies.find((cs) => cs.path === url)?.image
        : undefined;
  const focus = cover?.focalPoint;
  return {
    headline,
    label,
    host: new URL(site.siteUrl).host.replace(/^www\./, ""),
    brand: site.brand.name,
    brandSuffix: site.brand.logoSuffix,
    accent: practice?.colour.onDark ?? null,
    cover: cover?.src ?? null,
    coverFocus: focus ? { x: focus.x, y: focus.y } : null,
  };
}

/** Height of the strip under a cover, px: the headline and the brand's word mark. */
const COVER_STRIP = 120;

/**
 * The strip under a card's cover (the card's width × {@link COVER_STRIP} px): the page's label
 * and headline, and the brand's word mark. The cover above it is painted on its own
 * ({@link cardPainter}).
 */
export function CoverStrip({ text, palette }: { text: CardText; palette: Palette }): ReactElement {
  const { width } = OG_CARD_SIZE;
  const size = text.headline.length <= 40 ? 44 : text.headline.length <= 60 ? 36 : 30;
  return (
    <div
      style={{
        width,
        height: COVER_STRIP,
        // The padding inside the card's width: satori lays boxes out content-box by default,
        // which pushed the word mark past the card's right edge.
        boxSizing: "border-box",
        display: "flex",
        alignItems: "center",
        justifyContent: "space-between",
        padding: "0 56px",
        fontFamily: "Plus Jakarta Sans",
        color: "#ffffff",
        backgroundColor: palette[950],
      }}
    >
      <div style={{ display: "flex", flexDirection: "column", maxWidth: 900 }}>
        <div style={{ display: "flex", fontSize: 18, fontWeight: 700, letterSpacing: 2.5, textTransform: "uppercase", color: palette[300] }}>{text.label}</div>
        <div style={{ display: "flex", marginTop: 6, fontSize: size, fontWeight: 800, letterSpacing: -0.8, lineHeight: 1.1 }}>{text.headline}</div>
      </div>
      <div
        style={{
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          width: 64,
          height: 64,
          borderRadius: 16,
          backgroundColor: palette[700],
          fontSize: 22,
          fontWeight: 800,
        }}
      >
        {text.brand}
      </div>
    </div>
  );
}

/**
 * The SVG of a cover cropped to the band a card shows (`width` × `height` px, the way
 * `object-fit: cover` with `object-position` at the focal point would crop it: its middle
 * without one, ./crop.ts): the root's view box narrowed, so resvg paints only the pixels the
 * card keeps. Null when the root element has no plain `0 0 w h` view box.
 */
export function croppedCover(svg: string, width: number, height: number, focus: FocalPoint = CENTRE): string | null {
  const root = svg.match(/^<svg\b[^>]*>/)?.[0];
  const box = root?.match(/\bviewBox="0 0 ([\d.]+) ([\d.]+)"/);
  if (!root || !box) return null;
  const [w, h] = [Number(box[1]), Number(box[2])];
  const scale = Math.max(width / w, height / h);
  const [vw, vh] = [width / scale, height / scale];
  const open = root
    .replace(/\s(width|height|viewBox|preserveAspectRatio)="[^"]*"/g, "")
    .replace(
      /^<svg/,
      `<svg width="${width}" height="${height}" viewBox="${cutOffset(w - vw, focus.x).toFixed(2)} ${cutOffset(h - vh, focus.y).toFixed(2)} ${vw.toFixed(2)} ${vh.toFixed(2)}"`,
    );
  return open + svg.slice(root.length);
}

/** Raw RGBA pixels, row by row, and their size in px. */
interface Pixels {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * The band of a cover a card shows, `width` × `height` px, as pixels, cut around the cover's
 * focal point (its middle without one; ./crop.ts): the painted SVG from `dist` (written before
 * the cards) painted by resvg in that band only, or a photograph from public/ cut and scaled by
 * sharp.
 * @throws Error when the file is in neither place
 */
async function coverPixels(
  root: string,
  dist: string,
  src: string,
  width: number,
  height: number,
  paintSvg: (svg: string) => Pixels,
  focus: FocalPoint = CENTRE,
): Promise<Pixels> {
  const rel = src.replace(/^\/+/, "");
  const file = [join(dist, rel), join(root, "public", rel)].find((f) => existsSync(f));
  if (!file) throw new Error(`og-cards: the cover ${src} is neither in dist/ nor in public/`);
  const { default: sharp } = await import("sharp");
  if (file.endsWith(".svg")) {
    const svg = readFileSync(file, "utf8");
    const band = croppedCover(svg, width, height, focus);
    if (band) return paintSvg(band);
    const whole = paintSvg(svg);
    const data = await sharp(whole.data, { raw: { width: whole.width, height: whole.height, channels: 4 } })
      .resize({ width, height, fit: "cover" })
      .raw()
      .toBuffer();
    return { data, width, height };
  }
  // The band is placed on the upright photograph (extract after rotate), then scaled to the card.
  const meta = await sharp(file).metadata();
  const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const data = await sharp(file, PICTURE_LIMIT)
    .rotate()
    .extract(cropBox(w, h, width / height, focus))
    .resize({ width, height, fit: "cover" })
    .flatten()
    .ensureAlpha()
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** The RGB bytes of each opaque ground {@link over} has been given (a card's ground is the same for many cards). */
const groundRgb = new WeakMap<Buffer, Buffer>();

/**
 * `count` opaque RGBA pixels of one colour (#rrggbb), filled natively (a card's 756,000 pixels
 * in about 1 ms, where a loop in a fresh process took tens), its RGB bytes kept for {@link over}.
 */
export function solid(hex: string, count: number): Buffer {
  const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  const out = Buffer.alloc(count * 4, Buffer.from([...rgb, 255]));
  groundRgb.set(out, Buffer.alloc(count * 3, Buffer.from(rgb)));
  return out;
}

/**
 * `top` painted over the opaque `ground`, as RGB bytes (the card is opaque: no alpha channel).
 * Both are RGBA pixels as resvg gives them, colours premultiplied by their alpha: a pixel is
 * top + (1 − alpha) × ground. (sharp's composite takes straight alpha and is three times slower
 * here.) The ground's RGB is made once per ground and copied; only the pixels of `top` that are
 * not fully transparent (not all four bytes 0) are then visited: 0.9 ms a text card instead of
 * 3.4 ms.
 * @param top RGBA, premultiplied, the same size as `ground`
 * @param ground RGBA, opaque
 */
export function over(top: Buffer, ground: Buffer): Buffer {
  let base = groundRgb.get(ground);
  if (!base) {
    base = Buffer.allocUnsafe((ground.length / 4) * 3);
    for (let i = 0, o = 0; i < ground.length; i += 4, o += 3) {
      base[o] = ground[i]!;
      base[o + 1] = ground[i + 1]!;
      base[o + 2] = ground[i + 2]!;
    }
    groundRgb.set(ground, base);
  }
  const out = Buffer.from(base);
  // Four bytes at a time: a fully transparent premultiplied pixel is 0.
  const aligned = top.byteOffset % 4 === 0 ? top : Buffer.from(top);
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
  for (let p = 0; p < words.length; p++) {
    if (words[p] === 0) continue;
    const i = p * 4;
    const o = p * 3;
    const a = aligned[i + 3]!;
    if (a === 0) continue;
    if (a === 255) {
      out[o] = aligned[i]!;
      out[o + 1] = aligned[i + 1]!;
      out[o + 2] = aligned[i + 2]!;
    } else {
      const rest = 255 - a;
      out[o] = aligned[i]! + Math.round((rest * base[o]!) / 255);
      out[o + 1] = aligned[i + 1]! + Math.round((rest * base[o + 1]!) / 255);
      out[o + 2] = aligned[i + 2]! + Math.round((rest * base[o + 2]!) / 255);
    }
  }
  return out;
}

/** The brand palette the cards are painted in: the site's own, from spec/ through generated/. */
export const palette: Palette = site.theme.brand;

/** px size of the headline: long titles get smaller type so they fit three lines. */
const headlineSize = (text: string) => (text.length <= 24 ? 88 : text.length <= 44 ? 76 : text.length <= 72 ? 62 : 52);

/**
 * The ground of every card without a cover, the same for all of them (so it is painted once per
 * run): the brand's deepest blue, two soft glows and the brand's name large and faint.
 */
export function CardGround({ brand, palette }: { brand: string; palette: Palette }): ReactElement {
  const { width, height } = OG_CARD_SIZE;
  return (
    <div
      style={{
        width,
        height,
        display: "flex",
        position: "relative",
        fontFamily: "Plus Jakarta Sans",
        backgroundColor: palette[950],
        backgroundImage: `radial-gradient(circle at 88% 8%, ${palette[500]}cc 0%, ${palette[950]}00 52%), radial-gradient(circle at 0% 100%, ${palette[700]}bb 0%, ${palette[950]}00 55%)`,
      }}
    >
      <div
        style={{
          position: "absolute",
          right: -24,
          bottom: -96,
          display: "flex",
          fontSize: 340,
          fontWeight: 800,
          letterSpacing: -16,
          color: "#ffffff",
          opacity: 0.06,
        }}
      >
        {brand}
      </div>
    </div>
  );
}

/**
 * The words of a card without a cover, on a transparent ground (painted over {@link CardGround}):
 * as a satori element tree (styles are satori's, not the page's: nothing here reaches a browser).
 */
export function Card({ text, palette }: { text: CardText; palette: Palette }): ReactElement {
  const { width, height } = OG_CARD_SIZE;
  return (
    <div
      style={{
        width,
        height,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        position: "relative",
        padding: "64px 80px 60px",
        fontFamily: "Plus Jakarta Sans",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center" }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            width: 72,
            height: 72,
            borderRadius: 18,
            backgroundColor: palette[700],
            fontSize: 24,
            fontWeight: 800,
            letterSpacing: -0.5,
          }}
        >
          {text.brand}
        </div>
        <div style={{ display: "flex", marginLeft: 20, fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }}>
          {text.brand}
          <span style={{ marginLeft: 10, fontWeight: 500, color: palette[200] }}>{text.brandSuffix}</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center", maxWidth: 1000 }}>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            fontSize: 24,
            fontWeight: 700,
            letterSpacing: 3,
            textTransform: "uppercase",
            color: text.accent ?? palette[300],
          }}
        >
          <div style={{ width: 48, height: 6, borderRadius: 3, marginRight: 18, backgroundColor: text.accent ?? palette[400] }} />
          {text.label}
        </div>
        <div style={{ display: "flex", marginTop: 22, fontSize: headlineSize(text.headline), fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }}>
          {text.headline}
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 26, fontWeight: 500, color: palette[200] }}>{text.host}</div>
      <div
        style={{
          position: "absolute",
          left: 0,
          bottom: 0,
          width,
          height: 14,
          display: "flex",
          backgroundImage: `linear-gradient(90deg, ${palette[500]}, ${text.accent ?? palette[300]})`,
        }}
      />
    </div>
  );
}

/**
 * A card painter: the fonts are read once and passed to satori as the same objects every time
 * (satori keeps what it parsed from them). Returns PNG bytes (RGB, no alpha: the card is opaque).
 *
 * A card is painted in layers, each by resvg only where it has pixels of its own, and put
 * together here ({@link over}; sharp encodes the PNG): the ground of the cards without a cover once per run (its full-size glows
 * were half of each card's time), then each card's words over it; a cover only in the band the
 * card shows, and the strip under it (the band's rows, then the strip's: no compositing).
 * Measured on the launch cards: 42 ms a card without cover and 64 ms a card with one, painted
 * whole, against 25 and 44 ms in layers.
 */
export async function cardPainter(root: string, palette: Palette, dist = join(root, "dist")): Promise<(text: CardText) => Promise<Buffer>> {
  const [{ default: satori }, { Resvg }, { default: sharp }] = await Promise.all([import("satori"), import("@resvg/resvg-js"), import("sharp")]);
  const fonts = plusJakartaFonts(root);
  const { width, height } = OG_CARD_SIZE;
  /** An SVG painted by resvg at its own size, without system fonts (every word is a path). */
  const paintSvg = (svg: string): Pixels => {
    const image = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render();
    return { data: image.pixels, width: image.width, height: image.height };
  };
  const grounds = new Map<string, Promise<Pixels>>();
  // Under a cover that is not opaque everywhere: the card's own ground.
  const coverGround = solid(palette[950], width * height);
  // RGB, no alpha: the card is opaque (resvg's own PNG would keep an alpha channel, three times
  // the bytes). zlib level 4: on the launch cards 5.4 ms a card and 96 KB on average (139 KB at
  // most), against 8.1 ms and 82 KB (119 KB) at 6; a link preview fetches a card once, and
  // WhatsApp's previews want one well under 300 KB.
  const png = (rgb: Buffer) =>
    sharp(rgb, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 4 })
      .toBuffer();
  return async (text) => {
    if (text.cover) {
      const band = height - COVER_STRIP;
      const [cover, strip] = await Promise.all([
        coverPixels(root, dist, text.cover, width, band, paintSvg, text.coverFocus ?? CENTRE),
        satori(<CoverStrip text={text} palette={palette} />, { width, height: COVER_STRIP, fonts }).then(paintSvg),
      ]);
      // Both layers are as wide as the card: the card is the one's rows, then the other's.
      return png(over(Buffer.concat([cover.data, strip.data]), coverGround));
    }
    let ground = grounds.get(text.brand);
    if (!ground) {
      ground = satori(<CardGround brand={text.brand} palette={palette} />, { width, height, fonts }).then(paintSvg);
      grounds.set(text.brand, ground);
    }
    const [base, words] = await Promise.all([ground, satori(<Card text={text} palette={palette} />, { width, height, fonts }).then(paintSvg)]);
    return png(over(words.data, base.data));
  };
}

/** What {@link writeOgCards} did. */
export interface OgReport {
  readonly cards: number;
  readonly painted: number;
  /** The files written, relative to the folder written into. */
  readonly paths: readonly string[];
  readonly ms: number;
}

/**
 * Writes the card of every URL to `dist`{@link OG_DIR}/… , painting those not in the cache.
 * @param urls URLs of the route table (as prerendered), each getting one card
 * @param onProgress told how many cards are done (the cached ones first, then each painted: scripts/build/progress.ts)
 * @param coversReady settles once the covers the cards show are in `dist` (the composed pictures
 *   painted beside): the cards without a cover are painted meanwhile, those with one after it
 * @throws what `coversReady` rejects with, once the cards begun are painted
 */
export async function writeOgCards(
  root: string,
  dist: string,
  urls: readonly string[],
  onProgress?: OnProgress,
  coversReady: Promise<unknown> = Promise.resolve(),
): Promise<OgReport> {
  const started = performance.now();
  const cache = new ContentCache(
    root,
    "og",
    baseKey(root, {
      sources: [fileURLToPath(import.meta.url)],
      packages: ["satori", "@resvg/resvg-js", "sharp"],
      extra: [...fontFiles(root).map((f) => readFileSync(f.file)), JSON.stringify(palette), JSON.stringify(assets.ogCards)],
    }),
    "png",
  );
  mkdirSync(cache.dir, { recursive: true });

  const texts = urls.map((url) => ({ url, text: cardText(url) }));
  const job = ({ url, text }: (typeof texts)[number]) => {
    // The cover's bytes are part of the key: a repainted cover repaints its card.
    const cover = text.cover ? sha256(coverBytes(root, dist, text.cover)) : null;
    return { url, text, cached: cache.file({ text, cover }), out: join(dist, ogCardPath(OG_DIR, url).slice(1)) };
  };
  // Cards not in the cache, each painted once: two pages may have the very same card.
  const missing = <J extends { readonly cached: string }>(jobs: readonly J[]) => [
    ...new Map(jobs.filter((j) => !existsSync(j.cached)).map((j) => [j.cached, j])).values(),
  ];
  const plain = texts.filter((t) => !t.text.cover).map(job);
  const missingPlain = missing(plain);
  let done = plain.length - missingPlain.length;
  onProgress?.(done, texts.length);
  // The cards with a cover: keyed (and painted) once the covers are there.
  const covered = coversReady.then(() => texts.filter((t) => t.text.cover).map(job));
  const missingCovered = covered.then((list) => {
    const unpainted = missing(list);
    done += list.length - unpainted.length;
    onProgress?.(done, texts.length);
    return unpainted;
  });
  const paintJob = (j: { text: CardText; cached: string }) => ({ text: j.text, out: j.cached });
  await paintAll(root, [missingPlain.map(paintJob), missingCovered.then((m) => m.map(paintJob))], palette, dist, () => onProgress?.(++done, texts.length));
  // In the order of the URLs, as before the cards were split.
  const byUrl = new Map([...plain, ...(await covered)].map((j) => [j.url, j]));
  const jobs = urls.map((url) => byUrl.get(url)!);
  const painted = missingPlain.length + (await missingCovered).length;
  const now = new Date();
  // Which cache entry each card file of dist/ was last copied from (entries are named by their
  // content, so the same name means the same bytes): a card already in place is not copied again.
  // The records of other folders still there are kept (a unit test's build in a temporary folder
  // must not make the next build copy every card again).
  const copiedList = join(cache.dir, "copied.json");
  const { before: copied, kept: nowCopied } = folderRecord<string>(copiedList, dist);
  for (const j of jobs) {
    // By absolute path: the unit tests' builds in temporary folders share this cache.
    const key = j.out;
    const from = basename(j.cached);
    if (copied[key] !== from || statSync(j.out, { throwIfNoEntry: false })?.size !== statSync(j.cached).size) {
      mkdirSync(dirname(j.out), { recursive: true });
      copyFileSync(j.cached, j.out);
    }
    nowCopied[key] = from;
    markUsed(j.cached, now);
  }
  writeAtomic(copiedList, `${JSON.stringify(nowCopied)}\n`);
  return { cards: jobs.length, painted, paths: jobs.map((j) => relative(dist, j.out)), ms: Math.round(performance.now() - started) };
}

/** The bytes of a card's cover (for the cache key: a repainted cover repaints its card). */
function coverBytes(root: string, dist: string, src: string): Buffer {
  const rel = src.replace(/^\/+/, "");
  const file = [join(dist, rel), join(root, "public", rel)].find((f) => existsSync(f));
  return file ? readFileSync(file) : Buffer.alloc(0);
}

/** One card to paint: its text, and the file its PNG is written to. */
type PaintJob = { readonly text: CardText; readonly out: string };

/**
 * Paints cards on up to two worker threads (satori's layout and resvg's paint are both
 * CPU-bound), batch after batch: the threads start with the first batch (or, when it is empty,
 * with the first batch that is not) and are each handed a share of every batch as it comes
 * (og-cards-worker.mjs), so the ones painted before a later batch is known do not wait for it.
 * Fewer than eight cards in all are painted in this thread. Rejects, once the threads are done,
 * with the first batch's or thread's failure.
 */
async function paintAll(
  root: string,
  batches: readonly (readonly PaintJob[] | Promise<readonly PaintJob[]>)[],
  palette: Palette,
  dist: string,
  onPainted: () => void,
): Promise<void> {
  let workers: { worker: Worker; exited: Promise<void> }[] | null = null;
  let local: PaintJob[] = [];
  let failure: unknown = null;
  let next = 0;
  const threads = Math.min(2, availableParallelism());
  for (const batch of batches) {
    let jobs: readonly PaintJob[];
    try {
      jobs = await batch;
    } catch (e) {
      failure ??= e;
      break;
    }
    if (jobs.length === 0) continue;
    if (!workers && threads > 1 && local.length + jobs.length >= 8) {
      workers = Array.from({ length: threads }, () => {
        // The worker registers tsx itself (a thread does not inherit the loader) and runs this file.
        const worker = new Worker(new URL("./og-cards-worker.mjs", import.meta.url), { workerData: { root, palette, dist } });
        worker.on("message", onPainted); // one message per card painted (og-cards-worker.mjs)
        const exited = new Promise<void>((resolve, reject) => {
          worker.once("error", reject);
          worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`og-cards: a painter thread exited with ${code}`))));
        });
        exited.catch(() => undefined); // awaited below
        return { worker, exited };
      });
      jobs = [...local, ...jobs];
      local = [];
    }
    if (!workers) {
      local.push(...jobs);
      continue;
    }
    const shares: PaintJob[][] = workers.map(() => []);
    for (const j of jobs) shares[next++ % shares.length]!.push(j);
    workers.forEach(({ worker }, i) => {
      if (shares[i]!.length) worker.postMessage(shares[i]);
    });
  }
  if (workers) {
    for (const { worker } of workers) worker.postMessage(null); // no more batches: paint what was handed, then exit
    const ended = await Promise.allSettled(workers.map((w) => w.exited));
    const failed = ended.find((r) => r.status === "rejected");
    if (failed) failure ??= failed.reason;
  } else if (local.length && failure === null) await paintJobs(root, palette, local, dist, onPainted);
  if (failure !== null) throw failure;
}

/** Paints `jobs` one after the other in this thread, calling `onPainted` after each. */
export async function paintJobs(
  root: string,
  palette: Palette,
  jobs: readonly { text: CardText; out: string }[],
  dist = join(root, "dist"),
  onPainted?: () => void,
): Promise<void> {
  const paint = await cardPainter(root, palette, dist);
  for (const j of jobs) {
    // Written under a temporary name first: a cache entry is never half a file.
    writeAtomic(j.out, await paint(j.text));
    onPainted?.();
  }
}
