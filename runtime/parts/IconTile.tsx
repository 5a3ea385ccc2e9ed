import { icons } from "../../generated/icons";
import { cn } from "../primitives/cn";

/**
 * A card's icon on a rounded 48 px tile (the icon 24 px, decorative): `className` gives the
 * tile's colours and motion. An icon name the catalogue lacks leaves the tile empty.
 */
export function IconTile({ icon, className }: { icon: string; className: string }) {
  const Icon = icons[icon];
  return (
    <span className={cn("grid size-12 place-items-center rounded-2xl text-white", className)}>{Icon && <Icon aria-hidden="true" className="size-6" />}</span>
  );
}
