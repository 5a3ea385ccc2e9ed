/**
 * Transform of spec/case-studies/<scope>.yaml: the featured studies and the studies of each
 * country scope, declared by its file (its country page and heading rule), with slugs made from
 * titles unless authored, a stable key per study (authored, else the slug) that the URL
 * history follows, and URLs filled into the patterns of spec/routes.yaml.
 */
import type { LeftOutRecord } from "../load/drafts.ts";
import { placeOf } from "../load/spec-file.ts";
import {
  FactTwoWays,
  Duplicate,
  EmptySlug,
  FileNameMismatch,
  NeededKey,
  ReferenceLeftOut,
  SlugCollision,
  UnknownReference,
  UnusedKey,
} from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { RawCaseStudies } from "../../model/raw/index.ts";
import { ART_DIR, type CoverSubject, coverArt, showcaseArt } from "../assets/art.ts";
import { type Context, type Path, baseName } from "../normalize/context.ts";
import { normalizeFigures } from "../normalize/figures.ts";
import { fillPattern } from "../routes/patterns.ts";
import { titleSlug } from "../normalize/slug.ts";
import { summary } from "../normalize/text.ts";
import { dataFile } from "../emit/print.ts";
import { routePattern } from "../routes/patterns.ts";
import { sharedClients } from "../normalize/client.ts";
import { recordOf, sameRecord } from "../normalize/record-source.ts";
import { defineKind } from "./kind.ts";
import type { CaseStudyScopeEntry } from "../../model/kinds/case-studies.ts";
import type { CaseStudy, CountryEntry } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly caseStudies: readonly CaseStudy[];
    /** The scopes of spec/case-studies/, in file order: each one's country page and heading rule. */
    readonly caseStudyScopes: readonly CaseStudyScopeEntry[];
  }
}

/** The scope of the agency-wide list (/casestudy) and of home's featured grid; every other scope is a country's. */
export const FEATURED = "featured";

/** Route patterns the studies' URLs are filled into: the featured list's and the country studies' (spec/routes.yaml). */
export interface CaseStudyPatterns {
  /** Pattern of the case-study-detail route ("/casestudy/:slug"); undefined when the table has none. */
  readonly featured: string | undefined;
  /** Pattern of the country-case-study route ("/case-study/:scope/:slug"). */
  readonly country: string | undefined;
}

/** The case studies and their scopes. */
export interface CaseStudiesResult {
  readonly caseStudies: CaseStudy[];
  readonly scopes: CaseStudyScopeEntry[];
}

/**
 * Every case study of the given files, each made as its record (../normalize/record-source.ts),
 * in file and authored order, and every scope. A file's `scope` must match its name; a country
 * scope names the country page of spec/countries/ its 'Go Back' leads to (featured names none);
 * every number of a figure must be one the study's results or overview give (./figures.ts). A
 * study's path is its route's pattern filled with its scope and slug. A country's featured
 * studies (`featured:` keys) are the featured records themselves, at the country's URL and
 * canonical at their own, first among the scope's studies, and marked as those records, so a view
 * that leaves a featured study out leaves out its copies. What depends on the studies a view keeps
 * (keys and slugs used twice, a campaign written twice, the keys and country a scope names) is
 * checked by {@link checkCaseStudies}.
 * @param countries the country pages, for the scopes' countries
 * @param routesFile spec/routes.yaml, where a missing route is reported
 */
