/**
 * The colour check of spec/site.yaml `theme.brand` and the practice colours of
 * spec/services/categories.yaml (A category colour system): every text colour the
 * pages pair with a surface must keep a WCAG AA contrast of 4.5:1 (WCAG 2.2, 1.4.3 Contrast,
 * minimum), measured with culori's `wcagContrast`. A failing pair is reported at the colour the
 * content owner would change, with the ratio and a nearby colour of the same hue that passes.
 *
 * The pairs are data ({@link brandPairs}, {@link practicePairs}): the text and surface colours
 * the runtime paints together. A class added to runtime/ that pairs other shades belongs here too.
 */
import { clampChroma, converter, formatHex, wcagContrast, wcagLuminance } from "culori";
import { LowContrast } from "../diagnostics/catalogue.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { BrandPalette, BrandShade, CategoryKey, PracticeColour } from "../../model/content.ts";
import type { Context, Path } from "./context.ts";

/** WCAG AA for body text (1.4.3): the least contrast ratio a text colour may have on its surface. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The white the pages write on (`text-white`) and paint cards with (`bg-white`). */
export const WHITE = "#ffffff";

/** Which spec file a colour is written in. */
export type ColourFile = "site" | "categories";

/** A text colour and the surface it sits on, as the pages paint them. */
export interface ColourPair {
  /** The colour under check, #rrggbb: the one a failure is reported at and the hint changes. */
  readonly colour: string;
  /** The colour it is paired with, #rrggbb. */
  readonly other: string;
  /** How messages name `other`: "white", "brand 950", "the accent #6d28d9"… */
  readonly otherName: string;
  /** Where `colour` is written. */
  readonly file: ColourFile;
  readonly path: Path;
  /** What the pages paint with the pair, for the hint. */
  readonly use: string;
}

/** A colour that passes where the checked one failed, and whether it is lighter than it. */
export interface Suggestion {
  readonly colour: string;
  readonly ratio: number;
  readonly lighter: boolean;
}

/** The WCAG 2 contrast ratio of two #rrggbb colours, 1 (same) to 21 (black on white); symmetric. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(a, b);
}

/** Whether `a` is at least as light as `b` (WCAG relative luminance): a fix moves `a` further that way. */
export function isLighter(a: string, b: string): boolean {
  return wcagLuminance(a) >= wcagLuminance(b);
}

const toOklch = converter("oklch");

/**
 * The colour nearest to `colour` of the same hue and chroma (in OKLCH, brought into sRGB) whose
 * contrast with `against` is at least `min`: lighter when `colour` is the lighter of the two,
 * darker otherwise, so the pair moves apart. Null when even the lightest (or darkest) such
 * colour falls short, that is when `against` itself must change.
 * @param colour #rrggbb
 * @param against #rrggbb
 */
export function suggestColour(colour: string, against: string, min = MIN_TEXT_CONTRAST): Suggestion | null {
  const base = toOklch(colour);
  if (!base) return null;
  const lighter = isLighter(colour, against);
  const at = (l: number) => formatHex(clampChroma({ ...base, l }, "oklch"));
  // Binary search on lightness between the colour (failing) and the far end (white or black).
  let fail = base.l;
  let pass = lighter ? 1 : 0;
  if (contrastRatio(at(pass), against) < min) return null;
  for (let i = 0; i < 32; i++) {
    const mid = (fail + pass) / 2;
    if (contrastRatio(at(mid), against) >= min) pass = mid;
    else fail = mid;
  }
  const found = at(pass);
  return { colour: found, ratio: contrastRatio(found, against), lighter };
}

/**
 * Text pairs of the brand palette, as the runtime paints them: each entry is a text colour on
 * a surface (shades or white), the first named being the one checked.
 */
