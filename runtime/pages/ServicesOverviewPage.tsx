import { ArrowDown, ArrowRight } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { servicesOverview } from "../../generated/home";
import { site } from "../../generated/site";
import { Reveal } from "../motion/Reveal";
import { Button } from "../primitives/Button";
import { Card } from "../primitives/Card";
import { Container } from "../primitives/Container";
import { DarkHero } from "../sections/DarkHero";
import { NotFoundPage } from "./NotFoundPage";

/**
 * §2 Explore: scrolls smoothly to the services section with an 80 px offset; without the
 * section, one screen height minus 50 px (§9).
 */
export function exploreTarget(section: HTMLElement | null, scrollY: number, innerHeight: number, offsetPx: number): number {
  return section ? section.getBoundingClientRect().top + scrollY - offsetPx : innerHeight - 50;
}

/** §2 Services overview: the rotating headline word (every 5 s), Explore, and the six tiles. */
export function ServicesOverviewPage() {
  const o = servicesOverview;
  const [word, setWord] = useState(0);
  const count = o?.words.length ?? 1;
  useEffect(() => {
    const timer = window.setInterval(() => setWord((w) => (w + 1) % count), site.timings.wordRotationMs);
    return () => window.clearInterval(timer);
  }, [count]);
  if (!o) return <NotFoundPage />;
  const explore = () => {
    const top = exploreTarget(document.getElementById("services-tiles"), window.scrollY, window.innerHeight, site.timings.exploreOffsetPx);
    window.scrollTo({ top, behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
  };
  return (
    <>
      <DarkHero>
          <h1 className="max-w-4xl text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-6xl">
            {o.before}{" "}
            <span className="relative inline-block text-brand-300">
              <span aria-live="polite" data-word={o.words[word]} key={o.words[word]} className="word-in inline-block">{o.words[word]}</span>
            </span>{" "}
            {o.after}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{o.lead}</p>
          <Button variant="inverse" size="lg" className="mt-10" onClick={explore}>{o.exploreLabel}<ArrowDown aria-hidden="true" /></Button>
      </DarkHero>
      <section id="services-tiles" aria-labelledby="tiles-heading" className="py-20 lg:py-28">
        <Container>
          <h2 id="tiles-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">{o.tilesHeading}</h2>
          <Reveal as="ul" className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {o.tiles.map((tile, i) => (
              <li key={tile.route}>
                <Card className="flex h-full flex-col p-8">
                  <span className="text-sm font-bold text-brand-500">{String(i + 1).padStart(2, "0")}</span>
                  <h3 className="mt-3 text-2xl font-bold">{tile.title}</h3>
                  <p className="mt-3 flex-1 leading-relaxed text-slate-600">{tile.description}</p>
                  <Link to={tile.route} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
                    {o.learnMore}<span className="sr-only">: {tile.title}</span>
                    <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
                  </Link>
                </Card>
              </li>
            ))}
          </Reveal>
        </Container>
      </section>
    </>
  );
}
