/**
 * Photographs: the PNG, JPEG and WebP images below public/ (SVG artwork is served as it is).
 * For each, the generator decides the versions the build makes (AVIF and WebP at the widths of
 * the slots it fills, media/photos.ts writes them), names them by the content hash of the
 * file, checks the photograph is wide enough for every slot it fills, and works out a blurred
 * preview painted behind the image while it loads: twelve colours of the photograph as soft CSS
 * gradients on a class of generated/theme.css (no request, no data: URL, no style attribute,
 * so the strict CSP holds; about 700 bytes of CSS a photograph).
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { cacheDir, markUsed, sha256, writeAtomic } from "../../lib/cache-store.mjs";
import { MAX_INPUT_PIXELS } from "../../lib/picture-limit.mjs";

/**
 * The kinds of place an image fills. Each field of spec/ that names an image says which
 * (see the calls of `Context.image` in the transforms).
 */
export type ImageSlot = "hero" | "feature" | "card" | "portrait" | "avatar" | "logo";

/** What a slot needs of a photograph, and how wide it is shown. */
export interface SlotRule {
  /** The slot, as a message names it. */
  readonly what: string;
  /** Narrowest photograph accepted, px: about twice the widest the slot is shown (sharp screens). */
  readonly minWidth: number;
  /** Widths of the versions made, px; the photograph's own width caps them. */
  readonly widths: readonly number[];
  /** The `sizes` attribute: how wide the slot is shown, per viewport. */
  readonly sizes: string;
  /**
   * The one shape every place shows the slot in (width : height), when it has one: the versions
   * of a photograph are then cut to it around the picture's focal point (media/photos.ts), so
   * no byte of what the slot never shows is sent. Absent where the shape depends on the place
   * or the viewport (a hero, a card shown in three cuts): the versions are the whole
   * photograph, and CSS crops them around the focal point (`object-position`).
   */
  readonly frame?: { readonly width: number; readonly height: number };
}

