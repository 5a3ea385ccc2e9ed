import { paths } from "../../generated/routes";
import { ArrowRight, ArrowUpRight } from "lucide-react";
import { Island } from "../islands/Island";
import { caseStudies } from "../../generated/case-studies";
import { homePage } from "../../generated/home";
import type { HomePage as Home, Reel } from "../../model/index.ts";
import type { HeadPreload } from "../app/document";
import { desktopQuery } from "../islands/parts/banner-video-props";
import { site } from "../../generated/site";
import { HeroIntro, Typewriter } from "../motion/HeroIntro";
import { Reveal } from "../motion/Reveal";
import { Badge } from "../primitives/Badge";
import { Container } from "../primitives/Container";
import { ExternalLink } from "../primitives/ExternalLink";
import { Img } from "../primitives/Img";
import { CtaSection } from "../sections/CtaSection";
import { LogosSection } from "../sections/LogosSection";
import { closingCta } from "../sections/shared";
import { PillLink } from "../parts/PillLink";
import { SectionHeading } from "../parts/SectionHeading";
import { StudyCard } from "../parts/StudyCards";
import { NotFoundPage } from "./NotFoundPage";
import { practiceOfPath } from "../lib/practice";
import type { Screens } from "../app/page-kinds";

/** The banner's promo: badge, headline (typewriter from 641 px up), copy and call to action. */
function BannerText({ b }: { b: Home["banner"] }) {
  return (
    <HeroIntro className="max-w-3xl">
      <Badge className="border-white/20 bg-white/10 text-brand-100">{b.badge}</Badge>
      <h1 className="mt-5 text-4xl leading-[1.05] font-extrabold tracking-tight text-white sm:text-6xl lg:text-5xl xl:text-6xl 2xl:text-7xl">
        <Typewriter text={b.heading} />
      </h1>
      <p data-banner-copy className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
        {b.text}
      </p>
      <ExternalLink
        href={b.cta.href}
        data-slot="button"
        className="mt-8 inline-flex h-13 items-center gap-2 rounded-full bg-white px-7 font-semibold text-brand-900 transition hover:-translate-y-0.5 hover:bg-brand-50"
      >
        {b.cta.label}
        <ArrowUpRight aria-hidden="true" className="size-4" />
      </ExternalLink>
    </HeroIntro>
  );
}

/**
 * The home banner's poster of each version (its AVIF, the first source of its <picture>), for
 * the head to preload at high priority on the screens that show that version: the
 * poster is the first screen's largest picture.
 */
export function homePreloads(): HeadPreload[] {
  const b = homePage?.banner;
  if (!b) return [];
  const desktop = desktopQuery(site.breakpoints.banner);
  const preload = (r: Reel, media: string): HeadPreload[] => {
    const href = r.poster.photo?.avif.split(" ")[0];
    return href ? [{ href, type: "image/avif", media }] : [];
  };
  return [...preload(b.mobile, `not all and ${desktop}`), ...preload(b.desktop, desktop)];
}

/** Id of the banner section, which the banner video island marks while a version plays. */
const BANNER_ID = "home-banner";

/**
 * Home banner: full screen, a desktop version from 768 px up and a mobile version below,
 * each with its own reel of the work and poster (a decoration island, no React: the reel loops
 * muted after the page's load unless reduced motion is asked for; play/pause, and mute for a
 * reel with sound). The promo (plain HTML) and the reel sit side by side from 1024 px up and
 * one above the other below, the reel in a frame of its own version's shape (16:9 from 768 px,
 * 9:16 below): no word of the reel is cut at any width, nor set behind the headline
 * (docs/decisions.md, "The home banner's reel").
 */
function Banner({ b }: { b: Home["banner"] }) {
  const labels = { play: b.playLabel, pause: b.pauseLabel, mute: b.muteLabel, unmute: b.unmuteLabel, unsupported: site.ui.video.unsupported };
  const props = { desktop: b.desktop, mobile: b.mobile, labels, bannerId: BANNER_ID, breakpoint: site.breakpoints.banner };
  return (
    <section
      id={BANNER_ID}
      data-banner-root
      aria-label={b.badge}
      className="relative flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-brand-950 banner:min-h-[100svh]"
    >
      <div aria-hidden="true" className="absolute -top-1/3 -right-1/4 size-[70rem] rounded-full border-[3rem] border-brand-900/60" />
      <Container className="relative grid items-center gap-10 pt-12 pb-16 banner:pt-24 banner:pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-12 lg:py-20">
        <BannerText b={b} />
        <div
          data-reel-frame
          className="relative mx-auto aspect-[9/16] w-full max-w-[20rem] overflow-hidden rounded-3xl shadow-lift ring-1 ring-white/10 banner:aspect-video banner:max-w-none"
        >
          <Island name="BannerVideo" client="idle" props={props} />
        </div>
      </Container>
    </section>
  );
}

