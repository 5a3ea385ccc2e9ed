import { type ReactNode, useEffect, useState } from "react";
import { site } from "../../generated/site";

let appHydrated = false;

/** Marks the end of the first (hydrating) render; later mounts come from client-side navigation. */
export function useMarkHydrated(): void {
  useEffect(() => {
    appHydrated = true;
  }, []);
}

const motionOk = () => typeof window !== "undefined" && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * §4 Hero animation (fade-in and slide-up, about 2.5 s in all). It runs when a page is reached
 * by client-side navigation; the prerendered first paint is never hidden or delayed, and
 * reduced motion turns it off.
 */
export function HeroIntro({ children, className }: { children: ReactNode; className?: string }) {
  const [animate] = useState(() => appHydrated && motionOk());
  return (
    <div data-hero-intro={animate ? "animate" : "static"} className={className} style={animate ? { animationDuration: `${site.timings.heroAnimationMs}ms` } : undefined}>
      {children}
    </div>
  );
}

/**
 * §4 Typewriter: types `text` out over about `durationMs` (§9 hero animation, 2.5 s) from the
 * typewriter breakpoint up (off at 640 px and below) and never under reduced motion. The full
 * text is in the prerendered HTML; while typing, the rest is transparent, not removed, so the
 * line keeps its size and screen readers always get all of it.
 */
export function Typewriter({ text, durationMs = site.timings.heroAnimationMs }: { text: string; durationMs?: number }) {
  const [shown, setShown] = useState(text.length);
  useEffect(() => {
    if (!appHydrated || !motionOk() || !window.matchMedia(`(min-width: ${site.breakpoints.typewriter}px)`).matches) return;
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
      {shown < text.length && <span className="opacity-0">{text.slice(shown)}</span>}
    </span>
  );
}
