import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import type { Image } from "../../generated/model";
import { site } from "../../generated/site";
import { cn } from "../primitives/cn";
import { Img } from "../primitives/Img";

/**
 * §4 Carousel: advances every carouselMs (§9: 5 s), has previous/next buttons and dots to jump,
 * wraps around, and pauses while hovered or focused (and under reduced motion).
 */
export function Carousel({ slides, label }: { slides: readonly { image: Image; alt: string }[]; label: string }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const n = slides.length;
  const go = (i: number) => setIndex(((i % n) + n) % n);
  useEffect(() => {
    if (paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % n), site.timings.carouselMs);
    return () => window.clearInterval(timer);
  }, [paused, n]);
  const t = site.ui.carousel;
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
      <div className="relative aspect-[4/3]">
        {slides.map((s, i) => (
          <div key={s.image.src} role="group" aria-roledescription="slide" aria-label={t.slideLabel({ index: i + 1, count: n })} aria-hidden={i !== index} className={cn("absolute inset-0 transition-opacity duration-700", i === index ? "opacity-100" : "opacity-0")}>
            <Img image={s.image} alt={s.alt} priority={i === 0} className="h-full object-cover" />
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-0 flex items-center justify-between gap-3 bg-gradient-to-t from-brand-950/80 to-transparent p-4 pt-12">
        <button type="button" onClick={() => go(index - 1)} aria-label={t.previous} className="grid size-11 place-items-center rounded-full bg-white/90 text-brand-900 hover:bg-white"><ChevronLeft aria-hidden="true" className="size-5" /></button>
        <div className="flex gap-1">
          {slides.map((s, i) => (
            <button key={s.image.src} type="button" onClick={() => go(i)} aria-label={t.goTo({ index: i + 1 })} aria-current={i === index} className="grid size-6 place-items-center">
              <span className={cn("block h-2.5 rounded-full transition-all", i === index ? "w-7 bg-white" : "w-2.5 bg-white/50")} />
            </button>
          ))}
        </div>
        <button type="button" onClick={() => go(index + 1)} aria-label={t.next} className="grid size-11 place-items-center rounded-full bg-white/90 text-brand-900 hover:bg-white"><ChevronRight aria-hidden="true" className="size-5" /></button>
      </div>
    </section>
  );
}