/** Every slot's rule (the runtime's layout, in runtime/pages and runtime/sections, shows them at these widths). */
export const IMAGE_SLOTS: Readonly<Record<ImageSlot, SlotRule>> = {
  hero: { what: "a full-width hero or background image", minWidth: 1600, widths: [640, 960, 1280, 1600, 1920, 2400], sizes: "100vw" },
  feature: { what: "a large image beside text", minWidth: 1200, widths: [480, 800, 1200, 1600], sizes: "(min-width: 1024px) 50vw, 100vw" },
  card: { what: "a card or tile image", minWidth: 800, widths: [400, 600, 800, 1200], sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" },
  // A person's card shows the portrait in a square tile (runtime/parts/PersonCard.tsx), a quote its avatar in a circle.
  portrait: { what: "a portrait", minWidth: 640, widths: [320, 480, 640, 960], sizes: "(min-width: 1024px) 25vw, 50vw", frame: { width: 1, height: 1 } },
  avatar: { what: "an avatar", minWidth: 96, widths: [96, 192], sizes: "3rem", frame: { width: 1, height: 1 } },
  logo: { what: "a client logo", minWidth: 240, widths: [240, 480], sizes: "10rem" },
};

/** Image formats (as sharp names them) that are photographs. */
export const PHOTO_TYPES: ReadonlySet<string> = new Set(["png", "jpeg", "webp"]);
/** Extensions of photographs, for finding them in spec/ before normalizing. */
export const PHOTO_PATH = /^\/media\/.+\.(png|jpe?g|webp)$/;
/** URL folder of the versions in dist/ (and on the dev server). */
export const PHOTO_VERSIONS_DIR = "/media/_";
/** Formats made of every photograph, best first (the order of the <source> elements). */
export const PHOTO_FORMATS = ["avif", "webp"] as const;

/** Widths of the versions of a `width` px photograph filling `slot`, ascending. */
export function photoWidths(slot: ImageSlot, width: number): number[] {
  const ladder = IMAGE_SLOTS[slot].widths;
  const top = Math.min(width, ladder[ladder.length - 1]);
  return [...new Set([...ladder.filter((w) => w < top), top])].sort((a, b) => a - b);
}

/**
 * URL of one version: /media/x/y.jpg → /media/_/x/y.<hash>.<width>.<format>, or for a version
 * cut to a frame around a focal point /media/_/x/y.<hash>.<cut>.<width>.<format> (see
 * {@link cutKey}): a new photograph, frame or focal point is a new name, so the build's cache
 * (named by URL) cuts it afresh.
 */
export function photoVersionUrl(src: string, hash: string, width: number, format: string, cut?: string): string {
  return `${PHOTO_VERSIONS_DIR}/${src.replace(/^\/media\//, "").replace(/\.[^./]+$/, "")}.${hash}${cut ? `.${cut}` : ""}.${width}.${format}`;
}

/** A focal point in % (x from the left, y from the top, 0 to 100), as the spec writes it. */
export interface FocalPercent {
  readonly x: number;
  readonly y: number;
}

/** The middle of a picture: where every crop centres without a focal point. */
export const MIDDLE: FocalPercent = { x: 50, y: 50 };

/** The name part of a version cut to `frame` around `focus`: "1x1-40-25" (a square around 40%, 25%). */
export function cutKey(frame: { readonly width: number; readonly height: number }, focus: FocalPercent): string {
  return `${frame.width}x${frame.height}-${focus.x}-${focus.y}`;
}

/**
 * The size in px of the largest region of a `width` × `height` px photograph in the shape of
 * `frame`: what a version cut to the frame shows (media/crop.ts `cropBox` places it; the two
 * round alike, which a unit test checks).
 */
export function frameSize(width: number, height: number, frame: { readonly width: number; readonly height: number }): { width: number; height: number } {
  const ratio = frame.width / frame.height;
  return width / height > ratio
    ? { width: Math.min(width, Math.max(1, Math.round(height * ratio))), height }
    : { width, height: Math.min(height, Math.max(1, Math.round(width / ratio))) };
}

/** The class of a focal point, set on the <img> of every crop of its picture: "focal-40-25". */
export const focalClass = (focus: FocalPercent) => `focal-${focus.x}-${focus.y}`;

/**
 * The CSS rule of a focal point's class: a box with `object-fit: cover` crops the picture as
 * media/crop.ts cuts its versions, around the point (no style attribute: strict CSP).
 */
export function focalRule(focus: FocalPercent): string {
  return `.${focalClass(focus)} { object-position: ${focus.x}% ${focus.y}%; }`;
}

/** The first 10 hex digits of the SHA-256 of a file's bytes: version names change with the photograph. */
export function photoHash(bytes: Buffer): string {
  return sha256(bytes).slice(0, 10);
}

/** Colours of the placeholder grid: 4 across, 3 down. */
const GRID = { across: 4, down: 3 } as const;

/** What the placeholder is made from: the mean colour of each cell of the grid, row by row (RGB), or why the file could not be read. */
export type PhotoPixels = { readonly opaque: boolean; readonly rgb: readonly number[] } | { readonly error: string };

/**
 * What sharp read of an image file: its header (`format` as sharp names it: svg, png, jpeg, webp,
 * heif for AVIF, gif; size in px as stored; EXIF orientation 1 to 8) and, for a photograph
 * (`PHOTO_TYPES`) of at most MAX_INPUT_PIXELS (lib/picture-limit.mjs), its placeholder colours
 * (null over the limit: its pixels are never decoded); or `error` when the file holds no image
 * sharp knows.
 */
export type ImageRead =
  | { readonly format: string; readonly width: number; readonly height: number; readonly orientation: number; readonly pixels: PhotoPixels | null }
  | { readonly error: string };

/**
 * Reads image files with sharp: the header of every one, the placeholder colours of each
 * photograph within the pixel limit (its header is read without the limit, so a message can
 * give the size; its pixels with it). sharp only works asynchronously and the generator runs
 * synchronously (the dev server regenerates in place), so a short-lived node process does the
 * reading, once for every file not seen before, within {@link readTimeLimit}: results are kept
 * in memory and in the store's `images` area (lib/cache-store.mjs), keyed by the SHA-256 of the
 * file, of this reading code (the grid and the limit too) and of sharp's version
 * ({@link contentKey}). The dev server reads new pictures ahead without waiting
 * ({@link readImagesAhead}), so its own generator runs find them read.
 */
const SHARP_READER = `
const GRID = ${JSON.stringify(GRID)};
const PHOTO_TYPES = ${JSON.stringify([...PHOTO_TYPES])};
const LIMIT = { limitInputPixels: ${MAX_INPUT_PIXELS} };
const sharp = require("sharp");
const message = (e) => String((e && e.message) || e);
const chunks = [];
process.stdin.on("data", (c) => chunks.push(c));
process.stdin.on("end", async () => {
  const out = {};
  for (const { key, disk } of JSON.parse(Buffer.concat(chunks).toString())) {
    let meta;
    try {
      meta = await sharp(disk, { limitInputPixels: false }).metadata();
    } catch (e) {
      out[key] = { error: message(e) };
      continue;
    }
    const header = { format: meta.format, width: meta.width || 0, height: meta.height || 0, orientation: meta.orientation || 1 };
    if (!PHOTO_TYPES.includes(meta.format) || header.width * header.height > LIMIT.limitInputPixels) {
      out[key] = { ...header, pixels: null };
      continue;
    }
    try {
      const { isOpaque } = await sharp(disk, LIMIT).stats();
      const data = await sharp(disk, LIMIT).rotate().removeAlpha().resize(GRID.across, GRID.down, { fit: "fill" }).raw().toBuffer();
      out[key] = { ...header, pixels: { opaque: isOpaque, rgb: Array.from(data) } };
    } catch (e) {
      out[key] = { ...header, pixels: { error: message(e) } };
    }
  }
  process.stdout.write(JSON.stringify(out));
});`;

const memory = new Map<string, ImageRead>();
/** Content keys by file, size and modification time: the dev server hashes an image once, not on every save. */
const keys = new Map<string, { readonly bytes: number; readonly mtimeMs: number; readonly key: string }>();

let readerKey: string | undefined;
/** What a reading depends on besides the image: the reading code (with the grid) and sharp's version. */
function readerVersion(root: string): string {
  if (readerKey === undefined) {
    let sharp = "none";
    try {
      sharp = (JSON.parse(readFileSync(join(root, "node_modules/sharp/package.json"), "utf8")) as { version: string }).version;
    } catch {
      // no sharp: the reading fails below with its own message
    }
    readerKey = sha256(SHARP_READER, sharp);
  }
  return readerKey;
}

/**
 * The cache key of an image: the SHA-256 of its bytes and of {@link readerVersion} (a reading by
 * other code, of another grid, is no reading of this one).
 */
function contentKey(root: string, file: string): string {
  const { size, mtimeMs } = statSync(file);
  const known = keys.get(file);
  if (known && known.bytes === size && known.mtimeMs === mtimeMs) return known.key;
  const key = sha256(readerVersion(root), readFileSync(file));
  if (keys.size > 5000) keys.clear();
  keys.set(file, { bytes: size, mtimeMs, key });
  return key;
}

/** True when sharp read all it was asked: a file it could not read is tried again next time. */
const complete = (r: ImageRead) => !("error" in r) && !(r.pixels && "error" in r.pixels);

/**
 * How long the reading process may take for `files` new pictures, ms: 10 s, and 5 s more a
 * picture (a 40-megapixel one takes about 1 s on a small machine). A reading cut short reports
 * each picture it did not finish as unreadable, and is tried again on the next run.
 */
export const readTimeLimit = (files: number): number => 10_000 + 5_000 * files;

/** The files of `files` not read yet (by content), and what is known of the others, by path. */
function known(
  root: string,
  files: readonly string[],
): { keyOf: Map<string, string>; result: Map<string, ImageRead>; missing: { key: string; disk: string }[] } {
  const dir = cacheDir(root, "images");
  const keyOf = new Map(files.map((f) => [f, contentKey(root, f)]));
  const result = new Map<string, ImageRead>();
  const missing: { key: string; disk: string }[] = [];
  for (const [disk, key] of keyOf) {
    let found = memory.get(key);
    if (!found) {
      try {
        found = JSON.parse(readFileSync(join(dir, `${key}.json`), "utf8")) as ImageRead;
        markUsed(join(dir, `${key}.json`));
        memory.set(key, found);
      } catch {
        // not cached yet
      }
    }
    if (found) result.set(disk, found);
    else if (!missing.some((m) => m.key === key)) missing.push({ key, disk });
  }
  return { keyOf, result, missing };
}

/**
 * Keeps what the reading process wrote (`stdout`, its JSON) for `missing`, in memory and in the
 * store; a picture it did not answer for (cut short by the time limit) is unreadable this time.
 */
function remember(root: string, missing: readonly { key: string; disk: string }[], stdout: string, timedOut: boolean): void {
  const dir = cacheDir(root, "images");
  let read: Record<string, ImageRead> = {};
  try {
    read = JSON.parse(stdout) as Record<string, ImageRead>;
  } catch {
    // cut short: nothing whole was written
  }
  for (const { key } of missing) {
    const got = read[key] ?? { error: timedOut ? "could not be read in time" : "could not be read" };
    memory.set(key, got);
    if (complete(got)) {
      try {
        writeAtomic(join(dir, `${key}.json`), JSON.stringify(got));
      } catch {
        // a read-only node_modules: no cache, the next run reads again
      }
    }
  }
}

/** The error of a reading process that could not start or run sharp at all (a broken install). */
const readerFailed = (detail: unknown) => new Error(`generator: reading images with sharp failed (is it installed? run "npm ci"):\n${detail}`);

/**
 * What sharp reads of every file of `files` (absolute paths), by path.
 * @param root the project root: sharp is loaded from its node_modules, the cache lives there
 * @throws when sharp cannot be started at all (a broken install: a bug, not a spec problem)
 */
export function readImages(root: string, files: readonly string[]): Map<string, ImageRead> {
  const { keyOf, result, missing } = known(root, files);
  if (missing.length > 0) {
    const run = spawnSync(process.execPath, ["-e", SHARP_READER], {
      cwd: root,
      input: JSON.stringify(missing),
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      timeout: readTimeLimit(missing.length),
      killSignal: "SIGKILL",
    });
    const timedOut = (run.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT";
    if (run.status !== 0 && !timedOut) throw readerFailed(run.stderr || run.error);
    remember(root, missing, run.stdout ?? "", timedOut);
    for (const [disk, key] of keyOf) if (!result.has(disk)) result.set(disk, memory.get(key)!);
  }
  return result;
}

/**
 * Reads `files` (absolute paths) ahead, as {@link readImages} does but without blocking: the
 * reading process runs beside the caller, which waits for it only as a promise, so a server
 * keeps answering meanwhile. What it read is kept where {@link readImages} looks first, so a
 * generator run after it reads nothing itself. Resolves when done (within
 * {@link readTimeLimit}); never rejects: a picture it could not read is read again, and
 * reported, by the run that needs it.
 * @param root the project root, as for {@link readImages}
 */
export async function readImagesAhead(root: string, files: readonly string[]): Promise<void> {
  let missing: { key: string; disk: string }[];
  try {
    missing = known(root, files).missing;
  } catch {
    return; // a file gone meanwhile: the run that names it reports it
  }
  if (missing.length === 0) return;
  await new Promise<void>((done) => {
    const child = spawn(process.execPath, ["-e", SHARP_READER], {
      cwd: root,
      stdio: ["pipe", "pipe", "ignore"],
      timeout: readTimeLimit(missing.length),
      killSignal: "SIGKILL",
    });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (c: string) => (stdout += c));
    child.on("error", () => done());
    child.on("close", (code) => {
      if (code === 0) remember(root, missing, stdout, false);
      done();
    });
    child.stdin.on("error", () => {});
    child.stdin.end(JSON.stringify(missing));
  });
}

/** The class of a photograph's placeholder. */
export const placeholderClass = (hash: string) => `photo-ph-${hash}`;

/**
 * The CSS rule of a placeholder: the mean colour under twelve soft radial gradients, one at the
 * centre of each cell of the grid, each fading out over about a cell and a half, which blends
 * them like a strong blur. Colours fade to transparent black: gradients interpolate with
 * premultiplied alpha, so no grey fringe.
 */
export function placeholderRule(className: string, rgb: readonly number[]): string {
  const cells = GRID.across * GRID.down;
  const hex = (i: number) => `#${[0, 1, 2].map((c) => rgb[i * 3 + c].toString(16).padStart(2, "0")).join("")}`;
  const mean = `#${[0, 1, 2]
    .map((c) =>
      Math.round(Array.from({ length: cells }, (_, i) => rgb[i * 3 + c]).reduce((a, b) => a + b, 0) / cells)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
  const pct = (n: number) => `${Math.round(n * 10) / 10}%`;
  const rx = pct(160 / GRID.across);
  const ry = pct(160 / GRID.down);
  const spots = Array.from({ length: cells }, (_, i) => {
    const x = pct(((i % GRID.across) + 0.5) * (100 / GRID.across));
    const y = pct((Math.floor(i / GRID.across) + 0.5) * (100 / GRID.down));
    return `radial-gradient(${rx} ${ry} at ${x} ${y}, ${hex(i)}, #0000)`;
  });
  return `.${className} { background-color: ${mean}; background-image: ${spots.join(", ")}; }`;
}

/** The project root of a public/ folder. */
export const rootOfPublic = (publicDir: string) => dirname(publicDir);
