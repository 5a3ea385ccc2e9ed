import type { ReactNode } from "react";
import type { Image } from "../../model/index.ts";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import { PracticeChips } from "./PracticeChips";

/**
 * The opening of a piece of work (a case study, a project): on the navy band its links
 * (`actions`), its practice chips, the page's one h1 (`heading`; `headingClassName` sets the
 * space above it) and what follows it (`children`: a subtitle, the headline figures), then its
 * cover (16:9, loaded first: the first screen's largest picture) straddling the band's foot.
 */
export function CoverHero({
  actions,
  chips,
  heading,
  headingClassName,
  image,
  children,
}: {
  actions: ReactNode;
  chips: readonly string[];
  heading: string;
  headingClassName: string;
  image: Image;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 pt-16 md:pt-32">
      <Container>
        {actions}
        <PracticeChips words={chips} tone="dark" className="mt-8" />
        <h1 className={cn("max-w-4xl text-4xl leading-tight font-extrabold tracking-tight text-white sm:text-5xl", headingClassName)}>{heading}</h1>
        {children}
      </Container>
      <div className="mt-10 bg-gradient-to-b from-brand-950 from-50% to-white to-50% md:mt-14">
        <Container>
          <Img image={image} priority data-cover="" className="aspect-[16/9] rounded-3xl object-cover shadow-lift" />
        </Container>
      </div>
    </section>
  );
}
