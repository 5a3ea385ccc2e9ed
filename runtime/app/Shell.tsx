import { useEffect } from "react";
import { Outlet, useLocation, useMatches } from "react-router-dom";
import { site } from "../../generated/site";
import { CountryMenu, type CountryMenuVariant } from "../layout/CountryMenu";
import { Footer } from "../layout/Footer";
import { MobileMenu } from "../layout/MobileMenu";
import { ScrollToTopButton } from "../layout/ScrollToTopButton";
import { SideBar } from "../layout/SideBar";
import { metaFor } from "../lib/meta";
import { useMarkHydrated } from "../motion/HeroIntro";

/** Route handle: the page kind, and the country dropdown's variant over its hero. */
export interface RouteHandle {
  readonly page?: string;
  readonly countryMenu?: CountryMenuVariant;
}

function setMeta(selector: string, attr: "content" | "href", value: string | null) {
  const el = document.head.querySelector(selector);
  if (el && value !== null) el.setAttribute(attr, value);
}

/**
 * The frame around every route (§2): skip link, side bar or mobile menu, country dropdown,
 * main content offset by the side bar, footer and scroll-to-top. Every navigation scrolls to
 * the top and updates the document's title, description and canonical link.
 */
export function Shell() {
  const { pathname } = useLocation();
  const matches = useMatches();
  useMarkHydrated();
  const handle = matches.map((m) => m.handle as RouteHandle | undefined).reverse().find((h) => h?.countryMenu);

  useEffect(() => {
    window.scrollTo(0, 0);
    const meta = metaFor(pathname);
    document.title = meta.title;
    setMeta('meta[name="description"]', "content", meta.description);
    setMeta('meta[property="og:title"]', "content", meta.title);
    setMeta('meta[property="og:description"]', "content", meta.description);
    setMeta('link[rel="canonical"]', "href", meta.canonical);
  }, [pathname]);

  return (
    <>
      <a href="#main" className="sr-only z-[60] rounded-full bg-brand-600 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4">
        {site.ui.shell.skipToContent}
      </a>
      <SideBar />
      <MobileMenu />
      <CountryMenu variant={handle?.countryMenu ?? "blue"} />
      <div className="nav:pl-sidebar">
        <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
          <Outlet />
        </main>
        <Footer />
      </div>
      <ScrollToTopButton />
    </>
  );
}
