import type { FiguresSection as FiguresSectionData } from "../../generated/model";
import { Container } from "../primitives/Container";
import { SectionHead, type SectionProps } from "./shared";

/** Big figures with their labels on a dark band (a client case study's results, §2 Social media ads). */
export function FiguresSection({ section: s }: SectionProps<FiguresSectionData>) {
  return (
    <section id={s.id} aria-labelledby={`${s.id}-heading`} className="bg-brand-950 py-20 lg:py-28">
      <Container>
        <SectionHead id={s.id} eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} light />
        <dl className="mt-12 grid gap-6 lg:grid-cols-3">
          {s.items.map((f) => (
            <div key={f.label} className="flex flex-col gap-2 rounded-3xl border border-white/10 bg-white/5 p-7">
              <dt className="text-brand-100">{f.label}</dt>
              <dd className="order-first text-4xl font-extrabold tracking-tight text-white xl:text-5xl">{f.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
