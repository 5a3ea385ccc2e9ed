import type { ReactNode } from "react";
import { Reveal } from "../motion/Reveal";
import { Container } from "../primitives/Container";
import { SectionHeading } from "./SectionHeading";

/**
 * A band of a page: a section named by its heading (`id` is the heading's id), its content in
 * the page's container under the section heading (eyebrow, heading, intro). It fades in on
 * scroll (Reveal) unless `reveal` is false. `className` styles the band (padding, background),
 * `containerClassName` the container (a grid); `anchor` is the section's own id (a link target).
 * Without `heading` the children hold the heading (with id `id`) themselves.
 */
export function Band({
  id,
  anchor,
  eyebrow,
  heading,
  intro,
  tone,
  reveal = true,
  className,
  containerClassName,
  children,
}: {
  id: string;
  anchor?: string;
  eyebrow?: string | null;
  heading?: string;
  intro?: string | null;
  tone?: "dark" | "light";
  reveal?: boolean;
  className: string;
  containerClassName?: string;
  children: ReactNode;
}) {
  const body = (
    <Container className={containerClassName}>
      {heading && <SectionHeading id={id} eyebrow={eyebrow} heading={heading} intro={intro} tone={tone} />}
      {children}
    </Container>
  );
  return reveal ? (
    <Reveal as="section" id={anchor} aria-labelledby={id} className={className}>
      {body}
    </Reveal>
  ) : (
    <section id={anchor} aria-labelledby={id} className={className}>
      {body}
    </section>
  );
}
