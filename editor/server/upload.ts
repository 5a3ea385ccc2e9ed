/**
 * Pictures dropped on the panel (issue 29, "Pictures"): written below public/media/ under the
 * name given, after their type is checked by their first bytes. Whether a picture is large
 * enough for its slot is the generator's rule (`media/too-small`): the panel's check of the
 * record that refers to it reports it with the generator's own message.
 */
import { existsSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { MESSAGES } from "../messages.ts";
import { FileRefused, checkedPath, writeWhole } from "./files.ts";

/** Largest picture the panel takes, bytes (a photograph straight from a camera fits). */
export const MAX_UPLOAD = 25 * 1024 * 1024;

/** The picture types a content photograph may have, by their first bytes. */
const SIGNATURES: readonly { readonly type: string; readonly ext: RegExp; readonly test: (b: Buffer) => boolean }[] = [
  { type: "JPEG", ext: /\.jpe?g$/i, test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "PNG", ext: /\.png$/i, test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: "WebP", ext: /\.webp$/i, test: (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP" },
  { type: "AVIF", ext: /\.avif$/i, test: (b) => b.toString("latin1", 4, 8) === "ftyp" && /avi[fs]/.test(b.toString("latin1", 8, 12)) },
];

/** What an upload gave: the file written (from the root) and its path as the spec writes it, or why not. */
export type UploadResult =
  | { readonly ok: true; readonly file: string; readonly src: string }
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
 * Reads a picture from the request body and writes it to public/media/<folder>/<safe name>. An
 * existing file of that name is never replaced: a number is added to the new name.
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
  const dir =
    folder
      .split("/")
      .map((s) => safeName(s).replace(/\.[a-z]+$/, ""))
      .filter(Boolean)
      .join("/") || "uploads";
  try {
    let file = `public/media/${dir}/${base}`;
    for (let n = 2; existsSync(checkedPath(root, file, "media")); n++) file = `public/media/${dir}/${base.replace(/(\.[a-z0-9]+)$/i, `-${n}$1`)}`;
    writeWhole(checkedPath(root, file, "media"), bytes);
    return { ok: true, file, src: file.slice("public".length) };
  } catch (e) {
    if (e instanceof FileRefused) return { ok: false, status: 403, error: e.message };
    throw e;
  }
}
