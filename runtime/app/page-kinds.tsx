/**
 * The runtime's one table of page kinds: for each page kind of the route table,
 * its screen and how the page around it behaves. Each screen module of runtime/pages/ states its
 * own rows (`export const screens: Screens = { about: { screen: AboutPage, countryMenu: "white" } }`),
 * and this module gathers them with Vite's `import.meta.glob` (the SSR build, the dev server and
 * vitest all go through Vite), so a page kind is its screen module and nothing here. Keyed by the
 * generated `PageKind` (the registry's `pageKinds`, generator/kinds/): TypeScript refuses a row for
 * a page kind no kind declares, and loading this module throws when a page kind has no screen or
 * two. What the registry states of each (indexing, the Open Graph card's list page and cover)
 * comes from generated/page-kinds.ts, which media/og-cards.tsx reads too (media/ imports no runtime/).
 * Read by the renderer (./render.tsx) and the prerender's sitemap (`isIndexable`).
 */
import type { ComponentType } from "react";
import type { PageKind, PageKindFacts, RouteEntry } from "../../model/index.ts";
import { pageKindFacts } from "../../generated/page-kinds";
import type { CountryMenuVariant } from "../layout/CountryMenu";
import type { HeadPreload } from "./document";

/** A page kind's screen and what only the runtime decides of it; the rest comes from the registry (generated/page-kinds.ts). */
export interface Screen {
  /** The screen that renders a route of this kind. */
  readonly screen: ComponentType<{ route: RouteEntry }>;
  /** The country dropdown's variant: `white` over a dark hero, else `blue`. Default blue. */
  readonly countryMenu?: CountryMenuVariant;
  /** True when an unknown parameter renders this screen's own not-found view (a practice's) rather than the site's. */
  readonly ownNotFound?: true;
  /** The pictures the head preloads, the largest thing of the first screen; none when unset. */
  readonly preloads?: () => readonly HeadPreload[];
}

/** The rows a screen module of runtime/pages/ exports as `screens`: the page kinds it renders, each with its {@link Screen}. */
export type Screens = { readonly [K in PageKind]?: Screen };

/** What the runtime and media/ know of one page kind: its facts (generated) and its screen. */
export interface PageKindEntry extends PageKindFacts, Required<Pick<Screen, "screen" | "countryMenu">> {
  readonly ownNotFound: boolean;
  readonly preloads?: () => readonly HeadPreload[];
}

/**
 * The rows of every screen module (runtime/pages/*.tsx exporting `screens`), by page kind.
 * @param modules each module's `screens` (undefined for a module without), by its path
 * @throws Error naming the page kind that has no screen, or the two modules that both render one
 */
export function gatherScreens(modules: Readonly<Record<string, Screens | undefined>>): Readonly<Record<PageKind, Screen>> {
  const found = new Map<string, { readonly screen: Screen; readonly from: string }>();
  for (const [from, rows] of Object.entries(modules))
    for (const [page, screen] of Object.entries(rows ?? {})) {
      const other = found.get(page);
      if (other) throw new Error(`runtime/pages: the page kind "${page}" has two screens, in ${other.from} and ${from}; keep one row`);
      found.set(page, { screen, from });
    }
  const missing = Object.keys(pageKindFacts).filter((page) => !found.has(page));
  if (missing.length > 0)
    throw new Error(
      `runtime/pages: no screen renders the page kind${missing.length > 1 ? "s" : ""} ${missing.map((p) => `"${p}"`).join(", ")}; export \`screens\` with its row from a module of runtime/pages/ (CONTRIBUTING.md "Add a page kind")`,
    );
  return Object.fromEntries(Object.keys(pageKindFacts).map((page) => [page, found.get(page)!.screen])) as Record<PageKind, Screen>;
}

/** The modules of runtime/pages/ (whole: a module without `screens`, a part a screen uses, has nothing to give). */
const pageModules = import.meta.glob<{ readonly screens?: Screens }>("../pages/*.tsx", { eager: true });

/** The screen of every page kind of the route table, from the screen modules of runtime/pages/. */
const screens = gatherScreens(Object.fromEntries(Object.entries(pageModules).map(([path, m]) => [path, m.screens])));

/** Every page kind of the route table: its facts and its screen, by page kind (in the registry's order). */
export const pageKinds = Object.fromEntries(
  Object.entries(screens).map(([page, s]) => [
    page,
    { ...pageKindFacts[page as PageKind], ...s, countryMenu: s.countryMenu ?? "blue", ownNotFound: s.ownNotFound ?? false },
  ]),
) as Readonly<Record<PageKind, PageKindEntry>>;
