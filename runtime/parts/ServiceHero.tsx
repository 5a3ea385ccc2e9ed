import { paths } from "../../generated/routes";
import { ArrowRight, ChevronDown } from "lucide-react";
import type { Category, Service } from "../../model/index.ts";
import { site } from "../../generated/site";
import { Badge } from "../primitives/Badge";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import { HeroIntro, Typewriter } from "../motion/HeroIntro";

/**
 * Service detail hero: category badge (none for Events: a short rule in the practice's
 * colour stands in its place), the title with its last word highlighted in the practice's
 * accent, the category's subtitle, the description, 'Talk to an Expert' and a round link that
 * scrolls smoothly (CSS scroll-behavior) to `benefitsId`. Colours come from the practice around
 * it (`data-practice`, set by the page).
 */
export function ServiceHero({ service, category, benefitsId }: { service: Service; category: Category; benefitsId: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-practice-tint via-white to-white pt-10 pb-16 md:pt-28 lg:pb-24">
      {/* The glow stays clear of the text column: accent text is only ever on the tint or white (contrast checked). */}
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-40 hidden size-[36rem] rounded-full bg-practice/10 blur-3xl lg:block" />
      <Container className="relative grid items-center gap-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <HeroIntro>
          {category.badge ? (
            <Badge tone="practice" dot>
              {category.badge}
            </Badge>
          ) : (
            <span data-slot="practice-rule" aria-hidden="true" className="block h-1 w-12 rounded-full bg-practice" />
          )}
          <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {service.titleLead && <>{service.titleLead} </>}
            <span data-slot="highlight" className="text-practice">
              {service.titleLastWord}
            </span>
          </h1>
          <p className="mt-5 text-lg font-semibold text-brand-700 sm:text-xl">
            <Typewriter text={service.subtitle} />
          </p>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">{service.description}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <ButtonLink href={paths.contact} size="lg">
              {site.ui.serviceDetail.talkToExpert}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <a
              href={`#${benefitsId}`}
              aria-label={site.ui.serviceDetail.scrollDown}
              className="grid size-13 place-items-center rounded-full border border-slate-200 bg-white text-practice shadow-sm transition-[translate,border-color,background-color] hover:translate-y-0.5 hover:border-practice/50 hover:bg-practice-tint focus-visible:outline-practice"
            >
              <ChevronDown aria-hidden="true" className="size-5 motion-safe:animate-bounce" />
            </a>
          </div>
        </HeroIntro>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-3 rotate-2 rounded-[2rem] bg-practice/15" />
          <Img image={service.heroImage} priority className="relative rounded-[1.75rem] shadow-lift" />
        </div>
      </Container>
    </section>
  );
}
