/**
 * Pictures composed from content (issue 12, "Covers composed from content"): where the spec names
 * no photograph for a case study's banner or detail picture, a showcase item, a project's banner
 * or tile, a service's hero or benefit card, a section page's picture or a country's hero, the generator writes the recipe of a picture
 * made from the entity's own data (generated/art.ts) and gives the entity an {@link Image}
 * pointing at it. media/art/ paints each recipe as SVG at build time (dist/media/art/…) and on
 * request in dev; the runtime shows it with the same `Img` as a photograph.
 *
 * The generator decides what is drawn (the brand, the figure, the artefact, the size); the
 * painter how. A photograph named in the spec always wins: the recipe is then not made.
 */
import type { Artefact, ArtFigure, ArtRecipe, CategoryKey, Client, Image, PracticeColour } from "../model/content.ts";

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

/** A 32-bit FNV-1a hash of a text: the seed of a picture, from its path. */
export function artSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The recipes of one normalize run, in the order made; each gives back the Image that shows it. */
export class ArtBook {
  private readonly byPath = new Map<string, ArtRecipe>();

  /**
   * Records a recipe (its seed from its path) and returns the image showing it. Paths come from
   * slugs and keys; where two records share one (a mistake the transforms report as such), the
   * first recipe stands and the second record shows it too.
   */
  add<R extends Omit<ArtRecipe, "seed" | "width" | "height">>(recipe: R, size: { readonly width: number; readonly height: number }): Image {
    const known = this.byPath.get(recipe.path);
    if (known) return { src: known.path, width: known.width, height: known.height, art: true };
    const full = { ...recipe, width: size.width, height: size.height, seed: artSeed(recipe.path) } as unknown as ArtRecipe;
    this.byPath.set(recipe.path, full);
    return { src: full.path, width: full.width, height: full.height, art: true };
  }

  /** Every recipe, sorted by path. */
  recipes(): ArtRecipe[] {
    return [...this.byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  }
}

/** The cover recipe's parts a case study or project gives. */
export interface CoverSubject {
  readonly base: string;
  readonly brand: Client;
  readonly category: string;
  readonly artefact: Artefact;
  readonly figure: ArtFigure | null;
}

/** Records a cover of `format` for a subject; returns the image showing it. */
export function coverArt(book: ArtBook, s: CoverSubject, format: "banner" | "card" | "tile" | "detail"): Image {
  const file = format === "banner" ? "cover" : format;
  return book.add(
    { kind: "cover", format, path: `${s.base}/${file}.svg`, brand: s.brand, figure: s.figure, category: s.category, artefact: s.artefact },
    ART_SIZES[format],
  );
}

/** Records a showcase item's picture (the `n`th, from 1); returns the image showing it. */
export function showcaseArt(book: ArtBook, base: string, brand: Client, n: number, artefact: Artefact, title: string | null): Image {
  return book.add({ kind: "showcase", path: `${base}/showcase-${n}.svg`, brand, artefact, title }, ART_SIZES.detail);
}

/** Records a service's hero picture; returns the image showing it. */
export function serviceArt(book: ArtBook, s: { readonly category: CategoryKey; readonly categoryName: string; readonly colour: PracticeColour; readonly slug: string; readonly icon: string; readonly title: string }): Image {
  return book.add(
    { kind: "service", path: `${ART_DIR}/services/${s.category}/${s.slug}.svg`, practice: s.category, practiceName: s.categoryName, colour: s.colour, icon: s.icon, title: s.title },
    ART_SIZES.service,
  );
}

/**
 * Records a picture without words at `path` (under {@link ART_DIR}): the icon in a disc on the
 * practice's deep ground, laid out by the path's seed; returns the image showing it.
 */
export function motifArt(book: ArtBook, path: string, s: { readonly practice: CategoryKey; readonly colour: PracticeColour; readonly icon: string }, size: { readonly width: number; readonly height: number } = ART_SIZES.motif): Image {
  return book.add({ kind: "motif", path: `${ART_DIR}/${path}`, practice: s.practice, colour: s.colour, icon: s.icon }, size);
}

/**
 * Records the picture of a country's office (where the page names no team photograph); `name`
 * is the agency's name there ("BLU Kenya"). Returns the image showing it.
 */
export function officeArt(book: ArtBook, slug: string, name: string, office: { readonly city: string; readonly longitude: number; readonly latitude: number }): Image {
  return book.add({ kind: "office", path: `${ART_DIR}/countries/${slug}/office.svg`, name, city: office.city, longitude: office.longitude, latitude: office.latitude }, ART_SIZES.office);
}

/** Records a country's hero picture; returns the image showing it. */
export function countryArt(book: ArtBook, slug: string, country: string, office: { readonly city: string; readonly longitude: number; readonly latitude: number } | null): Image {
  return book.add({ kind: "country", path: `${ART_DIR}/countries/${slug}.svg`, country, office }, ART_SIZES.country);
}
