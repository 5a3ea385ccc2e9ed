import type { ValidationResult } from "../../generated/model";
import { newsletterForm, validateNewsletter } from "../../generated/forms/newsletter";
import { SubscribeForm } from "../forms/SubscribeForm";

/** The newsletter form (§3–§5, §7) as an island. `idPrefix` prefixes its control ids. */
export default function NewsletterForm({ idPrefix, submitLabel, className }: { idPrefix: string; submitLabel?: string; className?: string }) {
  return <SubscribeForm spec={newsletterForm} validate={validateNewsletter as (values: Record<string, string>) => ValidationResult<string>} idPrefix={idPrefix} submitLabel={submitLabel} className={className} />;
}
