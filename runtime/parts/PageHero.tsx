import type { ReactNode } from "react";
import { Badge } from "../primitives/Badge";
import { cn } from "../primitives/cn";
import { Container } from "../primitives/Container";

/** A page's opening banner: an optional badge, its one <h1>, an optional lead paragraph, and `children` (actions, claims). */
export function PageHero({
  heading,
  badge,
  lead,
  children,
  childrenClassName = "mt-8 flex flex-wrap gap-4",
}: {
  heading: string;
  badge?: string | null;
  lead?: string | null;
  children?: ReactNode;
  childrenClassName?: string;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-14 pb-14 md:pt-28">
      <div aria-hidden="true" className="pointer-events-none absolute -top-72 -right-32 size-[30rem] rounded-full bg-brand-200/40 blur-3xl" />
      <Container className="relative">
        {badge && <Badge>{badge}</Badge>}
        <h1 className={cn("max-w-4xl text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl lg:text-6xl", badge && "mt-5")}>{heading}</h1>
        {lead && <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{lead}</p>}
        {children && <div className={childrenClassName}>{children}</div>}
      </Container>
    </section>
  );
}
