/**
 * The photographs a run uses and the versions each needs: for every use, the widths
 * its slot shows it at, cut to the slot's shape around the focal point where the slot has one
 * shape (./photos.ts). The build makes exactly these versions (generated/photos.ts, media/),
 * generated/theme.css gets each photograph's placeholder and each focal point's class.
 */
import type { FocalPoint, Photo, PhotoSource, PhotoVersion } from "../../model/content.ts";
import type { ImageFacts } from "./image-facts.ts";
import { type Keep, RecordScope, Tagged } from "../normalize/record-source.ts";
import {
  type FocalPercent,
  IMAGE_SLOTS,
  type ImageSlot,
  MIDDLE,
  PHOTO_FORMATS,
  cutKey,
  focalClass,
  focalRule,
  photoVersionUrl,
  photoWidths,
  placeholderClass,
  placeholderRule,
} from "./photos.ts";

/** One photograph used: its hash, its placeholder, and by cut ("" for the whole photograph, else its {@link cutKey}) the widths needed. */
interface UsedPhoto {
  readonly hash: string;
  readonly cuts: Map<string, { readonly cut: PhotoVersion["cut"]; readonly widths: Set<number> }>;
  readonly placeholder: string | null;
  readonly rgb: readonly number[];
}

/** Sorts [key, value] pairs by key, as the generated files list them. */
const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** The photographs and focal points of one run. */
export class PhotoBook {
  private readonly photos = new Map<string, UsedPhoto>();
  /** Focal points of the pictures used so far (other than the middle), by class. */
  private readonly focalPoints = new Map<string, FocalPercent>();
  /** Each use and focal point as recorded, with the record being made (../normalize/record-source.ts). */
  private readonly calls: Tagged<(book: PhotoBook) => void>;

  /** @param scope the record being made now, which each use is tagged with */
  constructor(scope = new RecordScope()) {
    this.calls = new Tagged(scope);
  }

  /** A book of the uses of this one made outside any record or by a record `keep` keeps, made again in their order. */
  fork(keep: Keep, scope: RecordScope): PhotoBook {
    const out = new PhotoBook(scope);
    for (const call of this.calls.kept(keep)) call(out);
    return out;
  }

  /**
   * Records a use of the photograph at `src` in `slot`, shown `shownWidth` px wide at most (its
   * width, or its cut's for a slot of one shape), around `focus` (the middle without one), and
   * returns the responsive versions that use shows.
   */
  use(src: string, photo: NonNullable<ImageFacts["photo"]>, slot: ImageSlot, shownWidth: number, focus?: FocalPercent): Photo {
    this.calls.add((book) => book.use(src, photo, slot, shownWidth, focus));
    const rule = IMAGE_SLOTS[slot];
    const widths = photoWidths(slot, shownWidth);
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
    return { avif: srcset("avif"), webp: srcset("webp"), sizes: rule.sizes, placeholder: known.placeholder };
  }

  /** A focal point's class (other than the middle's), its rule recorded for generated/theme.css. */
  focal(focus: FocalPercent): FocalPoint {
    this.calls.add((book) => book.focal(focus));
    const className = focalClass(focus);
    this.focalPoints.set(className, { x: focus.x, y: focus.y });
    return { x: focus.x, y: focus.y, className };
  }

  /** Every photograph used, with every version its uses need, by src. */
  sources(): PhotoSource[] {
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
    return [...this.photos.entries()].sort(byKey).flatMap(([, p]) => (p.placeholder ? [placeholderRule(p.placeholder, p.rgb)] : []));
  }

  /** The CSS rules of the focal points' classes, by x then y. */
  focalRules(): string[] {
    return [...this.focalPoints.values()].sort((a, b) => a.x - b.x || a.y - b.y).map(focalRule);
  }
}
