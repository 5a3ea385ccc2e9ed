/**
 * Transform of spec/services/categories.yaml and spec/services/<practice>.yaml: the practices
 * (service categories), as many as categories.yaml lists, and every service record with
 * the defaults applied. Their URLs are the patterns of spec/routes.yaml filled in.
 */
import { Duplicate, FileNameMismatch, ListLengthMismatch, NeededKey, TextPrefix, UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { RawCatalogue, RawCategories, RawErrors, RawStyle } from "../../model/raw/index.ts";
import { inSentence } from "../lint/style.ts";
import { motifArt, serviceArt, serviceWorkArt } from "../assets/art.ts";
import { houseClient } from "../normalize/client.ts";
import { type Context, type Path, baseName } from "../normalize/context.ts";
import { fillPattern, routePattern } from "../routes/patterns.ts";
import { dataFile } from "../emit/print.ts";
import { checkTheme } from "../normalize/theme.ts";
import { defineKind } from "./kind.ts";
import { renderParts } from "../normalize/templates.ts";
import { techSlug } from "../normalize/slug.ts";
import { recordOf } from "../normalize/record-source.ts";
import type { Audience, Benefit, Category, CategoryKey, Service } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly categories: readonly Category[];
    readonly services: readonly (Service & { readonly lookupPaths: readonly string[] })[];
  }
}

/** A service with the paths a URL may use for it: its own, and for a practice with `titleLookup` its title as a slug (Tech page lookup). */
export type ServiceEntry = Service & { readonly lookupPaths: readonly string[] };

/** Categories in display order and every service, in catalogue order. */
export interface ServicesResult {
  readonly categories: readonly Category[];
  readonly services: readonly ServiceEntry[];
}

/**
 * Builds the practices and their services. A catalogue file's `category` must match its file
 * name and a practice of categories.yaml; slugs are unique per practice; a service that leaves
 * out its benefit headings takes its practice's `defaultBenefits`; descriptions, images, icons
 * and legends count one per benefit; a practice's benefit prefixes are enforced. A
 * service's path is the service-detail pattern of spec/routes.yaml with `practice` and `slug`
 * filled in, a practice's index path the service-section pattern with `practice`.
 * @param brand the brand's short name, for title templates
 */
