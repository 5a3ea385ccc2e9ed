/**
 * The runtime's one table of page kinds (§2; issue 32): for each page kind of the route table,
 * its screen and how the page around it behaves. Keyed by the generated `PageKind` (the
 * registry's `pageKinds`, generator/kinds/), so TypeScript refuses a page kind without its row;
 * what the registry states of each (indexing, the Open Graph card's list page and cover) comes
 * from generated/page-kinds.ts, which media/og-cards.tsx reads too (media/ imports no runtime/).
 * Read by the renderer (./render.tsx) and the prerender's sitemap (`isIndexable`).
 */
import type { ComponentType } from "react";
import type { PageKind, PageKindFacts, RouteEntry } from "../../generated/model";
import { pageKindFacts } from "../../generated/page-kinds";
import type { CountryMenuVariant } from "../layout/CountryMenu";
import { AboutPage } from "../pages/AboutPage";
import { CaseStudyDetailPage, CaseStudyListPage } from "../pages/CaseStudyPages";
import { CountryPage } from "../pages/CountryPage";
import { FormSentPage } from "../pages/FormSentPage";
import { HomePage, homePreloads } from "../pages/HomePage";
import { NotFoundPage } from "../pages/NotFoundPage";
import { ProjectDetailPage, ProjectsPage } from "../pages/ProjectPages";
import { ServiceSectionPage } from "../pages/ServiceSectionPage";
import { SectionsPage } from "../pages/SectionsPage";
import { ServiceDetailPage } from "../pages/ServiceDetailPage";
import { ServicesOverviewPage } from "../pages/ServicesOverviewPage";
import { TechPage } from "../pages/TechPage";
import type { HeadPreload } from "./document";

/** A page kind's screen and what only the runtime decides of it; the rest comes from the registry (generated/page-kinds.ts). */
interface Screen {
  /** The screen that renders a route of this kind. */
  readonly screen: ComponentType<{ route: RouteEntry }>;
  /** The country dropdown's variant: `white` over a dark hero, else `blue` (§2). Default blue. */
  readonly countryMenu?: CountryMenuVariant;
  /** True when an unknown parameter renders this screen's own not-found view (a practice's, §8) rather than the site's. */
  readonly ownNotFound?: true;
  /** The pictures the head preloads, the largest thing of the first screen (issue 31); none when unset. */
  readonly preloads?: () => readonly HeadPreload[];
}

/** What the runtime and media/ know of one page kind: its facts (generated) and its screen. */
export interface PageKindEntry extends PageKindFacts, Required<Pick<Screen, "screen" | "countryMenu">> {
  readonly ownNotFound: boolean;
  readonly preloads?: () => readonly HeadPreload[];
}

/** The screen of every page kind of the route table. */
const screens: Readonly<Record<PageKind, Screen>> = {
  home: { screen: HomePage, countryMenu: "white", preloads: homePreloads },
  "services-overview": { screen: ServicesOverviewPage, countryMenu: "white" },
  "service-section": { screen: ServiceSectionPage, ownNotFound: true },
  "service-detail": { screen: ServiceDetailPage, ownNotFound: true },
  "tech-solutions": { screen: TechPage, countryMenu: "white" },
  "case-study-list": { screen: CaseStudyListPage, countryMenu: "white" },
  "case-study-detail": { screen: CaseStudyDetailPage, countryMenu: "white" },
  "country-case-study": { screen: CaseStudyDetailPage, countryMenu: "white" },
  projects: { screen: ProjectsPage },
  "project-detail": { screen: ProjectDetailPage, countryMenu: "white" },
  about: { screen: AboutPage, countryMenu: "white" },
  sections: { screen: SectionsPage },
  country: { screen: CountryPage, countryMenu: "white" },
  "form-sent": { screen: FormSentPage },
  "not-found": { screen: NotFoundPage },
};

/** Every page kind of the route table: its facts and its screen, by page kind. */
export const pageKinds = Object.fromEntries(
  Object.entries(screens).map(([page, s]) => [
    page,
    { ...pageKindFacts[page as PageKind], ...s, countryMenu: s.countryMenu ?? "blue", ownNotFound: s.ownNotFound ?? false },
  ]),
) as Readonly<Record<PageKind, PageKindEntry>>;
