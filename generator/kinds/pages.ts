/**
 * Transform of the pages composed of sections (spec/pages/<name>.yaml with a route whose page is
 * `sections`; docs/architecture.md#pages-composed-of-sections): one transform per kind of the section
 * library (spec/schemas/sections/<kind>.schema.json, runtime/sections/index.tsx), and the
 * page-wide checks: one file per route, forms that exist, buttons that scroll to a form the page
 * has, a first section that holds the page's one h1.
 */
import { Duplicate, IncompleteItem, MissingFileFor, RouteTwoFiles, UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import { type SpecFile, placeOf } from "../load/spec-file.ts";
import type { RawPage, RawSectionKind, RawSections } from "../../model/raw/index.ts";
import type { Context, Path } from "../normalize/context.ts";
import { teamOf } from "../normalize/people.ts";
import { reportPageClaims, textsBelow } from "../normalize/claims.ts";
import { exportConst, importModel, printTs } from "../emit/print.ts";
import { clientLogos } from "../normalize/client-logos.ts";
import { formFacts } from "./forms.ts";
import { defineKind } from "./kind.ts";
import type { SectionsPage } from "../../model/kinds/pages.ts";
import type { PageAction, PageSection, PersonRecord, RouteEntry, ShapedSections } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    /** The pages composed of sections (spec/pages/, routes with page: sections). */
    readonly sectionPages: readonly SectionsPage[];
  }
}

/** What a section's transform gets besides its raw value. */
interface SectionInput {
  readonly ctx: Context;
  readonly file: SpecFile;
  /** Path of the section in its file (["sections", 2]). */
  readonly at: Path;
  /** Its anchor id: its own, else "<kind>-<position>". */
  readonly id: string;
  /** A button without href scrolls to the page's form: checks that the page has one. */
  readonly action: (path: Path, a: { readonly label: string; readonly href?: string }) => PageAction;
  /** The people of spec/people.yaml, whom a people section names by key. */
  readonly people: readonly PersonRecord[];
  /**
   * The facts a text inserts by placeholder, never types: the site's own ({{contactEmail}}, spec/site.yaml;
   * {@link siteFacts}) and those of the page's form ({{pages}}, the length of the file it offers).
   */
  readonly facts: Readonly<Record<string, string>>;
}

/**
 * A section of a kind without a transform of its own (a `PlainSection`): its fields as its schema
 * validated them, its anchor id (its own, else "<kind>-<position>") after its kind.
 */
export function plainSection(raw: RawSections[RawSectionKind], id: string): PageSection {
  const { kind, id: _authored, ...fields } = raw;
  return { kind, id, ...fields } as PageSection;
}

/**
 * The site's own contact facts, by the placeholder a text of a page writes for each
 * ({{contactEmail}}, {{privacyEmail}}): written once in spec/site.yaml (one fact in one place).
 */
export function siteFacts(site: { readonly contactEmail: string; readonly privacyEmail: string }): Record<string, string> {
  return { contactEmail: site.contactEmail, privacyEmail: site.privacyEmail };
}

/** The transform of a section kind with one of its own: its authored section (as its schema types it) to its normalized type. */
type Transform<K extends keyof ShapedSections> = (raw: RawSections[K], input: SectionInput) => ShapedSections[K];

const head = (raw: { eyebrow?: string; heading: string; intro?: string }) => ({ eyebrow: raw.eyebrow ?? null, heading: raw.heading, intro: raw.intro ?? null });

/**
 * The transforms of the section kinds that reshape what is authored (defaults applied, icons,
 * images, people and links resolved), one per kind of `ShapedSections` (../model/content.ts). A
 * kind without one is copied as its schema validated it, its anchor id filled in ({@link plainSection}).
 */
