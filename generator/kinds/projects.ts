/** Transform of spec/projects.yaml: the /projects hero and every project with its tile. */
import { Duplicate, UnknownReference } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { RawProjects } from "../../model/raw/index.ts";
import { ART_DIR, type CoverSubject, coverArt } from "../assets/art.ts";
import type { Context, Path } from "../normalize/context.ts";
import { normalizeFigures } from "../normalize/figures.ts";
import { fillPattern, routePattern } from "../routes/patterns.ts";
import { summary } from "../normalize/text.ts";
import { projectTeamOf } from "../normalize/people.ts";
import { dataFile } from "../emit/print.ts";
import { sharedClients } from "../normalize/client.ts";
import { recordOf } from "../normalize/record-source.ts";
import { defineKind } from "./kind.ts";
import type { ProjectsHero } from "../../model/kinds/projects.ts";
import type { Category, PersonRecord, Project } from "../../model/content.ts";

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly projects: readonly Project[];
    readonly projectsHero: ProjectsHero | null;
  }
}

/**
 * Builds the projects, each made as its record (../normalize/record-source.ts): icons and images
 * resolved, each result line split at its first colon into a heading and its text, team members
 * given their initial; every number of a figure must be one the results or the description give
 * (./figures.ts). A tile's categories are practice labels (spec/services/categories.yaml). A
 * project's path is the project-detail route's pattern (spec/routes.yaml, `/project/:projectName`)
 * filled with its slug. The hero, whose filter buttons depend on the projects a view keeps, is a
 * view's: {@link projectsHeroOf}.
 * @param pattern that route's path pattern; undefined when the table has none (reported there)
 */
export function normalizeProjects(
  ctx: Context,
  file: SpecFile | undefined,
  categories: readonly Category[],
  pattern: string | undefined,
  people: readonly PersonRecord[] = [],
): Project[] {
  if (!file) return [];
  const raw = file.data as RawProjects;
  const labels = categories.map((c) => c.label);
  const projects = raw.projects.map((pr, i): Project => {
    const p: Path = ["projects", i];
    return ctx.record(file, p, () => {
      pr.tile.categories.forEach((label, ci) => {
        if (!labels.includes(label))
          ctx.report(file, [...p, "tile", "categories", ci], UnknownReference, {
            value: label,
            what: "the label of a practice",
            suffix: didYouMeanSuffix(label, labels),
            where: `practice labels (spec/services/categories.yaml): ${labels.join(", ")}`,
          });
      });
      pr.keyDeliverables.forEach((d, di) => {
        ctx.icon(file, [...p, "keyDeliverables", di, "icon"], d.icon);
      });
      const brand = ctx.client(file, [...p, "brand"], pr.brand);
      const figures = normalizeFigures(ctx, file, [...p, "figures"], pr.figures, [...pr.results, pr.description], {
        what: "project",
        texts: "results and description",
      });
      const cover: CoverSubject = { base: `${ART_DIR}/projects/${pr.key.toLowerCase()}`, record: { kind: "project", key: pr.key } };
      return {
        ...pr,
        slug: pr.slug ?? pr.key,
        path: fillPattern(pattern ?? "", { projectName: pr.slug ?? pr.key }),
        brand,
        figures,
        image: pr.image ? ctx.picture(file, [...p, "image"], pr.image, "hero") : coverArt(ctx.art, cover, "banner"),
        teamMembers: projectTeamOf(ctx, file, ["projects", i, "teamMembers"], pr.teamMembers, people),
        results: pr.results.map((x) => {
          const at = x.indexOf(":");
          return { heading: x.slice(0, at).trim(), text: x.slice(at + 1).trim() };
        }),
        tile: {
          categories: pr.tile.categories,
          height: pr.tile.height,
          image: pr.tile.image ? ctx.picture(file, [...p, "tile", "image"], pr.tile.image, "card") : coverArt(ctx.art, cover, "tile"),
          cardImage: pr.tile.image ? ctx.picture(file, [...p, "tile", "image"], pr.tile.image, "card") : coverArt(ctx.art, cover, "card"),
        },
      };
    });
  });
  return projects;
}

