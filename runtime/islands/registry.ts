/**
 * The island registry: every component that needs the browser, by name, loaded on demand.
 * Only these modules (and what they import) reach the browser bundle; each becomes its own
 * chunk, fetched by the loader (./loader.ts) when the island's moment comes. Pages place an
 * island with <Island name="…" client="…" props={…} /> (./Island.tsx).
 */
export const islands = {
  MenuToggle: () => import("./MenuToggle"),
  ScrollToTop: () => import("./ScrollToTop"),
  Breadcrumb: () => import("./Breadcrumb"),
  Carousel: () => import("./Carousel"),
  Tabs: () => import("./Tabs"),
  Marquee: () => import("./Marquee"),
  ProjectsFilter: () => import("./ProjectsFilter"),
  BannerVideo: () => import("./BannerVideo"),
  MediaVideo: () => import("./MediaVideo"),
  RotatingWord: () => import("./RotatingWord"),
  Typewriter: () => import("./Typewriter"),
  Testimonials: () => import("./Testimonials"),
  LookingFor: () => import("./LookingFor"),
  Form: () => import("./Form"),
};

/** Name of a registered island. */
export type IslandName = keyof typeof islands;

/** The props of an island's component, which are serialized into the page as JSON. */
export type IslandProps<N extends IslandName> = React.ComponentProps<Awaited<ReturnType<(typeof islands)[N]>>["default"]>;

/**
 * When the loader hydrates an island, always after the page's load event and first paint (so no island code
 * competes with the HTML, CSS, font and images for the first paint):
 * - `idle`: when the browser is next idle;
 * - `visible`: when the island comes within 200 px of the viewport;
 * - `media`: when the `media` query matches (now or later);
 * - `interaction`: on the first pointer, touch or focus event inside the island.
 */
export type LoadStrategy = "idle" | "visible" | "media" | "interaction";
