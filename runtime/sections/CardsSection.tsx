import type { CardsSection as CardsSectionData } from "../../model/index.ts";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { IconCard } from "../parts/IconCard";
import { SectionHeading } from "../parts/SectionHeading";
import type { SectionProps } from "./shared";

/** Card columns: three use the balanced grid (app.css), so no count of cards leaves an orphan. */
const COLUMNS = { 2: "lg:grid-cols-2 lg:[&>:last-child:nth-child(odd)]:col-span-2", 3: "grid-balanced", 4: "lg:grid-cols-2" } as const;

/** A grid of icon cards (title, description, an optional highlighted figure); bands alternate white and slate. */
export function CardsSection({ section: s }: SectionProps<CardsSectionData>) {
  return (
    <section id={s.id} aria-labelledby={`${s.id}-heading`} className="py-20 odd:bg-slate-50 lg:py-28">
      <Container>
        <SectionHeading id={`${s.id}-heading`} eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} />
        <ul className={cn("mt-12 grid gap-6", COLUMNS[s.columns])}>
          {s.items.map((item) => (
            <li key={item.title}>
              <IconCard layout="top" title={item.title} description={item.description} icon={item.icon}>
                {item.highlight && <p className="mt-2 inline-block rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-white">{item.highlight}</p>}
              </IconCard>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
