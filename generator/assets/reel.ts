/**
 * The home banner's reel (a hero reel built from the work): where its files are
 * served and at what size. The generator decides this (generated/home.ts `homePage.banner`:
 * each version's sources and poster); media/reel.ts assembles the files at build time from the
 * featured case studies' composed covers (dist/media/reel/…) and the dev server serves the
 * same files from its cache (media/dev.ts).
 */
import type { Image, Reel, VideoSource } from "../../model/content.ts";

/** URL folder of the reel's files (dist/media/reel/ in the build). */
export const REEL_DIR = "/media/reel";

/**
 * The two versions of the reel and their frame sizes, px: asks for a desktop version from the
 * banner breakpoint (768 px) up and a mobile one below, with assets of their own. 16:9 and 9:16,
 * the shapes of the screens the banner fills; 1280 px on the long side keeps a cold build of both
 * within 10 s on two cores (media/reel.ts).
 */
export const REEL_VERSIONS = {
  desktop: { width: 1280, height: 720 },
  mobile: { width: 720, height: 1280 },
} as const;

/**
 * Whether the reel has a sound track: no, media/reel.ts joins stills and writes no audio (it
 * checks each file it makes against this, with ffmpeg). So the banner shows no mute control
 * (docs/decisions.md, "The mute control").
 */
export const REEL_HAS_AUDIO = false;

/** A version of the reel by name. */
export type ReelVersionName = keyof typeof REEL_VERSIONS;

/**
 * The files of one version: MP4 (H.264) and WebM (VP9), in the order the <video> lists them
 * (WebM first: the smaller file where the browser plays it), and the poster (the title card, the
 * reel's first frame) as a JPEG with AVIF and WebP versions, as the photographs' pictures are.
 */
export function reelVersion(name: ReelVersionName): Reel {
  const { width, height } = REEL_VERSIONS[name];
  const base = `${REEL_DIR}/home-${name}`;
  const sources: VideoSource[] = [
    { src: `${base}.webm`, type: "video/webm" },
    { src: `${base}.mp4`, type: "video/mp4" },
  ];
  const poster: Image = {
    src: `${base}.jpg`,
    width,
    height,
    photo: { avif: `${base}.avif ${width}w`, webp: `${base}.webp ${width}w`, sizes: "100vw", placeholder: null },
  };
  return { width, height, sources, poster, hasAudio: REEL_HAS_AUDIO };
}
