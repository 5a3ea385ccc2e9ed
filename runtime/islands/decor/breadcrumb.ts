import type { BreadcrumbProps } from "../Breadcrumb";

/**
 * The breadcrumb bar in the browser, without React: `data-state` on its nav is "solid"
 * while the page is scrolled more than `thresholdPx` px, else "transparent"; the bar's styles
 * for each state are in its classes (../Breadcrumb.tsx).
 */
export function enhance(island: HTMLElement, { thresholdPx }: BreadcrumbProps): void {
  const nav = island.querySelector("nav");
  if (!nav) return;
  const update = () => {
    nav.dataset.state = window.scrollY > thresholdPx ? "solid" : "transparent";
  };
  window.addEventListener("scroll", update, { passive: true });
  update();
}
