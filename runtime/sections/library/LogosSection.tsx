import type { LogosSection as LogosSectionData } from "../../../generated/model";
import { Marquee } from "../Marquee";
import type { SectionProps } from "./shared";

/** The client-logo marquee (§4): its heading and the moving strip, each logo's name and description on hover. */
export function LogosSection({ section: s }: SectionProps<LogosSectionData>) {
  return <Marquee logos={s.logos} heading={s.heading} id={`${s.id}-heading`} />;
}
