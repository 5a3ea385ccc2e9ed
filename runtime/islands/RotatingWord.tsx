/** The rotating word's props (serialized into the page; ./decor/rotating-word reads them in the browser). */
export interface RotatingWordProps {
  /** The words in their order (the five categories); the first is in the HTML. */
  readonly words: readonly string[];
  /** How long each word shows, in ms (5 s). */
  readonly intervalMs: number;
}

/**
 * The services headline word, as the build renders it: the first of `words`, in a polite
 * live region. In the browser the plain module ./decor/rotating-word.ts (no React)
 * cycles it every `intervalMs` ms, each new word easing in (app.css .word-in, off under reduced
 * motion).
 */
export default function RotatingWord({ words }: RotatingWordProps) {
  return (
    <span aria-live="polite" data-word={words[0]} className="inline-block">
      {words[0]}
    </span>
  );
}
