/**
 * Media paths of spec/ as files of public/: a path (/media/…) must stay inside public/ (no `..`,
 * no symlink out) and name a regular, non-empty file. A missing one is answered with the files
 * whose path is near it (a misspelt name, folder or extension), for the did-you-mean of
 * media/missing.
 */
import { type Dirent, type Stats, closeSync, openSync, readSync, readdirSync, realpathSync, statSync } from "node:fs";
import { extname, isAbsolute, join, relative, resolve } from "node:path";
import { MediaMissing, MediaOutsidePublic, type MediaType, MediaUnreadable } from "../diagnostics/catalogue.ts";
import { type Problem, nearest, problem } from "../diagnostics/index.ts";
import { makesPlaceholder } from "./placeholders.ts";

/** What a media path is used as: the words of its problems differ. */
export type MediaUse = "image" | "video" | "file";

/** What was found at a media path: the file on disk (its size in bytes, its mtime in ms), or the problem to report. */
export type Found = { readonly disk: string; readonly bytes: number; readonly mtimeMs: number } | { readonly problem: Problem };

/** How many files of public/ a missing media path is compared with at most, and how many folder levels down. */
const MEDIA_CANDIDATES_MAX = 5000;
const MEDIA_CANDIDATES_DEPTH = 6;

/** What a media path's extension asks for (catalogue MediaType), for the hint of a missing file. */
export function mediaType(src: string): MediaType {
  const ext = extname(src).toLowerCase();
  if ([".jpg", ".jpeg", ".png", ".webp", ".avif"].includes(ext)) return "photo";
  if (ext === ".svg") return "svg";
  if (ext === ".gif") return "gif";
  if (ext === ".mp4" || ext === ".webm") return "video";
  if (ext === ".pdf") return "pdf";
  return "file";
}

/** The first `n` bytes of a file (fewer when it is shorter): enough to tell its type. */
export function head(path: string, n: number): Buffer {
  const fd = openSync(path, "r");
  try {
    const buf = Buffer.alloc(n);
    const read = readSync(fd, buf, 0, n, 0);
    return buf.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** The files of one public/ folder, as media paths name them. */
export class PublicFiles {
  private readonly real: string;

  /** @param dir public/, absolute; when it is missing, every media path is reported missing */
  constructor(readonly dir: string) {
    let real = dir;
    try {
      real = realpathSync(dir);
    } catch {
      // public/ missing: every media path is then reported as missing
    }
    this.real = real;
  }

  /**
   * Finds a media file below public/. Problems: media/outside-public, media/missing (with the
   * nearest existing paths), media/unreadable (a folder, an empty file).
   */
  find(src: string, use: MediaUse): Found {
    const rel = src.replace(/^\/+/, "");
    const disk = resolve(this.dir, rel);
    const inside = (root: string, p: string) => {
      const r = relative(root, p);
      return r !== "" && !r.startsWith("..") && !isAbsolute(r);
    };
    if (src.split(/[\\/]/).includes("..") || !inside(resolve(this.dir), disk)) return { problem: problem(MediaOutsidePublic, { src }) };
    let stat: Stats;
    try {
      stat = statSync(disk);
    } catch {
      return { problem: problem(MediaMissing, { src, kind: use, type: mediaType(src), near: this.nearest(src), placeholder: makesPlaceholder(src) }) };
    }
    try {
      if (!inside(this.real, realpathSync(disk))) return { problem: problem(MediaOutsidePublic, { src }) };
    } catch {
      // unreadable link: reported below as not a file
    }
    const what = use === "file" ? "downloadable" : use;
    if (!stat.isFile())
      return {
        problem: problem(MediaUnreadable, { src, problem: "is a folder, not a file", kind: what, video: use === "video", placeholder: makesPlaceholder(src) }),
      };
    if (stat.size === 0)
      return {
        problem: problem(MediaUnreadable, { src, problem: "is an empty file", kind: what, video: use === "video", placeholder: makesPlaceholder(src) }),
      };
    return { disk, bytes: stat.size, mtimeMs: stat.mtimeMs };
  }

  /**
   * The existing files of public/ whose path is near a missing media path, as the spec writes
   * them (/media/…), nearest first, at most three: a misspelt name, folder or extension. The
   * files below the deepest folder of the path that exists are compared with the path by their
   * part below that folder, with the one did-you-mean rule (../diagnostics/suggest.ts `nearest`),
   * so a long shared prefix (/media/team/portrait-) does not make every file of a folder look
   * near. [] when none is near: then the path names a new file.
   */
  private nearest(src: string): string[] {
    const segs = src
      .replace(/^\/+/, "")
      .split("/")
      .filter((s) => s !== "" && s !== "." && s !== "..");
    let depth = segs.length - 1;
    const isDir = (p: string) => {
      try {
        return statSync(p).isDirectory();
      } catch {
        return false;
      }
    };
    while (depth > 0 && !isDir(join(this.dir, ...segs.slice(0, depth)))) depth--;
    const base = segs.slice(0, depth).join("/");
    const found: string[] = [];
    const walk = (rel: string, level: number) => {
      let entries: Dirent[];
      try {
        entries = readdirSync(join(this.dir, base, rel), { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        if (found.length >= MEDIA_CANDIDATES_MAX) return;
        const child = rel === "" ? e.name : `${rel}/${e.name}`;
        if (e.isDirectory() && level < MEDIA_CANDIDATES_DEPTH) walk(child, level + 1);
        else if (e.isFile()) found.push(child);
      }
    };
    walk("", 0);
    const prefix = base === "" ? "/" : `/${base}/`;
    return nearest(segs.slice(depth).join("/"), found).map((f) => `${prefix}${f}`);
  }
}