export function normalizeCaseStudies(
  ctx: Context,
  files: readonly SpecFile[],
  patterns: CaseStudyPatterns,
  countries: readonly CountryEntry[],
  routesFile: SpecFile,
): CaseStudiesResult {
  const scopes: CaseStudyScopeEntry[] = [];
  let routeReported = false;
  const own = new Map<SpecFile, CaseStudy[]>();
  for (const f of files) {
    const raw = f.data as RawCaseStudies;
    const expected = baseName(f);
    if (raw.scope !== expected) ctx.report(f, ["scope"], FileNameMismatch, { key: "scope", value: raw.scope, expected });
    const featured = raw.scope === FEATURED;
    if (featured) {
      if (raw.country !== undefined) ctx.report(f, ["country"], UnusedKey, { key: "country", why: "in the featured studies, which belong to no country" });
      if (raw.heading !== undefined) ctx.report(f, ["heading"], UnusedKey, { key: "heading", why: "in the featured studies, each headed by its title alone" });
      if (raw.featured !== undefined)
        ctx.report(f, ["featured"], UnusedKey, {
          key: "featured",
          why: "in the featured studies themselves: a country scope lists the keys of featured studies it shows",
        });
    }
    // The country a scope goes back to (checked in each view: a view may leave it out).
    const country = featured || raw.country === undefined ? null : (countries.find((co) => co.slug === raw.country) ?? null);
    scopes.push({ key: raw.scope, countryPath: country?.route ?? null, heading: featured ? null : (raw.heading ?? "client") });
    const pattern = featured ? patterns.featured : patterns.country;
    if (pattern === undefined && !routeReported) {
      routeReported = true;
      ctx.report(routesFile, ["routes"], NeededKey, {
        key: featured ? "case-study-detail" : "country-case-study",
        why: featured
          ? "the featured studies need a route such as { id: case-study, path: /casestudy/:slug, page: case-study-detail }"
          : `the studies of ${f.file} need a route such as { id: country-case-study, path: /case-study/:scope/:slug, page: country-case-study }`,
      });
    }
    own.set(
      f,
      (raw.studies ?? []).map((r, i) => {
        const p: Path = ["studies", i];
        return ctx.record(f, p, () => {
          const { slug, key } = studyIdentity(r);
          if (!slug) ctx.report(f, [...p, r.slug === undefined ? "title" : "slug"], EmptySlug, {});
          return studyOf(ctx, f, p, r, raw.scope, key, slug, pattern);
        });
      }),
    );
  }
  // A country's featured studies, first among its own: the featured records, at the country's URL.
  const featuredStudies = [...own].flatMap(([f, list]) => ((f.data as RawCaseStudies).scope === FEATURED ? list : []));
  const caseStudies = files.flatMap((f) => {
    const raw = f.data as RawCaseStudies;
    const pattern = raw.scope === FEATURED ? patterns.featured : patterns.country;
    const shown =
      raw.scope === FEATURED
        ? []
        : (raw.featured ?? []).flatMap((key) => {
            const study = featuredStudies.find((cs) => cs.key === key);
            return study
              ? [
                  sameRecord(
                    { ...study, scope: raw.scope, path: fillPattern(pattern ?? "", { scope: raw.scope, slug: study.slug }), canonical: study.path },
                    study,
                  ),
                ]
              : [];
          });
    return [...shown, ...(own.get(f) ?? [])];
  });
  return { caseStudies, scopes };
}

