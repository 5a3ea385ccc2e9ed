/**
 * Transform of spec/service-sections/<practice>.yaml: the practices' section pages, one per
 * file, each its practice's index page. Cards name services of their own practice by slug.
 */
import { FileNameMismatch, IncompleteItem, MissingFileFor, NeededKey, ReferenceLeftOut, UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { RawSection } from "../../model/raw/index.ts";
import { ART_DIR, ART_SIZES, motifArt, showcaseArt } from "../assets/art.ts";
import { houseClient, sharedClients } from "../normalize/client.ts";
import { type Context, type Path, baseName } from "../normalize/context.ts";
import { dataFile } from "../emit/print.ts";
import type { IR } from "../model/ir.ts";
import { defineKind } from "./kind.ts";
import type { SectionCard, ServiceSection } from "../../model/kinds/service-sections.ts";
import type { Category, PageMeta } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    /** The practices' index pages (spec/service-sections/): the service sections. */
    readonly serviceSections: readonly ServiceSection[];
  }
}

/**
 * Builds the section pages in the practices' display order. A file's key matches its name and
 * a practice of spec/services/categories.yaml; a carousel lists its images and a video names
 * its file. A section
 * without a banner or an image photograph gets pictures composed in its practice's colours
 *, drawn with the icons of its first services; a carousel slide without a
 * photograph is drawn as its artefact, in those colours, under the agency's name.
 */
export function normalizeServiceSections(
  ctx: Context,
  files: readonly SpecFile[],
  services: IR["services"],
  categories: readonly Category[],
  brand: string,
): ServiceSection[] {
  const out: ServiceSection[] = [];
  const rank = (f: SpecFile) => {
    const i = categories.findIndex((c) => c.key === (f.data as RawSection).key);
    return i < 0 ? categories.length : i;
  };
  for (const f of [...files].sort((a, b) => rank(a) - rank(b))) {
    const raw = f.data as RawSection;
    const expected = baseName(f);
    if (raw.key !== expected) ctx.report(f, ["key"], FileNameMismatch, { key: "key", value: raw.key, expected });
    const practice = categories.find((c) => c.key === raw.key);
    if (!practice) {
      const keys = categories.map((c) => c.key);
      ctx.report(f, ["key"], UnknownReference, {
        value: raw.key,
        what: "a practice of spec/services/categories.yaml",
        suffix: didYouMeanSuffix(raw.key, keys),
        where: `practices: ${keys.join(", ")}; add the practice there first`,
      });
      continue;
    }
    const own = services.filter((sv) => sv.category === raw.key);
    const slugs = own.map((x) => x.slug);
    const card = (path: Path, slug: string): SectionCard => {
      const sv = own.find((x) => x.slug === slug);
      if (sv) return { title: sv.title, description: sv.description, href: sv.path, image: sv.image };
      const left = ctx.leftOut("services", (s, catalogue) => catalogue.category === raw.key && s.slug === slug);
      if (left) ctx.report(f, path, ReferenceLeftOut, { value: slug, what: `a ${raw.key} service`, left });
      else
        ctx.report(f, path, UnknownReference, {
          value: slug,
          what: `a ${raw.key} service`,
          suffix: didYouMeanSuffix(slug, slugs),
          where: `services: ${slugs.join(", ")}`,
        });
      return { title: slug, description: "", href: null, image: null };
    };
    const colour = practice.colour;
    // The section's own icons, in order: its offerings' (then its services'), then its benefit cards'.
    const icons = [
      ...(raw.offerings ?? []).map((slug) => own.find((x) => x.slug === slug)?.icon),
      ...own.map((x) => x.icon),
      ...(raw.benefits ?? []).map((b) => b.icon),
      practice.icon,
    ].filter((x): x is string => !!x);
    const record = { kind: "section", key: raw.key } as const;
    const motif = (name: "banner" | "image", size: { readonly width: number; readonly height: number }) =>
      motifArt(ctx.art, `sections/${raw.key}/${name}.svg`, record, name, 0, size);
    // The agency's own work, drawn in the practice's colours with the agency's name as its word mark.
    const house = houseClient(brand, raw.key, colour);
    const banner = raw.banner ? ctx.image(f, ["banner"], raw.banner, "hero") : motif("banner", ART_SIZES.wideMotif);
    let visual: ServiceSection["visual"];
    if (raw.visual.kind === "carousel") {
      if (!raw.visual.images?.length) ctx.report(f, ["visual"], NeededKey, { key: "images", why: "a carousel lists at least two slides" });
      visual = {
        kind: "carousel",
        slides: (raw.visual.images ?? []).map((im, i) => {
          const path: Path = ["visual", "images", i];
          if (im.src) return { image: ctx.image(f, [...path, "src"], im.src, "feature", im.focalPoint), alt: im.alt, artefact: im.artefact ?? null };
          if (!im.artefact)
            ctx.report(f, path, NeededKey, {
              key: "artefact",
              why: "a slide names its photograph (src: /media/…) or the piece of work it is drawn as (artefact: website, dashboard, stage, press…)",
            });
          return { image: showcaseArt(ctx.art, `${ART_DIR}/sections/${raw.key}`, record, "slide", i + 1), alt: im.alt, artefact: im.artefact ?? null };
        }),
      };
    } else if (raw.visual.kind === "video") {
      if (!raw.visual.video) ctx.report(f, ["visual"], NeededKey, { key: "video", why: "a video visual names its file" });
      visual = { kind: "video", video: ctx.video(f, ["visual", "video"], raw.visual.video ?? "", banner) };
    } else visual = { kind: "image" };
    out.push({
      key: raw.key,
      path: practice.indexPath,
      title: raw.title,
      leadHeading: raw.leadHeading,
      otherheading: raw.otherheading,
      headline: raw.headline,
      tagline: raw.tagline,
      banner,
      description: raw.description,
      image: raw.image ? ctx.picture(f, ["image"], raw.image, "feature") : motif("image", ART_SIZES.motif),
      visual,
      house,
      icons,
      offerings: (raw.offerings ?? []).map((slug, i) => card(["offerings", i], slug)),
      approach: raw.approach.map((a, i) => {
        if (a.service) return card(["approach", i, "service"], a.service);
        if (!a.title || !a.description)
          ctx.report(f, ["approach", i], IncompleteItem, {
            needs: "a title and a description, or a service",
            why: "write the step, or name a service of this category",
          });
        return { title: a.title ?? "", description: a.description ?? "", href: null, image: null };
      }),
      whyChooseUs: raw.whyChooseUs,
      benefits: (raw.benefits ?? []).map((b, i) => ({ ...b, icon: ctx.icon(f, ["benefits", i, "icon"], b.icon) })),
      cta: { ...raw.cta, backgroundImage: ctx.image(f, ["cta", "backgroundImage"], raw.cta.backgroundImage, "hero") },
    });
  }
  return out;
}