export function normalizeServices(
  ctx: Context,
  categoriesFile: SpecFile,
  catalogueFiles: readonly SpecFile[],
  errorsFile: SpecFile,
  routesFile: SpecFile,
  brand: string,
  names: readonly string[] = [],
): ServicesResult {
  const raw = categoriesFile.data as RawCategories;
  const catalogues = new Map<CategoryKey, { file: SpecFile; data: RawCatalogue }>();
  for (const f of catalogueFiles) {
    const data = f.data as RawCatalogue;
    const expected = baseName(f);
    if (data.category !== expected) ctx.report(f, ["category"], FileNameMismatch, { key: "category", value: data.category, expected });
    if (catalogues.has(data.category))
      ctx.report(f, ["category"], Duplicate, { value: data.category, what: "catalogue files", rule: "keep one catalogue file per category" });
    catalogues.set(data.category, { file: f, data });
  }

  const detailPattern = routePattern(routesFile, "service-detail")?.path ?? "";
  const sectionPattern = routePattern(routesFile, "service-section")?.path ?? "";
  const defaults = raw.defaults;
  const ctaDescription = ctx.template(categoriesFile, ["defaults", "cta", "description"], defaults.cta.description, ["title", "goals"]);
  const nf = (errorsFile.data as RawErrors).serviceNotFound;
  const nfTitle = ctx.template(errorsFile, ["serviceNotFound", "title"], nf.title, ["label", "noun"]);
  const nfMessage = ctx.template(errorsFile, ["serviceNotFound", "message"], nf.message, ["label", "noun"]);
  defaults.benefitIcons.forEach((n, i) => {
    ctx.icon(categoriesFile, ["defaults", "benefitIcons", i], n);
  });

  const categories: Category[] = [];
  const services: ServiceEntry[] = [];
  const seenKeys = new Set<string>();
  raw.categories.forEach((cat, ci) => {
    const cp: Path = ["categories", ci];
    if (seenKeys.has(cat.key)) ctx.report(categoriesFile, [...cp, "key"], Duplicate, { value: cat.key, what: "practices", rule: "each practice appears once" });
    seenKeys.add(cat.key);
    const titleParts = ctx.template(categoriesFile, [...cp, "title"], cat.title, ["title", "brand"]);
    const subtitleParts = ctx.template(categoriesFile, [...cp, "subtitle"], cat.subtitle, ["title", "brand"]);
    const catalogue = catalogues.get(cat.key);
    if (!catalogue) {
      ctx.report(categoriesFile, [...cp, "key"], NeededKey, {
        key: "catalogue",
        why: `create spec/services/${cat.key}.yaml with category: ${cat.key} and its services`,
      });
      return;
    }
    const { file: sf, data } = catalogue;
    data.services.forEach((s, si) => {
      const p: Path = ["services", si];
      services.push(
        ctx.record(sf, p, () => {
          const key = s.key ?? s.slug;
          const headings = s.benefits ?? cat.defaultBenefits;
          if (!headings)
            ctx.report(sf, p, NeededKey, {
              key: "benefits",
              why: `the ${cat.name} practice sets no defaultBenefits in spec/services/categories.yaml: write the benefit headings here, or set them there`,
            });
          const titles = headings ?? [];
          const counted = (key: "benefitDescriptions" | "benefitImages" | "benefitIcons" | "benefitLegends", list: readonly unknown[] | undefined) => {
            if (list && titles.length > 0 && list.length !== titles.length) {
              const of = s.benefits ? "benefits" : `the ${cat.name} practice's defaultBenefits`;
              ctx.report(sf, [...p, key], ListLengthMismatch, {
                found: list.length,
                expected: titles.length,
                other: of,
                why: "one per benefit card, in the same order",
              });
            }
          };
          counted("benefitDescriptions", s.benefitDescriptions);
          counted("benefitImages", s.benefitImages);
          counted("benefitIcons", s.benefitIcons);
          counted("benefitLegends", s.benefitLegends);
          if (s.benefits) {
            cat.benefitPrefixes?.forEach((prefix, bi) => {
              const found = titles[bi];
              if (found !== undefined && !found.startsWith(prefix))
                ctx.report(sf, [...p, "benefits", bi], TextPrefix, {
                  prefix,
                  found,
                  why: `${cat.name} benefits follow ${cat.benefitPrefixes!.map((x) => `'${x.trim()} …'`).join(", ")} (benefitPrefixes in spec/services/categories.yaml)`,
                });
            });
          }
          const iconsOf = s.benefitIcons ?? defaults.benefitIcons;
          const legends = s.benefitLegends ?? defaults.benefitLegends;
          const nth = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
          // The record the composed pictures show (generated/art.ts; media/recipes.ts draws them from it).
          const record = { kind: "service", key: `${cat.key}/${key}` } as const;
          const benefits: Benefit[] = titles.map((title, bi) => ({
            number: String(bi + 1).padStart(2, "0"),
            title,
            description: s.benefitDescriptions[bi] ?? "",
            image:
              s.benefitImages?.[bi] !== undefined
                ? ctx.picture(sf, [...p, "benefitImages", bi], s.benefitImages[bi], "card")
                : motifArt(ctx.art, `services/${cat.key}/${s.slug}/benefit-${bi + 1}.svg`, record, "benefit", bi + 1),
            icon: s.benefitIcons?.[bi] !== undefined ? ctx.icon(sf, [...p, "benefitIcons", bi], s.benefitIcons[bi]) : nth(iconsOf, bi),
            legend: nth(legends, bi),
          }));
          const whoCanBenefit: Audience[] = s.whoCanBenefit.map((a, ai) => ({
            title: a.title,
            description: a.description,
            icon: a.icon ? ctx.icon(sf, [...p, "whoCanBenefit", ai, "icon"], a.icon) : null,
          }));
          // Inside a sentence the service's name reads as words ("Reach your audience with media buying").
          const inText = inSentence(s.title.trim(), [brand, ...names]);
          const cta = s.cta ?? {
            heading: defaults.cta.heading,
            description: ctaDescription ? renderParts(ctaDescription, { title: inText, goals: cat.goals }) : defaults.cta.description,
            actionText: defaults.cta.actionText,
          };
          // The hero highlights the last word: split at the last ordinary space, so no-break spaces
          // (French typography, « … ») keep their words together and the rest keeps its spacing.
          const title = s.title.trim();
          const cut = Math.max(title.lastIndexOf(" "), title.lastIndexOf("\t"), title.lastIndexOf("\n"));
          const values = { title: s.title, brand };
          const path = fillPattern(detailPattern, { practice: cat.key, slug: s.slug });
          const service: ServiceEntry = {
            category: cat.key,
            key,
            slug: s.slug,
            path,
            title: s.title,
            titleLead: cut < 0 ? "" : title.slice(0, cut).trimEnd(),
            titleLastWord: title.slice(cut + 1),
            titleInText: inText,
            subtitle: subtitleParts ? renderParts(subtitleParts, { ...values, title: inText }) : cat.subtitle,
            description: s.description.trim(),
            // Where the spec names no photograph, the hero is composed (its icon, practice and title).
            heroImage: s.heroImage ? ctx.picture(sf, [...p, "heroImage"], s.heroImage, "feature") : serviceArt(ctx.art, cat.key, s.slug, record.key),
            // The card's picture is cropped to its slot (the section pages' cards): a picture without words.
            image: s.image ? ctx.picture(sf, [...p, "image"], s.image, "card") : motifArt(ctx.art, `services/${cat.key}/${s.slug}/card.svg`, record, "card", 0),
            icon: s.icon ? ctx.icon(sf, [...p, "icon"], s.icon) : null,
            defaultIcon: nth(iconsOf, 0),
            benefits,
            whoCanBenefit,
            cta,
            pageTitle: titleParts ? renderParts(titleParts, values) : cat.title,
            // The work the service delivers, drawn under the agency's name in the practice's colours.
            work: s.artefact
              ? { artefact: s.artefact, image: serviceWorkArt(ctx.art, cat.key, s.slug, record.key), house: houseClient(brand, cat.key, cat.colour) }
              : null,
            lookupPaths: cat.titleLookup ? [...new Set([path, fillPattern(detailPattern, { practice: cat.key, slug: techSlug(s.title) })])] : [path],
          };
          return service;
        }),
      );
    });
    categories.push({
      key: cat.key,
      name: cat.name,
      label: cat.label,
      noun: cat.noun,
      badge: cat.badge ?? null,
      indexPath: fillPattern(sectionPattern, { practice: cat.key }),
      icon: cat.icon ? ctx.icon(categoriesFile, [...cp, "icon"], cat.icon) : null,
      backLink: cat.backLink,
      notFoundTitle: nfTitle ? renderParts(nfTitle, { label: cat.label, noun: cat.noun }) : nf.title,
      notFoundMessage: nfMessage ? renderParts(nfMessage, { label: cat.label, noun: cat.noun }) : nf.message,
      slugs: slugsOf(services, cat.key),
      colour: cat.colour,
    });
  });
  for (const [key, { file }] of catalogues) {
    if (!raw.categories.some((cat) => cat.key === key)) {
      ctx.report(file, ["category"], UnknownReference, {
        value: key,
        what: "a practice of spec/services/categories.yaml",
        suffix: didYouMeanSuffix(
          key,
          raw.categories.map((c) => c.key),
        ),
        where: "add the practice there first (key, name, label, colour…)",
        known: raw.categories.map((c) => c.key),
      });
    }
  }
  return { categories, services };
}

