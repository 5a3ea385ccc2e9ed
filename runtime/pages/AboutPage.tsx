import { paths } from "../../generated/routes";
import { MapPin } from "lucide-react";
import { icons } from "../../generated/icons";
import { aboutPage } from "../../generated/about";
import { Badge } from "../primitives/Badge";
import { Card } from "../primitives/Card";
import { cn } from "../primitives/cn";
import { DarkHero } from "../parts/DarkHero";
import { PersonCard } from "../parts/PersonCard";
import { Band } from "../parts/Band";
import { CardText } from "../parts/CardText";
import { IconTile } from "../parts/IconTile";
import { LearnMore } from "../parts/LearnMore";
import { ordinal } from "../parts/Ordinal";
import { NotFoundPage } from "./NotFoundPage";
import { workBeside } from "../lib/work";
import type { Screens } from "../app/page-kinds";

/** Paragraphs of running text at the page's reading size; `className` spaces them. */
function Paragraphs({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <div className={cn("text-lg leading-relaxed text-slate-700", className)}>
      {items.map((p) => (
        <p key={p.slice(0, 32)}>{p}</p>
      ))}
    </div>
  );
}

/**
 * About: hero, Our Story, the acronym of the short name, What sets us apart (Learn more to
 * /services), Footprint chips, Our Team (statement, four values, nine leaders as a compact list
 * of rows, three to a row on wide screens, each with a varied monogram portrait),
 * Methodology, Our Focus, Our Unique Approach.
 */
