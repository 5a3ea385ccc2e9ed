import type { ReactNode } from "react";
import { site } from "../../generated/site";
import { CountryMenu, type CountryMenuVariant } from "../layout/CountryMenu";
import { Footer } from "../layout/Footer";
import { MobileMenu } from "../layout/MobileMenu";
import { SideBar } from "../layout/SideBar";

/**
 * The frame around every page (§2): skip link, side bar or mobile menu, country dropdown,
 * main content offset by the side bar, footer and scroll-to-top.
 */
export function Shell({ countryMenu, children }: { countryMenu: CountryMenuVariant; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="sr-only z-[60] rounded-full bg-brand-600 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4">
        {site.ui.shell.skipToContent}
      </a>
      <SideBar />
      <MobileMenu />
      <CountryMenu variant={countryMenu} />
      <div className="nav:pl-sidebar">
        <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
          {children}
        </main>
        <Footer />
      </div>
    </>
  );
}