/** The slugs of a practice's services, in catalogue order (a category's `slugs`, which depend on the services a view keeps). */
function slugsOf(services: readonly Service[], practice: CategoryKey): string[] {
  return services.filter((s) => s.category === practice).map((s) => s.slug);
}

/**
 * The services of a view, as its catalogues write them: reports a slug used twice in a practice,
 * and a key used twice (a service without key is keyed by its slug), in the catalogue of each
 * practice of categories.yaml (the last file of a category, as {@link normalizeServices} reads them).
 * @param catalogueFiles the catalogue files of spec/services/ as the view has them
 */
export function checkServices(ctx: Context, categoriesFile: SpecFile, catalogueFiles: readonly SpecFile[]): void {
  const catalogues = new Map(catalogueFiles.map((f) => [(f.data as RawCatalogue).category, f]));
  for (const cat of (categoriesFile.data as RawCategories).categories) {
    const sf = catalogues.get(cat.key);
    if (!sf) continue;
    const slugs = new Set<string>();
    const keys = new Set<string>();
    (sf.data as RawCatalogue).services.forEach((s, si) => {
      const p: Path = ["services", si];
      if (slugs.has(s.slug)) ctx.report(sf, [...p, "slug"], Duplicate, { value: s.slug, what: "services", rule: "every slug in a practice must be unique" });
      slugs.add(s.slug);
      const key = s.key ?? s.slug;
      if (keys.has(key))
        ctx.report(sf, [...p, s.key === undefined ? "slug" : "key"], Duplicate, {
          value: key,
          what: "services as their key",
          rule: "every service of a category has its own key (a service without key is keyed by its slug)",
        });
      keys.add(key);
    });
  }
}

