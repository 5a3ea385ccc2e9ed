import type { SocialNetwork } from "../../model/index.ts";
import { BRAND_ICONS } from "./brand-icons";

/**
 * Brand icon of a social network (decorative; the link carries the name): an inline SVG of
 * {@link BRAND_ICONS}, 1em square by default, in the text colour.
 */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const { viewBox, path } = BRAND_ICONS[network];
  return (
    <svg viewBox={viewBox} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <path d={path} />
    </svg>
  );
}
