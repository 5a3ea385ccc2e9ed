/**
 * The shared context of the normalize stage (DESIGN § The generator, Normalize): every
 * transform is a function of its raw input and this context, which reports problems, resolves
 * icons and media, compiles templates and records links for the second pass.
 */
import { closeSync, openSync, readFileSync, readSync, readdirSync, realpathSync, statSync } from "node:fs";
import { extname, isAbsolute, join, relative, resolve } from "node:path";
import { imageSize } from "image-size";
import {
  EmptySlug,
  FileNameMismatch,
  MediaMissing,
  type MediaType,
  MediaOutsidePublic,
  MediaTooSmall,
  MediaUnreadable,
  type MessageEntry,
  MissingFileFor,
  SlugCollision,
  UnknownHref,
  UnknownIcon,
  UnknownReference,
  UnknownRouteId,
} from "../diagnostics/catalogue.ts";
import { type Diagnostic, type Fix, type Problem, diagnostic, didYouMeanSuffix, formatPath, nearest, problem } from "../diagnostics/index.ts";
import { type SpecFile, locate } from "../load/spec-file.ts";
import type { UrlHistory } from "../routes/url-history.ts";
import type { Client, Image, PhotoSource, PhotoVersion, Video } from "../model/content.ts";
import type { RawPicture } from "../model/raw/index.ts";
import { clientOf } from "./client.ts";
import { Code } from "../model/ir.ts";
import {
  type FocalPercent,
  IMAGE_SLOTS,
  type ImageSlot,
  MIDDLE,
  PHOTO_FORMATS,
  PHOTO_PATH,
  PHOTO_TYPES,
  type PhotoPixels,
  cutKey,
  focalClass,
  focalRule,
  frameSize,
  photoHash,
  photoVersionUrl,
  photoWidths,
  placeholderClass,
  placeholderRule,
  readPhotoPixels,
  rootOfPublic,
} from "../assets/photos.ts";
import { ArtBook } from "../assets/art.ts";
import { makesPlaceholder } from "../assets/placeholders.ts";
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

/** A page left out for its schedule: its time as written, and whether it is still to come (`publishAt`) or gone (`unpublishAt`). */
export interface ScheduledUrl {
  readonly time: string;
  readonly pending: boolean;
}

/** Options of the normalize stage: where media live and which icons exist. */
export interface NormalizeOptions {
  /** Folder that media paths point into (public/), absolute. */
  readonly publicDir: string;
  /** Names the icon library (lucide-react) exports. */
  readonly iconNames: ReadonlySet<string>;
  /** spec/schemas/, absolute: the house style reads which texts are headings from the schemas (kinds/style.ts); without it, a text whose key is `heading`. */
  readonly schemaDir?: string;
  /**
   * Files whose problems load or validate found already (see {@link withheldOf}); undefined on a
   * clean spec. Normalize then still runs, so that shape problems in one file do not hide
   * reference, image and link problems in the others, but it keeps quiet where it could be wrong.
   */
  /** Every URL the site has had (generated/urls.json); none when absent (./urls.ts). */
  readonly urlHistory?: UrlHistory;
  /** False to check against the history without adding this run's URLs to it (the dev server). */
  readonly recordUrls?: boolean;
  /** URLs of the pages of drafts, left out of this run (../load/drafts.ts): a link to one is reported as such. */
  readonly draftUrls?: ReadonlySet<string>;
  /** URLs of the pages the generator's clock leaves out of this run (../load/drafts.ts), with their time: a link to one is reported as such. */
  readonly scheduledUrls?: ReadonlyMap<string, ScheduledUrl>;
  /**
   * Keys of the people of spec/people.yaml this run leaves out (drafts, or not yet or no longer
   * published): a team that names one shows the others, as a list without a draft record does.
   */
  readonly leftOutPeople?: ReadonlySet<string>;
  readonly withheld?: Withheld;
}

