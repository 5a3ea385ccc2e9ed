// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import { contactForm, validateContact } from "./contact";
import { leadForm, validateLead } from "./lead";
import { newsletterForm, validateNewsletter } from "./newsletter";
import { reportForm, validateReport } from "./report";
import { default as Send } from "lucide-react/icons/send";
import type { LucideIcon } from "lucide-react";
import type { FormSpec, ValidationResult } from "../../model/index.ts";
/** One form of spec/forms/: its data, its validator (trimmed values or one message per field) and its submit icon. */
export interface FormEntry {
  readonly spec: FormSpec;
  readonly validate: (values: Readonly<Record<string, string>>) => ValidationResult<string>;
  readonly icon: LucideIcon | null;
}
/** Every form of spec/forms/, by id. */
export const forms: Readonly<Record<string, FormEntry>> = {
  contact: { spec: contactForm, validate: validateContact as FormEntry["validate"], icon: Send },
  lead: { spec: leadForm, validate: validateLead as FormEntry["validate"], icon: null },
  newsletter: { spec: newsletterForm, validate: validateNewsletter as FormEntry["validate"], icon: null },
  report: { spec: reportForm, validate: validateReport as FormEntry["validate"], icon: null },
};
