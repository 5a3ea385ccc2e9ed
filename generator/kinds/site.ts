/**
 * Transform of spec/site.yaml, spec/ui.yaml and spec/errors.yaml: brand, navigation, footer,
 * the constants, the interface texts (templates compiled to functions where a text takes
 * values at run time) and the error texts.
 */
import { FactTwoWays, UnknownReference } from "../diagnostics/catalogue.ts";
import { placeOf } from "../load/spec-file.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import { exportConst, importModel, printTs, typeOf } from "../emit/print.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { TimingsIR, UiIR } from "../model/ir.ts";
import type { RawErrors, RawSite, RawUi } from "../../model/raw/index.ts";
import type { Context, Path } from "../normalize/context.ts";
import { toLink } from "../normalize/links.ts";
import { defineKind } from "./kind.ts";
import type { Breakpoints, CountryEntry, LayoutSizes, Site, SocialLink } from "../../model/content.ts";
import { keptPerData } from "../load/kept.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly site: Site<UiIR, TimingsIR>;
    readonly breakpoints: Breakpoints;
    readonly layout: LayoutSizes;
  }
}

/** The three site-wide files. */
export interface SiteFiles {
  readonly site: SpecFile;
  readonly ui: SpecFile;
  readonly errors: SpecFile;
}

/**
 * Builds the site-wide data. Social lists name networks that must have a profile in `social`;
 * links are checked by the links pass.
 * @param countries the offices of spec/countries/ (the Country menu, the footer, the mobile menu)
 */
export function normalizeSite(ctx: Context, files: SiteFiles, countries: readonly CountryEntry[]): Site<UiIR, TimingsIR> {
  const raw = files.site.data as RawSite;
  const ui = files.ui.data as RawUi;
  const errors = files.errors.data as RawErrors;
  const { brand } = raw;
  const sf = files.site;
  const uf = files.ui;
  const fn = (path: Path, source: string, fixed: Record<string, string>, params: readonly string[]) => ctx.runtimeFn(uf, path, source, fixed, params);
  const now = (path: Path, source: string, values: Record<string, string>) => ctx.render(uf, path, source, values);

  const profiles = new Map(raw.social.map((s) => [s.network, s]));
  const socialList = (path: Path, list: readonly RawSite["social"][number]["network"][]): SocialLink[] =>
    list.map((n, i) => {
      const s = profiles.get(n);
      if (!s)
        ctx.report(sf, [...path, i], UnknownReference, {
          value: n,
          what: "a network with a profile in social",
          suffix: didYouMeanSuffix(n, profiles.keys()),
          where: "add its profile to the social list first",
          known: [...profiles.keys()],
        });
      return s ?? { network: n, label: n, href: "" };
    });
  ctx.href(files.errors, ["pageNotFound", "actionHref"], errors.pageNotFound.actionHref);

  return {
    brand: raw.brand,
    siteUrl: raw.siteUrl,
    contactEmail: raw.contactEmail,
    privacyEmail: raw.privacyEmail,
    language: raw.language,
    theme: raw.theme,
    typography: raw.typography,
    navigation: raw.navigation.panel.map((l, i) => toLink(ctx, sf, ["navigation", "panel", i], l)),
    countries,
    footer: {
      columns: raw.footer.columns.map((col, ci) => ({
        heading: col.heading,
        links: col.links.map((l, i) => toLink(ctx, sf, ["footer", "columns", ci, "links", i], l)),
      })),
      externalLinks: raw.footer.externalLinks.map((l, i) => toLink(ctx, sf, ["footer", "externalLinks", i], l)),
      legal: raw.footer.legal.map((l, i) => toLink(ctx, sf, ["footer", "legal", i], l)),
      social: socialList(["footer", "socialNetworks"], raw.footer.socialNetworks),
    },
    mobileSocial: socialList(["mobileMenu", "socialNetworks"], raw.mobileMenu.socialNetworks),
    breakpoints: raw.breakpoints,
    layout: raw.layout,
    timings: raw.timings as unknown as TimingsIR,
    ui: {
      shell: {
        ...ui.shell,
        linkContext: fn(["shell", "linkContext"], ui.shell.linkContext, {}, ["title"]),
        testimonialSource: fn(["shell", "testimonialSource"], ui.shell.testimonialSource, {}, ["company", "date"]),
        scheduled: fn(["shell", "scheduled"], ui.shell.scheduled, {}, ["time"]),
      },
      footer: { ...ui.footer, copyright: fn(["footer", "copyright"], ui.footer.copyright, { fullName: raw.brand.fullName, brand: brand.name }, ["year"]) },
      serviceDetail: {
        ...ui.serviceDetail,
        whyChoose: now(["serviceDetail", "whyChoose"], ui.serviceDetail.whyChoose, { brand: brand.name }),
        whyChooseIntro: fn(["serviceDetail", "whyChooseIntro"], ui.serviceDetail.whyChooseIntro, { brand: brand.name }, ["title"]),
      },
      caseStudy: {
        ...ui.caseStudy,
        showcaseLine: fn(["caseStudy", "showcaseLine"], ui.caseStudy.showcaseLine, {}, ["title"]),
        countryHeading: fn(["caseStudy", "countryHeading"], ui.caseStudy.countryHeading, {}, ["name"]),
      },
      projects: ui.projects,
      country: { ...ui.country, officeImageAlt: fn(["country", "officeImageAlt"], ui.country.officeImageAlt, {}, ["name", "city"]) },
      marquee: ui.marquee,
      formSent: ui.formSent,
      moved: ui.moved,
      carousel: {
        previous: ui.carousel.previous,
        next: ui.carousel.next,
        goTo: fn(["carousel", "goTo"], ui.carousel.goTo, {}, ["index"]),
        slideLabel: fn(["carousel", "slideLabel"], ui.carousel.slideLabel, {}, ["index", "count"]),
      },
      video: ui.video,
      section: {
        ...ui.section,
        whyChoose: now(["section", "whyChoose"], ui.section.whyChoose, { brand: brand.name }),
        visualLabel: fn(["section", "visualLabel"], ui.section.visualLabel, {}, ["name"]),
      },
      notFoundService: {
        lookingFor: fn(["notFoundService", "lookingFor"], ui.notFoundService.lookingFor, {}, ["slug"]),
        available: ui.notFoundService.available,
      },
    },
    errors: {
      pageNotFound: errors.pageNotFound,
      unexpected: errors.unexpected,
      sectionNotFound: errors.sectionNotFound.message,
      noOverview: errors.noOverview.message,
      subscriptionFailed: errors.subscriptionFailed.message,
    },
  };
}

