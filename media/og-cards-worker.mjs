/**
 * A painter thread of media/og-cards.tsx: paints its share of the cards, then exits. Plain
 * JavaScript, because a worker thread does not inherit tsx's loader: it registers it first.
 */
import { parentPort, workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { paintJobs } = await import("./og-cards.tsx");
// One message per card painted: the build's progress line counts them.
await paintJobs(workerData.root, workerData.palette, workerData.jobs, workerData.dist, () => parentPort?.postMessage(1));
