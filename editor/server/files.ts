/**
 * The files the page editor may read and write (Safety): YAML files below spec/
 * (not spec/schemas/) and pictures below public/media/, never through a symbolic link or `..`.
 */
import { createHash } from "node:crypto";
import { lstatSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, join, relative, sep } from "node:path";

/** The folders (from the project root) the editor may write below, and what each may hold. */
export const WRITABLE = {
  spec: { dir: "spec", allow: /\.ya?ml$/ },
  media: { dir: "public/media", allow: /\.(jpe?g|png|webp|avif)$/i },
} as const;

/** Why a file name was refused. */
export class FileRefused extends Error {}

/**
 * The absolute path of a file name given by the browser (from the project root), checked: below
 * one of {@link WRITABLE}'s folders with a name it allows, no `..`, no absolute path, not below
 * spec/schemas/, and neither the file nor any folder on the way a symbolic link.
 * @throws FileRefused with the reason
 */
export function checkedPath(root: string, file: string, where: keyof typeof WRITABLE = "spec"): string {
  const rule = WRITABLE[where];
  if (typeof file !== "string" || file.includes("\0") || isAbsolute(file) || file.split(/[\\/]/).some((s) => s === ".." || s === "." || s === ""))
    throw new FileRefused(`not a file name: ${JSON.stringify(file)}`);
  const rel = file.split("\\").join("/");
  if (!rel.startsWith(`${rule.dir}/`) || !rule.allow.test(rel) || rel.startsWith("spec/schemas/"))
    throw new FileRefused(`${rel} is not a file the editor may change (${rule.dir}/)`);
  const full = join(root, rel);
  // Every step from the allowed folder down must be a real folder or file, not a link.
  const base = join(root, rule.dir);
  let at = base;
  for (const part of relative(base, full).split(sep)) {
    at = join(at, part);
    let isLink = false;
    try {
      isLink = lstatSync(at).isSymbolicLink();
    } catch {
      break; // not there yet: a new file (or folder) is made where it is named
    }
    if (isLink) throw new FileRefused(`${rel} goes through a symbolic link`);
  }
  if (realpathSync(root) !== root && !realpathSync(base).startsWith(realpathSync(root))) throw new FileRefused(`${rule.dir}/ is outside the project`);
  return full;
}

/** The hash the panel holds of a file's text, to tell whether it changed on disk since (sha256, hex). */
export const textHash = (text: string): string => createHash("sha256").update(text).digest("hex");

/** A file's text, or null when it does not exist. */
export function readText(full: string): string | null {
  try {
    return readFileSync(full, "utf8");
  } catch {
    return null;
  }
}

/**
 * Writes a file whole: a temporary file beside it, then renamed over it, so no reader sees half a
 * file; a write that fails (a full disk) removes the temporary file, so it leaves nothing behind.
 * @throws what the file system throws
 */
export function writeWhole(full: string, data: string | Buffer): void {
  mkdirSync(dirname(full), { recursive: true });
  const tmp = `${full}.${process.pid}.tmp`;
  try {
    writeFileSync(tmp, data);
    renameSync(tmp, full);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}
