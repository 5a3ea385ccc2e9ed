/**
 * The HTML document around a rendered page, assembled by concatenation (content is never used
 * as a String.replace pattern or replacement, so `$&`, `$$` and the like stay literal text).
 */
import { assets, ogCardPath } from "../../generated/assets";

/** URLs of the files every page links, from Vite's manifest (build) or the sources (dev). */
export interface PageAssets {
  /** Stylesheets, render-blocking, in <head> order. */
  readonly css: readonly string[];
  /** Stylesheet applied only when scripting is off (inside <noscript>). */
  readonly noscriptCss: string | null;
  /** The island loader module, or null to ship no script at all. */
  readonly loader: string | null;
  /**
   * The modules the loader imports statically (the build's preload helper), preloaded beside it
   * at the loader's low priority: a module's static import is otherwise fetched at high priority
   * once the loader has arrived, a request chained before the first paint. Absent in dev.
   */
  readonly loaderImports?: readonly string[];
  /** Font files to preload (the Latin subset of the variable font). */
  readonly fonts: readonly string[];
  /**
   * URL folder of the Open Graph cards the build makes (media/og-cards.tsx), one PNG per page
   * at {@link ogCardPath}; absent or null for pages without a card.
   */
  readonly ogCards?: string | null;
}

/** URL folder of the Open Graph cards in dist/ (made by media/og-cards.tsx; the contract of generated/assets.ts); an asset folder, like /assets. */
export const OG_CARDS_DIR = assets.ogCards.dir;

/** Size in px of every Open Graph card (generated/assets.ts): the 1.91:1 that Open Graph and X's large card show uncropped. */
export const OG_CARD_SIZE = { width: assets.ogCards.width, height: assets.ogCards.height } as const;

/** Path of a page's Open Graph card below a folder (generated/assets.ts): / → {dir}/index.png, /services/media → {dir}/services/media.png. */
export { ogCardPath };

/** The Open Graph card of a page: where it is (absolute URL) and what it shows, for og:image:alt. */
export interface HeadImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** Everything <head> says about one page. */
/**
 * A picture the first screen shows largest (its LCP element), fetched from the head at high
 * priority before the parser reaches it: one URL of one type for the screens `media` matches.
 */
export interface HeadPreload {
  readonly href: string;
  /** MIME type: a browser without it skips the preload (and its <picture> picks another source). */
  readonly type: string;
  readonly media?: string;
}

export interface HeadData {
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL; null for not-found and thank-you views, which get noindex. */
  readonly canonical: string | null;
  readonly siteName: string;
  readonly themeColor: string;
  readonly favicon: string;
  /** JSON-LD graph, serialized into a data block (not executable, so the CSP allows it). */
  readonly jsonLd: unknown;
  /** The page's Open Graph card, or null (not-found views). */
  readonly image?: HeadImage | null;
  /** Pictures to preload (the home banner's poster). */
  readonly preloads?: readonly HeadPreload[];
}

/** Escapes text for HTML text and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON for a <script type="application/ld+json"> block: "<" escaped so no text can close it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The whole HTML document of a page: `body` is the rendered app markup. */
export function htmlDocument(head: HeadData, assets: PageAssets, body: string): string {
  const a = (s: string) => escapeHtml(s);
  const lines = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${a(head.title)}</title>`,
    `<meta name="description" content="${a(head.description)}">`,
    head.canonical ? `<link rel="canonical" href="${a(head.canonical)}">` : `<meta name="robots" content="noindex">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${a(head.siteName)}">`,
    `<meta property="og:title" content="${a(head.title)}">`,
    `<meta property="og:description" content="${a(head.description)}">`,
    head.canonical ? `<meta property="og:url" content="${a(head.canonical)}">` : "",
    ...(head.image
      ? [
          `<meta property="og:image" content="${a(head.image.url)}">`,
          `<meta property="og:image:type" content="image/png">`,
          `<meta property="og:image:width" content="${head.image.width}">`,
          `<meta property="og:image:height" content="${head.image.height}">`,
          `<meta property="og:image:alt" content="${a(head.image.alt)}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
        ]
      : []),
    `<meta name="theme-color" content="${a(head.themeColor)}">`,
    `<link rel="icon" href="${a(head.favicon)}" type="image/svg+xml">`,
    ...assets.fonts.map((f) => `<link rel="preload" href="${a(f)}" as="font" type="font/woff2" crossorigin>`),
    ...(head.preloads ?? []).map(
      (p) => `<link rel="preload" href="${a(p.href)}" as="image" type="${a(p.type)}"${p.media ? ` media="${a(p.media)}"` : ""} fetchpriority="high">`,
    ),
    ...assets.css.map((f) => `<link rel="stylesheet" href="${a(f)}">`),
    assets.noscriptCss ? `<noscript><link rel="stylesheet" href="${a(assets.noscriptCss)}"></noscript>` : "",
    // Low priority: module scripts are fetched at high priority by default, which would make the
    // loader compete with the stylesheet and the font for the first paint; it only runs after
    // the load event anyway.
    assets.loader ? `<script type="module" src="${a(assets.loader)}" fetchpriority="low"></script>` : "",
    ...(assets.loader ? (assets.loaderImports ?? []) : []).map((f) => `<link rel="modulepreload" href="${a(f)}" fetchpriority="low">`),
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="${a(head.lang)}">\n<head>\n${lines.join("\n")}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
