/**
 * The normalize stage (DESIGN § The generator, Normalize): one transform per spec kind, each a
 * function of its raw input and the shared {@link Context}, in two passes.
 *
 * 1. Entities and the route table: services, case studies, projects and forms, then the route
 *    table (whose parameter routes take their URLs from those entities), then every page.
 * 2. Links: every internal href and route id recorded in pass 1 is checked against the table;
 *    then the URL history and spec/redirects.yaml against the URLs made now (./urls.ts).
 *
 * Every problem of every file is collected; none stops the others.
 */
import { SpecError } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/load.ts";
import type { IR } from "../model/ir.ts";
import type { RawCategories, RawSection, RawSite } from "../model/raw/index.ts";
import { normalizeCaseStudies } from "./case-studies.ts";
import { normalizeClients } from "./clients.ts";
import { normalizeAbout } from "./company-pages.ts";
import { Context, type NormalizeOptions } from "./context.ts";
import { countryEntries, normalizeCountries } from "./countries.ts";
import { normalizeForms } from "./forms.ts";
import { checkLinks } from "./links.ts";
import { normalizeHome, normalizeServicesOverview, normalizeTechPage } from "./pages.ts";
import { normalizeProjects } from "./projects.ts";
import { routePattern } from "./patterns.ts";
import { normalizeRoutes } from "./routes.ts";
import { normalizeSectionPages } from "./section-pages.ts";
import { checkPracticeIndexes, normalizeSections } from "./sections.ts";
import { normalizeServices } from "./services.ts";
import { normalizeSite } from "./site.ts";
import { checkTheme } from "./theme.ts";
import { checkUrls } from "./urls.ts";

export type { NormalizeOptions } from "./context.ts";

/**
 * Normalizes a loaded, schema-valid spec into the IR.
 * @param files every spec file, loaded and validated (the required ones present: load checks)
 * @throws SpecError listing every problem found, sorted by the caller
 */
export function normalize(files: readonly SpecFile[], opts: NormalizeOptions): IR {
  const ctx = new Context(opts);
  ctx.preparePhotos(files);
  const all = (schema: string) => files.filter((f) => f.schema === schema);
  const one = (schema: string) => all(schema)[0];
  const file = (rel: string): SpecFile => {
    const f = files.find((x) => x.file === `spec/${rel}`);
    if (!f) throw new Error(`spec/${rel} was not loaded; the load stage should have reported it missing`);
    return f;
  };
  const siteFile = file("site.yaml");
  const routesFile = file("routes.yaml");
  const categoriesFile = file("services/categories.yaml");
  const errorsFile = file("errors.yaml");
  const rawSite = siteFile.data as RawSite;
  const brand = rawSite.brand.name;

  // Pass 1: entities, the route table, then the pages that use them.
  const clients = normalizeClients(ctx, file("clients.yaml"));
  ctx.useClients(clients);
  const countryFiles = all("country.schema.json");
  const offices = countryEntries(ctx, countryFiles, routesFile);
  const site = normalizeSite(ctx, { site: siteFile, ui: file("ui.yaml"), errors: errorsFile }, offices);
  const { categories, services } = normalizeServices(ctx, categoriesFile, all("service-catalogue.schema.json"), errorsFile, routesFile, brand);
  checkTheme(ctx, { site: siteFile, categories: categoriesFile }, site.theme.brand, (categoriesFile.data as RawCategories).categories);
  const { caseStudies, scopes: caseStudyScopes } = normalizeCaseStudies(ctx, all("case-studies.schema.json"), {
    featured: routePattern(routesFile, "case-study-detail")?.path, country: routePattern(routesFile, "country-case-study")?.path,
  }, offices, routesFile);
  const { hero: projectsHero, projects } = normalizeProjects(ctx, one("projects.schema.json"), categories, routePattern(routesFile, "project-detail")?.path);
  const forms = normalizeForms(ctx, all("form.schema.json"));
  const sectionFiles = all("service-section.schema.json");
  const { routes, pages, notFoundMeta } = normalizeRoutes(ctx, routesFile, {
    brand, services, categories, sections: sectionFiles.map((f) => (f.data as RawSection).key), caseStudies, projects, countries: offices,
  });
  const countries = normalizeCountries(ctx, countryFiles, offices, caseStudies, brand);
  const sections = normalizeSections(ctx, sectionFiles, services, categories, brand);
  const home = normalizeHome(ctx, one("home-page.schema.json"), routesFile, caseStudies, categories, services);
  const servicesOverview = normalizeServicesOverview(ctx, one("services-overview.schema.json"));
  const tech = normalizeTechPage(ctx, one("tech-page.schema.json"), routesFile, categories);
  const sectionPages = normalizeSectionPages(ctx, all("page.schema.json"), routes, routesFile, forms.map((x) => x.spec.id));
  const about = normalizeAbout(ctx, one("about-page.schema.json"), brand);

  checkPracticeIndexes(ctx, categoriesFile, categories, pages);

  // Pass 2: links and route ids, against the table.
  checkLinks(ctx, new Set(Object.keys(pages)), routes.map((r) => r.id));
  // Then the URLs the site has had: each one that is no longer a page needs a decision.
  const urls = checkUrls(ctx, { routes, services, caseStudies, projects }, files.find((f) => f.file === "spec/redirects.yaml"), opts.urlHistory ?? { records: [], diagnostics: [] }, opts.recordUrls ?? true);

  if (ctx.diagnostics.length > 0) throw new SpecError(ctx.diagnostics);
  return {
    site, clients, categories, services, routes, pages, notFoundMeta, forms, sectionPages, about,
    caseStudies, caseStudyScopes, projects, projectsHero, countries, home, servicesOverview, sections, tech, urls,
    draftUrls: [],
    icons: [...ctx.icons].sort(),
    photos: ctx.photoSources(),
    art: ctx.art.recipes(),
    placeholders: ctx.placeholderRules(),
    breakpoints: rawSite.breakpoints,
    layout: rawSite.layout,
  };
}
