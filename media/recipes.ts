/**
 * The recipes of the pictures composed from content ("Covers composed from content";
 * the pictures as one stage; docs/pictures.md): what each slot of generated/art.ts draws (brand,
 * headline figure, artefact, icon, practice colours, seed), computed from generated/ alone.
 * The generator decides where a picture is served, its size and which record (and which part
 * of it) it shows; this module what it draws, and media/art/ how.
 *
 * Callers pass the generated records ({@link RecipeContent}): the build (scripts/build/prerender.ts)
 * from its imports, the dev middleware (./dev.ts) from modules it loads per request.
 */
import { roleOf, wordFloor } from "./art/legibility.ts";
import type {
  Artefact,
  ArtFigure,
  ArtSlot,
  CaseStudy,
  Category,
  CategoryKey,
  Client,
  CountryPage,
  OfficePlace,
  PracticeColour,
  Project,
  Service,
  ServiceSection,
  ShowcaseCopy,
  ShowcaseFormat,
} from "../model/index.ts";

/** What every composed picture has: where it is served and its size in px. */
interface ArtBase {
  /** URL of the SVG file, /media/art/….svg (dist/media/art/… in the build). */
  readonly path: string;
  readonly width: number;
  readonly height: number;
  /** A number from the picture's path ({@link artSeed}), choosing among layouts so that no two pictures are alike. */
  readonly seed: number;
  /**
   * The smallest font size a word may be set at, px of the picture's own width: the picture's
   * role shown at its narrowest keeps every word at least 12 CSS px tall (./art/legibility.ts);
   * `Infinity` where the role draws no words.
   */
  readonly wordFloor: number;
}

/**
 * The recipe of one picture composed from content: what media/art/ paints. `cover` is a case
 * study's or project's banner (`format: "banner"`), card, project tile (`"tile"`) or case study
 * detail picture (`"detail"`); `showcase` a showcase item, a section's carousel slide or the work a service delivers;
 * `service` a service's hero; `office` a country office; `motif` a picture without words;
 * `country` a country page's hero.
 */
export type ArtRecipe =
  | (ArtBase & {
      readonly kind: "cover";
      readonly format: "banner" | "card" | "tile" | "detail";
      readonly brand: Client;
      readonly figure: ArtFigure | null;
      readonly category: string;
      readonly artefact: Artefact;
    })
  /**
   * A showcase item: its execution (format and copy, composed in its setting) or, in the old
   * shape and for a section's carousel slide, an artefact drawn as a product shot.
   */
  | (ArtBase & {
      readonly kind: "showcase";
      readonly brand: Client;
      readonly title: string | null;
      readonly artefact: Artefact | null;
      readonly execution: Execution | null;
    })
  | (ArtBase & {
      readonly kind: "service";
      readonly practice: CategoryKey;
      readonly practiceName: string;
      readonly colour: PracticeColour;
      readonly icon: string;
      readonly title: string;
    })
  /** A country office's picture: its city large on a map of rings around the office, the coordinates, the agency's name for the country. */
  | (ArtBase & { readonly kind: "office"; readonly name: string; readonly city: string; readonly longitude: number; readonly latitude: number })
  /** A picture without words: an icon in a disc and rings on the practice's deep ground (benefit cards, section pages, home panels). */
  | (ArtBase & { readonly kind: "motif"; readonly practice: CategoryKey; readonly colour: PracticeColour; readonly icon: string })
  | (ArtBase & {
      readonly kind: "country";
      readonly country: string;
      /** The office marked on the outline, with its coordinates in degrees; null marks none. */
      readonly office: OfficePlace | null;
    });

/**
 * What a showcase execution composes: its format and copy (spec `showcase`), which of the
 * format's layouts it takes (`variant`: how many items of the same study before it have the
 * same format, so two of one format on a page never share a layout), and the box of the picture
 * every word keeps inside (`safe`, px), so the crop of its mosaic tile keeps them (the
 * items 6 to 8 are cut to wide, square and tall tiles).
 */