export function AboutPage() {
  const a = aboutPage;
  if (!a) return <NotFoundPage />;
  return (
    <>
      <DarkHero work={workBeside()}>
        <Badge className="border-white/20 bg-white/10 text-brand-100">{a.hero.badge}</Badge>
        <h1 className="mt-6 max-w-4xl text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl xl:text-6xl">{a.hero.heading}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100">{a.hero.lead}</p>
      </DarkHero>

      <Band id="story" className="py-14 sm:py-14 sm:py-20 lg:py-28" containerClassName="grid gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        <h2 id="story" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {a.story.heading}
        </h2>
        <Paragraphs items={a.story.paragraphs} className="space-y-5" />
      </Band>

      <Band id="acronym" heading={a.acronym.heading} intro={a.acronym.intro} className="bg-slate-50 py-14 sm:py-20 lg:py-28">
        <ol className="mt-10 grid gap-4 sm:mt-12 md:gap-6 xl:grid-cols-3">
          {a.acronym.items.map((x) => (
            <li key={x.letter}>
              <Card className="block h-full content-start gap-x-5 p-6 sm:grid sm:grid-cols-[auto_minmax(0,1fr)] sm:p-7 xl:block">
                <p aria-hidden="true" className="row-span-2 text-5xl leading-none font-extrabold text-brand-600 md:text-6xl md:leading-none">
                  {x.letter}
                </p>
                <CardText title={x.word} text={x.description} titleClassName="mt-4 text-xl sm:mt-0 xl:mt-4" />
              </Card>
            </li>
          ))}
        </ol>
      </Band>

      <Band id="apart" heading={a.apart.heading} className="py-14 sm:py-14 sm:py-20 lg:py-28">
        <ul className="grid-balanced mt-12 gap-6">
          {a.apart.items.map((x) => (
            <li key={x.title}>
              <Card className="flex h-full flex-col p-7">
                <IconTile icon={x.icon} className="bg-brand-600" />
                <h3 className="mt-5 text-xl font-bold">{x.title}</h3>
                <p className="mt-2 flex-1 leading-relaxed text-slate-600">{x.description}</p>
                <LearnMore
                  href={paths.services}
                  label={a.apart.actionLabel}
                  title={x.title}
                  look="brand"
                  className="mt-6"
                  arrowClassName="transition-transform group-hover:translate-x-0.5"
                />
              </Card>
            </li>
          ))}
        </ul>
      </Band>

      <Band id="footprint" heading={a.footprint.heading} intro={a.footprint.intro} className="bg-brand-50 py-14 sm:py-20">
        <ul className="mt-8 flex flex-wrap gap-3">
          {a.footprint.chips.map((chip) => (
            <li key={chip} className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-4 py-2 font-semibold text-brand-800">
              <MapPin aria-hidden="true" className="size-4 text-brand-500" />
              {chip}
            </li>
          ))}
        </ul>
      </Band>

      <Band id="team" heading={a.team.heading} intro={a.team.statement} className="py-14 sm:py-14 sm:py-20 lg:py-28">
        <ul className="mt-10 grid gap-5 lg:grid-cols-2">
          {a.team.values.map((v) => {
            const Icon = icons[v.icon];
            return (
              <li key={v.title} className="rounded-3xl border border-slate-200 p-6">
                {Icon && <Icon aria-hidden="true" className="size-6 text-brand-600" />}
                <CardText title={v.title} text={v.description} titleClassName="mt-4 text-lg" textClassName="mt-2 text-[15px] leading-relaxed text-slate-600" />
              </li>
            );
          })}
        </ul>
        <h3 className="mt-16 text-2xl font-extrabold tracking-tight">{a.team.leadershipHeading}</h3>
        <ul className="grid-balanced mt-8 auto-rows-fr gap-3 md:gap-4">
          {a.team.leaders.map((l) => (
            <li key={l.name} data-person="" className="@container">
              <PersonCard person={l} linkLabel={a.team.profileLabel} />
            </li>
          ))}
        </ul>
      </Band>

      <Band id="methodology" heading={a.methodology.heading} intro={a.methodology.intro} className="bg-slate-50 py-14 sm:py-20 lg:py-28">
        <ol className="grid-balanced mt-12 gap-5">
          {a.methodology.steps.map((s, i) => (
            <li key={s.title} className="rounded-3xl bg-white p-6 shadow-card">
              <p className="text-sm font-bold text-brand-600">{ordinal(i)}</p>
              <CardText title={s.title} text={s.description} titleClassName="mt-2 text-lg" textClassName="mt-2 text-[15px] leading-relaxed text-slate-600" />
            </li>
          ))}
        </ol>
      </Band>

      <Band id="focus" className="py-14 sm:py-14 sm:py-20 lg:py-28" containerClassName="grid gap-12 lg:grid-cols-2">
        <div>
          <h2 id="focus" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {a.focus.heading}
          </h2>
          <Paragraphs items={a.focus.paragraphs} className="mt-6 space-y-4" />
        </div>
        <ul className="grid content-start gap-3">
          {a.focus.points.map((p) => (
            <li key={p} className="rounded-2xl bg-brand-50 p-5 font-semibold text-brand-900">
              {p}
            </li>
          ))}
        </ul>
      </Band>

      {/* Light, not navy: the page ends here and the footer below is navy. */}
      <Band id="approach" heading={a.approach.heading} intro={a.approach.intro} className="bg-brand-50 py-14 sm:py-20 lg:py-28">
        <ul className="mt-10 grid gap-3 sm:mt-12 sm:gap-4">
          {a.approach.pairs.map((p) => (
            <li key={p.belief} className="grid gap-3 rounded-3xl border border-brand-100 bg-white p-5 shadow-card sm:p-6 md:grid-cols-2 md:gap-4">
              <p>
                <span className="block text-xs font-bold tracking-widest text-slate-600 uppercase">{a.approach.majorityLabel}</span>
                <span className="mt-2 block text-slate-600 line-through decoration-slate-400/70">{p.majority}</span>
              </p>
              <p>
                <span className="block text-xs font-bold tracking-widest text-brand-700 uppercase">{a.approach.beliefLabel}</span>
                <span className="mt-2 block font-semibold text-brand-950">{p.belief}</span>
              </p>
            </li>
          ))}
        </ul>
      </Band>
    </>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { about: { screen: AboutPage, countryMenu: "white" } };