export const SECTION_TRANSFORMS: { readonly [K in keyof ShapedSections]: Transform<K> } = {
  hero: (raw, { ctx, file, at, id, facts }) => ({
    kind: "hero",
    id,
    badge: raw.badge ?? null,
    heading: raw.heading ?? null,
    lead: raw.lead === undefined ? null : ctx.render(file, [...at, "lead"], raw.lead, facts),
    points: raw.points ?? [],
    form: raw.form ?? null,
    formNote: raw.formNote ?? null,
  }),
  "rich-text": (raw, { ctx, file, at, id, facts }) => ({
    kind: "rich-text",
    id,
    heading: raw.heading ?? null,
    updated: raw.updated ?? null,
    intro: raw.intro ?? null,
    numbered: raw.numbered ?? false,
    parts: raw.parts.map((p, pi) => ({
      heading: p.heading,
      paragraphs: p.paragraphs.map((t, i) => ctx.render(file, [...at, "parts", pi, "paragraphs", i], t, facts)),
      list: (p.list ?? []).map((t, i) => ctx.render(file, [...at, "parts", pi, "list", i], t, facts)),
    })),
  }),
  figures: (raw, { id }) => ({ kind: "figures", id, ...head(raw), items: raw.items.map((x) => ({ value: x.value, label: x.label })) }),
  cards: (raw, { ctx, file, at, id }) => ({
    kind: "cards",
    id,
    ...head(raw),
    columns: raw.columns ?? 3,
    items: raw.items.map((it, i) => ({
      title: it.title,
      description: it.description,
      icon: it.icon ? ctx.icon(file, [...at, "items", i, "icon"], it.icon) : null,
      highlight: it.highlight ?? null,
    })),
  }),
  people: (raw, { ctx, file, at, id, people }) => ({
    kind: "people",
    id,
    ...head(raw),
    linkLabel: raw.linkLabel,
    items: teamOf(ctx, file, [...at, "items"], raw.items, people),
  }),
  logos: (raw, { ctx, file, at, id }) => ({ kind: "logos", id, heading: raw.heading, logos: clientLogos(ctx, file, [...at, "items"], raw.items) }),
  testimonials: (raw, { ctx, file, at, id }) => {
    const perPage = raw.perPage ?? 4;
    const pages = Math.max(1, Math.ceil(raw.items.length / perPage));
    return {
      kind: "testimonials",
      id,
      label: raw.label,
      heading: raw.heading ?? null,
      perPage,
      contactLink: raw.contactLink ?? true,
      pageLabels: Array.from({ length: pages }, (_, i) => ctx.render(file, [...at, "pageLabel"], raw.pageLabel, { page: String(i + 1) })),
      items: raw.items.map((t, i) => ({
        quote: t.quote,
        author: t.author,
        company: t.company,
        date: t.date,
        avatar: t.avatar ? ctx.picture(file, [...at, "items", i, "avatar"], t.avatar, "avatar") : null,
      })),
    };
  },
  form: (raw, { id }) => ({ kind: "form", id, form: raw.form, heading: raw.heading ?? null, intro: raw.intro ?? null, note: raw.note ?? null }),
  cta: (raw, { at, id, action }) => ({
    kind: "cta",
    id,
    heading: raw.heading,
    intro: raw.intro ?? null,
    action: raw.action ? action([...at, "action"], raw.action) : null,
  }),
  media: (raw, { ctx, file, at, id }) => ({
    kind: "media",
    id,
    heading: raw.heading ?? null,
    image: ctx.picture(file, [...at, "image"], raw.image, "feature"),
    caption: raw.caption ?? null,
  }),
  faq: (raw, { id }) => ({ kind: "faq", id, ...head(raw), items: raw.items.map((q) => ({ question: q.question, answer: q.answer })) }),
  quote: (raw, { id }) => ({ kind: "quote", id, quote: raw.quote, author: raw.author, role: raw.role ?? null }),
  offices: (raw, { ctx, file, at, id }) => ({
    kind: "offices",
    id,
    heading: raw.heading,
    form: raw.form ?? null,
    items: raw.items.map((o) => ({
      country: o.country,
      city: o.city,
      lines: o.lines,
      tel: o.tel,
      telHref: `tel:${o.tel.replace(/\s+/g, "")}`,
      callLabel: ctx.render(file, [...at, "callLabel"], raw.callLabel, { country: o.country, tel: o.tel }),
    })),
  }),
};

/** Kinds that may open a page: they hold its one h1. */
const OPENERS: readonly string[] = ["hero", "rich-text"];

/**
 * Builds the pages of sections in file order.
 * Checks: one file per route, whose page must be `sections`, and a file for every such route;
 * every form named exists, once per page; a button without href needs a form on its page to
 * scroll to; the first section is a hero or rich text (the page's h1), and no other section is a hero;
 * section ids are unique on their page.
 * @param routes the route table (pass 1), to match files and routes
 * @param routesFile spec/routes.yaml, where a route without its page file is reported
 * @param formIds ids of the forms of spec/forms/
 */
