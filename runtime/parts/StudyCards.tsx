import type { CaseStudy } from "../../model/index.ts";
import { site } from "../../generated/site";
import { caseGridLayout } from "../lib/layout";
import { HeadlineFigure } from "../primitives/Figure";
import { CoverCuts, Img } from "../primitives/Img";
import { categoryWords } from "../lib/practice";
import { CardMarker } from "./DevMarker";
import { PillLink } from "./PillLink";

/**
 * A case study card: its cover (composed from the study's client, headline figure, category and
 * artefact, or its banner photograph), then the category, the title and a View Case Study link
 *. The caption always shows whole (a card is at least its row's height, never
 * less than its content); the cover fills what the card's height leaves above it, never less
 * than 16:9 of the card's width, so a wide box never crops the cover's top and bottom (its
 * logo): a flex basis, not a min-height, since Chrome answers the cover's size queries before a
 * min-height applies (a card at its minimum, 4:3 on a phone, got the 16:9 cut), in the cut nearest that area's shape (16:9, 4:3 or 3:4, chosen by a container query in
 * app.css); a card narrower than 28rem (a phone) takes the 4:3 cut, whose words are drawn larger
 * for its width (6 px words at 375 px). A card 48rem wide or more (a study alone in its
 * row) sets its caption beside a 16:9 cover instead of under a letterbox. The category is HTML
 * text at every width, not only words in the picture. The caption's type follows the card's own width (a container
 * query), so a narrow column never turns the title into a five-line tower. The headline figure
 * (Results as the hero) follows the title in the document, so a screen reader meets
 * the study before its number; a composed cover shows it large already, a photograph gets it set
 * over its top.
 */
export function StudyCard({ study }: { study: CaseStudy }) {
  const headline = study.figures[0];
  // A composed cover draws the headline figure itself: the text is then for screen readers
  // (placed at the card's top, where the eye meets the figure); a photograph gets it on top.
  const composed = study.image.art === true;
  return (
    <article className="group @container relative h-full min-h-80 overflow-hidden rounded-3xl bg-brand-950">
      <div className="flex h-full flex-col @3xl:flex-row">
        <CoverCuts
          wide={study.image}
          card={study.cardImage}
          tall={study.tallImage}
          className="flex-[1_0_75cqw] @md:flex-[1_0_56.25cqw] @3xl:aspect-video @3xl:flex-none @3xl:basis-[62%]"
        >
          {!composed && <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-b from-brand-950/85 via-brand-950/30 to-transparent" />}
        </CoverCuts>
        <CardMarker href={study.path} />
        <div className="shrink-0 p-5 @md:flex @md:items-end @md:justify-between @md:gap-6 @md:px-7 @md:py-6 @3xl:flex-1 @3xl:flex-col @3xl:items-start @3xl:justify-end @3xl:p-8">
          <div className="min-w-0">
            <p className="text-xs font-bold tracking-widest text-brand-200 uppercase">{study.category}</p>
            <h3 className="mt-1.5 text-lg leading-snug font-bold text-white @md:text-xl">{study.title}</h3>
            <p className="sr-only">
              {site.ui.caseStudy.clientLabel} {study.client}
            </p>
            {headline && <HeadlineFigure figure={headline} className={composed ? "sr-only top-0" : "absolute inset-x-0 top-0 p-6 @md:p-8"} />}
          </div>
          <PillLink
            href={study.path}
            context={study.title}
            className="mt-4 shrink-0 bg-white px-5 py-2.5 text-sm text-brand-900 transition-colors after:absolute after:inset-0 hover:bg-brand-50 @md:mt-0 @3xl:mt-6"
          >
            {site.ui.caseStudy.viewCaseStudy}
          </PillLink>
        </div>
      </div>
    </article>
  );
}

/**
 * A compact case study card for the Explore strip of a study page: a small cover
 * (the 4:3 cut, a sized slot), the first practice, the title and the client (long words break),
 * the whole card one link to the study. Light enough that a strip of every study of the scope
 * does not outweigh the story above it. Its cell is a container: narrower than 24 rem (a
 * phone) the cover stands above the words, so they keep a column of 240 px.
 */
export function StudyTile({ study }: { study: CaseStudy }) {
  return (
    <article className="group relative flex h-full flex-col items-start gap-3 rounded-2xl bg-white p-3 @sm:flex-row @sm:items-center @sm:gap-4 ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-card hover:ring-brand-300">
      <Img image={study.cardImage} alt="" className="aspect-[4/3] w-20 shrink-0 rounded-xl object-cover sm:w-24" />
      <CardMarker href={study.path} />
      <div className="min-w-0 py-1 pr-2 [overflow-wrap:anywhere]">
        <p className="text-xs font-bold tracking-widest text-brand-700 uppercase">{categoryWords(study.category)[0]}</p>
        <h3 className="mt-1 leading-snug font-bold text-brand-950">
          <a href={study.path} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
            {study.title}
          </a>
        </h3>
        <p className="mt-1 text-sm text-slate-600">{study.client}</p>
      </div>
    </article>
  );
}

/**
 * Case grid: rows split 35%/65% (then 65%/35%) from 1280 px up (at 1024 px a 35% column
 * leaves its caption under 240 px), two even columns from 768 px,
 * one below; from 768 px each row of two is at least one height, cycling 430/550/522/458 px
 * (a minimum: a row grows rather than clip a caption). A study alone in its row takes
 * the height its own content needs.
 */
export function CaseGrid({ studies }: { studies: readonly CaseStudy[] }) {
  return (
    <div className="space-y-6">
      {caseGridLayout(studies.length).map((row, r) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the grid, which depends only on the number of studies
          key={r}
          className={
            row.length === 1
              ? "grid gap-6"
              : row[0].widthPct === 35
                ? "grid gap-6 md:grid-cols-2 xl:grid-cols-[35fr_65fr]"
                : "grid gap-6 md:grid-cols-2 xl:grid-cols-[65fr_35fr]"
          }
        >
          {row.map((cell) => (
            <div key={cell.index} data-width={cell.widthPct} className={row.length > 1 ? heightClass(cell.height) : undefined}>
              <StudyCard study={studies[cell.index]} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

function heightClass(h: number): string {
  switch (h) {
    case 430:
      return "md:min-h-[430px]";
    case 550:
      return "md:min-h-[550px]";
    case 522:
      return "md:min-h-[522px]";
    default:
      return "md:min-h-[458px]";
  }
}
