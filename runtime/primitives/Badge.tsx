import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import type { CategoryKey } from "../../model/index.ts";
import { cn } from "./cn";

/**
 * Badge looks (shadcn recipe). `brand` and `inverse` (on the dark heroes) are the brand's;
 * the `practice` tones take the colours of the practice around them (`data-practice`, or the
 * badge's own `practice`): accent on tint, white on accent (`practice-solid`) and the light
 * accent on the dark heroes (`practice-dark`), each pair checked for contrast by the generator.
 */
export const badgeVariants = cva("inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-semibold tracking-wide uppercase", {
  variants: {
    tone: {
      brand: "border-brand-200 bg-brand-50 text-brand-700",
      inverse: "border-white/20 bg-white/10 text-brand-100",
      practice: "border-practice/25 bg-practice-tint text-practice",
      "practice-solid": "border-transparent bg-practice text-white",
      "practice-dark": "border-practice-on-dark/40 bg-white/5 text-practice-on-dark",
    },
    /** A small round mark before the text, in the text's colour. */
    dot: { true: "before:size-1.5 before:shrink-0 before:rounded-full before:bg-current before:content-['']", false: "" },
  },
  defaultVariants: { tone: "brand", dot: false },
});

/**
 * A small pill label, such as a category badge. `practice` gives the badge that practice's
 * colours wherever it stands (a chip naming "PR" among others); without it, a practice tone
 * takes the colours of the nearest `data-practice` around it.
 */
export function Badge({
  className,
  tone,
  dot,
  practice,
  ...props
}: ComponentProps<"span"> & VariantProps<typeof badgeVariants> & { practice?: CategoryKey | null }) {
  return <span data-slot="badge" data-practice={practice ?? undefined} className={cn(badgeVariants({ tone, dot }), className)} {...props} />;
}
