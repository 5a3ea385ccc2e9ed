import type { PeopleSection as PeopleSectionData } from "../../model/index.ts";
import { Band } from "../parts/Band";
import { PersonCard } from "../parts/PersonCard";
import type { SectionProps } from "./shared";

/**
 * A team: people cards (monogram or photograph, name, role, office and a profile link opening in
 * a new tab, Team member) in the balanced grid, every card its row's height; the
 * teams of the country pages are this section.
 */
export function PeopleSection({ section: s }: SectionProps<PeopleSectionData>) {
  return (
    <Band anchor={s.id} id={`${s.id}-heading`} eyebrow={s.eyebrow} heading={s.heading} intro={s.intro} className="py-20 lg:py-24">
      <ul className="grid-balanced mt-10 auto-rows-fr gap-6">
        {s.items.map((p) => (
          <li key={p.name} data-person="" className="@container">
            <PersonCard person={p} linkLabel={s.linkLabel} />
          </li>
        ))}
      </ul>
    </Band>
  );
}
