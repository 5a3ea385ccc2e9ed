import type { ReactNode } from "react";
import { site } from "../../generated/site";
import { formatScheduleTime } from "../lib/schedule-time";
import { CountryMenu, type CountryMenuVariant } from "../layout/CountryMenu";
import { Footer } from "../layout/Footer";
import { MobileMenu } from "../layout/MobileMenu";
import { SideBar } from "../layout/SideBar";
import { MARKER_TONE } from "../parts/DevMarker";

/**
 * The place and shape of the dev server's markers (draft, scheduled): fixed above the page
 * editor's toolbar (editor/client/editor.css `.toolbar`, 88 px from the bottom right, over the
 * corner the page keeps for its own floating buttons), so none hides another.
 */
const MARKER = "fixed right-4 bottom-36 z-[70] max-w-[calc(100vw-2rem)] rounded-3xl px-4 py-2 text-sm font-bold text-slate-950 shadow-lg ring-2";

/** What {@link Shell} takes: the country menu's look, the dev markers (`scheduled`: a publishAt as written in spec/), the page. */
interface ShellProps {
  readonly countryMenu: CountryMenuVariant;
  readonly draft?: boolean;
  readonly scheduled?: string;
  readonly children: ReactNode;
}

/**
 * The frame around every page: skip link, side bar or mobile menu, country dropdown,
 * main content offset by the side bar, footer and scroll-to-top. A draft page (`draft`: only
 * `npm run dev` renders one) carries a fixed marker saying so (spec/ui.yaml shell.draft); a page
 * still to come (`scheduled`: its publishAt as written in spec/, again only in `npm run dev`) one
 * saying when it goes live (shell.scheduled).
 */
export function Shell({ countryMenu, draft = false, scheduled, children }: ShellProps) {
  return (
    <>
      {draft && (
        <p data-slot="draft-marker" role="status" className={`${MARKER} ${MARKER_TONE.draft}`}>
          {site.ui.shell.draft}
        </p>
      )}
      {scheduled !== undefined && (
        <p data-slot="scheduled-marker" role="status" className={`${MARKER} ${MARKER_TONE.scheduled}`}>
          {site.ui.shell.scheduled({ time: formatScheduleTime(scheduled, site.language) })}
        </p>
      )}
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-brand-600 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
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
