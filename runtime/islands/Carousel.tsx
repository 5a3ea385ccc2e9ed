import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { clsx } from "clsx";
import type { Image } from "../../model/index.ts";
import { Img } from "../primitives/Img";
import { prefersReducedMotion, scrollBehavior } from "./parts/motion";

/** One slide: an image (with its intrinsic size, and its versions when a photograph) and its alternative text. */
export interface Slide {
  readonly image: Image;
  readonly alt: string;
}

/**
 * Carousel: a scroll-snap row of every slide (so it works, and can be swiped, without
 * JavaScript); once hydrated it advances every `intervalMs` ms (5 s), has previous/next
 * buttons and dots to jump, wraps around, and pauses while hovered or focused (and under
 * reduced motion). `data-index` is the current slide.
 */
export default function Carousel({
  slides,
  label,
  slideLabels,
  previous,
  next,
  goTo,
  intervalMs,
}: {
  slides: readonly Slide[];
  label: string;
  /** Accessible name of each slide, e.g. "2 of 4". */
  slideLabels: readonly string[];
  previous: string;
  next: string;
  /** Accessible name of each dot, e.g. "Go to slide 2". */
  goTo: readonly string[];
  intervalMs: number;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [ready, setReady] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const n = slides.length;

  const go = (i: number) => {
    const to = ((i % n) + n) % n;
    setIndex(to);
    const el = track.current;
    if (el) el.scrollTo({ left: to * el.clientWidth, behavior: scrollBehavior() });
  };

  useEffect(() => setReady(true), []);
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const onScroll = () => setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
    el.addEventListener("scrollend", onScroll);
    return () => el.removeEventListener("scrollend", onScroll);
  }, []);
  useEffect(() => {
    if (paused || prefersReducedMotion()) return;
    const timer = window.setInterval(
      () =>
        setIndex((i) => {
          const to = (i + 1) % n;
          const el = track.current;
          if (el) el.scrollTo({ left: to * el.clientWidth, behavior: scrollBehavior() });
          return to;
        }),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [paused, n, intervalMs]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-index={index}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className="relative overflow-hidden rounded-[1.75rem] bg-brand-950 shadow-lift"
    >
      <div ref={track} className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]">
        {slides.map((s, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the carousel slide of the WAI-ARIA pattern is a group with a role description, not a fieldset of form fields
          <div
            key={s.image.src}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabels[i]}
            data-current={i === index}
            className="w-full shrink-0 snap-start"
          >
            <Img image={s.image} alt={s.alt} priority={i === 0} className="h-full w-full object-cover" />
          </div>
        ))}
      </div>
      <div
        data-needs-js
        className={clsx(
          "absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 bg-gradient-to-t from-brand-950/80 to-transparent p-4 pt-12 transition-opacity",
          !ready && "invisible",
        )}
      >
        <button
          type="button"
          disabled={!ready}
          onClick={() => go(index - 1)}
          aria-label={previous}
          className="grid size-11 place-items-center rounded-full bg-white/90 text-brand-900 hover:bg-white"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <div className="flex gap-1">
          {slides.map((s, i) => (
            <button
              key={s.image.src}
              type="button"
              disabled={!ready}
              onClick={() => go(i)}
              aria-label={goTo[i]}
              aria-current={i === index}
              className="grid h-6 min-w-6 place-items-center"
            >
              <span className={clsx("block h-2.5 rounded-full transition-[width,background-color]", i === index ? "w-7 bg-white" : "w-2.5 bg-white/60")} />
            </button>
          ))}
        </div>
        <button
          type="button"
          disabled={!ready}
          onClick={() => go(index + 1)}
          aria-label={next}
          className="grid size-11 place-items-center rounded-full bg-white/90 text-brand-900 hover:bg-white"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
