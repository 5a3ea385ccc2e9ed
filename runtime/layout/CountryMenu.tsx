import { site } from "../../generated/site";
import { usePage } from "../app/page-context";
import { Island } from "../islands/Island";
import { cn } from "../primitives/cn";

/** Colour variants of the country dropdown: blue on light pages, white on dark heroes. */
export type CountryMenuVariant = "blue" | "white";

/** Id of the country list popover. */
const LIST_ID = "country-menu";

/**
 * Country dropdown: shown top-right only above 580 px (a CSS media query, re-evaluated on
 * every resize), at the top of the page: it scrolls away with it rather than float over card
 * titles. Its list is an HTML popover of links, so choosing a country navigates to its
 * page; Escape and a click outside close it.
 */
export function CountryMenu({ variant = "blue" }: { variant?: CountryMenuVariant }) {
  const { pathname } = usePage();
  const s = site.ui.shell;
  return (
    <div data-variant={variant} className="absolute top-5 right-6 z-40 hidden nav:block">
      <Island
        name="MenuToggle"
        client="interaction"
        props={{
          target: LIST_ID,
          openLabel: s.countryMenu,
          closeLabel: s.countryMenu,
          text: s.countryMenu,
          icon: "plus",
          className: cn(
            "country-toggle inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold shadow-sm transition-colors",
            // The white pill sits on dark heroes: a ring and a lift keep its edge visible over a light picture.
            variant === "blue" ? "bg-brand-600 text-white hover:bg-brand-700" : "bg-white text-brand-800 shadow-lift ring-1 ring-brand-200 hover:bg-brand-50",
          ),
        }}
      />
      <ul id={LIST_ID} popover="auto" aria-label={s.countryMenu} className="country-menu">
        {site.countries.map((c) => (
          <li key={c.route}>
            <a
              href={c.route}
              aria-current={pathname === c.route ? "page" : undefined}
              className={cn(
                "block w-full px-5 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800",
                pathname === c.route && "text-brand-700",
              )}
            >
              {c.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
