/**
 * Transform of the About page (§2), the company page that keeps a kind of its own (see
 * docs/architecture.md); contact, recommendations, the legal and the landing pages are pages of
 * sections (section-pages.ts). It names its route id, checked by the links pass.
 */
import { SpellingMismatch } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/load.ts";
import type { AboutPage } from "../model/content.ts";
import type { RawAboutPage } from "../model/raw/index.ts";
import type { Context, Path } from "./context.ts";
import { people } from "./countries.ts";

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
      leaders: people(ctx, f, ["team", "leaders"], raw.team.leaders),
    },
    methodology: raw.methodology, focus: { ...raw.focus, points: raw.focus.points ?? [] }, approach: raw.approach,
  };
}
