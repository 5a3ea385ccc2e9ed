import type { TypewriterProps } from "../Typewriter";
import { prefersReducedMotion } from "../parts/motion";

/** How soon after the navigation started typing may begin, in ms: later, the visitor is already reading. */
const START_WINDOW_MS = 2500;

/**
 * Typewriter in the browser, without React: types the line rendered by ../Typewriter.tsx out
 * over `durationMs` ms when the page was reached from another page of the site (as the hero
 * animations do), early enough, and not under reduced motion (the loader runs it only from the
 * typewriter breakpoint up: off at 640 px and below). It types by user-perceived character, so
 * an emoji, a flag or a letter with its marks never shows half drawn; the rest of the line stays
 * in place, transparent, so the line keeps its size and screen readers get all of it.
 * `data-typewriter` is "typing", then "done".
 */
export function enhance(island: HTMLElement, { text, durationMs }: TypewriterProps): void {
  const line = island.querySelector<HTMLElement>("[data-typewriter]");
  const internal = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  if (!line || !internal || prefersReducedMotion() || performance.now() > START_WINDOW_MS) return;
  const chars = Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), (g) => g.segment);
  const rest = document.createElement("span");
  rest.className = "text-transparent";
  const typed = document.createTextNode("");
  const draw = (n: number) => {
    typed.data = chars.slice(0, n).join("");
    rest.textContent = chars.slice(n).join("");
    line.dataset.typewriter = n < chars.length ? "typing" : "done";
    if (n >= chars.length) rest.remove();
  };
  line.replaceChildren(typed, rest);
  draw(0);
  const start = performance.now();
  requestAnimationFrame(function tick(now) {
    const n = Math.min(chars.length, Math.ceil((Math.max(0, now - start) / durationMs) * chars.length));
    draw(n);
    if (n < chars.length) requestAnimationFrame(tick);
  });
}
