/**
 * Pictures dropped on the panel (docs/content/editing.md, "Pictures"): checked by their first
 * bytes, then decoded and written again by sharp in their own format (docs/pictures.md,
 * "Uploads"), so what lands below public/media/ is a plain picture: upright (its EXIF
 * orientation applied), without EXIF, XMP, GPS or any byte the picture does not need (a ZIP
 * tail, say), within the pixel limit (lib/picture-limit.mjs). Whether a picture is large
 * enough for its slot is the generator's rule (`media/too-small`): the panel's check of the
 * record that refers to it reports it with the generator's own message.
 *
 * SVG is refused: a drawing is a document that can hold scripts and links, and cleaning one is
 * no job for a content upload; drawings come in through the repository, reviewed.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { dirname } from "node:path";
import { PICTURE_LIMIT, megapixels, overPixelLimit, MAX_INPUT_PIXELS } from "../../lib/picture-limit.mjs";
import { readImagesAhead } from "../../generator/assets/photos.ts";
import { MESSAGES } from "../messages.ts";
import { FileRefused, checkedPath, writeWhole } from "./files.ts";

/** Largest picture the panel takes, bytes (a photograph straight from a camera fits). */
export const MAX_UPLOAD = 25 * 1024 * 1024;

/** What sharp writes a picture again with: its own format, at a quality no one tells from the original. */
type Encode = (image: import("sharp").Sharp) => import("sharp").Sharp;

/** The picture types a content photograph may have, by their first bytes, and how each is written again. */
const SIGNATURES: readonly { readonly type: string; readonly ext: RegExp; readonly test: (b: Buffer) => boolean; readonly encode: Encode }[] = [
  { type: "JPEG", ext: /\.jpe?g$/i, test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, encode: (i) => i.jpeg({ quality: 92, mozjpeg: true }) },
  {
    type: "PNG",
    ext: /\.png$/i,
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    encode: (i) => i.png(),
  },
  {
    type: "WebP",
    ext: /\.webp$/i,
    test: (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP",
    encode: (i) => i.webp({ quality: 92 }),
  },
  {
    type: "AVIF",
    ext: /\.avif$/i,
    test: (b) => b.toString("latin1", 4, 8) === "ftyp" && /avi[fs]/.test(b.toString("latin1", 8, 12)),
    encode: (i) => i.avif({ quality: 80, effort: 2 }),
  },
];

/**
 * The picture `bytes` hold, decoded and written again by sharp with `encode` in its own format:
 * upright, without metadata (sharp keeps none unless asked), nothing after the picture's end.
 * @returns the new bytes, or why not: over the pixel limit (read from the header, nothing
 *   decoded), or not a picture sharp can decode (damaged, cut short)
 */
export async function reencode(
  bytes: Buffer,
  encode: Encode,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; tooLarge?: { width: number; height: number } }> {
  const { default: sharp } = await import("sharp");
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    const [width, height] = [meta.width ?? 0, meta.height ?? 0];
    if (overPixelLimit(width, height)) return { ok: false, tooLarge: { width, height } };
    return { ok: true, bytes: await encode(sharp(bytes, PICTURE_LIMIT).rotate()).toBuffer() };
  } catch {
    return { ok: false };
  }
}

/** A file of `dir` whose bytes are `bytes`, or null: the same picture uploaded before. */
function sameFile(dir: string, bytes: Buffer): string | null {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  for (const name of names.sort()) {
    const full = `${dir}/${name}`;
    try {
      if (statSync(full).size === bytes.length && readFileSync(full).equals(bytes)) return name;
    } catch {
      // gone meanwhile, or a folder
    }
  }
  return null;
}

/**
 * What an upload gave: the file written (from the root) and its path as the spec writes it
 * (`reused` when the same picture was there already, nothing written), or why not.
 */
export type UploadResult =
  | { readonly ok: true; readonly file: string; readonly src: string; readonly reused?: true }
  | { readonly ok: false; readonly status: number; readonly error: string };

/** A file name made safe: lowercase letters, digits and hyphens, its extension kept. */
export function safeName(name: string): string {
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? name.slice(dot).toLowerCase() : "";
  const stem = (dot > 0 ? name.slice(0, dot) : name)
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${stem || "picture"}${ext}`;
}

/**
 * Reads a picture from the request body, writes it again ({@link reencode}) and saves it as
 * public/media/<folder>/<safe name>. The same picture uploaded before into that folder (the
 * same bytes once written again) is answered with its file, nothing written; another file of
 * that name is never replaced: a number is added to the new name. A refused picture (too large
 * in bytes or pixels, not its type, damaged) writes nothing. Once written, the generator's
 * reading of it is started beside (generator/assets/photos.ts `readImagesAhead`), so the
 * panel's check of the record that names it does not wait for it.
 */
export async function saveUpload(root: string, req: IncomingMessage, name: string, folder: string): Promise<UploadResult> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_UPLOAD) return { ok: false, status: 413, error: MESSAGES.api.uploadTooLarge(MAX_UPLOAD / 1024 / 1024) };
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  const base = safeName(name);
  const sig = SIGNATURES.find((s) => s.ext.test(base));
  if (!sig) return { ok: false, status: 415, error: MESSAGES.api.uploadTypes(SIGNATURES.map((s) => s.type)) };
  if (!sig.test(bytes)) return { ok: false, status: 415, error: MESSAGES.api.uploadNotType(name, sig.type) };
  const picture = await reencode(bytes, sig.encode);
  if (!picture.ok) {
    if (!picture.tooLarge) return { ok: false, status: 422, error: MESSAGES.api.uploadDamaged(name, sig.type) };
    const { width, height } = picture.tooLarge;
    return { ok: false, status: 422, error: MESSAGES.api.uploadTooManyPixels(width, height, megapixels(width * height), megapixels(MAX_INPUT_PIXELS)) };
  }
  const dir =
    folder
      .split("/")
      .map((s) => safeName(s).replace(/\.[a-z]+$/, ""))
      .filter(Boolean)
      .join("/") || "uploads";
  try {
    let file = `public/media/${dir}/${base}`;
    const same = sameFile(dirname(checkedPath(root, file, "media")), picture.bytes);
    if (same !== null) {
      file = `public/media/${dir}/${same}`;
      return { ok: true, file, src: file.slice("public".length), reused: true };
    }
    for (let n = 2; existsSync(checkedPath(root, file, "media")); n++) file = `public/media/${dir}/${base.replace(/(\.[a-z0-9]+)$/i, `-${n}$1`)}`;
    const full = checkedPath(root, file, "media");
    writeWhole(full, picture.bytes);
    void readImagesAhead(root, [full]);
    return { ok: true, file, src: file.slice("public".length) };
  } catch (e) {
    if (e instanceof FileRefused) return { ok: false, status: 403, error: e.message };
    throw e;
  }
}
