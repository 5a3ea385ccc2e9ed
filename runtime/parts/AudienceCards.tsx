import type { Audience } from "../../model/index.ts";
import { Container } from "../primitives/Container";
import { IconCard } from "./IconCard";
import { SectionHeading } from "./SectionHeading";

/**
 * 'Who Can Benefit from Our Services': any number of cards (four at launch), two columns
 * from 1024 px (two beside the side bar at 768 px leave 164 px of text); an odd last card spans both columns, so no row is left half empty.
 */
export function AudienceCards({ id, heading, intro, audiences }: { id: string; heading: string; intro?: string; audiences: readonly Audience[] }) {
  return (
    <section aria-labelledby={id} className="bg-slate-50 py-20 lg:py-28">
      <Container>
        <SectionHeading id={id} heading={heading} intro={intro} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-2 lg:[&>:last-child:nth-child(odd)]:col-span-2">
          {audiences.map((a) => (
            <li key={a.title}>
              <IconCard title={a.title} description={a.description} icon={a.icon} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
