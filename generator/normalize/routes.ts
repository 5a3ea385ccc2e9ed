/**
 * Transform of spec/routes.yaml (§1, §2): the route table with every concrete URL, and the
 * browser title and meta description of each URL. Parameter routes take their URLs from the
 * entities of the first pass (the practices' section pages and services, case studies,
 * projects, country pages) or from their `values`; an entity's URL is its route's pattern
 * filled with its keys ({@link fillPattern}).
 */
import { CollectionParameter, CollectionRouteMissing, Duplicate, DuplicateRoute, EntityRouteParameters, NeededKey, NoNotFoundRoute, TitleWithoutBrand, UnknownParameter, UnusedKey } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/load.ts";
import type { CaseStudy, Category, CountryEntry, PageKind, PageMeta, Project, RouteEntry } from "../model/content.ts";
import type { RawRoutes } from "../model/raw/index.ts";
import { FEATURED } from "./case-studies.ts";
import { fillPattern, patternParameters } from "./patterns.ts";
import type { Context, Path } from "./context.ts";
import { graphemes } from "./text.ts";
import type { ServiceEntry } from "./services.ts";

type RawRoute = RawRoutes["routes"][number];

/** The route table, head metadata of every URL, and of the not-found page. */
export interface RoutesResult {
  readonly routes: readonly RouteEntry[];
  readonly pages: Readonly<Record<string, PageMeta>>;
  readonly notFoundMeta: PageMeta;
}

/** What the route table is built from: the entities of the first pass and the site's names. */
export interface RouteInputs {
  readonly brand: string;
  readonly services: readonly ServiceEntry[];
  /** The practices, in display order, with their index paths. */
  readonly categories: readonly Category[];
  /** Keys of the section pages (spec/sections/<key>.yaml), each its practice's index page. */
  readonly sections: readonly string[];
  readonly caseStudies: readonly CaseStudy[];
  readonly projects: readonly Project[];
  /** The country pages of spec/countries/, in file order, with the URLs the country route makes. */
  readonly countries: readonly CountryEntry[];
}

/** Pages whose URLs and head metadata come from entities rather than from the route's title. */
const ENTITY_PAGES = new Set(["service-detail", "case-study-detail", "country-case-study", "project-detail"]);

/**
 * The parameters of the route patterns whose URLs are filled from a collection, by page: a
 * featured study's slug; a country study's scope (the file spec/case-studies/{scope}.yaml) and
 * slug; a project's slug (§2 /project/{projectName}); a country page's slug
 * (spec/countries/{country}.yaml).
 */
export const ENTITY_PARAMETERS: Partial<Readonly<Record<PageKind, readonly string[]>>> = {
  "case-study-detail": ["slug"],
  "country-case-study": ["scope", "slug"],
  "project-detail": ["projectName"],
  country: ["country"],
};

/**
 * The page kinds whose URLs are a collection's records put into the route's pattern: the
 * parameters each record fills, and what the records are called in messages. Each has exactly
 * one route; `values` do not apply to it.
 */
const COLLECTIONS = {
  "service-section": { params: ["practice"], what: "the practices' section pages" },
  "service-detail": { params: ["practice", "slug"], what: "the services" },
} as const satisfies Record<string, { readonly params: readonly string[]; readonly what: string }>;

/** A page kind whose URLs a collection fills. */
export type CollectionPage = keyof typeof COLLECTIONS;

/** The path pattern of the route of `page` in spec/routes.yaml (its first, if several), or null when it has none. */
export function collectionPattern(routesFile: SpecFile, page: CollectionPage): string | null {
  return (routesFile.data as RawRoutes).routes.find((r) => r.page === page)?.path ?? null;
}

export { fillPattern };

/**
 * Builds the route table. Reports: values for parameters a path lacks, a collection's route
 * missing, doubled, given `values` or naming a parameter its records do not fill, a page route
 * without title or description, a title without the brand, two routes making one URL, and a
 * table without the not-found route.
 */
