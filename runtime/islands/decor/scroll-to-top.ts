import { scrollBehavior } from "../parts/motion";
import { SCROLL_TOP_HIDDEN, type ScrollToTopProps } from "../parts/scroll-to-top-props";

/**
 * The footer's scroll-to-top button in the browser, without React: it stops being `hidden`,
 * shows (`data-state="visible"`, reachable by keyboard and screen readers) while the scroll
 * progress is above `progress`, hides again below it, and takes the page back to the top,
 * smoothly unless reduced motion is asked for.
 */
export function enhance(island: HTMLElement, { progress }: ScrollToTopProps): void {
  const button = island.querySelector("button");
  if (!button) return;
  const update = () => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    const visible = max > 0 && window.scrollY / max > progress;
    button.dataset.state = visible ? "visible" : "hidden";
    button.setAttribute("aria-hidden", String(!visible));
    button.tabIndex = visible ? 0 : -1;
    button.classList.toggle(SCROLL_TOP_HIDDEN[0], !visible);
    button.classList.toggle(SCROLL_TOP_HIDDEN[1], !visible);
  };
  button.addEventListener("click", () => window.scrollTo({ top: 0, behavior: scrollBehavior() }));
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update);
  update();
  button.hidden = false;
}
