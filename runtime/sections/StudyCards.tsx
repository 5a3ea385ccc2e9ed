import { ArrowRight } from "lucide-react";
import type { CaseStudy } from "../../generated/model";
import { site } from "../../generated/site";
import { caseGridLayout } from "../lib/layout";
import { Img } from "../primitives/Img";

/**
 * A case study card: image, title, category and a View Case Study link (§2). Its type and
 * padding follow the card's own width (a container query), so a narrow column never turns the
 * title into a five-line tower.
 */
export function StudyCard({ study }: { study: CaseStudy }) {
  return (
    <article className="group @container relative flex h-full min-h-80 flex-col justify-end overflow-hidden rounded-3xl bg-brand-950">
      <Img image={study.image} alt="" className="absolute inset-0 h-full object-cover opacity-80 transition-transform duration-500 group-hover:scale-105" />
      <div className="relative bg-gradient-to-t from-brand-950 via-brand-950/80 to-transparent p-6 pt-24 @md:p-8">
        <p className="text-xs font-bold tracking-widest text-brand-200 uppercase">{study.category}</p>
        <h3 className="mt-2 text-xl font-bold text-white @md:text-2xl">{study.title}</h3>
        <p className="mt-1 text-sm text-brand-100">{site.ui.caseStudy.clientLabel} {study.client}</p>
        <a href={study.path} data-slot="button" className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-brand-900 transition-colors after:absolute after:inset-0 hover:bg-brand-50">
          {site.ui.caseStudy.viewCaseStudy}
          <span className="sr-only">{site.ui.shell.linkContext({ title: study.title })}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}

/**
 * §9 Case grid: rows split 35%/65% (then 65%/35%) from 1024 px up, two even columns from 768 px,
 * one below; from 768 px each row has one height, cycling 430/550/522/458 px.
 */
export function CaseGrid({ studies }: { studies: readonly CaseStudy[] }) {
  return (
    <div className="space-y-6">
      {caseGridLayout(studies.length).map((row, r) => (
        <div key={r} className={row.length === 1 ? "grid gap-6" : row[0].widthPct === 35 ? "grid gap-6 md:grid-cols-2 lg:grid-cols-[35fr_65fr]" : "grid gap-6 md:grid-cols-2 lg:grid-cols-[65fr_35fr]"}>
          {row.map((cell) => (
            <div key={cell.index} data-width={cell.widthPct}>
              <div className={heightClass(cell.height)}>
                <StudyCard study={studies[cell.index]} />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function heightClass(h: number): string {
  switch (h) {
    case 430: return "md:h-[430px]";
    case 550: return "md:h-[550px]";
    case 522: return "md:h-[522px]";
    default: return "md:h-[458px]";
  }
}
