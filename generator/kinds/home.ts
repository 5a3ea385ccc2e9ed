/**
 * Transform of the home page, from spec/pages/home.yaml. It names its route id, checked by
 * the links pass.
 */
import { ReferenceLeftOut, UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import { ART_SIZES, motifArt } from "../assets/art.ts";
import { reelVersion } from "../assets/reel.ts";
import type { RawHomePage } from "../../model/raw/index.ts";
import type { Context } from "../normalize/context.ts";
import { fillPattern, routePattern } from "../routes/patterns.ts";
import { dataFile } from "../emit/print.ts";
import { leftOutFeatured } from "./case-studies.ts";
import { defineKind } from "./kind.ts";
import type { HomePage } from "../../model/kinds/home.ts";
import { sharedClients } from "../normalize/client.ts";
import { clientLogos } from "../normalize/client-logos.ts";
import { homePanelPractice } from "../normalize/slug.ts";
import type { CaseStudy, Category } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly home: HomePage | null;
  }
}

/**
 * The home page: the banner's reel (its files, made by media/reel.ts), service panels linking to the page of the
 * practice their title names (Slugs: the section route's pattern with the title as a slug),
 * featured studies that must exist, client logos.
 */
export function normalizeHome(
  ctx: Context,
  f: SpecFile | undefined,
  routesFile: SpecFile,
  featured: readonly CaseStudy[],
  categories: readonly Category[],
): HomePage | null {
  if (!f) return null;
  const sectionPattern = routePattern(routesFile, "service-section")?.path ?? "";
  const raw = f.data as RawHomePage;
  ctx.routeId(f, ["route"], raw.route);
  ctx.href(f, ["banner", "cta", "href"], raw.banner.cta.href);
  // Named by key (which a retitle keeps) or slug; the page finds them by slug.
  const studies = raw.featured.studies.map((name, i) => {
    const found = featured.find((cs) => cs.key === name) ?? featured.find((cs) => cs.slug === name);
    const left = found ? undefined : leftOutFeatured(ctx, (id) => id.key === name || id.slug === name);
    if (left) ctx.report(f, ["featured", "studies", i], ReferenceLeftOut, { value: name, what: "a featured case study", left });
    else if (!found) {
      const keys = featured.map((cs) => cs.key);
      ctx.report(f, ["featured", "studies", i], UnknownReference, {
        value: name,
        what: "a featured case study",
        suffix: didYouMeanSuffix(name, keys),
        where: "use the key (or slug) of a study in spec/case-studies/featured.yaml",
        known: keys,
      });
    }
    return found?.slug ?? name;
  });
  return {
    banner: { ...raw.banner, desktop: reelVersion("desktop"), mobile: reelVersion("mobile") },
    services: {
      heading: raw.services.heading,
      intro: raw.services.intro,
      linkLabel: raw.services.linkLabel,
      panels: raw.services.panels.map((p, i) => {
        const href = ctx.href(f, ["services", "panels", i, "title"], fillPattern(sectionPattern, { practice: homePanelPractice(p.title) }));
        // Without a photograph: the category's picture without words (media/recipes.ts: its first service's icon), tall for the narrow panels.
        const category = categories.find((c) => href === c.indexPath || href.startsWith(`${c.indexPath}/`)) ?? categories[0];
        const image =
          p.image || !category
            ? ctx.image(f, ["services", "panels", i, "image"], p.image ?? "", "card")
            : motifArt(ctx.art, `home/panel-${category.key}.svg`, { kind: "practice", key: category.key }, "panel", 0, ART_SIZES.panel);
        return { title: p.title, description: p.description, image, href };
      }),
    },
    featured: { ...raw.featured, studies },
    clients: { heading: raw.clients.heading, logos: clientLogos(ctx, f, ["clients", "logos"], raw.clients.logos) },
    closing: raw.closing,
  };
}

/** spec/pages/home.yaml: the home page (generated/home.ts). */
export const home = defineKind({
  name: "home",
  pageKinds: {
    home: { shows: "the home page" },
  },
  files: [{ at: "pages/home.yaml", schema: "home-page.schema.json", rawType: "RawHomePage", required: "the home page" }],
  needs: ["caseStudies", "caseStudyScopes", "categories"],
  gives: ["home"],
  compose: (ctx, input, ir) => {
    // The featured studies: those of the scope without a country page (CaseStudyScopeEntry.countryPath).
    const featuredScopes = new Set(ir.caseStudyScopes.filter((s) => s.countryPath === null).map((s) => s.key));
    const featured = ir.caseStudies.filter((cs) => featuredScopes.has(cs.scope));
    return { home: normalizeHome(ctx, input.files[0], input.role("route-table"), featured, ir.categories) };
  },
  emit: (ir) => [
    {
      id: "home",
      reads: [ir.clients, ir.home],
      make: () =>
        dataFile(
          "generated/home.ts",
          ["HomePage"],
          [{ name: "homePage", value: ir.home, type: "HomePage | null", docs: "Home from spec/pages/home.yaml." }],
          sharedClients(ir),
        ),
    },
  ],
});
