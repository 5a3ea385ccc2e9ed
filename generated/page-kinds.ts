// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { PageKind, PageKindFacts } from "../model/index.ts";
/** Every page kind of the route table, from the kind that renders it (generator/kinds/ pageKinds); its screen is in runtime/app/page-kinds.tsx. */
export const pageKindFacts: Readonly<Record<PageKind, PageKindFacts>> = {
  country: {
    shows: "a country office's page",
    indexable: true,
    listPage: null,
    cover: null,
  },
  "case-study-list": {
    shows: "the case-study list",
    indexable: true,
    listPage: null,
    cover: null,
  },
  "case-study-detail": {
    shows: "a featured case study",
    indexable: true,
    listPage: "case-study-list",
    cover: "case-study",
  },
  "country-case-study": {
    shows: "a country's case study",
    indexable: true,
    listPage: "case-study-list",
    cover: "case-study",
  },
  "form-sent": {
    shows: "the thank-you view a form's post lands on without JavaScript",
    indexable: false,
    listPage: null,
    cover: null,
  },
  "services-overview": {
    shows: "the services overview",
    indexable: true,
    listPage: null,
    cover: null,
  },
  about: {
    shows: "the about page",
    indexable: true,
    listPage: null,
    cover: null,
  },
  "service-detail": {
    shows: "a service's detail page",
    indexable: true,
    listPage: "services-overview",
    cover: null,
  },
  home: {
    shows: "the home page",
    indexable: true,
    listPage: null,
    cover: null,
  },
  projects: {
    shows: "the projects list",
    indexable: true,
    listPage: null,
    cover: null,
  },
  "project-detail": {
    shows: "a project's page",
    indexable: true,
    listPage: "projects",
    cover: "project",
  },
  "service-section": {
    shows: "a practice's index page of its services",
    indexable: true,
    listPage: "services-overview",
    cover: null,
  },
  "not-found": {
    shows: "the not-found view of any URL the table lacks",
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
    shows: "the tech solutions page",
    indexable: true,
    listPage: "services-overview",
    cover: null,
  },
};
