import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router-dom";
import { site } from "../../generated/site";
import { cn } from "../primitives/cn";
import { useEscape, useScrollLock } from "../lib/hooks";
import { Logo } from "./Logo";
import { NavItems, SocialLinks } from "./NavItems";

/**
 * §2 Navigation below the 581 px breakpoint: a top bar with the logo and a toggle that opens
 * a full-screen menu of the navigation items, the six regional offices and Follow Us links.
 * Escape closes it and page scrolling is locked while it is open.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  useEscape(open, () => {
    close();
    toggleRef.current?.focus();
  });
  useScrollLock(open);
  const linkClass = "block rounded-xl px-3 py-2.5 text-base font-semibold text-slate-800 hover:bg-brand-50";
  return (
    <div className="nav:hidden">
      <header className="fixed inset-x-0 top-0 z-50 flex h-16 items-center justify-between border-b border-slate-200 bg-white/95 px-5 backdrop-blur">
        <Logo />
        <button
          ref={toggleRef}
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? site.ui.shell.closeMobileMenu : site.ui.shell.openMobileMenu}
          className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-800"
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </button>
      </header>
      <div className="h-16" aria-hidden="true" />
      <nav
        id={menuId}
        aria-label={site.ui.shell.mobileMenuTitle}
        data-state={open ? "open" : "closed"}
        className={cn("fixed inset-x-0 top-16 bottom-0 z-50 overflow-y-auto bg-white px-5 pt-4 pb-10 transition-[opacity,visibility] duration-200", open ? "visible opacity-100" : "invisible opacity-0")}
      >
        <ul className="flex flex-col gap-0.5">
          <NavItems items={site.navigation} onChoose={close} itemClass={linkClass} activeClass="bg-brand-50 text-brand-700" buttonClass="mt-3 bg-brand-600 text-center text-white hover:bg-brand-700" />
        </ul>
        <h2 className="mt-8 px-3 text-xs font-bold tracking-widest text-slate-500 uppercase">{site.ui.shell.regionalOffices}</h2>
        <ul className="mt-2 grid grid-cols-2 gap-0.5">
          {site.countries.map((c) => (
            <li key={c.route}>
              <Link to={c.route} onClick={close} className={linkClass}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        <h2 className="mt-8 px-3 text-xs font-bold tracking-widest text-slate-500 uppercase">{site.ui.shell.followUs}</h2>
        <ul className="mt-3 flex gap-3 px-3">
          <SocialLinks links={site.mobileSocial} className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-600 hover:text-white" />
        </ul>
      </nav>
    </div>
  );
}
