import { paths } from "../../generated/routes";
import type { RouteEntry } from "../../model/index.ts";
import { caseStudies } from "../../generated/case-studies";
import { sectionPages } from "../../generated/pages";
import { categories, services } from "../../generated/services";
import { site } from "../../generated/site";

type JsonLd = Record<string, unknown>;

const absolute = (path: string) => `${site.siteUrl}${path}`;

/** Every office of the offices sections (Contact), once each, in page and section order. */
function allOffices() {
  const all = Object.values(sectionPages).flatMap((p) => p.sections.flatMap((s) => (s.kind === "offices" ? s.items : [])));
  return all.filter((o, i) => all.findIndex((x) => x.country === o.country && x.city === o.city) === i);
}

/** schema.org Organization with the offices (Contact, its offices section), on every page. */
export function organization(): JsonLd {
  const offices = allOffices();
  return {
    "@type": "Organization",
    "@id": `${site.siteUrl}/#organization`,
    name: site.brand.fullName,
    alternateName: site.brand.name,
    url: `${site.siteUrl}/`,
    email: site.contactEmail,
    sameAs: site.footer.social.map((s) => s.href),
    location: offices.map((o) => ({
      "@type": "Place",
      name: `${site.brand.name} ${o.city}`,
      telephone: o.tel,
      address: { "@type": "PostalAddress", streetAddress: o.lines.join(", "), addressLocality: o.city, addressCountry: o.country },
    })),
  };
}

const breadcrumbs = (items: readonly { name: string; path: string }[]): JsonLd => ({
  "@type": "BreadcrumbList",
  itemListElement: items.map((it, i) => ({ "@type": "ListItem", position: i + 1, name: it.name, item: absolute(it.path) })),
});

/**
 * The JSON-LD graph of one page: the Organization everywhere; a Service with its
 * BreadcrumbList on service detail pages; a CreativeWork with its BreadcrumbList on case
 * studies. `pathname` is the page's path without a trailing slash.
 */
export function structuredData(route: RouteEntry, pathname: string): JsonLd {
  const graph: JsonLd[] = [organization()];
  const publisher = { "@id": `${site.siteUrl}/#organization` };
  if (route.page === "service-detail") {
    const service = services.find((s) => s.path === pathname);
    const category = categories.find((c) => c.key === service?.category);
    if (service && category) {
      graph.push({
        "@type": "Service",
        name: service.title,
        description: service.description,
        serviceType: category.name,
        provider: publisher,
        url: absolute(service.path),
        areaServed: site.countries.map((c) => c.name),
      });
      graph.push(
        breadcrumbs([
          { name: site.ui.serviceDetail.breadcrumbRoot, path: paths.services },
          { name: category.name, path: category.indexPath },
          { name: service.title, path: service.path },
        ]),
      );
    }
  }
  if (route.page === "case-study-detail" || route.page === "country-case-study") {
    const study = caseStudies.find((s) => s.path === pathname);
    if (study) {
      graph.push({
        "@type": "CreativeWork",
        name: study.title,
        about: study.client,
        genre: study.category,
        description: study.introOverview,
        image: absolute(study.image.src),
        url: absolute(study.path),
        creator: publisher,
        locationCreated: study.location,
      });
      graph.push(
        breadcrumbs([
          { name: site.ui.caseStudy.listBadge, path: paths.caseStudies },
          { name: study.title, path: study.path },
        ]),
      );
    }
  }
  return { "@context": "https://schema.org", "@graph": graph };
}
