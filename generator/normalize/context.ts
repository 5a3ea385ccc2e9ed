/**
 * The shared context of the normalize stage (DESIGN § The generator, Normalize): every
 * transform is a function of its raw input and this context, which reports problems, resolves
 * icons and media, compiles templates and records links for the second pass.
 */
import { closeSync, openSync, readSync, realpathSync, statSync } from "node:fs";
import { extname, isAbsolute, relative, resolve } from "node:path";
import { imageSize } from "image-size";
import { MediaMissing, MediaOutsidePublic, MediaUnreadable, type MessageEntry, UnknownIcon } from "../diagnostics/catalogue.ts";
import { type Diagnostic, type Problem, diagnostic, didYouMeanSuffix, formatPath, problem } from "../diagnostics/index.ts";
import { type SpecFile, locate } from "../load/load.ts";
import type { Image, Video } from "../model/content.ts";
import { Code } from "../model/ir.ts";
import { compileTemplate, renderParts, templateToTs, type TemplatePart } from "./templates.ts";

/** An instance path into a spec file: keys and list indexes. */
export type Path = readonly (string | number)[];

/** An internal href or a route id recorded in the first pass, checked in the second (links.ts). */
export interface PendingRef {
  readonly kind: "href" | "route-id";
  readonly value: string;
  readonly file: SpecFile;
  readonly path: Path;
}

/** Options of the normalize stage: where media live and which icons exist. */
export interface NormalizeOptions {
  /** Folder that media paths point into (public/), absolute. */
  readonly publicDir: string;
  /** Names the icon library (lucide-react) exports. */
  readonly iconNames: ReadonlySet<string>;
}

/** Image types by the extensions a media path may end with (the schema's `asset` pattern). */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  ".svg": "svg", ".png": "png", ".jpg": "jpg", ".jpeg": "jpg", ".webp": "webp", ".avif": "heif", ".gif": "gif",
};

/** Names of image types in messages. */
const TYPE_NAMES: Readonly<Record<string, string>> = { svg: "SVG", png: "PNG", jpg: "JPEG", webp: "WebP", heif: "AVIF", gif: "GIF" };

/** Video containers by extension: the bytes their files start with (ftyp box of MP4 at 4). */
const VIDEO_SIGNATURES: Readonly<Record<string, { readonly at: number; readonly bytes: readonly number[]; readonly type: Video["type"]; readonly name: string }>> = {
  ".mp4": { at: 4, bytes: [0x66, 0x74, 0x79, 0x70], type: "video/mp4", name: "MP4" },
  ".webm": { at: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3], type: "video/webm", name: "WebM" },
};

