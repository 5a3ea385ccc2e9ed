/**
 * Transform of spec/countries/<slug>.yaml: the six country pages (§2 Country pages). Each file's
 * slug matches its name and is a value of the country route; every value has its file.
 */
import { FileNameMismatch, MissingFileFor, UnknownReference } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/load.ts";
import type { CaseStudy, ClientLogo, CountryPage } from "../model/content.ts";
import type { RawCountry, RawRoutes } from "../model/raw/index.ts";
import { countryArt, officeArt } from "./art.ts";
import { type Context, type Path, baseName } from "./context.ts";
import { monogram } from "./text.ts";
import { monogramTile, wordmarkImage } from "./wordmarks.ts";

/** Client logos of a marquee, with their images resolved: the logo's own file, else its client's word mark (§3 Client logo, issue 12). */
export function clientLogos(ctx: Context, file: SpecFile, path: Path, logos: readonly { alt: string; client: string; src?: string; description: string }[]): ClientLogo[] {
  return logos.map((l, i) => {
    const client = ctx.client(file, [...path, i, "client"], l.client);
    return { alt: l.alt, client, description: l.description, image: l.src ? ctx.image(file, [...path, i, "src"], l.src, "logo") : wordmarkImage(client), tile: monogramTile(client) };
  });
}

/**
 * Builds the country pages in file order.
 * @param routesFile spec/routes.yaml, whose country route lists the slugs
 * @param caseStudies every case study, for the country's case-study scope
 */
export function normalizeCountries(ctx: Context, files: readonly SpecFile[], routesFile: SpecFile, caseStudies: readonly CaseStudy[], brand: string): CountryPage[] {
  const routes = (routesFile.data as RawRoutes).routes;
  const routeIndex = routes.findIndex((r) => r.page === "country");
  const values = routes[routeIndex]?.values?.country ?? [];
  const out: CountryPage[] = [];
  for (const f of files) {
    const raw = f.data as RawCountry;
    const expected = baseName(f);
    if (raw.slug !== expected) ctx.report(f, ["slug"], FileNameMismatch, { key: "slug", value: raw.slug, expected });
    else if (!values.includes(raw.slug)) ctx.report(f, ["slug"], UnknownReference, { value: raw.slug, what: "a value of the country route in spec/routes.yaml", suffix: "", where: `add it to the route's values (known: ${values.join(", ")})` });
    raw.whatWeOffer.services.forEach((sv, i) => ctx.icon(f, ["whatWeOffer", "services", i, "icon"], sv.icon));
    raw.projects?.items.forEach((it, i) => ctx.href(f, ["projects", "items", i, "route"], it.route));
    const scope = raw.caseStudies?.scope;
    if (scope && !caseStudies.some((cs) => cs.scope === scope)) ctx.report(f, ["caseStudies", "scope"], MissingFileFor, { value: scope, what: "the case-study scope", file: `spec/case-studies/${scope}.yaml` });
    out.push({
      name: raw.name, slug: raw.slug, path: `/${raw.slug}`, layout: raw.layout, badge: raw.badge,
      heroImage: raw.heroImage ? ctx.image(f, ["heroImage"], raw.heroImage, "hero") : countryArt(ctx.art, raw.slug, raw.name, raw.office ?? null), heroTitle: raw.heroTitle,
      story: raw.story ?? null, mission: raw.mission ?? null,
      whoWeAre: raw.whoWeAre, whatWeOffer: raw.whatWeOffer,
      whyWorkWithUs: raw.whyWorkWithUs ?? null,
      gatewayToAfrica: raw.gatewayToAfrica ?? null,
      projects: raw.projects ?? null,
      // No team photograph yet: the office, drawn (issue 12), rather than an empty slot.
      teamImage: raw.teamImage ? ctx.image(f, ["teamImage"], raw.teamImage, "feature") : raw.office ? officeArt(ctx.art, raw.slug, `${brand} ${raw.name}`, raw.office) : null,
      officeCity: raw.office?.city ?? null,
      caseStudies: raw.caseStudies ?? null,
      team: raw.team ? { heading: raw.team.heading, members: raw.team.members.map((m, i) => ({ ...m, image: ctx.image(f, ["team", "members", i, "image"], m.image, "portrait"), monogram: monogram(m.name) })) } : null,
      marquee: raw.marquee ? { heading: raw.marquee.heading, logos: clientLogos(ctx, f, ["marquee", "logos"], raw.marquee.logos) } : null,
      closing: raw.closing,
    });
  }
  for (const v of values) {
    if (!out.some((co) => co.slug === v)) ctx.report(routesFile, ["routes", routeIndex, "values", "country"], MissingFileFor, { value: v, what: "the country", file: `spec/countries/${v}.yaml` });
  }
  return out;
}
