import type { ComponentProps, ComponentType } from "react";

/** True in the build-time renderer (Vite's SSR builds, the dev renderer, vitest); false in the browser bundle, which drops what it guards. */
const SSR = import.meta.env?.SSR;

/**
 * The island table: every component that needs the browser, one line each, read by both sides.
 * A line is the island's placement: how the browser brings it to life, and the module it loads
 * on demand for that (each becomes a chunk of its own, fetched by the loader, ./loader.ts, when
 * the island's moment comes).
 *
 * - A React island is its component's module (its default export): rendered at build time
 *   (./Island.tsx), hydrated with React in the browser.
 * - A decoration (the marquee, the rotating word, the typewriter, the banner video, and
 *   the scroll states of the scroll-to-top button and the breadcrumb bar) needs no React in the
 *   browser: `decorate` is a plain module of a few hundred bytes whose `enhance(island, props)`
 *   the loader calls with the marker and its props, so a page whose only islands decorate
 *   downloads no React; `render` is its component, rendered at build time only (the browser
 *   bundle leaves it out).
 *
 * Only these modules (and what they import) reach the browser bundle. Pages place an island with
 * <Island name="…" client="…" props={…} /> (./Island.tsx), its name and props typed from this
 * table. An island's module never imports ./Island.tsx: the build-time renderer loads every
 * island before it renders a page, so an island placing another would wait for itself.
 */
export const islands = {
  MenuToggle: () => import("./MenuToggle"),
  Carousel: () => import("./Carousel"),
  Tabs: () => import("./Tabs"),
  ProjectsFilter: () => import("./ProjectsFilter"),
  MediaVideo: () => import("./MediaVideo"),
  Testimonials: () => import("./Testimonials"),
  LookingFor: () => import("./LookingFor"),
  Form: () => import("../forms/Form"),
  Marquee: { decorate: () => import("./decor/marquee"), ...(SSR && { render: () => import("./Marquee") }) },
  RotatingWord: { decorate: () => import("./decor/rotating-word"), ...(SSR && { render: () => import("./RotatingWord") }) },
  Typewriter: { decorate: () => import("./decor/typewriter"), ...(SSR && { render: () => import("./Typewriter") }) },
  ScrollToTop: { decorate: () => import("./decor/scroll-to-top"), ...(SSR && { render: () => import("./ScrollToTop") }) },
  Breadcrumb: { decorate: () => import("./decor/breadcrumb"), ...(SSR && { render: () => import("./Breadcrumb") }) },
  BannerVideo: { decorate: () => import("./decor/banner-video"), ...(SSR && { render: () => import("./BannerVideo") }) },
} satisfies Record<string, Placement>;

/** A module whose default export is a component (an island's, rendered at build time). */
// biome-ignore lint/suspicious/noExplicitAny: each island's props are its own; IslandProps types them per name.
type ComponentModule = { readonly default: ComponentType<any> };

/** A React island's line: its component's module, rendered at build time and hydrated in the browser. */
export type Hydrated = () => Promise<ComponentModule>;

/** A decoration's line: its browser module (`enhance(island, props)`, no React) and its build-time component (left out of the browser bundle). */
export interface Decorated {
  // biome-ignore lint/suspicious/noExplicitAny: each decoration's props are its own; IslandProps types them per name.
  readonly decorate: () => Promise<{ readonly enhance: (island: HTMLElement, props: any) => void }>;
  readonly render?: () => Promise<ComponentModule>;
}

/** How an island comes to life in the browser: one line of {@link islands}. */
export type Placement = Hydrated | Decorated;

/** Name of a registered island. */
export type IslandName = keyof typeof islands;

/** The props of an island, serialized into the page as JSON: its component's, or, for a decoration, its `enhance`'s second argument. */
export type IslandProps<N extends IslandName> = (typeof islands)[N] extends () => Promise<infer M extends ComponentModule>
  ? ComponentProps<M["default"]>
  : (typeof islands)[N] extends { readonly decorate: () => Promise<infer M extends { enhance: (island: HTMLElement, props: never) => void }> }
    ? Parameters<M["enhance"]>[1]
    : never;

/**
 * When the loader hydrates an island, always after the page's load event and first paint (so no island code
 * competes with the HTML, CSS, font and images for the first paint):
 * - `idle`: when the browser is next idle;
 * - `visible`: when the island comes within 200 px of the viewport;
 * - `media`: when the `media` query matches (now or later);
 * - `interaction`: on the first pointer, touch or focus event inside the island.
 */
export type LoadStrategy = "idle" | "visible" | "media" | "interaction";
