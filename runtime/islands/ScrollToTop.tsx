import { ArrowUp } from "lucide-react";
import { SCROLL_TOP_HIDDEN, type ScrollToTopProps } from "./parts/scroll-to-top-props";

/**
 * Footer: a round button back to the top, as the build renders it: `hidden` (it needs
 * JavaScript), followed by a one-pixel sentinel at the end of the footer, so the loader's
 * `visible` strategy wakes it as the visitor nears the bottom, not before. In the browser the
 * plain module ./decor/scroll-to-top.ts (no React) shows it above `progress`.
 */
export default function ScrollToTop({ label }: ScrollToTopProps) {
  return (
    <>
      <button
        hidden
        type="button"
        aria-label={label}
        data-state="hidden"
        aria-hidden
        tabIndex={-1}
        className={`fixed right-6 bottom-6 z-40 grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lift transition-[translate,opacity,visibility,background-color] duration-300 hover:-translate-y-1 hover:bg-brand-700 ${SCROLL_TOP_HIDDEN.join(" ")}`}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
      <span aria-hidden="true" className="block h-px" />
    </>
  );
}
