import { paths } from "../../generated/routes";
import { ButtonLink } from "../primitives/Button";
import { cn } from "../primitives/cn";

/**
 * The pair of buttons of a practice or office page: Book a Call (to the contact page) and All
 * services (to the services overview), with the page's own labels. `tone` is the band they sit
 * on: `light` (a solid and a secondary button) or `dark` (white, and glass on the navy hero).
 */
export function ContactButtons({
  bookLabel,
  allLabel,
  tone = "light",
  className,
}: {
  bookLabel: string;
  allLabel: string;
  tone?: "light" | "dark";
  className: string;
}) {
  const dark = tone === "dark";
  return (
    <div className={cn("flex flex-wrap gap-4", className)}>
      <ButtonLink href={paths.contact} variant={dark ? "inverse" : undefined} size="lg">
        {bookLabel}
      </ButtonLink>
      <ButtonLink href={paths.services} variant={dark ? undefined : "secondary"} size="lg" className={dark ? "bg-white/10 hover:bg-white/20" : undefined}>
        {allLabel}
      </ButtonLink>
    </div>
  );
}
