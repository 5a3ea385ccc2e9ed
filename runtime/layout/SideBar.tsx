import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { useLocation } from "react-router-dom";
import { site } from "../../generated/site";
import { cn } from "../primitives/cn";
import { useEscape } from "../lib/hooks";
import { Logo } from "./Logo";
import { NavItems, SocialLinks } from "./NavItems";

/**
 * §2 Navigation: the fixed 100 px side bar shown above 580 px, whose toggle opens the 250 px
 * panel of navigation items. The current route is highlighted; choosing a link closes it.
 */
export function SideBar() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  const { pathname } = useLocation();
  useEffect(close, [pathname, close]);
  useEscape(open, close);
  return (
    <div className="hidden nav:block">
      <aside className="fixed inset-y-0 left-0 z-40 flex w-sidebar flex-col items-center justify-between border-r border-slate-200 bg-white py-6">
        <Logo compact />
        <button
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={open ? site.ui.shell.closePanel : site.ui.shell.openPanel}
          className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-800 transition-colors hover:bg-brand-600 hover:text-white"
        >
          {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
        </button>
        <ul className="flex flex-col items-center gap-3">
          <SocialLinks links={site.footer.social.slice(0, 3)} className="grid size-9 place-items-center rounded-full text-slate-500 transition-colors hover:bg-brand-50 hover:text-brand-700" />
        </ul>
      </aside>
      <div
        aria-hidden="true"
        onClick={close}
        className={cn("fixed inset-0 z-30 bg-brand-950/30 backdrop-blur-[2px] transition-opacity duration-300", open ? "opacity-100" : "pointer-events-none opacity-0")}
      />
      <nav
        id={panelId}
        aria-label={site.ui.shell.mainNavigation}
        data-state={open ? "open" : "closed"}
        className={cn(
          "fixed inset-y-0 left-sidebar z-30 w-panel overflow-y-auto border-r border-slate-200 bg-white px-5 py-10 shadow-lift transition-[translate,visibility] duration-300 ease-out",
          open ? "visible translate-x-0" : "invisible -translate-x-[calc(100%+var(--spacing-sidebar))]",
        )}
      >
        <ul className="flex flex-col gap-1">
          <NavItems
            items={site.navigation}
            onChoose={close}
            itemClass="block rounded-xl px-4 py-3 text-[15px] font-semibold text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800"
            activeClass="bg-brand-600 text-white hover:bg-brand-600 hover:text-white"
            buttonClass="mt-4 bg-brand-600 text-center text-white hover:bg-brand-700 hover:text-white"
          />
        </ul>
      </nav>
    </div>
  );
}
