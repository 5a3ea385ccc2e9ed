/**
 * Where each Vite build records the project files it read (vite.config.ts `buildInputs`), and
 * where `npm run build` keeps what lets it skip work (scripts/build.ts). Paths relative to the
 * project root; nothing here is deployed.
 */
export const BUILD_CACHE_DIR = "node_modules/.cache/blu-build";
/** The list of files (absolute paths, JSON) the last client and SSR builds read. */
export const BUILD_INPUTS = { client: `${BUILD_CACHE_DIR}/client-inputs.json`, ssr: `${BUILD_CACHE_DIR}/ssr-inputs.json` } as const;
