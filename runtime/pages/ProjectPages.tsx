import { paths } from "../../generated/routes";
import { ArrowLeft } from "lucide-react";
import { usePage } from "../app/page-context";
import { icons } from "../../generated/icons";
import { projects, projectsHero } from "../../generated/projects";
import { site } from "../../generated/site";
import { Island } from "../islands/Island";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";
import { CoverHero } from "../parts/CoverHero";
import { FigureList } from "../primitives/Figure";
import { NotFoundPage } from "./NotFoundPage";

const t = site.ui.projects;
/** Gap between masonry tiles in px (Tailwind gap-6). */
const GAP_PX = 24;

/**
 * §2 Projects: 'Proof in Action', then the filters and the three masonry columns of tiles, an
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
    <>
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
    </>
  );
}

/**
 * §2 Project detail: every field of the project, its figures as large numerals over the results
 * (issue 12), results split at their first colon, team initials.
 */
export function ProjectDetailPage() {
  const { projectName = "" } = usePage().params;
  const p = projects.find((x) => x.slug === projectName);
  if (!p) return <NotFoundPage />;
  const facts = [
    [t.client, p.client],
    [t.category, p.category],
    [t.duration, p.duration],
    [t.location, p.location],
    [t.date, p.date],
  ] as const;
  const h2 = "text-2xl font-extrabold tracking-tight";
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
          <section aria-labelledby="p-overview">
            <h2 id="p-overview" className={h2}>
              {t.overview}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{p.description}</p>
          </section>
          <section aria-labelledby="p-activities">
            <h2 id="p-activities" className={h2}>
              {t.keyActivities}
            </h2>
            <ol className="mt-6 space-y-6">
              {p.keyActivities.map((g, i) => (
                <li key={g.group} className="rounded-3xl border border-slate-200 p-6">
                  <h3 className="text-lg font-bold">
                    <span className="mr-2 text-brand-600">{String(i + 1).padStart(2, "0")}</span>
                    {g.group}
                  </h3>
                  <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-500">
                    {g.items.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="p-deliverables">
            <h2 id="p-deliverables" className={h2}>
              {t.keyDeliverables}
            </h2>
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
          </section>
          <section aria-labelledby="p-results">
            <h2 id="p-results" className={h2}>
              {t.results}
            </h2>
            <FigureList figures={p.figures} tone="light" className="mt-6" />
            <dl className="mt-6 grid gap-4 xl:grid-cols-2 xl:[&>:last-child:nth-child(odd)]:col-span-2">
              {p.results.map((r) => (
                <div key={r.heading} className="rounded-3xl bg-brand-950 p-6 text-white">
                  <dt className="text-sm font-bold tracking-widest text-brand-200 uppercase">{r.heading}</dt>
                  <dd className="mt-2 leading-relaxed">{r.text}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <div className="space-y-10 lg:sticky lg:top-8 lg:self-start">
          <dl className="grid gap-4 rounded-3xl border border-slate-200 p-6 shadow-card">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs font-bold tracking-widest text-slate-500 uppercase">{label}</dt>
                <dd className="mt-1 font-semibold text-brand-950">{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="p-services">
            <h2 id="p-services" className="text-lg font-bold">
              {t.services}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {p.services.map((s) => (
                <li key={s} className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
                  {s}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="p-team">
            <h2 id="p-team" className="text-lg font-bold">
              {t.team}
            </h2>
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
          </section>
          <section aria-labelledby="p-tools">
            <h2 id="p-tools" className="text-lg font-bold">
              {t.tools}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {p.tools.map((s) => (
                <li key={s} className="rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700">
                  {s}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Container>
    </>
  );
}
