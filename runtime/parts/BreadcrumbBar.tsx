import { site } from "../../generated/site";
import { Island } from "../islands/Island";
import type { Crumb } from "../islands/Breadcrumb";

export type { Crumb } from "../islands/Breadcrumb";

/**
 * The fixed breadcrumb bar placed on a page (the island runtime/islands/Breadcrumb for its scroll states). Service pages show it from
 * 768 px up, white once scrolled past 50 px; the landing page from the small breakpoint up,
 * blue, with an action link (Book a Call to the hero form).
 */
export function BreadcrumbBar({
  items,
  tone = "white",
  action,
}: {
  items: readonly Crumb[];
  tone?: "white" | "blue";
  action?: { label: string; href: string };
}) {
  const from = tone === "white" ? site.breakpoints.banner : site.breakpoints.nav;
  return (
    <Island
      name="Breadcrumb"
      client="media"
      media={`(min-width: ${from}px)`}
      props={{
        items,
        label: site.ui.serviceDetail.breadcrumbLabel,
        thresholdPx: site.timings.breadcrumbThresholdPx,
        tone,
        action,
        className: tone === "white" ? "hidden md:flex" : "hidden nav:flex",
      }}
    />
  );
}
