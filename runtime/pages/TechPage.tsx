import { ArrowUpRight } from "lucide-react";
import type { CardsSection as Cards, TechPage as Tech } from "../../model/index.ts";
import { techPage } from "../../generated/tech";
import { site } from "../../generated/site";
import { HeroIntro } from "../motion/HeroIntro";
import { Badge } from "../primitives/Badge";
import { Card } from "../primitives/Card";
import { Img } from "../primitives/Img";
import { services } from "../../generated/services";
import { PracticeScope } from "../primitives/Practice";
import { usePage } from "../app/page-context";
import { practiceOfPath } from "../lib/practice";
import { DarkHero } from "../parts/DarkHero";
import { Band } from "../parts/Band";
import { ContactButtons } from "../parts/ContactButtons";
import { IconTile } from "../parts/IconTile";
import { LearnMore } from "../parts/LearnMore";
import { CardsSection } from "../sections/CardsSection";
import { CtaSection } from "../sections/CtaSection";
import { closingCta } from "../sections/shared";
import { NotFoundPage } from "./NotFoundPage";
import type { Screens } from "../app/page-kinds";

/** The page's Why Choose block as a cards section: two columns of icon cards (Tech Solutions). */
function whySection(why: Tech["whyChoose"]): Cards {
  return {
    kind: "cards",
    id: "tech-why",
    eyebrow: null,
    heading: why.heading,
    intro: null,
    columns: 2,
    items: why.items.map((w) => ({ ...w, highlight: null })),
  };
}

/**
 * Tech Solutions: banner with the SERVICES badge, Book a Call and All services; six offerings
 * with rationale, external link chips (new tab) and Learn more to /services/tech-solutions/{slug};
 * Why Choose with four reasons; the call-to-action block. On a tablet (two offerings a row) the
 * rationale is a ruled paragraph rather than a tinted box, so its text keeps 240 px. Each
 * offering shows the work its service delivers (its `artefact`, composed). Sections fade in on
 * scroll. The page
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
          <ContactButtons bookLabel={site.ui.section.bookCall} allLabel={site.ui.section.allServices} tone="dark" className="mt-9" />
        </HeroIntro>
      </DarkHero>
      <Band id="tech-offerings" heading={p.offeringsHeading} className="py-20 lg:py-28">
        <ul className="grid-balanced mt-12 gap-6">
          {p.offerings.map((o) => {
            // The work the offering's service delivers (spec `artefact`), drawn in the practice's colours.
            const work = services.find((s) => s.path === o.href)?.work;
            return (
              <li key={o.href}>
                <Card className="flex h-full flex-col overflow-hidden">
                  {work && <Img image={work.image} alt="" className="aspect-[4/3] object-cover" />}
                  <div className="flex flex-1 flex-col p-7 md:max-lg:p-5">
                    <IconTile icon={o.icon} className="bg-practice transition-transform duration-300 group-hover:-rotate-6" />
                    <h3 className="mt-5 text-xl font-bold">{o.title}</h3>
                    <p className="mt-2 leading-relaxed text-slate-600">{o.description}</p>
                    <p className="mt-4 rounded-2xl bg-practice-tint p-4 text-[15px] text-brand-950 md:max-lg:rounded-none md:max-lg:border-l-2 md:max-lg:border-practice md:max-lg:bg-transparent md:max-lg:py-0 md:max-lg:pr-0 md:max-lg:pl-3">
                      <strong className="font-bold">{p.whyLabel}</strong> {o.why}
                    </p>
                    {/* The card's spare height goes above its links, not into the box above. */}
                    <ul className="mt-auto flex flex-wrap gap-2 pt-5">
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
                    <LearnMore href={o.href} label={p.learnMore} title={o.title} className="mt-6" />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </Band>
      <CardsSection section={whySection(p.whyChoose)} />
      <CtaSection section={closingCta("tech-cta", p.cta)} />
    </PracticeScope>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { "tech-solutions": { screen: TechPage, countryMenu: "white" } };
