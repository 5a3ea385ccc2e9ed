import { Quote } from "lucide-react";
import type { QuoteSection as QuoteSectionData } from "../../model/index.ts";
import { Container } from "../primitives/Container";
import type { SectionProps } from "./shared";

/** One large quotation with who said it, centred. */
export function QuoteSection({ section: s }: SectionProps<QuoteSectionData>) {
  return (
    <section id={s.id} aria-label={s.author} className="py-20 lg:py-28">
      <Container>
        <figure className="mx-auto max-w-3xl text-center">
          <Quote aria-hidden="true" className="mx-auto size-10 text-brand-300" />
          <blockquote className="mt-6 text-2xl leading-snug font-semibold tracking-tight text-brand-950 sm:text-3xl">{s.quote}</blockquote>
          <figcaption className="mt-8">
            <span className="block font-bold text-brand-950">{s.author}</span>
            {s.role && <span className="block text-sm text-slate-600">{s.role}</span>}
          </figcaption>
        </figure>
      </Container>
    </section>
  );
}
