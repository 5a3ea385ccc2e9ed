import { MapPin, Phone } from "lucide-react";
import type { OfficesSection as OfficesSectionData } from "../../model/index.ts";
import { Container } from "../primitives/Container";
import { FormCard } from "./FormSection";
import type { SectionProps } from "./shared";

/**
 * Contact's 'Our Offices': each office with its address lines and a tappable phone link
 * (its accessible label names the country), two to a row from 640 px; with `form`, the form's
 * card comes first (on a phone the form is near the top, not 1,300 px down, after six
 * offices), and stands beside them from 1024 px, sticky while the offices scroll.
 */
export function OfficesSection({ section: s, pageForm }: SectionProps<OfficesSectionData>) {
  return (
    <Container id={s.id} className="grid gap-12 pb-24 lg:grid-cols-[1.15fr_1fr] lg:items-start">
      {s.form && <FormCard form={s.form} heading={null} intro={null} note={null} anchor={pageForm === s.form} aside />}
      <section aria-labelledby={`${s.id}-heading`}>
        <h2 id={`${s.id}-heading`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {s.heading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {s.items.map((o) => (
            <li key={`${o.country} ${o.city}`} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-card">
              <h3 className="text-lg font-bold">{o.country}</h3>
              <address className="mt-3 flex gap-2 text-[15px] leading-relaxed text-slate-600 not-italic">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-500" />
                <span>
                  {o.lines.map((l) => (
                    <span key={l} className="block">
                      {l}
                    </span>
                  ))}
                </span>
              </address>
              <a
                href={o.telHref}
                aria-label={o.callLabel}
                className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold whitespace-nowrap text-brand-800 transition-colors hover:bg-brand-600 hover:text-white"
              >
                <Phone aria-hidden="true" className="size-4" />
                {o.tel}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
