import { ArrowRight } from "lucide-react";
import type { CtaSection, PageAction, PageSection, RouteEntry } from "../../model/index.ts";
import { ButtonLink } from "../primitives/Button";

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

/**
 * A bespoke page's closing block (`heading`, `text`) as a cta section whose button is
 * 'Contact Us Today' to the contact page (no action of its own); `id` is its anchor.
 */
export function closingCta(id: string, closing: { readonly heading: string; readonly text: string | null }): CtaSection {
  return { kind: "cta", id, heading: closing.heading, intro: closing.text, action: null };
}
