import { ArrowUpRight, MapPin } from "lucide-react";
import type { Person } from "../../model/index.ts";
import { site } from "../../generated/site";
import { ExternalLink } from "../primitives/ExternalLink";
import { Img } from "../primitives/Img";

/** How many times the office's city is set in the portrait's texture: enough to fill the tile at its 8 px type. */
const TEXTURE_REPEAT = 16;

/**
 * A person's card (Team / leadership member), one compact row of a scannable list:
 * a portrait, then the name, the role, the office's city and a professional-network link that
 * opens in a new tab. The portrait is the person's photograph where the spec names one (a PNG,
 * JPEG or WebP, cut to the square tile around its focal point, with its alt text), else a
 * monogram, decorative and hidden from screen readers, that varies from person to person: their
 * initials on the colour of the practice they lead (the brand's blue without one), over a
 * texture of their office's city set small and faint (decorative, hidden from screen readers,
 * which read the city beside the role). The SVG placeholder portraits count as no photograph.
 * The card is a row, so a team of nine scans in a screen or two; in a box under 20 rem (its list
 * item is a size container: a tablet's two cards a row) the portrait sits above the words,
 * which keep a column of 240 px or more.
 */
export function PersonCard({ person, linkLabel }: { person: Person; linkLabel: string }) {
  const { name, role, linkedin, monogram, image, office, practice } = person;
  // A photograph is the portrait, read out by its alt text; the monogram stands in for anything else.
  const photo = image?.photo ? image : null;
  return (
    <article className="group flex h-full items-center gap-4 rounded-2xl border border-slate-200/80 bg-white p-3 shadow-card sm:p-4 @max-xs:flex-col @max-xs:items-start">
      <div
        data-slot="portrait"
        aria-hidden={photo ? undefined : "true"}
        data-practice={practice ?? undefined}
        className={`relative grid size-20 shrink-0 place-items-center overflow-hidden rounded-2xl ${practice ? "bg-practice" : "bg-brand-700"}`}
      >
        {photo ? <Img image={photo} className="absolute inset-0 size-full object-cover" /> : <Monogram letters={monogram} office={office} />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <p className="font-bold leading-snug text-brand-950">{name}</p>
        <p className="mt-0.5 text-sm leading-snug text-slate-600">{role}</p>
        {office && (
          <p className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-slate-600">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0 text-brand-500" />
            {office}
          </p>
        )}
        <ExternalLink
          href={linkedin}
          className="mt-1.5 inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {linkLabel}
          <span className="sr-only">{site.ui.shell.linkContext({ title: name })}</span>
          <ArrowUpRight aria-hidden="true" className="size-3.5" />
        </ExternalLink>
      </div>
    </article>
  );
}

/** The monogram portrait: the person's initials over their office's city as a faint texture. */
function Monogram({ letters, office }: { letters: string; office: string | null }) {
  return (
    <>
      {office && (
        <span className="absolute -inset-4 -rotate-12 text-[8px] leading-[1.15] font-extrabold tracking-[0.18em] break-all text-white/25 uppercase">
          {`${office} `.repeat(TEXTURE_REPEAT)}
        </span>
      )}
      <span className="absolute -right-5 -bottom-5 size-14 rounded-full bg-white/10" />
      <span className="relative text-2xl font-extrabold tracking-tight text-white drop-shadow-sm">{letters}</span>
    </>
  );
}
