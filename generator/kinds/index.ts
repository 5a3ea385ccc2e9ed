/**
 * The registry of spec kinds (docs/architecture.md#layout, "kinds/"): every kind
 * that load (which files exist and which are required), validate (which schema each follows),
 * normalize, the route table and emit iterate, in the order of the transforms. A new kind is a
 * module beside this one, `<name>.ts` exporting the kind as the camel case of its name (holding
 * its IR members; its normalized types, if any, in model/kinds/<name>.ts), and its schema in spec/schemas/ (its raw type is
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
import { type Collection, type Kind, type Registry, type SpecFileRole, type SpecFileRule, registryOf } from "./kind.ts";
import * as modules from "./modules.gen.ts";

/**
 * Every spec kind, in the order of the transforms (`Registry.kinds`). A function rather than a
 * constant so that the modules a kind imports may import the registry too (their cycle resolves
 * before the first call).
 * @throws Error when the kinds break a rule above (a mistake in generator/kinds/, not in spec/)
 */
export function kinds(): readonly Kind[] {
  return registry().kinds;
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

/**
 * The registry of the kinds of generator/kinds/ (see {@link Registry}), built once: what
 * generator/run.ts hands to the stages, and what the editor and the schema tools ask.
 * @throws Error when the kinds break a rule above (a mistake in generator/kinds/, not in spec/)
 */
export function registry(): Registry {
  built ??= registryOf(checked(ordered(Object.values(modules))));
  return built;
}
let built: Registry | undefined;

/** Every page kind of the route table, in the registry's order (`Registry.pageKindNames`). */
export const pageKindNames = (): readonly string[] => registry().pageKindNames();
/** The file rule with a role (`Registry.ruleWithRole`). @throws Error when no kind's file has the role */
export const ruleWithRole = (role: SpecFileRole): SpecFileRule => registry().ruleWithRole(role);
/** True when the spec file (spec/pages/contact.yaml) is one whose rule has the role (`Registry.hasRole`). */
export const hasRole = (file: string, role: SpecFileRole): boolean => registry().hasRole(file, role);
/** Every file rule of every kind, exact paths first (`Registry.rules`). */
export const specFileRules = (): readonly SpecFileRule[] => registry().rules;
/** The rule a spec file matches, by path relative to spec/ (`Registry.ruleFor`). */
export const ruleFor = (rel: string): SpecFileRule | undefined => registry().ruleFor(rel);
/** Which schema a spec file follows, by path relative to spec/ (`Registry.schemaFor`). */
export const schemaFor = (rel: string): string | undefined => registry().schemaFor(rel);
/** The kind that reads a spec file, by path relative to spec/ (`Registry.kindFor`). */
export const kindFor = (rel: string): Kind | undefined => registry().kindFor(rel);
/** The loaded files a kind reads, in path order (`Registry.filesOf`). */
export const filesOf = (kind: Kind, files: readonly SpecFile[]): SpecFile[] => registry().filesOf(kind, files);
/** True for a file every site needs (`Registry.isRequiredFile`), by its path from the project root. */
export const isRequiredFile = (file: string): boolean => registry().isRequiredFile(file);
/** Every collection with the kind whose files hold it (`Registry.collections`): what `x-collection` and the editor's pickers derive from. */
export const collections = (): readonly { readonly kind: Kind; readonly collection: Collection }[] => registry().collections();

/** The schema of a page of sections (spec/pages/): its `sections` take each section kind's schema. */
export const pageSchema = (): string => ruleWithRole("page-of-sections").schema;

/**
 * The order of the kinds in words, for `npm run generate -- --explain`: one block per kind, in
 * the order its transforms run, with what it needs (and which kind gives it), what it reads only
 * late, and what it gives. Plain text, lines of at most about 100 characters.
 */
export function explainOrder(reg: Registry = registry()): string {
  const giver = new Map(reg.kinds.flatMap((k) => k.gives.map((g) => [g as string, k.name])));
  const width = Math.max(...reg.kinds.map((k) => k.name.length));
  const n = String(reg.kinds.length).length;
  const names = (list: readonly string[]) => list.map((m) => `${m} (${giver.get(m)})`).join(", ");
  const routeTable = reg.ruleWithRole("route-table");
  const lines = reg.kinds.map((k, i) => {
    const late = new Set<string>(k.readsLate ?? []);
    const early = k.needs.filter((m) => !late.has(m));
    const head = `${String(i + 1).padStart(n)}. ${k.name.padEnd(width)}`;
    const pad = " ".repeat(head.length + 2);
    const rows = [
      `needs  ${early.length > 0 ? names(early) : "nothing"}`,
      ...(late.size > 0 ? [`later  ${names([...late])}`] : []),
      `gives  ${k.gives.length > 0 ? k.gives.join(", ") : "nothing"}`,
      ...(k.pages ? ["pages  its records have pages, so it stands before the route table"] : []),
      ...(k.files.includes(routeTable) ? ["table  builds the route table from the pages above"] : []),
    ];
    return [`${head}  ${rows[0]}`, ...rows.slice(1).map((r) => `${pad}${r}`)].join("\n");
  });
  return [
    "The kinds in the order their transforms run (generator/kinds/index.ts derives it):",
    "each stands after the kinds that give what it needs (the giver in parentheses), but for what",
    "it reads later (in compose, check or emit, after every kind's normalize and pages); every kind",
    "with pages stands before the kind that builds the route table; otherwise by name.",
    "",
    ...lines,
  ].join("\n");
}
