import { ArrowRight } from "lucide-react";
import type { PageAction, PageSection, RouteEntry } from "../../generated/model";
import { ButtonLink } from "../primitives/Button";
import { cn } from "../primitives/cn";

/** Anchor id of a page's form card: buttons without href scroll to it (the browser scrolls smoothly, app.css). */
export const FORM_ANCHOR = "page-form";

/**
 * What every section component gets: its data and, on a page composed of sections
 * (spec/pages/), the route it renders on and whether it opens the page (its h1). A bespoke page
 * (runtime/pages/) maps its own data to a section and passes only `section`.
 */
export interface SectionProps<S extends PageSection = PageSection> {
  readonly section: S;
  /** The route the page answers at; its heading is the default of an opening section's h1. */
  readonly route?: RouteEntry;
  /** The first section of the page, which holds its one h1 (default false). */
  readonly first?: boolean;
  /** The first form placed on the page, whose card carries {@link FORM_ANCHOR}; null (the default) when none. */
  readonly pageForm?: string | null;
}

/** A page button: a link, by default (href null) to the page's form. */
export function ActionButton({ action, variant = "primary" }: { action: PageAction; variant?: "primary" | "inverse" }) {
  return (
    <ButtonLink href={action.href ?? `#${FORM_ANCHOR}`} variant={variant} size="lg">
      {action.label}
      <ArrowRight aria-hidden="true" />
    </ButtonLink>
  );
}

/** Eyebrow, heading (h2, `id`-heading) and intro that most sections open with; `light` on dark bands. */
export function SectionHead({
  id,
  eyebrow,
  heading,
  intro,
  light = false,
}: {
  id: string;
  eyebrow: string | null;
  heading: string;
  intro: string | null;
  light?: boolean;
}) {
  return (
    <div className="max-w-2xl">
      {eyebrow && <p className={cn("text-sm font-bold tracking-widest uppercase", light ? "text-brand-200" : "text-brand-600")}>{eyebrow}</p>}
      <h2 id={`${id}-heading`} className={cn("mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl", light && "text-white")}>
        {heading}
      </h2>
      {intro && <p className={cn("mt-4 text-lg leading-relaxed", light ? "text-brand-100" : "text-slate-600")}>{intro}</p>}
    </div>
  );
}
