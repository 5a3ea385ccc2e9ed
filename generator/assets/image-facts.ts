/**
 * What an image file of public/ is: its type (which must be the one its extension claims), its
 * intrinsic size in px (so an image slot never shifts) and, for a photograph (PNG, JPEG, WebP),
 * its content hash and placeholder colours (./photos.ts). Read with sharp, once per
 * file and version of it in a long-running process (the dev server).
 */
import { readFileSync } from "node:fs";
import { extname } from "node:path";
import escapeStringRegexp from "escape-string-regexp";
import { overPixelLimit } from "../../lib/picture-limit.mjs";
import { MediaTooManyPixels, MediaUnreadable } from "../diagnostics/catalogue.ts";
import { type Problem, problem } from "../diagnostics/index.ts";
import { type ImageRead, PHOTO_TYPES, photoHash, readImages, rootOfPublic } from "./photos.ts";
import { makesPlaceholder } from "./placeholders.ts";
import type { PublicFiles } from "./public-files.ts";

/** A readable image: its size in px (upright); for a photograph, its content hash and placeholder colours too. */
export interface ImageFacts {
  readonly image: { readonly src: string; readonly width: number; readonly height: number };
  readonly photo: { readonly hash: string; readonly pixels: { readonly opaque: boolean; readonly rgb: readonly number[] } } | null;
}

/** Image formats (as sharp names them) by the extensions a media path may end with (the schema's `asset` pattern). */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  ".svg": "svg",
  ".png": "png",
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".webp": "webp",
  ".avif": "heif",
  ".gif": "gif",
};

/** Names of image formats in messages. */
const TYPE_NAMES: Readonly<Record<string, string>> = { svg: "SVG", png: "PNG", jpeg: "JPEG", webp: "WebP", heif: "AVIF", gif: "GIF" };

/** A media path of an image, for finding them in spec/ before normalizing. */
const IMAGE_PATH = new RegExp(`^/media/.+(${Object.keys(IMAGE_TYPES).map(escapeStringRegexp).join("|")})$`, "i");

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
  /** What sharp read, ahead ({@link prepare}) or one by one, by file on disk. */
  private readonly reads = new Map<string, ImageRead>();

  constructor(private readonly files: PublicFiles) {}

  /**
   * Reads ahead every image that `values` name (its header; a photograph's placeholder colours
   * too), in one go: reading them takes sharp, in a process of its own (./photos.ts), which is
   * cheaper started once than once per image. Paths that are missing or not files are left for
   * {@link facts} to report where they are used.
   * @param values the data of the spec files, walked for /media/ paths of images
   */
  prepare(values: readonly unknown[]): void {
    const disks = new Set<string>();
    const walk = (v: unknown): void => {
      if (typeof v === "string") {
        if (IMAGE_PATH.test(v)) {
          const at = this.files.find(v, "image");
          if ("disk" in at) disks.add(at.disk);
        }
      } else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    values.forEach(walk);
    if (disks.size === 0) return;
    for (const [disk, read] of readImages(rootOfPublic(this.files.dir), [...disks])) this.reads.set(disk, read);
  }

  /**
   * What the image at `src` is, or the problem with it: media/missing, media/outside-public,
   * media/unreadable (not the type its extension claims, damaged, without a size),
   * media/too-many-pixels (over lib/picture-limit.mjs's limit: never decoded).
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
   * Reads an image with sharp (./photos.ts): its type must match its extension, and it must have
   * a size. A photograph is hashed and its placeholder colours looked up too.
   */
  private size(src: string, at: { readonly disk: string }): ImageFacts | Problem {
    const claimed = IMAGE_TYPES[extname(src).toLowerCase()];
    const claimedName = TYPE_NAMES[claimed] ?? "image";
    const bad = (what: string): Problem => problem(MediaUnreadable, { src, problem: what, kind: claimedName, placeholder: makesPlaceholder(src) });
    let read = this.reads.get(at.disk);
    if (!read) {
      read = readImages(rootOfPublic(this.files.dir), [at.disk]).get(at.disk)!;
      this.reads.set(at.disk, read);
    }
    if ("error" in read) return bad(`is not a readable ${claimedName} image`);
    if (claimed && read.format !== claimed) {
      return bad(`holds ${TYPE_NAMES[read.format] ?? read.format.toUpperCase()} data, not the ${claimedName} image its name says`);
    }
    if (!read.width || !read.height) return bad("has no width and height (an SVG needs a viewBox or width and height)");
    // A drawing is served as it is, never decoded here; any other picture is decoded by the build.
    if (read.format !== "svg" && overPixelLimit(read.width, read.height)) return problem(MediaTooManyPixels, { src, width: read.width, height: read.height });
    if (!PHOTO_TYPES.has(read.format) || !read.pixels) return { image: { src, width: read.width, height: read.height }, photo: null };
    // A camera's JPEG may be stored sideways with an EXIF orientation (5 to 8: turned a
    // quarter): the versions are made upright, so the slot takes the upright size.
    const [width, height] = read.orientation >= 5 ? [read.height, read.width] : [read.width, read.height];
    const { pixels } = read;
    // sharp's own words (pixels.error) name libraries, not what to do: the file is damaged.
    if ("error" in pixels) return bad(`is not a readable ${claimedName} image (it is damaged or cut short)`);
    return { image: { src, width, height }, photo: { hash: photoHash(readFileSync(at.disk)), pixels } };
  }
}
