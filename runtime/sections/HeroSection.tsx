import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import type { HeroSection as HeroSectionData } from "../../model/index.ts";
import { Badge } from "../primitives/Badge";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { FormCard } from "./FormSection";
import type { SectionProps } from "./shared";

/** The light opening band and its glow, which every hero of this kind stands on. */
function HeroBand({ id, className, children }: { id?: string; className: string; children: ReactNode }) {
  return (
    <section id={id} className={cn("relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white", className)}>
      <div aria-hidden="true" className="pointer-events-none absolute -top-72 -right-32 size-[30rem] rounded-full bg-brand-200/40 blur-3xl" />
      {children}
    </section>
  );
}

/**
 * The opening banner: badge, the page's one h1 (its own heading, else the route's), lead and
 * claims with check marks. With a form, the text and the form's card sit side by side from
 * 1024 px (Newsletter, Social media ads, Report page); without one its heading runs wide
 * (Contact, Recommendations, a service section's not-found view).
 */
export function HeroSection({ section: h, route, pageForm }: SectionProps<HeroSectionData>) {
  const heading = h.heading ?? route?.heading ?? "";
  const points = h.points.length > 0 && (
    <ul className="mt-8 space-y-3">
      {h.points.map((p) => (
        <li key={p} className="flex items-start gap-3 font-medium text-slate-800">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {p}
        </li>
      ))}
    </ul>
  );
  if (!h.form) {
    return (
      <HeroBand className="pt-14 pb-14 md:pt-28">
        <Container className="relative">
          {h.badge && <Badge>{h.badge}</Badge>}
          <h1 className={cn("max-w-4xl text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl lg:text-6xl", h.badge && "mt-5")}>{heading}</h1>
          {h.lead && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{h.lead}</p>}
          {points && <div>{points}</div>}
        </Container>
      </HeroBand>
    );
  }
  return (
    <HeroBand id={h.id} className="pt-12 pb-20 md:pt-28">
      <Container className="relative grid items-start gap-12 lg:grid-cols-[1fr_1fr] lg:gap-16">
        <div className="lg:pt-6">
          {h.badge && <Badge>{h.badge}</Badge>}
          <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
          {h.lead && <p className="mt-6 text-lg leading-relaxed text-slate-600">{h.lead}</p>}
          {points}
        </div>
        <FormCard form={h.form} heading={null} intro={null} note={h.formNote} anchor={pageForm === h.form} />
      </Container>
    </HeroBand>
  );
}
