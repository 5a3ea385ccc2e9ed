import { ArrowLeft, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router-dom";
import type { Category } from "../../generated/model";
import { site } from "../../generated/site";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";

/**
 * §8 Category not-found view: '{Label} Service Not Found', 'Looking for: {slug}', the available
 * slugs and a link back to the category index. The slug and the list are logged too.
 */
export function ServiceNotFound({ category, slug }: { category: Category; slug: string }) {
  useEffect(() => {
    console.info(`[${category.key}] unknown service slug "${slug}"; available:`, category.slugs);
  }, [category, slug]);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-24 md:py-32">
      <Container className="max-w-3xl">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-700">
          <SearchX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{category.notFoundTitle}</h1>
        <p className="mt-4 text-lg text-slate-600">{category.notFoundMessage}</p>
        <p className="mt-6 inline-block rounded-xl bg-slate-100 px-4 py-2 font-mono text-sm text-slate-700">{site.ui.notFoundService.lookingFor({ slug })}</p>
        <h2 className="mt-10 text-lg font-bold">{site.ui.notFoundService.available}</h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {category.slugs.map((s) => (
            <li key={s}>
              <Link to={`${category.indexPath}/${s}`} className="block rounded-xl border border-slate-200 bg-white px-4 py-3 font-mono text-sm text-brand-800 transition-colors hover:border-brand-400 hover:bg-brand-50">
                {s}
              </Link>
            </li>
          ))}
        </ul>
        <ButtonLink to={category.indexPath} variant="secondary" className="mt-10">
          <ArrowLeft aria-hidden="true" />
          {category.backLink}
        </ButtonLink>
      </Container>
    </section>
  );
}
