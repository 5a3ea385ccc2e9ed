/**
 * The page editor's overlay of the spec's problems (docs/content/editing.md, "When the content
 * has a problem"): the dev server (scripts/dev/spec-watch.ts) tells every open page, in plain
 * words, what is wrong with the content (a broken file, or texts the house style refuses), and a
 * page whose editor starts asks for the current state. Vite's own overlay is kept for errors in
 * the code, for developers.
 */
import type { PanelProblem } from "./server/api.ts";

/** The custom HMR event that carries {@link SpecProblems} to the pages. */
export const SPEC_PROBLEMS_EVENT = "blu:spec-problems";
/** The custom HMR event a page sends to be told the current {@link SpecProblems}. */
export const SPEC_PROBLEMS_ASK = "blu:spec-problems-ask";

/** What the overlay shows: the problems of a spec that cannot be shown, the house style's findings of one that can, or nothing. */
export interface SpecProblems {
  readonly kind: "broken" | "findings" | "none";
  readonly problems: readonly PanelProblem[];
}
