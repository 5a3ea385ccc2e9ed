/**
 * The intermediate representation: everything the emitters need, fully defaulted and
 * cross-checked by the normalize stage (docs/architecture.md#the-generator). Built from the normalized
 * content types of ./content.ts and of the kinds; never seen by the runtime. The members here are
 * the ones the shared context gathers from every kind; each kind declares the members it gives
 * in its own module (generator/kinds/<kind>.ts, `declare module "../model/ir.ts"`), so a new kind
 * needs no line here.
 */
import type { ArtSlot, PhotoSource, Redirect, UrlRecord } from "../../model/content.ts";
import type { Diagnostic } from "../diagnostics/index.ts";

/**
 * A piece of TypeScript source the emitters print as is (a compiled template function), with
 * the type it has, so the emitted data can be typed (generated/site.ts's UiTexts).
 */
export class Code {
  constructor(
    /** The expression, for example `(v: { readonly title: string | number }): string => "Read " + String(v.title)`. */
    readonly source: string,
    /** Its type, for example `(v: { readonly title: string | number }) => string`. */
    readonly type: string,
  ) {}

  /** A template function taking `params` (each a string or number) and returning a string. */
  static template(source: string, params: readonly string[]): Code {
    const arg = params.length ? `v: { ${params.map((p) => `readonly ${p}: string | number`).join("; ")} }` : "";
    return new Code(source, `(${arg}) => string`);
  }
}

/** The interface texts of spec/ui.yaml: strings, and template functions where texts take values. */
export type UiIR = Readonly<Record<string, Readonly<Record<string, string | Code>>>>;

/** Timings and thresholds by name; the unit is in each name (Ms, Px, Seconds) or a fraction. */
export type TimingsIR = Readonly<Record<string, number>>;

/** An icon of generated/icons.ts: its name, and the module whose default export it is (or, the icon library itself, whose named export). */
export interface IconImport {
  readonly name: string;
  readonly module: string;
}

/** Everything the emitters need: these members, and those each kind declares beside its module. */
export interface IR {
  /** The icons the spec names, sorted by name, each with the module to import it from (../load/icons.ts `lucideIcons`). */
  readonly icons: readonly IconImport[];
  /** Every photograph the spec uses, with the versions the build makes of it, by src. */
  readonly photos: readonly PhotoSource[];
  /** Every slot of a picture composed from content (generated/art.ts), by path. */
  readonly art: readonly ArtSlot[];
  /** CSS rules of the photographs' blurred placeholders (generated/theme.css). */
  readonly placeholders: readonly string[];
  /** CSS rules of the pictures' focal points, one class per distinct point (generated/theme.css). */
  readonly focalPoints: readonly string[];
  /** Findings that do not stop the run (the house style, spec/style.yaml), with their fixes; never emitted. */
  readonly warnings: readonly Diagnostic[];
  /** URLs of draft pages the dev server shows with a draft marker (generated/routes.ts); empty in the build. */
  readonly draftUrls: readonly string[];
  /** Pages still to come (publishAt after the generator's clock) the dev server shows with a "scheduled for" marker: URL → the time as written in spec/; empty in the build. */
  readonly scheduledUrls: Readonly<Record<string, string>>;
}

/** The URL history to write, and the decisions of spec/redirects.yaml, checked (routes/urls.ts). */
export interface UrlsResult {
  /** The old history plus every URL made now, sorted by URL (generated/urls.json). */
  readonly history: readonly UrlRecord[];
  /** Every redirect, its chain collapsed to the page it ends at, sorted by from. */
  readonly redirects: readonly Redirect[];
  /** Paths answered 410 Gone, sorted. */
  readonly gone: readonly string[];
}