/** A study as its record writes it, with its images and figures resolved (inside its record: {@link normalizeCaseStudies}). */
function studyOf(
  ctx: Context,
  f: SpecFile,
  p: Path,
  r: NonNullable<RawCaseStudies["studies"]>[number],
  scope: string,
  key: string,
  slug: string,
  pattern: string | undefined,
): CaseStudy {
  const brand = ctx.client(f, [...p, "brand"], r.brand);
  const figures = normalizeFigures(
    ctx,
    f,
    [...p, "figures"],
    r.figures,
    [r.introResult, ...r.result.flatMap((x) => [x.title, x.description]), r.introOverview, r.overview, ...(r.overviewList ?? [])],
    { what: "study", texts: "results and overview" },
  );
  const cover: CoverSubject = { base: `${ART_DIR}/case-studies/${scope}/${slug}`, record: { kind: "case-study", key: `${scope}/${key}` } };
  return {
    scope,
    key,
    slug,
    path: fillPattern(pattern ?? "", { scope, slug }),
    title: r.title,
    client: r.client,
    brand,
    category: r.category,
    figures,
    image: r.image ? ctx.picture(f, [...p, "image"], r.image, "hero") : coverArt(ctx.art, cover, "banner"),
    cardImage: r.image ? ctx.picture(f, [...p, "image"], r.image, "card") : coverArt(ctx.art, cover, "card"),
    tallImage: r.image ? ctx.picture(f, [...p, "image"], r.image, "card") : coverArt(ctx.art, cover, "tile"),
    detailImage: r.detailImage ? ctx.picture(f, [...p, "detailImage"], r.detailImage, "feature") : coverArt(ctx.art, cover, "detail"),
    industry: r.industry,
    projectScope: r.projectScope,
    duration: r.duration,
    location: r.location,
    overviewTitle: r.overviewTitle ?? null,
    overview: r.overview ?? null,
    overviewList: r.overviewList ?? [],
    introOverview: r.introOverview,
    introApproach: r.introApproach ?? null,
    introResult: r.introResult ?? null,
    challengeTitle: r.challengeTitle ?? null,
    challengeList: r.challengeList ?? [],
    approach: r.approach,
    result: r.result,
    artefact: r.artefact,
    canonical: null,
    showcase: (r.showcase ?? []).map((x, si) => {
      const at: Path = [...p, "showcase", si];
      // An item names its execution (format and copy), or, in the old shape, an artefact: never both.
      if (x.artefact !== undefined && (x.format !== undefined || x.copy !== undefined))
        ctx.report(f, [...at, "artefact"], UnusedKey, {
          key: "artefact",
          why: "in an item that names its format and copy (its picture is composed from them; artefact is the old shape)",
        });
      else if (x.artefact === undefined) {
        if (x.format === undefined)
          ctx.report(f, at, NeededKey, {
            key: "format",
            why: "each showcase item names the execution it shows (billboard, poster, tv-frame, social-post, radio-script, ussd, …)",
          });
        if (x.copy === undefined)
          ctx.report(f, at, NeededKey, { key: "copy", why: "each showcase item carries its words: copy: { language, headline, body, cta }" });
      }
      return {
        image: x.image ? ctx.picture(f, [...at, "image"], x.image, "card") : showcaseArt(ctx.art, cover.base, cover.record, "showcase", si + 1),
        title: x.title ?? null,
        format: x.format ?? null,
        copy: x.copy ?? null,
        artefact: x.format === undefined ? (x.artefact ?? null) : null,
      };
    }),
  };
}

/**
 * The case studies of a view, as its files write them: a country scope names a country page of
 * the view (one left out is said so); a scope shows studies; two studies of one scope make
 * neither the same slug nor the same key; a campaign is not written twice (./figures of one
 * client); each key of `featured:` names a featured study of the view (one left out is said so),
 * whose slug none of the scope's own studies makes.
 * @param files the files of spec/case-studies/ as the view has them
 * @param countries the country offices the view keeps
 */
