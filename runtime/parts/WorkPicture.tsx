import { ArrowUpRight } from "lucide-react";
import { site } from "../../generated/site";
import type { Work } from "../lib/work";
import { cn } from "../primitives/cn";
import { CoverCuts, Img } from "../primitives/Img";

/** The accessible name of a link to a piece of work: "View Case Study: <title>" or "View Project: <title>" (spec/ui.yaml). */
function linkName(work: Work): string {
  const verb = work.kind === "case-study" ? site.ui.caseStudy.viewCaseStudy : site.ui.projects.viewProject;
  return `${verb}${site.ui.shell.linkContext({ title: work.title })}`;
}

/**
 * A picture slot that shows a piece of the practice's work ("practice pages show
 * work"), one link to it: its cover, in the cut nearest the box's shape (`CoverCuts`: the box's
 * size is `className`'s); the cover carries the client's word mark, and a small arrow in its
 * top right corner, outside the middle where the cover keeps its words (media/art/compose.tsx
 * `COVER_CROP`), says it leads on. `whole` shows the 16:9 cover uncut at its own ratio instead
 * (a section page's picture beside its text). The link's name says what it leads to
 * ("View Case Study: <title>").
 */
export function WorkPicture({ work, whole = false, priority = false, className }: { work: Work; whole?: boolean; priority?: boolean; className?: string }) {
  return (
    <a href={work.path} data-work={work.kind} className={cn("group/work relative block overflow-hidden focus-visible:outline-practice", className)}>
      {whole ? (
        <Img image={work.wide} alt="" priority={priority} className="transition-transform duration-500 group-hover/work:scale-[1.03]" />
      ) : (
        <CoverCuts wide={work.wide} card={work.card} tall={work.tall} className="h-full w-full" />
      )}
      <span className="sr-only">{linkName(work)}</span>
      <span
        aria-hidden="true"
        className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-white/95 text-brand-900 shadow-sm transition-colors group-hover/work:bg-practice group-hover/work:text-white"
      >
        <ArrowUpRight className="size-4" />
      </span>
    </a>
  );
}
