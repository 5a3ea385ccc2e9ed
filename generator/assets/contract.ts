/**
 * The picture contract the generator emits as generated/assets.ts ("the pictures as
 * one stage"): which kinds of picture the build makes, where each is served and at what size.
 * The generator decides these (the Images it gives records point into them); the media stage
 * (media/) makes the files from generated/ alone and the runtime links them. How a picture looks
 * is none of the generator's business.
 */
import type { AssetContract } from "../../model/content.ts";
import { ART_DIR, ART_SIZES } from "./art.ts";
import { PHOTO_FORMATS, PHOTO_VERSIONS_DIR } from "./photos.ts";
import { MONOGRAM_COLOURS, WORDMARK_FILES } from "./wordmarks.ts";

/** URL folder of the Open Graph cards (dist/og/ in the build); an asset folder, like /assets. */
export const OG_CARDS_DIR = "/og";

/** Size in px of every Open Graph card: the 1.91:1 that Open Graph and X's large card show uncropped. */
export const OG_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The contract of generated/assets.ts (a constant: it changes with generator/, not with spec/). */
export function assetContract(): AssetContract {
  return {
    art: { dir: ART_DIR, sizes: ART_SIZES },
    wordmarks: { dir: WORDMARK_FILES.dir, width: WORDMARK_FILES.width, height: WORDMARK_FILES.height, monogram: MONOGRAM_COLOURS },
    photoVersions: { dir: PHOTO_VERSIONS_DIR, formats: [...PHOTO_FORMATS] },
    ogCards: { dir: OG_CARDS_DIR, ...OG_CARD_SIZE },
  };
}

/**
 * The source of `ogCardPath` as generated/assets.ts exports it: the path of a page's Open Graph
 * card below a folder (a URL path, not percent-encoded): / → {dir}/index.png,
 * /services/media → {dir}/services/media.png. Emitted as code so the runtime and media/ share it.
 */
export const OG_CARD_PATH_SOURCE = `/**
 * Path of a page's Open Graph card below \`dir\` (as a URL path, not percent-encoded):
 * / → {dir}/index.png, /services/media → {dir}/services/media.png.
 */
export function ogCardPath(dir: string, pathname: string): string {
  return \`\${dir}\${pathname === "/" ? "/index" : pathname}.png\`;
}`;
