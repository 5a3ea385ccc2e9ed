import { site } from "../../generated/site";
import { Island } from "../islands/Island";
import { LinkItems } from "./LinkItems";
import { Logo } from "./Logo";
import { NavItems, SocialLinks } from "./NavItems";

/** Id of the mobile menu popover. */
const MENU_ID = "mobile-menu";

/**
 * Navigation below the 581 px breakpoint: a top bar with the logo and a toggle that opens
 * a full-screen menu of the navigation items, the six regional offices and Follow Us links.
 * The menu is an HTML popover, so it works without JavaScript: Escape closes it, and page
 * scrolling is locked while it is open (CSS, html:has(...:popover-open)).
 */
export function MobileMenu() {
  const s = site.ui.shell;
  const linkClass = "block rounded-xl px-3 py-2.5 text-base font-semibold text-slate-800 hover:bg-brand-50";
  return (
    <div className="nav:hidden">
      <header className="fixed inset-x-0 top-0 z-50 flex h-16 items-center justify-between border-b border-slate-200 bg-white/95 px-5 backdrop-blur">
        <Logo />
        <Island
          name="MenuToggle"
          client="interaction"
          props={{
            target: MENU_ID,
            openLabel: s.openMobileMenu,
            closeLabel: s.closeMobileMenu,
            icon: "menu",
            className: "grid size-11 place-items-center rounded-full bg-brand-50 text-brand-800",
          }}
        />
      </header>
      <div className="h-16" aria-hidden="true" />
      <nav id={MENU_ID} popover="auto" aria-label={s.mobileMenuTitle} className="mobile-menu">
        <ul className="flex flex-col gap-0.5">
          <NavItems
            items={site.navigation}
            itemClass={linkClass}
            activeClass="bg-brand-50 text-brand-700"
            buttonClass="mt-3 bg-brand-600 text-center text-white hover:bg-brand-700"
          />
        </ul>
        <p id={`${MENU_ID}-offices`} className="mt-8 px-3 text-xs font-bold tracking-widest text-slate-600 uppercase">
          {s.regionalOffices}
        </p>
        <ul aria-labelledby={`${MENU_ID}-offices`} className="mt-2 grid grid-cols-2 gap-0.5">
          <LinkItems links={site.countries.map((c) => ({ href: c.route, name: c.name }))} className={linkClass} />
        </ul>
        <p id={`${MENU_ID}-social`} className="mt-8 px-3 text-xs font-bold tracking-widest text-slate-600 uppercase">
          {s.followUs}
        </p>
        <ul aria-labelledby={`${MENU_ID}-social`} className="mt-3 flex gap-3 px-3">
          <SocialLinks
            links={site.mobileSocial}
            className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-800 hover:bg-brand-600 hover:text-white"
          />
        </ul>
      </nav>
    </div>
  );
}
