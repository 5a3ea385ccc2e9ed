/**
 * A painter thread of media/og-cards.tsx: paints each batch of cards it is handed (a message
 * holding the jobs), in the order handed, and exits once handed `null` and done. Plain
 * JavaScript, because a worker thread does not inherit tsx's loader: it registers it first.
 */
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { cardPainter } = await import("./og-cards.tsx");
const { writeAtomic } = await import("../lib/cache-store.mjs");
const painting = cardPainter(workerData.root, workerData.palette, workerData.dist);
let queue = Promise.resolve();
parentPort?.on("message", (jobs) => {
  queue = queue.then(async () => {
    if (jobs === null) {
      parentPort?.close();
      return;
    }
    const paint = await painting;
    for (const j of jobs) {
      // Written under a temporary name first: a cache entry is never half a file.
      writeAtomic(j.out, await paint(j.text));
      // One message per card painted: the build's progress line counts them.
      parentPort?.postMessage(1);
    }
  });
  // A failure ends the thread with it (its "error" event, then a non-zero exit).
  queue.catch((e) => {
    throw e;
  });
});
