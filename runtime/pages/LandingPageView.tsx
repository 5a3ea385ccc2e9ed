import { ArrowRight, CheckCircle2 } from "lucide-react";
import { forms } from "../../generated/forms";
import type { LandingSection, PageAction, RouteEntry } from "../../generated/model";
import { landingPages } from "../../generated/pages";
import { Badge } from "../primitives/Badge";
import { ButtonLink } from "../primitives/Button";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { CtaPanel } from "../sections/CtaPanel";
import { FormIsland } from "../forms/FormIsland";
import { Breadcrumb } from "../sections/Breadcrumb";
import { IconCard } from "../sections/IconCard";
import { NotFoundPage } from "./NotFoundPage";

const FORM_ANCHOR = "page-form";

/** A landing-page button: a link, by default to the page's form (the browser scrolls to it smoothly). */
function ActionButton({ action, variant = "primary" }: { action: PageAction; variant?: "primary" | "inverse" }) {
  return (
    <ButtonLink href={action.href ?? `#${FORM_ANCHOR}`} variant={variant} size="lg">
      {action.label}
      <ArrowRight aria-hidden="true" />
    </ButtonLink>
  );
}

function SectionHead({ section, light = false }: { section: LandingSection; light?: boolean }) {
  return (
    <div className="max-w-2xl">
      {section.eyebrow && <p className={cn("text-sm font-bold tracking-widest uppercase", light ? "text-brand-200" : "text-brand-600")}>{section.eyebrow}</p>}
      <h2 id={`${section.id}-heading`} className={cn("mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl", light && "text-white")}>{section.heading}</h2>
      {section.intro && <p className={cn("mt-4 text-lg leading-relaxed", light ? "text-brand-100" : "text-slate-600")}>{section.intro}</p>}
    </div>
  );
}

/** Card columns per section: three columns use the balanced grid (app.css), so no count leaves an orphan. */
const COLUMNS = { 2: "md:grid-cols-2 md:[&>:last-child:nth-child(odd)]:col-span-2", 3: "grid-balanced", 4: "md:grid-cols-2 lg:grid-cols-4" } as const;

function Section({ section }: { section: LandingSection }) {
  if (section.kind === "stats") {
    return (
      <section id={section.id} aria-labelledby={`${section.id}-heading`} className="bg-brand-950 py-20 lg:py-28">
        <Container>
          <SectionHead section={section} light />
          <dl className="mt-12 grid gap-6 lg:grid-cols-3">
            {section.items.map((s) => (
              <div key={s.label} className="flex flex-col gap-2 rounded-3xl border border-white/10 bg-white/5 p-7">
                <dt className="text-brand-100">{s.label}</dt>
                <dd className="order-first text-4xl font-extrabold tracking-tight text-white xl:text-5xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>
    );
  }
  if (section.kind === "cta") {
    return (
      <div id={section.id}>
        <CtaPanel id={`${section.id}-heading`} heading={section.heading} text={section.intro} action={section.action ? <ActionButton action={section.action} variant="inverse" /> : undefined} />
      </div>
    );
  }
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="py-20 odd:bg-slate-50 lg:py-28">
      <Container>
        <SectionHead section={section} />
        <ul className={cn("mt-12 grid gap-6", COLUMNS[section.columns])}>
          {section.items.map((item) => (
            <li key={item.title}>
              <IconCard layout="top" title={item.title ?? ""} description={item.description ?? ""} icon={item.icon}>
                {item.highlight && <p className="mt-2 inline-block rounded-full bg-brand-600 px-3 py-1 text-sm font-bold text-white">{item.highlight}</p>}
              </IconCard>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * A landing page of spec/pages/ (§2 Newsletter, Social media ads, Report page): optional fixed
 * breadcrumb, a hero with the page's form in a card, then its sections.
 */
export function LandingPageView({ route }: { route: RouteEntry }) {
  const page = landingPages[route.id];
  if (!page) return <NotFoundPage />;
  const form = page.hero.form ? forms[page.hero.form] : undefined;
  return (
    <>
      {page.breadcrumb && <Breadcrumb tone="blue" items={page.breadcrumb.items.map((i) => ({ name: i.name, href: i.href ?? undefined }))} action={{ label: page.breadcrumb.action.label, href: page.breadcrumb.action.href ?? `#${FORM_ANCHOR}` }} />}
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-12 pb-20 md:pt-28">
        <div aria-hidden="true" className="pointer-events-none absolute -top-72 -right-32 size-[30rem] rounded-full bg-brand-200/40 blur-3xl" />
        <Container className="relative grid items-start gap-12 lg:grid-cols-[1fr_1fr] lg:gap-16">
          <div className="lg:pt-6">
            {page.hero.badge && <Badge>{page.hero.badge}</Badge>}
            <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl">{page.hero.heading}</h1>
            <p className="mt-6 text-lg leading-relaxed text-slate-600">{page.hero.lead}</p>
            {page.hero.points.length > 0 && (
              <ul className="mt-8 space-y-3">
                {page.hero.points.map((p) => (
                  <li key={p} className="flex items-start gap-3 font-medium text-slate-800">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    {p}
                  </li>
                ))}
              </ul>
            )}
          </div>
          {form && (
            <div id={FORM_ANCHOR} className="scroll-mt-28 rounded-3xl border border-slate-200 bg-white p-6 shadow-lift sm:p-9">
              <h2 className="text-2xl font-extrabold tracking-tight">{form.spec.heading}</h2>
              {form.spec.intro && <p className="mt-2 text-slate-600">{form.spec.intro}</p>}
              <FormIsland form={form.spec.id} idPrefix={form.spec.id} className="mt-6" />
              {page.hero.formNote && <p className="mt-6 border-t border-slate-100 pt-5 text-sm text-slate-500">{page.hero.formNote}</p>}
            </div>
          )}
        </Container>
      </section>
      {page.sections.map((s) => <Section key={s.id} section={s} />)}
    </>
  );
}
