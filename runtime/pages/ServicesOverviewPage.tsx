import { ArrowDown } from "lucide-react";
import { servicesOverview } from "../../generated/services-overview";
import { site } from "../../generated/site";
import { Reveal } from "../motion/Reveal";
import { ButtonLink } from "../primitives/Button";
import { Island } from "../islands/Island";
import { Card } from "../primitives/Card";
import { Container } from "../primitives/Container";
import { DarkHero } from "../parts/DarkHero";
import { NotFoundPage } from "./NotFoundPage";
import { practiceOfPath } from "../lib/practice";
import { workBeside, workForEach } from "../lib/work";
import { services } from "../../generated/services";
import { Img } from "../primitives/Img";
import { WorkPicture } from "../parts/WorkPicture";
import { LearnMore } from "../parts/LearnMore";
import { RuledOrdinal } from "../parts/Ordinal";
import type { Screens } from "../app/page-kinds";

/**
 * Services overview: the rotating headline word (every 5 s, an island), Explore (a link to
 * the tiles, which sit 80 px below the top when scrolled to: scroll-margin), and the six tiles,
 * each in its practice's colours (`data-practice`): a top rule, the numeral and the link, under a
 * piece of the practice's work linking to it (runtime/lib/work.ts); from 1024 px up the opening
 * band shows another client's work beside its words.
 */
export function ServicesOverviewPage() {
  const o = servicesOverview;
  if (!o) return <NotFoundPage />;
  // Each tile shows a piece of its practice's work (none twice), else the work its first
  // service with an artefact delivers (Tech Solutions), else no picture.
  const practices = o.tiles.map((tile) => practiceOfPath(tile.route));
  const work = workForEach(practices);
  const delivered = practices.map((p) => services.find((s) => s.category === p && s.work)?.work?.image ?? null);
  return (
    <>
      <DarkHero work={workBeside(new Set(work.flatMap((w) => (w ? [w.brand] : []))))}>
        <h1 className="max-w-4xl text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-6xl lg:text-5xl xl:text-6xl">
          {o.before}{" "}
          <span className="relative inline-block text-brand-300">
            <Island name="RotatingWord" client="idle" props={{ words: o.words, intervalMs: site.timings.wordRotationMs }} />
          </span>{" "}
          {o.after}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{o.lead}</p>
        <ButtonLink href="#services-tiles" variant="inverse" size="lg" className="mt-10">
          {o.exploreLabel}
          <ArrowDown aria-hidden="true" />
        </ButtonLink>
      </DarkHero>
      <section id="services-tiles" aria-labelledby="tiles-heading" className="scroll-mt-explore py-20 lg:py-28">
        <Container>
          <h2 id="tiles-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {o.tilesHeading}
          </h2>
          <Reveal as="ul" className="grid-balanced mt-12 gap-6">
            {o.tiles.map((tile, i) => (
              <li key={tile.route} data-practice={practices[i] ?? undefined}>
                <Card className="relative flex h-full flex-col overflow-hidden hover:border-practice/30">
                  {work[i] ? (
                    <WorkPicture work={work[i]} className="aspect-[4/3] w-full" />
                  ) : (
                    delivered[i] && <Img image={delivered[i]} alt="" className="aspect-[4/3] object-cover" />
                  )}
                  <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-practice" />
                  <div className="flex flex-1 flex-col p-7 xl:p-8">
                    <RuledOrdinal index={i} />
                    <h3 className="mt-3 text-2xl font-bold">{tile.title}</h3>
                    <p className="mt-3 flex-1 leading-relaxed text-slate-600">{tile.description}</p>
                    <LearnMore
                      href={tile.route}
                      label={o.learnMore}
                      title={tile.title}
                      className="mt-6"
                      arrowClassName="transition-transform group-hover:translate-x-1"
                    />
                  </div>
                </Card>
              </li>
            ))}
          </Reveal>
        </Container>
      </section>
    </>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { "services-overview": { screen: ServicesOverviewPage, countryMenu: "white" } };
