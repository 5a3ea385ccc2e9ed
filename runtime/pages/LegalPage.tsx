import type { RouteEntry } from "../../generated/model";
import { legalPages } from "../../generated/pages";
import { Container } from "../primitives/Container";
import { NotFoundPage } from "./NotFoundPage";

/** Terms of Use and Privacy Policy: heading from the route table, dated intro, numbered sections. */
export function LegalPage({ route }: { route: RouteEntry }) {
  const page = legalPages[route.id];
  if (!page) return <NotFoundPage />;
  return (
    <article className="pt-14 pb-24 md:pt-28">
      {/* The page grid's left edge; the measure, not the container, is narrow. */}
      <Container>
        <div className="max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{route.heading}</h1>
          <p className="mt-3 text-sm font-medium text-slate-500"><time dateTime={page.updated}>{page.updated}</time></p>
          <p className="mt-8 text-lg leading-relaxed text-slate-700">{page.intro}</p>
          <ol className="mt-12 space-y-10">
            {page.sections.map((s, i) => (
              <li key={s.heading}>
                <h2 className="text-xl font-bold sm:text-2xl"><span className="mr-2 text-brand-500">{i + 1}.</span>{s.heading}</h2>
                <div className="mt-4 space-y-4 leading-relaxed text-slate-700">
                  {s.paragraphs.map((p) => <p key={p.slice(0, 40)}>{p}</p>)}
                  {s.list.length > 0 && <ul className="list-disc space-y-2 pl-6 marker:text-brand-500">{s.list.map((x) => <li key={x}>{x}</li>)}</ul>}
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </article>
  );
}
