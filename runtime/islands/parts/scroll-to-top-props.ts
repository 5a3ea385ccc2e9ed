/**
 * What the footer's scroll-to-top button shares between its build-time component
 * (../ScrollToTop.tsx) and its browser module (../decor/scroll-to-top.ts): its props and the
 * classes that hide it. Below both, so neither imports the other.
 */

/** The scroll-to-top button's props (serialized into the page; ../decor/scroll-to-top.ts reads them in the browser). */
export interface ScrollToTopProps {
  /** The button's accessible name. */
  readonly label: string;
  /** Scroll progress (0..1 of the scrollable height) above which the button shows (0.95). */
  readonly progress: number;
}

/** The classes that keep the button out of sight (and out of reach) while it is not shown (../ScrollToTop.tsx renders it so). */
export const SCROLL_TOP_HIDDEN = ["invisible", "translate-y-3"] as const;
