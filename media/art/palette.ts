/**
 * Colour decisions of the composed pictures, made with culori: the scheme a brand's pictures use
 * (field, accent, surfaces) and, for every text, a colour that meets WCAG AA (4.5:1) against
 * what it sits on. Every text a picture draws takes its colour from {@link readable}, so the
 * rule holds whatever colours the spec gives a brand.
 */
import { clampChroma, converter, formatHex, parse, wcagContrast } from "culori";

/** The contrast every text of a composed picture meets (WCAG 2.2 AA, normal text). */
export const MIN_TEXT_CONTRAST = 4.5;

const toOklch = converter("oklch");

/** WCAG contrast ratio of two colours (1 to 21). @throws Error on a colour culori cannot parse */
export function contrast(a: string, b: string): number {
  return wcagContrast(must(a), must(b));
}

function must(c: string) {
  const parsed = parse(c);
  if (!parsed) throw new Error(`art: not a colour: ${c}`);
  return parsed;
}

/** `c` with its OKLCH lightness set to `l` (0 to 1) and chroma scaled by `chroma`, as #rrggbb. */
export function withLightness(c: string, l: number, chroma = 1): string {
  const o = toOklch(must(c));
  return formatHex(clampChroma({ mode: "oklch", l: Math.max(0, Math.min(1, l)), c: (o.c ?? 0) * chroma, h: o.h ?? 0 }, "oklch"));
}

/** OKLCH lightness of a colour (0 to 1). */
export function lightness(c: string): number {
  return toOklch(must(c)).l ?? 0;
}

/** A mix of two colours in OKLab, `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const lab = converter("oklab");
  const x = lab(must(a));
  const y = lab(must(b));
  return formatHex({ mode: "oklab", l: x.l + (y.l - x.l) * t, a: x.a + (y.a - x.a) * t, b: x.b + (y.b - x.b) * t });
}

/**
 * The first of `wanted` that meets {@link MIN_TEXT_CONTRAST} on `bg`; else a shade of the first
 * moved towards white or black until it does; else white or black, whichever contrasts more
 * (one of them always meets 4.5:1: their ratios against any colour multiply to 21).
 */
export function readable(bg: string, ...wanted: string[]): string {
  for (const c of wanted) if (contrast(c, bg) >= MIN_TEXT_CONTRAST) return formatHex(must(c));
  if (wanted[0]) {
    // Towards the far end from the background first, then the other way.
    const first = lightness(bg) > 0.6 ? -1 : 1;
    for (const dir of [first, -first]) {
      for (let step = 1; step <= 25; step++) {
        const c = withLightness(wanted[0], lightness(wanted[0]) + dir * step * 0.04);
        if (contrast(c, bg) >= MIN_TEXT_CONTRAST) return c;
      }
    }
  }
  // White or black always reach 4.5:1 against one another's opposite: take whichever contrasts more.
  return ["#ffffff", "#0b0f19", "#000000"].reduce((best, c) => (contrast(c, bg) > contrast(best, bg) ? c : best));
}

/** The colours of one brand's pictures (all #rrggbb). */
export interface Scheme {
  /** The big colour field: the brand's primary colour. */
  readonly field: string;
  /** Shapes on the field: the secondary colour, or a shade of the primary where the two are too close. */
  readonly accent: string;
  /** Text on the field. */
  readonly onField: string;
  /** The headline figure on the field: the accent where it is readable there, else {@link onField}. */
  readonly figure: string;
  /** Device bodies and frames (phones, screens, billboards): near-black, tinted by the brand. */
  readonly body: string;
  /** Screens and paper: near-white, tinted by the brand. */
  readonly paper: string;
  /** Text and lines on paper. */
  readonly onPaper: string;
  /** Skeleton lines (copy drawn as bars) on paper. */
  readonly line: string;
  /** Text on the primary colour inside an artefact (a button, a banner). */
  readonly onPrimary: string;
  /** Text on the accent colour. */
  readonly onAccent: string;
  /** The primary and secondary as given. */
  readonly primary: string;
  readonly secondary: string;
}

/** The scheme of a brand's pictures from its colours. */
export function scheme(colours: { readonly primary: string; readonly secondary: string; readonly ink: string }): Scheme {
  const primary = formatHex(must(colours.primary));
  const secondary = formatHex(must(colours.secondary));
  const field = primary;
  // An accent barely different from the field reads as a mistake: take a lighter or darker primary.
  const accent =
    contrast(secondary, field) >= 1.6 ? secondary : withLightness(field, lightness(field) > 0.55 ? lightness(field) - 0.28 : lightness(field) + 0.3);
  const onField = readable(field, colours.ink, "#ffffff", "#0b0f19");
  const figure = readable(field, accent, onField);
  const body = withLightness(primary, 0.19, 0.35);
  const paper = withLightness(primary, 0.985, 0.15);
  const onPaper = readable(paper, withLightness(primary, 0.25, 0.5));
  const line = withLightness(primary, 0.88, 0.2);
  return {
    field,
    accent,
    onField,
    figure,
    body,
    paper,
    onPaper,
    line,
    onPrimary: readable(primary, colours.ink, "#ffffff"),
    onAccent: readable(accent, "#ffffff", "#0b0f19"),
    primary,
    secondary,
  };
}

/** A brand palette (spec/site.yaml `theme.brand`, shade name to hex) by shade number. */
export function paletteByShade(brand: Readonly<Record<string, string>>): Record<number, string> {
  return Object.fromEntries(Object.entries(brand).map(([shade, hex]) => [Number(shade), hex]));
}
