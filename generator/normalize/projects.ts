/** Transform of spec/projects.yaml: the /projects hero and every project with its tile (§2, §3). */
import { Duplicate } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/load.ts";
import type { Project, ProjectsHero } from "../model/content.ts";
import type { RawProjects } from "../model/raw/index.ts";
import type { Context, Path } from "./context.ts";
import { graphemes } from "./text.ts";

/** The projects page's hero and its projects, in authored order. */
export interface ProjectsResult {
  readonly hero: ProjectsHero | null;
  readonly projects: readonly Project[];
}

/**
 * Builds the projects: keys are unique, icons and images resolved, each result line split at its
 * first colon into a heading and its text, team members given their initial.
 */
export function normalizeProjects(ctx: Context, file: SpecFile | undefined): ProjectsResult {
  if (!file) return { hero: null, projects: [] };
  const raw = file.data as RawProjects;
  const keys = new Set<string>();
  const projects = raw.projects.map((pr, i): Project => {
    const p: Path = ["projects", i];
    if (keys.has(pr.key)) ctx.report(file, [...p, "key"], Duplicate, { value: pr.key, what: "projects", rule: "project keys must be unique" });
    keys.add(pr.key);
    pr.keyDeliverables.forEach((d, di) => ctx.icon(file, [...p, "keyDeliverables", di, "icon"], d.icon));
    return {
      ...pr,
      path: `/project/${pr.key}`,
      image: ctx.image(file, [...p, "image"], pr.image, "hero"),
      teamMembers: pr.teamMembers.map((m) => ({ ...m, initial: (graphemes(m.name.trim())[0] ?? "").toUpperCase() })),
      results: pr.results.map((x) => {
        const at = x.indexOf(":");
        return { heading: x.slice(0, at).trim(), text: x.slice(at + 1).trim() };
      }),
      tile: { categories: pr.tile.categories, height: pr.tile.height, image: ctx.image(file, [...p, "tile", "image"], pr.tile.image, "card") },
    };
  });
  return { hero: raw.hero, projects };
}