/** spec/site.yaml, spec/ui.yaml and spec/errors.yaml: the site-wide data (generated/site.ts). */
export const site = defineKind({
  name: "site",
  files: [
    { at: "site.yaml", schema: "site.schema.json", rawType: "RawSite", required: "brand, navigation, footer and the site constants" },
    { at: "ui.yaml", schema: "ui.schema.json", rawType: "RawUi", required: "the labels of every page" },
    { at: "errors.yaml", schema: "errors.schema.json", rawType: "RawErrors", required: "the error texts" },
  ],
  needs: ["offices"],
  gives: ["site", "breakpoints", "layout"],
  normalize(ctx, input, ir) {
    const files = { site: input.file("site.yaml"), ui: input.file("ui.yaml"), errors: input.file("errors.yaml") };
    const raw = files.site.data as RawSite;
    return { site: normalizeSite(ctx, files, ir.offices), breakpoints: raw.breakpoints, layout: raw.layout };
  },
  check(ctx, input, ir) {
    const siteFile = input.file("site.yaml");
    const facts = Object.entries({ contactEmail: ir.site.contactEmail, privacyEmail: ir.site.privacyEmail });
    for (const f of input.all) {
      if (f === siteFile) continue;
      for (const { path, name, value } of factsIn(f.data, facts))
        ctx.report(f, path, FactTwoWays, {
          what: `The ${name === "contactEmail" ? "contact" : "privacy"} e-mail`,
          here: `typed as "${value}"`,
          there: `as ${name}`,
          other: placeOf(siteFile, [name]),
          fix: `write {{${name}}} in its place: the text then shows the address spec/site.yaml gives, and changes with it`,
        });
    }
  },
  emit: (ir) => [
    {
      id: "site",
      reads: ir.site,
      make: () =>
        printTs("generated/site.ts", (f) => {
          importModel(f, ["Site"]);
          f.addStatements(
            `/** Interface texts of spec/ui.yaml by group; texts that take values are functions. */\nexport interface UiTexts ${typeOf(ir.site.ui)}`,
          );
          f.addStatements(
            `/** Timings and thresholds of spec/site.yaml; the unit is in each name (Ms, Px, Seconds), others are fractions. */\nexport interface Timings ${typeOf(ir.site.timings)}`,
          );
          exportConst(f, "site", ir.site, "Site<UiTexts, Timings>", "Site-wide data from spec/site.yaml, spec/ui.yaml and spec/errors.yaml.");
        }),
    },
  ],
});

/** Every text of a spec file's data with its instance path, once per parsed data (../load/kept.ts). */
const textsIn = keptPerData((data) => [...textsOf(data, [])]);

/** Every text of a spec file's data that types one of the facts, with its instance path and the fact, in the order of the texts. */
function factsIn(data: unknown, facts: readonly (readonly [string, string])[]): readonly { path: (string | number)[]; name: string; value: string }[] {
  return textsIn(data).flatMap(({ path, text }) => facts.filter(([, value]) => text.includes(value)).map(([name, value]) => ({ path, name, value })));
}

/** Every text of a spec file's data with its instance path. */
function* textsOf(value: unknown, at: (string | number)[]): Generator<{ path: (string | number)[]; text: string }> {
  if (typeof value === "string") yield { path: at, text: value };
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) yield* textsOf(value[i], [...at, i]);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) yield* textsOf(v, [...at, k]);
}
