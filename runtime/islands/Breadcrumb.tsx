import { ChevronRight } from "lucide-react";
import { useEffect, useState } from "react";
import { clsx } from "clsx";

/** One breadcrumb step; the last one is the current page and has no link. */
export interface Crumb {
  readonly name: string;
  readonly href?: string;
}

/**
 * §2/§4 The fixed breadcrumb bar of service pages and the social media ads landing page:
 * transparent while the page is scrolled `thresholdPx` px or less (§9: 50), then solid: white
 * with a shadow, or blue (`tone: "blue"`, the landing page). An optional action link (the
 * landing page's Book a Call, to the hero form) sits on the right. The white bar wears the
 * practice colour of the page around it (`data-practice`, issue 12): a rule along its foot
 * once solid, the links' hover colour and a dot before the current page.
 */
export default function Breadcrumb({ items, label, thresholdPx, tone, action, className }: {
  items: readonly Crumb[];
  label: string;
  thresholdPx: number;
  tone: "white" | "blue";
  action?: { label: string; href: string };
  className?: string;
}) {
  const [solid, setSolid] = useState(false);
  useEffect(() => {
    const update = () => setSolid(window.scrollY > thresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [thresholdPx]);
  const blue = tone === "blue" && solid;
  return (
    <nav
      aria-label={label}
      data-state={solid ? "solid" : "transparent"}
      className={clsx(
        "fixed top-0 right-0 left-0 z-30 h-16 transition-[background-color,box-shadow,color] duration-300 nav:left-sidebar nav:h-20",
        className,
        solid ? (blue ? "bg-brand-700 text-white shadow-lift" : "border-b-2 border-practice bg-white shadow-[0_6px_24px_-12px_rgb(10_22_64/0.25)]") : "bg-transparent",
      )}
    >
      {/* The page grid (Container): the first crumb sits on the same left edge as the h1 below it; the right end stays clear of the country menu. */}
      <div className="mx-auto flex h-full w-full max-w-7xl items-center px-5 sm:px-8 lg:px-12">
        <div className="flex min-w-0 flex-1 items-center gap-4 nav:mr-28">
          <ol className={clsx("flex min-w-0 flex-1 items-center gap-2 text-sm font-medium", blue ? "text-brand-100" : "text-slate-600")}>
            {items.map((item, i) => (
              <li key={item.name} className="flex min-w-0 items-center gap-2">
                {i > 0 && <ChevronRight aria-hidden="true" className={clsx("size-4 shrink-0", blue ? "text-brand-200" : "text-slate-400")} />}
                {item.href ? (
                  <a href={item.href} className={clsx("whitespace-nowrap transition-colors", blue ? "hover:text-white" : "hover:text-practice")}>{item.name}</a>
                ) : (
                  <span aria-current="page" className={clsx("flex min-w-0 items-center gap-2 font-semibold", blue ? "text-white" : "text-brand-900")}>
                    {!blue && <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-practice" />}
                    <span className="truncate">{item.name}</span>
                  </span>
                )}
              </li>
            ))}
          </ol>
          {action && (
            <a href={action.href} data-slot="button" className={clsx("inline-flex h-9 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap transition-colors", blue ? "bg-white text-brand-900 hover:bg-brand-50" : "bg-brand-600 text-white hover:bg-brand-700")}>
              {action.label}
            </a>
          )}
        </div>
      </div>
    </nav>
  );
}
