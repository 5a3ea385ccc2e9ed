// Written by generator/kinds/modules.mjs from the files of generator/kinds/ (run by `npm run generate`
// and `npm run schema-types`): every kind module, by the naming rule there. Do not edit.
export { about } from "./about.ts";
export { caseStudies } from "./case-studies.ts";
export { clients } from "./clients.ts";
export { countries } from "./countries.ts";
export { forms } from "./forms.ts";
export { home } from "./home.ts";
export { pages } from "./pages.ts";
export { people } from "./people.ts";
export { projects } from "./projects.ts";
export { redirects } from "./redirects.ts";
export { routes } from "./routes.ts";
export { serviceSections } from "./service-sections.ts";
export { services } from "./services.ts";
export { servicesOverview } from "./services-overview.ts";
export { site } from "./site.ts";
export { style } from "./style.ts";
export { techPage } from "./tech-page.ts";
