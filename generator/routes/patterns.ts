/**
 * Route patterns of spec/routes.yaml ("/case-study/:scope/:slug"): their parameters, the route
 * that renders a page, and the URL a record's keys make of one. No path is written in the
 * generator: every entity URL is a pattern of the route table, filled.
 */
import type { SpecFile } from "../load/spec-file.ts";
import type { PageKind } from "../../model/content.ts";
import type { RawRoutes } from "../../model/raw/index.ts";

/** The parameter names of a route pattern, in order ("/case-study/:scope/:slug" → scope, slug). */
export function patternParameters(pattern: string): string[] {
  return pattern === "*"
    ? []
    : pattern
        .split("/")
        .filter((s) => s.startsWith(":"))
        .map((s) => s.slice(1));
}

/**
 * The path pattern of the first route of spec/routes.yaml that renders `page`, with its index,
 * or undefined when the table has none. Schema-valid input only.
 */
export function routePattern(routesFile: SpecFile, page: PageKind): { readonly path: string; readonly index: number } | undefined {
  const routes = (routesFile.data as RawRoutes).routes;
  const index = routes.findIndex((r) => r.page === page);
  return index < 0 ? undefined : { path: routes[index]!.path, index };
}

/**
 * A concrete URL: the pattern with each ":name" segment replaced by `values[name]`
 * ("/case-study/:scope/:slug", { scope: "ke", slug: "safaricom" } → "/case-study/ke/safaricom").
 * A parameter without a value is left as written; the route check reports such a pattern.
 */
export function fillPattern(pattern: string, values: Readonly<Record<string, string>>): string {
  return (
    pattern
      .split("/")
      .map((seg) => (seg.startsWith(":") ? (values[seg.slice(1)] ?? seg) : seg))
      .join("/") || "/"
  );
}
