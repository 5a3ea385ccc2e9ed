import { ArrowLeft, SearchX } from "lucide-react";
import { Island } from "../islands/Island";
import type { Category } from "../../model/index.ts";
import { site } from "../../generated/site";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";
import { PracticeScope } from "../primitives/Practice";

/** Stands for the slug while the text around it is cut out of the template. */
const SLUG_MARK = "\u0000";

/**
 * Category not-found view: '{Label} Service Not Found', 'Looking for: {slug}', the available
 * slugs and a link back to the category index. One view per category is prerendered as
 * 404.html under the category's path; the island fills in the slug from the address and logs it
 * with the list. It wears the category's practice colours.
 */
export function ServiceNotFound({ category }: { category: Category }) {
  const [before, after] = site.ui.notFoundService.lookingFor({ slug: SLUG_MARK }).split(SLUG_MARK);
  return (
    <PracticeScope practice={category.key}>
      <section className="bg-gradient-to-b from-practice-tint to-white py-24 md:py-32">
        <Container>
          <div className="max-w-3xl">
            <span className="grid size-14 place-items-center rounded-2xl bg-practice text-white shadow-lift">
              <SearchX aria-hidden="true" className="size-7" />
            </span>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{category.notFoundTitle}</h1>
            <p className="mt-4 text-lg text-slate-600">{category.notFoundMessage}</p>
            <Island name="LookingFor" client="idle" props={{ before, after: after ?? "", category: category.key, slugs: category.slugs }} />
            <h2 className="mt-10 text-lg font-bold">{site.ui.notFoundService.available}</h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2 sm:[&>:last-child:nth-child(odd)]:col-span-2">
              {category.slugs.map((s) => (
                <li key={s}>
                  <a
                    href={`${category.indexPath}/${s}`}
                    className="block rounded-xl border border-slate-200 bg-white px-4 py-3 font-mono text-sm text-brand-800 transition-colors hover:border-practice/50 hover:bg-practice-tint hover:text-practice focus-visible:outline-practice"
                  >
                    {s}
                  </a>
                </li>
              ))}
            </ul>
            <ButtonLink href={category.indexPath} variant="secondary" className="mt-10">
              <ArrowLeft aria-hidden="true" />
              {category.backLink}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </PracticeScope>
  );
}
