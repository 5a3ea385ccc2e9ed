import { createContext, useContext } from "react";
import type { RouteEntry } from "../../model/index.ts";

/** What a page knows about the URL it is rendered for: set once per page by the renderer. */
export interface PageInfo {
  /** Path without a trailing slash ("/" for home), e.g. /services/media/media-buying. */
  readonly pathname: string;
  /** Route parameters matched by React Router, e.g. { serviceSlug: "media-buying" }. */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** The route-table entry that matched. */
  readonly route: RouteEntry;
}

const PageContext = createContext<PageInfo | null>(null);

/** Provides the page's URL facts to everything rendered at build time. */
export const PageProvider = PageContext.Provider;

/**
 * The URL facts of the page being rendered. Build-time only: islands get what they need as props.
 * @throws Error outside the renderer's PageProvider.
 */
export function usePage(): PageInfo {
  const page = useContext(PageContext);
  if (!page) throw new Error("usePage() is only available while a page is rendered at build time");
  return page;
}
