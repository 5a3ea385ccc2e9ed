import { forms } from "../../generated/forms";
import type { FormSection as FormSectionData } from "../../model/index.ts";
import { FormIsland } from "../forms/FormIsland";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { FORM_ANCHOR, type SectionProps } from "./shared";

/**
 * A form of spec/forms/ in a card, placed by its id: the one place pages render a form (the
 * hero's form card is this card too). Its heading and intro default to the form's own; the
 * page's first form carries the anchor its scroll-to-form buttons point at. The form itself is
 * an island: complete HTML that posts without JavaScript, validated and sent in the background
 * once hydrated.
 */
export function FormCard({
  form: id,
  heading,
  intro,
  note,
  anchor,
  aside = false,
  className,
}: {
  form: string;
  heading: string | null;
  intro: string | null;
  note: string | null;
  anchor: boolean;
  /** Beside a list (the offices): a flatter card with a larger heading, a landmark named by it, sticky on wide screens. */
  aside?: boolean;
  className?: string;
}) {
  const form = forms[id];
  if (!form) return null;
  const headingId = `${form.spec.id}-form-heading`;
  const Card = aside ? "section" : "div";
  return (
    <Card
      id={anchor ? FORM_ANCHOR : undefined}
      aria-labelledby={aside ? headingId : undefined}
      className={cn(
        "scroll-mt-28 rounded-3xl border border-slate-200 bg-white p-6",
        aside ? "shadow-card sm:p-10 lg:sticky lg:top-8" : "shadow-lift sm:p-9",
        className,
      )}
    >
      <h2 id={headingId} className={cn("text-2xl font-extrabold tracking-tight", aside && "sm:text-3xl")}>
        {heading ?? form.spec.heading}
      </h2>
      {(intro ?? form.spec.intro) && <p className={cn("text-slate-600", aside ? "mt-3" : "mt-2")}>{intro ?? form.spec.intro}</p>}
      <FormIsland form={form.spec.id} className="mt-6" />
      {note && <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-500">{note}</p>}
    </Card>
  );
}

/** The form section: its card, centred at a reading width. */
export function FormSection({ section, pageForm }: SectionProps<FormSectionData>) {
  return (
    <section id={section.id} className="py-20 lg:py-24">
      <Container>
        <FormCard
          form={section.form}
          heading={section.heading}
          intro={section.intro}
          note={section.note}
          anchor={pageForm === section.form}
          className="mx-auto max-w-2xl"
        />
      </Container>
    </section>
  );
}
