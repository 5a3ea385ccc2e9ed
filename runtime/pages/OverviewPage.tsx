import { ArrowUpRight } from "lucide-react";
import { Link, useLocation } from "react-router-dom";
import type { RouteEntry } from "../../generated/model";
import { pageMeta } from "../../generated/routes";
import { categories, services } from "../../generated/services";
import { site } from "../../generated/site";
import { Card } from "../primitives/Card";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import { ContactCta } from "../layout/ContactCta";
import { PageHero } from "../sections/PageHero";

/**
 * A page whose own screen is not built yet (home, services, sections, company pages): its
 * heading and description from the route table, then every service category with links to
 * its service pages, so that every route of §2 is reachable and useful.
 * Service section routes with an unknown section show 'The requested section does not exist.'
 */
export function OverviewPage({ route }: { route: RouteEntry }) {
  const { pathname } = useLocation();
  const meta = pageMeta[pathname];
  const section = route.page === "service-section" ? categories.find((c) => c.indexPath === pathname) : undefined;
  if (route.page === "service-section" && !section) {
    return <PageHero heading={site.errors.sectionNotFound} />;
  }
  const shown = section ? [section] : categories;
  const country = route.page === "country" ? site.countries.find((c) => c.route === pathname) : undefined;
  return (
    <>
      <PageHero heading={section?.name ?? country?.name ?? route.heading ?? ""} lead={meta?.description}>
        <ContactCta />
      </PageHero>
      {shown.map((cat) => (
        <section key={cat.key} aria-labelledby={`cat-${cat.key}`} className="py-12 first-of-type:pt-4">
          <Container>
            <div className="flex items-end justify-between gap-4">
              <h2 id={`cat-${cat.key}`} className="text-2xl font-extrabold tracking-tight sm:text-3xl">{cat.name}</h2>
            </div>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {services.filter((s) => s.category === cat.key).map((s) => (
                <li key={s.path}>
                  <Card className="h-full overflow-hidden">
                    <Link to={s.path} className="block h-full focus-visible:outline-offset-[-4px]">
                      <Img image={s.image} alt="" className="aspect-[4/3] object-cover" />
                      <div className="p-6">
                        <h3 className="flex items-start justify-between gap-3 text-lg font-bold">
                          {s.title}
                          <ArrowUpRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-500 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
                        </h3>
                        <p className="mt-2 line-clamp-3 text-[15px] leading-relaxed text-slate-600">{s.description}</p>
                      </div>
                    </Link>
                  </Card>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ))}
      <div className="h-16" />
    </>
  );
}
