/**
 * The site's font for pictures painted at build time (Open Graph cards, composed art): the
 * static cuts of @fontsource/plus-jakarta-sans (500, 700, 800; Latin and Latin Extended, so
 * é, ŋ, ğ… in names draw). satori draws a variable font at its default instance only, which would
 * make every headline regular weight, hence the static files.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

/** The weights satori gets. */
export const FONT_CUTS = [500, 700, 800] as const;
/** The family name pictures use in their styles. */
export const FONT_FAMILY = "Plus Jakarta Sans";
const FONT_SUBSETS = ["latin", "latin-ext"] as const;

/** The font files, by weight (absolute paths). @throws Error when @fontsource/plus-jakarta-sans is not installed */
export function fontFiles(root: string): { file: string; weight: (typeof FONT_CUTS)[number] }[] {
  const require = createRequire(join(root, "package.json"));
  return FONT_CUTS.flatMap((weight) =>
    FONT_SUBSETS.map((subset) => ({ weight, file: require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-${weight}-normal.woff`) })),
  );
}

/** One font as satori takes it. */
export interface SatoriFont {
  readonly name: string;
  readonly data: Buffer;
  readonly weight: (typeof FONT_CUTS)[number];
  readonly style: "normal";
}

/**
 * The fonts read once, as satori's font list: pass the same objects to every call (satori keeps
 * what it parsed from them).
 */
export function plusJakartaFonts(root: string): SatoriFont[] {
  return fontFiles(root).map((f) => ({ name: FONT_FAMILY, data: readFileSync(f.file), weight: f.weight, style: "normal" as const }));
}
