import type { ValidationResult } from "../../generated/model";
import { leadForm, validateLead } from "../../generated/forms/lead";
import { SubscribeForm } from "../forms/SubscribeForm";

/** The lead form (§3–§5, §7) as an island. `idPrefix` prefixes its control ids. */
export default function LeadForm({ idPrefix, submitLabel, className }: { idPrefix: string; submitLabel?: string; className?: string }) {
  return <SubscribeForm spec={leadForm} validate={validateLead as (values: Record<string, string>) => ValidationResult<string>} idPrefix={idPrefix} submitLabel={submitLabel} className={className} />;
}
