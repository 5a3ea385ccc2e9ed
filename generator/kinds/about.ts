/**
 * Transform of the About page, the company page that keeps a kind of its own (see
 * docs/architecture.md); contact, recommendations, the legal and the landing pages are pages of
 * sections (pages.ts). It names its route id, checked by the links pass.
 */
import { SpellingMismatch } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { RawAboutPage } from "../../model/raw/index.ts";
import type { Context, Path } from "../normalize/context.ts";
import { teamOf } from "../normalize/people.ts";
import { dataFile } from "../emit/print.ts";
import { defineKind } from "./kind.ts";
import type { AboutPage } from "../../model/kinds/about.ts";
import type { PersonRecord } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly about: AboutPage | null;
  }
}

/** The About page: icons and leader portraits resolved; the acronym spells the brand's short name. */
export function normalizeAbout(ctx: Context, f: SpecFile | undefined, brand: string, people: readonly PersonRecord[]): AboutPage | null {
  if (!f) return null;
  const raw = f.data as RawAboutPage;
  ctx.routeId(f, ["route"], raw.route);
  const cards = <T extends { icon: string }>(path: Path, list: readonly T[]) => list.map((x, i) => ({ ...x, icon: ctx.icon(f, [...path, i, "icon"], x.icon) }));
  const word = raw.acronym.items.map((x) => x.letter).join("");
  if (word !== brand) ctx.report(f, ["acronym", "items"], SpellingMismatch, { word, brand });
  return {
    hero: raw.hero,
    story: raw.story,
    acronym: raw.acronym,
    apart: { ...raw.apart, items: cards(["apart", "items"], raw.apart.items) },
    footprint: raw.footprint,
    team: {
      ...raw.team,
      values: cards(["team", "values"], raw.team.values),
      leaders: teamOf(ctx, f, ["team", "leaders"], raw.team.leaders, people),
    },
    methodology: raw.methodology,
    focus: { ...raw.focus, points: raw.focus.points ?? [] },
    approach: raw.approach,
  };
}

/** spec/pages/about.yaml: the About page (generated/about.ts). */
export const about = defineKind({
  name: "about",
  pageKinds: {
    about: { shows: "the about page" },
  },
  files: [{ at: "pages/about.yaml", schema: "about-page.schema.json", rawType: "RawAboutPage", required: "the about page" }],
  needs: ["site", "people"],
  gives: ["about"],
  compose: (ctx, input, ir) => ({ about: normalizeAbout(ctx, input.files[0], ir.site.brand.name, ir.people) }),
  emit: (ir) => [
    {
      id: "about",
      reads: ir.about,
      make: () =>
        dataFile(
          "generated/about.ts",
          ["AboutPage"],
          [{ name: "aboutPage", value: ir.about, type: "AboutPage | null", docs: "About page from spec/pages/about.yaml." }],
        ),
    },
  ],
});
