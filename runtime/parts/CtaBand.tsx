import type { Image } from "../../model/index.ts";
import { FormIsland } from "../forms/FormIsland";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";

/** What a call-to-action band says: its heading and text, the form's submit label, an optional note under the form and background picture. */
export interface BandCta {
  readonly heading: string;
  readonly text: string;
  readonly submitLabel: string;
  readonly note?: string;
  readonly background?: Image;
}

/**
 * The call-to-action band of the practice pages: the heading (h2, id `id`) and text of `cta`
 * beside a card headed `formHeading` with the contact form, whose submit button says
 * `cta.submitLabel` and whose field ids start with `idPrefix`, and the optional `cta.note` under it. A short rule in the practice's light accent marks
 * it (the brand's light blue outside a practice). With `cta.background` (a service section page) the
 * picture shows faintly behind it; without (a service page) a glow does, and the text stays in
 * view beside a long form from 1024 px (sticky).
 */
export function CtaBand({ id, cta, formHeading, idPrefix }: { id: string; cta: BandCta; formHeading: string; idPrefix: string }) {
  const { heading, text, submitLabel, note, background } = cta;
  return (
    <section aria-labelledby={id} className={cn("relative overflow-hidden bg-brand-900", background ? "isolate py-16 lg:py-24" : "py-20 lg:py-28")}>
      {background ? (
        <Img image={background} alt="" className="absolute inset-0 -z-10 h-full object-cover opacity-25" />
      ) : (
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-48 -left-32 size-[32rem] rounded-full bg-brand-500/30 blur-3xl" />
      )}
      <Container className={background ? "grid gap-10 lg:grid-cols-[1fr_1.1fr]" : "relative grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-start"}>
        <div className={background ? undefined : "lg:sticky lg:top-28"}>
          <span aria-hidden="true" className="mb-6 block h-1 w-12 rounded-full bg-practice-on-dark" />
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
            {heading}
          </h2>
          <p className={cn("mt-5 text-lg leading-relaxed text-brand-100", !background && "max-w-lg")}>{text}</p>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-lift sm:p-9">
          <h3 className="text-xl font-bold">{formHeading}</h3>
          <FormIsland form="contact" submitLabel={submitLabel} idPrefix={idPrefix} className="mt-6" />
          {note && <p className="mt-5 text-sm text-slate-500">{note}</p>}
        </div>
      </Container>
    </section>
  );
}
