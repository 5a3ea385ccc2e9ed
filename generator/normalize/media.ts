/**
 * The media a spec names, resolved where they are written (docs/architecture.md#the-generator, Normalize:
 * "resolve media"): images with their size in px and, for a photograph, the versions its slot
 * needs; videos whose bytes match their extension; downloadable files. A problem is reported at
 * the path, and a stand-in returned, so the other checks go on.
 */
import { ImageReader } from "../assets/image-facts.ts";
import { PhotoBook } from "../assets/photo-book.ts";
import { type FocalPercent, IMAGE_SLOTS, type ImageSlot, MIDDLE, frameSize, rootOfPublic } from "../assets/photos.ts";
import { PublicFiles, mediaType } from "../assets/public-files.ts";
import { videoProblem, videoSound, videoType } from "../assets/video-facts.ts";
import { MediaMissing, MediaTooSmall } from "../diagnostics/catalogue.ts";
import { problem } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { Image, Video } from "../../model/content.ts";
import type { RawPicture } from "../../model/raw/index.ts";
import { type Keep, RecordScope } from "./record-source.ts";
import type { Path, Reporter } from "./report.ts";

/** The media of one run below one public/ folder. */
export class Media {
  /** The photographs used and the versions each needs, for generated/photos.ts and theme.css. */
  readonly photos: PhotoBook;
  private readonly files: PublicFiles;
  private readonly images: ImageReader;

  /**
   * @param publicDir public/, absolute: the folder media paths point into
   * @param reporter where problems with media files are reported (catalogue `media/…`)
   * @param scope the record being made now, which each photograph's use is tagged with (./record-source.ts)
   */
  constructor(
    publicDir: string,
    private readonly reporter: Reporter,
    scope = new RecordScope(),
    shared?: { readonly files: PublicFiles; readonly images: ImageReader; readonly photos: PhotoBook },
  ) {
    this.files = shared?.files ?? new PublicFiles(publicDir);
    this.images = shared?.images ?? new ImageReader(this.files);
    this.photos = shared?.photos ?? new PhotoBook(scope);
  }

  /** The media of a view: the files read so far shared, the photographs' uses outside any record or by a record `keep` keeps. */
  fork(keep: Keep, reporter: Reporter, scope: RecordScope): Media {
    return new Media(this.files.dir, reporter, scope, { files: this.files, images: this.images, photos: this.photos.fork(keep, scope) });
  }

  /**
   * Reads ahead what every photograph `files` name needs read by a process of its own (their
   * placeholder colours, ../assets/image-facts.ts), in one go.
   */
  preparePhotos(files: readonly SpecFile[]): void {
    this.images.prepare(files.map((f) => f.data));
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
    const found = this.images.facts(src);
    const focal = focus && (focus.x !== MIDDLE.x || focus.y !== MIDDLE.y) ? this.photos.focal(focus) : undefined;
    const rule = IMAGE_SLOTS[slot];
    if ("entry" in found) {
      // A missing photograph's hint says how wide its slot needs it.
      const fitted =
        found.entry.code === MediaMissing.code && mediaType(src) === "photo"
          ? problem(MediaMissing, { ...(found.args as { src: string; kind: "image" }), minWidth: rule.minWidth, slot: rule.what })
          : found;
      this.reporter.place(file, path, fitted);
      return { src, width: 1, height: 1 };
    }
    const { image, photo } = found;
    if (!photo) return { ...image, ...(focal && { focalPoint: focal }) };
    // A slot of one shape shows (and gets versions of) the region of that shape around the focal point.
    const shown = rule.frame ? frameSize(image.width, image.height, rule.frame) : image;
    if (shown.width < rule.minWidth) {
      const shape = rule.frame && (rule.frame.width === rule.frame.height ? "square" : `${rule.frame.width}:${rule.frame.height} cut`);
      const cut = shape && shown.width < image.width ? { height: image.height, shape, width: shown.width } : undefined;
      this.reporter.report(file, path, MediaTooSmall, { src, width: image.width, minWidth: rule.minWidth, slot: rule.what, ...(cut && { cut }) });
    }
    return {
      src,
      width: shown.width,
      height: shown.height,
      photo: this.photos.use(src, photo, slot, shown.width, focus),
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

  /**
   * Resolves a video below public/; its container must match its extension (MP4 or WebM), and
   * ffmpeg tells whether it has a sound track (`hasAudio`: the player's mute control shows only
   * then, docs/decisions.md "The mute control"). A file ffmpeg cannot read is media/unreadable.
   */
  video(file: SpecFile, path: Path, src: string, poster: Image): Video {
    const at = this.files.find(src, "video");
    const wrong = "problem" in at ? at.problem : videoProblem(src, at.disk);
    if (wrong) this.reporter.place(file, path, wrong);
    const sound = "problem" in at || wrong ? false : videoSound(src, at, rootOfPublic(this.files.dir));
    if (typeof sound !== "boolean") this.reporter.place(file, path, sound);
    return { src, type: videoType(src), poster, hasAudio: sound === true };
  }

  /** Checks that a downloadable file exists below public/ (the report PDF); returns its path. */
  download(file: SpecFile, path: Path, src: string): string {
    const at = this.files.find(src, "file");
    if ("problem" in at) this.reporter.place(file, path, at.problem);
    return src;
  }
}
