import { CheckCircle2 } from "lucide-react";
import { usePage } from "../app/page-context";
import { serviceSections } from "../../generated/sections";
import type { SectionCard, ServiceSection } from "../../model/index.ts";
import { site } from "../../generated/site";
import { HeroIntro } from "../motion/HeroIntro";
import { Reveal } from "../motion/Reveal";
import { Badge } from "../primitives/Badge";
import { Card } from "../primitives/Card";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import { PracticeScope } from "../primitives/Practice";
import { AudienceCards } from "../parts/AudienceCards";
import { Island } from "../islands/Island";
import { HeroSection } from "../sections/HeroSection";
import { Band } from "../parts/Band";
import { CardText } from "../parts/CardText";
import { ContactButtons } from "../parts/ContactButtons";
import { type BandCta, CtaBand } from "../parts/CtaBand";
import { LearnMore } from "../parts/LearnMore";
import { RuledOrdinal } from "../parts/Ordinal";
import { WorkPicture } from "../parts/WorkPicture";
import { type Work, workOf } from "../lib/work";
import type { Screens } from "../app/page-kinds";

const t = site.ui.section;

/**
 * Cards: the first three in a row, the rest after them (from 1280 px; two to a row from
 * 768 px, one below: no text column under 240 px, docs/architecture.md#layout-rules; on a
 * tablet a piece of work shows its 4:3 cut, whose words are drawn for a card that narrow).
 * Neither list leaves an orphan (grid-balanced: 3+2, 3+2+2). Descriptions show in full: cards
 * of a row share a height, so a clamp would only cut copy. A card whose picture is
 * composed (its service's motif) shows the `i`th piece of the practice's `work` instead, linked
 * to it, while there is work left.
 */
function Cards({ cards, id, work }: { cards: readonly SectionCard[]; id: string; work: readonly Work[] }) {
  const card = (c: SectionCard, i: number) => (
    <li key={`${c.title}-${i}`}>
      <Card className="flex h-full flex-col overflow-hidden hover:border-practice/30">
        {c.image?.art && work[i] ? (
          <WorkPicture work={work[i]} className="aspect-video w-full md:max-lg:aspect-[4/3]" />
        ) : (
          c.image && <Img image={c.image} alt="" className="aspect-[4/3] max-h-64 object-cover" />
        )}
        <div className="flex flex-1 flex-col p-6">
          <RuledOrdinal index={i} />
          <h3 className="mt-2 text-xl font-bold">{c.title}</h3>
          <p className="mt-2 flex-1 leading-relaxed text-slate-600">{c.description}</p>
          {c.href && <LearnMore href={c.href} label={t.learnMore} title={c.title} className="mt-5" />}
        </div>
      </Card>
    </li>
  );
  return (
    <div className="mt-10 space-y-6">
      <ul data-cards="first" id={`${id}-first`} className="grid-balanced gap-6">
        {cards.slice(0, 3).map(card)}
      </ul>
      {cards.length > 3 && (
        <ul data-cards="rest" className="grid-balanced gap-6">
          {cards.slice(3).map((c, i) => card(c, i + 3))}
        </ul>
      )}
    </div>
  );
}

/** A service section's closing block (spec/service-sections/) as the band says it: its final call on the form's button, its description under the form, its picture behind. */
function bandCta(cta: ServiceSection["cta"]): BandCta {
  return { heading: cta.heading, text: cta.text, submitLabel: cta.finalcall, note: cta.description, background: cta.backgroundImage };
}

/**
 * Service section page /services/{section}: description with Book a Call and All services;
 * the visual (carousel, play/pause video or image); offerings or approach cards linking to
 * their service pages; the approach list, Why Choose, who benefits, and the closing call to
 * action with the form. Sections fade in on scroll. Where its pictures are composed, they show
 * the practice's case studies and projects, each linking to its page. An unknown
 * section says so. The page
 * wears its practice's colours (`data-practice`): badge, tagline, numerals, links and rules.
 */
