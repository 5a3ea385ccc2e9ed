import { site } from "../../generated/site";
import { MessagePage } from "../parts/MessagePage";
import type { Screens } from "../app/page-kinds";

/** 404 page: 'Oops! Page not found' with 'Go back home' to /. */
export function NotFoundPage() {
  const e = site.errors.pageNotFound;
  return (
    <MessagePage
      mark={
        <p aria-hidden="true" className="text-8xl font-extrabold tracking-tighter text-brand-200 sm:text-9xl">
          404
        </p>
      }
      heading={e.heading}
      message={e.message}
      home={{ href: e.actionHref, label: e.action }}
    />
  );
}

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { "not-found": { screen: NotFoundPage } };
