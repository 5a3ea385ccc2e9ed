import type { CtaSection as CtaSectionData } from "../../model/index.ts";
import { ContactCta } from "../layout/ContactCta";
import { Container } from "../primitives/Container";
import { ActionButton, type SectionProps } from "./shared";

/**
 * A closing call to action: a rounded brand panel with its heading, intro and button (scrolling
 * to the page's form when it has no href), or 'Contact Us Today' to the contact page without an
 * action (the bespoke pages' closing blocks).
 */
export function CtaSection({ section: s }: SectionProps<CtaSectionData>) {
  const headingId = `${s.id}-heading`;
  return (
    <section id={s.id} aria-labelledby={headingId} className="py-20 lg:py-24">
      <Container>
        <div className="rounded-[2rem] bg-gradient-to-br from-brand-600 to-brand-950 px-6 py-16 text-center sm:px-12">
          <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {s.heading}
          </h2>
          {s.intro && <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{s.intro}</p>}
          <div className="mt-9">{s.action ? <ActionButton action={s.action} variant="inverse" /> : <ContactCta variant="inverse" />}</div>
        </div>
      </Container>
    </section>
  );
}