/**
 * Reports each practice whose index path (its section page's URL) no route renders: a practice
 * needs spec/service-sections/<key>.yaml, unless a page of its own (the Tech Solutions page) has that path.
 * @param pages the head metadata of every URL of the route table
 */
export function checkPracticeIndexes(ctx: Context, categoriesFile: SpecFile, categories: readonly Category[], pages: Readonly<Record<string, PageMeta>>): void {
  categories.forEach((c, i) => {
    if (c.indexPath && pages[c.indexPath] === undefined)
      ctx.report(categoriesFile, ["categories", i, "key"], MissingFileFor, {
        value: c.key,
        what: "the practice",
        file: `spec/service-sections/${c.key}.yaml (its index page, ${c.indexPath})`,
      });
  });
}

/** spec/service-sections/<practice>.yaml: each practice's index page (generated/sections.ts). */
export const serviceSections = defineKind({
  name: "service-sections",
  pageKinds: {
    "service-section": { shows: "a practice's index page of its services", listPage: "services-overview" },
  },
  files: [{ at: "service-sections/", schema: "service-section.schema.json", rawType: "RawSection" }],
  needs: ["services", "categories", "site", "pages"],
  readsLate: ["pages"],
  gives: ["serviceSections"],
  // A view's: a card names a service, which a view may leave out.
  compose: (ctx, input, ir) => ({ serviceSections: normalizeServiceSections(ctx, input.files, ir.services, ir.categories, ir.site.brand.name) }),
  pages(ir, input) {
    // In the practices' display order; a section page is its practice's index.
    const keys = new Set(input.files.map((f) => (f.data as RawSection).key));
    return [
      {
        page: "service-section",
        params: ["practice"],
        what: "the practices' section pages",
        collection: true,
        needs: ["title"],
        pages: ir.categories.filter((c) => keys.has(c.key)).map((c) => ({ url: c.indexPath, name: c.name })),
      },
    ];
  },
  check: (ctx, input, ir) => checkPracticeIndexes(ctx, input.file("services/categories.yaml"), ir.categories, ir.pages),
  emit: (ir) => [
    {
      id: "service-sections",
      reads: [ir.clients, ir.serviceSections],
      make: () =>
        dataFile(
          "generated/sections.ts",
          ["ServiceSection"],
          [
            {
              name: "serviceSections",
              value: ir.serviceSections,
              type: "readonly ServiceSection[]",
              docs: "Service sections from spec/service-sections/, in the practices' display order.",
            },
          ],
          sharedClients(ir),
        ),
    },
  ],
});
