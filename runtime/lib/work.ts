import { caseStudies } from "../../generated/case-studies";
import type { CategoryKey, Figure, Image } from "../../model/index.ts";
import { projects } from "../../generated/projects";
import { categories } from "../../generated/services";
import { categoryWords, practiceOfLabel } from "./practice";

/**
 * A piece of the agency's work a practice page shows in its picture slots ("practice
 * pages show work"): a case study or a project, with its cover in three cuts (16:9, 4:3, 3:4;
 * composed from the record, or its photograph), its client and where it lives.
 */
export interface Work {
  readonly kind: "case-study" | "project";
  /** The record's URL (/casestudy/…, /case-study/<scope>/…, /project/…). */
  readonly path: string;
  readonly title: string;
  readonly client: string;
  /** The client brand's key (spec/clients.yaml): a page shows one piece of work per client. */
  readonly brand: string;
  readonly wide: Image;
  readonly card: Image;
  readonly tall: Image;
  /** The headline figure, or null. */
  readonly figure: Figure | null;
}

/** True when one of the comma-separated `words` (a case study's `category`, a project tile's categories) names `practice`. */
function names(words: readonly string[], practice: CategoryKey): boolean {
  return words.some((w) => practiceOfLabel(w) === practice);
}

/**
 * The work of a practice, derived from the content (no list of it is kept anywhere): the case
 * studies whose `category` names the practice (its label or name, spec/services/categories.yaml:
 * "Creative", "PR", "Public Relations"), in the order of generated/case-studies.ts (the featured
 * studies first), then the projects whose tile categories name it; one piece per client (a
 * campaign told in two scopes, or a second campaign of the same client, is shown once), so no
 * picture repeats on a page. Empty for a practice with no work (its pages keep their own
 * pictures).
 */
export function workOf(practice: CategoryKey): Work[] {
  const seen = new Set<string>();
  const out: Work[] = [];
  const add = (w: Work) => {
    if (seen.has(w.brand)) return;
    seen.add(w.brand);
    out.push(w);
  };
  for (const s of caseStudies) {
    // A featured study a country shows by key is the same record: its one page is the canonical one.
    if (s.canonical !== null) continue;
    if (names(categoryWords(s.category), practice))
      add({
        kind: "case-study",
        path: s.path,
        title: s.title,
        client: s.client,
        brand: s.brand.key,
        wide: s.image,
        card: s.cardImage,
        tall: s.tallImage,
        figure: s.figures[0] ?? null,
      });
  }
  for (const p of projects) {
    if (names(p.tile.categories, practice))
      add({
        kind: "project",
        path: p.path,
        title: p.title,
        client: p.client,
        brand: p.brand.key,
        wide: p.image,
        card: p.tile.cardImage,
        tall: p.tile.image,
        figure: p.figures[0] ?? null,
      });
  }
  return out;
}

/**
 * One piece of work for each of `practices` in turn, none twice (a study of two practices
 * stands for the first that has it; one client once): the pictures of a page that gathers the
 * practices (the /services tiles). Null for a practice whose work is all taken, or that has none.
 */
export function workForEach(practices: readonly (CategoryKey | null)[]): (Work | null)[] {
  const taken = new Set<string>();
  return practices.map((p) => {
    const w = p ? (workOf(p).find((x) => !taken.has(x.brand)) ?? null) : null;
    if (w) taken.add(w.brand);
    return w;
  });
}

/**
 * The piece of work a page's opening band shows beside its headline (the band's other half,
 * docs/decisions.md "The opening band's other half"): the first piece of the practices' work,
 * practice by practice in the order of generated/services.ts, whose client the page shows
 * nowhere else (`shown`: client brand keys of the work the page already pictures), so no
 * picture repeats on a page. Null when every piece is shown or there is no work.
 */
export function workBeside(shown: ReadonlySet<string> = new Set()): Work | null {
  for (const c of categories) {
    const w = workOf(c.key).find((x) => !shown.has(x.brand));
    if (w) return w;
  }
  return null;
}
