/**
 * Open Graph cards: one 1200×630 PNG per prerendered page (dist/og/<path>.png, see
 * runtime/app/document.ts `ogCardPath`), made at build time from what the page already says:
 * its headline (the route's own heading, else its browser title without the brand), a label
 * naming where it belongs (the service category, the section of the site, else the brand's full
 * name), the brand's word mark and palette (runtime/styles/app.css @theme), in the site's font.
 *
 * satori lays the card out as SVG; resvg paints it. Plus Jakarta Sans comes from the static
 * cuts of @fontsource/plus-jakarta-sans (500, 700, 800; Latin and Latin Extended), because
 * satori draws a variable font at its default instance only, which would make every headline
 * regular weight.
 *
 * Cards are cached by content (node_modules/.cache/blu-og/<sha256>.png, keyed by the card's
 * text, the palette, the fonts, this file and the library versions), so a rebuild repaints only
 * the cards whose page changed. A cold run paints on two worker threads.
 */
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { ReactElement } from "react";
import { categories } from "../generated/services.ts";
import { pageMeta, routes } from "../generated/routes.ts";
import { site } from "../generated/site.ts";
import type { CategoryKey, PageKind } from "../generated/model.ts";
import { OG_CARD_SIZE, OG_CARDS_DIR, ogCardPath } from "../runtime/app/document.ts";

/** URL folder of the cards in dist/ (passed to the renderer as `PageAssets.ogCards`). */
export const OG_DIR = OG_CARDS_DIR;

/** Cache folder, relative to the project root. */
const CACHE_DIR = "node_modules/.cache/blu-og";
/** Cached cards unused for this long are removed (ms). */
const CACHE_KEEP_MS = 14 * 24 * 3600 * 1000;

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
}

/** The brand palette of runtime/styles/app.css (`--color-brand-50` … `-950`), by shade. */
export type Palette = Readonly<Record<number, string>>;

/** Detail pages and the list page whose navigation label they carry. */
const LIST_OF: Partial<Record<PageKind, PageKind>> = {
  "case-study-detail": "case-study-list",
  "country-case-study": "case-study-list",
  "project-detail": "projects",
  "service-detail": "services-overview",
  "service-section": "services-overview",
  "tech-solutions": "services-overview",
};

/**
 * The text of the card of `url` (a URL of the route table), from generated/ only.
 * @throws when the URL is not one the route table prerenders
 */
export function cardText(url: string): CardText {
  const meta = pageMeta[url];
  const route = routes.find((r) => r.urls.includes(url));
  if (!meta || !route) throw new Error(`og-cards: ${url} is not a prerendered URL`);
  const titleParts = meta.title.split(" | ").map((p) => p.trim()).filter((p) => p && p !== site.brand.name);
  const headline = route.heading ?? titleParts[0] ?? meta.title;
  // "Home" says nothing on the home page's card: the brand's full name does, below.
  const navName = (path: string | undefined) => site.navigation.find((n) => !n.external && n.href !== "/" && n.href === path)?.name;
  const listKind = LIST_OF[route.page];
  const section = navName(listKind ? routes.find((r) => r.page === listKind)?.path : url);
  const categoryKey: CategoryKey | undefined = route.category ?? categories.find((c) => c.indexPath === url)?.key;
  const category = categories.find((c) => c.key === categoryKey)?.name;
  const other = titleParts.find((p) => p !== headline);
  const label = [section, category].filter((x) => x && x !== headline).join(" · ") || (other && other !== headline ? other : site.brand.fullName);
  return { headline, label, host: new URL(site.siteUrl).host.replace(/^www\./, ""), brand: site.brand.name, brandSuffix: site.brand.logoSuffix };
}

/** The shades the card uses, as app.css defines them today: the fallback for a shade it no longer gives as #rrggbb. */
const FALLBACK_PALETTE: Palette = { 200: "#bfd3ff", 300: "#93b5ff", 400: "#5f8cff", 500: "#3464f4", 700: "#1838b4", 950: "#0a1640" };

/**
 * Reads the brand palette from the site's stylesheet, so the cards follow it. The card needs
 * #rrggbb (it appends an alpha to some); a shade missing or written otherwise (oklch(), a
 * variable) keeps its fallback, with a warning.
 */
