import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { imageSize } from "image-size";
import { type Diagnostic, SpecError, didYouMean, formatPath } from "../diagnostics/index.ts";
import { type SpecFile, locate } from "../load/load.ts";
import type {
  AboutPage, Audience, HomePage, ServiceSection, ServicesOverview, TechPage, Video, CaseStudy, CaseStudyScope, CountryPage, Project, Benefit, Category, CategoryKey, ContactPageContent, FormSpec, Image, LandingPage, LegalPage, Link, PageMeta, RecommendPage, RouteEntry, Service,
} from "../model.ts";
import type { RawCatalogue, RawCategories, RawErrors, RawForm, RawLandingPage, RawLink, RawRoute, RawSite, RawUi } from "../raw.ts";
import { compileTemplate, renderParts, templateToTs, type TemplatePart } from "./templates.ts";
import { homeServiceHref, techSlug, titleSlug } from "./slug.ts";

/** A piece of TypeScript source the emitters print as is (compiled template functions). */
export class Code {
  constructor(readonly source: string) {}
}

/** A normalized form with its ordered validation rules (§3, §5, §7). */
export interface FormIR {
  readonly spec: FormSpec;
  readonly rules: RawForm["rules"];
}

/** Everything the emitters need, fully defaulted and cross-checked. */
export interface IR {
  readonly site: Record<string, unknown>;
  readonly categories: readonly Category[];
  readonly services: readonly (Service & { readonly lookupKeys: readonly string[] })[];
  readonly routes: readonly RouteEntry[];
  readonly pages: Readonly<Record<string, PageMeta>>;
  readonly notFoundMeta: PageMeta;
  readonly forms: readonly FormIR[];
  readonly landingPages: readonly LandingPage[];
  readonly about: AboutPage | null;
  readonly recommend: (RecommendPage & { readonly pageLabel: Code }) | null;
  readonly legal: Readonly<Record<string, LegalPage>>;
  readonly contact: ContactPageContent | null;
  readonly caseStudies: readonly CaseStudy[];
  readonly projects: readonly Project[];
  readonly projectsHero: { readonly heading: string; readonly lead: string; readonly allLabel: string; readonly filters: readonly string[] } | null;
  readonly countries: readonly CountryPage[];
  readonly home: HomePage | null;
  readonly servicesOverview: ServicesOverview | null;
  readonly sections: readonly ServiceSection[];
  readonly tech: TechPage | null;
  readonly icons: readonly string[];
  readonly breakpoints: RawSite["breakpoints"];
  readonly layout: RawSite["layout"];
}

type Path = (string | number)[];

/** Collects problems with their positions so that all are reported together. */
class Collector {
  readonly problems: Diagnostic[] = [];
  report(file: SpecFile, path: Path, message: string, hint?: string, atKey = false): void {
    const [line, col] = locate(file, path, atKey);
    this.problems.push({ file: file.file, line, col, path: formatPath(path), message, hint, source: file.source });
  }
}

/** Options of the normalize stage. */
export interface NormalizeOptions {
  /** Folder that holds the files media paths point into (public/). */
  readonly publicDir: string;
  /** Names the icon library exports, to check icon names against. */
  readonly iconNames: ReadonlySet<string>;
}

/**
 * Normalize stage (DESIGN § The generator): applies §2 slug rules and §3 defaults, compiles
 * templates, checks cross-references, internal links, icons and media files, and builds the IR.
 * @throws SpecError listing every problem at once.
 */
