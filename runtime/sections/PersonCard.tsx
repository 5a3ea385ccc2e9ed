import { ArrowUpRight } from "lucide-react";
import type { Image } from "../../generated/model";
import { site } from "../../generated/site";
import { ExternalLink } from "../primitives/ExternalLink";
import { Img } from "../primitives/Img";

/**
 * A person's card (§3 Team / leadership member): photo, name, role and a professional-network
 * link that opens in a new tab. It fills its slot; the page sets the slot's height (about:
 * 350 or 450 px; country teams: 380 or 420 px).
 */
export function PersonCard({ name, role, image, linkedin, linkLabel }: { name: string; role: string; image: Image; linkedin: string; linkLabel: string }) {
  return (
    <div className="group relative h-full overflow-hidden rounded-3xl bg-brand-900">
      <Img image={image} alt="" className="absolute inset-0 h-full object-cover transition-transform duration-500 group-hover:scale-105" />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950 via-brand-950/85 to-transparent p-6 pt-20">
        <p className="text-lg font-bold text-white">{name}</p>
        <p className="text-sm text-brand-100">{role}</p>
        <ExternalLink href={linkedin} className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-white underline-offset-4 hover:underline">
          {linkLabel}<span className="sr-only">{site.ui.shell.linkContext({ title: name })}</span>
          <ArrowUpRight aria-hidden="true" className="size-3.5" />
        </ExternalLink>
      </div>
    </div>
  );
}
