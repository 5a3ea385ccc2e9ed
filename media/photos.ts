/**
 * The photography pipeline's build step: every version of every photograph that generated/photos.ts
 * lists (AVIF and WebP at the widths its slots need, named by the photograph's content hash,
 * generator/assets/photos.ts; for a slot of one shape, such as a portrait's square, cut to it
 * around the picture's focal point) is made with sharp and written to dist/ at its URL
 * (dist/media/_/…). The dev server makes the same files on request (./dev.ts).
 *
 * Versions are cached by content in the store's `photos` area (lib/cache-store.mjs), keyed by the
 * version's URL (the photograph's hash, the cut and the width), the settings below, sharp's
 * version and the code that makes them (this file and ./crop.ts), so only a new or changed
 * photograph or focal point is encoded again: AVIF takes about a second for a wide photograph.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PhotoSource } from "../model/index.ts";
import { cacheDir as storeDir, markUsed, sha256, writeAtomic } from "../lib/cache-store.mjs";
import { PICTURE_LIMIT } from "../lib/picture-limit.mjs";
import { cropBox } from "./crop.ts";
import type { OnProgress } from "./progress.ts";

type Version = PhotoSource["versions"][number];

/** Encoder settings: quality for photographs at the sizes they are shown (AVIF at 50 looks like JPEG at about 80). */
const ENCODE = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 76, effort: 4 },
} as const;

/** Content types of the versions, for the dev server. */
export const VERSION_TYPES: Readonly<Record<Version["format"], string>> = { avif: "image/avif", webp: "image/webp" };

let encoderKey: string | undefined;
/**
 * The base key of every version: the encoder settings, sharp's and its libraries' versions, and
 * the code that makes a version (this file and ./crop.ts), so a change to any of them never
 * serves a version made the old way.
 */
async function versionsKey(): Promise<string> {
  if (!encoderKey) {
    const { default: sharp } = await import("sharp");
    const code = ["./crop.ts", "./photos.ts"].map((f) => readFileSync(fileURLToPath(new URL(f, import.meta.url))));
    encoderKey = sha256(JSON.stringify({ ENCODE, sharp: sharp.versions }), ...code);
  }
  return encoderKey;
}

/**
 * The store's entry of a version (lib/cache-store.mjs, area `photos`): named by the base key and the
 * version's URL, which holds the photograph's content hash, the cut and the width.
 */
function cachedFile(root: string, key: string, version: Version): string {
  return join(storeDir(root, "photos"), `${sha256(key, version.url)}.${version.format}`);
}

/**
 * Makes one version of a photograph (or finds it made), upright (EXIF orientation applied), in
 * sRGB, without metadata; returns the cached file. A version with a `cut` is first cut to the
 * largest region of its shape around its focal point (./crop.ts), then scaled to its
 * width; its URL names the cut, so a changed focal point is a new file, not a stale one.
 * @param root the project root (public/ holds the photograph)
 * @throws what sharp throws for a file it cannot read (the generator has read it already)
 */
export async function makeVersion(root: string, src: string, version: Version): Promise<string> {
  const file = cachedFile(root, await versionsKey(), version);
  if (existsSync(file)) {
    markUsed(file);
    return file;
  }
  const { default: sharp } = await import("sharp");
  const path = join(root, "public", src);
  // The generator refused a picture over the limit already; a file changed since is refused here too.
  let image = sharp(path, PICTURE_LIMIT).rotate();
  if (version.cut) {
    // The region is placed on the upright photograph: extract comes after rotate in sharp's pipeline.
    const meta = await sharp(path).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
    image = image.extract(cropBox(width, height, version.cut.ratio, version.cut));
  }
  image = image.resize({ width: version.width, withoutEnlargement: true });
  const bytes = await (version.format === "avif" ? image.avif(ENCODE.avif) : image.webp(ENCODE.webp)).toBuffer();
  writeAtomic(file, bytes);
  return file;
}

/** What {@link writePhotoVersions} did. */
export interface PhotoReport {
  readonly versions: number;
  readonly made: number;
  /** The files written, relative to the folder written into. */
  readonly paths: readonly string[];
  readonly ms: number;
}

/**
 * Writes every version of every photograph to `dist` at its URL, making the ones not cached.
 * Two at a time: sharp spreads one encode over threads of its own already. `onProgress` is told
 * how many versions are done as it goes (scripts/build/progress.ts).
 */
export async function writePhotoVersions(root: string, dist: string, photos: readonly PhotoSource[], onProgress?: OnProgress): Promise<PhotoReport> {
  const started = performance.now();
  const jobs = photos.flatMap((p) => p.versions.map((v) => ({ src: p.src, v })));
  let made = 0;
  let done = 0;
  onProgress?.(0, jobs.length);
  const key = jobs.length ? await versionsKey() : "";
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      if (!existsSync(cachedFile(root, key, job.v))) made++;
      const file = await makeVersion(root, job.src, job.v);
      const out = join(dist, job.v.url);
      mkdirSync(dirname(out), { recursive: true });
      copyFileSync(file, out);
      onProgress?.(++done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker));
  return { versions: jobs.length, made, paths: jobs.map((j) => j.v.url.replace(/^\/+/, "")), ms: Math.round(performance.now() - started) };
}

/** The version a URL names, with its photograph, or null. */
export function findVersion(photos: readonly PhotoSource[], url: string): { src: string; version: Version } | null {
  for (const p of photos) {
    const version = p.versions.find((v) => v.url === url);
    if (version) return { src: p.src, version };
  }
  return null;
}
