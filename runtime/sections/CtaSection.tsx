import type { CtaSection as CtaSectionData } from "../../generated/model";
import { CtaPanel } from "../parts/CtaPanel";
import { ActionButton, type SectionProps } from "./shared";

/** A closing call to action: the brand panel with its button (scrolling to the page's form when it has no href), or 'Contact Us Today'. */
export function CtaSection({ section: s }: SectionProps<CtaSectionData>) {
  return (
    <div id={s.id}>
      <CtaPanel
        id={`${s.id}-heading`}
        heading={s.heading}
        text={s.intro}
        action={s.action ? <ActionButton action={s.action} variant="inverse" /> : undefined}
      />
    </div>
  );
}
