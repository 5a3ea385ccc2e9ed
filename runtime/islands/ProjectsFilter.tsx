import { ArrowRight } from "lucide-react";
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { clsx } from "clsx";
import type { Figure, Image } from "../../model/index.ts";
import { HeadlineFigure } from "../primitives/Figure";
import { masonry } from "../lib/layout";
import { CoverCuts } from "../primitives/Img";
import { prefersReducedMotion } from "./parts/motion";

/** framer-motion as the filter uses it, once fetched. */
type Motion = typeof import("./parts/projects-motion");

/** One project tile (Project tile) as the filter needs it. */
export interface ProjectTile {
  readonly key: string;
  readonly title: string;
  readonly path: string;
  readonly categories: readonly string[];
  /** The categories as one line, e.g. "Creative · Media". */
  readonly categoriesText: string;
  /** What screen readers hear after 'View Project', naming the project. */
  readonly linkContext: string;
  /** Tile height in px from 1024 px up (masonry). */
  readonly height: number;
  /** The tile's picture in its tall cut (3:4). */
  readonly image: Image;
  /** Its 4:3 cut, for a tile wider than tall. */
  readonly card: Image;
  /** The project's banner picture (16:9), for a wide tile (one column below 768 px). */
  readonly cover: Image;
  /** The project's headline figure, large at the top of the tile. */
  readonly figure: Figure | null;
}

/**
 * Projects filter and masonry: the filter buttons (All first; a filter keeps projects
 * whose categories include it) over tiles in three masonry columns whose container height is
 * recomputed on every change as the tallest column's sum; within it each column's tiles
 * grow from their authored heights to end on one line (a balanced masonry, CSS flex,
 * so it holds before hydration too). That height is a minimum: a tile whose headline figure,
 * title and link need more room than its authored height (three narrow columns at 1024 px) grows,
 * and its column and the container with it, rather than clipping. Between 768 and 1024 px the
 * three columns would leave a title 125 px wide: there the columns step aside
 * (display: contents) and the tiles form an even grid of two, an odd count's last tile spanning
 * both. Tiles move to their new places with a layout animation of `layoutSeconds` (0.45 s)
 * and new ones fade in: framer-motion's layout animation (`layoutId`, so a tile moving to another
 * column glides there too), in `LazyMotion` with its `domMax` features and `MotionConfig
 * reducedMotion="user"`. None of it is in the first load: ./parts/projects-motion is imported on
 * the first filter change, which is applied once it has come (the tiles become motion components
 * first, so that change animates too); under reduced motion it is never fetched and tiles move at
 * once. Without
 * JavaScript the buttons are hidden and every project shows. A tile is its picture above its
 * caption: the picture fills what the tile's height leaves (16:9 of its width at least, 4:3 on a
 * tile narrower than 28rem, whose cut draws its words larger), in the
 * cut nearest that box's shape ({@link CoverCuts}), so the caption never covers the picture's
 * words or artefact.
 */
