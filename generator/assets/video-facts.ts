/**
 * What a video file of public/ is: its container told by the bytes it starts with, which must
 * match its extension (MP4 or WebM), so a page never offers a browser a file it cannot play; and
 * whether it has a sound track (ffmpeg, lib/sound-track.mjs).
 */
import { existsSync } from "node:fs";
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import { ContentCache, baseKey, writeAtomic } from "../../lib/cache-store.mjs";
import { FFMPEG_PACKAGE, hasSoundTrack } from "../../lib/sound-track.mjs";
import { MediaUnreadable } from "../diagnostics/catalogue.ts";
import { type Problem, problem } from "../diagnostics/index.ts";
import { head } from "./public-files.ts";

/** A video's MIME type, as a `<source type>` names it. */
export type VideoType = "video/mp4" | "video/webm";

/** Video containers by extension: the bytes their files start with (the ftyp box of MP4 at byte 4). */
const VIDEO_SIGNATURES: Readonly<Record<string, { readonly at: number; readonly bytes: readonly number[]; readonly type: VideoType; readonly name: string }>> =
  {
    ".mp4": { at: 4, bytes: [0x66, 0x74, 0x79, 0x70], type: "video/mp4", name: "MP4" },
    ".webm": { at: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3], type: "video/webm", name: "WebM" },
  };

/** The MIME type a video path's extension claims (MP4 when it names neither). */
export function videoType(src: string): VideoType {
  return VIDEO_SIGNATURES[extname(src).toLowerCase()]?.type ?? "video/mp4";
}

/**
 * The problem of a video file whose bytes are not the container its extension claims
 * (media/unreadable), or undefined when they are, or when the extension claims none.
 * @param disk the file, found below public/ (./public-files.ts)
 */
export function videoProblem(src: string, disk: string): Problem | undefined {
  const sig = VIDEO_SIGNATURES[extname(src).toLowerCase()];
  if (!sig) return undefined;
  const bytes = head(disk, sig.at + sig.bytes.length);
  if (sig.bytes.every((b, i) => bytes[sig.at + i] === b)) return undefined;
  return problem(MediaUnreadable, { src, problem: `is not a ${sig.name} video`, kind: sig.name, video: true });
}

/**
 * What ffmpeg said of the video files read lately, by path, with the size and modification time
 * it said it of: the dev server regenerates on every save, and running ffmpeg again on a file
 * that did not change would tell the same.
 */
const sounds = new Map<string, { readonly bytes: number; readonly mtimeMs: number; readonly src: string; readonly result: boolean | Problem }>();

/** The store's `video-sound` area of each project root, or null where it cannot be keyed (ffmpeg's package missing: ffmpeg then fails on its own). */
const soundStores = new Map<string, ContentCache | null>();
function soundStore(root: string): ContentCache | null {
  let store = soundStores.get(root);
  if (store === undefined) {
    // Run from source, the reading code is this module and lib/sound-track.mjs; from the
    // generator's bundle (generator/bin.mjs), the bundle's module holds both.
    const reader = fileURLToPath(new URL("../../lib/sound-track.mjs", import.meta.url));
    try {
      const sources = [fileURLToPath(import.meta.url), ...(existsSync(reader) ? [reader] : [])];
      store = new ContentCache(root, "video-sound", baseKey(root, { sources, packages: [FFMPEG_PACKAGE], extra: [] }), "json");
    } catch {
      store = null;
    }
    soundStores.set(root, store);
  }
  return store;
}

/**
 * Whether a video file (its container already checked by {@link videoProblem}) has a sound
 * track, as ffmpeg reads it (lib/sound-track.mjs), or the problem (media/unreadable) of a file
 * ffmpeg finds no video in. Asks ffmpeg again only when the file's size or modification time
 * changed: the answer is kept in this process (the dev server regenerates on every save) and in
 * the store's `video-sound` area (lib/cache-store.mjs), keyed by the file, its size and time, this
 * code and ffmpeg's version, since `npm run build` runs the generator in a process of its own and
 * each ffmpeg run takes about 20 ms. A problem is not kept on disk: it is asked again next run.
 * @param at the file, found below public/ (./public-files.ts)
 * @param root the project root, whose store keeps the answers
 */
export function videoSound(src: string, at: { readonly disk: string; readonly bytes: number; readonly mtimeMs: number }, root: string): boolean | Problem {
  const known = sounds.get(at.disk);
  if (known && known.bytes === at.bytes && known.mtimeMs === at.mtimeMs && known.src === src) return known.result;
  const sig = VIDEO_SIGNATURES[extname(src).toLowerCase()];
  const store = soundStore(root);
  const input = [at.disk, at.bytes, at.mtimeMs];
  const kept = store?.read(input);
  let result: boolean | Problem;
  if (kept === "true" || kept === "false") result = kept === "true";
  else
    try {
      result = hasSoundTrack(at.disk);
      try {
        if (store) writeAtomic(store.file(input), JSON.stringify(result));
      } catch {
        // a read-only store: the answer is only a shortcut
      }
    } catch {
      result = problem(MediaUnreadable, { src, problem: "is not a video a browser can play", kind: sig?.name ?? "video", video: true });
    }
  sounds.set(at.disk, { bytes: at.bytes, mtimeMs: at.mtimeMs, src, result });
  return result;
}
