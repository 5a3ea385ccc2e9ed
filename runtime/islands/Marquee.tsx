import { ImageOff } from "lucide-react";
import { useState } from "react";
import type { ClientLogo } from "../../generated/model";

/**
 * §4 Client marquee: the logo list repeated three times scrolls continuously (CSS: §9 60 s,
 * linear, infinite) and pauses on hover from 768 px up. A hovered or focused logo shows its
 * name and description in a tooltip (CSS, so it works before and without JavaScript) and,
 * once hydrated, beneath the strip; otherwise `hint` shows there, only where a pointer can
 * hover (app.css .hover-only; a touch screen shows a tapped logo's details). Under reduced motion the
 * strip stands still and wraps. `id` prefixes the ids of the detail line; `separator` goes
 * between a logo's name and its description there.
 */
export default function Marquee({ logos, label, hint, separator, id }: { logos: readonly ClientLogo[]; label: string; hint: string; separator: string; id: string }) {
  const [active, setActive] = useState<number | null>(null);
  const shown = active === null ? null : logos[active];
  return (
    <>
      <div className="group/marquee relative mt-10" onMouseLeave={() => setActive(null)}>
        <ul aria-label={label} className="marquee-track flex w-max gap-6 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center">
          {[0, 1, 2].flatMap((copy) =>
            logos.map((logo, i) => (
              <li key={`${copy}-${logo.alt}`} aria-hidden={copy > 0 ? true : undefined} className={copy > 0 ? "motion-reduce:hidden" : undefined}>
                <button
                  type="button"
                  tabIndex={copy > 0 ? -1 : 0}
                  aria-describedby={copy === 0 ? `${id}-tip-${i}` : undefined}
                  onMouseEnter={() => setActive(i)}
                  onFocus={() => setActive(i)}
                  onBlur={() => setActive(null)}
                  className="group/logo relative grid h-24 w-44 place-items-center rounded-2xl border border-slate-200 bg-white px-3 shadow-card transition-colors hover:border-brand-300"
                >
                  {logo.image ? (
                    <img src={logo.image.src} width={logo.image.width} height={logo.image.height} alt={logo.alt} loading="lazy" decoding="async" className="max-h-14 w-auto object-contain" />
                  ) : (
                    <span className="flex flex-col items-center gap-1 text-slate-400">
                      <ImageOff aria-hidden="true" className="size-6" />
                      <span className="text-xs font-semibold whitespace-nowrap text-slate-600">{logo.alt}</span>
                    </span>
                  )}
                  <span role="tooltip" id={copy === 0 ? `${id}-tip-${i}` : undefined} className="marquee-tip pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 w-56 -translate-x-1/2 rounded-xl bg-brand-950 px-3 py-2 text-left text-xs text-white shadow-lift">
                    <span className="block font-bold">{logo.alt}</span>
                    {logo.description}
                  </span>
                </button>
              </li>
            )),
          )}
        </ul>
      </div>
      <p id={`${id}-detail`} aria-live="polite" className="mx-auto mt-8 max-w-3xl px-5 text-center text-slate-600">
        {shown ? (
          <>
            <strong className="text-brand-950">{shown.alt}</strong>{separator}{shown.description}
          </>
        ) : (
          <span className="hover-only">{hint}</span>
        )}
      </p>
    </>
  );
}
