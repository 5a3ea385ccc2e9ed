import type { MediaSection as MediaSectionData } from "../../model/index.ts";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import type { SectionProps } from "./shared";

/** A large picture, with its heading above and its caption under it when given. */
export function MediaSection({ section: s }: SectionProps<MediaSectionData>) {
  return (
    <section id={s.id} aria-labelledby={s.heading ? `${s.id}-heading` : undefined} aria-label={s.heading ? undefined : s.image.alt} className="py-20 lg:py-24">
      <Container>
        {s.heading && (
          <h2 id={`${s.id}-heading`} className="mb-10 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">
            {s.heading}
          </h2>
        )}
        <figure>
          <Img image={s.image} className="w-full rounded-3xl object-cover shadow-card" />
          {s.caption && <figcaption className="mt-4 max-w-2xl text-slate-600">{s.caption}</figcaption>}
        </figure>
      </Container>
    </section>
  );
}
