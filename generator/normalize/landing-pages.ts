/**
 * Transform of the landing pages of spec/pages/ (newsletter, report, social media ads and any
 * new one): breadcrumb, hero with an optional form, and card, stat and call-to-action sections.
 */
import { Duplicate, IncompleteItem, NeededKey, UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/load.ts";
import type { LandingPage, PageAction } from "../model/content.ts";
import type { RawLandingPage } from "../model/raw/index.ts";
import type { Context, Path } from "./context.ts";

/**
 * Builds the landing pages in file order. One page per route id; the hero's form must exist; an
 * action without href scrolls to the page's form, so the page needs one; card and stat
 * sections list items showing both their parts; a call-to-action section has its button.
 * @param formIds ids of the forms of spec/forms/
 */
export function normalizeLandingPages(ctx: Context, files: readonly SpecFile[], formIds: readonly string[]): LandingPage[] {
  const out: LandingPage[] = [];
  for (const f of files) {
    const raw = f.data as RawLandingPage;
    ctx.routeId(f, ["route"], raw.route);
    if (out.some((p) => p.route === raw.route)) ctx.report(f, ["route"], Duplicate, { value: raw.route, what: "page files", rule: "one page file per route" });
    if (raw.hero.form && !formIds.includes(raw.hero.form)) {
      ctx.report(f, ["hero", "form"], UnknownReference, { value: raw.hero.form, what: "a form", suffix: didYouMeanSuffix(raw.hero.form, formIds), where: `forms: ${formIds.join(", ")}` });
    }
    const action = (path: Path, a: { label: string; href?: string }): PageAction => {
      if (a.href) ctx.href(f, [...path, "href"], a.href);
      else if (!raw.hero.form) ctx.report(f, path, IncompleteItem, { needs: "an href: it would scroll to the page's form, but the page has none", why: "give it an href, or add hero.form" });
      return { label: a.label, href: a.href ?? null };
    };
    raw.breadcrumb?.items.forEach((it, i) => it.href && ctx.href(f, ["breadcrumb", "items", i, "href"], it.href));
    out.push({
      route: raw.route,
      breadcrumb: raw.breadcrumb
        ? { items: raw.breadcrumb.items.map((it) => ({ name: it.name, href: it.href ?? null })), action: action(["breadcrumb", "action"], raw.breadcrumb.action) }
        : null,
      hero: { badge: raw.hero.badge ?? null, heading: raw.hero.heading, lead: raw.hero.lead, points: raw.hero.points ?? [], form: raw.hero.form ?? null, formNote: raw.hero.formNote ?? null },
      sections: raw.sections.map((sec, si) => {
        const sp: Path = ["sections", si];
        if ((sec.kind === "cards" || sec.kind === "stats") && !sec.items?.length) ctx.report(f, sp, NeededKey, { key: "items", why: `a ${sec.kind} section lists its entries` });
        if (sec.kind === "cta" && !sec.action) ctx.report(f, sp, NeededKey, { key: "action", why: "a cta section has a button" });
        return {
          kind: sec.kind, id: sec.id, eyebrow: sec.eyebrow ?? null, heading: sec.heading, intro: sec.intro ?? null, columns: sec.columns ?? 3,
          items: (sec.items ?? []).map((it, ii) => {
            if (sec.kind === "cards" && (!it.title || !it.description)) ctx.report(f, [...sp, "items", ii], IncompleteItem, { needs: "a title and a description", why: "cards show both" });
            if (sec.kind === "stats" && (!it.value || !it.label)) ctx.report(f, [...sp, "items", ii], IncompleteItem, { needs: "a value and a label", why: "stats show both" });
            return {
              title: it.title ?? null, description: it.description ?? null,
              icon: it.icon ? ctx.icon(f, [...sp, "items", ii, "icon"], it.icon) : null,
              highlight: it.highlight ?? null, value: it.value ?? null, label: it.label ?? null,
            };
          }),
          action: sec.action ? action([...sp, "action"], sec.action) : null,
        };
      }),
    });
  }
  return out;
}