export function normalizeSectionPages(
  ctx: Context,
  files: readonly SpecFile[],
  routes: readonly RouteEntry[],
  routesFile: SpecFile,
  formIds: readonly string[],
  people: readonly PersonRecord[] = [],
  facts: Readonly<Record<string, string>> = {},
  formFacts: Readonly<Record<string, Readonly<Record<string, string>>>> = {},
): SectionsPage[] {
  const out: SectionsPage[] = [];
  const pageRoutes = routes.filter((r) => r.page === "sections").map((r) => r.id);
  // The first file of each route: a second one (a copy) is reported at both, each naming the other.
  const routeFiles = new Map<string, SpecFile>();
  for (const f of files) {
    const raw = f.data as RawPage;
    ctx.routeId(f, ["route"], raw.route);
    const original = routeFiles.get(raw.route);
    if (original) {
      ctx.report(f, ["route"], RouteTwoFiles, { route: raw.route, other: placeOf(original, ["route"]) });
      ctx.report(original, ["route"], RouteTwoFiles, { route: raw.route, other: placeOf(f, ["route"]) });
    } else {
      routeFiles.set(raw.route, f);
      if (routes.some((r) => r.id === raw.route) && !pageRoutes.includes(raw.route)) {
        ctx.report(f, ["route"], UnknownReference, {
          value: raw.route,
          what: "a route whose page is sections",
          suffix: didYouMeanSuffix(raw.route, pageRoutes),
          where: `set page: sections on the route in spec/routes.yaml; routes of sections: ${pageRoutes.join(", ") || "none"}`,
        });
      }
    }
    const forms = raw.sections.flatMap((s, i) =>
      (s.kind === "hero" || s.kind === "form" || s.kind === "offices") && typeof s.form === "string" ? [{ form: s.form, i }] : [],
    );
    forms.forEach(({ form, i }, n) => {
      const path: Path = ["sections", i, "form"];
      if (!formIds.includes(form))
        ctx.report(f, path, UnknownReference, { value: form, what: "a form", suffix: didYouMeanSuffix(form, formIds), where: `forms: ${formIds.join(", ")}` });
      else if (forms.findIndex((x) => x.form === form) < n)
        ctx.report(f, path, Duplicate, { value: form, what: "sections of this page", rule: "a form is placed once per page (its fields' ids would repeat)" });
    });
    const action = (path: Path, a: { readonly label: string; readonly href?: string }): PageAction => {
      if (a.href) ctx.href(f, [...path, "href"], a.href);
      else if (forms.length === 0)
        ctx.report(f, path, IncompleteItem, {
          needs: "an href: it would scroll to the page's form, but the page has none",
          why: "give it an href, or add a form section (or a form to the hero)",
        });
      return { label: a.label, href: a.href ?? null };
    };
    const first = raw.sections[0];
    if (first && !OPENERS.includes(first.kind))
      ctx.report(f, ["sections", 0], IncompleteItem, {
        needs: "to be a hero or a rich-text section",
        why: "the first section holds the page's one main heading (h1): start the page with a hero",
      });
    raw.sections.forEach((s, i) => {
      if (i > 0 && s.kind === "hero")
        ctx.report(f, ["sections", i], Duplicate, {
          value: "hero",
          what: "sections of this page",
          rule: "a page has one hero, its first section (it holds the page's one h1)",
        });
    });
    const ids = new Set<string>();
    const sections = raw.sections.map((s, i): PageSection => {
      const at: Path = ["sections", i];
      const id = typeof s.id === "string" ? s.id : `${s.kind}-${i + 1}`;
      if (ids.has(id))
        ctx.report(f, [...at, "id"], Duplicate, {
          value: id,
          what: "sections of this page",
          rule: "each section's id is its anchor (#id), unique on the page",
        });
      ids.add(id);
      const transform = SECTION_TRANSFORMS[s.kind as keyof ShapedSections] as Transform<keyof ShapedSections> | undefined;
      const pageFacts = { ...facts, ...formFacts[forms[0]?.form ?? ""] };
      return transform ? transform(s as never, { ctx, file: f, at, id, action, people, facts: pageFacts }) : plainSection(s as RawSections[RawSectionKind], id);
    });
    raw.breadcrumb?.items.forEach((it, i) => {
      it.href && ctx.href(f, ["breadcrumb", "items", i, "href"], it.href);
    });
    out.push({
      route: raw.route,
      breadcrumb: raw.breadcrumb
        ? {
            items: raw.breadcrumb.items.map((it) => ({ name: it.name, href: it.href ?? null })),
            action: action(["breadcrumb", "action"], raw.breadcrumb.action),
          }
        : null,
      sections,
      form: forms[0]?.form ?? null,
    });
  }
  const routesData = routesFile.data as { routes: readonly { id: string }[] };
  for (const id of pageRoutes) {
    if (out.some((p) => p.route === id)) continue;
    const index = routesData.routes.findIndex((r) => r.id === id);
    ctx.report(routesFile, ["routes", index, "page"], MissingFileFor, {
      value: id,
      what: "a page of sections for the route",
      file: `file in spec/pages/ with route: ${id}`,
    });
  }
  return out;
}

