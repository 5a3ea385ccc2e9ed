/**
 * The normalized types of the case-studies kind: what generator/kinds/case-studies.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
import type { CaseStudyScope } from "../content.ts";

/** A scope of case studies as its file declares it (Country case-study detail). */
export interface CaseStudyScopeEntry {
  readonly key: CaseStudyScope;
  /** The page its studies' 'Go Back' leads to ("/rwanda"); null for the featured studies. */
  readonly countryPath: string | null;
  /** What the heading 'Case Study: {…}' of a country study names; null for the featured studies, headed by their title alone. */
  readonly heading: "title" | "client" | null;
}
