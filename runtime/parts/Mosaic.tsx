import type { Image } from "../../model/index.ts";
import { showcaseLayout } from "../lib/layout";
import { Img } from "../primitives/Img";

type Shot = { readonly image: Image; readonly title: string | null };

function Tile({ shot, alt, className }: { shot: Shot; alt: string; className?: string }) {
  return (
    <figure className={`group relative overflow-hidden rounded-2xl bg-slate-100 ${className ?? ""}`}>
      <Img
        image={shot.image}
        alt={shot.image.alt ?? shot.title ?? alt}
        className="h-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
      />
      {shot.title && (
        <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-brand-950/85 to-transparent p-4 pt-10 text-sm font-semibold text-white">
          {shot.title}
        </figcaption>
      )}
    </figure>
  );
}

/** Columns of a row of 1, 2 or 3 tiles from 640 px up (static class names, for Tailwind). */
const ROW_COLS = ["", "sm:grid-cols-1", "sm:grid-cols-2", "sm:grid-cols-3"] as const;

/**
 * Showcase mosaic: 1 large, then 3 in a row, then the mixed block, then a two-column grid.
 * No cell is left empty: a short row shares its width, the mixed block without its right-hand
 * tile or half its pair gives the room to the others, and an odd last tile of the grid spans it.
 */
export function Mosaic({ shots, alt }: { shots: readonly Shot[]; alt: string }) {
  return (
    <div className="space-y-4">
      {showcaseLayout(shots.length).map((block, bi) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: a block is its place in the layout, which depends only on the number of shots
        if (block.kind === "lead") return <Tile key={bi} shot={shots[0]} alt={alt} className="aspect-[16/9]" />;
        if (block.kind === "row")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a block is its place in the layout
            <div key={bi} data-block="row" className={`grid gap-4 ${ROW_COLS[block.items.length]}`}>
              {block.items.map((i) => (
                <Tile key={i} shot={shots[i]} alt={alt} className={block.items.length === 1 ? "aspect-[16/9]" : "aspect-[4/3]"} />
              ))}
            </div>
          );
        if (block.kind === "mixed") {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a block is its place in the layout
            <div key={bi} data-block="mixed" className={block.right.length ? "grid gap-4 md:grid-cols-[2fr_1fr]" : "grid gap-4"}>
              <div className="space-y-4">
                {block.left.map((i) => (
                  <Tile key={i} shot={shots[i]} alt={alt} className="aspect-[16/9]" />
                ))}
                {block.leftPair.length > 0 && (
                  <div className={block.leftPair.length > 1 ? "grid gap-4 sm:grid-cols-[7fr_3fr]" : "grid gap-4"}>
                    {block.leftPair.map((i) => (
                      <Tile key={i} shot={shots[i]} alt={alt} className={block.leftPair.length > 1 ? "aspect-[4/3] sm:aspect-auto sm:h-56" : "aspect-[16/9]"} />
                    ))}
                  </div>
                )}
              </div>
              {block.right.map((i) => (
                <Tile key={i} shot={shots[i]} alt={alt} className="aspect-[3/4] md:aspect-auto md:h-full" />
              ))}
            </div>
          );
        }
        const odd = block.items.length % 2 === 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a block is its place in the layout
          <div key={bi} data-block="grid" className="grid gap-4 sm:grid-cols-2">
            {block.items.map((i, k) => (
              <Tile
                key={i}
                shot={shots[i]}
                alt={alt}
                className={odd && k === block.items.length - 1 ? "aspect-[4/3] sm:col-span-2 sm:aspect-[16/9]" : "aspect-[4/3]"}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
