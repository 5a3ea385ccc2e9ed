import type { ClientLogo } from "../../generated/model";
import { site } from "../../generated/site";
import { Island } from "../islands/Island";

/**
 * §4 Client marquee section: its heading, and the strip as an island (runtime/islands/Marquee),
 * which gets of each logo only what it shows (not the whole client entry).
 */
export function Marquee({ logos, heading, id }: { logos: readonly ClientLogo[]; heading: string; id: string }) {
  const shown = logos.map(({ alt, description, image, tile }) => ({ alt, description, image, tile }));
  return (
    <section aria-labelledby={id} className="overflow-hidden py-20">
      <div className="mx-auto max-w-7xl px-5 sm:px-8 lg:px-12">
        <h2 id={id} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          {heading}
        </h2>
      </div>
      <Island
        name="Marquee"
        client="visible"
        props={{ logos: shown, label: site.ui.marquee.label, hint: site.ui.marquee.hint, separator: site.ui.shell.detailSeparator, id }}
      />
    </section>
  );
}
