import { notFoundMeta, pageMeta } from "../../generated/routes";
import type { PageMeta } from "../../generated/model";
import { site } from "../../generated/site";

/** Head metadata of a pathname: its own from the route table, else the not-found page's (§1). */
export function metaFor(pathname: string): PageMeta & { canonical: string | null } {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const meta = pageMeta[path];
  return meta ? { ...meta, canonical: `${site.siteUrl}${path === "/" ? "/" : path}` } : { ...notFoundMeta, canonical: null };
}
