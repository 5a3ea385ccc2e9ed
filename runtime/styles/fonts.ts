/**
 * The variable typefaces the site self-hosts (npm @fontsource-variable/<slug>, imported by
 * runtime/styles/app.css), and the local face each falls back to while it loads. A code
 * dependency: spec/site.yaml `typography.display` chooses among these families (its schema lists
 * them) and says where the display face is used; vite.config.ts builds each one's
 * metric-matched fallback face; scripts/build/prerender.ts preloads the Latin file of each face in use.
 */

/** One self-hosted variable face. */
export interface Face {
  /** CSS font-family the package's @font-face rules declare, e.g. "Plus Jakarta Sans Variable". */
  readonly family: string;
  /** Fontsource id: the package is @fontsource-variable/<slug> and its files are named <slug>-<subset>-wght-normal.woff2. */
  readonly slug: string;
  /** Local family whose metrics fontaine reads to size the fallback (Arial: Arimo and Liberation Sans share them). */
  readonly fallbackMetricsOf: string;
  /** Local faces the fallback @font-face tries, in order (src: local(…)). */
  readonly fallbackLocals: readonly string[];
  /**
   * font-display of the face's @font-face rules. "swap" for the body face, whose fallback
   * matches it closely in every text; "optional" for the display face: its capitals and its
   * bold differ from any local face by a few per cent, enough to rewrap a heading when it
   * arrives late, so a page that misses it (on a slow first visit, past the preload) keeps the
   * fallback and nothing moves; the next page has it from the cache.
   */
  readonly fontDisplay: "swap" | "optional";
}

/** Local sans-serif faces with Arial's metrics, so one override fits all three. */
const ARIAL_LIKE = ["Arial", "Arimo", "Liberation Sans"] as const;

/** The body face: running text, labels, buttons (the `font-sans` stack). */
export const BODY_FACE: Face = {
  family: "Plus Jakarta Sans Variable",
  slug: "plus-jakarta-sans",
  fallbackMetricsOf: "Arial",
  fallbackLocals: ARIAL_LIKE,
  fontDisplay: "swap",
};

/** Every face the site bundles, body first. spec/schemas/site.schema.json `typography.display.family` lists the same families (tests/unit/fonts.test.ts). */
export const FACES: readonly Face[] = [
  BODY_FACE,
  { family: "Bricolage Grotesque Variable", slug: "bricolage-grotesque", fallbackMetricsOf: "Arial", fallbackLocals: ARIAL_LIKE, fontDisplay: "optional" },
];

/** Name of the metric-matched local face that stands in for `face` until its file has loaded. */
export const fallbackFamily = (face: Face): string => `${face.family} fallback`;

/** Module path (for require.resolve) of the package's stylesheet: one @font-face rule per subset (Latin, Latin Extended, Vietnamese), weights 200–800 in one file each. */
export const faceCss = (face: Face): string => `@fontsource-variable/${face.slug}/wght.css`;

/** Module path (for require.resolve) of the face's Latin subset, the file whose metrics the fallback copies. */
export const latinFile = (face: Face): string => `@fontsource-variable/${face.slug}/files/${face.slug}-latin-wght-normal.woff2`;

/** Whether a built asset (Vite's hashed name, e.g. assets/plus-jakarta-sans-latin-wght-normal-AbC123.woff2) is the face's Latin file. */
export const isLatinFile = (face: Face, asset: string): boolean => new RegExp(`(^|/)${face.slug}-latin-wght-normal[-.][^/]*\\.woff2$`).test(asset);

/** The CSS font-family stack of a face: the web font, its fallback, then the platform's sans-serif. */
export const fontStack = (face: Face): string => `"${face.family}", "${fallbackFamily(face)}", ui-sans-serif, system-ui, sans-serif`;

/** The bundled face of a family name; throws for a family the site does not bundle. */
export function faceOf(family: string): Face {
  const face = FACES.find((f) => f.family === family);
  if (!face) throw new Error(`fonts: "${family}" is not a bundled face (${FACES.map((f) => f.family).join(", ")})`);
  return face;
}

/**
 * The faces whose Latin file every page preloads: the body face, and the display face of
 * spec/site.yaml `typography.display` when it sets each page's h1 (`use` names pageTitle), the one
 * heading above the fold on every page. A display face used only lower down is left to load
 * on demand (font-display: swap, with its metric-matched fallback meanwhile).
 */
export function preloadedFaces(display: { readonly family: string; readonly use: readonly string[] }): Face[] {
  const shown = display.use.includes("pageTitle") ? faceOf(display.family) : BODY_FACE;
  return shown === BODY_FACE ? [BODY_FACE] : [BODY_FACE, shown];
}
