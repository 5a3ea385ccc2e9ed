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
 * A picture slot that shows a piece of the practice's work (issue 31, "practice pages show
 * work"), one link to it: its cover, in the cut nearest the box's shape (`CoverCuts`: the box's
 * size is `className`'s), with the client's name on a chip. `whole` shows the 16:9 cover uncut
 * at its own ratio instead (a section page's picture beside its text). The link's name says
 * what it leads to ("View Case Study: <title>") before the chip's client name.
 */
export function WorkPicture({ work, whole = false, priority = false, className }: { work: Work; whole?: boolean; priority?: boolean; className?: string }) {
  return (
    <a href={work.path} data-work={work.kind} className={cn("group/work relative block overflow-hidden focus-visible:outline-practice", className)}>
      {whole ? <Img image={work.wide} alt="" priority={priority} className="transition-transform duration-500 group-hover/work:scale-[1.03]" /> : <CoverCuts wide={work.wide} card={work.card} tall={work.tall} className="h-full w-full" />}
      <span className="sr-only">{linkName(work)}</span>
      <span className="absolute bottom-3 left-3 inline-flex max-w-[calc(100%-1.5rem)] items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-900 shadow-sm">
        <span className="truncate">{work.client}</span>
        <ArrowUpRight aria-hidden="true" className="size-3.5 shrink-0" />
      </span>
    </a>
  );
}
