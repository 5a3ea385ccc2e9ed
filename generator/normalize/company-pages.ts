/**
 * Transforms of the company pages of spec/pages/ that keep a kind of their own: About,
 * Recommendations and Contact (§2); the legal and landing pages are pages of sections
 * (section-pages.ts). Each names its route id, checked by the links pass.
 */
import { SpellingMismatch } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/load.ts";
import type { AboutPage, ContactPageContent, RecommendPage } from "../model/content.ts";
import type { Code } from "../model/ir.ts";
import type { RawAboutPage, RawContactPage, RawRecommendPage } from "../model/raw/index.ts";
import type { Context, Path } from "./context.ts";
import { monogram } from "./text.ts";

/** The About page: icons and leader portraits resolved; the acronym spells the brand's short name. */
export function normalizeAbout(ctx: Context, f: SpecFile | undefined, brand: string): AboutPage | null {
  if (!f) return null;
  const raw = f.data as RawAboutPage;
  ctx.routeId(f, ["route"], raw.route);
  const cards = <T extends { icon: string }>(path: Path, list: readonly T[]) => list.map((x, i) => ({ ...x, icon: ctx.icon(f, [...path, i, "icon"], x.icon) }));
  const word = raw.acronym.items.map((x) => x.letter).join("");
  if (word !== brand) ctx.report(f, ["acronym", "items"], SpellingMismatch, { word, brand });
  return {
    hero: raw.hero, story: raw.story, acronym: raw.acronym,
    apart: { ...raw.apart, items: cards(["apart", "items"], raw.apart.items) },
    footprint: raw.footprint,
    team: {
      ...raw.team,
      values: cards(["team", "values"], raw.team.values),
      leaders: raw.team.leaders.map((l, i) => ({ ...l, image: ctx.image(f, ["team", "leaders", i, "image"], l.image, "portrait"), monogram: monogram(l.name) })),
    },
    methodology: raw.methodology, focus: { ...raw.focus, points: raw.focus.points ?? [] }, approach: raw.approach,
  };
}

/** The Recommendations page: testimonials with avatars; the page label is a runtime template. */
export function normalizeRecommend(ctx: Context, f: SpecFile | undefined): (RecommendPage & { readonly pageLabel: Code }) | null {
  if (!f) return null;
  const raw = f.data as RawRecommendPage;
  ctx.routeId(f, ["route"], raw.route);
  return {
    hero: raw.hero,
    perPage: raw.perPage,
    pageLabel: ctx.runtimeFn(f, ["pageLabel"], raw.pageLabel, {}, ["page"]),
    testimonials: raw.testimonials.map((t, i) => ({
      quote: t.quote, author: t.author, company: t.company, date: t.date,
      avatar: t.avatarSrc ? ctx.image(f, ["testimonials", i, "avatarSrc"], t.avatarSrc, "avatar") : null,
    })),
  };
}

/** The Contact page: each office gets its tel: href and its call label ({{country}}, {{tel}}). */
export function normalizeContact(ctx: Context, f: SpecFile | undefined): ContactPageContent | null {
  if (!f) return null;
  const raw = f.data as RawContactPage;
  ctx.routeId(f, ["route"], raw.route);
  return {
    lead: raw.lead,
    heading: raw.heading,
    offices: raw.offices.map((o) => ({
      ...o,
      telHref: `tel:${o.tel.replace(/\s+/g, "")}`,
      callLabel: ctx.render(f, ["callLabel"], raw.callLabel, { country: o.country, tel: o.tel }),
    })),
  };
}
