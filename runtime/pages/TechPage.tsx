import { paths } from "../../generated/routes";
import { ArrowRight, ArrowUpRight } from "lucide-react";
import { techPage } from "../../generated/tech";
import { icons } from "../../generated/icons";
import { site } from "../../generated/site";
import { HeroIntro } from "../motion/HeroIntro";
import { Reveal } from "../motion/Reveal";
import { Badge } from "../primitives/Badge";
import { ButtonLink } from "../primitives/Button";
import { Card } from "../primitives/Card";
import { Img } from "../primitives/Img";
import { services } from "../../generated/services";
import { Container } from "../primitives/Container";
import { PracticeScope } from "../primitives/Practice";
import { usePage } from "../app/page-context";
import { practiceOfPath } from "../lib/practice";
import { DarkHero } from "../parts/DarkHero";
import { CtaPanel } from "../parts/CtaPanel";
import { IconCard } from "../parts/IconCard";
import { SectionHeading } from "../parts/SectionHeading";
import { NotFoundPage } from "./NotFoundPage";

/**
 * §2 Tech Solutions: banner with the SERVICES badge, Book a Call and All services; six offerings
 * with rationale, external link chips (new tab) and Learn more to /services/tech-solutions/{slug};
 * Why Choose with four reasons; the call-to-action block. Each offering shows the work its
 * service delivers (its `artefact`, composed; issue 31). Sections fade in on scroll. The page
 * wears the Tech Solutions practice's colours (`data-practice`, from its path).
 */
export function TechPage() {
  const p = techPage;
  const { pathname } = usePage();
  if (!p) return <NotFoundPage />;
  return (
    <PracticeScope practice={practiceOfPath(pathname)}>
      <DarkHero>
        <HeroIntro className="max-w-3xl">
          <Badge tone="practice-dark" dot>
            {p.badge}
          </Badge>
          <h1 className="mt-5 text-5xl font-extrabold tracking-tight text-white sm:text-6xl lg:text-7xl">{p.heading}</h1>
          <p className="mt-6 text-lg leading-relaxed text-brand-100">{p.intro}</p>
          <div className="mt-9 flex flex-wrap gap-4">
            <ButtonLink href={paths.contact} variant="inverse" size="lg">
              {site.ui.section.bookCall}
            </ButtonLink>
            <ButtonLink href={paths.services} size="lg" className="bg-white/10 hover:bg-white/20">
              {site.ui.section.allServices}
            </ButtonLink>
          </div>
        </HeroIntro>
      </DarkHero>
      <Reveal as="section" aria-labelledby="tech-offerings" className="py-20 lg:py-28">
        <Container>
          <SectionHeading id="tech-offerings" heading={p.offeringsHeading} />
          <ul className="grid-balanced mt-12 gap-6">
            {p.offerings.map((o) => {
              const Icon = icons[o.icon];
              // The work the offering's service delivers (spec `artefact`), drawn in the practice's colours (issue 31).
              const work = services.find((s) => s.path === o.href)?.work;
              return (
                <li key={o.href}>
                  <Card className="flex h-full flex-col overflow-hidden">
                    {work && <Img image={work.image} alt="" className="aspect-[4/3] object-cover" />}
                    <div className="flex flex-1 flex-col p-7">
                      <span className="grid size-12 place-items-center rounded-2xl bg-practice text-white transition-transform duration-300 group-hover:-rotate-6">
                        {Icon && <Icon aria-hidden="true" className="size-6" />}
                      </span>
                      <h3 className="mt-5 text-xl font-bold">{o.title}</h3>
                      <p className="mt-2 leading-relaxed text-slate-600">{o.description}</p>
                      <p className="mt-4 flex-1 rounded-2xl bg-practice-tint p-4 text-[15px] text-brand-950">
                        <strong className="font-bold">{p.whyLabel}</strong> {o.why}
                      </p>
                      <ul className="mt-5 flex flex-wrap gap-2">
                        {o.externalLinks.map((l) => (
                          <li key={l.url}>
                            <a
                              href={l.url}
                              target="_blank"
                              rel="noopener noreferrer"
                              className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:border-practice/50 hover:text-practice focus-visible:outline-practice"
                            >
                              {l.text}
                              <span className="sr-only"> {site.ui.shell.opensInNewTab}</span>
                              <ArrowUpRight aria-hidden="true" className="size-3.5" />
                            </a>
                          </li>
                        ))}
                      </ul>
                      <a
                        href={o.href}
                        className="mt-6 inline-flex items-center gap-2 self-start font-semibold text-practice decoration-2 underline-offset-4 hover:underline focus-visible:outline-practice"
                      >
                        {p.learnMore}
                        <span className="sr-only">{site.ui.shell.linkContext({ title: o.title })}</span>
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </a>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Container>
      </Reveal>
      <Reveal as="section" aria-labelledby="tech-why" className="bg-slate-50 py-20 lg:py-28">
        <Container>
          <SectionHeading id="tech-why" heading={p.whyChoose.heading} />
          <ul className="mt-12 grid gap-6 lg:grid-cols-2">
            {p.whyChoose.items.map((w) => (
              <li key={w.title}>
                <IconCard layout="top" title={w.title} description={w.description} icon={w.icon} />
              </li>
            ))}
          </ul>
        </Container>
      </Reveal>
      <CtaPanel id="tech-cta" heading={p.cta.heading} text={p.cta.text} />
    </PracticeScope>
  );
}
