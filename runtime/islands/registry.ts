/**
 * The island registry: every component that needs the browser, by name, loaded on demand.
 * Only these modules (and what they import) reach the browser bundle; each becomes its own
 * chunk, fetched by the loader (./loader.ts) when the island's moment comes. Pages place an
 * island with <Island name="…" client="…" props={…} /> (./Island.tsx).
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
};

/**
 * The islands that only decorate (issue 21), and the scroll-to-top button and the breadcrumb
 * bar's scroll states, which need no more: no React in the browser. Each renders at build time
 * like any island (its component in ./components.ts) and comes alive through a plain module of a
 * few hundred bytes whose `enhance(island, props)` the loader calls with the marker and its props,
 * so a page whose only islands decorate downloads no React.
 */
export const decorations = {
  Marquee: () => import("./decor/marquee"),
  RotatingWord: () => import("./decor/rotating-word"),
  Typewriter: () => import("./decor/typewriter"),
  ScrollToTop: () => import("./decor/scroll-to-top"),
  Breadcrumb: () => import("./decor/breadcrumb"),
  BannerVideo: () => import("./decor/banner-video"),
};

/** Name of a registered React island. */
export type ReactIslandName = keyof typeof islands;
/** Name of a registered decoration (a plain module, no React). */
export type DecorationName = keyof typeof decorations;
/** Name of a registered island, React or decoration. */
export type IslandName = ReactIslandName | DecorationName;

/** The props of an island, which are serialized into the page as JSON: its component's, or its decoration's `enhance` second argument. */
export type IslandProps<N extends IslandName> = N extends ReactIslandName
  ? React.ComponentProps<Awaited<ReturnType<(typeof islands)[N]>>["default"]>
  : N extends DecorationName
    ? Parameters<Awaited<ReturnType<(typeof decorations)[N]>>["enhance"]>[1]
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
