import { ArrowUp } from "lucide-react";
import { site } from "../../generated/site";
import { cn } from "../primitives/cn";
import { useScrollProgressAbove } from "../lib/hooks";

/** §2 Footer: a round button back to the top, shown once the page is scrolled past 95%. */
export function ScrollToTopButton() {
  const visible = useScrollProgressAbove(site.timings.scrollToTopProgress);
  return (
    <button
      type="button"
      aria-label={site.ui.shell.scrollToTop}
      data-state={visible ? "visible" : "hidden"}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" })}
      className={cn(
        "fixed right-6 bottom-6 z-40 grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lift transition-[translate,opacity,visibility] duration-300 hover:-translate-y-1 hover:bg-brand-700",
        visible ? "visible opacity-100" : "invisible translate-y-3 opacity-0",
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
