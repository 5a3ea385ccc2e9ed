import { paths } from "../../generated/routes";
import { ArrowLeft } from "lucide-react";
import { usePage } from "../app/page-context";
import { icons } from "../../generated/icons";
import { projects, projectsHero } from "../../generated/projects";
import { site } from "../../generated/site";
import { Island } from "../islands/Island";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";
import type { ReactNode } from "react";
import { Bullets } from "../parts/Bullets";
import { CoverHero } from "../parts/CoverHero";
import { Facts, factsOf } from "../parts/Facts";
import { ordinal } from "../parts/Ordinal";
import { cn } from "../primitives/cn";
import { FigureList } from "../primitives/Figure";
import { NotFoundPage } from "./NotFoundPage";
import type { Screens } from "../app/page-kinds";

const t = site.ui.projects;
/** Gap between masonry tiles in px (Tailwind gap-6). */
const GAP_PX = 24;

/**
 * Projects: 'Proof in Action', then the filters and the three masonry columns of tiles, an
 * island (runtime/islands/ProjectsFilter) rendered in full at build time.
 */
export function ProjectsPage() {
  const hero = projectsHero;
  if (!hero) return <NotFoundPage />;
  const tiles = projects.map((p) => ({
    key: p.key,
    title: p.title,
    path: p.path,
    categories: p.tile.categories,
    categoriesText: p.tile.categories.join(site.ui.shell.listSeparator),
    linkContext: site.ui.shell.linkContext({ title: p.title }),
    height: p.tile.height,
    image: p.tile.image,
    card: p.tile.cardImage,
    cover: p.image,
    figure: p.figures[0] ?? null,
  }));
  return (
    <section className="bg-gradient-to-b from-brand-50 via-white to-white pt-14 pb-24 md:pt-28">
      <Container>
        <h1 className="text-5xl font-extrabold tracking-tight sm:text-6xl">{hero.heading}</h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-600">{hero.lead}</p>
        <div className="mt-10">
          <Island
            name="ProjectsFilter"
            client="visible"
            props={{
              tiles,
              filters: hero.filters,
              allLabel: hero.allLabel,
              filterLabel: t.filterLabel,
              viewProject: t.viewProject,
              empty: t.empty,
              gapPx: GAP_PX,
              layoutSeconds: site.timings.layoutAnimationSeconds,
            }}
          />
        </div>
      </Container>
    </section>
  );
}

/** A part of a project's page: a section named by its heading (h2, id `id`); `small` in the side column. */
function Part({ id, heading, small = false, children }: { id: string; heading: string; small?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={small ? "text-lg font-bold" : "text-2xl font-extrabold tracking-tight"}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Words as a row of small rounded chips (a project's services, its tools); `className` gives their look. */
function Chips({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {items.map((s) => (
        <li key={s} className={cn("rounded-full px-3 py-1.5 text-sm", className)}>
          {s}
        </li>
      ))}
    </ul>
  );
}

/**
 * Project detail: every field of the project, its figures as large numerals over the results
 *, results split at their first colon, team initials.
 */
export function ProjectDetailPage() {
  const { projectName = "" } = usePage().params;
  const p = projects.find((x) => x.slug === projectName);
  if (!p) return <NotFoundPage />;
  const facts = factsOf(t, p, ["client", "category", "duration", "location", "date"]);
  return (
    <>
      <CoverHero
        actions={
          <ButtonLink href={paths.projects} variant="inverse" size="sm">
            <ArrowLeft aria-hidden="true" />
            {t.allProjects}
          </ButtonLink>
        }
        chips={p.tags}
        heading={p.title}
        headingClassName="mt-4"
        image={p.image}
      />
      <Container className="grid gap-14 py-16 lg:grid-cols-[1.5fr_1fr] lg:py-24">
        <div className="space-y-14">
          <Part id="p-overview" heading={t.overview}>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{p.description}</p>
          </Part>
          <Part id="p-activities" heading={t.keyActivities}>
            <ol className="mt-6 space-y-6">
              {p.keyActivities.map((g, i) => (
                <li key={g.group} className="rounded-3xl border border-slate-200 p-6">
                  <h3 className="text-lg font-bold">
                    <span className="mr-2 text-brand-600">{ordinal(i)}</span>
                    {g.group}
                  </h3>
                  <Bullets items={g.items} className="mt-3 text-slate-700" />
                </li>
              ))}
            </ol>
          </Part>
          <Part id="p-deliverables" heading={t.keyDeliverables}>
            <ul className="mt-6 grid gap-4 xl:grid-cols-2 xl:[&>:last-child:nth-child(odd)]:col-span-2">
              {p.keyDeliverables.map((d) => {
                const Icon = icons[d.icon];
                return (
                  <li key={d.text} className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 font-semibold text-brand-950">
                    {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />}
                    {d.text}
                  </li>
                );
              })}
            </ul>
          </Part>
          <Part id="p-results" heading={t.results}>
            <FigureList figures={p.figures} tone="light" className="mt-6" />
            <Facts
              facts={p.results.map((r) => [r.heading, r.text])}
              className="mt-6 gap-4 xl:grid-cols-2 xl:[&>:last-child:nth-child(odd)]:col-span-2"
              itemClassName="rounded-3xl bg-brand-950 p-6 text-white"
              labelClassName="text-sm text-brand-200"
              valueClassName="mt-2 leading-relaxed"
            />
          </Part>
        </div>
        <div className="space-y-10 lg:sticky lg:top-8 lg:self-start">
          <Facts
            facts={facts}
            className="gap-4 rounded-3xl border border-slate-200 p-6 shadow-card"
            labelClassName="text-xs text-slate-500"
            valueClassName="mt-1 font-semibold text-brand-950"
          />
          <Part id="p-services" heading={t.services} small>
            <Chips items={p.services} className="bg-brand-50 font-semibold text-brand-800" />
          </Part>
          <Part id="p-team" heading={t.team} small>
            <ul className="mt-3 space-y-3">
              {p.teamMembers.map((m) => (
                <li key={m.name} className="flex items-center gap-3">
                  <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-600 font-bold text-white">
                    {m.initial}
                  </span>
                  <span>
                    <span className="block font-semibold text-brand-950">{m.name}</span>
                    <span className="block text-sm text-slate-600">{m.designation}</span>
                  </span>
                </li>
              ))}
            </ul>
          </Part>
          <Part id="p-tools" heading={t.tools} small>
            <Chips items={p.tools} className="border border-slate-300 text-slate-700" />
          </Part>
        </div>
      </Container>
    </>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = {
  projects: { screen: ProjectsPage },
  "project-detail": { screen: ProjectDetailPage, countryMenu: "white" },
};
