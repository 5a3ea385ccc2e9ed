import { paths } from "../../generated/routes";
import { ArrowRight, ChevronDown } from "lucide-react";
import type { Category, Service } from "../../generated/model";
import { site } from "../../generated/site";
import { Badge } from "../primitives/Badge";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import { HeroIntro, Typewriter } from "../motion/HeroIntro";

/**
 * §2 Service detail hero: category badge (none for Events), the title with its last word
 * highlighted, the category's subtitle, the description, 'Talk to an Expert' and a round
 * link that scrolls smoothly (CSS scroll-behavior) to `benefitsId`.
 */
export function ServiceHero({ service, category, benefitsId }: { service: Service; category: Category; benefitsId: string }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-10 pb-16 md:pt-28 lg:pb-24">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-brand-200/40 blur-3xl" />
      <Container className="relative grid items-center gap-12 lg:grid-cols-[1.05fr_1fr] lg:gap-16">
        <HeroIntro>
          {category.badge && <Badge>{category.badge}</Badge>}
          <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {service.titleLead && <>{service.titleLead} </>}
            <span className="bg-gradient-to-r from-brand-600 to-brand-400 bg-clip-text text-transparent">{service.titleLastWord}</span>
          </h1>
          <p className="mt-5 text-lg font-semibold text-brand-700 sm:text-xl"><Typewriter text={service.subtitle} /></p>
          <p className="mt-4 max-w-xl text-base leading-relaxed text-slate-600 sm:text-lg">{service.description}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <ButtonLink href={paths.contact} size="lg">
              {site.ui.serviceDetail.talkToExpert}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <a
              href={`#${benefitsId}`}
              aria-label={site.ui.serviceDetail.scrollDown}
              className="grid size-13 place-items-center rounded-full border border-brand-200 bg-white text-brand-700 shadow-sm transition-all hover:translate-y-0.5 hover:border-brand-400 hover:bg-brand-50"
            >
              <ChevronDown aria-hidden="true" className="size-5 motion-safe:animate-bounce" />
            </a>
          </div>
        </HeroIntro>
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-3 rotate-2 rounded-[2rem] bg-brand-100" />
          <Img image={service.heroImage} alt="" priority className="relative rounded-[1.75rem] shadow-lift" />
        </div>
      </Container>
    </section>
  );
}
