import { ContactForm as Form } from "../forms/ContactForm";

/** §3–§5, §7 The contact form as an island. `idPrefix` prefixes its control ids. */
export default function ContactForm({ idPrefix, submitLabel, className }: { idPrefix: string; submitLabel?: string; className?: string }) {
  return <Form idPrefix={idPrefix} submitLabel={submitLabel} className={className} />;
}
