/**
 * What an image file of public/ is: its type (which must be the one its extension claims), its
 * intrinsic size in px (so an image slot never shifts) and, for a photograph (PNG, JPEG, WebP),
 * its content hash and placeholder colours (./photos.ts). Read from the file's header, once per
 * file and version of it in a long-running process (the dev server).
 */
import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { imageSize } from "image-size";
import { MediaUnreadable } from "../diagnostics/catalogue.ts";
import { type Problem, problem } from "../diagnostics/index.ts";
import { PHOTO_PATH, PHOTO_TYPES, type PhotoPixels, photoHash, readPhotoPixels, rootOfPublic } from "./photos.ts";
import { makesPlaceholder } from "./placeholders.ts";
import { type PublicFiles, head } from "./public-files.ts";

/** A readable image: its size in px (upright); for a photograph, its content hash and placeholder colours too. */
export interface ImageFacts {
  readonly image: { readonly src: string; readonly width: number; readonly height: number };
  readonly photo: { readonly hash: string; readonly pixels: { readonly opaque: boolean; readonly rgb: readonly number[] } } | null;
}

/** Image types by the extensions a media path may end with (the schema's `asset` pattern). */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  ".svg": "svg",
  ".png": "png",
  ".jpg": "jpg",
  ".jpeg": "jpg",
  ".webp": "webp",
  ".avif": "heif",
  ".gif": "gif",
};

/** Names of image types in messages. */
const TYPE_NAMES: Readonly<Record<string, string>> = { svg: "SVG", png: "PNG", jpg: "JPEG", webp: "WebP", heif: "AVIF", gif: "GIF" };

/** Bytes of an image's start that image-size reads its header from. */
const HEADER_BYTES = 512 * 1024;

/** Files whose facts {@link imageFacts} keeps at most before it starts again. */
const FACTS_MAX = 5000;

/**
 * What an image file was found to be, by its path on disk, size and modification time: a
 * long-running process (the dev server) reads each image's header once, not on every run.
 */
const imageFacts = new Map<string, { readonly bytes: number; readonly mtimeMs: number; readonly src: string; readonly result: ImageFacts | Problem }>();

/** Reads the images of one run below one public/ folder, each once. */
export class ImageReader {
  private readonly read = new Map<string, ImageFacts | Problem>();
  /** Placeholder colours read ahead ({@link prepare}) or one by one, by file on disk. */
  private readonly pixels = new Map<string, PhotoPixels>();

  constructor(private readonly files: PublicFiles) {}

  /**
   * Reads ahead the placeholder colours of every photograph (PNG, JPEG, WebP) that `values`
   * name, in one go: reading them takes sharp, in a process of its own (./photos.ts), which is
   * cheaper started once than once per photograph. Paths that are missing or not files are
   * left for {@link facts} to report where they are used.
   * @param values the data of the spec files, walked for /media/ paths of photographs
   */
  prepare(values: readonly unknown[]): void {
    const disks = new Set<string>();
    const walk = (v: unknown): void => {
      if (typeof v === "string") {
        if (PHOTO_PATH.test(v)) {
          const at = this.files.find(v, "image");
          if ("disk" in at) disks.add(at.disk);
        }
      } else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    values.forEach(walk);
    if (disks.size === 0) return;
    for (const [disk, px] of readPhotoPixels(rootOfPublic(this.files.dir), [...disks])) this.pixels.set(disk, px);
  }

  /**
   * What the image at `src` is, or the problem with it: media/missing, media/outside-public,
   * media/unreadable (not the type its extension claims, damaged, without a size).
   */
  facts(src: string): ImageFacts | Problem {
    let found = this.read.get(src);
    if (!found) {
      found = this.cached(src);
      this.read.set(src, found);
    }
    return found;
  }

  private cached(src: string): ImageFacts | Problem {
    const at = this.files.find(src, "image");
    if ("problem" in at) return at.problem;
    const known = imageFacts.get(at.disk);
    if (known && known.bytes === at.bytes && known.mtimeMs === at.mtimeMs && known.src === src) return known.result;
    if (imageFacts.size > FACTS_MAX) imageFacts.clear();
    const result = this.size(src, at);
    imageFacts.set(at.disk, { bytes: at.bytes, mtimeMs: at.mtimeMs, src, result });
    return result;
  }

  /**
   * Reads an image's header: its type must match its extension, and it must have a size. A
   * photograph is hashed and its placeholder colours looked up too.
   */
  private size(src: string, at: { readonly disk: string; readonly bytes: number }): ImageFacts | Problem {
    const claimed = IMAGE_TYPES[extname(src).toLowerCase()];
    const claimedName = TYPE_NAMES[claimed] ?? "image";
    const bad = (what: string): Problem => problem(MediaUnreadable, { src, problem: what, kind: claimedName, placeholder: makesPlaceholder(src) });
    let size: ReturnType<typeof imageSize>;
    try {
      size = imageSize(head(at.disk, Math.min(at.bytes, HEADER_BYTES)));
    } catch {
      return bad(`is not a readable ${claimedName} image`);
    }
    if (claimed && size.type !== claimed) {
      return bad(`holds ${size.type ? `${TYPE_NAMES[size.type] ?? size.type.toUpperCase()} data` : "no image"}, not the ${claimedName} image its name says`);
    }
    if (!size.width || !size.height) return bad("has no width and height (an SVG needs a viewBox or width and height)");
    if (!PHOTO_TYPES.has(size.type ?? "")) return { image: { src, width: size.width, height: size.height }, photo: null };
    // A camera's JPEG may be stored sideways with an EXIF orientation (5 to 8: turned a
    // quarter): the versions are made upright, so the slot takes the upright size.
    const [width, height] = (size.orientation ?? 1) >= 5 ? [size.height, size.width] : [size.width, size.height];
    let pixels = this.pixels.get(at.disk);
    if (!pixels) {
      pixels = readPhotoPixels(rootOfPublic(this.files.dir), [at.disk]).get(at.disk)!;
      this.pixels.set(at.disk, pixels);
    }
    // sharp's own words (pixels.error) name libraries, not what to do: the file is damaged.
    if ("error" in pixels) return bad(`is not a readable ${claimedName} image (it is damaged or cut short)`);
    return { image: { src, width, height }, photo: { hash: photoHash(readFileSync(at.disk)), pixels } };
  }
}
