import { ArrowRight } from "lucide-react";
import { site } from "../../generated/site";
import { cn } from "../primitives/cn";

/** The link's looks, by `look`. */
const LOOKS = {
  practice:
    "inline-flex items-center gap-2 self-start font-semibold text-practice decoration-2 underline-offset-4 hover:underline focus-visible:outline-practice",
  brand: "inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-900",
} as const;

/**
 * A card's 'Learn more' link: its label, then (for screen readers) which card it belongs to
 * ("about <title>", spec/ui.yaml `linkContext`), then an arrow. `look` is `practice` (the
 * practice's accent, underlined on hover: the practice pages' cards) or `brand` (the brand's
 * blue, darker on hover); `className` adds the spacing, `arrowClassName` moves the arrow on the
 * card's hover.
 */
export function LearnMore({
  href,
  label,
  title,
  look = "practice",
  className,
  arrowClassName,
}: {
  href: string;
  label: string;
  title: string;
  look?: keyof typeof LOOKS;
  className?: string;
  arrowClassName?: string;
}) {
  return (
    <a href={href} className={cn(LOOKS[look], className)}>
      {label}
      <span className="sr-only">{site.ui.shell.linkContext({ title })}</span>
      <ArrowRight aria-hidden="true" className={cn("size-4", arrowClassName)} />
    </a>
  );
}
