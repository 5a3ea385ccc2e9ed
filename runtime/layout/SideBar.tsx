import { site } from "../../generated/site";
import { Island } from "../islands/Island";
import { Logo } from "./Logo";
import { NavItems, SocialLinks } from "./NavItems";

/** Id of the side panel popover. */
const PANEL_ID = "nav-panel";

/**
 * Navigation: the fixed 100 px side bar shown above 580 px, whose toggle opens the 250 px
 * panel of navigation items (an HTML popover: it works without JavaScript, closes on Escape
 * and on a click outside). The current route is highlighted.
 */
export function SideBar() {
  const s = site.ui.shell;
  return (
    <div className="hidden nav:block">
      <aside
        aria-label={s.sideBar}
        className="fixed inset-y-0 left-0 z-40 flex w-sidebar flex-col items-center justify-between border-r border-slate-200 bg-white py-6"
      >
        <Logo compact />
        <Island
          name="MenuToggle"
          client="interaction"
          props={{
            target: PANEL_ID,
            openLabel: s.openPanel,
            closeLabel: s.closePanel,
            icon: "menu",
            className: "grid size-12 place-items-center rounded-full bg-brand-50 text-brand-800 transition-colors hover:bg-brand-600 hover:text-white",
          }}
        />
        <ul className="flex flex-col items-center gap-3">
          <SocialLinks
            links={site.footer.social.slice(0, 3)}
            className="grid size-9 place-items-center rounded-full text-slate-500 transition-colors hover:bg-brand-50 hover:text-brand-700"
          />
        </ul>
      </aside>
      <nav id={PANEL_ID} popover="auto" aria-label={s.mainNavigation} className="side-panel">
        <ul className="flex flex-col gap-1">
          <NavItems
            items={site.navigation}
            itemClass="block rounded-xl px-4 py-3 text-[15px] font-semibold text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800"
            activeClass="bg-brand-600 text-white hover:bg-brand-600 hover:text-white"
            buttonClass="mt-4 bg-brand-600 text-center text-white hover:bg-brand-700 hover:text-white"
          />
        </ul>
      </nav>
    </div>
  );
}
