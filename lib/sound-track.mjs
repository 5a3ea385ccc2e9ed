// @ts-check
/**
 * Whether a video file has a sound track, read by the ffmpeg binary of the
 * @ffmpeg-installer/ffmpeg package (the one the reel is made with): the generator asks it of
 * every video of public/ and states the answer as the video's `hasAudio` in generated/, and the
 * reel's maker checks the file it made against the generator's word. A player offers its mute
 * control only for a video with sound (docs/decisions.md, "The mute control").
 *
 * Plain JavaScript with no dependency but the binary (JSDoc types), like the other modules the
 * stages share.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

/** The package whose ffmpeg binary reads and makes the videos: the generator, the reel's maker and the store's keys name it. */
export const FFMPEG_PACKAGE = "@ffmpeg-installer/ffmpeg";

/**
 * The ffmpeg binary of @ffmpeg-installer/ffmpeg.
 * @returns {string} its path
 * @throws {Error} naming the fix when the package is not installed
 */
export function ffmpegBinary() {
  try {
    return /** @type {{ path: string }} */ (createRequire(import.meta.url)(FFMPEG_PACKAGE)).path;
  } catch (e) {
    const first = /** @type {Error} */ (e).message.split("\n")[0];
    throw new Error(`the ffmpeg binary is missing (${first}); run "npm ci" to install @ffmpeg-installer/ffmpeg`);
  }
}

/** A stream line of ffmpeg's description of its input that is a sound track ("Stream #0:1(eng): Audio: aac …"). */
const AUDIO_STREAM = /^\s*Stream #\d+:\d+\S*: Audio: /m;

/**
 * Whether the video at `file` has a sound track: ffmpeg describes its input's streams (it is
 * given no output, so it exits with status 1 after describing; that is expected). About 30 ms.
 * @param {string} file the video on disk
 * @returns {boolean}
 * @throws {Error} when ffmpeg cannot be run or cannot read the file as a video (its last line)
 */
export function hasSoundTrack(file) {
  const run = spawnSync(ffmpegBinary(), ["-hide_banner", "-nostdin", "-i", file], { encoding: "utf8", timeout: 20_000 });
  if (run.error) throw new Error(`ffmpeg could not be run on ${file}: ${run.error.message}`);
  const described = run.stderr ?? "";
  if (!/^\s*Stream #\d+:\d+\S*: Video: /m.test(described)) {
    const last = described.trim().split("\n").pop() ?? "";
    throw new Error(`ffmpeg finds no video in ${file}: ${last}`);
  }
  return AUDIO_STREAM.test(described);
}
