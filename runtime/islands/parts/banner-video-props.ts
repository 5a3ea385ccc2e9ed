import type { Reel } from "../../../model/index.ts";

/**
 * What the home banner's reel shares between its build-time component (../BannerVideo.tsx) and
 * its browser module (../decor/banner-video.ts): its props and the media query of its desktop
 * version. Below both, so neither imports the other.
 */

/** Labels of the banner's buttons and the video's fallback text (spec/pages/home.yaml, spec/site.yaml). */
export interface BannerVideoLabels {
  readonly play: string;
  readonly pause: string;
  readonly mute: string;
  readonly unmute: string;
  readonly unsupported: string;
}

/** The banner video's props (serialized into the page; ../decor/banner-video.ts reads them in the browser). */
export interface BannerVideoProps {
  /** The reel from `breakpoint` px up (generated/home.ts, made by media/reel.ts). */
  readonly desktop: Reel;
  /** The reel below `breakpoint`. */
  readonly mobile: Reel;
  readonly labels: BannerVideoLabels;
  /** Id of the banner section, marked `data-playing` while the visitor plays the reel. */
  readonly bannerId: string;
  /** The banner breakpoint, px (768). */
  readonly breakpoint: number;
}

/** The `media` query of the reel's desktop version: `breakpoint` px (the banner breakpoint) and up. */
export const desktopQuery = (breakpoint: number) => `(min-width: ${breakpoint}px)`;
