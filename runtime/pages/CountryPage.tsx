import { ArrowUpRight } from "lucide-react";
import { usePage } from "../app/page-context";
import { caseStudies } from "../../generated/case-studies";
import { countryPages } from "../../generated/countries";
import type { CaseStep, CountryPage as Country, PeopleSection as People } from "../../model/index.ts";
import { site } from "../../generated/site";
import { Badge } from "../primitives/Badge";
import { Card } from "../primitives/Card";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import { CtaSection } from "../sections/CtaSection";
import { LogosSection } from "../sections/LogosSection";
import { PeopleSection } from "../sections/PeopleSection";
import { closingCta } from "../sections/shared";
import { IconCard } from "../parts/IconCard";
import { Band } from "../parts/Band";
import { CardText } from "../parts/CardText";
import { ContactButtons } from "../parts/ContactButtons";
import { PillLink } from "../parts/PillLink";
import { CaseGrid } from "../parts/StudyCards";
import { NotFoundPage } from "./NotFoundPage";
import type { Screens } from "../app/page-kinds";

const t = site.ui.country;

function PointCards({ id, heading, intro, items }: { id: string; heading: string; intro: string; items: readonly CaseStep[] }) {
  return (
    <Band id={id} heading={heading} intro={intro} className="py-20 lg:py-24">
      <ul className="mt-10 grid gap-6 lg:grid-cols-2">
        {items.map((p) => (
          <li key={p.title}>
            <Card className="h-full p-7">
              <CardText title={p.title} text={p.description} titleClassName="text-xl" />
            </Card>
          </li>
        ))}
      </ul>
    </Band>
  );
}

/** A heading (h2, id `id`) and a paragraph of running text: the office's story, Who We Are. */
function Statement({ id, heading, text, className }: { id: string; heading: string; text: string; className?: string }) {
  return (
    <div className={className}>
      <h2 id={id} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {heading}
      </h2>
      <p className="mt-5 text-lg leading-relaxed text-slate-700">{text}</p>
    </div>
  );
}

/** A country's team as a people section (Team member), its cards linking to each profile. */
function teamSection(team: NonNullable<Country["team"]>): People {
  return { kind: "people", id: "country-team", eyebrow: null, heading: team.heading, intro: null, linkLabel: t.linkedin, items: team.members };
}

/**
 * Country pages: hero image under a dark overlay with badge and title, then per layout:
 * UK (Who We Are, What We Offer cards, Your Gateway to Africa, marquee), South Africa (adds
 * Why South African Brands Work with Us and Featured Projects) or an office (Our Story, mission,
 * Who We Are beside the team image, services list, Book a Call, All services; case studies,
 * team and marquee where the country has them). A closing call to action leads to /contact.
 * Card grids never leave an orphan (grid-balanced, app.css) and team cards share one height
 * (PersonCard), whatever the authored sizes say.
 */
export function CountryPage() {
  const { pathname } = usePage();
  const c = countryPages.find((x) => x.path === pathname.replace(/\/+$/, ""));
  if (!c) return <NotFoundPage />;
  const office = c.layout === "office";
  return (
    <>
      <section className="relative isolate flex min-h-[70vh] items-end overflow-hidden bg-brand-950 pt-32 pb-16 md:pb-24">
        <Img image={c.heroImage} alt="" priority className="absolute inset-0 -z-10 h-full object-cover object-[75%_50%]" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/40 to-transparent" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/80 via-brand-950/30 to-transparent" />
        <Container>
          <Badge className="border-white/20 bg-white/10 text-brand-100">{c.badge}</Badge>
          <h1 className="mt-5 max-w-4xl text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">{c.heroTitle}</h1>
        </Container>
      </section>

      {office && c.story && (
        <Band id="story" className="py-20 lg:py-24" containerClassName="grid gap-10 lg:grid-cols-2">
          <Statement id="story" heading={t.ourStory} text={c.story} />
          {c.mission && (
            <div className="rounded-3xl bg-brand-600 p-8 text-white">
              <h3 className="text-sm font-bold tracking-widest text-brand-100 uppercase">{t.mission}</h3>
              <p className="mt-4 text-2xl leading-snug font-bold">{c.mission}</p>
            </div>
          )}
        </Band>
      )}

      <Band
        id="who"
        className={office ? "bg-slate-50 py-20 lg:py-24" : "py-20 lg:py-24"}
        containerClassName={c.teamImage ? "grid items-center gap-10 lg:grid-cols-2 lg:gap-16" : undefined}
      >
        <Statement id="who" heading={t.whoWeAre} text={c.whoWeAre} className="max-w-3xl" />
        {c.teamImage && (
          <Img
            image={c.teamImage}
            alt={c.teamImage.art && c.officeCity ? t.officeImageAlt({ name: c.name, city: c.officeCity }) : undefined}
            className="aspect-[16/10] rounded-3xl object-cover shadow-card"
          />
        )}
      </Band>

      <Band id="offer" heading={t.whatWeOffer} intro={c.whatWeOffer.description} className="py-20 lg:py-24">
        <ul className={office ? "mt-10 grid gap-4 lg:grid-cols-2" : "grid-balanced mt-10 gap-6"}>
          {c.whatWeOffer.services.map((s) => (
            <li key={s.name}>
              <IconCard title={s.name} description={s.description} icon={s.icon} />
            </li>
          ))}
        </ul>
        {office && <ContactButtons bookLabel={t.bookCall} allLabel={t.allServices} className="mt-10" />}
      </Band>

      {c.gatewayToAfrica && (
        <PointCards id="gateway" heading={c.gatewayToAfrica.heading} intro={c.gatewayToAfrica.description} items={c.gatewayToAfrica.points} />
      )}
      {c.whyWorkWithUs && <PointCards id="why" heading={c.whyWorkWithUs.heading} intro={c.whyWorkWithUs.description} items={c.whyWorkWithUs.reasons} />}

      {c.projects && (
        <Band id="featured-projects" className="pb-20">
          <h2 id="featured-projects" className="text-2xl font-extrabold tracking-tight">
            {c.projects.heading}
          </h2>
          <ul className="mt-6 flex flex-wrap gap-3">
            {c.projects.items.map((p) => (
              <li key={p.route}>
                <PillLink href={p.route} className="border border-brand-200 bg-white px-5 py-2.5 text-brand-800 hover:border-brand-500 hover:bg-brand-50">
                  {p.name}
                  <ArrowUpRight aria-hidden="true" className="size-4" />
                </PillLink>
              </li>
            ))}
          </ul>
        </Band>
      )}

      {c.caseStudies && (
        <Band id="country-studies" reveal={false} className="bg-slate-50 py-20 lg:py-24">
          <h2 id="country-studies" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {c.caseStudies.heading}
          </h2>
          <div className="mt-10">
            <CaseGrid studies={caseStudies.filter((s) => s.scope === c.caseStudies!.scope)} />
          </div>
        </Band>
      )}

      {c.team && <PeopleSection section={teamSection(c.team)} />}

      {c.marquee && <LogosSection section={{ kind: "logos", id: "clients", heading: c.marquee.heading, logos: c.marquee.logos }} />}

      <CtaSection section={closingCta("closing", c.closing)} />
    </>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { country: { screen: CountryPage, countryMenu: "white" } };
