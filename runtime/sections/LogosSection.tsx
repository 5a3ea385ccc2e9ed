import type { LogosSection as LogosSectionData } from "../../model/index.ts";
import { site } from "../../generated/site";
import { Island } from "../islands/Island";
import type { SectionProps } from "./shared";

/**
 * The client-logo marquee: its heading (h2, `<id>-heading`), and the moving strip as an
 * island (runtime/islands/Marquee, a decoration; its detail line is `<id>-detail`), which gets of
 * each logo only what it shows (not the whole client entry): its name and description on hover.
 */
export function LogosSection({ section: s }: SectionProps<LogosSectionData>) {
  const shown = s.logos.map(({ alt, description, image, tile }) => ({ alt, description, image, tile }));
  return (
    <section id={s.id} aria-labelledby={`${s.id}-heading`} className="overflow-hidden py-20">
      <div className="mx-auto max-w-7xl px-5 sm:px-8 lg:px-12">
        <h2 id={`${s.id}-heading`} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {s.heading}
        </h2>
      </div>
      <Island
        name="Marquee"
        client="visible"
        props={{ logos: shown, label: site.ui.marquee.label, hint: site.ui.marquee.hint, separator: site.ui.shell.detailSeparator, id: s.id }}
      />
    </section>
  );
}