export function checkCaseStudies(ctx: Context, files: readonly SpecFile[], countries: readonly CountryEntry[]): void {
  const slugs = countries.map((co) => co.slug);
  const written: WrittenStudy[] = [];
  const featuredIds = files.flatMap((f) =>
    (f.data as RawCaseStudies).scope === FEATURED ? ((f.data as RawCaseStudies).studies ?? []).map(studyIdentity) : [],
  );
  for (const f of files) {
    const raw = f.data as RawCaseStudies;
    const featured = raw.scope === FEATURED;
    if (!featured && raw.country === undefined) {
      ctx.report(f, [], NeededKey, {
        key: "country",
        why: `the studies of a country scope go back to their country page: add country: with the slug of a file of spec/countries/ (${slugs.join(", ")})`,
      });
    } else if (!featured && raw.country !== undefined && !countries.some((co) => co.slug === raw.country)) {
      const what = "a country page of spec/countries/";
      const left = ctx.leftOut("countries", (co) => co.slug === raw.country);
      if (left) ctx.report(f, ["country"], ReferenceLeftOut, { value: raw.country, what, left });
      else
        ctx.report(f, ["country"], UnknownReference, {
          value: raw.country,
          what,
          suffix: didYouMeanSuffix(raw.country, slugs),
          where: `add spec/countries/${raw.country}.yaml, or name one of ${slugs.join(", ")}`,
        });
    }
    if ((raw.studies ?? []).length === 0 && (featured || (raw.featured ?? []).length === 0))
      ctx.report(f, [], NeededKey, {
        key: "studies",
        why: featured
          ? "the featured scope writes its studies here"
          : "a country scope shows studies of its own (studies:) or featured ones by key (featured:)",
      });
    const seen = new Set<string>();
    const keys = new Set<string>();
    (raw.studies ?? []).forEach((r, i) => {
      const p: Path = ["studies", i];
      const { slug, key } = studyIdentity(r);
      const slugAt: Path = [...p, r.slug === undefined ? "title" : "slug"];
      if (slug && seen.has(slug)) ctx.report(f, slugAt, SlugCollision, { slug, scope: raw.scope });
      seen.add(slug);
      if (slug && keys.has(key))
        ctx.report(f, [...p, r.key === undefined ? "title" : "key"], Duplicate, {
          value: key,
          what: `studies of ${raw.scope}`,
          rule: "each study of a file has its own key (a study without key is keyed by its slug)",
        });
      keys.add(key);
      written.push({ file: f, at: p, brand: r.brand, title: r.title, figures: r.figures });
    });
    if (featured) continue;
    (raw.featured ?? []).forEach((key, i) => {
      const study = featuredIds.find((id) => id.key === key);
      if (study) {
        if (seen.has(study.slug)) ctx.report(f, ["featured", i], SlugCollision, { slug: study.slug, scope: raw.scope });
        return;
      }
      const what = "a study of spec/case-studies/featured.yaml";
      const left = leftOutFeatured(ctx, (id) => id.key === key);
      if (left) ctx.report(f, ["featured", i], ReferenceLeftOut, { value: key, what, left });
      else
        ctx.report(f, ["featured", i], UnknownReference, {
          value: key,
          what,
          suffix: didYouMeanSuffix(
            key,
            featuredIds.map((id) => id.key),
          ),
          where: `name one of ${featuredIds.map((id) => id.key).join(", ")}`,
        });
    });
  }
  reportCopies(ctx, written);
}

/** A study's slug (authored, else made from its title) and its key (authored, else the slug): its identity, which the URL history follows. */
export function studyIdentity(r: { readonly key?: string; readonly slug?: string; readonly title: string }): { slug: string; key: string } {
  const slug = r.slug ?? titleSlug(r.title);
  return { slug, key: r.key ?? slug };
}

/**
 * The featured study this run leaves out (a draft, one not yet or no longer published) whose
 * identity `match` recognises: what a key naming no featured study of the run may name.
 */
export function leftOutFeatured(ctx: Context, match: (id: { slug: string; key: string }) => boolean): LeftOutRecord | undefined {
  return ctx.leftOut(
    "case-studies",
    (r, file) => file.scope === FEATURED && typeof r.title === "string" && match(studyIdentity(r as { key?: string; slug?: string; title: string })),
  );
}

/** A study as written in its file, for {@link reportCopies}. */
interface WrittenStudy {
  readonly file: SpecFile;
  readonly at: Path;
  readonly brand: string;
  readonly title: string;
  readonly figures: readonly { readonly value: string; readonly label: string }[];
}

/**
 * A campaign written twice (one record per campaign): two studies of one client whose
 * figures count the same thing (one label) with two values, as a study and its copy in a
 * country's file drift apart. Reported at both figures, each naming the other's file:line:col;
 * the fix is one record, shown in the country by key (`featured:`).
 */