/** spec/services/categories.yaml and spec/services/<practice>.yaml: the practices and their services (generated/services.ts). */
export const services = defineKind({
  name: "services",
  pageKinds: {
    "service-detail": { shows: "a service's detail page", listPage: "services-overview" },
  },
  files: [
    { at: "services/categories.yaml", schema: "service-categories.schema.json", rawType: "RawCategories", required: "the service categories" },
    { at: "services/", schema: "service-catalogue.schema.json", rawType: "RawCatalogue" },
  ],
  collection: { name: "services", definition: "serviceKey", list: "services", key: "slug", label: ["title"], detail: "category" },
  needs: ["site"],
  gives: ["categories", "services"],
  normalize(ctx, input, ir) {
    const categoriesFile = input.file("services/categories.yaml");
    const catalogues = input.files.filter((f) => f !== categoriesFile);
    const style = input.maybeRole("house-style")?.data as RawStyle | undefined;
    return normalizeServices(ctx, categoriesFile, catalogues, input.file("errors.yaml"), input.role("route-table"), ir.site.brand.name, style?.names ?? []);
  },
  pages: (ir) => [
    {
      page: "service-detail",
      params: ["practice", "slug"],
      what: "the services",
      collection: true,
      needs: [],
      pages: ir.services.map((s) => ({
        url: s.path,
        name: s.title,
        title: s.pageTitle,
        description: s.description,
        owner: { kind: "service", key: `${s.category}/${s.key}` },
        from: recordOf(s),
      })),
    },
  ],
  // A view's practices list the slugs of the services it keeps.
  compose: (_ctx, _input, ir) => ({ categories: ir.categories.map((c) => ({ ...c, slugs: slugsOf(ir.services, c.key) })) }),
  check(ctx, input, ir) {
    const categoriesFile = input.file("services/categories.yaml");
    checkServices(
      ctx,
      categoriesFile,
      input.files.filter((f) => f !== categoriesFile),
    );
    checkTheme(ctx, { site: input.file("site.yaml"), categories: categoriesFile }, ir.site.theme.brand, (categoriesFile.data as RawCategories).categories);
  },
  emit: (ir) => [
    {
      id: "services",
      reads: [ir.categories, ir.services],
      make: () =>
        dataFile(
          "generated/services.ts",
          ["Category", "Service"],
          [
            {
              name: "categories",
              value: ir.categories,
              type: "readonly Category[]",
              docs: "Service categories from spec/services/categories.yaml, in display order.",
            },
            {
              name: "services",
              value: ir.services,
              type: "readonly (Service & { readonly lookupPaths: readonly string[] })[]",
              docs: "Every service detail record, in catalogue order. `lookupPaths` are the paths a URL may use for it (Tech page lookup).",
            },
          ],
        ),
    },
  ],
});
