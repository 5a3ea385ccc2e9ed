// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { Redirect } from "./model";
/** Old URLs answered with a 301 to a page of the site (spec/redirects.yaml, chains collapsed), sorted by from. */
export const redirects: readonly Redirect[] = [];
/** Old URLs removed for good, answered 410 Gone (spec/redirects.yaml), sorted. */
export const gonePaths: readonly string[] = [];
