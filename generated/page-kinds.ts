// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { PageKind, PageKindFacts } from "../model/index.ts";
/** Every page kind of the route table, from the kind that renders it (generator/kinds/ pageKinds); its screen is in runtime/app/page-kinds.tsx. */
export const pageKindFacts: Readonly<Record<PageKind, PageKindFacts>> = {
  country: {
    shows: "a country office's page (§2 Country page)",
    indexable: true,
    listPage: null,
    cover: null,
  },
  "case-study-list": {
    shows: "the case-study list (§2 Case studies)",
    indexable: true,
    listPage: null,
    cover: null,
  },
  "case-study-detail": {
    shows: "a featured case study (§2 Case-study detail)",
    indexable: true,
    listPage: "case-study-list",
    cover: "case-study",
  },
  "country-case-study": {
    shows: "a country's case study (§2 Country case-study detail)",
    indexable: true,
    listPage: "case-study-list",
    cover: "case-study",
  },
  "form-sent": {
    shows: "the thank-you view a form's post lands on without JavaScript (§7)",
    indexable: false,
    listPage: null,
    cover: null,
  },
  "services-overview": {
    shows: "the services overview (§2 Services)",
    indexable: true,
    listPage: null,
    cover: null,
  },
  about: {
    shows: "the about page (§2 About)",
    indexable: true,
    listPage: null,
    cover: null,
  },
  "service-detail": {
    shows: "a service's detail page (§2 Service detail)",
    indexable: true,
    listPage: "services-overview",
    cover: null,
  },
  home: {
    shows: "the home page (§2 Home)",
    indexable: true,
    listPage: null,
    cover: null,
  },
  projects: {
    shows: "the projects list (§2 Projects)",
    indexable: true,
    listPage: null,
    cover: null,
  },
  "project-detail": {
    shows: "a project's page (§2 Project detail)",
    indexable: true,
    listPage: "projects",
    cover: "project",
  },
  "service-section": {
    shows: "a practice's index page of its services (§2 Service section page)",
    indexable: true,
    listPage: "services-overview",
    cover: null,
  },
  "not-found": {
    shows: "the not-found view of any URL the table lacks (§8)",
    indexable: false,
    listPage: null,
    cover: null,
  },
  sections: {
    shows: "a page composed of sections of the section library (spec/pages/)",
    indexable: true,
    listPage: null,
    cover: null,
  },
  "tech-solutions": {
    shows: "the tech solutions page (§2 Tech solutions)",
    indexable: true,
    listPage: "services-overview",
    cover: null,
  },
};
