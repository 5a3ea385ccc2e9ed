import type { FiguresSection as FiguresSectionData } from "../../model/index.ts";
import { SectionHeading } from "../parts/SectionHeading";
import { Container } from "../primitives/Container";
import { FigureList } from "../primitives/Figure";
import type { SectionProps } from "./shared";

/**
 * Big figures with their labels on a dark band (a client case study's results, Social media
 * ads): the one figures list of the site (FigureList, as case studies and projects show their
 * results), flush with the band's heading.
 */
export function FiguresSection({ section: s }: SectionProps<FiguresSectionData>) {
  return (
    <section id={s.id} aria-labelledby={`${s.id}-heading`} className="bg-brand-950 py-20 lg:py-28">
      <Container>
        <SectionHeading id={`${s.id}-heading`} eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} tone="light" />
        <FigureList figures={s.items} className="mt-12 p-0 sm:p-0" />
      </Container>
    </section>
  );
}
