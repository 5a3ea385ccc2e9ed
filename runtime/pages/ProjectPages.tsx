import { ArrowLeft, ArrowRight } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { icons } from "../../generated/icons";
import type { Project } from "../../generated/model";
import { projects, projectsHero } from "../../generated/projects";
import { site } from "../../generated/site";
import { masonry } from "../lib/layout";
import { Badge } from "../primitives/Badge";
import { ButtonLink } from "../primitives/Button";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import { NotFoundPage } from "./NotFoundPage";

const t = site.ui.projects;
const FILTERS = ["Creative", "Media", "Digital", "PR", "Events"] as const;
const GAP = 24;

function Tile({ project }: { project: Project }) {
  return (
    <article data-tile={project.key} className="group relative overflow-hidden rounded-3xl bg-brand-950 md:h-[var(--tile-h,360px)]" style={{ ["--tile-h" as string]: `${project.tile.height}px` }}>
      <Img image={project.tile.image} alt="" className="aspect-[4/3] object-cover opacity-85 transition-transform duration-500 group-hover:scale-105 md:absolute md:inset-0 md:aspect-auto md:h-full" />
      <div className="relative bg-gradient-to-t from-brand-950 via-brand-950/85 to-transparent p-6 pt-16 md:absolute md:inset-x-0 md:bottom-0">
        <p className="text-xs font-bold tracking-widest text-brand-200 uppercase">{project.tile.categories.join(" · ")}</p>
        <h2 className="mt-2 text-xl font-bold text-white">{project.title}</h2>
        <Link to={project.path} className="mt-4 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 after:absolute after:inset-0 hover:bg-brand-50">
          {t.viewProject}<span className="sr-only">: {project.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}

/**
 * §2 Projects: 'Proof in Action', filters All, Creative, Media, Digital, PR, Events (starting at
 * All; a filter keeps projects whose categories include it), and tiles in three masonry
 * columns whose container height is recomputed on every change (§4).
 */
export function ProjectsPage() {
  const [filter, setFilter] = useState<string | null>(null);
  const shown = useMemo(() => projects.filter((p) => filter === null || p.tile.categories.includes(filter)), [filter]);
  const layout = useMemo(() => masonry(shown.map((p) => p.tile.height), 3, GAP), [shown]);
  const hero = projectsHero;
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 via-white to-white pt-14 pb-10 md:pt-28">
        <Container>
          <h1 className="text-5xl font-extrabold tracking-tight sm:text-6xl">{hero?.heading}</h1>
          {hero?.lead && <p className="mt-5 max-w-2xl text-lg text-slate-600">{hero.lead}</p>}
          <div role="group" aria-label={t.filterLabel} className="mt-10 flex flex-wrap gap-2">
            {[null, ...FILTERS].map((f) => (
              <button key={f ?? "all"} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)} className={cn("rounded-full border px-5 py-2.5 text-sm font-semibold transition-colors", filter === f ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-400 hover:text-brand-800")}>
                {f ?? hero?.allLabel}
              </button>
            ))}
          </div>
        </Container>
      </section>
      <section aria-label={hero?.heading} className="pb-24">
        <Container>
          {shown.length === 0 ? <p className="text-slate-600">{t.empty}</p> : (
            <div data-masonry-height={layout.height} className="grid gap-6 md:h-[var(--masonry-h,auto)] md:grid-cols-3 md:items-start" style={{ ["--masonry-h" as string]: `${layout.height}px` }}>
              {layout.columns.map((col, ci) => (
                <div key={ci} data-column={ci} className="flex flex-col gap-6">
                  {col.map((i) => <Tile key={shown[i].key} project={shown[i]} />)}
                </div>
              ))}
            </div>
          )}
        </Container>
      </section>
    </>
  );
}

/** §2 Project detail: every field of the project, results split at their first colon, team initials. */
export function ProjectDetailPage() {
  const { projectName = "" } = useParams();
  const p = projects.find((x) => x.key === projectName);
  if (!p) return <NotFoundPage />;
  const facts = [[t.client, p.client], [t.category, p.category], [t.duration, p.duration], [t.location, p.location], [t.date, p.date]] as const;
  const h2 = "text-2xl font-extrabold tracking-tight";
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-950 pt-16 pb-16 md:pt-32 md:pb-24">
        <Img image={p.image} alt="" priority className="absolute inset-0 -z-10 h-full object-cover opacity-40" />
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950 via-brand-950/60 to-transparent" />
        <Container>
          <ButtonLink to="/projects" variant="inverse" size="sm"><ArrowLeft aria-hidden="true" />{t.allProjects}</ButtonLink>
          <div className="mt-8 flex flex-wrap gap-2">{p.tags.map((tag) => <Badge key={tag} className="border-white/20 bg-white/10 text-brand-100">{tag}</Badge>)}</div>
          <h1 className="mt-4 max-w-4xl text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl">{p.title}</h1>
        </Container>
      </section>
      <Container className="grid gap-14 py-16 lg:grid-cols-[1.5fr_1fr] lg:py-24">
        <div className="space-y-14">
          <section aria-labelledby="p-overview">
            <h2 id="p-overview" className={h2}>{t.overview}</h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{p.description}</p>
          </section>
          <section aria-labelledby="p-activities">
            <h2 id="p-activities" className={h2}>{t.keyActivities}</h2>
            <ol className="mt-6 space-y-6">
              {p.keyActivities.map((g, i) => (
                <li key={g.group} className="rounded-3xl border border-slate-200 p-6">
                  <h3 className="text-lg font-bold"><span className="mr-2 text-brand-600">{String(i + 1).padStart(2, "0")}</span>{g.group}</h3>
                  <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700 marker:text-brand-500">{g.items.map((x) => <li key={x}>{x}</li>)}</ul>
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="p-deliverables">
            <h2 id="p-deliverables" className={h2}>{t.keyDeliverables}</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {p.keyDeliverables.map((d) => {
                const Icon = icons[d.icon];
                return <li key={d.text} className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 font-semibold text-brand-950">{Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />}{d.text}</li>;
              })}
            </ul>
          </section>
          <section aria-labelledby="p-results">
            <h2 id="p-results" className={h2}>{t.results}</h2>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {p.results.map((r) => (
                <div key={r.heading} className="rounded-3xl bg-brand-950 p-6 text-white">
                  <dt className="text-sm font-bold tracking-widest text-brand-200 uppercase">{r.heading}</dt>
                  <dd className="mt-2 leading-relaxed">{r.text}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <aside className="space-y-10 lg:sticky lg:top-8 lg:self-start">
          <dl className="grid grid-cols-2 gap-4 rounded-3xl border border-slate-200 p-6 shadow-card">
            {facts.map(([label, value]) => <div key={label}><dt className="text-xs font-bold tracking-widest text-slate-500 uppercase">{label}</dt><dd className="mt-1 font-semibold text-brand-950">{value}</dd></div>)}
          </dl>
          <section aria-labelledby="p-services">
            <h2 id="p-services" className="text-lg font-bold">{t.services}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">{p.services.map((s) => <li key={s} className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">{s}</li>)}</ul>
          </section>
          <section aria-labelledby="p-team">
            <h2 id="p-team" className="text-lg font-bold">{t.team}</h2>
            <ul className="mt-3 space-y-3">
              {p.teamMembers.map((m) => (
                <li key={m.name} className="flex items-center gap-3">
                  <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-brand-600 font-bold text-white">{m.initial}</span>
                  <span><span className="block font-semibold text-brand-950">{m.name}</span><span className="block text-sm text-slate-600">{m.designation}</span></span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="p-tools">
            <h2 id="p-tools" className="text-lg font-bold">{t.tools}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">{p.tools.map((s) => <li key={s} className="rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-700">{s}</li>)}</ul>
          </section>
        </aside>
      </Container>
    </>
  );
}