export default function ProjectsFilter({
  tiles,
  filters,
  allLabel,
  filterLabel,
  viewProject,
  empty,
  gapPx,
  layoutSeconds,
}: {
  tiles: readonly ProjectTile[];
  filters: readonly string[];
  allLabel: string;
  filterLabel: string;
  viewProject: string;
  empty: string;
  gapPx: number;
  layoutSeconds: number;
}) {
  const [filter, setFilter] = useState<string | null>(null);
  /** framer-motion, once fetched (the first filter change asks for it); "off" when it could not be. */
  const [motion, setMotion] = useState<Motion | "off" | null>(null);
  /** A change chosen while framer-motion is on its way, applied when it has come. */
  const [pending, setPending] = useState<{ filter: string | null } | null>(null);
  const fetching = useRef(false);
  const shown = useMemo(() => tiles.filter((p) => filter === null || p.categories.includes(filter)), [tiles, filter]);
  const layout = useMemo(
    () =>
      masonry(
        shown.map((p) => p.height),
        3,
        gapPx,
      ),
    [shown, gapPx],
  );
  // In the two-column grid (768 to 1024 px) an odd count's last tile takes the whole row, so none stands alone.
  const lastKey = shown[layout.columns.findLast((c) => c.length > 0)?.at(-1) ?? -1]?.key;
  const grid = useRef<HTMLDivElement>(null);
  /** The keys of the tiles shown by the last render on the page: a tile not among them fades in. */
  const previous = useRef<ReadonlySet<string>>(new Set());

  const choose = (f: string | null) => {
    if (motion || prefersReducedMotion()) {
      setFilter(f);
      return;
    }
    setPending({ filter: f });
    if (fetching.current) return;
    fetching.current = true;
    import("./parts/projects-motion").then(
      (m) => setMotion(m),
      (error: unknown) => {
        // The change still happens, without animation.
        console.error("The projects layout animation is off:", error);
        setMotion("off");
      },
    );
  };

  // framer-motion's tiles are on the page (the previous render): now apply the change, animated.
  useEffect(() => {
    if (!motion || !pending) return;
    setFilter(pending.filter);
    setPending(null);
  }, [motion, pending]);

  // After each change: the container height (CSSOM, allowed by the CSP), and which tiles are shown.
  useLayoutEffect(() => {
    grid.current?.style.setProperty("--masonry-h", `${layout.height}px`);
    previous.current = new Set(shown.map((p) => p.key));
  }, [layout, shown]);

  const current = pending ? pending.filter : filter;
  const live = motion && motion !== "off" ? motion : null;
  const Tile = (live?.m.article ?? "article") as "article";
  /** framer-motion's props for one tile: a layout animation by key; a fade-in when it was not shown before. */
  const animated = (key: string) => {
    if (!live) return {};
    const entering = !previous.current.has(key);
    return { layoutId: key, layout: "position", ...(entering ? { initial: { opacity: 0, scale: 0.96 }, animate: { opacity: 1, scale: 1 } } : {}) } as object;
  };
  const animate = (children: ReactNode) =>
    live ? (
      <live.MotionConfig reducedMotion="user" transition={{ duration: layoutSeconds, ease: [0.22, 1, 0.36, 1] }}>
        <live.LazyMotion features={live.domMax} strict>
          {children}
        </live.LazyMotion>
      </live.MotionConfig>
    ) : (
      children
    );

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons that filter the list, not fields of a form: a fieldset would say otherwise */}
      <div role="group" aria-label={filterLabel} data-needs-js className="flex flex-wrap gap-2">
        {[null, ...filters].map((f) => (
          <button
            key={f ?? "all"}
            type="button"
            aria-pressed={current === f}
            onClick={() => choose(f)}
            className={clsx(
              "rounded-full border px-5 py-2.5 text-sm font-semibold transition-colors",
              current === f
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800",
            )}
          >
            {f ?? allLabel}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className="mt-10 text-slate-600">{empty}</p>
      ) : (
        animate(
          <div ref={grid} data-masonry-height={layout.height} className="mt-10 grid gap-6 md:grid-cols-2 xl:min-h-[var(--masonry-h,auto)] xl:grid-cols-3">
            {layout.columns.map((col, ci) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the layout
              <div key={ci} data-column={ci} className="flex flex-col gap-6 max-xl:contents">
                {col.map((i) => {
                  const p = shown[i];
                  return (
                    <Tile
                      key={p.key}
                      {...animated(p.key)}
                      data-tile={p.key}
                      data-tile-height={p.height}
                      className={clsx(
                        "group @container relative isolate flex flex-col overflow-hidden rounded-3xl bg-brand-950 xl:min-h-fit xl:flex-[1_0_var(--tile-h,360px)]",
                        p.key === lastKey && shown.length % 2 === 1 && "md:max-xl:col-span-2",
                      )}
                    >
                      <CoverCuts wide={p.cover} card={p.card} tall={p.image} className="flex-[1_0_75cqw] @md:flex-[1_0_56.25cqw]">
                        {!p.image.art && (
                          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-brand-950/85 via-brand-950/30 to-transparent" />
                        )}
                        {/* A composed cover draws the figure itself: the text is then for screen readers; a photograph gets it on top. */}
                        {p.figure && <HeadlineFigure figure={p.figure} className={p.image.art ? "sr-only top-0" : "absolute inset-x-0 top-0 p-5 @xs:p-6"} />}
                      </CoverCuts>
                      <div className="p-5 @xs:p-6">
                        <p className="text-xs font-bold tracking-widest text-brand-200 uppercase">{p.categoriesText}</p>
                        <h2 className="mt-2 text-lg font-bold text-white @xs:text-xl">{p.title}</h2>
                        <a
                          href={p.path}
                          data-slot="button"
                          className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2.5 text-sm font-semibold whitespace-nowrap text-brand-900 after:absolute after:inset-0 hover:bg-brand-50 @xs:px-5"
                        >
                          {viewProject}
                          <span className="sr-only">{p.linkContext}</span>
                          <ArrowRight aria-hidden="true" className="size-4" />
                        </a>
                      </div>
                    </Tile>
                  );
                })}
              </div>
            ))}
          </div>,
        )
      )}
    </>
  );
}
