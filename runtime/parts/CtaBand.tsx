import type { CallToAction } from "../../generated/model";
import { Container } from "../primitives/Container";
import { FormIsland } from "../forms/FormIsland";

/**
 * §2 The call-to-action band: heading and description beside an embedded contact-style form
 * whose submit button carries the action text. A short rule in the practice's light accent
 * marks it (the brand's light blue outside a practice).
 */
export function CtaBand({ id, cta, formHeading }: { id: string; cta: CallToAction; formHeading: string }) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-brand-900 py-20 lg:py-28">
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-48 -left-32 size-[32rem] rounded-full bg-brand-500/30 blur-3xl" />
      <Container className="relative grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div className="lg:sticky lg:top-28">
          <span aria-hidden="true" className="mb-6 block h-1 w-12 rounded-full bg-practice-on-dark" />
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {cta.heading}
          </h2>
          <p className="mt-5 max-w-lg text-lg leading-relaxed text-brand-100">{cta.description}</p>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-lift sm:p-9">
          <h3 className="text-xl font-bold">{formHeading}</h3>
          <FormIsland form="contact" submitLabel={cta.actionText} idPrefix={`${id}-form`} className="mt-6" />
        </div>
      </Container>
    </section>
  );
}
