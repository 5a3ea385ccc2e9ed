import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { site } from "../../generated/site";
import { cn } from "../primitives/cn";

/**
 * A link shaped as a rounded pill that never wraps (its label and an arrow: Services, Go Back,
 * a featured project); `className` gives its colours, size and display. Marked as a button
 * (`data-slot`) for the layout checks of tap targets. With `context` (a card's title) it is a
 * card's call to read on: screen readers hear which card ("about <title>", spec/ui.yaml
 * `linkContext`) and an arrow follows the label.
 */
export function PillLink({ href, className, context, children }: { href: string; className: string; context?: string; children: ReactNode }) {
  return (
    <a href={href} data-slot="button" className={cn("inline-flex items-center gap-2 rounded-full font-semibold whitespace-nowrap", className)}>
      {children}
      {context !== undefined && (
        <>
          <span className="sr-only">{site.ui.shell.linkContext({ title: context })}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </>
      )}
    </a>
  );
}
