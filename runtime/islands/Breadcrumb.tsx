import { ChevronRight } from "lucide-react";
import { clsx } from "clsx";

/** One breadcrumb step; the last one is the current page and has no link. */
export interface Crumb {
  readonly name: string;
  readonly href?: string;
}

/** The breadcrumb bar's props (serialized into the page; ./decor/breadcrumb reads them in the browser). */
export interface BreadcrumbProps {
  readonly items: readonly Crumb[];
  /** The navigation's accessible name. */
  readonly label: string;
  /** Scrolled further than this (px: 50), the bar turns solid. */
  readonly thresholdPx: number;
  readonly tone: "white" | "blue";
  readonly action?: { readonly label: string; readonly href: string };
  readonly className?: string;
}

/** Classes that apply once the bar is solid (`data-state="solid"` on the nav, a `group/crumb`). */
const SOLID = {
  white:
    "data-[state=solid]:border-b-2 data-[state=solid]:border-practice data-[state=solid]:bg-white data-[state=solid]:shadow-[0_6px_24px_-12px_rgb(10_22_64/0.25)]",
  blue: "data-[state=solid]:bg-brand-700 data-[state=solid]:text-white data-[state=solid]:shadow-lift",
} as const;

/**
 * The fixed breadcrumb bar of service pages and the social media ads landing page:
 * transparent while the page is scrolled `thresholdPx` px or less (50), then solid: white
 * with a shadow, or blue (`tone: "blue"`, the landing page). An optional action link (the
 * landing page's Book a Call, to the hero form) sits on the right. The white bar wears the
 * practice colour of the page around it (`data-practice`): a rule along its foot
 * once solid, the links' hover colour and a dot before the current page. The build renders it
 * transparent; every solid style hangs on `data-state`, which the plain module
 * ./decor/breadcrumb.ts (no React) keeps in step with the scroll.
 */
export default function Breadcrumb({ items, label, tone, action, className }: BreadcrumbProps) {
  const blue = tone === "blue";
  return (
    <nav
      aria-label={label}
      data-state="transparent"
      className={clsx(
        "group/crumb fixed top-0 right-0 left-0 z-30 h-16 bg-transparent transition-[background-color,box-shadow,color] duration-300 nav:left-sidebar nav:h-20",
        className,
        SOLID[tone],
      )}
    >
      {/* The page grid (Container): the first crumb sits on the same left edge as the h1 below it; the right end stays clear of the country menu. */}
      <div className="mx-auto flex h-full w-full max-w-7xl items-center px-5 sm:px-8 lg:px-12">
        <div className="flex min-w-0 flex-1 items-center gap-4 nav:mr-28">
          <ol
            className={clsx(
              "flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-slate-600",
              blue && "group-data-[state=solid]/crumb:text-brand-100",
            )}
          >
            {items.map((item, i) => (
              <li key={item.name} className="flex min-w-0 items-center gap-2">
                {i > 0 && (
                  <ChevronRight
                    aria-hidden="true"
                    className={clsx("size-4 shrink-0 text-slate-400", blue && "group-data-[state=solid]/crumb:text-brand-200")}
                  />
                )}
                {item.href ? (
                  <a
                    href={item.href}
                    className={clsx("whitespace-nowrap transition-colors hover:text-practice", blue && "group-data-[state=solid]/crumb:hover:text-white")}
                  >
                    {item.name}
                  </a>
                ) : (
                  <span
                    aria-current="page"
                    className={clsx("flex min-w-0 items-center gap-2 font-semibold text-brand-900", blue && "group-data-[state=solid]/crumb:text-white")}
                  >
                    <span aria-hidden="true" className={clsx("size-2 shrink-0 rounded-full bg-practice", blue && "group-data-[state=solid]/crumb:hidden")} />
                    <span className="truncate">{item.name}</span>
                  </span>
                )}
              </li>
            ))}
          </ol>
          {action && (
            <a
              href={action.href}
              data-slot="button"
              className={clsx(
                "inline-flex h-9 shrink-0 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-brand-700",
                blue &&
                  "group-data-[state=solid]/crumb:bg-white group-data-[state=solid]/crumb:text-brand-900 group-data-[state=solid]/crumb:hover:bg-brand-50",
              )}
            >
              {action.label}
            </a>
          )}
        </div>
      </div>
    </nav>
  );
}
