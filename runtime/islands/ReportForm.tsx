import type { ValidationResult } from "../../generated/model";
import { reportForm, validateReport } from "../../generated/forms/report";
import { SubscribeForm } from "../forms/SubscribeForm";

/** The report form (§3–§5, §7) as an island. `idPrefix` prefixes its control ids. */
export default function ReportForm({ idPrefix, submitLabel, className }: { idPrefix: string; submitLabel?: string; className?: string }) {
  return <SubscribeForm spec={reportForm} validate={validateReport as (values: Record<string, string>) => ValidationResult<string>} idPrefix={idPrefix} submitLabel={submitLabel} className={className} />;
}