/**
 * The files of a run that load or validate found wrong, and what they may define, so that the
 * normalize stage run beside them reports nothing false (DESIGN § The generator; docs/architecture.md
 * "Every problem at once"):
 * - nothing is reported in a withheld file (its data does not have the shape normalize reads:
 *   its schema problems are what to fix first);
 * - a reference that does not resolve (a client key, form id, route id, href, page or practice)
 *   is not reported when a withheld record may define it: its value, its slug or, for an href,
 *   its last path segment is among {@link names}, or an href matches one of their route
 *   {@link patterns}; nor is any other problem whose text names a withheld file ("create
 *   spec/services/media.yaml");
 * - when a required file (site, routes, clients, …: read by every transform) is withheld, only
 *   the checks of a value against the file it is written in, public/ or the route table are kept
 *   ({@link SELF_CONTAINED}); the others could be consequences of the broken file.
 */
export interface Withheld {
  /** Paths (spec/…) of the files load or validate reported problems in, loaded or not. */
  readonly files: ReadonlySet<string>;
  /**
   * Every short text of the records that failed (the whole file when that cannot be told) and
   * each file's base name, as written and as a slug ({@link withheldOf}).
   */
  readonly names: ReadonlySet<string>;
  /** The route patterns among {@link names} (`/case-study/rw/:slug`), as expressions a URL may match. */
  readonly patterns: readonly RegExp[];
  /** True when one of them is a file every site needs (a kind's file rule with `required`, ../kinds/index.ts). */
  readonly required: boolean;
}

/** How many files of public/ a missing media path is compared with at most, and how many folder levels down. */
const MEDIA_CANDIDATES_MAX = 5000;
const MEDIA_CANDIDATES_DEPTH = 6;

/** Codes of references that a withheld file may resolve; with its subject in args.value, href or id. */
const REFERENCE_CODES = new Set([UnknownReference.code, MissingFileFor.code, UnknownHref.code, UnknownRouteId.code]);

/**
 * Code prefixes of checks that read only the value checked, the file it is in, public/ and the
 * route table (whose gaps a withheld file explains are left out by {@link REFERENCE_CODES}):
 * the ones kept when a required file is withheld.
 */
const SELF_CONTAINED = [
  "media/",
  "template/",
  "links/",
  "forms/",
  UnknownReference.code,
  MissingFileFor.code,
  FileNameMismatch.code,
  EmptySlug.code,
  SlugCollision.code,
];

/** The longest text {@link withheldOf} keeps as a name a withheld file may define. */
export const NAME_MAX = 120;

