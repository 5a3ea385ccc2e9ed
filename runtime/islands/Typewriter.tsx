import { useEffect, useState } from "react";
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
  const [shown, setShown] = useState(text.length);
  useEffect(() => {
    const internal = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
    if (!internal || prefersReducedMotion() || performance.now() > START_WINDOW_MS) return;
    setShown(0);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const n = Math.min(text.length, Math.ceil(((now - start) / durationMs) * text.length));
      setShown(n);
      if (n < text.length) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [text, durationMs]);
  return (
    <span data-typewriter={shown < text.length ? "typing" : "done"}>
      {text.slice(0, shown)}
      {shown < text.length && <span className="text-transparent">{text.slice(shown)}</span>}
    </span>
  );
}
