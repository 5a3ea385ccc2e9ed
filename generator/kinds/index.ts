/**
 * The registry of spec kinds (DESIGN § Layout, "kinds/"; issue 17 part 3): the one list that
 * load (which files exist and which are required), validate (which schema each follows),
 * normalize, the route table and emit iterate, in this order. A new kind is a module beside this
 * one (named after the kind, holding its normalized types and its IR members), its line here and
 * its schema in spec/schemas/ (its raw type is generated from the schema); CONTRIBUTING.md "Add a
 * spec kind".
 *
 * The order is the order of the transforms: a kind stands after every kind whose IR members its
 * `normalize` and `pages` read (its `compose` runs after every kind's `normalize`), and every
 * kind with pages stands before the routes kind, which builds the table from them.
 */
import type { SpecFile } from "../load/spec-file.ts";
import { about } from "./about.ts";
import { caseStudies } from "./case-studies.ts";
import { clients } from "./clients.ts";
import { countries } from "./countries.ts";
import { forms } from "./forms.ts";
import { home } from "./home.ts";
import type { Kind, SpecFileRole, SpecFileRule } from "./kind.ts";
import { pages } from "./pages.ts";
import { people } from "./people.ts";
import { projects } from "./projects.ts";
import { redirects } from "./redirects.ts";
import { routes } from "./routes.ts";
import { serviceSections } from "./service-sections.ts";
import { services } from "./services.ts";
import { servicesOverview } from "./services-overview.ts";
import { site } from "./site.ts";
import { style } from "./style.ts";
import { techPage } from "./tech-page.ts";

let registry: readonly Kind[] | undefined;

/**
 * Every spec kind, in the order of the transforms. A function rather than a constant so that the
 * modules a kind imports may import the registry too (their cycle resolves before the first call).
 * @throws Error when the order breaks a rule above (a mistake in this file, not in spec/)
 */
export function kinds(): readonly Kind[] {
  return (registry ??= checked([
    clients,
    people,
    countries,
    site,
    services,
    serviceSections,
    caseStudies,
    projects,
    forms,
    routes,
    pages,
    home,
    servicesOverview,
    techPage,
    about,
    redirects,
    style,
  ]));
}

/**
 * The list itself when its order keeps the rules of this module: unique names, each IR member
 * given by one kind, every need given, each page kind rendered by one kind, every kind with
 * pages before the kind of the route table (the one whose file has the role `route-table`).
 * @throws Error naming the first rule broken
 */
export function checked(list: readonly Kind[]): readonly Kind[] {
  const given = new Map<string, string>();
  const rendered = new Map<string, string>();
  const routesAt = list.findIndex((k) => k.files.some((r) => r.role === "route-table"));
  list.forEach((kind, i) => {
    if (list.findIndex((k) => k.name === kind.name) !== i) throw new Error(`generator/kinds: two kinds are named "${kind.name}"`);
    if (kind.pages && i > routesAt)
      throw new Error(`generator/kinds: "${kind.name}" has pages, so it must stand before the ${list[routesAt]?.name ?? "routes"} kind`);
    for (const page of Object.keys(kind.pageKinds ?? {})) {
      if (rendered.has(page)) throw new Error(`generator/kinds: the page kind "${page}" is rendered by both "${rendered.get(page)}" and "${kind.name}"`);
      rendered.set(page, kind.name);
    }
    for (const g of kind.gives) {
      if (given.has(g)) throw new Error(`generator/kinds: ${g} is given by both "${given.get(g)}" and "${kind.name}"`);
      given.set(g, kind.name);
    }
  });
  for (const kind of list) {
    for (const need of kind.needs) if (!given.has(need)) throw new Error(`generator/kinds: "${kind.name}" reads ${need}, which no kind gives`);
  }
  return list;
}

/** Every page kind of the route table (§2), in the registry's order: the one list of them (see `Kind.pageKinds`). */
export function pageKindNames(): readonly string[] {
  return kinds().flatMap((k) => Object.keys(k.pageKinds ?? {}));
}

/**
 * The file rule with a role (`Kind.files[].role`), such as the file of the route table.
 * @throws Error when no kind's file has the role (a mistake in generator/kinds/, not in spec/)
 */
export function ruleWithRole(role: SpecFileRole): SpecFileRule {
  const rule = specFileRules().find((r) => r.role === role);
  if (!rule) throw new Error(`generator/kinds: no kind reads a file with the role "${role}"`);
  return rule;
}

/** True when the spec file (path from the project root: spec/pages/contact.yaml) is one whose rule has the role. */
export function hasRole(file: string, role: SpecFileRole): boolean {
  return ruleFor(file.replace(/^spec\//, ""))?.role === role;
}

/** Every file rule of every kind: exact paths first, so a file a folder holds may have a kind of its own (services/categories.yaml). */
export function specFileRules(): readonly SpecFileRule[] {
  const rules = kinds().flatMap((k) => k.files);
  return [...rules.filter((r) => !r.at.endsWith("/")), ...rules.filter((r) => r.at.endsWith("/"))];
}

/** The rule a spec file matches, by path relative to spec/ ("services/media.yaml"), or undefined. */
export function ruleFor(rel: string): SpecFileRule | undefined {
  return specFileRules().find((r) => (r.at.endsWith("/") ? rel.startsWith(r.at) && !rel.slice(r.at.length).includes("/") : rel === r.at));
}

/** Which schema a spec file follows, by path relative to spec/ ("services/media.yaml"). */
export function schemaFor(rel: string): string | undefined {
  return ruleFor(rel)?.schema;
}

/** The kind that reads a spec file, by path relative to spec/. */
export function kindFor(rel: string): Kind | undefined {
  const rule = ruleFor(rel);
  return rule && kinds().find((k) => k.files.includes(rule));
}

/** The loaded files a kind reads, in path order. */
export function filesOf(kind: Kind, files: readonly SpecFile[]): SpecFile[] {
  return files.filter((f) => kindFor(f.file.replace(/^spec\//, "")) === kind);
}

/**
 * True for a file every site needs (a rule with `required`: site, routes, clients, …), by its
 * path from the project root (spec/site.yaml): the one place the withheld-file rules ask.
 */
export function isRequiredFile(file: string): boolean {
  return specFileRules().some((r) => r.required !== undefined && `spec/${r.at}` === file);
}
