import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { cn } from "../primitives/cn";

/** One tab: its key, label and panel content. */
export interface TabItem {
  readonly key: string;
  readonly label: string;
  readonly panel: ReactNode;
}

/**
 * An accessible tab set (WAI-ARIA tabs pattern): roles tablist/tab/tabpanel, roving tabindex,
 * Left/Right/Home/End move and activate. The panel fades in on change (§4 'short fade').
 */
export function Tabs({ items, active, onChange, label }: { items: readonly TabItem[]; active: string; onChange: (key: string) => void; label: string }) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, items.findIndex((t) => t.key === active));
  const onKey = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next = e.key === "ArrowRight" ? (index === last ? 0 : index + 1) : e.key === "ArrowLeft" ? (index === 0 ? last : index - 1) : e.key === "Home" ? 0 : e.key === "End" ? last : null;
    if (next === null) return;
    e.preventDefault();
    onChange(items[next].key);
    refs.current[next]?.focus();
  };
  const current = items[index];
  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKey} className="flex gap-1 overflow-x-auto rounded-full border border-slate-200 bg-slate-50 p-1.5">
        {items.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => { refs.current[i] = el; }}
            role="tab"
            type="button"
            id={`${base}-tab-${t.key}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onChange(t.key)}
            className={cn("rounded-full px-5 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors", i === index ? "bg-brand-600 text-white shadow-sm" : "text-slate-600 hover:bg-white hover:text-brand-800")}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div key={current.key} role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current.key}`} tabIndex={0} className="tab-fade mt-10 outline-none">
        {current.panel}
      </div>
    </div>
  );
}
