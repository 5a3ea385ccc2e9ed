import { ChevronDown } from "lucide-react";
import type { FaqSection as FaqSectionData } from "../../model/index.ts";
import { Container } from "../primitives/Container";
import { SectionHeading } from "../parts/SectionHeading";
import type { SectionProps } from "./shared";

/**
 * Questions and answers: each a native disclosure (details and summary), so every answer opens
 * with the keyboard and without JavaScript, and the browser's find-in-page reaches closed ones.
 */
export function FaqSection({ section: s }: SectionProps<FaqSectionData>) {
  return (
    <section id={s.id} aria-labelledby={`${s.id}-heading`} className="py-20 odd:bg-slate-50 lg:py-28">
      <Container>
        <SectionHeading id={`${s.id}-heading`} eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} />
        <div className="mt-12 max-w-3xl divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white shadow-card">
          {s.items.map((q) => (
            <details key={q.question} name={`${s.id}-faq`} className="group px-6 sm:px-8">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-5 text-lg font-bold text-brand-950 [&::-webkit-details-marker]:hidden">
                <h3>{q.question}</h3>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
              </summary>
              <p className="pb-6 leading-relaxed text-slate-700">{q.answer}</p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
