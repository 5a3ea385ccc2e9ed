// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { Redirect } from "../model/index.ts";
/** One entry of redirects, checked against its type on its own. */
const redirectsEntry = (entry: Redirect): Redirect => entry;
/** Old URLs answered with a 301 to a page of the site (spec/redirects.yaml, chains collapsed), sorted by from. */
export const redirects: readonly Redirect[] = [
  redirectsEntry({
    from: "/case-study/ng/ndep-rebrand-to-aradel-holdings",
    to: "/case-study/ng/aradel-holdings-360-rebrand-from-ndep",
  }),
  redirectsEntry({
    from: "/case-study/ng/ngx-rebrand-and-identity-rollout",
    to: "/case-study/ng/ngx-group-corporate-rebrand-rollout",
  }),
  redirectsEntry({
    from: "/case-study/ng/pinpop-digital-campaign-launch",
    to: "/case-study/ng/pinpop-snacking-goes-social-in-lagos",
  }),
  redirectsEntry({
    from: "/case-study/ng/psi-content-repository-development",
    to: "/case-study/ng/psi-nigeria-health-content-repository",
  }),
  redirectsEntry({
    from: "/case-study/ng/seplat-hybrid-event-production",
    to: "/case-study/ng/seplat-energy-hybrid-stakeholder-summit",
  }),
  redirectsEntry({
    from: "/case-study/ug/centenary-bank-centemobile-adoption-campaign",
    to: "/case-study/ug/centenary-bank-savings-mobile-banking-drive",
  }),
  redirectsEntry({
    from: "/case-study/ug/oah-hospitality-brand-refresh",
    to: "/case-study/ug/oah-hospitality-brand-refresh-and-booking-drive",
  }),
  redirectsEntry({
    from: "/case-study/ug/uap-old-mutual-lead-generation-drive",
    to: "/case-study/ug/uap-old-mutual-digital-lead-generation",
  }),
];
/** Old URLs removed for good, answered 410 Gone (spec/redirects.yaml), sorted. */
export const gonePaths: readonly string[] = [];
