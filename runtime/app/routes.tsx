import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { useLocation } from "react-router-dom";
import type { PageKind, RouteEntry } from "../../generated/model";
import { routes } from "../../generated/routes";
import { AboutPage } from "../pages/AboutPage";
import { CaseStudyDetailPage, CaseStudyListPage } from "../pages/CaseStudyPages";
import { ContactPage } from "../pages/ContactPage";
import { HomePage } from "../pages/HomePage";
import { SectionPage } from "../pages/SectionPage";
import { ServicesOverviewPage } from "../pages/ServicesOverviewPage";
import { TechPage } from "../pages/TechPage";
import { CountryPage } from "../pages/CountryPage";
import { ProjectDetailPage, ProjectsPage } from "../pages/ProjectPages";
import { LegalPage } from "../pages/LegalPage";
import { RecommendPage } from "../pages/RecommendPage";
import { LandingPageView } from "../pages/LandingPageView";
import { NotFoundPage } from "../pages/NotFoundPage";
import { ServiceDetailPage } from "../pages/ServiceDetailPage";
import { RouteError } from "./RouteError";
import { Shell } from "./Shell";

type Page = ComponentType<{ route: RouteEntry }>;

/** Screen of each page kind of the route table (§2). */
const PAGES: Record<PageKind, Page> = {
  "home": HomePage,
  "services-overview": ServicesOverviewPage,
  "service-section": SectionPage,
  "service-detail": ServiceDetailPage,
  "tech-solutions": TechPage,
  "case-study-list": CaseStudyListPage,
  "case-study-detail": CaseStudyDetailPage,
  "country-case-study": CaseStudyDetailPage,
  "projects": ProjectsPage,
  "project-detail": ProjectDetailPage,
  "about": AboutPage,
  "contact": ContactPage,
  "newsletter": LandingPageView,
  "recommend": RecommendPage,
  "terms": LegalPage,
  "privacy": LegalPage,
  "social-media-ads": LandingPageView,
  "report": LandingPageView,
  "country": CountryPage,
  "not-found": NotFoundPage,
};

/** Pages whose hero is dark, so the country dropdown uses its white variant (§2). */
const WHITE_COUNTRY_MENU = new Set<PageKind>(["home", "services-overview", "tech-solutions", "about", "case-study-list", "case-study-detail", "country-case-study", "project-detail", "country"]);

/** Pages that handle their own unknown parameters (a category not-found view or section message). */
const OWN_NOT_FOUND = new Set<PageKind>(["service-detail", "service-section"]);

/**
 * Renders a route's page, or the 404 page when a parameter route is asked for a value the
 * content does not have (unknown country, project key or case-study slug: §8).
 */
function RoutePage({ route }: { route: RouteEntry }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const hasParams = route.path.includes(":");
  if (hasParams && !OWN_NOT_FOUND.has(route.page) && !route.urls.includes(path)) return <NotFoundPage />;
  const Page = PAGES[route.page];
  return <Page route={route} />;
}

/** The data router's route objects: the shell around one child route per route-table entry. */
export const appRoutes: RouteObject[] = [
  {
    path: "/",
    element: <Shell />,
    children: [
      {
        errorElement: <RouteError />,
        children: routes.map((r): RouteObject =>
          r.path === "/"
            ? { index: true, element: <RoutePage route={r} /> }
            : { path: r.path === "*" ? "*" : r.path.slice(1), element: <RoutePage route={r} />, handle: WHITE_COUNTRY_MENU.has(r.page) ? { countryMenu: "white" } : undefined },
        ),
      },
    ],
  },
];
