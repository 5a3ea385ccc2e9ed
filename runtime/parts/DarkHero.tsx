import type { ReactNode } from "react";
import type { Work } from "../lib/work";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { WorkPicture } from "./WorkPicture";

/**
 * The deep-blue opening band of a page, with the brand glow; its children hold the page's h1.
 * Given a piece of `work` (runtime/lib/work.ts `workBeside`), the band's other half shows its
 * cover from 1024 px up, beside the words, in a 4:3 frame linking to it (docs/decisions.md,
 * "The opening band's other half"); below 1024 px the words have the width alone.
 */
export function DarkHero({ children, className, work }: { children: ReactNode; className?: string; work?: Work | null }) {
  return (
    <section className={cn("relative overflow-hidden bg-brand-950 pt-16 pb-20 text-white md:pt-32 md:pb-28", className)}>
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-20 size-[36rem] rounded-full bg-brand-500/30 blur-3xl" />
      <Container className={cn("relative", work && "lg:grid lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:items-center lg:gap-12")}>
        {work ? <div>{children}</div> : children}
        {work && <WorkPicture work={work} className="hidden aspect-[4/3] rounded-3xl shadow-lift ring-1 ring-white/10 lg:block" />}
      </Container>
    </section>
  );
}
