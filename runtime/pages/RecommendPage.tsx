import { Quote, UserRound } from "lucide-react";
import { Island } from "../islands/Island";
import { recommendPage } from "../../generated/pages";
import { site } from "../../generated/site";
import { ContactCta } from "../layout/ContactCta";
import { Badge } from "../primitives/Badge";
import { Container } from "../primitives/Container";
import { Img } from "../primitives/Img";
import { NotFoundPage } from "./NotFoundPage";

/** Id of the testimonial list, which the pagination island pages through. */
const LIST_ID = "testimonials";

/**
 * §2 Recommendations: banner, client testimonials two per row with pagination dots
 * (perPage per page, §9: 4), and Contact Us Today. The dots show only when there is more than
 * one page (issue 12: a single dot under cards that do not move said nothing). A testimonial
 * without a photo shows a generic icon.
 */
export function RecommendPage() {
  const r = recommendPage;
  if (!r) return <NotFoundPage />;
  const pages = Math.max(1, Math.ceil(r.testimonials.length / r.perPage));
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white pt-14 pb-12 md:pt-28">
        <Container className="relative">
          <Badge>{r.hero.badge}</Badge>
          <h1 className="mt-5 max-w-4xl text-4xl leading-[1.08] font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{r.hero.heading}</h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{r.hero.lead}</p>
        </Container>
      </section>
      <section aria-label={r.hero.badge} className="pb-24">
        <Container>
          <ul id={LIST_ID} className="grid gap-6 md:grid-cols-2" aria-live="polite">
            {r.testimonials.map((t, i) => (
              <li key={t.quote.slice(0, 40)} data-paged={i >= r.perPage ? "hidden" : "shown"}>
                <figure className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-card sm:p-9">
                  <Quote aria-hidden="true" className="size-8 text-brand-300" />
                  <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800">{t.quote}</blockquote>
                  <figcaption className="mt-7 flex items-center gap-4 border-t border-slate-100 pt-6">
                    {t.avatar ? (
                      <Img image={t.avatar} alt="" className="size-12 rounded-full object-cover" />
                    ) : (
                      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600"><UserRound aria-hidden="true" className="size-6" /></span>
                    )}
                    <span>
                      <span className="block font-bold text-brand-950">{t.author}</span>
                      <span className="block text-sm text-slate-600">{site.ui.shell.testimonialSource({ company: t.company, date: t.date })}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          {pages > 1 && <Island name="Testimonials" client="visible" props={{ listId: LIST_ID, pages, perPage: r.perPage, labels: Array.from({ length: pages }, (_, i) => r.pageLabel({ page: i + 1 })) }} />}
          <div className="mt-14 flex justify-center"><ContactCta /></div>
        </Container>
      </section>
    </>
  );
}