export interface Execution {
  readonly format: ShowcaseFormat;
  readonly copy: ShowcaseCopy;
  readonly variant: number;
  readonly safe: { readonly x: number; readonly y: number; readonly w: number; readonly h: number };
}

/**
 * The box every word of the `n`th showcase item (from 1) keeps inside, in a picture `width` ×
 * `height` px, as shares of each side: what the crop of its mosaic tile keeps, less the foot
 * its caption covers (runtime/parts/Mosaic.tsx lays the caption over the picture's foot, about
 * 45 px deep). The lead is cut to 16:9 (an eighth off the top and foot) and shown 188 px tall at
 * 375 px, so its caption covers a quarter of it; the row tiles (2 to 4), item 5 and the grid
 * (9 on) show it whole or at 16:9; items 6 and 7 sit in the mixed block's pair (about 2.3:1 and
 * 1:1) and item 8 in its tall right-hand tile (about 0.55 as wide as tall at 1440 px), which keep
 * only the middle. Measured on the launch site at 375 to 1440 px.
 */
export function safeBox(n: number, width: number, height: number): Execution["safe"] {
  const [left, top, bottom] = n === 1 ? [0.06, 0.14, 0.7] : n === 8 ? [0.29, 0.12, 0.74] : n === 6 || n === 7 ? [0.22, 0.22, 0.66] : [0.07, 0.13, 0.74];
  return { x: Math.round(width * left), y: Math.round(height * top), w: Math.round(width * (1 - 2 * left)), h: Math.round(height * (bottom - top)) };
}

/**
 * The artefact nearest each execution format: what a study's detail picture passes over when
 * its Showcase already shows that kind of work ({@link detailArtefact}).
 */
export const FORMAT_ARTEFACT: Readonly<Record<ShowcaseFormat, Artefact>> = {
  billboard: "billboard",
  poster: "signage",
  "tv-frame": "tv",
  "social-post": "social-post",
  "short-video": "reel",
  "radio-script": "radio",
  "press-ad": "press",
  pack: "pack",
  ussd: "chat",
  "app-screens": "chat",
  "web-page": "website",
  "event-stage": "stage",
};

/** The records of generated/ the recipes are computed from (each as its generated module exports it). */
export interface RecipeContent {
  /** generated/case-studies.ts `caseStudies`. */
  readonly caseStudies: readonly CaseStudy[];
  /** generated/projects.ts `projects`. */
  readonly projects: readonly Project[];
  /** generated/services.ts `services`, in spec order. */
  readonly services: readonly Service[];
  /** generated/services.ts `categories`. */
  readonly categories: readonly Category[];
  /** generated/sections.ts `serviceSections`. */
  readonly sections: readonly ServiceSection[];
  /** generated/countries.ts `countryPages`. */
  readonly countries: readonly CountryPage[];
  /** The agency's name (generated/site.ts `site.brand.name`): an office picture reads "<brand> <country>". */
  readonly brand: string;
}

/** The icon a practice's pictures without words fall back on when neither it nor its services name one (lucide name). */
export const PRACTICE_ICON = "Sparkles";

/** The artefact a carousel slide without photograph is drawn as when the spec names none (the generator reports it). */
const SLIDE_ARTEFACT: Artefact = "identity";

/** `Omit` applied to each member of a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A 32-bit FNV-1a hash of a text: the seed of a picture, from its path. */
export function artSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The `i`th of a list, wrapping around; undefined for an empty list. */
function nth<T>(list: readonly T[], i: number): T | undefined {
  return list.length === 0 ? undefined : list[i % list.length];
}

/** Finds the record a slot shows, or throws naming the slot (generated/ is one run's output, so a miss is a generator bug). */
function find<T>(list: readonly T[], slot: ArtSlot, match: (x: T) => boolean): T {
  const found = list.find(match);
  if (found === undefined) throw new Error(`media/recipes.ts: ${slot.path} shows ${slot.record.kind} ${slot.record.key}, which generated/ does not have`);
  return found;
}

