import { FaFacebookF, FaInstagram, FaLinkedinIn, FaXTwitter, FaYoutube } from "react-icons/fa6";
import type { IconType } from "react-icons";
import type { SocialNetwork } from "../../generated/model";

const ICONS: Record<SocialNetwork, IconType> = {
  facebook: FaFacebookF,
  linkedin: FaLinkedinIn,
  x: FaXTwitter,
  youtube: FaYoutube,
  instagram: FaInstagram,
};

/** Brand icon of a social network (decorative; the link carries the name). */
export function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const Icon = ICONS[network];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
}
