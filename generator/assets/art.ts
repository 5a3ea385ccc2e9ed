/**
 * Pictures composed from content ("Covers composed from content", the
 * picture contract): where the spec names no photograph for a case study's banner or detail
 * picture, a showcase item, a project's banner or tile, a service's hero or benefit card, a
 * section page's picture or a country's hero, the generator records a slot (generated/art.ts:
 * its path, size, kind and the record it shows) and gives the entity an {@link Image} pointing
 * at it. What the picture draws is computed by media/recipes.ts from generated/ alone, and
 * media/art/ paints it as SVG at build time (dist/media/art/…) and on request in dev; the
 * runtime shows it with the same `Img` as a photograph.
 *
 * The generator decides where a picture is served, its size and what record it shows; the
 * media stage what it draws and how. A photograph named in the spec always wins: no slot is made.
 */
import type { ArtRecord, ArtSlot, Image } from "../../model/content.ts";
import { type Keep, RecordScope, Tagged } from "../normalize/record-source.ts";

/** Sizes of the composed pictures, px (SVG: they scale, but the slot's aspect ratio is theirs). */
export const ART_SIZES = {
  /** A case study's or project's banner: a full-width hero, also the cards' picture. */
  banner: { width: 1600, height: 900 },
  /** A case study's cover on a narrow card (a third of a row, a phone). */
  card: { width: 1200, height: 900 },
  /** A project's tile in the /projects masonry (taller than wide). */
  tile: { width: 900, height: 1200 },
  /** A case study's picture beside its overview, and a showcase item. */
  detail: { width: 1200, height: 900 },
  /** A service's hero beside its text, and its card. */
  service: { width: 1200, height: 900 },
  /** A country page's hero behind its heading. */
  country: { width: 1600, height: 900 },
  /** A service's benefit card picture and a section page's picture beside its text. */
  motif: { width: 1200, height: 900 },
  /** A home services panel (tall: narrow in the row, a card when stacked). */
  panel: { width: 900, height: 1200 },
  /** A country office's picture beside "Who We Are" (16:10). */
  office: { width: 1200, height: 750 },
  /** A section page's banner (the poster of its video). */
  wideMotif: { width: 1600, height: 900 },
} as const;

/** URL folder of the composed pictures (dist/media/art/ in the build). */
export const ART_DIR = "/media/art";

/** A slot without its size: where the picture is served, its kind, the record and part it shows. */
export type SlotOf = Omit<ArtSlot, "width" | "height">;

/** The slots of one normalize run, in the order made; each gives back the Image that shows it. */
export class ArtBook {
  private readonly byPath = new Map<string, ArtSlot>();
  /** Each slot as recorded, with the record being made (../normalize/record-source.ts). */
  private readonly added: Tagged<{ readonly slot: SlotOf; readonly size: { readonly width: number; readonly height: number } }>;

  /** @param scope the record being made now, which each slot is tagged with */
  constructor(scope = new RecordScope()) {
    this.added = new Tagged(scope);
  }

  /** A book of the slots of this one recorded outside any record or for a record `keep` keeps, recorded again in their order. */
  fork(keep: Keep, scope: RecordScope): ArtBook {
    const out = new ArtBook(scope);
    for (const { slot, size } of this.added.kept(keep)) out.add(slot, size);
    return out;
  }

  /**
   * Records a slot and returns the image showing it. Paths come from slugs and keys; where two
   * records share one (a mistake the transforms report as such), the first slot stands and the
   * second record shows it too.
   */
  add(slot: SlotOf, size: { readonly width: number; readonly height: number }): Image {
    this.added.add({ slot, size });
    const known = this.byPath.get(slot.path);
    if (known) return { src: known.path, width: known.width, height: known.height, art: true };
    const full: ArtSlot = { path: slot.path, width: size.width, height: size.height, kind: slot.kind, record: slot.record, part: slot.part, n: slot.n };
    this.byPath.set(slot.path, full);
    return { src: full.path, width: full.width, height: full.height, art: true };
  }

  /** Every slot, sorted by path. */
  slots(): ArtSlot[] {
    return [...this.byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
}

/** Which record a cover shows and the folder of its pictures (`<ART_DIR>/case-studies/<scope>/<slug>`, `<ART_DIR>/projects/<key>`). */
export interface CoverSubject {
  readonly base: string;
  readonly record: ArtRecord;
}

/** Records a cover of `format` for a case study or project; returns the image showing it. */
export function coverArt(book: ArtBook, s: CoverSubject, format: "banner" | "card" | "tile" | "detail"): Image {
  const file = format === "banner" ? "cover" : format;
  return book.add({ path: `${s.base}/${file}.svg`, kind: "cover", record: s.record, part: format, n: 0 }, ART_SIZES[format]);
}

/**
 * Records the picture of a case study's showcase item or a section's carousel slide (`part`),
 * the `n`th from 1, in the folder `base`; returns the image showing it.
 */
export function showcaseArt(book: ArtBook, base: string, record: ArtRecord, part: "showcase" | "slide", n: number): Image {
  return book.add({ path: `${base}/showcase-${n}.svg`, kind: "showcase", record, part, n }, ART_SIZES.detail);
}

/** Records a service's hero picture; `key` is the service's `<practice>/<key>`. Returns the image showing it. */
export function serviceArt(book: ArtBook, practice: string, slug: string, key: string): Image {
  return book.add(
    { path: `${ART_DIR}/services/${practice}/${slug}.svg`, kind: "service", record: { kind: "service", key }, part: "hero", n: 0 },
    ART_SIZES.service,
  );
}

/**
 * Records the picture of the work a service delivers (its artefact, drawn as a showcase item
 * under the agency's name); `key` is the service's `<practice>/<key>`. Returns the image showing it.
 */
export function serviceWorkArt(book: ArtBook, practice: string, slug: string, key: string): Image {
  return book.add(
    { path: `${ART_DIR}/services/${practice}/${slug}/work.svg`, kind: "showcase", record: { kind: "service", key }, part: "work", n: 0 },
    ART_SIZES.detail,
  );
}

/**
 * Records a picture without words at `path` (under {@link ART_DIR}) showing `part` of a record
 * (the `n`th item, from 1, or 0); returns the image showing it.
 */
export function motifArt(
  book: ArtBook,
  path: string,
  record: ArtRecord,
  part: ArtSlot["part"],
  n: number,
  size: { readonly width: number; readonly height: number } = ART_SIZES.motif,
): Image {
  return book.add({ path: `${ART_DIR}/${path}`, kind: "motif", record, part, n }, size);
}

/** Records the picture of a country's office (where the page names no team photograph). Returns the image showing it. */
export function officeArt(book: ArtBook, slug: string): Image {
  return book.add(
    { path: `${ART_DIR}/countries/${slug}/office.svg`, kind: "office", record: { kind: "country", key: slug }, part: "office", n: 0 },
    ART_SIZES.office,
  );
}

/** Records a country's hero picture; returns the image showing it. */
export function countryArt(book: ArtBook, slug: string): Image {
  return book.add({ path: `${ART_DIR}/countries/${slug}.svg`, kind: "country", record: { kind: "country", key: slug }, part: "hero", n: 0 }, ART_SIZES.country);
}
