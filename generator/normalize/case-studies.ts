/**
 * Transform of spec/case-studies/<scope>.yaml: the featured studies (/casestudy/…) and the
 * country studies (/case-study/<rw|ng|ug>/…), with slugs made from titles (§2) unless authored,
 * and a stable key per study (authored, else the slug) that the URL history follows.
 */
import { Duplicate, EmptySlug, FileNameMismatch, SlugCollision } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/load.ts";
import type { CaseStudy } from "../model/content.ts";
import type { RawCaseStudies } from "../model/raw/index.ts";
import { ART_DIR, type CoverSubject, coverArt, showcaseArt } from "./art.ts";
import { type Context, type Path, baseName } from "./context.ts";
import { normalizeFigures } from "./figures.ts";
import { titleSlug } from "./slug.ts";

/**
 * Every case study of the given files, in file and authored order. A file's `scope` must match
 * its name; two studies of one scope must not make the same slug; every number of a figure
 * must be one the study's results or overview give (./figures.ts).
 */
export function normalizeCaseStudies(ctx: Context, files: readonly SpecFile[]): CaseStudy[] {
  const out: CaseStudy[] = [];
  for (const f of files) {
    const raw = f.data as RawCaseStudies;
    const expected = baseName(f);
    if (raw.scope !== expected) ctx.report(f, ["scope"], FileNameMismatch, { key: "scope", value: raw.scope, expected });
    const base = raw.scope === "featured" ? "/casestudy" : `/case-study/${raw.scope}`;
    const seen = new Set<string>();
    const keys = new Set<string>();
    raw.studies.forEach((r, i) => {
      const p: Path = ["studies", i];
      // An authored slug wins over the title's; the key (identity) defaults to the slug.
      const slug = r.slug ?? titleSlug(r.title);
      const slugAt: Path = [...p, r.slug === undefined ? "title" : "slug"];
      if (!slug) ctx.report(f, slugAt, EmptySlug, {});
      else if (seen.has(slug)) ctx.report(f, slugAt, SlugCollision, { slug, scope: raw.scope });
      seen.add(slug);
      const key = r.key ?? slug;
      if (slug && keys.has(key)) ctx.report(f, [...p, r.key === undefined ? "title" : "key"], Duplicate, { value: key, what: `studies of ${raw.scope}`, rule: "each study of a file has its own key (a study without key is keyed by its slug)" });
      keys.add(key);
      const brand = ctx.client(f, [...p, "brand"], r.brand);
      const figures = normalizeFigures(ctx, f, [...p, "figures"], r.figures, [
        r.introResult, ...r.result.flatMap((x) => [x.title, x.description]), r.introOverview, r.overview, ...(r.overviewList ?? []),
      ], { what: "study", texts: "results and overview" });
      const cover: CoverSubject = { base: `${ART_DIR}/case-studies/${raw.scope}/${slug}`, brand, category: r.category, artefact: r.artefact, figure: figures[0] ?? null };
      out.push({
        scope: raw.scope, key, slug, path: `${base}/${slug}`, title: r.title, client: r.client, brand, category: r.category, figures,
        image: r.image ? ctx.image(f, [...p, "image"], r.image, "hero") : coverArt(ctx.art, cover, "banner"),
        cardImage: r.image ? ctx.image(f, [...p, "image"], r.image, "card") : coverArt(ctx.art, cover, "card"),
        tallImage: r.image ? ctx.image(f, [...p, "image"], r.image, "card") : coverArt(ctx.art, cover, "tile"),
        detailImage: r.detailImage ? ctx.image(f, [...p, "detailImage"], r.detailImage, "feature") : coverArt(ctx.art, cover, "detail"),
        industry: r.industry, projectScope: r.projectScope, duration: r.duration, location: r.location,
        overviewTitle: r.overviewTitle ?? null, overview: r.overview ?? null, overviewList: r.overviewList ?? [],
        introOverview: r.introOverview, introApproach: r.introApproach ?? null, introResult: r.introResult ?? null,
        challengeTitle: r.challengeTitle ?? null, challengeList: r.challengeList ?? [],
        approach: r.approach, result: r.result,
        artefact: r.artefact,
        showcase: (r.showcase ?? []).map((x, si) => ({
          image: x.imageUrl ? ctx.image(f, [...p, "showcase", si, "imageUrl"], x.imageUrl, "card") : showcaseArt(ctx.art, cover.base, brand, si + 1, x.artefact, x.title ?? null),
          title: x.title ?? null, artefact: x.artefact,
        })),
      });
    });
  }
  return out;
}
