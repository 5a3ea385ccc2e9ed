import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { clsx } from "clsx";

/**
 * §2 Footer: a round button back to the top, shown once scroll progress (0..1 of the
 * scrollable height) is above `progress` (§9: 0.95). Invisible until then (and so without
 * JavaScript, which it needs). It sits at the end of the footer with a one-pixel sentinel, so
 * the loader's `visible` strategy hydrates it as the visitor nears the bottom, not before.
 */
export default function ScrollToTop({ label, progress }: { label: string; progress: number }) {
  const [visible, setVisible] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(true);
    const update = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setVisible(max > 0 && window.scrollY / max > progress);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [progress]);
  return (
    <>
      <button
        hidden={!ready}
        type="button"
        aria-label={label}
        data-state={visible ? "visible" : "hidden"}
        aria-hidden={!visible}
        tabIndex={visible ? 0 : -1}
        onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" })}
        className={clsx("fixed right-6 bottom-6 z-40 grid size-12 place-items-center rounded-full bg-brand-600 text-white shadow-lift transition-[translate,opacity,visibility,background-color] duration-300 hover:-translate-y-1 hover:bg-brand-700", !visible && "invisible translate-y-3")}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
      <span aria-hidden="true" className="block h-px" />
    </>
  );
}
