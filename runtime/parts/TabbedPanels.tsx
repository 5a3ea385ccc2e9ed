import type { ReactNode } from "react";
import { Island } from "../islands/Island";

/** One tab: its key, label and panel content. */
export interface TabItem {
  readonly key: string;
  readonly label: string;
  readonly panel: ReactNode;
}

/**
 * A tab set rendered in full at build time: the tab list is an island (runtime/islands/Tabs),
 * every panel is in the HTML with its own heading (visible only without JavaScript, when the
 * panels show in order). The first panel is shown, the others are inactive (tabs start
 * at Overview; app.css hides data-tab-panel="inactive", noscript.css shows them all). `id`
 * prefixes the tab and panel ids.
 */
export function TabbedPanels({ id, items, label }: { id: string; items: readonly TabItem[]; label: string }) {
  const refs = items.map((t) => ({ key: t.key, label: t.label, panelId: `${id}-panel-${t.key}`, tabId: `${id}-tab-${t.key}` }));
  return (
    <div>
      <Island name="Tabs" client="visible" props={{ tabs: refs, label }} />
      {items.map((t, i) => (
        <section
          key={t.key}
          id={refs[i].panelId}
          role="tabpanel"
          aria-labelledby={refs[i].tabId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern: the panel takes the focus after its tab
          tabIndex={0}
          data-tab-panel={i > 0 ? "inactive" : "active"}
          className="mt-10 outline-none"
        >
          <h2 data-tab-heading className="sr-only text-2xl font-extrabold tracking-tight">
            {t.label}
          </h2>
          {t.panel}
        </section>
      ))}
    </div>
  );
}
