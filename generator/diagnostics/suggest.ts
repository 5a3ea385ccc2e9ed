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

/**
 * The suffix every message appends for a close candidate: `; did you mean "title"?`, or ""
 * when there is none. `show` renders the candidate (JSON quotes by default; templates show
 * `{{title}}`).
 */
export function didYouMeanSuffix(value: string, candidates: Iterable<string>, show: (s: string) => string = (s) => JSON.stringify(s)): string {
  const guess = suggest(value, candidates);
  return guess === undefined ? "" : `; did you mean ${show(guess)}?`;
}