export function ServiceSectionPage() {
  const { pathname } = usePage();
  const s = serviceSections.find((x) => x.path === pathname.replace(/\/+$/, ""));
  if (!s)
    return (
      <HeroSection
        section={{ kind: "hero", id: "not-found", badge: null, heading: site.errors.sectionNotFound, lead: null, points: [], form: null, formNote: null }}
      />
    );
  const linked = s.approach.some((a) => a.href);
  // The practice's work fills the picture slots: the picture beside the text (when
  // composed), then the cards' pictures in order; a slot past the last piece keeps its own picture.
  const work = workOf(s.key);
  const heroWork = s.visual.kind === "image" && s.image.art ? work[0] : undefined;
  const cardWork = work.slice(heroWork ? 1 : 0);
  return (
    <PracticeScope practice={s.key}>
      <section className="relative overflow-hidden bg-gradient-to-b from-practice-tint via-white to-white pt-12 pb-16 md:pt-28">
        <Container className="grid items-center gap-12 lg:grid-cols-2">
          <HeroIntro>
            <Badge tone="practice" dot>
              {s.leadHeading}
            </Badge>
            <h1 className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{s.title}</h1>
            <p className="mt-4 text-xl font-semibold text-practice">{s.tagline}</p>
            <p className="mt-4 text-lg leading-relaxed text-slate-600">{s.description}</p>
            <ContactButtons bookLabel={t.bookCall} allLabel={t.allServices} className="mt-8" />
          </HeroIntro>
          <div data-visual={s.visual.kind}>
            {s.visual.kind === "carousel" &&
              (() => {
                const slides = s.visual.slides;
                const c = site.ui.carousel;
                return (
                  <Island
                    name="Carousel"
                    client="visible"
                    props={{
                      slides: slides.map((sl) => ({ image: sl.image, alt: sl.alt })),
                      label: t.visualLabel({ name: s.title }),
                      slideLabels: slides.map((_, i) => c.slideLabel({ index: i + 1, count: slides.length })),
                      goTo: slides.map((_, i) => c.goTo({ index: i + 1 })),
                      previous: c.previous,
                      next: c.next,
                      intervalMs: site.timings.carouselMs,
                    }}
                  />
                );
              })()}
            {s.visual.kind === "video" && (
              <Island
                name="MediaVideo"
                client="visible"
                props={{ video: s.visual.video, labels: { ...site.ui.video }, posterAlt: "", className: "aspect-video rounded-[1.75rem] shadow-lift" }}
              />
            )}
            {s.visual.kind === "image" &&
              (heroWork ? (
                <WorkPicture work={heroWork} whole priority className="rounded-[1.75rem] shadow-lift" />
              ) : (
                <Img image={s.image} priority className="rounded-[1.75rem] shadow-lift" />
              ))}
          </div>
        </Container>
      </section>

      {s.offerings.length > 0 && (
        <Band id="offerings" heading={s.otherheading} className="py-16 lg:py-24">
          <Cards cards={s.offerings} id="offerings" work={cardWork} />
        </Band>
      )}

      <Band id="approach" heading={s.headline} className={linked ? "py-16 lg:py-24" : "bg-slate-50 py-16 lg:py-24"}>
        {linked ? (
          <Cards cards={s.approach} id="approach" work={cardWork.slice(s.offerings.length)} />
        ) : (
          <ol className="mt-10 grid gap-6 lg:grid-cols-2">
            {s.approach.map((a, i) => (
              <li key={a.title} className="rounded-3xl bg-white p-6 shadow-card">
                <span className="grid size-10 place-items-center rounded-full bg-practice font-bold text-white">{i + 1}</span>
                <CardText title={a.title} text={a.description} titleClassName="mt-4 text-lg" textClassName="mt-2 text-[15px] leading-relaxed text-slate-600" />
              </li>
            ))}
          </ol>
        )}
      </Band>

      <Band id="why" heading={t.whyChoose} tone="light" className="bg-brand-950 py-16 text-white lg:py-24">
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {s.whyChooseUs.map((w) => (
            <li
              key={w.title}
              className="flex gap-4 rounded-3xl border border-white/10 bg-white/5 p-6 transition-colors duration-300 hover:border-practice-on-dark/40"
            >
              <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-practice-on-dark" />
              <div>
                <CardText title={w.title} text={w.description} titleClassName="text-lg text-white" textClassName="mt-1 text-brand-100" />
              </div>
            </li>
          ))}
        </ul>
      </Band>

      {s.benefits.length > 0 && (
        <Reveal>
          <AudienceCards id="who-benefits" heading={t.whoBenefits} audiences={s.benefits} />
        </Reveal>
      )}

      <CtaBand id="section-cta" cta={bandCta(s.cta)} formHeading={t.formHeading} idPrefix={`section-${s.key}`} />
    </PracticeScope>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { "service-section": { screen: ServiceSectionPage, ownNotFound: true } };
