/**
 * Collects the problems and findings of a stage that goes on after each one (the normalize
 * stage; docs/architecture.md#the-generator: "every problem of every file is collected and reported
 * together"), and keeps quiet about the problems a file withheld by load or validate could
 * explain ({@link Withheld}; docs/architecture.md, "Every problem at once").
 */
import { EmptySlug, FileNameMismatch, type MessageEntry, MissingFileFor, SlugCollision, UnknownHref, UnknownReference, UnknownRouteId } from "./catalogue.ts";
import { type Diagnostic, type Fix, type Where, diagnostic } from "./index.ts";

/**
 * The files of a run that load or validate found wrong, and what they may define, so that the
 * normalize stage run beside them reports nothing false (made by generator/normalize/withheld.ts
 * `withheldOf`):
 * - nothing is reported in a withheld file (its data does not have the shape normalize reads:
 *   its schema problems are what to fix first);
 * - a reference that does not resolve (a client key, form id, route id, href, page or practice)
 *   is not reported when a withheld record may define it: its value, its slug or, for an href,
 *   its last path segment is among {@link names}, or an href matches one of their route
 *   {@link patterns}; nor is any other problem whose text names a withheld file ("create
 *   spec/services/media.yaml");
 * - when a required file (site, routes, clients, …: read by every transform) is withheld, only
 *   the checks of a value against the file it is written in, public/ or the route table are kept
 *   ({@link SELF_CONTAINED}); the others could be consequences of the broken file.
 */
export interface Withheld {
  /** Paths (spec/…) of the files load or validate reported problems in, loaded or not. */
  readonly files: ReadonlySet<string>;
  /**
   * Every short text of the records that failed (the whole file when that cannot be told) and
   * each file's base name, as written and as a slug ({@link nameForms}).
   */
  readonly names: ReadonlySet<string>;
  /** The route patterns among {@link names} (`/case-study/rw/:slug`), as expressions a URL may match. */
  readonly patterns: readonly RegExp[];
  /** True when one of them is a file every site needs (a kind's file rule with `required`, ../kinds/index.ts). */
  readonly required: boolean;
}

/** The longest text kept as a name a withheld file may define (characters). */
export const NAME_MAX = 120;

/** A value as written and as a slug ("Tusker Lager" → "tusker-lager"), for matching names. */
export function nameForms(value: string): string[] {
  const slug = value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return slug && slug !== value ? [value, slug] : [value];
}

/** Codes of references that a withheld file may resolve; with its subject in args.value, href or id. */
const REFERENCE_CODES = new Set([UnknownReference.code, MissingFileFor.code, UnknownHref.code, UnknownRouteId.code]);

/**
 * Code prefixes of checks that read only the value checked, the file it is in, public/ and the
 * route table (whose gaps a withheld file explains are left out by {@link REFERENCE_CODES}):
 * the ones kept when a required file is withheld.
 */
const SELF_CONTAINED = [
  "media/",
  "template/",
  "links/",
  "forms/",
  UnknownReference.code,
  MissingFileFor.code,
  FileNameMismatch.code,
  EmptySlug.code,
  SlugCollision.code,
];

/**
 * True when a problem in `file` could be a consequence of a withheld file rather than a mistake
 * of its own (the rules of {@link Withheld}): it is then not reported.
 */
export function mayBeConsequence<A>(w: Withheld, file: string, entry: MessageEntry<A>, args: A): boolean {
  if (w.files.has(file)) return true;
  if (w.required && !SELF_CONTAINED.some((c) => entry.code.startsWith(c))) return true;
  if (!REFERENCE_CODES.has(entry.code)) {
    const text = `${entry.message(args)}\n${entry.hint(args) ?? ""}`;
    return [...w.files].some((f) => text.includes(f));
  }
  const a = args as { value?: unknown; href?: unknown; id?: unknown };
  const subject = [a.value, a.href, a.id].find((v): v is string => typeof v === "string");
  if (subject === undefined) return true;
  const bare = subject.split(/[?#]/)[0];
  if (entry.code === UnknownHref.code && w.patterns.some((p) => p.test(bare))) return true;
  const candidates = [
    subject,
    bare,
    bare
      .split("/")
      .filter((s) => s !== "")
      .pop() ?? "",
  ];
  return candidates.some((c) => nameForms(c).some((n) => w.names.has(n)));
}

/**
 * The problems and findings of one run, in the order found. Never throws: the stage that
 * collects decides when to stop (normalize throws one SpecError with them all).
 */
export class DiagnosticCollector {
  /** Every problem added so far. */
  readonly diagnostics: Diagnostic[] = [];
  /** Findings that do not stop the run (the house style); `generate(root, { strict: true })` turns them into errors. */
  readonly warnings: Diagnostic[] = [];

  /** @param withheld the files load or validate found wrong in this run; undefined on a clean spec */
  constructor(private readonly withheld?: Withheld) {}

  /** Adds a problem at `where`, worded by a catalogue entry, unless a withheld file may explain it. */
  add<A>(entry: MessageEntry<A>, args: A, where: Where): void {
    if (this.withheld && mayBeConsequence(this.withheld, where.file, entry, args)) return;
    this.diagnostics.push(diagnostic(entry, args, where));
  }

  /**
   * Adds a finding that does not stop the run, with the fix `--fix` writes. None is kept while a
   * file is withheld: the house style waits until the spec has its shape.
   */
  warn<A>(entry: MessageEntry<A>, args: A, where: Where, fix?: Fix): void {
    if (this.withheld) return;
    this.warnings.push({ ...diagnostic(entry, args, where), severity: "warning", ...(fix ? { fix } : {}) });
  }
}
