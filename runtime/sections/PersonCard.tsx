import { ArrowUpRight } from "lucide-react";
import type { Person } from "../../generated/model";
import { site } from "../../generated/site";
import { ExternalLink } from "../primitives/ExternalLink";
import { Img } from "../primitives/Img";

/**
 * A person's card (§3 Team / leadership member): a portrait, name, role and a
 * professional-network link that opens in a new tab. The portrait is the person's photograph
 * where the spec names one (a PNG, JPEG or WebP, cropped to the slot), else a designed monogram
 * (issue 12; its letters come from the generator; the SVG placeholder portraits count as no
 * photograph). Every card has the same portrait height, set here, so a grid of them has one
 * card height. Below 768 px the card lies on its side (portrait tile beside the text), so a
 * phone scrolls past a team in a few screens.
 */
export function PersonCard({ person, linkLabel }: { person: Person; linkLabel: string }) {
  const { name, role, linkedin, monogram, image } = person;
  return (
    <article className="group flex h-full items-center gap-4 overflow-hidden rounded-3xl border border-slate-200/80 bg-white p-3 shadow-card md:flex-col md:items-stretch md:gap-0 md:p-0">
      <div aria-hidden="true" className="relative grid size-24 shrink-0 place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-brand-600 via-brand-800 to-brand-950 md:h-56 md:w-full md:rounded-none">
        {image?.photo ? <Img image={image} alt="" className="absolute inset-0 size-full object-cover" /> : <Monogram letters={monogram} />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col py-1 pr-3 md:p-6">
        <p className="text-lg font-bold text-brand-950">{name}</p>
        <p className="mt-1 text-sm text-slate-600">{role}</p>
        <ExternalLink href={linkedin} className="mt-auto inline-flex items-center gap-1 pt-2 text-sm md:pt-4 font-semibold text-brand-700 underline-offset-4 hover:underline">
          {linkLabel}<span className="sr-only">{site.ui.shell.linkContext({ title: name })}</span>
          <ArrowUpRight aria-hidden="true" className="size-3.5" />
        </ExternalLink>
      </div>
    </article>
  );
}

/** The monogram portrait: the person's initials on the brand gradient, with two rings. */
function Monogram({ letters }: { letters: string }) {
  return (
    <>
      <span className="absolute -top-16 -right-16 hidden size-48 rounded-full border border-white/15 md:block" />
      <span className="absolute -bottom-20 -left-10 hidden size-56 rounded-full bg-white/5 md:block" />
      <span className="relative grid place-items-center rounded-full text-2xl font-extrabold tracking-tight text-white md:size-28 md:bg-white/10 md:text-4xl md:ring-1 md:ring-white/30 md:transition-transform md:duration-500 md:group-hover:scale-105">
        {letters}
      </span>
    </>
  );
}
