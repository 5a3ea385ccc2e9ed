/**
 * Growing the practices from YAML alone (Open collections): on a copy of the
 * project, each growth is made in spec/*.yaml only, the generator runs in process, and the
 * route table and the generated data must hold the new URLs and records. Nothing under
 * generator/, runtime/ or spec/schemas/ changes.
 *
 * The YAML added is in tests/unit/fixtures/growth/, written as a content owner would
 * (docs/content/growing.md shows the same records).
 */
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { Category, PageMeta, Project, RouteEntry, Service, ServiceSection } from "../../model/index.ts";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { type ArtRecipe, artRecipes } from "../../media/recipes.ts";
import { generate } from "../../generator/run.ts";
import { writeGenerated } from "../../generator/write/write.ts";
import { editOnce, tmpRoots } from "./support/tmp-root.ts";

vi.setConfig({ testTimeout: 60_000 });

const tmpRoot = tmpRoots();

/** A file of tests/unit/fixtures/growth/. */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/growth/${name}`, import.meta.url), "utf8");

/** One growth: edits to spec/ of a copy of the project, in YAML only. */
type Grow = (root: string) => void;

const grow: Record<string, Grow> = {
  /** A new service in an existing practice, with five audience cards and the practice's default benefit headings. */
  podcast: (root) => appendFileSync(join(root, "spec/services/media.yaml"), `\n${fixture("podcast-production.yaml")}`),
  /** A seventh practice: its entry, its catalogue with one service, its section page and a services tile. */
  experiential: (root) => {
    appendFileSync(join(root, "spec/services/categories.yaml"), fixture("practice-entry.yaml"));
    writeFileSync(join(root, "spec/services/experiential.yaml"), fixture("experiential-services.yaml"));
    writeFileSync(join(root, "spec/service-sections/experiential.yaml"), fixture("experiential-section.yaml"));
    appendFileSync(join(root, "spec/pages/services.yaml"), fixture("services-tile.yaml"));
  },
  /** A project tagged with the new practice. */
  project: (root) => editOnce(root, "spec/projects.yaml", "      categories: [PR, Media]", "      categories: [PR, Media, Experiential]"),
};

/** What the generated modules export, loaded from a grown root's generated/. */
interface Generated {
  readonly routes: readonly RouteEntry[];
  readonly pageMeta: Readonly<Record<string, PageMeta>>;
  readonly categories: readonly Category[];
  readonly services: readonly (Service & { readonly lookupPaths: readonly string[] })[];
  readonly serviceSections: readonly ServiceSection[];
  readonly projectsHero: { readonly filters: readonly string[] };
  readonly projects: readonly Project[];
  readonly theme: string;
  /** The recipe of every composed picture, computed by media/recipes.ts from the grown generated/. */
  readonly recipes: readonly ArtRecipe[];
}

/** Copies the project, applies the growths, generates in process and loads what it wrote. */
async function grown(...names: (keyof typeof grow)[]): Promise<Generated> {
  const root = tmpRoot({ generated: true });
  for (const n of names) grow[n]!(root);
  const result = generate(root);
  if (!result.ok) throw new Error(`generation failed:\n${formatDiagnostics(result.diagnostics, { frames: false })}`);
  writeGenerated(root, result.files);
  const load = (f: string) => import(/* @vite-ignore */ join(root, "generated", f));
  const [routes, services, sections, projects, art, studies, countries, site] = await Promise.all(
    ["routes.ts", "services.ts", "sections.ts", "projects.ts", "art.ts", "case-studies.ts", "countries.ts", "site.ts"].map(load),
  );
  return {
    routes: routes.routes,
    pageMeta: routes.pageMeta,
    categories: services.categories,
    services: services.services,
    serviceSections: sections.serviceSections,
    projectsHero: projects.projectsHero,
    projects: projects.projects,
    theme: readFileSync(join(root, "generated/theme.css"), "utf8"),
    recipes: artRecipes(art.artSlots, {
      caseStudies: studies.caseStudies,
      projects: projects.projects,
      services: services.services,
      categories: services.categories,
      sections: sections.serviceSections,
      countries: countries.countryPages,
      brand: site.site.brand.name,
    }),
  };
}

const route = (g: Generated, page: string) => g.routes.find((r) => r.page === page)!;

describe("growing the practices in spec/*.yaml only", () => {
  it("a new media service: its URL, its title, the default benefit headings and a fifth audience card", async () => {
    const g = await grown("podcast");
    const url = "/services/media/podcast-production";
    expect(route(g, "service-detail").urls).toContain(url);
    expect(g.pageMeta[url]?.title).toBe("Podcast Production | BLU media services");
    const s = g.services.find((x) => x.path === url)!;
    expect(s.benefits.map((b) => [b.number, b.title, b.legend, b.icon])).toEqual([
      ["01", "Always target the right audience", "Strategy", "Target"],
      ["02", "Say goodbye to ad waste", "Efficiency", "BadgeDollarSign"],
      ["03", "Results beyond impressions", "Results", "TrendingUp"],
    ]);
    expect(s.whoCanBenefit).toHaveLength(5);
    expect(g.categories.find((c) => c.key === "media")!.slugs.at(-1)).toBe("podcast-production");
  });

  it("a seventh practice: its section page, its service, its colours and its not-found texts", async () => {
    const g = await grown("experiential");
    const practice = g.categories.find((c) => c.key === "experiential")!;
    expect(g.categories).toHaveLength(7);
    expect(practice).toMatchObject({
      name: "Experiential",
      indexPath: "/services/experiential",
      icon: "PartyPopper",
      badge: "Experiential Solutions",
      notFoundTitle: "Experiential service not found",
      slugs: ["pop-up-brand-experiences"],
    });
    expect(route(g, "service-section").urls.at(-1)).toBe("/services/experiential");
    expect(g.pageMeta["/services/experiential"]?.title).toBe("Experiential services | BLU");
    expect(route(g, "service-detail").urls.at(-1)).toBe("/services/experiential/pop-up-brand-experiences");
    expect(g.pageMeta["/services/experiential/pop-up-brand-experiences"]?.title).toBe("Pop-Up Brand Experiences | BLU Experiential Services");
    const section = g.serviceSections.find((x) => x.key === "experiential")!;
    expect(section.offerings.map((o) => o.href)).toEqual(["/services/experiential/pop-up-brand-experiences"]);
    expect(section.approach.map((a) => a.href)).toEqual([null, "/services/experiential/pop-up-brand-experiences"]);
    expect(g.theme).toContain('[data-practice="experiential"] { --practice: #4d7c0f;');
    // Its pictures follow, drawn by media/recipes.ts from generated/ alone, in the practice's colours.
    const drawn = g.recipes.filter((r) => r.path.includes("/experiential/"));
    expect(drawn.map((r) => r.path)).toContain("/media/art/sections/experiential/banner.svg");
    expect(drawn.map((r) => r.path)).toContain("/media/art/services/experiential/pop-up-brand-experiences/card.svg");
    for (const r of drawn) expect(r, r.path).toMatchObject({ colour: { accent: "#4d7c0f" } });
    expect(g.recipes.find((r) => r.path === "/media/art/sections/experiential/image.svg")).toMatchObject({ kind: "motif", icon: section.icons[0] });
  });

  it("a project tagged with the new practice: a filter button for it, after the others", async () => {
    const g = await grown("experiential", "project");
    expect(g.projectsHero.filters).toEqual(["Creative", "Media", "Digital", "PR", "Events", "Experiential"]);
    expect(g.projects.find((p) => p.tile.categories.includes("Experiential"))).toBeDefined();
  });

  it("all of it at once: every launch URL is still there, with the new ones", async () => {
    const before = await import("../../generated/routes.ts");
    const g = await grown("podcast", "experiential", "project");
    const urls = new Set(g.routes.flatMap((r) => r.urls));
    for (const u of before.routes.flatMap((r) => r.urls)) expect(urls, u).toContain(u);
    expect(urls.size - new Set(before.routes.flatMap((r) => r.urls)).size).toBe(3);
  });
});
