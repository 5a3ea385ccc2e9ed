import { paths } from "../../generated/routes";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { usePage } from "../app/page-context";
import { caseStudies, caseStudyScopes } from "../../generated/case-studies";
import type { CaseStep, CaseStudy, RouteEntry } from "../../model/index.ts";
import { site } from "../../generated/site";
import { RichText } from "../lib/RichText";
import { Badge } from "../primitives/Badge";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";
import { categoryWords } from "../lib/practice";
import { Bullets } from "../parts/Bullets";
import { CoverHero } from "../parts/CoverHero";
import { Facts, factsOf } from "../parts/Facts";
import { PillLink } from "../parts/PillLink";
import { FigureList, HeadlineFigure } from "../primitives/Figure";
import { DarkHero } from "../parts/DarkHero";
import { Img } from "../primitives/Img";
import { Mosaic } from "../parts/Mosaic";
import { CaseGrid, StudyTile } from "../parts/StudyCards";
import { relatedFirst } from "../lib/related";
import { workBeside } from "../lib/work";
import { TabbedPanels, type TabItem } from "../parts/TabbedPanels";
import { NotFoundPage } from "./NotFoundPage";
import type { Screens } from "../app/page-kinds";

const t = site.ui.caseStudy;

/** Case study list: banner 'Inside the Wins' and the featured studies in the case grid. */
export function CaseStudyListPage() {
  const featured = caseStudies.filter((s) => s.scope === "featured");
  // Beside the banner's words, a study of a client the grid below does not show.
  return (
    <>
      <DarkHero work={workBeside(new Set(featured.map((s) => s.brand.key)))}>
        <Badge className="border-white/20 bg-white/10 text-brand-100">{t.listBadge}</Badge>
        <h1 className="mt-6 text-5xl font-extrabold tracking-tight text-white sm:text-6xl xl:text-7xl">{t.listHeading}</h1>
        <p className="mt-5 text-xl text-brand-100">{t.listSubheading}</p>
      </DarkHero>
      <section aria-labelledby="case-studies-heading" className="py-16 lg:py-24">
        <Container>
          <h2 id="case-studies-heading" className="sr-only">
            {t.listBadge}
          </h2>
          <CaseGrid studies={featured} />
        </Container>
      </section>
    </>
  );
}