/**
 * The campaign's other touchpoint each artefact pairs with: what a case study's detail picture
 * draws, so the page never shows its cover's artefact twice (each picture once).
 */
const COMPANION: Readonly<Record<Artefact, Artefact>> = {
  billboard: "social-post",
  signage: "stage",
  "social-post": "reel",
  "carousel-ad": "social-post",
  reel: "social-post",
  video: "billboard",
  chat: "lead-form",
  "lead-form": "dashboard",
  dashboard: "website",
  website: "email",
  email: "website",
  stage: "signage",
  radio: "billboard",
  tv: "billboard",
  press: "document",
  document: "press",
  pack: "billboard",
  map: "dashboard",
  identity: "signage",
};

/**
 * The artefact of a study's detail picture: the companion of its cover's artefact, passing along
 * the chain of companions over those its Showcase already draws; when the chain comes back round
 * without one, the first companion (never the cover's own artefact: no artefact is its own).
 */
export function detailArtefact(cover: Artefact, showcased: readonly Artefact[]): Artefact {
  const seen = new Set<Artefact>([cover]);
  for (let pick = COMPANION[cover]; !seen.has(pick); pick = COMPANION[pick]) {
    if (!showcased.includes(pick)) return pick;
    seen.add(pick);
  }
  return COMPANION[cover];
}

/** Throws for a part a slot's record kind has no picture of. */
function unknownPart(slot: ArtSlot): never {
  throw new Error(`media/recipes.ts: ${slot.path}: a ${slot.kind} picture of a ${slot.record.kind} has no part "${slot.part}"`);
}

/**
 * The recipe of one slot of generated/art.ts: what it draws, from the record it shows.
 * @throws Error when the record is not in `content` or the slot's kind and part do not fit it
 */
export function recipeOf(slot: ArtSlot, content: RecipeContent): ArtRecipe {
  return { ...drawnOf(slot, content), wordFloor: wordFloor(roleOf(slot), slot.width) } as ArtRecipe;
}

