import type { RouteEntry } from "../../model/index.ts";
import { sectionPages } from "../../generated/pages";
import { BreadcrumbBar } from "../parts/BreadcrumbBar";
import { FORM_ANCHOR, Section } from "../sections";
import { NotFoundPage } from "./NotFoundPage";
import type { Screens } from "../app/page-kinds";

/**
 * A page composed of sections (spec/pages/<name>.yaml, a route with page: sections): the
 * optional fixed breadcrumb bar (Social media ads, blue, its button scrolling to the page's
 * form), then each section in order; the first holds the page's one h1.
 */
export function SectionsPage({ route }: { route: RouteEntry }) {
  const page = sectionPages[route.id];
  if (!page) return <NotFoundPage />;
  return (
    <>
      {page.breadcrumb && (
        <BreadcrumbBar
          tone="blue"
          items={page.breadcrumb.items.map((i) => ({ name: i.name, href: i.href ?? undefined }))}
          action={{ label: page.breadcrumb.action.label, href: page.breadcrumb.action.href ?? `#${FORM_ANCHOR}` }}
        />
      )}
      {page.sections.map((s, i) => (
        <Section key={s.id} section={s} route={route} first={i === 0} pageForm={page.form} />
      ))}
    </>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { sections: { screen: SectionsPage } };