function Steps({ intro, steps }: { intro: string | null; steps: readonly CaseStep[] }) {
  return (
    <div>
      {intro && <p className="max-w-3xl text-lg leading-relaxed text-slate-700">{intro}</p>}
      <ol className="mt-8 grid gap-5 lg:grid-cols-2">
        {steps.map((s, i) => (
          <li key={s.title} className="rounded-3xl border border-slate-200 bg-white p-7 shadow-card">
            <span className="text-sm font-bold text-brand-600">{String(i + 1).padStart(2, "0")}</span>
            <h3 className="mt-2 text-lg font-bold">{s.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">
              <RichText text={s.description} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Overview({ study }: { study: CaseStudy }) {
  const facts = factsOf(t, study, ["industry", "projectScope", "duration", "location"]);
  return (
    <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
      <div className="@container">
        <p className="text-lg leading-relaxed text-slate-700">{study.introOverview}</p>
        {study.overviewTitle && <h3 className="mt-8 text-2xl font-bold">{study.overviewTitle}</h3>}
        <p className="mt-3 leading-relaxed text-slate-700">{study.overview ?? site.errors.noOverview}</p>
        {study.overviewList.length > 0 && <Bullets items={study.overviewList} className="mt-4 text-slate-700" />}
        {study.challengeTitle && <h3 className="mt-8 text-xl font-bold">{study.challengeTitle}</h3>}
        {study.challengeList.length > 0 && <Bullets items={study.challengeList} className="mt-3 text-slate-700" />}
        <Facts
          facts={facts}
          className="mt-8 gap-4 @xl:grid-cols-2"
          itemClassName="rounded-2xl bg-brand-50 p-4"
          labelClassName="text-xs text-brand-700"
          valueClassName="mt-1 font-semibold break-words hyphens-auto text-brand-950"
        />
      </div>
      <Img image={study.detailImage} className="rounded-3xl object-cover shadow-card" />
    </div>
  );
}

/**
 * Case study detail (featured and country): banner, Services link, the tabs Overview,
 * Approach, Results and, when there are images, Showcase; then Explore More Case Studies. Each
 * figure is shown once: a composed cover draws the headline figure (also given as text for
 * screen readers), the strip above it the others as large numerals, and the Results tab tells
 * how each was reached; a photograph cover leaves them all to the strip. The Explore strip lists
 * every other study of the scope, related first (same practice, then market), as compact tiles.
 * Country studies are headed 'Case Study: {title}' or 'Case Study: {client}', as their scope's
 * file says (title for Rwanda, client for Nigeria and Uganda), with the other under the heading
 * (the client, or the title: the line never repeats the heading), and have Go Back to the country
 * page it names. An unknown slug shows the 404 page.
 */
export function CaseStudyDetailPage({ route }: { route: RouteEntry }) {
  const { pathname } = usePage();
  const path = pathname.replace(/\/+$/, "");
  const study = caseStudies.find((s) => s.path === path);
  if (!study) return <NotFoundPage />;
  const country = route.page === "country-case-study";
  // The scope's file says which page 'Go Back' leads to and what the heading names.
  const scope = caseStudyScopes.find((s) => s.key === study.scope);
  const back = scope?.countryPath ?? paths.caseStudies;
  const namesClient = country && scope?.heading !== "title";
  const heading = !country ? study.title : t.countryHeading({ name: namesClient ? study.client : study.title });
  // The line under the heading adds what the heading leaves out (never the heading's own words again).
  const subtitle = namesClient ? study.title : study.client;
  const others = relatedFirst(
    study,
    caseStudies.filter((s) => s.scope === study.scope && s.path !== study.path),
  );
  // Each figure once on the page (docs/writing-content.md "Headline figures"): a composed cover
  // draws the headline figure (given here as text for screen readers), the strip the others.
  const drawn = study.image.art === true ? study.figures[0] : undefined;
  const strip = drawn ? study.figures.slice(1) : study.figures;
  const tabs: TabItem[] = [
    { key: "overview", label: t.overview, panel: <Overview study={study} /> },
    { key: "approach", label: t.approach, panel: <Steps intro={study.introApproach} steps={study.approach} /> },
    // The results tell how each figure was reached; the figures themselves are shown once, above.
    { key: "results", label: t.results, panel: <Steps intro={study.introResult} steps={study.result} /> },
  ];
  if (study.showcase.length > 0) {
    tabs.push({
      key: "showcase",
      label: t.showcase,
      panel: (
        <div>
          <p className="text-sm font-bold tracking-[0.2em] text-brand-600">{t.showcaseHeading}</p>
          {country && (
            <>
              <p className="mt-3 text-2xl font-bold text-brand-950">{study.title}</p>
              <p className="mt-1 text-slate-600">{t.showcaseLine({ title: study.title })}</p>
            </>
          )}
          <div className="mt-8">
            <Mosaic shots={study.showcase} alt={study.title} />
          </div>
        </div>
      ),
    });
  }
  return (
    <>
      <CoverHero
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {country && (
              <PillLink href={back} className="hidden bg-white/10 px-4 py-2 text-sm text-white hover:bg-white/20 md:inline-flex">
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t.goBack}
              </PillLink>
            )}
            <PillLink href={paths.services} className="bg-white px-4 py-2 text-sm text-brand-900 hover:bg-brand-50">
              {t.servicesLink}
              <ArrowRight aria-hidden="true" className="size-4" />
            </PillLink>
          </div>
        }
        chips={categoryWords(study.category)}
        heading={heading}
        headingClassName="mt-3"
        image={study.image}
      >
        <p className="mt-4 text-lg text-brand-100">{subtitle}</p>
        {/* The results as text in the first screen, each once: the cover below draws the headline figure. */}
        {drawn && <HeadlineFigure figure={drawn} className="sr-only" />}
        {strip.length > 0 && <FigureList figures={strip} className="mt-8 bg-white/5 p-6 ring-1 ring-white/10 sm:p-8" />}
      </CoverHero>
      <section className="py-14 lg:py-20">
        <Container>
          <TabbedPanels id="study" items={tabs} label={t.tabsLabel} />
        </Container>
      </section>
      {others.length > 0 && (
        <section aria-labelledby="explore-more" className="bg-slate-50 py-12 lg:py-16">
          <Container>
            <h2 id="explore-more" className="text-2xl font-extrabold tracking-tight">
              {t.exploreMore}
            </h2>
            <ul className="grid-balanced mt-8 gap-4">
              {others.map((s) => (
                <li key={s.path} className="@container min-w-0">
                  <StudyTile study={s} />
                </li>
              ))}
            </ul>
            <div className="mt-10">
              <ButtonLink href={country ? back : paths.caseStudies} variant="secondary">
                {country ? t.goBack : t.listBadge}
              </ButtonLink>
            </div>
          </Container>
        </section>
      )}
    </>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = {
  "case-study-list": { screen: CaseStudyListPage, countryMenu: "white" },
  "case-study-detail": { screen: CaseStudyDetailPage, countryMenu: "white" },
  "country-case-study": { screen: CaseStudyDetailPage, countryMenu: "white" },
};
