import { paths } from "../../generated/routes";
import { ArrowRight } from "lucide-react";
import { site } from "../../generated/site";
import { ButtonLink } from "../primitives/Button";

/** The 'Contact Us Today' call-to-action button with an arrow, leading to /contact. */
export function ContactCta({ variant = "primary", className }: { variant?: "primary" | "inverse" | "secondary"; className?: string }) {
  return (
    <ButtonLink href={paths.contact} variant={variant} size="lg" className={className}>
      {site.ui.shell.contactCta}
      <ArrowRight aria-hidden="true" className="transition-transform group-hover:translate-x-0.5" />
    </ButtonLink>
  );
}
