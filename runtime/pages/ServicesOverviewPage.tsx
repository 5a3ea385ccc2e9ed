import { ArrowDown, ArrowRight } from "lucide-react";
import { servicesOverview } from "../../generated/home";
import { site } from "../../generated/site";
import { Reveal } from "../motion/Reveal";
import { ButtonLink } from "../primitives/Button";
import { Island } from "../islands/Island";
import { Card } from "../primitives/Card";
import { Container } from "../primitives/Container";
import { DarkHero } from "../sections/DarkHero";
import { NotFoundPage } from "./NotFoundPage";

/**
 * §2 Services overview: the rotating headline word (every 5 s, an island), Explore (a link to
 * the tiles, which sit 80 px below the top when scrolled to: scroll-margin, §9), and the six tiles.
 */
export function ServicesOverviewPage() {
  const o = servicesOverview;
  if (!o) return <NotFoundPage />;
  return (
    <>
      <DarkHero>
          <h1 className="max-w-4xl text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-6xl">
            {o.before}{" "}
            <span className="relative inline-block text-brand-300">
              <Island name="RotatingWord" client="idle" props={{ words: o.words, intervalMs: site.timings.wordRotationMs }} />
            </span>{" "}
            {o.after}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{o.lead}</p>
          <ButtonLink href="#services-tiles" variant="inverse" size="lg" className="mt-10">{o.exploreLabel}<ArrowDown aria-hidden="true" /></ButtonLink>
      </DarkHero>
      <section id="services-tiles" aria-labelledby="tiles-heading" className="scroll-mt-explore py-20 lg:py-28">
        <Container>
          <h2 id="tiles-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">{o.tilesHeading}</h2>
          <Reveal as="ul" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {o.tiles.map((tile, i) => (
              <li key={tile.route}>
                <Card className="flex h-full flex-col p-8">
                  <span className="text-sm font-bold text-brand-500">{String(i + 1).padStart(2, "0")}</span>
                  <h3 className="mt-3 text-2xl font-bold">{tile.title}</h3>
                  <p className="mt-3 flex-1 leading-relaxed text-slate-600">{tile.description}</p>
                  <a href={tile.route} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
                    {o.learnMore}<span className="sr-only">{site.ui.shell.linkContext({ title: tile.title })}</span>
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </a>
                </Card>
              </li>
            ))}
          </Reveal>
        </Container>
      </section>
    </>
  );
}
