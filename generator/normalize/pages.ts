/**
 * Transforms of the home page, the services overview and the Tech Solutions page (§2), each
 * from its file under spec/pages/. Each names its route id, checked by the links pass.
 */
import { UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/load.ts";
import type { CaseStudy, Category, HomePage, Service, ServicesOverview, TechPage } from "../model/content.ts";
import { ART_SIZES, motifArt } from "./art.ts";
import { FEATURED } from "./case-studies.ts";
import type { RawHomePage, RawRoutes, RawServicesOverview, RawTechPage } from "../model/raw/index.ts";
import type { Context } from "./context.ts";
import { clientLogos } from "./countries.ts";
import { collectionPattern, fillPattern } from "./routes.ts";
import { PRACTICE_ICON } from "./services.ts";
import { homePanelPractice, techSlug } from "./slug.ts";

/**
 * The home page: banner videos with their posters, service panels linking to the page of the
 * practice their title names (§2 Slugs: the section route's pattern with the title as a slug),
 * featured studies that must exist, client logos.
 */
export function normalizeHome(ctx: Context, f: SpecFile | undefined, routesFile: SpecFile, caseStudies: readonly CaseStudy[], categories: readonly Category[], services: readonly Service[]): HomePage | null {
  if (!f) return null;
  const sectionPattern = collectionPattern(routesFile, "service-section") ?? "";
  const raw = f.data as RawHomePage;
  ctx.routeId(f, ["route"], raw.route);
  ctx.href(f, ["banner", "cta", "href"], raw.banner.cta.href);
  const version = (k: "desktop" | "mobile") => ctx.video(f, ["banner", k, "video"], raw.banner[k].video, ctx.image(f, ["banner", k, "poster"], raw.banner[k].poster, "hero"));
  // Named by key (which a retitle keeps) or slug; the page finds them by slug.
  const featured = caseStudies.filter((cs) => cs.scope === FEATURED);
  const studies = raw.featured.studies.map((name, i) => {
    const found = featured.find((cs) => cs.key === name) ?? featured.find((cs) => cs.slug === name);
    if (!found) {
      const keys = featured.map((cs) => cs.key);
      ctx.report(f, ["featured", "studies", i], UnknownReference, { value: name, what: "a featured case study", suffix: didYouMeanSuffix(name, keys), where: "use the key (or slug) of a study in spec/case-studies/featured.yaml", known: keys });
    }
    return found?.slug ?? name;
  });
  return {
    banner: { ...raw.banner, desktop: version("desktop"), mobile: version("mobile") },
    services: {
      heading: raw.services.heading, intro: raw.services.intro, linkLabel: raw.services.linkLabel,
      panels: raw.services.panels.map((p, i) => {
        const href = ctx.href(f, ["services", "panels", i, "title"], fillPattern(sectionPattern, { practice: homePanelPractice(p.title) }));
        // Without a photograph: the category's picture without words (its first service's icon), tall for the narrow panels.
        const category = categories.find((c) => href === c.indexPath || href.startsWith(`${c.indexPath}/`)) ?? categories[0];
        const first = services.find((sv) => sv.category === category?.key);
        const image = p.image || !category
          ? ctx.image(f, ["services", "panels", i, "image"], p.image ?? "", "card")
          : motifArt(ctx.art, `home/panel-${category.key}.svg`, { practice: category.key, colour: category.colour, icon: first?.icon ?? first?.benefits[0]?.icon ?? category.icon ?? PRACTICE_ICON }, ART_SIZES.panel);
        return { title: p.title, description: p.description, image, href };
      }),
    },
    featured: { ...raw.featured, studies },
    clients: { heading: raw.clients.heading, logos: clientLogos(ctx, f, ["clients", "logos"], raw.clients.logos) },
    closing: raw.closing,
  };
}

/** The services overview: rotating words and the category tiles, whose routes must exist. */
export function normalizeServicesOverview(ctx: Context, f: SpecFile | undefined): ServicesOverview | null {
  if (!f) return null;
  const { route, ...rest } = f.data as RawServicesOverview;
  ctx.routeId(f, ["route"], route);
  rest.tiles.forEach((tile, i) => ctx.href(f, ["tiles", i, "route"], tile.route));
  return rest;
}

/**
 * The Tech Solutions page: the index page of the practice whose index path is its route's path;
 * each offering links to that practice's service named by the offering's title as a tech slug
 * (§2), the service-detail pattern of spec/routes.yaml filled in.
 */
export function normalizeTechPage(ctx: Context, f: SpecFile | undefined, routesFile: SpecFile, categories: readonly Category[]): TechPage | null {
  if (!f) return null;
  const { route, ...raw } = f.data as RawTechPage;
  ctx.routeId(f, ["route"], route);
  const own = (routesFile.data as RawRoutes).routes.find((r) => r.id === route)?.path;
  const practice = categories.find((c) => c.indexPath === own);
  const pattern = collectionPattern(routesFile, "service-detail") ?? "";
  raw.whyChoose.items.forEach((x, i) => ctx.icon(f, ["whyChoose", "items", i, "icon"], x.icon));
  return {
    ...raw,
    offerings: raw.offerings.map((o, i) => ({
      ...o,
      icon: ctx.icon(f, ["offerings", i, "icon"], o.icon),
      href: ctx.href(f, ["offerings", i, "title"], fillPattern(pattern, { practice: practice?.key ?? "", slug: techSlug(o.title) })),
    })),
  };
}
