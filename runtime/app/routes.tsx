import type { ComponentType } from "react";
import type { RouteObject } from "react-router-dom";
import { useLocation } from "react-router-dom";
import type { PageKind, RouteEntry } from "../../generated/model";
import { routes } from "../../generated/routes";
import { NotFoundPage } from "../pages/NotFoundPage";
import { RouteError } from "./RouteError";
import { Shell } from "./Shell";

type Page = ComponentType<{ route: RouteEntry }>;

/**
 * Screen of each page kind of the route table (§2), loaded on demand so that a page ships only
 * its own code and content. The file names are repeated in PAGE_SOURCES for the prerender,
 * which preloads a page's chunk in its HTML.
 */
const PAGES: Record<PageKind, () => Promise<Page>> = {
  "home": () => import("../pages/HomePage").then((m) => m.HomePage),
  "services-overview": () => import("../pages/ServicesOverviewPage").then((m) => m.ServicesOverviewPage),
  "service-section": () => import("../pages/SectionPage").then((m) => m.SectionPage),
  "service-detail": () => import("../pages/ServiceDetailPage").then((m) => m.ServiceDetailPage),
  "tech-solutions": () => import("../pages/TechPage").then((m) => m.TechPage),
  "case-study-list": () => import("../pages/CaseStudyPages").then((m) => m.CaseStudyListPage),
  "case-study-detail": () => import("../pages/CaseStudyPages").then((m) => m.CaseStudyDetailPage),
  "country-case-study": () => import("../pages/CaseStudyPages").then((m) => m.CaseStudyDetailPage),
  "projects": () => import("../pages/ProjectPages").then((m) => m.ProjectsPage),
  "project-detail": () => import("../pages/ProjectPages").then((m) => m.ProjectDetailPage),
  "about": () => import("../pages/AboutPage").then((m) => m.AboutPage),
  "contact": () => import("../pages/ContactPage").then((m) => m.ContactPage),
  "newsletter": () => import("../pages/LandingPageView").then((m) => m.LandingPageView),
  "recommend": () => import("../pages/RecommendPage").then((m) => m.RecommendPage),
  "terms": () => import("../pages/LegalPage").then((m) => m.LegalPage),
  "privacy": () => import("../pages/LegalPage").then((m) => m.LegalPage),
  "social-media-ads": () => import("../pages/LandingPageView").then((m) => m.LandingPageView),
  "report": () => import("../pages/LandingPageView").then((m) => m.LandingPageView),
  "country": () => import("../pages/CountryPage").then((m) => m.CountryPage),
  "not-found": () => Promise.resolve(NotFoundPage),
};

/** Source file of each page kind, relative to the project root (keys of Vite's manifest). */
export const PAGE_SOURCES: Record<PageKind, string | null> = {
  "home": "runtime/pages/HomePage.tsx",
  "services-overview": "runtime/pages/ServicesOverviewPage.tsx",
  "service-section": "runtime/pages/SectionPage.tsx",
  "service-detail": "runtime/pages/ServiceDetailPage.tsx",
  "tech-solutions": "runtime/pages/TechPage.tsx",
  "case-study-list": "runtime/pages/CaseStudyPages.tsx",
  "case-study-detail": "runtime/pages/CaseStudyPages.tsx",
  "country-case-study": "runtime/pages/CaseStudyPages.tsx",
  "projects": "runtime/pages/ProjectPages.tsx",
  "project-detail": "runtime/pages/ProjectPages.tsx",
  "about": "runtime/pages/AboutPage.tsx",
  "contact": "runtime/pages/ContactPage.tsx",
  "newsletter": "runtime/pages/LandingPageView.tsx",
  "recommend": "runtime/pages/RecommendPage.tsx",
  "terms": "runtime/pages/LegalPage.tsx",
  "privacy": "runtime/pages/LegalPage.tsx",
  "social-media-ads": "runtime/pages/LandingPageView.tsx",
  "report": "runtime/pages/LandingPageView.tsx",
  "country": "runtime/pages/CountryPage.tsx",
  "not-found": null,
};

/** Pages whose hero is dark, so the country dropdown uses its white variant (§2). */
const WHITE_COUNTRY_MENU = new Set<PageKind>(["home", "services-overview", "tech-solutions", "about", "case-study-list", "case-study-detail", "country-case-study", "project-detail", "country"]);

/** Pages that handle their own unknown parameters (a category not-found view or section message). */
const OWN_NOT_FOUND = new Set<PageKind>(["service-detail", "service-section"]);

/**
 * Renders a route's page, or the 404 page when a parameter route is asked for a value the
 * content does not have (unknown country, project key or case-study slug: §8).
 */
function RoutePage({ route, Page }: { route: RouteEntry; Page: Page }) {
  const { pathname } = useLocation();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const hasParams = route.path.includes(":");
  if (hasParams && !OWN_NOT_FOUND.has(route.page) && !route.urls.includes(path)) return <NotFoundPage />;
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
        children: routes.map((r): RouteObject => {
          const lazy = async () => {
            const Page = await PAGES[r.page]();
            return { element: <RoutePage route={r} Page={Page} /> };
          };
          const handle = { page: r.page, countryMenu: WHITE_COUNTRY_MENU.has(r.page) ? "white" : undefined };
          return r.path === "/" ? { index: true, lazy, handle } : { path: r.path === "*" ? "*" : r.path.slice(1), lazy, handle };
        }),
      },
    ],
  },
];
