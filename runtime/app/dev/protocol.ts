/**
 * What the dev server (scripts/dev/spec-watch.ts, scripts/dev/vite-dev-render.ts) and the open
 * page's refresh script (./refresh.ts) say to each other. Dev server only; nothing here reaches dist/.
 */

/** The custom event the dev server sends over Vite's socket after each regeneration of generated/. */
export const SPEC_UPDATE_EVENT = "blu:spec-update";

/**
 * The request header of the refresh script's fetch of its own page: the page is only morphed
 * into the open one (its new texts and head tags), so the dev server answers with the rendered
 * HTML without Vite's HTML transform (its client, React Fast Refresh's preamble and the page
 * editor's script, all running in the open page already), about 12 ms less of each save's wait.
 */
export const REFRESH_HEADER = "x-blu-refresh";
