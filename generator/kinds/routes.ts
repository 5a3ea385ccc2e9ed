/**
 * Transform of spec/routes.yaml: the route table with every concrete URL, and the
 * browser title and meta description of each URL. A parameter route takes its URLs from the
 * pages the kinds before it give its page kind ({@link EntityPages}: services, practices' section
 * pages, case studies, projects, country pages), or from its `values`.
 */
import {
  CollectionParameter,
  CollectionRouteMissing,
  Duplicate,
  DuplicateRoute,
  EntityRouteParameters,
  NeededKey,
  NoNotFoundRoute,
  TitleWithoutBrand,
  UnknownParameter,
  UnusedKey,
} from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import { exportConst, importModel, printTs } from "../emit/print.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { RawRoutes } from "../../model/raw/index.ts";
import type { Context, Path } from "../normalize/context.ts";
import { patternParameters } from "../routes/patterns.ts";
import { type EntityPages, defineKind } from "./kind.ts";
import type { PageMeta, RouteEntry } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly routes: readonly RouteEntry[];
    readonly pages: Readonly<Record<string, PageMeta>>;
    readonly notFoundMeta: PageMeta;
  }
}

type RawRoute = RawRoutes["routes"][number];

/** The route table, head metadata of every URL, and of the not-found page. */
export interface RoutesResult {
  readonly routes: readonly RouteEntry[];
  readonly pages: Readonly<Record<string, PageMeta>>;
  readonly notFoundMeta: PageMeta;
}

/**
 * Builds the route table. Reports: values for parameters a path lacks; an entity route whose
 * pattern has other parameters than its records fill; a collection's route missing, doubled,
 * given `values` or naming a parameter its records do not fill; a route without the title or
 * description its pages need; a title without the brand; two routes making one URL; and a
 * table without the not-found route.
 * @param entityPages the pages every kind gives the route table, by page kind
 */
export function normalizeRoutes(ctx: Context, file: SpecFile, brand: string, entityPages: readonly EntityPages[]): RoutesResult {
  const raw = (file.data as RawRoutes).routes;
  const routes: RouteEntry[] = [];
  const pages: Record<string, PageMeta> = {};
  const owner = new Map<string, string>();
  const claim = (path: Path, r: RawRoute, url: string) => {
    const other = owner.get(url);
    if (other !== undefined && other !== r.id) ctx.report(file, [...path, "path"], DuplicateRoute, { url, other });
    else owner.set(url, r.id);
  };
  const meta = (rp: Path, r: RawRoute, name: string, fallbackTitle: string): PageMeta => ({
    title: r.title !== undefined ? ctx.render(file, [...rp, "title"], r.title, { brand, name }) : fallbackTitle,
    description: r.description !== undefined ? ctx.render(file, [...rp, "description"], r.description, { brand, name }) : "",
  });
  const needed = (rp: Path, r: RawRoute, keys: readonly ("title" | "description")[]) => {
    if (keys.includes("title") && r.title === undefined)
      ctx.report(file, rp, NeededKey, { key: "title", why: "every page has a browser title with the brand in it" });
    if (keys.includes("description") && r.description === undefined)
      ctx.report(file, rp, NeededKey, { key: "description", why: "every page has a meta description" });
  };

  const ids = new Set<string>();
  raw.forEach((r, ri) => {
    const rp: Path = ["routes", ri];
    if (ids.has(r.id)) ctx.report(file, [...rp, "id"], Duplicate, { value: r.id, what: "routes", rule: "route ids must be unique" });
    ids.add(r.id);
    const params = patternParameters(r.path);
    for (const key of Object.keys(r.values ?? {})) {
      if (!params.includes(key)) ctx.report(file, [...rp, "values", key], UnknownParameter, { key, path: r.path, params }, true);
    }
    let urls: string[] = [];
    const given = entityPages.find((e) => e.page === r.page);
    if (given?.collection) {
      if (r.values) ctx.report(file, [...rp, "values"], UnusedKey, { key: "values", why: `on a route whose URLs come from ${given.what}` });
      if (raw.findIndex((x) => x.page === r.page) !== ri)
        ctx.report(file, [...rp, "page"], Duplicate, { value: r.page, what: "routes", rule: `${given.what} have one route: remove one` });
      for (const key of params.filter((x) => !given.params.includes(x))) {
        ctx.report(file, [...rp, "path"], CollectionParameter, { key, what: given.what, suffix: didYouMeanSuffix(key, given.params), params: given.params });
      }
    } else if (given && (params.length !== given.params.length || given.params.some((w) => !params.includes(w)))) {
      ctx.report(file, [...rp, "path"], EntityRouteParameters, { path: r.path, page: r.page, wanted: given.params, found: params });
    }
    if (given) {
      urls = given.pages.map((p) => p.url);
      if (urls.length > 0 || given.collection) needed(rp, r, given.needs);
      for (const p of given.pages) {
        const fallback = given.needs.includes("title") ? brand : `${p.name} | ${brand}`;
        const route = meta(rp, r, p.name, fallback);
        pages[p.url] = { title: p.title ?? route.title, description: p.description ?? route.description, ...(p.canonical ? { canonical: p.canonical } : {}) };
      }
    } else if (r.path !== "*") {
      if (params.length === 0) urls = [r.path];
      else if (params.every((p) => r.values?.[p])) urls = expand(r.path, r.values as Record<string, string[]>);
      if (urls.length > 0) needed(rp, r, ["title", "description"]);
      for (const url of urls) pages[url] = meta(rp, r, r.heading ?? url.split("/").pop() ?? "", brand);
    }
    for (const url of urls) claim(rp, r, url);
    if (r.title !== undefined && !r.title.includes("{{brand}}") && !r.title.includes(brand)) ctx.report(file, [...rp, "title"], TitleWithoutBrand, {});
    routes.push({ id: r.id, path: r.path, page: r.page, heading: r.heading ?? null, urls });
  });
  for (const e of entityPages) {
    if (e.collection && !raw.some((r) => r.page === e.page))
      ctx.report(file, ["routes"], CollectionRouteMissing, { page: e.page, params: e.params, what: e.what });
  }

  const nfIndex = raw.findIndex((r) => r.page === "not-found");
  const nf = raw[nfIndex];
  if (!nf) ctx.report(file, ["routes"], NoNotFoundRoute, {});
  const nfPath: Path = ["routes", nfIndex];
  const notFoundMeta: PageMeta = {
    title: nf?.title !== undefined ? ctx.render(file, [...nfPath, "title"], nf.title, { brand }) : brand,
    description: nf?.description !== undefined ? ctx.render(file, [...nfPath, "description"], nf.description, { brand }) : "",
  };
  return { routes, pages, notFoundMeta };
}

