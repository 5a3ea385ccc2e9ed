import { paths } from "../../generated/routes";
import { usePage } from "../app/page-context";
import type { CallToAction, RouteEntry } from "../../model/index.ts";
import { categories, services } from "../../generated/services";
import { site } from "../../generated/site";
import { AudienceCards } from "../parts/AudienceCards";
import { BenefitCards } from "../parts/BenefitCards";
import { BreadcrumbBar } from "../parts/BreadcrumbBar";
import { type BandCta, CtaBand } from "../parts/CtaBand";
import { ServiceHero } from "../parts/ServiceHero";
import { PracticeScope } from "../primitives/Practice";
import { practiceOfPath } from "../lib/practice";
import { NotFoundPage } from "./NotFoundPage";
import { ServiceNotFound } from "./ServiceNotFound";
import type { Screens } from "../app/page-kinds";

/** A service's call to action (spec/services/) as the band says it: its action text on the form's button. */
function bandCta(cta: CallToAction): BandCta {
  return { heading: cta.heading, text: cta.description, submitLabel: cta.actionText };
}

/**
 * Service detail page of any practice. The service is looked up by the page's path among
 * the paths each service answers at (its own; for a practice with `titleLookup`, also its
 * title as a slug); an unknown slug under a practice shows that practice's not-found view, a
 * path under no practice the site's not-found page. The page wears its practice's colours
 * (`data-practice`).
 */
export function ServiceDetailPage(_: { route: RouteEntry }) {
  const { pathname } = usePage();
  const service = services.find((s) => s.lookupPaths.includes(pathname));
  const category = categories.find((c) => c.key === (service?.category ?? practiceOfPath(pathname)));
  if (!category) return <NotFoundPage />;
  if (!service) return <ServiceNotFound category={category} />;
  const t = site.ui.serviceDetail;
  return (
    <PracticeScope practice={category.key}>
      <BreadcrumbBar items={[{ name: t.breadcrumbRoot, href: paths.services }, { name: category.name, href: category.indexPath }, { name: service.title }]} />
      <ServiceHero service={service} category={category} benefitsId="benefits" />
      <BenefitCards id="benefits" heading={t.whyChoose} intro={t.whyChooseIntro({ title: service.titleInText })} benefits={service.benefits} />
      <AudienceCards id="audience" heading={t.audience} intro={t.audienceIntro} audiences={service.whoCanBenefit} />
      <CtaBand id="get-started" cta={bandCta(service.cta)} formHeading={t.formHeading} idPrefix="get-started-form" />
    </PracticeScope>
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { "service-detail": { screen: ServiceDetailPage, ownNotFound: true } };
