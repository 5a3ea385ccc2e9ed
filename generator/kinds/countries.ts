/**
 * Transform of spec/countries/<slug>.yaml: the country pages (Country pages), one per file,
 * each at the country route's pattern filled with its slug. A new country office is one file.
 */
import { FileNameMismatch, MissingFileFor, NeededKey } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { RawCountry } from "../../model/raw/index.ts";
import { teamOf } from "../normalize/people.ts";
import { countryArt, officeArt } from "../assets/art.ts";
import { type Context, baseName } from "../normalize/context.ts";
import { fillPattern, routePattern } from "../routes/patterns.ts";
import { dataFile } from "../emit/print.ts";
import { sharedClients } from "../normalize/client.ts";
import { clientLogos } from "../normalize/client-logos.ts";
import { recordOf } from "../normalize/record-source.ts";
import { defineKind } from "./kind.ts";
import type { CountryPage } from "../../model/kinds/countries.ts";
import type { CaseStudy, CountryEntry, PersonRecord } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    /** The country offices of spec/countries/, in file order, with the URL of each one's page. */
    readonly offices: readonly CountryEntry[];
    readonly countries: readonly CountryPage[];
  }
}

/**
 * The country offices, one per file of spec/countries/ in file order (the order of the Country
 * menu, the footer and the mobile menu), each with the URL the country route makes of its
 * slug, made as its file's record (../normalize/record-source.ts). Read before the entities,
 * whose links and case-study scopes name them.
 */
export function countryEntries(ctx: Context, files: readonly SpecFile[], routesFile: SpecFile): CountryEntry[] {
  const route = routePattern(routesFile, "country");
  return files.map((f) =>
    ctx.record(f, [], () => {
      const raw = f.data as RawCountry;
      return { name: raw.name, slug: raw.slug, route: fillPattern(route?.path ?? "", { country: raw.slug }) };
    }),
  );
}

/** Reports a route table without a country route while a view has countries. */
export function checkCountryRoute(ctx: Context, files: readonly SpecFile[], routesFile: SpecFile): void {
  if (files.length > 0 && !routePattern(routesFile, "country"))
    ctx.report(routesFile, ["routes"], NeededKey, {
      key: "country",
      why: "the pages of spec/countries/ need a route such as { id: country, path: /:country, page: country }",
    });
}

/**
 * Builds the country pages in file order.
 * @param entries the offices of {@link countryEntries}, in the same order as `files`
 * @param caseStudies every case study, for the country's case-study scope
 */
export function normalizeCountries(
  ctx: Context,
  files: readonly SpecFile[],
  entries: readonly CountryEntry[],
  caseStudies: readonly CaseStudy[],
  people: readonly PersonRecord[],
): CountryPage[] {
  const out: CountryPage[] = [];
  files.forEach((f, fi) => {
    const raw = f.data as RawCountry;
    const expected = baseName(f);
    if (raw.slug !== expected) ctx.report(f, ["slug"], FileNameMismatch, { key: "slug", value: raw.slug, expected });
    raw.whatWeOffer.services.forEach((sv, i) => {
      ctx.icon(f, ["whatWeOffer", "services", i, "icon"], sv.icon);
    });
    raw.projects?.items.forEach((it, i) => {
      ctx.href(f, ["projects", "items", i, "route"], it.route);
    });
    const scope = raw.caseStudies?.scope;
    if (scope && !caseStudies.some((cs) => cs.scope === scope))
      ctx.report(f, ["caseStudies", "scope"], MissingFileFor, { value: scope, what: "the case-study scope", file: `spec/case-studies/${scope}.yaml` });
    out.push({
      name: raw.name,
      slug: raw.slug,
      path: entries[fi]?.route ?? "",
      layout: raw.layout,
      badge: raw.badge,
      heroImage: raw.heroImage ? ctx.image(f, ["heroImage"], raw.heroImage, "hero") : countryArt(ctx.art, raw.slug),
      heroTitle: raw.heroTitle,
      story: raw.story ?? null,
      mission: raw.mission ?? null,
      whoWeAre: raw.whoWeAre,
      whatWeOffer: raw.whatWeOffer,
      whyWorkWithUs: raw.whyWorkWithUs ?? null,
      gatewayToAfrica: raw.gatewayToAfrica ?? null,
      projects: raw.projects ?? null,
      // No team photograph yet: the office, drawn, rather than an empty slot.
      teamImage: raw.teamImage ? ctx.picture(f, ["teamImage"], raw.teamImage, "feature") : raw.office ? officeArt(ctx.art, raw.slug) : null,
      officeCity: raw.office?.city ?? null,
      office: raw.office ? { city: raw.office.city, longitude: raw.office.longitude, latitude: raw.office.latitude } : null,
      caseStudies: raw.caseStudies ?? null,
      team: raw.team ? { heading: raw.team.heading, members: teamOf(ctx, f, ["team", "members"], raw.team.members, people) } : null,
      marquee: raw.marquee ? { heading: raw.marquee.heading, logos: clientLogos(ctx, f, ["marquee", "logos"], raw.marquee.logos) } : null,
      closing: raw.closing,
    });
  });
  return out;
}

/** spec/countries/: one country office and its page per file (generated/countries.ts). */
export const countries = defineKind({
  name: "countries",
  pageKinds: {
    country: { shows: "a country office's page" },
  },
  files: [{ at: "countries/", schema: "country.schema.json", rawType: "RawCountry" }],
  needs: ["caseStudies", "site", "people"],
  readsLate: ["caseStudies", "site", "people"],
  gives: ["offices", "countries"],
  normalize: (ctx, input) => ({ offices: countryEntries(ctx, input.files, input.role("route-table")) }),
  pages: (ir) => [
    {
      page: "country",
      params: ["country"],
      what: "the country pages",
      collection: false,
      needs: ["title", "description"],
      pages: ir.offices.map((o) => ({ url: o.route, name: o.name, from: recordOf(o) })),
    },
  ],
  compose: (ctx, input, ir) => ({ countries: normalizeCountries(ctx, input.files, ir.offices, ir.caseStudies, ir.people) }),
  check: (ctx, input) => checkCountryRoute(ctx, input.files, input.role("route-table")),
  emit: (ir) => [
    {
      id: "countries",
      reads: [ir.clients, ir.countries],
      make: () =>
        dataFile(
          "generated/countries.ts",
          ["CountryPage"],
          [{ name: "countryPages", value: ir.countries, type: "readonly CountryPage[]", docs: "The country pages of spec/countries/, in file order." }],
          sharedClients(ir),
        ),
    },
  ],
});
