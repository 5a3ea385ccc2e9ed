import type { RotatingWordProps } from "../RotatingWord";

/**
 * The services headline word in the browser, without React: every `intervalMs` ms the
 * word rendered by ../RotatingWord.tsx becomes the next of `words` (wrapping), in the same live
 * region (so screen readers hear each word), and eases in again (app.css .word-in, which reduced
 * motion turns off; the word still changes, as asks).
 */
export function enhance(island: HTMLElement, { words, intervalMs }: RotatingWordProps): void {
  const word = island.querySelector<HTMLElement>("[data-word]");
  if (!word || words.length < 2) return;
  let index = 0;
  window.setInterval(() => {
    index = (index + 1) % words.length;
    word.textContent = words[index];
    word.dataset.word = words[index];
    // Restart the ease-in: off, a style read so the removal counts, on again.
    word.classList.remove("word-in");
    void word.offsetWidth;
    word.classList.add("word-in");
  }, intervalMs);
}
