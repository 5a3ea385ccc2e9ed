import type { RichTextSection as RichTextSectionData } from "../../model/index.ts";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";
import { Bullets } from "../parts/Bullets";
import type { SectionProps } from "./shared";

/**
 * Running text at a reading measure (Terms of Use, Privacy Policy): a heading (the page's h1
 * when the section opens the page, the route's heading unless it has its own), the date of the
 * last change, an intro, then parts with h2 headings, numbered when `numbered`.
 */
export function RichTextSection({ section: s, route, first }: SectionProps<RichTextSectionData>) {
  const heading = s.heading ?? (first ? (route?.heading ?? null) : null);
  const Heading = first ? "h1" : "h2";
  const PartHeading = first ? "h2" : "h3";
  const List = s.numbered ? "ol" : "ul";
  return (
    <article id={s.id} className={cn(first ? "pt-14 pb-24 md:pt-28" : "py-20 lg:py-24")}>
      {/* The page grid's left edge; the measure, not the container, is narrow. */}
      <Container>
        <div className="max-w-3xl">
          {heading && <Heading className="text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</Heading>}
          {s.updated && (
            <p className="mt-3 text-sm font-medium text-slate-500">
              <time dateTime={s.updated}>{s.updated}</time>
            </p>
          )}
          {s.intro && <p className="mt-8 text-lg leading-relaxed text-slate-700">{s.intro}</p>}
          <List className="mt-12 space-y-10">
            {s.parts.map((p, i) => (
              <li key={p.heading}>
                <PartHeading className="text-xl font-bold sm:text-2xl">
                  {s.numbered && <span className="mr-2 text-brand-500">{i + 1}.</span>}
                  {p.heading}
                </PartHeading>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                  {p.paragraphs.map((x) => (
                    <p key={x.slice(0, 40)}>{x}</p>
                  ))}
                  {p.list.length > 0 && <Bullets items={p.list} />}
                </div>
              </li>
            ))}
          </List>
        </div>
      </Container>
    </article>
  );
}
