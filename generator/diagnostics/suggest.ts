import { closest, distance } from "fastest-levenshtein";

/**
 * The one place that decides "did you mean": the candidate closest to a mistyped value by
 * Levenshtein distance (fastest-levenshtein), or undefined when none is close enough.
 *
 * Close enough: an edit distance of at most a third of the longer word, and at least 2 edits
 * are always allowed. Never returns `value` itself (a value that is already valid needs no
 * suggestion) and never anything outside `candidates` (only valid values are suggested).
 * @param value what the spec says, for example "titel"
 * @param candidates every value that would be valid at that place
 */
export function suggest(value: string, candidates: Iterable<string>): string | undefined {
  const pool = [...new Set(candidates)].filter((c) => c !== value);
  if (pool.length === 0 || value === "") return undefined;
  const best = closest(value, pool);
  const limit = Math.max(2, Math.floor(Math.max(value.length, best.length) / 3));
  return distance(value, best) <= limit ? best : undefined;
}

/** Same as {@link suggest}; the name the normalize stage and older callers use. */
export const didYouMean = suggest;

/** How many close candidates a "did you mean" names at most. */
export const NEAREST_MAX = 3;

/**
 * Every candidate close enough to `value` (the rule of {@link suggest}) and at most one edit
 * further than the nearest, nearest first (ties in alphabetical order), at most `max`. Never
 * `value` itself, never anything outside `candidates`.
 */
export function nearest(value: string, candidates: Iterable<string>, max = NEAREST_MAX): string[] {
  if (value === "") return [];
  const scored = [...new Set(candidates)]
    .filter((c) => c !== value)
    .map((c) => ({ c, d: distance(value, c), limit: Math.max(2, Math.floor(Math.max(value.length, c.length) / 3)) }))
    .filter((x) => x.d <= x.limit)
    .sort((a, b) => a.d - b.d || (a.c < b.c ? -1 : a.c > b.c ? 1 : 0));
  // Only the candidates about as near as the nearest: "/services/mediaa" is "/services/media",
  // not also "/services/digital" (within a third of the length, but five edits off).
  const best = scored[0]?.d ?? 0;
  return scored
    .filter((x) => x.d <= best + 1)
    .slice(0, max)
    .map((x) => x.c);
}

/**
 * The suffix every message appends for close candidates: `; did you mean "title"?`, up to
 * {@link NEAREST_MAX} of them nearest first (`; did you mean "lead", "leads" or "load"?`), or ""
 * when none is close. `show` renders a candidate (JSON quotes by default; templates show
 * `{{title}}`).
 */
export function didYouMeanSuffix(value: string, candidates: Iterable<string>, show: (s: string) => string = (s) => JSON.stringify(s)): string {
  const pool = [...candidates];
  const best = suggest(value, pool);
  if (best === undefined) return "";
  return `; ${didYouMeanList([best, ...nearest(value, pool).filter((c) => c !== best)], show)}`;
}

/**
 * The question every "did you mean" asks, for candidates already chosen (by {@link nearest}),
 * nearest first: `did you mean "title"?`, `did you mean "lead", "leads" or "load"?` (at most
 * {@link NEAREST_MAX}); "" for none. `show` renders a candidate (JSON quotes by default).
 */
export function didYouMeanList(near: readonly string[], show: (s: string) => string = (s) => JSON.stringify(s)): string {
  const shown = near.slice(0, NEAREST_MAX).map(show);
  if (shown.length === 0) return "";
  const list = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(", ")} or ${shown[shown.length - 1]}`;
  return `did you mean ${list}?`;
}

/** How many known keys a hint spells out before it counts the rest. */
export const KNOWN_MAX = 12;

/**
 * Known keys for a hint, in alphabetical order: all of them when few, else the first
 * {@link KNOWN_MAX} and how many more ("airtel, aradel, … and 50 more"); "none" when empty.
 */
export function knownKeys(keys: Iterable<string>, max = KNOWN_MAX): string {
  const all = [...new Set(keys)].filter((k) => k !== "").sort();
  if (all.length === 0) return "none";
  return all.length <= max ? all.join(", ") : `${all.slice(0, max).join(", ")} … and ${all.length - max} more`;
}
