/**
 * The fit check of the pictures composed from content: every text a composition sets lies inside
 * its frame (the billboard's face, the phone's screen, the script's sheet, a cover's column of
 * words: {@link Frame}, named by the composition through `Composer.framed`), measured on the
 * layout satori makes of the picture at its set size, not on an estimate. A picture whose words
 * run out of their frame fails the build, naming the picture and the words
 * ({@link ArtFitError}, the catalogue's `media/words-overflow`): a composition leaves out what
 * does not fit, lowest first, but never its headline, so a headline too long for its format is
 * the content owner's to shorten (docs/pictures.md, "Pictures composed from content").
 */
import { WordsOverflow } from "../../generator/diagnostics/catalogue.ts";
import type { ArtRecipe } from "../recipes.ts";
import type { FrameBox, TextUse } from "./composer.tsx";

/** How far a text's box may reach past its frame before it counts as running out of it, px of the picture (rounding of satori's layout). */
export const FIT_TOLERANCE = 1;

/** A text that runs out of its frame: by how many px (rounded up) and on which side (the side it runs out most). */
export interface Misfit {
  readonly text: string;
  /** The frame, in words ("the billboard"). */
  readonly frame: string;
  readonly side: "top" | "bottom" | "left" | "right";
  /** px of the picture. */
  readonly by: number;
}

/**
 * The texts of a composition that run out of their frames.
 * @param texts the composition's texts, in the order it set them (`Composition.texts`)
 * @param boxes the laid-out box of each text by its index in `texts` (satori's nodes marked
 * `TEXT_MARK`), px of the picture; a text without a box (a word mark) is not checked here
 */
export function misfits(texts: readonly TextUse[], boxes: ReadonlyMap<number, FrameBox>): Misfit[] {
  const out: Misfit[] = [];
  for (const [i, t] of texts.entries()) {
    const b = boxes.get(i);
    if (!b) continue;
    const f = t.frame.box;
    const over = {
      top: f.y - b.y,
      bottom: b.y + b.h - (f.y + f.h),
      left: f.x - b.x,
      right: b.x + b.w - (f.x + f.w),
    };
    const [side, by] = (Object.entries(over) as [Misfit["side"], number][]).reduce((a, e) => (e[1] > a[1] ? e : a));
    if (by > FIT_TOLERANCE) out.push({ text: t.text, frame: t.frame.name, side, by: Math.ceil(by) });
  }
  return out;
}

/** A picture named as its reader knows it: its piece of work and client, or what it shows. */
export function pictureName(r: ArtRecipe): string {
  switch (r.kind) {
    case "cover":
      return `The ${r.format === "banner" ? "cover" : r.format} picture of ${r.brand.name}'s work`;
    case "showcase":
      return r.title ? `The Showcase picture ${JSON.stringify(r.title)} of ${r.brand.name}` : `The picture of ${r.brand.name}'s work`;
    case "service":
      return `The picture of the service ${JSON.stringify(r.title)}`;
    case "office":
      return `The picture of the office in ${r.city}`;
    case "country":
      return `The map of ${r.country}`;
    case "motif":
      return "A picture without words";
  }
}

/**
 * A composed picture whose words run out of their frames: its message is the catalogue's, one
 * line a text, in plain words, then what to do; the picture's file follows under "Details", for
 * developers.
 */
export class ArtFitError extends Error {
  constructor(
    readonly recipe: ArtRecipe,
    readonly misfits: readonly Misfit[],
  ) {
    const picture = pictureName(recipe);
    super(
      [
        ...misfits.map((m) => `${WordsOverflow.message({ picture, words: m.text, frame: m.frame, side: m.side, by: m.by })}.`),
        `To do: ${WordsOverflow.hint({ picture, words: "", frame: "", side: "bottom", by: 0 })}.`,
        `Details: ${WordsOverflow.code}, ${recipe.path}`,
      ].join("\n"),
    );
    this.name = "ArtFitError";
  }
}
