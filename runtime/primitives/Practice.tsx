import type { ReactNode } from "react";
import type { CategoryKey } from "../../model/index.ts";

/**
 * Marks everything inside as belonging to a practice: `data-practice` selects its colours
 * (generated/theme.css sets `--practice`, `--practice-tint` and `--practice-on-dark`, which the
 * Tailwind colours `practice`, `practice-tint` and `practice-on-dark` read). It takes no box of
 * its own (display: contents), so the page's layout is as without it. With no practice it
 * renders its children alone, in the brand's colours.
 */
export function PracticeScope({ practice, children }: { practice: CategoryKey | null; children: ReactNode }) {
  if (!practice) return <>{children}</>;
  return (
    <div data-practice={practice} className="contents">
      {children}
    </div>
  );
}
