import { Island } from "../islands/Island";

/** Which of the four forms (§3): contact, lead, newsletter or report. */
export type FormKind = "contact" | "lead" | "newsletter" | "report";

const ISLAND = { contact: "ContactForm", lead: "LeadForm", newsletter: "NewsletterForm", report: "ReportForm" } as const;

/**
 * Places one of the four forms as an island. The HTML is a complete form that posts to its
 * real endpoint, so it works before and without JavaScript; hydration (on the first pointer,
 * touch or focus inside the form; what was typed before stays) adds the §5 validation
 * messages, the §4 states and sending in the background.
 * `idPrefix` prefixes the control ids; `submitLabel` replaces the form's own button text.
 */
export function FormIsland({ form, idPrefix, submitLabel, className }: { form: FormKind; idPrefix: string; submitLabel?: string; className?: string }) {
  return <Island name={ISLAND[form]} client="interaction" props={{ idPrefix, submitLabel, className }} />;
}
