import { paths } from "../../generated/routes";
import { usePage } from "../app/page-context";
import type { RouteEntry } from "../../generated/model";
import { categories, services } from "../../generated/services";
import { site } from "../../generated/site";
import { AudienceCards } from "../sections/AudienceCards";
import { BenefitCards } from "../sections/BenefitCards";
import { Breadcrumb } from "../sections/Breadcrumb";
import { CtaBand } from "../sections/CtaBand";
import { ServiceHero } from "../sections/ServiceHero";
import { PracticeScope } from "../primitives/Practice";
import { ServiceNotFound } from "./ServiceNotFound";

/**
 * §2 Service detail page of any of the six categories. The service is looked up in the route's
 * category by slug (Tech also by slugified title); an unknown slug shows the category's
 * not-found view. The page wears its practice's colours (`data-practice`).
 */
export function ServiceDetailPage({ route }: { route: RouteEntry }) {
  const { serviceSlug = "" } = usePage().params;
  const category = categories.find((c) => c.key === route.category)!;
  const service = services.find((s) => s.category === category.key && s.lookupKeys.includes(serviceSlug));
  if (!service) return <ServiceNotFound category={category} />;
  const t = site.ui.serviceDetail;
  return (
    <PracticeScope practice={category.key}>
      <Breadcrumb items={[{ name: t.breadcrumbRoot, href: paths.services }, { name: category.name, href: category.indexPath }, { name: service.title }]} />
      <ServiceHero service={service} category={category} benefitsId="benefits" />
      <BenefitCards id="benefits" heading={t.whyChoose} intro={t.whyChooseIntro({ title: service.title })} benefits={service.benefits} />
      <AudienceCards id="audience" heading={t.audience} intro={t.audienceIntro} audiences={service.whoCanBenefit} />
      <CtaBand id="get-started" cta={service.cta} formHeading={t.formHeading} />
    </PracticeScope>
  );
}
