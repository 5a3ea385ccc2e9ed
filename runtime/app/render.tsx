/**
 * The build-time renderer: one URL → one complete HTML document, with react-dom/server. Used by
 * the prerender (scripts/build/prerender.ts, through Vite's SSR build) and by the dev server (through
 * Vite's ssrLoadModule), so both render exactly the same pages. React Router is the route
 * matcher; pages are plain components, and only islands (runtime/islands/) run in the browser.
 */
import { renderToString } from "react-dom/server";
import { matchRoutes } from "react-router-dom";
import type { PageKind, RouteEntry } from "../../model/index.ts";
import { draftUrls, notFoundMeta, pageMeta, routes, scheduledUrls } from "../../generated/routes";
import { site } from "../../generated/site";
import { htmlDocument, OG_CARD_SIZE, ogCardPath, type PageAssets } from "./document";
import { PageProvider, type PageInfo } from "./page-context";
import { pageKinds } from "./page-kinds";
import { RouteError } from "./RouteError";
import { Shell } from "./Shell";
import { structuredData } from "./structured-data";

export type { PageAssets } from "./document";

/** Route objects for React Router's matcher: one per route-table entry, "*" last. */
const matchable = routes.map((r) => ({ id: r.id, path: r.path }));
const notFoundRoute = routes.find((r) => r.page === "not-found")!;

/** One rendered page. */
export interface RenderedPage {
  /** HTTP status the page is served with: 200, 404 (not-found views) or 500 (dev: a page threw). */
  readonly status: 200 | 404 | 500;
  /** The complete HTML document. */
  readonly html: string;
  /** The route-table entry that matched. */
  readonly route: RouteEntry;
}

/**
 * Path without query, hash or trailing slash, percent-decoded; "/" stays "/". Decoded because
 * the route table lists URLs as the content spells them (slugs keep letters such as é or ŋ),
 * while `new URL` and browsers percent-encode them. Reserved characters (%2F, %3F, %23) and
 * malformed escapes are left encoded.
 */
export function normalizePath(url: string): string {
  const encoded = new URL(url, "http://render.local").pathname;
  let path = encoded;
  try {
    path = decodeURI(encoded);
  } catch {
    // a malformed escape: matches no route, and renders the not-found page
  }
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * Renders the page for `url` (a path such as /services/media/media-buying) into a complete
 * HTML document: title, description, canonical, Open Graph, JSON-LD, all content, and the
 * island markers the loader in `assets` hydrates.
 * A parameter route asked for a value the content lacks renders the not-found page, or
 * the category's own not-found view for service pages, with status 404.
 * @throws whatever a page throws while rendering, unless `catchErrors` (the dev server), which
 *   renders the specification's 'Unexpected Application Error!' view with status 500 instead.
 */
export function renderPage(url: string, assets: PageAssets, { catchErrors = false } = {}): RenderedPage {
  const pathname = normalizePath(url);
  const match = matchRoutes(matchable, pathname)?.at(-1);
  let route = routes.find((r) => r.id === match?.route.id) ?? notFoundRoute;
  const params = (match?.params ?? {}) as Record<string, string | undefined>;
  let status: RenderedPage["status"] = route.page === "not-found" ? 404 : 200;
  if (route.path.includes(":") && !route.urls.includes(pathname)) {
    status = 404;
    if (!pageKinds[route.page].ownNotFound) route = notFoundRoute;
  }
  const page: PageInfo = { pathname, params, route };
  const { screen: Page, countryMenu } = pageKinds[route.page];
  let body: string;
  try {
    body = renderToString(
      <PageProvider value={page}>
        <Shell countryMenu={countryMenu} draft={draftUrls.includes(pathname)} scheduled={scheduledUrls[pathname]}>
          <Page route={route} />
        </Shell>
      </PageProvider>,
    );
  } catch (error) {
    if (!catchErrors) throw error;
    status = 500;
    body = renderToString(
      <PageProvider value={page}>
        <Shell countryMenu="blue">
          <RouteError message={error instanceof Error ? error.message : String(error)} />
        </Shell>
      </PageProvider>,
    );
  }
  const meta = status === 200 ? (pageMeta[pathname] ?? notFoundMeta) : notFoundMeta;
  const indexable = status === 200 && pageKinds[route.page].indexable && pageMeta[pathname] !== undefined;
  // Every prerendered page has its card (media/og-cards.tsx), showing its title; not-found views have none.
  const card = assets.ogCards && status === 200 && pageMeta[pathname] !== undefined ? ogCardPath(assets.ogCards, pathname) : null;
  const html = htmlDocument(
    {
      lang: site.language,
      title: meta.title,
      description: meta.description,
      canonical: indexable ? `${site.siteUrl}${meta.canonical ?? (pathname === "/" ? "/" : pathname)}` : null,
      siteName: site.brand.fullName,
      themeColor: site.theme.color,
      favicon: site.theme.favicon,
      jsonLd: structuredData(route, pathname),
      image: card ? { url: `${site.siteUrl}${encodeURI(card)}`, ...OG_CARD_SIZE, alt: meta.title } : null,
      preloads: status === 200 ? (pageKinds[route.page].preloads?.() ?? []) : [],
    },
    assets,
    body,
  );
  return { status, html, route };
}

/** Whether a page kind belongs in the sitemap (not the thank-you or not-found views). */
export function isIndexable(page: PageKind): boolean {
  return pageKinds[page].indexable;
}