/** A value as written and as a slug ("Tusker Lager" → "tusker-lager"), for matching names. */
export function nameForms(value: string): string[] {
  const slug = value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug && slug !== value ? [value, slug] : [value];
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

/** Video containers by extension: the bytes their files start with (ftyp box of MP4 at 4). */
const VIDEO_SIGNATURES: Readonly<
  Record<string, { readonly at: number; readonly bytes: readonly number[]; readonly type: Video["type"]; readonly name: string }>
> = {
  ".mp4": { at: 4, bytes: [0x66, 0x74, 0x79, 0x70], type: "video/mp4", name: "MP4" },
  ".webm": { at: 0, bytes: [0x1a, 0x45, 0xdf, 0xa3], type: "video/webm", name: "WebM" },
};

/** What a media path's extension asks for (catalogue MediaType), for the hint of a missing file. */
function mediaType(src: string): MediaType {
  const ext = extname(src).toLowerCase();
  if ([".jpg", ".jpeg", ".png", ".webp", ".avif"].includes(ext)) return "photo";
  if (ext === ".svg") return "svg";
  if (ext === ".gif") return "gif";
  if (ext === ".mp4" || ext === ".webm") return "video";
  if (ext === ".pdf") return "pdf";
  return "file";
}

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

/** A readable image; for a photograph, its content hash and placeholder colours too. */
interface ReadImage {
  readonly image: Image;
  readonly photo: { readonly hash: string; readonly pixels: { readonly opaque: boolean; readonly rgb: readonly number[] } } | null;
}

/**
 * What an image file was found to be, by its path on disk, size and modification time: a
 * long-running process (the dev server) reads each image's header once, not on every run.
 */
const imageFacts = new Map<string, { readonly bytes: number; readonly mtimeMs: number; readonly src: string; readonly result: ReadImage | Problem }>();

/**
 * The shared context of one normalize run. Transforms call it; it never throws for problems in
 * spec/: each is collected with its file, line and column, and `diagnostics` holds them all.
 */
export class Context {
  /** Every problem reported so far, in the order found. */
  readonly diagnostics: Diagnostic[] = [];
  /** Findings that do not stop the run ({@link warn}). */
  readonly warnings: Diagnostic[] = [];
  /** Icons used by the spec, for generated/icons.ts. */
  readonly icons = new Set<string>();
  /** Internal hrefs and route ids to check once the route table is known. */
  readonly pending: PendingRef[] = [];
  /** Pictures composed from content where the spec names no photograph (../assets/art.ts). */
  readonly art = new ArtBook();
  private readonly images = new Map<string, ReadImage | Problem>();
  /** Placeholder colours read ahead for every photograph spec/ names ({@link preparePhotos}), by file. */
  private readonly pixels = new Map<string, PhotoPixels>();
  /**
   * Photographs used so far, by src: the widths their slots need, by cut ("" for the whole
   * photograph, else its {@link cutKey}, with the frame and focal point it is cut to).
   */
  private readonly photos = new Map<
    string,
    {
      readonly hash: string;
      readonly cuts: Map<string, { readonly cut: PhotoVersion["cut"]; readonly widths: Set<number> }>;
      readonly placeholder: string | null;
      readonly rgb: readonly number[];
    }
  >();
  /** Focal points of the pictures used so far (other than the middle), by class: generated/theme.css has a rule for each. */
  private readonly focalPoints = new Map<string, FocalPercent>();
  private readonly publicReal: string;
  /** The clients catalogue by key ({@link useClients}). */
  private clients = new Map<string, Client>();

  constructor(private readonly opts: NormalizeOptions) {
    let real = opts.publicDir;
    try {
      real = realpathSync(opts.publicDir);
    } catch {
      // public/ missing: every media path is then reported as missing
    }
    this.publicReal = real;
  }

  /** spec/schemas/, absolute, when the run knows it ({@link NormalizeOptions.schemaDir}). */
  get schemaDir(): string | undefined {
    return this.opts.schemaDir;
  }

  /** Makes the clients catalogue (kinds/clients.ts) what {@link client} resolves keys against. */
  useClients(clients: readonly Client[]): void {
    this.clients = new Map(clients.map((c) => [c.key, c]));
  }

  /**
   * The client a `brand` or `client` key of `file` names (spec/clients.yaml). An unknown key is
   * reported (normalize/unknown-reference, with a did-you-mean) and answered with a stand-in
   * drawn in the brand palette, so the other checks go on.
   */
  /** True when a person's key names a record of spec/people.yaml that this run leaves out (a draft, a scheduled one). */
  personLeftOut(key: string): boolean {
    return this.opts.leftOutPeople?.has(key) ?? false;
  }

  client(file: SpecFile, path: Path, key: string): Client {
    const found = this.clients.get(key);
    if (found) return found;
    this.report(file, path, UnknownReference, {
      value: key,
      what: "a client of spec/clients.yaml",
      suffix: didYouMeanSuffix(key, this.clients.keys()),
      known: [...this.clients.keys()],
      where: "add the brand to spec/clients.yaml (key, name, colours), or use the key of one listed there",
    });
    // A stand-in with a blurb of its own: the unknown key is the one problem reported for a logo naming it.
    return clientOf({ key, name: key, blurb: key, colours: { primary: "#1f47de", secondary: "#93b5ff" } });
  }

  /**
   * Reports a problem at `path` of `file` (at its key when `atKey`), worded by a catalogue entry.
   * Falls back to the nearest existing ancestor when the path does not exist in the file.
   */
  /**
   * Records a finding that does not stop the run (the house style) at the value's position, with
   * the fix `--fix` writes; `generate(root, { strict: true })` turns the findings into errors.
   */
  warn<A>(file: SpecFile, path: Path, entry: MessageEntry<A>, args: A, fix?: Fix): void {
    if (this.opts.withheld) return;
    const [line, col] = locate(file, path);
    this.warnings.push({
      ...diagnostic(entry, args, { file: file.file, line, col, path: formatPath(path, file.data), source: file.source }),
      severity: "warning",
      ...(fix ? { fix } : {}),
    });
  }

  report<A>(file: SpecFile, path: Path, entry: MessageEntry<A>, args: A, atKey = false): void {
    if (this.opts.withheld && this.mayBeFalse(this.opts.withheld, file, entry, args)) return;
    const [line, col] = locate(file, path, atKey);
    this.diagnostics.push(diagnostic(entry, args, { file: file.file, line, col, path: formatPath(path, file.data), source: file.source }));
  }

  /**
   * True when a problem could be a consequence of a withheld file rather than a mistake of its
   * own (the rules of {@link Withheld}): it is then not reported.
   */
  private mayBeFalse<A>(w: Withheld, file: SpecFile, entry: MessageEntry<A>, args: A): boolean {
    if (w.files.has(file.file)) return true;
    if (w.required && !SELF_CONTAINED.some((c) => entry.code.startsWith(c))) return true;
    if (!REFERENCE_CODES.has(entry.code)) {
      const text = `${entry.message(args)}\n${entry.hint(args) ?? ""}`;
      return [...w.files].some((f) => text.includes(f));
    }
    const a = args as { value?: unknown; href?: unknown; id?: unknown };
    const subject = [a.value, a.href, a.id].find((v): v is string => typeof v === "string");
    if (subject === undefined) return true;
    const bare = subject.split(/[?#]/)[0];
    if (entry.code === UnknownHref.code && w.patterns.some((p) => p.test(bare))) return true;
    const candidates = [
      subject,
      bare,
      bare
        .split("/")
        .filter((s) => s !== "")
        .pop() ?? "",
    ];
    return candidates.some((c) => nameForms(c).some((n) => w.names.has(n)));
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
      return { problem: problem(MediaMissing, { src, kind, type: mediaType(src), near: this.nearestMedia(src), placeholder: makesPlaceholder(src) }) };
    }
    try {
      if (!inside(this.publicReal, realpathSync(disk))) return { problem: problem(MediaOutsidePublic, { src }) };
    } catch {
      // unreadable link: reported below as not a file
    }
    const what = kind === "file" ? "downloadable" : kind;
    if (!stat.isFile())
      return {
        problem: problem(MediaUnreadable, { src, problem: "is a folder, not a file", kind: what, video: kind === "video", placeholder: makesPlaceholder(src) }),
      };
    if (stat.size === 0)
      return {
        problem: problem(MediaUnreadable, { src, problem: "is an empty file", kind: what, video: kind === "video", placeholder: makesPlaceholder(src) }),
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
  private nearestMedia(src: string): string[] {
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
    while (depth > 0 && !isDir(join(this.opts.publicDir, ...segs.slice(0, depth)))) depth--;
    const base = segs.slice(0, depth).join("/");
    const found: string[] = [];
    const walk = (rel: string, level: number) => {
      let entries;
      try {
        entries = readdirSync(join(this.opts.publicDir, base, rel), { withFileTypes: true });
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

  /**
   * Reads ahead the placeholder colours of every photograph (PNG, JPEG, WebP) that `files` name,
   * in one go: reading them takes sharp, in a process of its own (../assets/photos.ts), which is
   * cheaper started once than once per photograph. Paths that are missing or not files are
   * left for {@link image} to report where they are used.
   */
  preparePhotos(files: readonly SpecFile[]): void {
    const disks = new Set<string>();
    const walk = (v: unknown): void => {
      if (typeof v === "string") {
        if (PHOTO_PATH.test(v)) {
          const at = this.find(v, "image");
          if ("disk" in at) disks.add(at.disk);
        }
      } else if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    for (const f of files) walk(f.data);
    if (disks.size === 0) return;
    for (const [disk, px] of readPhotoPixels(rootOfPublic(this.opts.publicDir), [...disks])) this.pixels.set(disk, px);
  }

  /**
   * Resolves an image below public/ with its intrinsic size in px, read from the file (so image
   * slots never shift). The file must be an image of the type its extension claims.
   * A photograph (PNG, JPEG, WebP) must be at least as wide as `slot` needs
   * (../assets/photos.ts IMAGE_SLOTS; media/too-small), and gets the versions the build makes of it
   * for that slot (`photo`): for a slot of one shape (`frame`), cut to that shape around
   * `focus` (the middle without one), the size then being the cut's. A focal point other than
   * the middle gets its class (`focalPoint`, a rule of generated/theme.css). On a problem,
   * reports it and returns a 1×1 placeholder so later checks still run.
   * @param focus the focal point in % (0–100, validated by the schema), when the spec names one
   */
  image(file: SpecFile, path: Path, src: string, slot: ImageSlot, focus?: FocalPercent): Image {
    let found = this.images.get(src);
    if (!found) {
      found = this.readImage(src);
      this.images.set(src, found);
    }
    const focal = focus && (focus.x !== MIDDLE.x || focus.y !== MIDDLE.y) ? this.focal(focus) : undefined;
    if ("entry" in found) {
      // A missing photograph's hint says how wide its slot needs it.
      const rule = IMAGE_SLOTS[slot];
      const fitted =
        found.entry.code === MediaMissing.code && mediaType(src) === "photo"
          ? problem(MediaMissing, { ...(found.args as { src: string; kind: "image" }), minWidth: rule.minWidth, slot: rule.what })
          : found;
      this.place(file, path, fitted);
      return { src, width: 1, height: 1 };
    }
    const { image, photo } = found;
    if (!photo) return { ...image, ...(focal && { focalPoint: focal }) };
    const rule = IMAGE_SLOTS[slot];
    // A slot of one shape shows (and gets versions of) the region of that shape around the focal point.
    const shown = rule.frame ? frameSize(image.width, image.height, rule.frame) : image;
    if (shown.width < rule.minWidth) {
      const shape = rule.frame && (rule.frame.width === rule.frame.height ? "square" : `${rule.frame.width}:${rule.frame.height} cut`);
      const cut = shape && shown.width < image.width ? { height: image.height, shape, width: shown.width } : undefined;
      this.report(file, path, MediaTooSmall, { src, width: image.width, minWidth: rule.minWidth, slot: rule.what, ...(cut && { cut }) });
    }
    const widths = photoWidths(slot, shown.width);
    let known = this.photos.get(src);
    if (!known) {
      known = { hash: photo.hash, cuts: new Map(), placeholder: photo.pixels.opaque ? placeholderClass(photo.hash) : null, rgb: photo.pixels.rgb };
      this.photos.set(src, known);
    }
    const point = focus ?? MIDDLE;
    const key = rule.frame ? cutKey(rule.frame, point) : "";
    let cut = known.cuts.get(key);
    if (!cut) {
      cut = { cut: rule.frame ? { ratio: rule.frame.width / rule.frame.height, x: point.x, y: point.y } : undefined, widths: new Set() };
      known.cuts.set(key, cut);
    }
    for (const w of widths) cut.widths.add(w);
    const srcset = (format: string) => widths.map((w) => `${photoVersionUrl(src, photo.hash, w, format, key)} ${w}w`).join(", ");
    return {
      src,
      width: shown.width,
      height: shown.height,
      photo: { avif: srcset("avif"), webp: srcset("webp"), sizes: rule.sizes, placeholder: known.placeholder },
      ...(focal && { focalPoint: focal }),
    };
  }

  /**
   * A content picture of spec/ (`#/definitions/picture`: src, alt, focal point): the image at
   * `src` for `slot` ({@link image}), with its alt text. Problems with the file are reported at
   * `src`.
   */
  picture(file: SpecFile, path: Path, raw: RawPicture, slot: ImageSlot): Image {
    return { ...this.image(file, [...path, "src"], raw.src, slot, raw.focalPoint), alt: raw.alt };
  }

  /** A focal point's class, its rule recorded for generated/theme.css. */
  private focal(focus: FocalPercent): { x: number; y: number; className: string } {
    const className = focalClass(focus);
    this.focalPoints.set(className, { x: focus.x, y: focus.y });
    return { x: focus.x, y: focus.y, className };
  }

  /** Every photograph used, with every version its slots need, by src. */
  photoSources(): PhotoSource[] {
    const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);
    return [...this.photos.entries()].sort(byKey).map(([src, p]) => ({
      src,
      versions: [...p.cuts.entries()]
        .sort(byKey)
        .flatMap(([key, { cut, widths }]) =>
          PHOTO_FORMATS.flatMap((format) =>
            [...widths]
              .sort((a, b) => a - b)
              .map((width): PhotoVersion => ({ url: photoVersionUrl(src, p.hash, width, format, key), width, format, ...(cut && { cut }) })),
          ),
        ),
    }));
  }

  /** The CSS rules of the photographs' placeholders, in src order. */
  placeholderRules(): string[] {
    return [...this.photos.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .flatMap(([, p]) => (p.placeholder ? [placeholderRule(p.placeholder, p.rgb)] : []));
  }

  /** The CSS rules of the focal points' classes, by x then y. */
  focalRules(): string[] {
    return [...this.focalPoints.values()].sort((a, b) => a.x - b.x || a.y - b.y).map(focalRule);
  }

  private readImage(src: string): ReadImage | Problem {
    const at = this.find(src, "image");
    if ("problem" in at) return at.problem;
    const known = imageFacts.get(at.disk);
    if (known && known.bytes === at.bytes && known.mtimeMs === at.mtimeMs && known.src === src) return known.result;
    if (imageFacts.size > 5000) imageFacts.clear();
    const result = this.sizeImage(src, at);
    imageFacts.set(at.disk, { bytes: at.bytes, mtimeMs: at.mtimeMs, src, result });
    return result;
  }

  /**
   * Reads an image's header: its type must match its extension, and it must have a size. A
   * photograph is hashed and its placeholder colours looked up too.
   */
  private sizeImage(src: string, at: { readonly disk: string; readonly bytes: number }): ReadImage | Problem {
    const claimed = IMAGE_TYPES[extname(src).toLowerCase()];
    const claimedName = TYPE_NAMES[claimed] ?? "image";
    const bad = (what: string): Problem => problem(MediaUnreadable, { src, problem: what, kind: claimedName, placeholder: makesPlaceholder(src) });
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
    if (!PHOTO_TYPES.has(size.type ?? "")) return { image: { src, width: size.width, height: size.height }, photo: null };
    // A camera's JPEG may be stored sideways with an EXIF orientation (5 to 8: turned a
    // quarter): the versions are made upright, so the slot takes the upright size.
    const [width, height] = (size.orientation ?? 1) >= 5 ? [size.height, size.width] : [size.width, size.height];
    let pixels = this.pixels.get(at.disk);
    if (!pixels) {
      pixels = readPhotoPixels(rootOfPublic(this.opts.publicDir), [at.disk]).get(at.disk)!;
      this.pixels.set(at.disk, pixels);
    }
    // sharp's own words (pixels.error) name libraries, not what to do: the file is damaged.
    if ("error" in pixels) return bad(`is not a readable ${claimedName} image (it is damaged or cut short)`);
    return { image: { src, width, height }, photo: { hash: photoHash(readFileSync(at.disk)), pixels } };
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