/**
 * Home services block: one panel per category linking to /services/{title with hyphens}.
 * From 1024 px up the hovered (or focused) panel, the first by default, widens and its
 * description slides in over 1 s (CSS :hover and :focus-within, so it needs no script) while
 * the narrow ones show their title sideways; below 1024 px the panels are stacked cards (two
 * per row from 768 px), each with its description and link. Each panel is marked in its
 * practice's light accent (`data-practice`): a rule over the title, the link's hover. Its
 * picture (a photograph, or its practice's picture without words) is a faint ground below
 * 1024 px, where the words cover the card, and shows fully in the row.
 */
function ServicesBlock({ s }: { s: Home["services"] }) {
  return (
    <section aria-labelledby="home-services" className="py-20 lg:py-28">
      <Container>
        <SectionHeading id="home-services" heading={s.heading} intro={s.intro} size="lg" />
        <ul className="service-panels mt-12 grid gap-4 md:grid-cols-2 lg:flex lg:h-[32rem] lg:gap-3">
          {s.panels.map((p) => (
            <li
              key={p.title}
              data-practice={practiceOfPath(p.href) ?? undefined}
              className="service-panel group relative min-h-72 overflow-hidden rounded-3xl bg-brand-950 lg:min-h-0 lg:min-w-0 lg:basis-0"
            >
              <Img image={p.image} alt="" className="absolute inset-0 h-full object-cover object-right opacity-35 lg:object-center lg:opacity-70" />
              <div className="absolute inset-0 bg-gradient-to-t from-brand-950 via-brand-950/70 to-brand-950/10" />
              <div className="relative flex h-full flex-col justify-end p-6">
                <span aria-hidden="true" className="mb-4 block h-1 w-10 rounded-full bg-practice-on-dark transition-[width] duration-300 group-hover:w-16" />
                <h3 className="service-panel-title text-2xl font-bold text-white">{p.title}</h3>
                <div className="service-panel-body">
                  <p className="mt-3 max-w-md text-brand-100">{p.description}</p>
                  <PillLink
                    href={p.href}
                    context={p.title}
                    className="mt-5 bg-white px-5 py-2.5 text-sm text-brand-900 transition-colors hover:bg-practice-tint hover:text-practice focus-visible:outline-practice-on-dark"
                  >
                    {s.linkLabel}
                  </PillLink>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * Home: banner, services block, featured case studies (3 left, 6 in a grid, each card led by
 * its headline figure, every row one height), client marquee, closing call to action.
 */
export function HomePage() {
  const h = homePage;
  if (!h) return <NotFoundPage />;
  const studies = h.featured.studies.map((slug) => caseStudies.find((c) => c.scope === "featured" && c.slug === slug)!).filter(Boolean);
  return (
    <>
      <Banner b={h.banner} />
      <ServicesBlock s={h.services} />
      <Reveal as="section" aria-labelledby="home-featured" className="bg-slate-50 py-20 lg:py-28">
        <Container>
          <div className="flex flex-wrap items-end justify-between gap-6">
            <SectionHeading id="home-featured" heading={h.featured.heading} intro={h.featured.intro} size="lg" />
            <a href={paths.caseStudies} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
              {h.featured.allLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </div>
          <div className="mt-12 grid gap-6 xl:grid-cols-[1fr_2fr]">
            {/* Below 1280 px the first study leads across both columns and the next two share a row. */}
            <ul
              data-featured="column"
              className="grid auto-rows-fr gap-6 md:grid-cols-2 md:[&>:first-child]:col-span-2 xl:grid-cols-1 xl:[&>:first-child]:col-span-1"
            >
              {studies.slice(0, 3).map((s) => (
                <li key={s.path} className="min-h-80">
                  <StudyCard study={s} />
                </li>
              ))}
            </ul>
            <ul data-featured="grid" className="grid auto-rows-fr gap-6 sm:grid-cols-2">
              {studies.slice(3).map((s) => (
                <li key={s.path} className="min-h-80">
                  <StudyCard study={s} />
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </Reveal>
      <LogosSection section={{ kind: "logos", id: "home-clients", ...h.clients }} />
      <CtaSection section={closingCta("home-closing", h.closing)} />
    </>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { home: { screen: HomePage, countryMenu: "white", preloads: homePreloads } };
