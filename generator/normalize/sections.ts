/**
 * Transform of spec/sections/<category>.yaml: the five service section pages (§2
 * /services/:section, §3). Cards name services of their own category by slug.
 */
import { FileNameMismatch, IncompleteItem, MissingFileFor, NeededKey, UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/load.ts";
import type { SectionCard, ServiceSection } from "../model/content.ts";
import type { RawRoutes, RawSection } from "../model/raw/index.ts";
import { type Context, type Path, baseName } from "./context.ts";
import type { ServiceEntry } from "./services.ts";

/**
 * Builds the section pages in file order. A file's key matches its name; a carousel lists its
 * images and a video names its file; every value of the section route has its file.
 */
export function normalizeSections(ctx: Context, files: readonly SpecFile[], routesFile: SpecFile, services: readonly ServiceEntry[]): ServiceSection[] {
  const out: ServiceSection[] = [];
  for (const f of files) {
    const raw = f.data as RawSection;
    const expected = baseName(f);
    if (raw.key !== expected) ctx.report(f, ["key"], FileNameMismatch, { key: "key", value: raw.key, expected });
    const own = services.filter((sv) => sv.category === raw.key);
    const slugs = own.map((x) => x.slug);
    const card = (path: Path, slug: string): SectionCard => {
      const sv = own.find((x) => x.slug === slug);
      if (sv) return { title: sv.title, description: sv.description, href: sv.path, image: sv.image };
      ctx.report(f, path, UnknownReference, { value: slug, what: `a ${raw.key} service`, suffix: didYouMeanSuffix(slug, slugs), where: `services: ${slugs.join(", ")}` });
      return { title: slug, description: "", href: null, image: null };
    };
    const banner = ctx.image(f, ["banner"], raw.banner, "hero");
    let visual: ServiceSection["visual"];
    if (raw.visual.kind === "carousel") {
      if (!raw.visual.images?.length) ctx.report(f, ["visual"], NeededKey, { key: "images", why: "a carousel lists at least two slides" });
      visual = { kind: "carousel", slides: (raw.visual.images ?? []).map((im, i) => ({ image: ctx.image(f, ["visual", "images", i, "src"], im.src, "feature"), alt: im.alt })) };
    } else if (raw.visual.kind === "video") {
      if (!raw.visual.video) ctx.report(f, ["visual"], NeededKey, { key: "video", why: "a video visual names its file" });
      visual = { kind: "video", video: ctx.video(f, ["visual", "video"], raw.visual.video ?? "", banner) };
    } else visual = { kind: "image" };
    out.push({
      key: raw.key, path: `/services/${raw.key}`, title: raw.title, leadHeading: raw.leadHeading, otherheading: raw.otherheading,
      headline: raw.headline, tagline: raw.tagline, banner, description: raw.description, image: ctx.image(f, ["image"], raw.image, "feature"), visual,
      offerings: (raw.offerings ?? []).map((slug, i) => card(["offerings", i], slug)),
      approach: raw.approach.map((a, i) => {
        if (a.service) return card(["approach", i, "service"], a.service);
        if (!a.title || !a.description) ctx.report(f, ["approach", i], IncompleteItem, { needs: "a title and a description, or a service", why: "write the step, or name a service of this category" });
        return { title: a.title ?? "", description: a.description ?? "", href: null, image: null };
      }),
      whyChooseUs: raw.whyChooseUs,
      benefits: (raw.benefits ?? []).map((b, i) => ({ ...b, icon: ctx.icon(f, ["benefits", i, "icon"], b.icon) })),
      cta: { ...raw.cta, backgroundImage: ctx.image(f, ["cta", "backgroundImage"], raw.cta.backgroundImage, "hero") },
    });
  }
  const routes = (routesFile.data as RawRoutes).routes;
  const index = routes.findIndex((r) => r.page === "service-section");
  if (files.length > 0) {
    for (const v of routes[index]?.values?.section ?? []) {
      if (!out.some((sec) => sec.key === v)) ctx.report(routesFile, ["routes", index, "values", "section"], MissingFileFor, { value: v, what: "the section", file: `spec/sections/${v}.yaml` });
    }
  }
  return out;
}
