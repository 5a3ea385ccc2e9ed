import type { ComponentProps, ElementType } from "react";

/**
 * Marks content that fades in when `amount` of it (0.1, 0.2 for stat blocks) scrolls into
 * view. The HTML shows it as is; the island loader (runtime/islands/loader.ts) arms the reveal
 * only for content still below the fold when the page opens, and never under reduced motion.
 * State is in data-reveal, styled in app.css.
 */
export function Reveal<T extends ElementType = "div">({ as, amount, ...props }: { as?: T; amount?: number } & ComponentProps<T>) {
  const Tag = (as ?? "div") as ElementType;
  return <Tag data-reveal="" data-reveal-amount={amount} {...props} />;
}
