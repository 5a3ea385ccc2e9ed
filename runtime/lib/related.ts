import type { CaseStudy } from "../../model/index.ts";
import { categoryWords } from "./practice";

/**
 * The other studies of a case study's Explore strip, related first ("Case-study
 * pages"): those sharing more of its practices (the words of `category`) first, then those of
 * the same market (`location`), then the rest; ties keep the authored order. Every study of
 * `others` is kept: the strip lists the whole scope.
 */
export function relatedFirst(study: CaseStudy, others: readonly CaseStudy[]): CaseStudy[] {
  const practices = new Set(categoryWords(study.category).map((w) => w.toLowerCase()));
  const shared = (s: CaseStudy) => categoryWords(s.category).filter((w) => practices.has(w.toLowerCase())).length;
  const market = (s: CaseStudy) => (s.location === study.location ? 1 : 0);
  return others
    .map((s, i) => ({ s, i, shared: shared(s), market: market(s) }))
    .sort((a, b) => b.shared - a.shared || b.market - a.market || a.i - b.i)
    .map((x) => x.s);
}
