/**
 * How the picture stages (art/render.ts, og-cards.tsx, photos.ts, art/wordmark-files.ts) tell
 * the build how far they are: scripts/build/progress.ts draws it on a terminal.
 */

/** Told that `done` of the stage's `total` items are done (called again as it goes, last with done = total). */
export type OnProgress = (done: number, total: number) => void;
