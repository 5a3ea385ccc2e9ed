// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { AssetContract } from "../model/index.ts";
/** Where each kind of picture the build makes is served (URL folders; dist/<folder> in the build) and its size in px: the contract between the generator, the runtime and media/. */
export const assets: AssetContract = {
  art: {
    dir: "/media/art",
    sizes: {
      banner: {
        width: 1600,
        height: 900,
      },
      card: {
        width: 1200,
        height: 900,
      },
      tile: {
        width: 900,
        height: 1200,
      },
      detail: {
        width: 1200,
        height: 900,
      },
      service: {
        width: 1200,
        height: 900,
      },
      country: {
        width: 1600,
        height: 900,
      },
      motif: {
        width: 1200,
        height: 900,
      },
      panel: {
        width: 900,
        height: 1200,
      },
      office: {
        width: 1200,
        height: 750,
      },
      wideMotif: {
        width: 1600,
        height: 900,
      },
    },
  },
  wordmarks: {
    dir: "/media/art/logos",
    width: 240,
    height: 96,
    monogram: {
      background: "#0a1640",
      text: "#ffffff",
    },
  },
  photoVersions: {
    dir: "/media/_",
    formats: ["avif", "webp"],
  },
  ogCards: {
    dir: "/og",
    width: 1200,
    height: 630,
  },
};
/**
 * Path of a page's Open Graph card below `dir` (as a URL path, not percent-encoded):
 * / → {dir}/index.png, /services/media → {dir}/services/media.png.
 */
export function ogCardPath(dir: string, pathname: string): string {
  return `${dir}${pathname === "/" ? "/index" : pathname}.png`;
}
