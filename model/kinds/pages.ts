/**
 * The normalized types of the pages kind: what generator/kinds/pages.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
import type { PageAction, PageSection } from "../content.ts";

/** A page composed of sections (spec/pages/<name>.yaml, a route with `page: sections`). */
export interface SectionsPage {
  /** Id of the route it renders. */
  readonly route: string;
  readonly breadcrumb: { readonly items: readonly { readonly name: string; readonly href: string | null }[]; readonly action: PageAction } | null;
  readonly sections: readonly PageSection[];
  /** Id of the page's first form (hero, form or offices section): buttons without href scroll to its card; null when none. */
  readonly form: string | null;
}
