// Written by generator/kinds/modules.mjs from the files of model/kinds/ (run by `npm run generate`
// and `npm run schema-types`): the normalized types of every kind that has some. Do not edit.
export type * from "./kinds/about.ts";
export type * from "./kinds/case-studies.ts";
export type * from "./kinds/countries.ts";
export type * from "./kinds/forms.ts";
export type * from "./kinds/home.ts";
export type * from "./kinds/pages.ts";
export type * from "./kinds/projects.ts";
export type * from "./kinds/service-sections.ts";
export type * from "./kinds/services-overview.ts";
export type * from "./kinds/tech-page.ts";
