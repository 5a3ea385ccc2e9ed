import type { Benefit } from "../../model/index.ts";
import { icons } from "../../generated/icons";
import { Card } from "../primitives/Card";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import { SectionHeading } from "./SectionHeading";

/**
 * Columns of the benefit grid from 1024 px up, by number of cards: two, or four as two rows of
 * two (four across leave under 240 px of text), one alone at two-thirds width, any
 * other count the balanced grid of app.css (two in a row from 1024 px, three from 1280 px).
 * Whole class names, so Tailwind sees them.
 */
function benefitColumns(n: number): string {
  if (n === 1) return "lg:grid-cols-3 lg:[&>li]:col-span-2";
  if (n === 2) return "lg:grid-cols-2";
  if (n === 4) return "lg:grid-cols-2";
  return "grid-balanced";
}

/** 'Why Choose {brand}?': the benefit cards (image, icon, legend, numbered title, text), three at launch; icon tile and numerals in the practice's accent. */
export function BenefitCards({ id, heading, intro, benefits }: { id: string; heading: string; intro: string; benefits: readonly Benefit[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24 py-20 lg:py-28">
      <Container>
        <SectionHeading id={`${id}-heading`} heading={heading} intro={intro} />
        <ul className={cn("mt-12 grid gap-7", benefitColumns(benefits.length))}>
          {benefits.map((b) => {
            const Icon = icons[b.icon];
            return (
              <li key={b.number}>
                <Card className="h-full overflow-hidden">
                  <div className="relative">
                    <Img image={b.image} className="aspect-[10/7] object-cover" />
                    <span className="absolute top-4 left-4 rounded-full bg-white/95 px-3 py-1 text-xs font-bold tracking-wide text-brand-800 uppercase shadow-sm">
                      {b.legend}
                    </span>
                    {Icon && (
                      <span className="absolute -bottom-6 left-6 grid size-12 place-items-center rounded-2xl bg-practice text-white shadow-lift transition-transform duration-300 group-hover:-rotate-6">
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                    )}
                  </div>
                  <div className="p-6 pt-10 md:p-5 md:pt-10 lg:p-7 lg:pt-11">
                    <h3 className="text-xl font-bold md:text-lg lg:text-xl">
                      <span className="mr-1 text-practice">{b.number}</span> {b.title}
                    </h3>
                    <p className="mt-3 leading-relaxed text-slate-600">{b.description}</p>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