export function normalize(files: readonly SpecFile[], opts: NormalizeOptions): IR {
  const c = new Collector();
  const byName = (rel: string) => files.find((f) => f.file === `spec/${rel}`);
  const need = (rel: string): SpecFile => {
    const f = byName(rel);
    if (!f) throw new SpecError([{ file: `spec/${rel}`, line: 0, col: 0, path: "(root)", message: "is missing", hint: "every site needs this file; restore it from git" }]);
    return f;
  };
  const siteFile = need("site.yaml");
  const uiFile = need("ui.yaml");
  const errorsFile = need("errors.yaml");
  const routesFile = need("routes.yaml");
  const categoriesFile = need("services/categories.yaml");
  const rawSite = siteFile.data as RawSite;
  const rawUi = uiFile.data as RawUi;
  const rawErrors = errorsFile.data as RawErrors;
  const rawRoutes = (routesFile.data as { routes: RawRoute[] }).routes;
  const rawCategories = categoriesFile.data as RawCategories;
  const brand = rawSite.brand.name;

  const icons = new Set<string>();
  const useIcon = (file: SpecFile, path: Path, name: string): string => {
    if (!opts.iconNames.has(name)) {
      const guess = didYouMean(name, [...opts.iconNames]);
      c.report(file, path, `"${name}" is not a lucide icon${guess ? `; did you mean "${guess}"?` : ""}`, "icon names are lucide's PascalCase names, for example Target, BadgeDollarSign, TrendingUp");
    } else icons.add(name);
    return name;
  };

  const imageCache = new Map<string, Image | null>();
  const useImage = (file: SpecFile, path: Path, src: string): Image => {
    if (!imageCache.has(src)) {
      const disk = join(opts.publicDir, src);
      if (!existsSync(disk)) imageCache.set(src, null);
      else {
        const size = imageSize(readFileSync(disk));
        imageCache.set(src, { src, width: size.width ?? 0, height: size.height ?? 0 });
      }
    }
    const img = imageCache.get(src);
    if (!img) {
      c.report(file, path, `points to ${src}, which does not exist`, `add the file at public${src}, or run "npm run media" to make placeholder artwork for every missing image`);
      return { src, width: 1, height: 1 };
    }
    return img;
  };

  /** Compiles a template at `path`; returns parts, or null after reporting. */
  const template = (file: SpecFile, path: Path, source: string, allowed: readonly string[]): readonly TemplatePart[] | null => {
    const t = compileTemplate(source, allowed);
    if (!t.ok) {
      c.report(file, path, t.message, t.hint);
      return null;
    }
    return t.parts;
  };
  const render = (file: SpecFile, path: Path, source: string, values: Record<string, string>): string => {
    const parts = template(file, path, source, Object.keys(values));
    return parts ? renderParts(parts, values) : source;
  };
  const runtimeFn = (file: SpecFile, path: Path, source: string, fixed: Record<string, string>, params: readonly string[]): Code => {
    const parts = template(file, path, source, [...Object.keys(fixed), ...params]);
    return new Code(parts ? templateToTs(parts, fixed) : "(): string => \"\"");
  };

  // ── Categories and service catalogues ────────────────────────────────────────────────
  const catalogues = new Map<CategoryKey, { file: SpecFile; data: RawCatalogue }>();
  for (const f of files.filter((f) => f.schema === "service-catalogue.schema.json")) {
    const data = f.data as RawCatalogue;
    const expected = f.file.replace(/^spec\/services\//, "").replace(/\.ya?ml$/, "");
    if (data.category !== expected) {
      c.report(f, ["category"], `is "${data.category}" but the file is named ${expected}.yaml`, `rename the file to ${data.category}.yaml or set category: ${expected}`);
    }
    if (catalogues.has(data.category)) c.report(f, ["category"], `"${data.category}" is described by two files`, "keep one catalogue file per category");
    catalogues.set(data.category, { file: f, data });
  }

  const defaults = rawCategories.defaults;
  const ctaDescription = template(categoriesFile, ["defaults", "cta", "description"], defaults.cta.description, ["title", "goals"]);
  const nf = rawErrors.serviceNotFound;
  const nfTitle = template(errorsFile, ["serviceNotFound", "title"], nf.title, ["label", "noun"]);
  const nfMessage = template(errorsFile, ["serviceNotFound", "message"], nf.message, ["label", "noun"]);
  defaults.benefitIcons.forEach((n, i) => useIcon(categoriesFile, ["defaults", "benefitIcons", i], n));
  const categories: Category[] = [];
  const services: (Service & { lookupKeys: readonly string[] })[] = [];
  const seenKeys = new Set<string>();
  rawCategories.categories.forEach((cat, ci) => {
    const cp: Path = ["categories", ci];
    if (seenKeys.has(cat.key)) c.report(categoriesFile, [...cp, "key"], `"${cat.key}" is listed twice`, "each category appears once");
    seenKeys.add(cat.key);
    const titleParts = template(categoriesFile, [...cp, "title"], cat.title, ["title", "brand"]);
    const subtitleParts = template(categoriesFile, [...cp, "subtitle"], cat.subtitle, ["title", "brand"]);
    const catalogue = catalogues.get(cat.key);
    if (!catalogue) {
      c.report(categoriesFile, [...cp, "key"], `has no catalogue file`, `create spec/services/${cat.key}.yaml with category: ${cat.key}`);
      return;
    }
    const { file: sf, data } = catalogue;
    const slugs: string[] = [];
    data.services.forEach((raw, si) => {
      const p: Path = ["services", si];
      if (slugs.includes(raw.slug)) c.report(sf, [...p, "slug"], `"${raw.slug}" is used by two services`, "every slug in a category must be unique");
      slugs.push(raw.slug);
      if (cat.fixedBenefits) {
        raw.benefits.forEach((b, bi) => {
          if (b !== cat.fixedBenefits![bi]) c.report(sf, [...p, "benefits", bi], `must be "${cat.fixedBenefits![bi]}" (found "${b}")`, `every ${cat.name} service uses the same three benefit headings (§2)`);
        });
      }
      if (cat.benefitPrefixes) {
        raw.benefits.forEach((b, bi) => {
          if (!b.startsWith(cat.benefitPrefixes![bi])) c.report(sf, [...p, "benefits", bi], `must start with "${cat.benefitPrefixes![bi]}" (found "${b}")`, `${cat.name} benefits follow 'Always …', 'Say Goodbye to …', 'Results Beyond …' (§3)`);
        });
      }
      const iconsOf = raw.benefitIcons ?? defaults.benefitIcons;
      const legends = raw.benefitLegends ?? defaults.benefitLegends;
      const benefits: Benefit[] = raw.benefits.map((title, bi) => ({
        number: String(bi + 1).padStart(2, "0"),
        title,
        description: raw.benefitDescriptions[bi],
        image: useImage(sf, [...p, "benefitImages", bi], raw.benefitImages[bi]),
        icon: raw.benefitIcons ? useIcon(sf, [...p, "benefitIcons", bi], iconsOf[bi]) : iconsOf[bi],
        legend: legends[bi],
      }));
      const whoCanBenefit: Audience[] = raw.whoCanBenefit.map((a, ai) => ({
        title: a.title,
        description: a.description,
        icon: a.icon ? useIcon(sf, [...p, "whoCanBenefit", ai, "icon"], a.icon) : null,
      }));
      const cta = raw.cta ?? {
        heading: defaults.cta.heading,
        description: ctaDescription ? renderParts(ctaDescription, { title: raw.title, goals: cat.goals }) : defaults.cta.description,
        actionText: defaults.cta.actionText,
      };
      const words = raw.title.trim().split(/\s+/);
      const values = { title: raw.title, brand };
      services.push({
        category: cat.key,
        slug: raw.slug,
        path: `/services/${cat.key}/${raw.slug}`,
        title: raw.title,
        titleLead: words.slice(0, -1).join(" "),
        titleLastWord: words[words.length - 1],
        subtitle: subtitleParts ? renderParts(subtitleParts, values) : cat.subtitle,
        description: raw.description.trim(),
        heroImage: useImage(sf, [...p, "heroImage"], raw.heroImage),
        image: useImage(sf, [...p, "image"], raw.image),
        icon: raw.icon ? useIcon(sf, [...p, "icon"], raw.icon) : null,
        benefits,
        whoCanBenefit,
        cta,
        pageTitle: titleParts ? renderParts(titleParts, values) : cat.title,
        lookupKeys: cat.key === "tech-solutions" ? [...new Set([raw.slug, techSlug(raw.title)])] : [raw.slug],
      });
    });
    categories.push({
      key: cat.key,
      name: cat.name,
      label: cat.label,
      noun: cat.noun,
      badge: cat.badge ?? null,
      indexPath: `/services/${cat.key}`,
      backLink: cat.backLink,
      notFoundTitle: nfTitle ? renderParts(nfTitle, { label: cat.label, noun: cat.noun }) : nf.title,
      notFoundMessage: nfMessage ? renderParts(nfMessage, { label: cat.label, noun: cat.noun }) : nf.message,
      slugs,
    });
  });
  for (const [key, { file }] of catalogues) {
    if (!rawCategories.categories.some((cat) => cat.key === key)) c.report(file, ["category"], `"${key}" is not a category of spec/services/categories.yaml`, "add the category there first");
  }
  defaults.benefitIcons.forEach((n) => opts.iconNames.has(n) && icons.add(n));

  // ── Case studies and projects (before routes: they give parameter routes their URLs) ─────
  const caseStudies: CaseStudy[] = [];
  for (const f of files.filter((f) => f.schema === "case-studies.schema.json")) {
    const raw = f.data as { scope: CaseStudyScope; studies: Record<string, unknown>[] };
    const expected = f.file.replace(/^spec\/case-studies\//, "").replace(/\.ya?ml$/, "");
    if (raw.scope !== expected) c.report(f, ["scope"], `is "${raw.scope}" but the file is named ${expected}.yaml`, `rename the file to ${raw.scope}.yaml or set scope: ${expected}`);
    const base = raw.scope === "featured" ? "/casestudy" : `/case-study/${raw.scope}`;
    const seen = new Set<string>();
    raw.studies.forEach((st, i) => {
      const p: Path = ["studies", i];
      const r = st as unknown as { title: string; client: string; category: string; image: string; detailImage: string; industry: string; projectScope: string; duration: string; location: string; overviewTitle?: string; overview?: string; overviewList?: string[]; introOverview: string; introApproach?: string; introResult?: string; challengeTitle?: string; challengeList?: string[]; approach: { title: string; description: string }[]; result: { title: string; description: string }[]; showcase?: { imageUrl: string; title?: string }[] };
      const slug = titleSlug(r.title);
      if (!slug) c.report(f, [...p, "title"], "makes an empty slug", "a title needs letters or digits");
      if (seen.has(slug)) c.report(f, [...p, "title"], `makes the slug "${slug}", which another study of ${raw.scope} already has`, "titles of one scope must differ in their letters and digits");
      seen.add(slug);
      caseStudies.push({
        scope: raw.scope, slug, path: `${base}/${slug}`, title: r.title, client: r.client, category: r.category,
        image: useImage(f, [...p, "image"], r.image), detailImage: useImage(f, [...p, "detailImage"], r.detailImage),
        industry: r.industry, projectScope: r.projectScope, duration: r.duration, location: r.location,
        overviewTitle: r.overviewTitle ?? null, overview: r.overview ?? null, overviewList: r.overviewList ?? [],
        introOverview: r.introOverview, introApproach: r.introApproach ?? null, introResult: r.introResult ?? null,
        challengeTitle: r.challengeTitle ?? null, challengeList: r.challengeList ?? [],
        approach: r.approach, result: r.result,
        showcase: (r.showcase ?? []).map((x, si) => ({ image: useImage(f, [...p, "showcase", si, "imageUrl"], x.imageUrl), title: x.title ?? null })),
      });
    });
  }
  const projects: Project[] = [];
  let projectsHero: IR["projectsHero"] = null;
  for (const f of files.filter((f) => f.schema === "projects.schema.json")) {
    const raw = f.data as { hero: { heading: string; lead: string; allLabel: string; filters: string[] }; projects: (Omit<Project, "path" | "image" | "teamMembers" | "results" | "tile"> & { image: string; teamMembers: { name: string; designation: string }[]; results: string[]; tile: { categories: string[]; height: number; image: string } })[] };
    projectsHero = raw.hero;
    const keys = new Set<string>();
    raw.projects.forEach((pr, i) => {
      const p: Path = ["projects", i];
      if (keys.has(pr.key)) c.report(f, [...p, "key"], `"${pr.key}" is used by two projects`, "project keys must be unique");
      keys.add(pr.key);
      pr.keyDeliverables.forEach((d, di) => useIcon(f, [...p, "keyDeliverables", di, "icon"], d.icon));
      projects.push({
        ...pr,
        path: `/project/${pr.key}`,
        image: useImage(f, [...p, "image"], pr.image),
        teamMembers: pr.teamMembers.map((m) => ({ ...m, initial: m.name.trim().charAt(0).toUpperCase() })),
        results: pr.results.map((x) => {
          const at = x.indexOf(":");
          return { heading: x.slice(0, at).trim(), text: x.slice(at + 1).trim() };
        }),
        tile: { categories: pr.tile.categories, height: pr.tile.height, image: useImage(f, [...p, "tile", "image"], pr.tile.image) },
      });
    });
  }

  // ── Routes and page metadata ────────────────────────────────────────────────────────
  const routes: RouteEntry[] = [];
  const pages: Record<string, PageMeta> = {};
  const ids = new Set<string>();
  rawRoutes.forEach((r, ri) => {
    const rp: Path = ["routes", ri];
    if (ids.has(r.id)) c.report(routesFile, [...rp, "id"], `"${r.id}" is used by two routes`, "route ids must be unique");
    ids.add(r.id);
    const params = r.path === "*" ? [] : r.path.split("/").filter((s) => s.startsWith(":")).map((s) => s.slice(1));
    for (const key of Object.keys(r.values ?? {})) {
      if (!params.includes(key)) c.report(routesFile, [...rp, "values", key], `names the parameter "${key}", which the path ${r.path} does not have`, params.length ? `parameters of this path: ${params.join(", ")}` : "this path has no parameters", true);
    }
    let urls: string[] = [];
    if (r.page === "service-detail") {
      if (!r.category) c.report(routesFile, rp, `is missing the required key "category"`, "a service-detail route names its category");
      else urls = services.filter((s) => s.category === r.category).map((s) => s.path);
      for (const s of services.filter((s) => s.category === r.category)) pages[s.path] = { title: s.pageTitle, description: s.description };
    } else if (r.page === "case-study-detail" || r.page === "country-case-study") {
      const scope: CaseStudyScope = r.page === "case-study-detail" ? "featured" : ((/^\/case-study\/(rw|ng|ug)\//.exec(r.path)?.[1] ?? "rw") as CaseStudyScope);
      const studies = caseStudies.filter((cs) => cs.scope === scope);
      urls = studies.map((cs) => cs.path);
      for (const cs of studies) {
        pages[cs.path] = {
          title: r.title ? render(routesFile, [...rp, "title"], r.title, { brand, name: cs.client }) : `${cs.client} | ${brand}`,
          description: summary(cs.introOverview),
        };
      }
    } else if (r.page === "project-detail") {
      urls = projects.map((pr) => pr.path);
      for (const pr of projects) {
        pages[pr.path] = { title: r.title ? render(routesFile, [...rp, "title"], r.title, { brand, name: pr.title }) : `${pr.title} | ${brand}`, description: summary(pr.description) };
      }
    } else if (r.path === "*") {
      urls = [];
    } else if (params.length === 0) {
      urls = [r.path];
    } else if (params.every((p) => r.values?.[p])) {
      urls = expand(r.path, r.values!);
    }
    if (!["service-detail", "case-study-detail", "country-case-study", "project-detail"].includes(r.page) && urls.length > 0) {
      if (!r.title) c.report(routesFile, rp, `is missing the required key "title"`, "every page has a browser title with the brand in it (§1)");
      if (!r.description) c.report(routesFile, rp, `is missing the required key "description"`, "every page has a meta description");
      for (const url of urls) {
        const name = nameForUrl(r, url);
        const values = { brand, name };
        pages[url] = {
          title: r.title ? render(routesFile, [...rp, "title"], r.title, values) : brand,
          description: r.description ? render(routesFile, [...rp, "description"], r.description, values) : "",
        };
      }
    }
    if (r.title && !r.title.includes("{{brand}}") && !r.title.includes(brand)) {
      c.report(routesFile, [...rp, "title"], "does not contain the brand", "every browser title names the brand (§1): add {{brand}}");
    }
    routes.push({ id: r.id, path: r.path, page: r.page, category: r.category ?? null, heading: r.heading ?? null, urls });
  });
  const nfIndex = rawRoutes.findIndex((r) => r.page === "not-found");
  const nfRoute = rawRoutes[nfIndex];
  if (!nfRoute) c.report(routesFile, ["routes"], `has no not-found route`, `add { id: not-found, path: "*", page: not-found, title: ..., description: ... }`);
  const notFoundMeta: PageMeta = {
    title: nfRoute?.title ? render(routesFile, ["routes", nfIndex, "title"], nfRoute.title, { brand }) : brand,
    description: nfRoute?.description ? render(routesFile, ["routes", nfIndex, "description"], nfRoute.description, { brand }) : "",
  };

  function nameForUrl(r: RawRoute, url: string): string {
    const last = url.split("/").pop() ?? "";
    if (r.page === "service-section") return rawCategories.categories.find((cat) => cat.key === last)?.name ?? last;
    if (r.page === "country") return rawSite.countries.find((co) => co.route === url)?.name ?? last;
    return r.heading ?? last;
  }

  // ── Internal links ─────────────────────────────────────────────────────────────────
  const known = new Set(Object.keys(pages));
  const checkHref = (file: SpecFile, path: Path, href: string) => {
    if (!href.startsWith("/")) return;
    const bare = href.split(/[?#]/)[0];
    if (known.has(bare)) return;
    const guess = didYouMean(bare, [...known]);
    c.report(file, path, `"${href}" matches no route${guess ? `; did you mean "${guess}"?` : ""}`, "internal links must point at a page of spec/routes.yaml or a service of spec/services/");
  };
  const link = (file: SpecFile, path: Path, l: RawLink): Link => {
    checkHref(file, [...path, "href"], l.href);
    if (l.external && l.href.startsWith("/")) c.report(file, [...path, "external"], "is true on an internal link", "only links that leave the site are external");
    if (!l.external && !l.href.startsWith("/")) c.report(file, [...path, "href"], `"${l.href}" leaves the site but is not marked external`, "add external: true so it opens in a new tab");
    return { name: l.name, href: l.href, external: l.external ?? false, button: l.button ?? false };
  };
  rawSite.countries.forEach((co, i) => checkHref(siteFile, ["countries", i, "route"], co.route));
  checkHref(errorsFile, ["pageNotFound", "actionHref"], rawErrors.pageNotFound.actionHref);
  const socialByNetwork = new Map(rawSite.social.map((s) => [s.network, s]));
  const socialList = (path: Path, list: readonly string[]) =>
    list.map((n, i) => {
      const s = socialByNetwork.get(n as never);
      if (!s) c.report(siteFile, [...path, i], `"${n}" has no profile in social`, "add it to the social list first");
      return s ?? { network: n, label: n, href: "" };
    });

  const fullName = rawSite.brand.fullName;
  const site = {
    brand: rawSite.brand,
    siteUrl: rawSite.siteUrl,
    contactEmail: rawSite.contactEmail,
    language: rawSite.language,
    theme: rawSite.theme,
    navigation: rawSite.navigation.panel.map((l, i) => link(siteFile, ["navigation", "panel", i], l)),
    countries: rawSite.countries,
    footer: {
      columns: rawSite.footer.columns.map((col, ci) => ({ heading: col.heading, links: col.links.map((l, i) => link(siteFile, ["footer", "columns", ci, "links", i], l)) })),
      externalLinks: rawSite.footer.externalLinks.map((l, i) => link(siteFile, ["footer", "externalLinks", i], l)),
      legal: rawSite.footer.legal.map((l, i) => link(siteFile, ["footer", "legal", i], l)),
      social: socialList(["footer", "socialNetworks"], rawSite.footer.socialNetworks),
    },
    mobileSocial: socialList(["mobileMenu", "socialNetworks"], rawSite.mobileMenu.socialNetworks),
    breakpoints: rawSite.breakpoints,
    layout: rawSite.layout,
    timings: rawSite.timings,
    ui: {
      shell: {
        ...rawUi.shell,
        linkContext: runtimeFn(uiFile, ["shell", "linkContext"], rawUi.shell.linkContext, {}, ["title"]),
        testimonialSource: runtimeFn(uiFile, ["shell", "testimonialSource"], rawUi.shell.testimonialSource, {}, ["company", "date"]),
      },
      footer: {
        ...rawUi.footer,
        copyright: runtimeFn(uiFile, ["footer", "copyright"], rawUi.footer.copyright, { fullName, brand }, ["year"]),
      },
      serviceDetail: {
        ...rawUi.serviceDetail,
        whyChoose: render(uiFile, ["serviceDetail", "whyChoose"], rawUi.serviceDetail.whyChoose, { brand }),
        whyChooseIntro: runtimeFn(uiFile, ["serviceDetail", "whyChooseIntro"], rawUi.serviceDetail.whyChooseIntro, { brand }, ["title"]),
      },
      caseStudy: {
        ...rawUi.caseStudy,
        showcaseLine: runtimeFn(uiFile, ["caseStudy", "showcaseLine"], rawUi.caseStudy.showcaseLine, {}, ["title"]),
        countryHeading: runtimeFn(uiFile, ["caseStudy", "countryHeading"], rawUi.caseStudy.countryHeading, {}, ["name"]),
      },
      projects: rawUi.projects,
      country: { ...rawUi.country, teamImageAlt: runtimeFn(uiFile, ["country", "teamImageAlt"], rawUi.country.teamImageAlt, {}, ["name"]) },
      marquee: rawUi.marquee,
      formSent: rawUi.formSent,
      carousel: {
        previous: rawUi.carousel.previous,
        next: rawUi.carousel.next,
        goTo: runtimeFn(uiFile, ["carousel", "goTo"], rawUi.carousel.goTo, {}, ["index"]),
        slideLabel: runtimeFn(uiFile, ["carousel", "slideLabel"], rawUi.carousel.slideLabel, {}, ["index", "count"]),
      },
      video: rawUi.video,
      section: {
        ...rawUi.section,
        whyChoose: render(uiFile, ["section", "whyChoose"], rawUi.section.whyChoose, { brand }),
        visualLabel: runtimeFn(uiFile, ["section", "visualLabel"], rawUi.section.visualLabel, {}, ["name"]),
      },
      notFoundService: {
        lookingFor: runtimeFn(uiFile, ["notFoundService", "lookingFor"], rawUi.notFoundService.lookingFor, {}, ["slug"]),
        available: rawUi.notFoundService.available,
      },
    },
    errors: {
      pageNotFound: rawErrors.pageNotFound,
      unexpected: rawErrors.unexpected,
      sectionNotFound: rawErrors.sectionNotFound.message,
      noOverview: rawErrors.noOverview.message,
      subscriptionFailed: rawErrors.subscriptionFailed.message,
    },
  };

  // ── Countries ──────────────────────────────────────────────────────────────────────
  const countries: CountryPage[] = [];
  const countryRoute = rawRoutes.find((r) => r.page === "country");
  const countryValues = countryRoute?.values?.country ?? [];
  for (const f of files.filter((f) => f.schema === "country.schema.json")) {
    const raw = f.data as Record<string, unknown> & { name: string; slug: string; layout: CountryPage["layout"]; heroImage: string; teamImage?: string; whatWeOffer: { description: string; services: { name: string; icon: string; description: string }[] }; projects?: { heading: string; items: { name: string; route: string }[] }; caseStudies?: { heading: string; scope: CaseStudyScope }; team?: { heading: string; members: { name: string; role: string; image: string; size: 380 | 420; linkedin: string }[] }; marquee?: { heading: string; logos: { alt: string; src?: string; description: string }[] } };
    const expected = f.file.replace(/^spec\/countries\//, "").replace(/\.ya?ml$/, "");
    if (raw.slug !== expected) c.report(f, ["slug"], `is "${raw.slug}" but the file is named ${expected}.yaml`, `rename the file or set slug: ${expected}`);
    if (!countryValues.includes(raw.slug)) c.report(f, ["slug"], `"${raw.slug}" is not a value of the country route in spec/routes.yaml`, `known: ${countryValues.join(", ")}`);
    raw.whatWeOffer.services.forEach((sv, i) => useIcon(f, ["whatWeOffer", "services", i, "icon"], sv.icon));
    raw.projects?.items.forEach((it, i) => checkHref(f, ["projects", "items", i, "route"], it.route));
    if (raw.caseStudies && !caseStudies.some((cs) => cs.scope === raw.caseStudies!.scope)) c.report(f, ["caseStudies", "scope"], `"${raw.caseStudies.scope}" has no case studies`, "add spec/case-studies/" + raw.caseStudies.scope + ".yaml");
    countries.push({
      name: raw.name, slug: raw.slug, path: `/${raw.slug}`, layout: raw.layout, badge: raw.badge as string,
      heroImage: useImage(f, ["heroImage"], raw.heroImage), heroTitle: raw.heroTitle as string,
      story: (raw.story as string | undefined) ?? null, mission: (raw.mission as string | undefined) ?? null,
      whoWeAre: raw.whoWeAre as string, whatWeOffer: raw.whatWeOffer,
      whyWorkWithUs: (raw.whyWorkWithUs as CountryPage["whyWorkWithUs"] | undefined) ?? null,
      gatewayToAfrica: (raw.gatewayToAfrica as CountryPage["gatewayToAfrica"] | undefined) ?? null,
      projects: raw.projects ?? null,
      teamImage: raw.teamImage ? useImage(f, ["teamImage"], raw.teamImage) : null,
      caseStudies: raw.caseStudies ?? null,
      team: raw.team ? { heading: raw.team.heading, members: raw.team.members.map((m, i) => ({ ...m, image: useImage(f, ["team", "members", i, "image"], m.image) })) } : null,
      marquee: raw.marquee ? { heading: raw.marquee.heading, logos: raw.marquee.logos.map((l, i) => ({ alt: l.alt, description: l.description, image: l.src ? useImage(f, ["marquee", "logos", i, "src"], l.src) : null })) } : null,
      closing: raw.closing as CountryPage["closing"],
    });
  }
  for (const v of countryValues) {
    if (!countries.some((co) => co.slug === v)) c.report(routesFile, ["routes", rawRoutes.indexOf(countryRoute!), "values", "country"], `lists "${v}", which has no spec/countries/${v}.yaml`, "add the country file or remove the value");
  }

  const routeIds = rawRoutes.map((r) => r.id);
  const checkRoute = (f: SpecFile, id: string) => {
    if (!routeIds.includes(id)) {
      const guess = didYouMean(id, routeIds);
      c.report(f, ["route"], `"${id}" is not a route id${guess ? `; did you mean "${guess}"?` : ""}`, "use the id of a route in spec/routes.yaml");
    }
  };

  // ── Home, services overview, section pages, Tech Solutions ──────────────────────────────
  const useVideo = (file: SpecFile, path: Path, src: string, poster: Image): Video => {
    if (!existsSync(join(opts.publicDir, src))) c.report(file, path, `points to ${src}, which does not exist`, "add the video below public/ (scripts/make-video.sh makes placeholder clips)");
    return { src, type: src.endsWith(".mp4") ? "video/mp4" : "video/webm", poster };
  };
  let home: HomePage | null = null;
  let servicesOverview: ServicesOverview | null = null;
  let tech: TechPage | null = null;
  const sections: ServiceSection[] = [];
  for (const f of files) {
    if (f.schema === "home-page.schema.json") {
      const raw = f.data as { route: string; banner: Omit<HomePage["banner"], "desktop" | "mobile"> & { desktop: { video: string; poster: string }; mobile: { video: string; poster: string } }; services: { heading: string; intro: string; linkLabel: string; panels: { title: string; description: string; image: string }[] }; featured: HomePage["featured"]; clients: { heading: string; logos: { alt: string; src?: string; description: string }[] }; closing: HomePage["closing"] };
      checkRoute(f, raw.route);
      const version = (k: "desktop" | "mobile") => useVideo(f, ["banner", k, "video"], raw.banner[k].video, useImage(f, ["banner", k, "poster"], raw.banner[k].poster));
      raw.featured.studies.forEach((slug, i) => {
        if (!caseStudies.some((cs) => cs.scope === "featured" && cs.slug === slug)) {
          const guess = didYouMean(slug, caseStudies.filter((cs) => cs.scope === "featured").map((cs) => cs.slug));
          c.report(f, ["featured", "studies", i], `"${slug}" is not a featured case study${guess ? `; did you mean "${guess}"?` : ""}`, "use the slug of a study in spec/case-studies/featured.yaml");
        }
      });
      home = {
        banner: { ...raw.banner, desktop: version("desktop"), mobile: version("mobile") },
        services: {
          heading: raw.services.heading, intro: raw.services.intro, linkLabel: raw.services.linkLabel,
          panels: raw.services.panels.map((p, i) => {
            const href = homeServiceHref(p.title);
            checkHref(f, ["services", "panels", i, "title"], href);
            return { title: p.title, description: p.description, image: useImage(f, ["services", "panels", i, "image"], p.image), href };
          }),
        },
        featured: raw.featured,
        clients: { heading: raw.clients.heading, logos: raw.clients.logos.map((l, i) => ({ alt: l.alt, description: l.description, image: l.src ? useImage(f, ["clients", "logos", i, "src"], l.src) : null })) },
        closing: raw.closing,
      };
    } else if (f.schema === "services-overview.schema.json") {
      const raw = f.data as ServicesOverview & { route: string };
      checkRoute(f, raw.route);
      raw.tiles.forEach((tile, i) => checkHref(f, ["tiles", i, "route"], tile.route));
      const { route: _route, ...rest } = raw;
      servicesOverview = rest;
    } else if (f.schema === "tech-page.schema.json") {
      const raw = f.data as Omit<TechPage, "offerings"> & { route: string; offerings: Omit<TechPage["offerings"][number], "href">[] };
      checkRoute(f, raw.route);
      raw.whyChoose.items.forEach((x, i) => useIcon(f, ["whyChoose", "items", i, "icon"], x.icon));
      const { route: _route, ...rest } = raw;
      tech = {
        ...rest,
        offerings: raw.offerings.map((o, i) => {
          useIcon(f, ["offerings", i, "icon"], o.icon);
          const href = `/services/tech-solutions/${techSlug(o.title)}`;
          checkHref(f, ["offerings", i, "title"], href);
          return { ...o, href };
        }),
      };
    } else if (f.schema === "service-section.schema.json") {
      type RawSection = Omit<ServiceSection, "path" | "banner" | "image" | "visual" | "offerings" | "approach" | "benefits" | "cta"> & {
        banner: string; image: string; visual: { kind: "carousel" | "video" | "image"; images?: { src: string; alt: string }[]; video?: string };
        offerings?: string[]; approach: { title?: string; description?: string; service?: string }[]; benefits?: ServiceSection["benefits"][number][];
        cta: Omit<ServiceSection["cta"], "backgroundImage"> & { backgroundImage: string };
      };
      const raw = f.data as RawSection;
      const expected = f.file.replace(/^spec\/sections\//, "").replace(/\.ya?ml$/, "");
      if (raw.key !== expected) c.report(f, ["key"], `is "${raw.key}" but the file is named ${expected}.yaml`, `rename the file or set key: ${expected}`);
      const catalogue = services.filter((sv) => sv.category === raw.key);
      const serviceCard = (path: Path, slug: string) => {
        const sv = catalogue.find((x) => x.slug === slug);
        if (!sv) {
          const guess = didYouMean(slug, catalogue.map((x) => x.slug));
          c.report(f, path, `"${slug}" is not a ${raw.key} service${guess ? `; did you mean "${guess}"?` : ""}`, `services: ${catalogue.map((x) => x.slug).join(", ")}`);
          return { title: slug, description: "", href: null, image: null };
        }
        return { title: sv.title, description: sv.description, href: sv.path, image: sv.image };
      };
      let visual: ServiceSection["visual"];
      const banner = useImage(f, ["banner"], raw.banner);
      if (raw.visual.kind === "carousel") {
        if (!raw.visual.images?.length) c.report(f, ["visual"], `is missing the required key "images"`, "a carousel lists at least two slides");
        visual = { kind: "carousel", slides: (raw.visual.images ?? []).map((im, i) => ({ image: useImage(f, ["visual", "images", i, "src"], im.src), alt: im.alt })) };
      } else if (raw.visual.kind === "video") {
        if (!raw.visual.video) c.report(f, ["visual"], `is missing the required key "video"`, "a video visual names its file");
        visual = { kind: "video", video: useVideo(f, ["visual", "video"], raw.visual.video ?? "", banner) };
      } else visual = { kind: "image" };
      (raw.benefits ?? []).forEach((b, i) => useIcon(f, ["benefits", i, "icon"], b.icon));
      sections.push({
        key: raw.key, path: `/services/${raw.key}`, title: raw.title, leadHeading: raw.leadHeading, otherheading: raw.otherheading,
        headline: raw.headline, tagline: raw.tagline, banner, description: raw.description, image: useImage(f, ["image"], raw.image), visual,
        offerings: (raw.offerings ?? []).map((slug, i) => serviceCard(["offerings", i], slug)),
        approach: raw.approach.map((a, i) => {
          if (a.service) return serviceCard(["approach", i, "service"], a.service);
          if (!a.title || !a.description) c.report(f, ["approach", i], "needs a title and a description, or a service", "write the step, or name a service of this category");
          return { title: a.title ?? "", description: a.description ?? "", href: null, image: null };
        }),
        whyChooseUs: raw.whyChooseUs, benefits: raw.benefits ?? [],
        cta: { ...raw.cta, backgroundImage: useImage(f, ["cta", "backgroundImage"], raw.cta.backgroundImage) },
      });
    }
  }
  for (const v of rawRoutes.find((r) => r.page === "service-section")?.values?.section ?? []) {
    if (!sections.some((sec) => sec.key === v) && files.some((f) => f.schema === "service-section.schema.json")) {
      c.report(routesFile, ["routes"], `lists the section "${v}", which has no spec/sections/${v}.yaml`, "add the section file or remove the value");
    }
  }

  // ── Forms ──────────────────────────────────────────────────────────────────────────
  const forms: FormIR[] = [];
  for (const f of files.filter((f) => f.schema === "form.schema.json")) {
    const raw = f.data as RawForm;
    const names = raw.fields.map((x) => x.name);
    const requiredFields = new Set(raw.rules.filter((r) => r.rule === "required" || r.rule === "chosen").map((r) => r.field));
    raw.rules.forEach((rule, i) => {
      const rp: Path = ["rules", i];
      if (!names.includes(rule.field)) {
        const guess = didYouMean(rule.field, names);
        c.report(f, [...rp, "field"], `"${rule.field}" is not a field of this form${guess ? `; did you mean "${guess}"?` : ""}`, `fields: ${names.join(", ")}`);
        return;
      }
      const field = raw.fields.find((x) => x.name === rule.field)!;
      const needsArg = rule.rule === "minLength" || rule.rule === "maxLength" || rule.rule === "minDigits";
      if (needsArg && rule.arg === undefined) c.report(f, rp, `is missing the required key "arg"`, `${rule.rule} needs a number`);
      if (!needsArg && rule.arg !== undefined) c.report(f, [...rp, "arg"], `is not used by the rule ${rule.rule}`, "remove arg", true);
      if (rule.rule === "chosen" && field.type !== "select") c.report(f, [...rp, "rule"], `"chosen" applies to select fields only, and ${rule.field} is ${field.type}`, "use required for text fields");
    });
    raw.fields.forEach((field, i) => {
      if (field.type === "select" && !field.options) c.report(f, ["fields", i], `is missing the required key "options"`, "a select lists its options");
      if (field.optional && requiredFields.has(field.name)) c.report(f, ["fields", i, "optional"], `is true, but a rule makes ${field.name} required`, "remove optional or the required rule", true);
    });
    raw.fields.forEach((field, i) => {
      if (field.default !== undefined && field.type === "select" && !(field.options ?? []).includes(field.default)) {
        c.report(f, ["fields", i, "default"], `"${field.default}" is not one of the options`, `options: ${(field.options ?? []).join(", ")}`);
      }
    });
    if (raw.validation === "browser" && !raw.invalidMessage) c.report(f, [], `is missing the required key "invalidMessage"`, "with validation: browser, one message is shown for any invalid field (§5)");
    if (raw.submit.download) {
      const href = raw.submit.download.href;
      if (!existsSync(join(opts.publicDir, href))) c.report(f, ["submit", "download", "href"], `points to ${href}, which does not exist`, `add the file at public${href}`);
    }
    const limit = (name: string, rule: "minLength" | "maxLength" | "minDigits") => raw.rules.find((r) => r.field === name && r.rule === rule)?.arg ?? null;
    const digits = (name: string) => limit(name, "minDigits");
    forms.push({
      spec: {
        id: raw.id,
        heading: raw.heading,
        intro: raw.intro ?? null,
        validation: raw.validation,
        invalidMessage: raw.invalidMessage ?? null,
        fields: raw.fields.map((x) => ({
          name: x.name, label: x.label, type: x.type, autocomplete: x.autocomplete ?? null,
          placeholder: x.placeholder ?? null, hint: x.hint ?? null, options: x.options ?? [], initial: x.default ?? "",
          required: requiredFields.has(x.name), submitAs: x.submitAs ?? x.name,
          minLength: limit(x.name, "minLength"), maxLength: limit(x.name, "maxLength"),
          pattern: digits(x.name) === null ? null : `(?:\\D*\\d){${digits(x.name)}}.*`,
        })),
        submit: {
          label: raw.submit.label,
          sending: raw.submit.sending,
          success: raw.submit.success,
          successDetail: raw.submit.successDetail ?? null,
          successMs: raw.submit.successMs ?? null,
          onSuccess: raw.submit.onSuccess ?? "replace",
          failure: raw.submit.failure ?? null,
          requiredHint: raw.submit.requiredHint,
          download: raw.submit.download ?? null,
        },
        transport: raw.transport as unknown as FormSpec["transport"],
      },
      rules: raw.rules,
    });
  }

  // ── Landing pages ──────────────────────────────────────────────────────────────────
  const landingPages: LandingPage[] = [];
  const formIds = forms.map((x) => x.spec.id);
  for (const f of files.filter((f) => f.schema === "landing-page.schema.json")) {
    const raw = f.data as RawLandingPage;
    if (!routeIds.includes(raw.route)) {
      const guess = didYouMean(raw.route, routeIds);
      c.report(f, ["route"], `"${raw.route}" is not a route id${guess ? `; did you mean "${guess}"?` : ""}`, "use the id of a route in spec/routes.yaml");
    }
    if (landingPages.some((p) => p.route === raw.route)) c.report(f, ["route"], `"${raw.route}" already has a page`, "one page file per route");
    if (raw.hero.form && !formIds.includes(raw.hero.form)) {
      const guess = didYouMean(raw.hero.form, formIds);
      c.report(f, ["hero", "form"], `"${raw.hero.form}" is not a form${guess ? `; did you mean "${guess}"?` : ""}`, `forms: ${formIds.join(", ")}`);
    }
    const action = (path: Path, a: RawLandingPage["sections"][number]["action"]) => {
      if (!a) return null;
      if (a.href) checkHref(f, [...path, "href"], a.href);
      else if (!raw.hero.form) c.report(f, path, "scrolls to the page's form, but the page has none", "give it an href, or add hero.form");
      return { label: a.label, href: a.href ?? null };
    };
    raw.breadcrumb?.items.forEach((it, i) => it.href && checkHref(f, ["breadcrumb", "items", i, "href"], it.href));
    landingPages.push({
      route: raw.route,
      breadcrumb: raw.breadcrumb ? { items: raw.breadcrumb.items.map((it) => ({ name: it.name, href: it.href ?? null })), action: action(["breadcrumb", "action"], raw.breadcrumb.action)! } : null,
      hero: { badge: raw.hero.badge ?? null, heading: raw.hero.heading, lead: raw.hero.lead, points: raw.hero.points ?? [], form: raw.hero.form ?? null, formNote: raw.hero.formNote ?? null },
      sections: raw.sections.map((sec, si) => {
        const sp: Path = ["sections", si];
        if ((sec.kind === "cards" || sec.kind === "stats") && !sec.items?.length) c.report(f, sp, `is missing the required key "items"`, `a ${sec.kind} section lists its entries`);
        if (sec.kind === "cta" && !sec.action) c.report(f, sp, `is missing the required key "action"`, "a cta section has a button");
        return {
          kind: sec.kind, id: sec.id, eyebrow: sec.eyebrow ?? null, heading: sec.heading, intro: sec.intro ?? null, columns: sec.columns ?? 3,
          items: (sec.items ?? []).map((it, ii) => {
            if (sec.kind === "cards" && (!it.title || !it.description)) c.report(f, [...sp, "items", ii], "needs a title and a description", "cards show both");
            if (sec.kind === "stats" && (!it.value || !it.label)) c.report(f, [...sp, "items", ii], "needs a value and a label", "stats show both");
            return {
              title: it.title ?? null, description: it.description ?? null,
              icon: it.icon ? useIcon(f, [...sp, "items", ii, "icon"], it.icon) : null,
              highlight: it.highlight ?? null, value: it.value ?? null, label: it.label ?? null,
            };
          }),
          action: action([...sp, "action"], sec.action),
        };
      }),
    });
  }

  // ── Company pages ──────────────────────────────────────────────────────────────────
  let about: AboutPage | null = null;
  let recommend: (RecommendPage & { pageLabel: Code }) | null = null;
  let contact: ContactPageContent | null = null;
  const legal: Record<string, LegalPage> = {};
  for (const f of files) {
    const data = f.data as Record<string, unknown> & { route: string };
    if (f.schema === "about-page.schema.json") {
      checkRoute(f, data.route);
      const raw = f.data as Omit<AboutPage, "team"> & { team: Omit<AboutPage["team"], "leaders"> & { leaders: (Omit<AboutPage["team"]["leaders"][number], "image"> & { image: string })[] } };
      const cards = (path: Path, list: readonly { icon: string }[]) => list.forEach((x, i) => useIcon(f, [...path, i, "icon"], x.icon));
      cards(["apart", "items"], raw.apart.items);
      cards(["team", "values"], raw.team.values);
      about = {
        hero: raw.hero, story: raw.story, acronym: raw.acronym, apart: raw.apart, footprint: raw.footprint,
        team: { ...raw.team, leaders: raw.team.leaders.map((l, i) => ({ ...l, image: useImage(f, ["team", "leaders", i, "image"], l.image) })) },
        methodology: raw.methodology, focus: { ...raw.focus, points: raw.focus.points ?? [] }, approach: raw.approach,
      };
      const word = raw.acronym.items.map((x) => x.letter).join("");
      if (word !== brand) c.report(f, ["acronym", "items"], `spell "${word}", not the brand's short name "${brand}"`, "one item per letter of the short name, in order");
    } else if (f.schema === "recommend-page.schema.json") {
      checkRoute(f, data.route);
      const raw = f.data as { hero: RecommendPage["hero"]; perPage: number; pageLabel: string; testimonials: { quote: string; author: string; company: string; date: string; avatarSrc?: string }[] };
      recommend = {
        hero: raw.hero, perPage: raw.perPage,
        pageLabel: runtimeFn(f, ["pageLabel"], raw.pageLabel, {}, ["page"]),
        testimonials: raw.testimonials.map((t, i) => ({ quote: t.quote, author: t.author, company: t.company, date: t.date, avatar: t.avatarSrc ? useImage(f, ["testimonials", i, "avatarSrc"], t.avatarSrc) : null })),
      };
    } else if (f.schema === "legal-page.schema.json") {
      checkRoute(f, data.route);
      const raw = f.data as { route: string; updated: string; intro: string; sections: { heading: string; paragraphs: string[]; list?: string[] }[] };
      legal[raw.route] = { updated: raw.updated, intro: raw.intro, sections: raw.sections.map((x) => ({ heading: x.heading, paragraphs: x.paragraphs, list: x.list ?? [] })) };
    } else if (f.schema === "contact-page.schema.json") {
      checkRoute(f, data.route);
      const raw = f.data as { lead: string; heading: string; callLabel: string; offices: { country: string; city: string; lines: string[]; tel: string }[] };
      contact = {
        lead: raw.lead, heading: raw.heading,
        offices: raw.offices.map((o) => ({ ...o, telHref: `tel:${o.tel.replace(/\s+/g, "")}`, callLabel: render(f, ["callLabel"], raw.callLabel, { country: o.country, tel: o.tel }) })),
      };
    }
  }

  if (c.problems.length > 0) throw new SpecError(c.problems);
  return {
    site, categories, services, routes, pages, notFoundMeta, forms, landingPages, about, recommend, legal, contact,
    caseStudies, projects, projectsHero, countries, home, servicesOverview, sections, tech,
    icons: [...icons].sort(),
    breakpoints: rawSite.breakpoints,
    layout: rawSite.layout,
  };
}

/** A meta description from longer text: whole words up to 300 characters. */
function summary(text: string): string {
  const flat = text.replace(/\*\*/g, "").replace(/\s+/g, " ").trim();
  if (flat.length <= 300) return flat;
  return `${flat.slice(0, 297).replace(/\s+\S*$/, "")}…`;
}

/** Every concrete URL of a pattern whose parameters all have known values. */
function expand(pattern: string, values: Record<string, string[]>): string[] {
  let out = [""];
  for (const seg of pattern.split("/").slice(1)) {
    const opts = seg.startsWith(":") ? values[seg.slice(1)] ?? [] : [seg];
    out = out.flatMap((prefix) => opts.map((o) => `${prefix}/${o}`));
  }
  return out.map((u) => u || "/");
}