const BRAND_PAIRS: readonly { readonly text: BrandShade; readonly on: BrandShade | "white"; readonly use: string }[] = [
  { text: "100", on: "950", use: "lead text on the dark heroes is brand 100 on brand 950" },
  { text: "200", on: "950", use: "labels and small text on the dark heroes are brand 200 on brand 950" },
  { text: "300", on: "950", use: "highlighted words and icons on the dark heroes are brand 300 on brand 950" },
  { text: "100", on: "900", use: "text of the call-to-action bands is brand 100 on brand 900" },
  { text: "500", on: "white", use: "card numerals are brand 500 on white" },
  { text: "600", on: "white", use: "primary buttons are white text on brand 600" },
  { text: "700", on: "white", use: "links are brand 700 on white" },
  { text: "700", on: "50", use: "badges are brand 700 on brand 50" },
  { text: "800", on: "50", use: "secondary buttons are brand 800 on brand 50 when hovered" },
  { text: "900", on: "white", use: "white buttons carry brand 900 text, and the dark bands white text" },
  { text: "950", on: "white", use: "headings are brand 950 on white, and the dark heroes carry white text" },
];

/** The brand palette's text pairs (spec/site.yaml `theme.brand`). */
export function brandPairs(brand: BrandPalette): ColourPair[] {
  return BRAND_PAIRS.map((p) => ({
    colour: brand[p.text],
    other: p.on === "white" ? WHITE : brand[p.on],
    otherName: p.on === "white" ? "white" : `brand ${p.on}`,
    file: "site",
    path: ["theme", "brand", Number(p.text)],
    use: p.use,
  }));
}

/**
 * The text pairs of each practice's colours (spec/services/categories.yaml `colour`): the accent
 * with white, the tint with the accent and with brand 950 text, the light accent on the dark
 * heroes (brand 950).
 * @param categories in the file's order (the index is the path's)
 */
export function practicePairs(brand: BrandPalette, categories: readonly { readonly key: CategoryKey; readonly colour: PracticeColour }[]): ColourPair[] {
  return categories.flatMap(({ colour }, i) => {
    const at = (k: keyof PracticeColour): Path => ["categories", i, "colour", k];
    return [
      {
        colour: colour.accent,
        other: WHITE,
        otherName: "white",
        file: "categories",
        path: at("accent"),
        use: "badges and icon tiles carry white text on the accent, and links and numerals on white are written in it",
      },
      {
        colour: colour.tint,
        other: colour.accent,
        otherName: `the accent "${colour.accent}"`,
        file: "categories",
        path: at("tint"),
        use: "badges and panels write the accent on the tint",
      },
      {
        colour: colour.tint,
        other: brand["950"],
        otherName: "brand 950",
        file: "categories",
        path: at("tint"),
        use: "panels write brand 950 text on the tint",
      },
      {
        colour: colour.onDark,
        other: brand["950"],
        otherName: "brand 950",
        file: "categories",
        path: at("onDark"),
        use: "the dark heroes (brand 950) write labels, rules and icons in it",
      },
    ];
  });
}

/** The pairs of `pairs` whose contrast is under `min`, each with its ratio. */
export function failingPairs(pairs: readonly ColourPair[], min = MIN_TEXT_CONTRAST): (ColourPair & { readonly ratio: number })[] {
  return pairs.map((p) => ({ ...p, ratio: contrastRatio(p.colour, p.other) })).filter((p) => p.ratio < min);
}

/**
 * Reports every brand and practice text pair under {@link MIN_TEXT_CONTRAST} as
 * `theme/low-contrast`, at the colour to change, with a passing colour of the same hue.
 */
export function checkTheme(
  ctx: Context,
  files: Readonly<Record<ColourFile, SpecFile>>,
  brand: BrandPalette,
  categories: readonly { readonly key: CategoryKey; readonly colour: PracticeColour }[],
): void {
  for (const p of failingPairs([...brandPairs(brand), ...practicePairs(brand, categories)])) {
    ctx.report(files[p.file], p.path, LowContrast, {
      colour: p.colour,
      other: p.other,
      otherName: p.otherName,
      ratio: p.ratio,
      min: MIN_TEXT_CONTRAST,
      use: p.use,
      lighter: isLighter(p.colour, p.other),
      fix: suggestColour(p.colour, p.other),
    });
  }
}