/**
 * The /projects hero of a view: its filter buttons are the labels of the practices some tile of
 * the view's `projects` names, in the practices' display order.
 * @param file spec/projects.yaml as the view has it, or undefined
 */
export function projectsHeroOf(file: SpecFile | undefined, categories: readonly Category[], projects: readonly Project[]): ProjectsHero | null {
  if (!file) return null;
  const named = new Set(projects.flatMap((p) => p.tile.categories));
  return { ...(file.data as RawProjects).hero, filters: categories.map((c) => c.label).filter((l) => named.has(l)) };
}

/**
 * The projects of a view, as its spec writes them: reports a key used twice, and two projects
 * that make one URL (a project without slug is at its key).
 * @param file spec/projects.yaml as the view has it, or undefined
 */
export function checkProjects(ctx: Context, file: SpecFile | undefined): void {
  if (!file) return;
  const keys = new Set<string>();
  const slugs = new Set<string>();
  (file.data as RawProjects).projects.forEach((pr, i) => {
    const p: Path = ["projects", i];
    const keyTaken = keys.has(pr.key);
    if (keyTaken) ctx.report(file, [...p, "key"], Duplicate, { value: pr.key, what: "projects", rule: "project keys must be unique" });
    keys.add(pr.key);
    const slug = pr.slug ?? pr.key;
    if (slugs.has(slug) && !(keyTaken && pr.slug === undefined))
      ctx.report(file, [...p, pr.slug === undefined ? "key" : "slug"], Duplicate, {
        value: slug,
        what: "projects as their URL",
        rule: "every project has its own URL /project/{slug} (a project without slug uses its key)",
      });
    slugs.add(slug);
  });
}

/** spec/projects.yaml: the /projects hero and every project (generated/projects.ts). */
export const projects = defineKind({
  name: "projects",
  pageKinds: {
    projects: { shows: "the projects list" },
    "project-detail": { shows: "a project's page", listPage: "projects", cover: "project" },
  },
  files: [{ at: "projects.yaml", schema: "projects.schema.json", rawType: "RawProjects", required: "the projects pages" }],
  needs: ["categories", "people"],
  gives: ["projects", "projectsHero"],
  normalize(ctx, input, ir) {
    const projects = normalizeProjects(ctx, input.files[0], ir.categories, routePattern(input.role("route-table"), "project-detail")?.path, ir.people);
    return { projects };
  },
  // A view's: its filter buttons are those of the projects it keeps.
  compose: (_ctx, input, ir) => ({ projectsHero: projectsHeroOf(input.files[0], ir.categories, ir.projects) }),
  check: (ctx, input) => checkProjects(ctx, input.files[0]),
  pages: (ir) => [
    {
      page: "project-detail",
      params: ["projectName"],
      what: "the projects",
      collection: false,
      needs: [],
      pages: ir.projects.map((pr) => ({
        url: pr.path,
        name: pr.title,
        description: summary(pr.description),
        owner: { kind: "project", key: pr.key },
        from: recordOf(pr),
      })),
    },
  ],
  emit: (ir) => [
    {
      id: "projects",
      reads: [ir.clients, ir.projectsHero, ir.projects],
      make: () =>
        dataFile(
          "generated/projects.ts",
          ["Project"],
          [
            {
              name: "projectsHero",
              value: ir.projectsHero,
              type: "{ readonly heading: string; readonly lead: string; readonly allLabel: string; readonly filters: readonly string[] } | null",
              docs: "Hero of /projects.",
            },
            { name: "projects", value: ir.projects, type: "readonly Project[]", docs: "The projects of spec/projects.yaml with their tiles." },
          ],
          sharedClients(ir),
        ),
    },
  ],
});
