import type { PeopleSection as PeopleSectionData } from "../../generated/model";
import { Container } from "../primitives/Container";
import { PersonCard } from "../parts/PersonCard";
import { SectionHead, type SectionProps } from "./shared";

/** A grid of people: monogram, name, role and a profile link opening in a new tab (§3 Team member), three a row on wide screens. */
export function PeopleSection({ section: s }: SectionProps<PeopleSectionData>) {
  return (
    <section id={s.id} aria-labelledby={`${s.id}-heading`} className="py-20 odd:bg-slate-50 lg:py-28">
      <Container>
        <SectionHead id={s.id} eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} />
        <ul className="mt-12 grid gap-6 grid-balanced">
          {s.items.map((p) => (
            <li key={p.name}>
              <PersonCard person={p} linkLabel={s.linkLabel} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
