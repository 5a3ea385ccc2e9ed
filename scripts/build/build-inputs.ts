/**
 * Where each Vite build records the project files it read (vite.config.ts `buildInputs`), and
 * where `npm run build` keeps what lets it skip work (scripts/build/build.ts): the `build` area of the
 * project's one cache (lib/cache-store.mjs), records of this checkout's last build, swept with the
 * rest of the store. Paths relative to the project root; nothing here is deployed. `BLU_BUILD_CACHE` (a path relative to the root) puts
 * them elsewhere: a throwaway copy whose node_modules is a link to the project's builds with
 * records of its own (tests/e2e/dev/drafts.spec.ts), never with the project's.
 */
import { CACHE_ROOT } from "../../lib/cache-store.mjs";

export const BUILD_CACHE_DIR = process.env.BLU_BUILD_CACHE ?? `${CACHE_ROOT}/build`;
/** The list of files (absolute paths, JSON) the last client and SSR builds read. */
export const BUILD_INPUTS = { client: `${BUILD_CACHE_DIR}/client-inputs.json`, ssr: `${BUILD_CACHE_DIR}/ssr-inputs.json` } as const;
/** The figures of the last build's page, picture and precompression work (scripts/build/build.ts {@link PrerenderReport}), for scripts/bench/bench-scale.ts: its printed table is for people. */
export const PRERENDER_REPORT = `${BUILD_CACHE_DIR}/prerender-report.json`;
/** The figures of the last prerender of the pages alone (scripts/build/prerender.ts {@link PagesReport}), for scripts/build/build.ts. */
export const PAGES_REPORT = `${BUILD_CACHE_DIR}/pages-report.json`;

/** What the last prerender of the pages did: page counts, and its time, ms. */
export interface PagesReport {
  /** URLs of the route table. */
  readonly pages: number;
  /** Pages rendered this time (the others' inputs were unchanged). */
  readonly rendered: number;
  /** Files written (their bytes changed). */
  readonly written: number;
  /** ms of the pages' rendering. */
  readonly ms: number;
}

/** What the last prerender did: page counts, and the time of each part, ms. */
export interface PrerenderReport {
  /** URLs of the route table. */
  readonly pages: number;
  /** Pages rendered this time (the others' inputs were unchanged). */
  readonly rendered: number;
  /** Files written (their bytes changed). */
  readonly written: number;
  /** ms of each part: pages, composed pictures, Open Graph cards, precompression. */
  readonly ms: Readonly<Record<"pages" | "composed pictures" | "Open Graph cards" | "precompression", number>>;
}

/**
 * The names a data module of generated/ exports (`export const` and `export function`, the only
 * forms the generator's emitter writes): the SSR build's gateway to the module re-exports each.
 */
export const exportNames = (source: string): string[] => [...source.matchAll(/^export (?:const|function|let) ([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]!);

/** What a Vite build read: the project files (absolute paths), and the data modules it reaches through gateways with the names each exports. */
export interface BuildInputs {
  readonly files: readonly string[];
  readonly exports: Readonly<Record<string, readonly string[]>>;
}
