/**
 * The registry of spec kinds (docs/architecture.md#layout, "kinds/"): every kind
 * that load (which files exist and which are required), validate (which schema each follows),
 * normalize, the route table and emit iterate, in the order of the transforms. A new kind is a
 * module beside this one, `<name>.ts` exporting the kind as the camel case of its name (holding
 * its normalized types and its IR members), and its schema in spec/schemas/ (its raw type is
 * generated from the schema); CONTRIBUTING.md "Add a spec kind". The modules are found by that
 * naming rule (./modules.mjs writes the barrel ./modules.gen.ts, run by `npm run generate`), so
 * no line here names a kind.
 *
 * The order is derived, never written: a kind stands after every kind that gives an IR member of
 * its `needs` (but `readsLate`: what only its `compose`, `check` or `emit` read, which run after
 * every kind's `normalize` and `pages`), and every kind with pages stands before the kind of the
 * route table (the one whose file has the role `route-table`), which builds the table from them;
 * among the kinds free to go next, the first by name goes first.
 */
import type { SpecFile } from "../load/spec-file.ts";
import type { Collection, Kind, SpecFileRole, SpecFileRule } from "./kind.ts";
import * as modules from "./modules.gen.ts";

let registry: readonly Kind[] | undefined;

/**
 * Every spec kind, in the order of the transforms. A function rather than a constant so that the
 * modules a kind imports may import the registry too (their cycle resolves before the first call).
 * @throws Error when the kinds break a rule above (a mistake in generator/kinds/, not in spec/)
 */
export function kinds(): readonly Kind[] {
  if (!registry) registry = checked(ordered(Object.values(modules)));
  return registry;
}

/**
 * The kinds in the order of the transforms (see the module's docstring): a topological order of
 * what each kind's `normalize` and `pages` read, and of the route table after every kind with
 * pages, ties broken by name, so the order depends on the kinds alone and not on how they were found.
 * @throws Error naming the kinds that wait on each other (a circle of `needs`: move a member its
 *   `normalize` does not read to `readsLate`)
 */
export function ordered(found: readonly Kind[]): readonly Kind[] {
  const byName = [...found].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const giver = new Map<string, Kind>();
  for (const k of byName) for (const g of k.gives) if (!giver.has(g)) giver.set(g, k);
  const routeTable = byName.find((k) => k.files.some((r) => r.role === "route-table"));
  const before = new Map<Kind, Set<Kind>>(byName.map((k) => [k, new Set<Kind>()]));
  for (const k of byName) {
    const late = new Set<string>(k.readsLate ?? []);
    for (const need of k.needs) {
      const g = giver.get(need);
      if (g && g !== k && !late.has(need)) before.get(k)!.add(g);
    }
    if (routeTable && k.pages && k !== routeTable) before.get(routeTable)!.add(k);
  }
  const out: Kind[] = [];
  const placed = new Set<Kind>();
  while (out.length < byName.length) {
    const next = byName.find((k) => !placed.has(k) && [...before.get(k)!].every((b) => placed.has(b)));
    if (!next) {
      const waiting = byName
        .filter((k) => !placed.has(k))
        .map(
          (k) =>
            `"${k.name}" (after ${[...before.get(k)!]
              .filter((b) => !placed.has(b))
              .map((b) => b.name)
              .join(", ")})`,
        );
      throw new Error(`generator/kinds: these kinds wait on each other: ${waiting.join("; ")}; list in readsLate what only compose, check or emit read`);
    }
    out.push(next);
    placed.add(next);
  }
  return out;
}

/**
 * The list itself when its order keeps the rules of this module: unique names, `readsLate` within `needs`, each IR member
 * given by one kind, every need given, each page kind rendered by one kind, every kind with
 * pages before the kind of the route table (the one whose file has the role `route-table`).
 * @throws Error naming the first rule broken
 */
export function checked(list: readonly Kind[]): readonly Kind[] {
  const given = new Map<string, string>();
  const rendered = new Map<string, string>();
  const routesAt = list.findIndex((k) => k.files.some((r) => r.role === "route-table"));
  list.forEach((kind, i) => {
    const late = kind.readsLate?.find((m) => !kind.needs.includes(m));
    if (late) throw new Error(`generator/kinds: "${kind.name}" lists ${late} in readsLate but not in needs`);
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

/** Every page kind of the route table, in the registry's order: the one list of them (see `Kind.pageKinds`). */
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

/**
 * Every collection (records other files name by key: clients, people, …) with the kind whose
 * files hold it, in the registry's order: the one list the schemas' `x-collection` keyword and
 * the editor's pickers derive from (`Kind.collection`).
 */
export function collections(): readonly { readonly kind: Kind; readonly collection: Collection }[] {
  return kinds().flatMap((kind) => (kind.collection ? [{ kind, collection: kind.collection }] : []));
}