/** spec/pages/<name>.yaml with a route whose page is `sections`: the pages composed of sections (generated/pages.ts). */
export const pages = defineKind({
  name: "pages",
  pageKinds: {
    sections: { shows: "a page composed of sections of the section library (spec/pages/)" },
  },
  // After the bespoke page files of spec/pages/ (exact paths, which their kinds claim first).
  files: [{ at: "pages/", schema: "page.schema.json", rawType: "RawPage", role: "page-of-sections" }],
  needs: ["routes", "forms", "people", "site"],
  gives: ["sectionPages"],
  compose: (ctx, input, ir) => ({
    sectionPages: normalizeSectionPages(
      ctx,
      input.files,
      ir.routes,
      input.role("route-table"),
      ir.forms.map((x) => x.spec.id),
      ir.people,
      siteFacts(ir.site),
      Object.fromEntries(ir.forms.map((x) => [x.spec.id, formFacts(x.spec.submit.download)])),
    ),
  }),
  check(ctx, input, ir) {
    for (const f of input.files) {
      const raw = f.data as RawPage;
      const route = ir.routes.find((r) => r.id === raw.route);
      if (!route) continue;
      // What the page shows: its sections, and the texts of the forms they hold (not their rules' messages or a select's choices).
      const forms = raw.sections.flatMap((s) => ("form" in s && typeof s.form === "string" ? [s.form] : []));
      const formTexts = forms.flatMap((id) => {
        const ff = input.all.find((x) => x.file === `spec/forms/${id}.yaml`);
        const data = ff?.data as Record<string, unknown> | undefined;
        const fields = ((data?.fields ?? []) as Record<string, unknown>[]).flatMap((x, i) =>
          ff ? (["label", "hint", "placeholder"] as const).flatMap((k) => textsBelow(ff, x[k], ["fields", i, k])) : [],
        );
        return ff && data ? [...(["heading", "intro", "submit"] as const).flatMap((k) => textsBelow(ff, data[k], [k])), ...fields] : [];
      });
      // A fact inserted by placeholder is checked as the page shows it ("a free {{pages}}-page report").
      const facts: Record<string, string> = { ...siteFacts(ir.site), ...formFacts(ir.forms.find((x) => x.spec.id === forms[0])?.spec.submit.download) };
      const shown = [...textsBelow(f, raw.sections, ["sections"]), ...formTexts].map((t) => ({
        ...t,
        text: t.text.replace(/\{\{\s*(\w+)\s*\}\}/g, (p, name: string) => facts[name] ?? p),
      }));
      reportPageClaims(ctx, `The page ${route.path}`, shown);
    }
  },
  emit: (ir) => [
    {
      id: "pages",
      reads: ir.sectionPages,
      make: () =>
        printTs("generated/pages.ts", (f) => {
          importModel(f, ["SectionsPage"]);
          const byRoute = Object.fromEntries([...ir.sectionPages].sort((a, b) => a.route.localeCompare(b.route)).map((p) => [p.route, p]));
          exportConst(
            f,
            "sectionPages",
            byRoute,
            "Readonly<Record<string, SectionsPage>>",
            "Pages composed of sections (spec/pages/, routes with page: sections), by route id.",
          );
        }),
    },
  ],
});