/** Every concrete URL of a pattern whose parameters all have known values. */
export function expand(pattern: string, values: Readonly<Record<string, readonly string[]>>): string[] {
  let out = [""];
  for (const seg of pattern.split("/").slice(1)) {
    const opts = seg.startsWith(":") ? (values[seg.slice(1)] ?? []) : [seg];
    out = out.flatMap((prefix) => opts.map((o) => `${prefix}/${o}`));
  }
  return out.map((u) => u || "/");
}

/** spec/routes.yaml: the route table, built from the pages of every kind before it (generated/routes.ts). */
export const routes = defineKind({
  name: "routes",
  pageKinds: {
    "not-found": { shows: "the not-found view of any URL the table lacks", indexable: false },
  },
  files: [{ at: "routes.yaml", schema: "routes.schema.json", rawType: "RawRoutes", required: "the route table", role: "route-table" }],
  collection: { name: "pages", definition: "routeId", list: "routes", key: "id", label: ["heading", "id"], detail: "path" },
  needs: ["site"],
  gives: ["routes", "pages", "notFoundMeta"],
  // A view's: built of the pages its records have (../normalize/index.ts `viewOf`).
  compose: (ctx, input, ir) => normalizeRoutes(ctx, input.file("routes.yaml"), ir.site.brand.name, input.entityPages),
  emit: (ir) => [
    {
      id: "routes",
      reads: [ir.routes, ir.pages, ir.notFoundMeta, ir.draftUrls, ir.scheduledUrls],
      make: () =>
        printTs("generated/routes.ts", (f) => {
          importModel(f, ["PageMeta", "RouteEntry"]);
          exportConst(f, "routes", ir.routes, "readonly RouteEntry[]", "Route table from spec/routes.yaml.");
          exportConst(f, "pageMeta", ir.pages, "Readonly<Record<string, PageMeta>>", "Browser title and meta description of every known URL.");
          exportConst(f, "notFoundMeta", ir.notFoundMeta, "PageMeta", "Head metadata of the not-found page.");
          const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());
          const fixed = ir.routes.filter((r) => !r.path.includes(":") && r.path !== "*");
          exportConst(
            f,
            "paths",
            Object.fromEntries(fixed.map((r) => [camel(r.id), r.path])),
            undefined,
            "Path of every route without parameters, by route id in camelCase (spec/routes.yaml): the runtime's only source of internal hrefs it does not get from content.",
          );
          exportConst(f, "prerenderUrls", Object.keys(ir.pages).sort(), "readonly string[]", "Every URL prerendered at build time, sorted.");
          exportConst(
            f,
            "draftUrls",
            ir.draftUrls,
            "readonly string[]",
            "URLs of draft pages (draft: true in spec/), shown by npm run dev with a draft marker; empty in the build, which leaves drafts out.",
          );
          exportConst(
            f,
            "scheduledUrls",
            ir.scheduledUrls,
            "Readonly<Record<string, string>>",
            "Pages still to come (publishAt in spec/ after the generator's clock), shown by npm run dev with a scheduled-for marker: URL → the time as written; empty in the build, which leaves them out until then.",
          );
        }),
    },
  ],
});