/** What a slot's picture draws (every field of its recipe but the word floor). */
function drawnOf(slot: ArtSlot, content: RecipeContent): DistributiveOmit<ArtRecipe, "wordFloor"> {
  const { path, width, height, record } = slot;
  const seed = artSeed(path);
  const practiceOf = (key: string) => find(content.categories, slot, (c) => c.key === key);
  switch (slot.kind) {
    case "cover": {
      if (slot.part !== "banner" && slot.part !== "card" && slot.part !== "tile" && slot.part !== "detail") return unknownPart(slot);
      const r: CaseStudy | Project =
        record.kind === "case-study"
          ? find(content.caseStudies, slot, (cs) => `${cs.scope}/${cs.key}` === record.key)
          : find(content.projects, slot, (p) => record.kind === "project" && p.key === record.key);
      // A study's detail picture draws another touchpoint of the campaign than its cover does.
      const artefact =
        slot.part === "detail" && "showcase" in r
          ? detailArtefact(
              r.artefact,
              r.showcase.map((x) => (x.format ? FORMAT_ARTEFACT[x.format] : (x.artefact ?? r.artefact))),
            )
          : r.artefact;
      // The detail picture (a study's Overview tab, below the banner and the figures) draws no
      // figure: the page shows each figure once, the headline one in the banner.
      const figure = slot.part === "detail" ? null : (r.figures[0] ?? null);
      return { kind: "cover", format: slot.part, path, brand: r.brand, figure, category: r.category, artefact, width, height, seed };
    }
    case "showcase": {
      if (record.kind === "case-study") {
        const cs = find(content.caseStudies, slot, (x) => `${x.scope}/${x.key}` === record.key);
        const item = cs.showcase[slot.n - 1] ?? unknownPart(slot);
        const execution: Execution | null =
          item.format && item.copy
            ? {
                format: item.format,
                copy: item.copy,
                variant: cs.showcase.slice(0, slot.n - 1).filter((x) => x.format === item.format).length,
                safe: safeBox(slot.n, width, height),
              }
            : null;
        return {
          kind: "showcase",
          path,
          brand: cs.brand,
          artefact: execution ? null : (item.artefact ?? cs.artefact),
          execution,
          title: item.title,
          width,
          height,
          seed,
        };
      }
      if (record.kind === "service") {
        // The work a service delivers, under the agency's name in its practice's colours.
        const s = find(content.services, slot, (x) => `${x.category}/${x.key}` === record.key);
        const work = s.work ?? unknownPart(slot);
        return { kind: "showcase", path, brand: work.house, artefact: work.artefact, execution: null, title: null, width, height, seed };
      }
      const section = find(content.sections, slot, (s) => record.kind === "section" && s.key === record.key);
      const slide = (section.visual.kind === "carousel" ? section.visual.slides[slot.n - 1] : undefined) ?? unknownPart(slot);
      // The agency's own work, in the practice's colours under the agency's name (the section's house client).
      return { kind: "showcase", path, brand: section.house, artefact: slide.artefact ?? SLIDE_ARTEFACT, execution: null, title: null, width, height, seed };
    }
    case "service": {
      const s = find(content.services, slot, (x) => record.kind === "service" && `${x.category}/${x.key}` === record.key);
      const practice = practiceOf(s.category);
      return {
        kind: "service",
        path,
        practice: practice.key,
        practiceName: practice.name,
        colour: practice.colour,
        icon: s.icon ?? s.defaultIcon,
        title: s.title,
        width,
        height,
        seed,
      };
    }
    case "motif": {
      const motif = (practice: Category, icon: string): DistributiveOmit<ArtRecipe, "wordFloor"> => ({
        kind: "motif",
        path,
        practice: practice.key,
        colour: practice.colour,
        icon,
        width,
        height,
        seed,
      });
      if (record.kind === "service") {
        const s = find(content.services, slot, (x) => `${x.category}/${x.key}` === record.key);
        // A service's card draws its icon; its nth benefit card that card's icon.
        const icon =
          slot.part === "card" ? (s.icon ?? s.defaultIcon) : slot.part === "benefit" ? (s.benefits[slot.n - 1] ?? unknownPart(slot)).icon : unknownPart(slot);
        return motif(practiceOf(s.category), icon);
      }
      if (record.kind === "section") {
        const section = find(content.sections, slot, (x) => x.key === record.key);
        // The image draws the section's first icon, the banner its second (so the two differ).
        const at = slot.part === "image" ? 0 : slot.part === "banner" ? 1 : unknownPart(slot);
        return motif(practiceOf(section.key), nth(section.icons, at) ?? PRACTICE_ICON);
      }
      if (record.kind === "practice" && slot.part === "panel") {
        // A home services panel: the practice's first service's icon, else its first benefit card's, else the practice's.
        const practice = practiceOf(record.key);
        const first = content.services.find((s) => s.category === practice.key);
        return motif(practice, first?.icon ?? first?.benefits[0]?.icon ?? practice.icon ?? PRACTICE_ICON);
      }
      return unknownPart(slot);
    }
    case "office": {
      const country = find(content.countries, slot, (c) => record.kind === "country" && c.slug === record.key);
      const office = country.office ?? unknownPart(slot);
      return {
        kind: "office",
        path,
        name: `${content.brand} ${country.name}`,
        city: office.city,
        longitude: office.longitude,
        latitude: office.latitude,
        width,
        height,
        seed,
      };
    }
    case "country": {
      const country = find(content.countries, slot, (c) => record.kind === "country" && c.slug === record.key);
      return { kind: "country", path, country: country.name, office: country.office, width, height, seed };
    }
  }
}

/**
 * The recipe of every slot, in the slots' order (generated/art.ts sorts them by path).
 * @throws Error as {@link recipeOf}
 */
export function artRecipes(slots: readonly ArtSlot[], content: RecipeContent): ArtRecipe[] {
  return slots.map((slot) => recipeOf(slot, content));
}
