import { useEffect, useMemo, useState } from "react";
import { prefersReducedMotion } from "./parts/motion";

/** How soon after the navigation started typing may begin, in ms: later, the visitor is already reading. */
const START_WINDOW_MS = 2500;

/**
 * §4 Typewriter: types `text` out over `durationMs` ms (§9 hero animation, 2.5 s) when the page
 * was reached from another page of the site (as the hero animations do), only from the
 * typewriter breakpoint up (the loader hydrates it on that media query: off at 640 px and
 * below) and never under reduced motion. The full text is in the HTML; while typing, the rest
 * is transparent, not removed, so the line keeps its size and screen readers get all of it.
 */
export default function Typewriter({ text, durationMs }: { text: string; durationMs: number }) {
  // Typed by user-perceived character, so an emoji, a flag or a letter with its marks never shows half drawn.
  const chars = useMemo(() => Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text), (g) => g.segment), [text]);
  const [shown, setShown] = useState(chars.length);
  useEffect(() => {
    const internal = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
    if (!internal || prefersReducedMotion() || performance.now() > START_WINDOW_MS) return;
    setShown(0);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const n = Math.min(chars.length, Math.ceil(((now - start) / durationMs) * chars.length));
      setShown(n);
      if (n < chars.length) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [chars, durationMs]);
  return (
    <span data-typewriter={shown < chars.length ? "typing" : "done"}>
      {chars.slice(0, shown).join("")}
      {shown < chars.length && <span className="text-transparent">{chars.slice(shown).join("")}</span>}
    </span>
  );
}