/** The first `n` bytes of a file. */
function head(path: string, n: number): Buffer {
  const fd = openSync(path, "r");
  try {
    const buf = Buffer.alloc(n);
    const read = readSync(fd, buf, 0, n, 0);
    return buf.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** What was found at a media path: the file on disk, or the problem to report. */
type Found = { readonly disk: string; readonly bytes: number; readonly mtimeMs: number } | { readonly problem: Problem };

/**
 * What an image file was found to be, by its path on disk, size and modification time: a
 * long-running process (the dev server) reads each image's header once, not on every run.
 */
const imageFacts = new Map<string, { readonly bytes: number; readonly mtimeMs: number; readonly src: string; readonly result: Image | Problem }>();

/**
 * The shared context of one normalize run. Transforms call it; it never throws for problems in
 * spec/: each is collected with its file, line and column, and `diagnostics` holds them all.
 */
export class Context {
  /** Every problem reported so far, in the order found. */
  readonly diagnostics: Diagnostic[] = [];
  /** Icons used by the spec, for generated/icons.ts. */
  readonly icons = new Set<string>();
  /** Internal hrefs and route ids to check once the route table is known. */
  readonly pending: PendingRef[] = [];
  private readonly images = new Map<string, Image | Problem>();
  private readonly publicReal: string;

  constructor(private readonly opts: NormalizeOptions) {
    let real = opts.publicDir;
    try {
      real = realpathSync(opts.publicDir);
    } catch {
      // public/ missing: every media path is then reported as missing
    }
    this.publicReal = real;
  }

  /**
   * Reports a problem at `path` of `file` (at its key when `atKey`), worded by a catalogue entry.
   * Falls back to the nearest existing ancestor when the path does not exist in the file.
   */
  report<A>(file: SpecFile, path: Path, entry: MessageEntry<A>, args: A, atKey = false): void {
    const [line, col] = locate(file, path, atKey);
    this.diagnostics.push(diagnostic(entry, args, { file: file.file, line, col, path: formatPath(path), source: file.source }));
  }

  /** Reports a problem made elsewhere (a template's, a media file's). */
  place(file: SpecFile, path: Path, p: Problem): void {
    this.report(file, path, p.entry, p.args as never);
  }

  /** Checks an icon name against lucide's exports and records it; returns the name. */
  icon(file: SpecFile, path: Path, name: string): string {
    if (this.opts.iconNames.has(name)) this.icons.add(name);
    else this.report(file, path, UnknownIcon, { name, suffix: didYouMeanSuffix(name, this.opts.iconNames) });
    return name;
  }

  /**
   * Finds a media file below public/: the path must stay inside public/ (no `..`, no symlink
   * out), name a regular, non-empty file. Problems: media/outside-public, media/missing,
   * media/unreadable.
   */
  private find(src: string, kind: "image" | "video" | "file"): Found {
    const rel = src.replace(/^\/+/, "");
    const disk = resolve(this.opts.publicDir, rel);
    const inside = (root: string, p: string) => {
      const r = relative(root, p);
      return r !== "" && !r.startsWith("..") && !isAbsolute(r);
    };
    if (src.split(/[\\/]/).includes("..") || !inside(resolve(this.opts.publicDir), disk)) return { problem: problem(MediaOutsidePublic, { src }) };
    let stat;
    try {
      stat = statSync(disk);
    } catch {
      return { problem: problem(MediaMissing, { src, kind }) };
    }
    try {
      if (!inside(this.publicReal, realpathSync(disk))) return { problem: problem(MediaOutsidePublic, { src }) };
    } catch {
      // unreadable link: reported below as not a file
    }
    const what = kind === "file" ? "downloadable" : kind;
    if (!stat.isFile()) return { problem: problem(MediaUnreadable, { src, problem: "is a folder, not a file", kind: what, video: kind === "video" }) };
    if (stat.size === 0) return { problem: problem(MediaUnreadable, { src, problem: "is an empty file", kind: what, video: kind === "video" }) };
    return { disk, bytes: stat.size, mtimeMs: stat.mtimeMs };
  }

  /**
   * Resolves an image below public/ with its intrinsic size in px, read from the file (so image
   * slots never shift). The file must be an image of the type its extension claims.
   * On a problem, reports it and returns a 1×1 placeholder so later checks still run.
   */
  image(file: SpecFile, path: Path, src: string): Image {
    let found = this.images.get(src);
    if (!found) {
      found = this.readImage(src);
      this.images.set(src, found);
    }
    if ("entry" in found) {
      this.place(file, path, found);
      return { src, width: 1, height: 1 };
    }
    return found;
  }

  private readImage(src: string): Image | Problem {
    const at = this.find(src, "image");
    if ("problem" in at) return at.problem;
    const known = imageFacts.get(at.disk);
    if (known && known.bytes === at.bytes && known.mtimeMs === at.mtimeMs && known.src === src) return known.result;
    if (imageFacts.size > 5000) imageFacts.clear();
    const result = this.sizeImage(src, at);
    imageFacts.set(at.disk, { bytes: at.bytes, mtimeMs: at.mtimeMs, src, result });
    return result;
  }

  /** Reads an image's header: its type must match its extension, and it must have a size. */
  private sizeImage(src: string, at: { readonly disk: string; readonly bytes: number }): Image | Problem {
    const claimed = IMAGE_TYPES[extname(src).toLowerCase()];
    const claimedName = TYPE_NAMES[claimed] ?? "image";
    const bad = (what: string): Problem => problem(MediaUnreadable, { src, problem: what, kind: claimedName });
    let size: ReturnType<typeof imageSize>;
    try {
      size = imageSize(head(at.disk, Math.min(at.bytes, 512 * 1024)));
    } catch {
      return bad(`is not a readable ${claimedName} image`);
    }
    if (claimed && size.type !== claimed) {
      return bad(`holds ${size.type ? `${TYPE_NAMES[size.type] ?? size.type.toUpperCase()} data` : "no image"}, not the ${claimedName} image its name says`);
    }
    if (!size.width || !size.height) return bad("has no width and height (an SVG needs a viewBox or width and height)");
    return { src, width: size.width, height: size.height };
  }

  /** Resolves a video below public/; its container must match its extension (MP4 or WebM). */
  video(file: SpecFile, path: Path, src: string, poster: Image): Video {
    const ext = extname(src).toLowerCase();
    const sig = VIDEO_SIGNATURES[ext];
    const at = this.find(src, "video");
    if ("problem" in at) this.place(file, path, at.problem);
    else if (sig) {
      const bytes = head(at.disk, sig.at + sig.bytes.length);
      if (!sig.bytes.every((b, i) => bytes[sig.at + i] === b)) {
        this.report(file, path, MediaUnreadable, { src, problem: `is not a ${sig.name} video`, kind: sig.name, video: true });
      }
    }
    return { src, type: sig?.type ?? "video/mp4", poster };
  }

  /** Checks that a downloadable file exists below public/ (the report PDF). */
  download(file: SpecFile, path: Path, src: string): string {
    const at = this.find(src, "file");
    if ("problem" in at) this.place(file, path, at.problem);
    return src;
  }

  /** Compiles a `{{name}}` template allowing `allowed` names; returns its parts, or null after reporting. */
  template(file: SpecFile, path: Path, source: string, allowed: readonly string[]): readonly TemplatePart[] | null {
    const t = compileTemplate(source, allowed);
    if (!t.ok) {
      this.place(file, path, t.problem);
      return null;
    }
    return t.parts;
  }

  /** Fills a template at generation time with every value it may use. */
  render(file: SpecFile, path: Path, source: string, values: Readonly<Record<string, string>>): string {
    const parts = this.template(file, path, source, Object.keys(values));
    return parts ? renderParts(parts, values) : source;
  }

  /** Compiles a template to a runtime function: `fixed` bound now, `params` passed at run time. */
  runtimeFn(file: SpecFile, path: Path, source: string, fixed: Readonly<Record<string, string>>, params: readonly string[]): Code {
    const parts = this.template(file, path, source, [...Object.keys(fixed), ...params]);
    return Code.template(parts ? templateToTs(parts, fixed) : '(): string => ""', params);
  }

  /** Records an internal href (starting with /) for the links pass; other hrefs are left alone. */
  href(file: SpecFile, path: Path, href: string): string {
    if (href.startsWith("/")) this.pending.push({ kind: "href", value: href, file, path });
    return href;
  }

  /** Records a route id for the links pass. */
  routeId(file: SpecFile, path: Path, id: string): string {
    this.pending.push({ kind: "route-id", value: id, file, path });
    return id;
  }
}

/** The file name of a spec file without folder and extension: spec/countries/uk.yaml → uk. */
export function baseName(file: SpecFile): string {
  return file.file.replace(/^.*\//, "").replace(/\.ya?ml$/, "");
}
