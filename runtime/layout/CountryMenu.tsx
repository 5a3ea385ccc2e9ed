import { Minus, Plus } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { site } from "../../generated/site";
import { cn } from "../primitives/cn";
import { useEscape } from "../lib/hooks";

/** Colour variants of the country dropdown (§2): blue on light pages, white on dark heroes. */
export type CountryMenuVariant = "blue" | "white";

/**
 * §2 Country dropdown: shown top-right only above 580 px (a CSS media query, so it is
 * re-evaluated on every resize and right before hydration). Choosing a country navigates to
 * its page and closes the menu.
 */
export function CountryMenu({ variant = "blue" }: { variant?: CountryMenuVariant }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  useEscape(open, close);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  }, [open, close]);
  const Icon = open ? Minus : Plus;
  return (
    <div ref={rootRef} data-variant={variant} className="fixed top-5 right-6 z-40 hidden nav:block">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          "inline-flex h-10 items-center gap-2 rounded-full px-5 text-sm font-semibold shadow-sm transition-colors",
          variant === "blue" ? "bg-brand-600 text-white hover:bg-brand-700" : "bg-white text-brand-800 hover:bg-brand-50",
        )}
      >
        {site.ui.shell.countryMenu}
        <Icon aria-hidden="true" className="size-4" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 mt-2 w-52 overflow-hidden rounded-2xl border border-slate-200 bg-white py-2 shadow-lift"
      >
        {site.countries.map((c) => (
          <li key={c.route}>
            <button
              type="button"
              onClick={() => {
                close();
                navigate(c.route);
              }}
              className={cn("block w-full px-5 py-2.5 text-left text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800", pathname === c.route && "text-brand-700")}
            >
              {c.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
