import type { Image } from "../../model/index.ts";
import { Img } from "../primitives/Img";

/** One logo of the strip, as the island needs it (runtime/sections/LogosSection maps a ClientLogo to it). */
export interface MarqueeLogo {
  /** The client's name: the picture's alternative text and the tooltip's title. */
  readonly alt: string;
  readonly description: string;
  /** The client's official logo file, else its house-style word mark drawn by the build; null when neither exists. */
  readonly image: Image | null;
  /** The client's monogram tile (initials in the house colours, #rrggbb), shown when there is no image. */
  readonly tile: { readonly letters: string; readonly background: string; readonly text: string };
}

/**
 * How a logo sits in its card: one box for every logo (the word mark files share one canvas and
 * are sized optically within it, so the strip reads as one even row). Where a pointer can hover,
 * logos rest a little dimmed and come to full strength when hovered or
 * focused; a touch screen shows them at full strength.
 */
const PICTURE =
  "h-12 w-30 object-contain transition-opacity duration-300 motion-reduce:transition-none sm:h-16 sm:w-40 [@media(hover:hover)]:opacity-75 group-hover/logo:opacity-100 group-focus-visible/logo:opacity-100";

/** The strip's ends fade into the page (overlays, not a mask, so a tooltip may rise above the strip); not when it stands still. */
const EDGES = [
  "before:pointer-events-none before:absolute before:inset-y-0 before:left-0 before:z-[1] before:w-10 before:bg-gradient-to-r before:from-white before:to-transparent sm:before:w-24",
  "after:pointer-events-none after:absolute after:inset-y-0 after:right-0 after:z-[1] after:w-10 after:bg-gradient-to-l after:from-white after:to-transparent sm:after:w-24",
  "motion-reduce:before:hidden motion-reduce:after:hidden",
].join(" ");

/** The canvas of the monogram tile, in the units of the word mark files (240×96). */
const TILE_BOX = { width: 240, height: 96, size: 72, radius: 20 } as const;

/** A client's monogram tile, drawn inline (the page's font letters it, whatever its script). */
function MonogramTile({ tile, alt }: { tile: MarqueeLogo["tile"]; alt: string }) {
  const { width, height, size, radius } = TILE_BOX;
  return (
    <svg role="img" aria-label={alt} viewBox={`0 0 ${width} ${height}`} width={width} height={height} className={PICTURE}>
      <rect x={(width - size) / 2} y={(height - size) / 2} width={size} height={size} rx={radius} fill={tile.background} />
      <text
        x={width / 2}
        y={height / 2}
        dy="0.35em"
        textAnchor="middle"
        fill={tile.text}
        fontSize={[...tile.letters].length > 2 ? 24 : 30}
        fontWeight={800}
        letterSpacing={-0.5}
      >
        {tile.letters}
      </text>
    </svg>
  );
}

/** The marquee's props (serialized into the page; ./decor/marquee reads them in the browser). */
export interface MarqueeProps {
  readonly logos: readonly MarqueeLogo[];
  /** The list's accessible name. */
  readonly label: string;
  /** The line under the strip while no logo is hovered or focused (pointer screens only). */
  readonly hint: string;
  /** Between a logo's name and its description in that line. */
  readonly separator: string;
  /** Prefix of the ids of the detail line and the tooltips. */
  readonly id: string;
}

/**
 * Client marquee: the logo list repeated three times scrolls continuously (CSS: 60 s,
 * linear, infinite) and pauses on hover from 768 px up, its ends fading out. Each logo is the
 * client's official file or its name as a house-style word mark (media/art/lettering.tsx,
 * Never an imitation of the brand's mark), else its monogram
 * tile: never a broken image. A hovered or focused logo shows its name and description in a
 * tooltip (CSS, so it works before and without JavaScript) and, once the island is live,
 * beneath the strip; otherwise `hint` shows there, only where a pointer can hover and once the
 * island is live (app.css .hover-only; a touch screen shows a tapped logo's details). Under reduced motion the strip
 * stands still and wraps. Decoration only: this renders at build time, and the detail line is
 * kept by the plain module ./decor/marquee.ts in the browser, never by React.
 */
export default function Marquee({ logos, label, hint, id }: MarqueeProps) {
  return (
    <>
      <div data-marquee-strip className={`group/marquee relative mt-10 ${EDGES}`}>
        <ul
          aria-label={label}
          className="marquee-track flex w-max gap-4 py-3 sm:gap-5 motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:px-5"
        >
          {[0, 1, 2].flatMap((copy) =>
            logos.map((logo, i) => (
              <li key={`${copy}-${logo.alt}`} aria-hidden={copy > 0 ? true : undefined} className={copy > 0 ? "motion-reduce:hidden" : undefined}>
                <button
                  type="button"
                  data-logo={i}
                  tabIndex={copy > 0 ? -1 : 0}
                  aria-describedby={copy === 0 ? `${id}-tip-${i}` : undefined}
                  className="group/logo relative grid h-20 w-38 place-items-center rounded-2xl border border-slate-200/80 bg-white px-4 shadow-card sm:h-24 sm:w-48 transition-[border-color,box-shadow,translate] duration-300 hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  {logo.image ? <Img image={logo.image} alt={logo.alt} className={PICTURE} /> : <MonogramTile tile={logo.tile} alt={logo.alt} />}
                  <span
                    role="tooltip"
                    id={copy === 0 ? `${id}-tip-${i}` : undefined}
                    className="marquee-tip pointer-events-none absolute bottom-full left-1/2 z-10 mb-2 w-56 -translate-x-1/2 rounded-xl bg-brand-950 px-3 py-2 text-left text-xs text-white shadow-lift"
                  >
                    <span className="block font-bold">{logo.alt}</span>
                    {logo.description}
                  </span>
                </button>
              </li>
            )),
          )}
        </ul>
      </div>
      <p id={`${id}-detail`} aria-live="polite" className="mx-auto mt-8 max-w-3xl px-5 text-center text-slate-600">
        <span className="hover-only">{hint}</span>
      </p>
    </>
  );
}
