import type { MarqueeProps } from "../Marquee";

/**
 * The client marquee in the browser, without React: the strip's scrolling, pausing and
 * tooltips are CSS (../Marquee.tsx, app.css); this keeps the line under the strip. A logo hovered
 * or focused (any of its three copies, by `data-logo`, its index in `logos`) shows its name in
 * bold, `separator` and its description there; leaving the strip or the focus leaving the logo
 * brings back what the build rendered (the hint). The loader calls it when the strip nears the
 * view, and replays a hover made before that. The hint shows only once this has run (the line
 * is marked `data-live`), and only where a pointer can hover: without JavaScript or on a touch
 * screen nothing would answer a hover.
 */
export function enhance(island: HTMLElement, { logos, separator, id }: MarqueeProps): void {
  const detail = document.getElementById(`${id}-detail`);
  const strip = island.querySelector("[data-marquee-strip]");
  if (!detail || !strip) return;
  const rest = [...detail.childNodes];
  const show = (event: Event) => {
    const index = (event.target as Element).closest?.<HTMLElement>("[data-logo]")?.dataset.logo;
    const logo = index === undefined ? undefined : logos[Number(index)];
    if (!logo) return;
    const name = document.createElement("strong");
    name.className = "text-brand-950";
    name.textContent = logo.alt;
    detail.replaceChildren(name, `${separator}${logo.description}`);
  };
  const reset = () => detail.replaceChildren(...rest);
  // The hover hint (app.css .hover-only) shows from now on, where a pointer can hover.
  detail.dataset.live = "";
  strip.addEventListener("mouseover", show);
  strip.addEventListener("focusin", show);
  strip.addEventListener("focusout", reset);
  strip.addEventListener("mouseleave", reset);
}
