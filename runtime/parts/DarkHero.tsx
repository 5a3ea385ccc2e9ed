import type { ReactNode } from "react";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";

/** The deep-blue opening band of a page, with the brand glow; its children hold the page's h1. */
export function DarkHero({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={cn("relative overflow-hidden bg-brand-950 pt-16 pb-20 text-white md:pt-32 md:pb-28", className)}>
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-20 size-[36rem] rounded-full bg-brand-500/30 blur-3xl" />
      <Container className="relative">{children}</Container>
    </section>
  );
}