export function normalizeRoutes(ctx: Context, file: SpecFile, inputs: RouteInputs): RoutesResult {
  const raw = (file.data as RawRoutes).routes;
  const { brand } = inputs;
  const routes: RouteEntry[] = [];
  const pages: Record<string, PageMeta> = {};
  const owner = new Map<string, string>();
  const claim = (path: Path, r: RawRoute, url: string) => {
    const other = owner.get(url);
    if (other !== undefined && other !== r.id) ctx.report(file, [...path, "path"], DuplicateRoute, { url, other });
    else owner.set(url, r.id);
  };
  const nameForUrl = (r: RawRoute, url: string): string => {
    const last = url.split("/").pop() ?? "";
    if (r.page === "country") return inputs.countries.find((co) => co.route === url)?.name ?? last;
    return r.heading ?? last;
  };
  const entityTitle = (rp: Path, r: RawRoute, name: string) =>
    r.title !== undefined ? ctx.render(file, [...rp, "title"], r.title, { brand, name }) : `${name} | ${brand}`;

  const ids = new Set<string>();
  raw.forEach((r, ri) => {
    const rp: Path = ["routes", ri];
    if (ids.has(r.id)) ctx.report(file, [...rp, "id"], Duplicate, { value: r.id, what: "routes", rule: "route ids must be unique" });
    ids.add(r.id);
    const params = patternParameters(r.path);
    const wanted = ENTITY_PARAMETERS[r.page];
    if (wanted && (params.length !== wanted.length || wanted.some((w) => !params.includes(w)))) {
      ctx.report(file, [...rp, "path"], EntityRouteParameters, { path: r.path, page: r.page, wanted, found: params });
    }
    for (const key of Object.keys(r.values ?? {})) {
      if (!params.includes(key)) ctx.report(file, [...rp, "values", key], UnknownParameter, { key, path: r.path, params }, true);
    }
    let urls: string[] = [];
    const collection = r.page in COLLECTIONS ? COLLECTIONS[r.page as CollectionPage] : null;
    if (collection) {
      if (r.values) ctx.report(file, [...rp, "values"], UnusedKey, { key: "values", why: `on a route whose URLs come from ${collection.what}` });
      if (raw.findIndex((x) => x.page === r.page) !== ri) ctx.report(file, [...rp, "page"], Duplicate, { value: r.page, what: "routes", rule: `${collection.what} have one route: remove one` });
      for (const key of params.filter((x) => !(collection.params as readonly string[]).includes(x))) {
        ctx.report(file, [...rp, "path"], CollectionParameter, { key, what: collection.what, suffix: didYouMeanSuffix(key, collection.params), params: collection.params });
      }
    }
    if (r.page === "service-detail") {
      urls = inputs.services.map((s) => s.path);
      for (const s of inputs.services) pages[s.path] = { title: s.pageTitle, description: s.description };
    } else if (r.page === "service-section") {
      // In the practices' display order; a section page is its practice's index.
      const shown = inputs.categories.filter((c) => inputs.sections.includes(c.key));
      urls = shown.map((c) => c.indexPath);
      if (r.title === undefined) ctx.report(file, rp, NeededKey, { key: "title", why: "every page has a browser title with the brand in it (§1)" });
      for (const c of shown) {
        const values = { brand, name: c.name };
        pages[c.indexPath] = {
          title: r.title !== undefined ? ctx.render(file, [...rp, "title"], r.title, values) : brand,
          description: r.description !== undefined ? ctx.render(file, [...rp, "description"], r.description, values) : "",
        };
      }
    } else if (r.page === "case-study-detail" || r.page === "country-case-study") {
      // The featured studies are the agency-wide list's; every other scope is a country's.
      const studies = inputs.caseStudies.filter((cs) => (cs.scope === FEATURED) === (r.page === "case-study-detail"));
      urls = studies.map((cs) => cs.path);
      for (const cs of studies) pages[cs.path] = { title: entityTitle(rp, r, cs.client), description: summary(cs.introOverview) };
    } else if (r.page === "project-detail") {
      urls = inputs.projects.map((pr) => pr.path);
      for (const pr of inputs.projects) pages[pr.path] = { title: entityTitle(rp, r, pr.title), description: summary(pr.description) };
    } else if (r.page === "country") {
      urls = inputs.countries.map((co) => co.route);
    } else if (r.path !== "*") {
      if (params.length === 0) urls = [r.path];
      else if (params.every((p) => r.values?.[p])) urls = expand(r.path, r.values as Record<string, string[]>);
    }
    if (!ENTITY_PAGES.has(r.page) && !collection && urls.length > 0) {
      if (r.title === undefined) ctx.report(file, rp, NeededKey, { key: "title", why: "every page has a browser title with the brand in it (§1)" });
      if (r.description === undefined) ctx.report(file, rp, NeededKey, { key: "description", why: "every page has a meta description" });
      for (const url of urls) {
        const values = { brand, name: nameForUrl(r, url) };
        pages[url] = {
          title: r.title !== undefined ? ctx.render(file, [...rp, "title"], r.title, values) : brand,
          description: r.description !== undefined ? ctx.render(file, [...rp, "description"], r.description, values) : "",
        };
      }
    }
    for (const url of urls) claim(rp, r, url);
    if (r.title !== undefined && !r.title.includes("{{brand}}") && !r.title.includes(brand)) ctx.report(file, [...rp, "title"], TitleWithoutBrand, {});
    routes.push({ id: r.id, path: r.path, page: r.page, heading: r.heading ?? null, urls });
  });
  for (const [page, c] of Object.entries(COLLECTIONS)) {
    if (!raw.some((r) => r.page === page)) ctx.report(file, ["routes"], CollectionRouteMissing, { page, params: c.params, what: c.what });
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

/** Longest meta description, in user-perceived characters (grapheme clusters). */
const SUMMARY_MAX = 300;

/**
 * A meta description from longer text: at most 300 characters, cut at a word boundary where
 * the text has spaces, never inside a character (an emoji, a flag, a letter with its marks).
 */
export function summary(text: string): string {
  const flat = text.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
  const chars = graphemes(flat);
  if (chars.length <= SUMMARY_MAX) return flat;
  const head = chars.slice(0, SUMMARY_MAX - 3).join("");
  return `${head.replace(/ \S*$/, "")}…`;
}

/** Every concrete URL of a pattern whose parameters all have known values. */
export function expand(pattern: string, values: Readonly<Record<string, readonly string[]>>): string[] {
  let out = [""];
  for (const seg of pattern.split("/").slice(1)) {
    const opts = seg.startsWith(":") ? values[seg.slice(1)] ?? [] : [seg];
    out = out.flatMap((prefix) => opts.map((o) => `${prefix}/${o}`));
  }
  return out.map((u) => u || "/");
}
