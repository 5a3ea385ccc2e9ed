/**
 * The HTML document around a rendered page, assembled by concatenation (content is never used
 * as a String.replace pattern or replacement, so `$&`, `$$` and the like stay literal text).
 */

/** URLs of the files every page links, from Vite's manifest (build) or the sources (dev). */
export interface PageAssets {
  /** Stylesheets, render-blocking, in <head> order. */
  readonly css: readonly string[];
  /** Stylesheet applied only when scripting is off (inside <noscript>). */
  readonly noscriptCss: string | null;
  /** The island loader module, or null to ship no script at all. */
  readonly loader: string | null;
  /** Font files to preload (the Latin subset of the variable font). */
  readonly fonts: readonly string[];
}

/** Everything <head> says about one page. */
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
    `<meta name="theme-color" content="${a(head.themeColor)}">`,
    `<link rel="icon" href="${a(head.favicon)}" type="image/svg+xml">`,
    ...assets.fonts.map((f) => `<link rel="preload" href="${a(f)}" as="font" type="font/woff2" crossorigin>`),
    ...assets.css.map((f) => `<link rel="stylesheet" href="${a(f)}">`),
    assets.noscriptCss ? `<noscript><link rel="stylesheet" href="${a(assets.noscriptCss)}"></noscript>` : "",
    // Low priority: module scripts are fetched at high priority by default, which would make the
    // loader compete with the stylesheet and the font for the first paint; it only runs after
    // the load event anyway.
    assets.loader ? `<script type="module" src="${a(assets.loader)}" fetchpriority="low"></script>` : "",
    `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`,
  ].filter(Boolean);
  return `<!doctype html>\n<html lang="${a(head.lang)}">\n<head>\n${lines.join("\n")}\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}