function reportCopies(ctx: Context, studies: readonly WrittenStudy[]): void {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");
  studies.forEach((a, i) => {
    for (const b of studies.slice(i + 1)) {
      if (a.brand !== b.brand) continue;
      a.figures.forEach((fa, ai) => {
        const bi = b.figures.findIndex((fb) => norm(fb.label) === norm(fa.label) && fb.value !== fa.value);
        if (bi === -1) return;
        const fb = b.figures[bi]!;
        const what = `The figure "${fa.label}" of ${a.title} and ${b.title}`;
        const fix =
          "one campaign is one record: keep the study in one file with the figures that are true, and show it elsewhere by key (featured: in a country's file)";
        ctx.report(a.file, [...a.at, "figures", ai, "value"], FactTwoWays, {
          what,
          here: fa.value,
          there: fb.value,
          other: placeOf(b.file, [...b.at, "figures", bi, "value"]),
          fix,
        });
        ctx.report(b.file, [...b.at, "figures", bi, "value"], FactTwoWays, {
          what,
          here: fb.value,
          there: fa.value,
          other: placeOf(a.file, [...a.at, "figures", ai, "value"]),
          fix,
        });
      });
    }
  });
}

/** spec/case-studies/<scope>.yaml: the featured studies and each country's (generated/case-studies.ts). */
export const caseStudies = defineKind({
  name: "case-studies",
  pageKinds: {
    "case-study-list": { shows: "the case-study list" },
    "case-study-detail": { shows: "a featured case study", listPage: "case-study-list", cover: "case-study" },
    "country-case-study": { shows: "a country's case study", listPage: "case-study-list", cover: "case-study" },
  },
  files: [
    { at: "case-studies/featured.yaml", schema: "case-studies.schema.json", rawType: "RawCaseStudies", required: "the featured case studies of the home page" },
    { at: "case-studies/", schema: "case-studies.schema.json", rawType: "RawCaseStudies" },
  ],
  collection: { name: "case-studies", definition: "caseStudyKey", list: "studies", key: "key", label: ["title"], detail: "client" },
  needs: ["offices"],
  gives: ["caseStudies", "caseStudyScopes"],
  normalize(ctx, input, ir) {
    const routesFile = input.role("route-table");
    const patterns = { featured: routePattern(routesFile, "case-study-detail")?.path, country: routePattern(routesFile, "country-case-study")?.path };
    const { caseStudies, scopes } = normalizeCaseStudies(ctx, input.files, patterns, ir.offices, routesFile);
    return { caseStudies, caseStudyScopes: scopes };
  },
  check: (ctx, input, ir) => checkCaseStudies(ctx, input.files, ir.offices),
  pages: (ir) =>
    (
      [
        ["case-study-detail", ["slug"], true],
        ["country-case-study", ["scope", "slug"], false],
      ] as const
    ).map(([page, params, featured]) => ({
      page,
      params,
      what: featured ? "the featured case studies" : "the country case studies",
      collection: false,
      needs: [],
      pages: ir.caseStudies
        .filter((cs) => (cs.scope === FEATURED) === featured)
        .map((cs) => ({
          url: cs.path,
          name: cs.client,
          description: summary(cs.introOverview),
          owner: { kind: "case-study", key: `${cs.scope}/${cs.key}` },
          ...(cs.canonical ? { canonical: cs.canonical } : {}),
          from: recordOf(cs),
        })),
    })),
  emit: (ir) => [
    {
      id: "case-studies",
      reads: [ir.clients, ir.caseStudies, ir.caseStudyScopes],
      make: () =>
        dataFile(
          "generated/case-studies.ts",
          ["CaseStudy", "CaseStudyScopeEntry"],
          [
            {
              name: "caseStudies",
              value: ir.caseStudies,
              type: "readonly CaseStudy[]",
              docs: "Every case study of spec/case-studies/, in file and authored order.",
            },
            {
              name: "caseStudyScopes",
              value: ir.caseStudyScopes,
              type: "readonly CaseStudyScopeEntry[]",
              docs: "The scopes of spec/case-studies/: each one's country page and heading rule.",
            },
          ],
          sharedClients(ir),
        ),
    },
  ],
});
