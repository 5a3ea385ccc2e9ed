import { Quote, UserRound } from "lucide-react";
import type { TestimonialsSection as TestimonialsSectionData } from "../../model/index.ts";
import { site } from "../../generated/site";
import { Island } from "../islands/Island";
import { ContactCta } from "../layout/ContactCta";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import type { SectionProps } from "./shared";

/**
 * Client testimonials two per row from 768 px (Recommendations; a card there keeps 20 px of
 * padding, so its quote stays a column of 240 px) with pagination dots, `perPage` per
 * page (4): the dots are an island and show only when there is more than one page; without
 * JavaScript every testimonial shows. A testimonial without a photo shows a generic icon. The
 * 'Contact Us Today' link follows when `contactLink`.
 */
export function TestimonialsSection({ section: s }: SectionProps<TestimonialsSectionData>) {
  const listId = `${s.id}-list`;
  const pages = s.pageLabels.length;
  return (
    <section id={s.id} aria-label={s.heading ? undefined : s.label} aria-labelledby={s.heading ? `${s.id}-heading` : undefined} className="pb-24">
      <Container>
        {s.heading && (
          <h2 id={`${s.id}-heading`} className="mb-10 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {s.heading}
          </h2>
        )}
        <ul id={listId} className="grid gap-6 md:grid-cols-2" aria-live="polite">
          {s.items.map((t, i) => (
            <li key={t.quote.slice(0, 40)} data-paged={i >= s.perPage ? "hidden" : "shown"}>
              <figure className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-card sm:p-9 md:p-5 lg:p-9">
                <Quote aria-hidden="true" className="size-8 text-brand-300" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800">{t.quote}</blockquote>
                <figcaption className="mt-7 flex items-center gap-4 border-t border-slate-100 pt-6">
                  {t.avatar ? (
                    <Img image={t.avatar} className="size-12 rounded-full object-cover" />
                  ) : (
                    <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
                      <UserRound aria-hidden="true" className="size-6" />
                    </span>
                  )}
                  <span>
                    <span className="block font-bold text-brand-950">{t.author}</span>
                    <span className="block text-sm text-slate-600">{site.ui.shell.testimonialSource({ company: t.company, date: t.date })}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        {pages > 1 && <Island name="Testimonials" client="visible" props={{ listId, pages, perPage: s.perPage, labels: s.pageLabels }} />}
        {s.contactLink && (
          <div className="mt-14 flex justify-center">
            <ContactCta />
          </div>
        )}
      </Container>
    </section>
  );
}
