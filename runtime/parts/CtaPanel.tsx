import type { ReactNode } from "react";
import { ContactCta } from "../layout/ContactCta";
import { Container } from "../primitives/Container";

/** A closing call to action: a rounded brand panel with heading, text and 'Contact Us Today' (or `action`). */
export function CtaPanel({ id, heading, text, action }: { id: string; heading: string; text: string | null; action?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="py-20 lg:py-24">
      <Container>
        <div className="rounded-[2rem] bg-gradient-to-br from-brand-600 to-brand-950 px-6 py-16 text-center sm:px-12">
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {heading}
          </h2>
          {text && <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{text}</p>}
          <div className="mt-9">{action ?? <ContactCta variant="inverse" />}</div>
        </div>
      </Container>
    </section>
  );
}
