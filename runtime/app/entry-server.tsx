import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom";
import { metaFor } from "../lib/meta";
import type { PageKind } from "../../generated/model";
import { PAGE_SOURCES, appRoutes } from "./routes";

/** Result of prerendering one URL. */
export interface RenderResult {
  /** Markup of the app, for inside #root. */
  readonly html: string;
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL, or null for the not-found page. */
  readonly canonical: string | null;
  /** Source files of the lazily loaded page the URL rendered (keys of Vite's manifest). */
  readonly modules: readonly string[];
}

/**
 * Renders `url` (a path such as /services/media/media-buying) to HTML with the data router's
 * static handler, including the hydration data script.
 * @throws Error when a route redirects (none do).
 */
export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(new URL(url, "http://prerender.local")));
  if (context instanceof Response) throw new Error(`${url} answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} />
    </StrictMode>,
  );
  const meta = metaFor(new URL(url, "http://prerender.local").pathname);
  const modules = context.matches.flatMap((m) => {
    const page = (m.route.handle as { page?: PageKind } | undefined)?.page;
    const source = page ? PAGE_SOURCES[page] : null;
    return source ? [source] : [];
  });
  return { html, title: meta.title, description: meta.description, canonical: meta.canonical, modules };
}
