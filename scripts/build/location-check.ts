/**
 * The build's check that no picture it publishes tells where it was taken (docs/pictures.md,
 * "Uploads"): every picture under dist/ is read by its header (sharp's metadata, nothing
 * decoded) for a GPS position in its EXIF or XMP, once per content (a picture unchanged since
 * it was found clean is not read again, and a JPEG, PNG or WebP whose bytes hold no metadata at
 * all is not handed to sharp: {@link mayCarryMetadata}). Uploads through the page editor are written
 * again without metadata, and the build's own versions carry none; this catches a photograph
 * committed straight from a phone.
 */
import { readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { folderRecord, writeAtomic } from "../../lib/cache-store.mjs";
import { filesUnder } from "../../lib/file-tree.mjs";

/** The picture files the check reads, by extension. */
const PICTURES = /\.(jpe?g|png|webp|avif|tiff?|heic|heif)$/i;

/** The EXIF tag of the GPS position's directory (GPSInfo). */
const GPS_INFO_TAG = 0x8825;

/**
 * Whether an EXIF block (as sharp returns it: "Exif\0\0" then a TIFF header) points to a GPS
 * directory from its first directory, where cameras and phones put it.
 */
export function exifHasGps(exif: Buffer): boolean {
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  if (tiff.length < 8) return false;
  const order = tiff.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return false;
  const u16 = (at: number) => (order === "II" ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === "II" ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return false;
  const entries = u16(ifd);
  for (let i = 0; i < entries && ifd + 2 + i * 12 + 2 <= tiff.length; i++) if (u16(ifd + 2 + i * 12) === GPS_INFO_TAG) return true;
  return false;
}

/**
 * The bytes one of these containers holds its metadata under, which a JPEG, PNG or WebP file
 * without metadata does not: JPEG's EXIF segment ("Exif"), WebP's chunk ("EXIF"), PNG's ("eXIf")
 * and the text of a raw profile ("exif"); an XMP packet naming a position ("GPS"), stored as
 * plain text by JPEG and WebP; and PNG's text chunks, whose XMP may be compressed. TIFF, AVIF and
 * HEIF may store theirs otherwise (a TIFF's own directory; a compressed item): always read.
 */
const METADATA_MARKS = ["Exif", "EXIF", "eXIf", "exif", "GPS", "iTXt", "zTXt", "tEXt"] as const;
const MARKED_TYPES = /\.(jpe?g|png|webp)$/i;

/**
 * Whether the picture `file` may carry EXIF or XMP, by its bytes ({@link METADATA_MARKS}): one
 * that cannot is not handed to sharp, whose loading alone is 50 ms of a content edit's build
 * (its Open Graph card, painted without metadata, is the one picture that changed).
 */
export function mayCarryMetadata(file: string, bytes: Buffer): boolean {
  return !MARKED_TYPES.test(file) || METADATA_MARKS.some((mark) => bytes.includes(mark, 0, "latin1"));
}

/** Whether an XMP packet names a GPS position (exif:GPSLatitude or GPSLongitude). */
export const xmpHasGps = (xmp: Buffer): boolean => /GPS(Latitude|Longitude)/.test(xmp.toString("utf8"));

/** What a picture found clean looked like on disk when read: its size in bytes and its modification time, ms. */
type Seen = readonly [size: number, mtimeMs: number];

/**
 * The pictures under `dir` (paths from it, sorted) that carry a GPS position.
 * A file sharp cannot read is left to the checks that read it for what it is.
 * @param record a JSON file (in the build's cache) of the pictures found clean, by absolute path,
 *   each with its size and modification time: a picture found there unchanged is not read again
 *   (the build places only the pictures whose bytes changed, so a content edit reads a few);
 *   rewritten after each check with the clean ones alone. Without it, every picture is read.
 */
export async function picturesWithLocation(dir: string, record?: string): Promise<string[]> {
  const files = filesUnder(dir)
    .filter((f) => PICTURES.test(f))
    .sort();
  const { before, kept: clean } = record ? folderRecord<Seen>(record, dir) : { before: {}, kept: {} as Record<string, Seen> };
  const found: string[] = [];
  let sharp: typeof import("sharp").default | null = null;
  for (const file of files) {
    const full = join(dir, file);
    const path = relative(dir, full).split("\\").join("/");
    const stat = statSync(full);
    const seen: Seen = [stat.size, stat.mtimeMs];
    if (before[full]?.[0] === seen[0] && before[full]?.[1] === seen[1]) {
      clean[full] = seen;
      continue;
    }
    try {
      if (!mayCarryMetadata(full, readFileSync(full))) {
        clean[full] = seen;
        continue;
      }
      sharp ??= (await import("sharp")).default;
      const meta = await sharp(full, { limitInputPixels: false }).metadata();
      if ((meta.exif && exifHasGps(meta.exif)) || (meta.xmp && xmpHasGps(meta.xmp))) found.push(path);
      else clean[full] = seen;
    } catch {
      // not a picture sharp reads
    }
  }
  if (record) writeAtomic(record, `${JSON.stringify(clean)}\n`);
  return found;
}
