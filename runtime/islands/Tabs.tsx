import { type KeyboardEvent, useRef, useState } from "react";
import { clsx } from "clsx";

/** One tab: its key, label, and the id of its panel (rendered by the page, outside the island). */
export interface TabRef {
  readonly key: string;
  readonly label: string;
  readonly panelId: string;
  readonly tabId: string;
}

/**
 * An accessible tab list (WAI-ARIA tabs pattern: roving tabindex, Left/Right/Home/End move
 * and activate) over panels the page renders in full. The HTML shows the first panel and
 * marks the others inactive (data-tab-panel, hidden by app.css); without JavaScript the tab list is hidden and every panel
 * shows in order (runtime/styles/noscript.css). Changing tab fades the new panel in. On a
 * phone the strip wraps into equal cells instead of hiding a tab off-screen (.tab-strip, app.css).
 */
export default function Tabs({ tabs, label }: { tabs: readonly TabRef[]; label: string }) {
  const [index, setIndex] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (i: number) => {
    setIndex(i);
    tabs.forEach((t, k) => {
      const panel = document.getElementById(t.panelId);
      if (!panel) return;
      panel.dataset.tabPanel = k === i ? "active" : "inactive";
      if (k === i) {
        panel.classList.remove("tab-fade");
        void panel.offsetWidth;
        panel.classList.add("tab-fade");
      }
    });
  };
  const onKey = (e: KeyboardEvent) => {
    const last = tabs.length - 1;
    const to =
      e.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : e.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    select(to);
    refs.current[to]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKey}
      data-needs-js
      className="tab-strip flex flex-wrap gap-1 rounded-3xl border border-slate-200 bg-slate-50 p-1.5 sm:w-fit sm:flex-nowrap sm:rounded-full"
    >
      {tabs.map((t, i) => (
        <button
          key={t.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          role="tab"
          type="button"
          id={t.tabId}
          aria-selected={i === index}
          aria-controls={t.panelId}
          tabIndex={i === index ? 0 : -1}
          onClick={() => select(i)}
          className={clsx(
            "rounded-full px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors sm:px-5",
            i === index ? "bg-brand-600 text-white shadow-sm" : "text-slate-600 hover:bg-white hover:text-brand-800",
          )}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