export function readPalette(root: string): Palette {
  const css = readFileSync(join(root, "runtime/styles/app.css"), "utf8");
  const palette: Record<number, string> = { ...FALLBACK_PALETTE };
  const odd: string[] = [];
  for (const shade of Object.keys(FALLBACK_PALETTE).map(Number)) {
    const value = css.match(new RegExp(`--color-brand-${shade}:\\s*([^;]+);`))?.[1].trim();
    if (value && /^#[0-9a-fA-F]{6}$/.test(value)) palette[shade] = value;
    else odd.push(`--color-brand-${shade}`);
  }
  if (odd.length) process.stderr.write(`og-cards: runtime/styles/app.css gives no #rrggbb for ${odd.join(", ")}; the cards use their former colours\n`);
  return palette;
}

/** px size of the headline: long titles get smaller type so they fit three lines. */
const headlineSize = (text: string) => (text.length <= 24 ? 88 : text.length <= 44 ? 76 : text.length <= 72 ? 62 : 52);

/** The card, as a satori element tree (styles are satori's, not the page's: nothing here reaches a browser). */
export function Card({ text, palette }: { text: CardText; palette: Palette }): ReactElement {
  const { width, height } = OG_CARD_SIZE;
  return (
    <div
      style={{
        width, height, boxSizing: "border-box", display: "flex", flexDirection: "column", position: "relative", padding: "64px 80px 60px",
        fontFamily: "Plus Jakarta Sans", color: "#ffffff", backgroundColor: palette[950],
        backgroundImage: `radial-gradient(circle at 88% 8%, ${palette[500]}cc 0%, ${palette[950]}00 52%), radial-gradient(circle at 0% 100%, ${palette[700]}bb 0%, ${palette[950]}00 55%)`,
      }}
    >
      <div style={{ position: "absolute", right: -24, bottom: -96, display: "flex", fontSize: 340, fontWeight: 800, letterSpacing: -16, color: "#ffffff", opacity: 0.06 }}>{text.brand}</div>
      <div style={{ display: "flex", alignItems: "center" }}>
        <div style={{ display: "flex", alignItems: "center", justifyContent: "center", width: 72, height: 72, borderRadius: 18, backgroundColor: palette[700], fontSize: 24, fontWeight: 800, letterSpacing: -0.5 }}>{text.brand}</div>
        <div style={{ display: "flex", marginLeft: 20, fontSize: 34, fontWeight: 800, letterSpacing: -0.5 }}>
          {text.brand}
          <span style={{ marginLeft: 10, fontWeight: 500, color: palette[200] }}>{text.brandSuffix}</span>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center", maxWidth: 1000 }}>
        <div style={{ display: "flex", alignItems: "center", fontSize: 24, fontWeight: 700, letterSpacing: 3, textTransform: "uppercase", color: palette[300] }}>
          <div style={{ width: 48, height: 6, borderRadius: 3, marginRight: 18, backgroundColor: palette[400] }} />
          {text.label}
        </div>
        <div style={{ display: "flex", marginTop: 22, fontSize: headlineSize(text.headline), fontWeight: 800, lineHeight: 1.08, letterSpacing: -1.5 }}>{text.headline}</div>
      </div>
      <div style={{ display: "flex", fontSize: 26, fontWeight: 500, color: palette[200] }}>{text.host}</div>
      <div style={{ position: "absolute", left: 0, bottom: 0, width, height: 14, display: "flex", backgroundImage: `linear-gradient(90deg, ${palette[500]}, ${palette[300]})` }} />
    </div>
  );
}

/** The static cuts of the site's font satori gets, Latin and Latin Extended (é, ŋ, ğ… in names). */
const FONT_CUTS = [500, 700, 800] as const;
const FONT_SUBSETS = ["latin", "latin-ext"] as const;

function fontFiles(root: string): { file: string; weight: (typeof FONT_CUTS)[number] }[] {
  const require = createRequire(join(root, "package.json"));
  return FONT_CUTS.flatMap((weight) => FONT_SUBSETS.map((subset) => ({ weight, file: require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${weight}-normal.woff`) })));
}

/**
 * A card painter: the fonts are read once and passed to satori as the same objects every time
 * (satori keeps what it parsed from them). Returns PNG bytes (RGB, no alpha: the card is opaque).
 */
export async function cardPainter(root: string, palette: Palette): Promise<(text: CardText) => Promise<Buffer>> {
  const [{ default: satori }, { Resvg }, { default: sharp }] = await Promise.all([import("satori"), import("@resvg/resvg-js"), import("sharp")]);
  const fonts = fontFiles(root).map((f) => ({ name: "Plus Jakarta Sans", data: readFileSync(f.file), weight: f.weight, style: "normal" as const }));
  const { width, height } = OG_CARD_SIZE;
  return async (text) => {
    const svg = await satori(<Card text={text} palette={palette} />, { width, height, fonts });
    const pixels = new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().pixels;
    // resvg's own PNG keeps an alpha channel the card does not need: sharp's RGB PNG is a third of the size.
    return sharp(pixels, { raw: { width, height, channels: 4 } }).removeAlpha().png({ compressionLevel: 6 }).toBuffer();
  };
}

/** What {@link writeOgCards} did. */
export interface OgReport {
  readonly cards: number;
  readonly painted: number;
  readonly ms: number;
}

/**
 * Writes the card of every URL to `dist`{@link OG_DIR}/… , painting those not in the cache.
 * @param urls URLs of the route table (as prerendered), each getting one card
 */
export async function writeOgCards(root: string, dist: string, urls: readonly string[]): Promise<OgReport> {
  const started = performance.now();
  const palette = readPalette(root);
  const files = fontFiles(root);
  const fonts = files.map((f) => readFileSync(f.file));
  const versions = ["satori", "@resvg/resvg-js", "sharp"].map((p) => `${p}@${(JSON.parse(readFileSync(join(root, "node_modules", p, "package.json"), "utf8")) as { version: string }).version}`);
  const base = createHash("sha256").update(readFileSync(fileURLToPath(import.meta.url))).update(readFileSync(fileURLToPath(new URL("../runtime/app/document.ts", import.meta.url))));
  for (const f of fonts) base.update(f);
  base.update(JSON.stringify({ palette, versions }));
  const baseKey = base.digest("hex");
  const cache = join(root, CACHE_DIR);
  mkdirSync(cache, { recursive: true });

  const jobs = urls.map((url) => {
    const text = cardText(url);
    const key = createHash("sha256").update(baseKey).update(JSON.stringify(text)).digest("hex");
    return { url, text, cached: join(cache, `${key}.png`), out: join(dist, ogCardPath(OG_DIR, url).slice(1)) };
  });
  const missing = jobs.filter((j) => !existsSync(j.cached));
  await paintAll(root, missing.map((j) => ({ text: j.text, out: j.cached })), palette);
  const now = new Date();
  for (const j of jobs) {
    mkdirSync(dirname(j.out), { recursive: true });
    copyFileSync(j.cached, j.out);
    utimesSync(j.cached, now, now);
  }
  for (const name of readdirSync(cache)) {
    const file = join(cache, name);
    if (now.getTime() - statSync(file).mtimeMs > CACHE_KEEP_MS) rmSync(file, { force: true });
  }
  return { cards: jobs.length, painted: missing.length, ms: Math.round(performance.now() - started) };
}

/** Paints cards on up to two worker threads (satori's layout and resvg's paint are both CPU-bound). */
async function paintAll(root: string, jobs: readonly { text: CardText; out: string }[], palette: Palette): Promise<void> {
  if (jobs.length === 0) return;
  const threads = Math.min(2, availableParallelism(), Math.ceil(jobs.length / 8));
  if (threads <= 1) return paintJobs(root, palette, jobs);
  const shares = Array.from({ length: threads }, (_, t) => jobs.filter((_, i) => i % threads === t));
  await Promise.all(shares.map((share) => new Promise<void>((resolve, reject) => {
    // The worker registers tsx itself (a thread does not inherit the loader) and runs this file.
    const worker = new Worker(new URL("./og-cards-worker.mjs", import.meta.url), { workerData: { root, palette, jobs: share } });
    worker.once("error", reject);
    worker.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`og-cards: a painter thread exited with ${code}`))));
  })));
}

/** Paints `jobs` one after the other in this thread. */
export async function paintJobs(root: string, palette: Palette, jobs: readonly { text: CardText; out: string }[]): Promise<void> {
  const paint = await cardPainter(root, palette);
  for (const j of jobs) {
    // Written under a temporary name first: a cache entry is never half a file.
    const tmp = `${j.out}.${process.pid}.tmp`;
    writeFileSync(tmp, await paint(j.text));
    renameSync(tmp, j.out);
  }
}
