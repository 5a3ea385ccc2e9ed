import { useInView } from "framer-motion";
import { type ComponentProps, type ElementType, useEffect, useRef, useState } from "react";
import { cn } from "../primitives/cn";

/**
 * Fades its content in when `amount` of it (§9: 0.1, 0.2 for stat blocks) scrolls into view.
 * The prerendered HTML and visitors without JavaScript see the content as is: the reveal arms
 * itself only after hydration, only for content still below the fold, and never under
 * prefers-reduced-motion. State is in data-reveal, styled in app.css.
 */
export function Reveal<T extends ElementType = "div">({ as, amount = 0.1, className, ...props }: { as?: T; amount?: number } & ComponentProps<T>) {
  const Tag = (as ?? "div") as ElementType;
  const ref = useRef<HTMLElement>(null);
  const [armed, setArmed] = useState(false);
  const inView = useInView(ref, { amount, once: true });
  useEffect(() => {
    const el = ref.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (el.getBoundingClientRect().top > window.innerHeight) setArmed(true);
  }, []);
  const state = !armed ? "static" : inView ? "shown" : "armed";
  return <Tag ref={ref} data-reveal={state} className={cn(className)} {...props} />;
}
