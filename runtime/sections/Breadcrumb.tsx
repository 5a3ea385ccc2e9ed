import { ChevronRight } from "lucide-react";
import { Link } from "react-router-dom";
import { site } from "../../generated/site";
import { cn } from "../primitives/cn";
import { useScrolledPast } from "../lib/hooks";

/** One breadcrumb step; the last one is the current page and has no link. */
export interface Crumb {
  readonly name: string;
  readonly href?: string;
}

/**
 * §2 The fixed breadcrumb of service pages, wide screens only: transparent while the page is
 * scrolled 50 px or less, then white with a shadow (§4 Breadcrumb bars).
 */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const solid = useScrolledPast(site.timings.breadcrumbThresholdPx);
  return (
    <nav
      aria-label={site.ui.serviceDetail.breadcrumbLabel}
      data-state={solid ? "solid" : "transparent"}
      className={cn(
        "fixed top-0 right-0 left-sidebar z-30 hidden h-20 items-center pr-48 pl-8 transition-[background-color,box-shadow] duration-300 md:flex lg:pl-12",
        solid ? "bg-white shadow-[0_6px_24px_-12px_rgb(10_22_64/0.25)]" : "bg-transparent",
      )}
    >
      <ol className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-500">
        {items.map((item, i) => (
          <li key={item.name} className="flex min-w-0 items-center gap-2">
            {i > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />}
            {item.href ? (
              <Link to={item.href} className="whitespace-nowrap hover:text-brand-700">{item.name}</Link>
            ) : (
              <span aria-current="page" className="truncate font-semibold text-brand-900">{item.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
