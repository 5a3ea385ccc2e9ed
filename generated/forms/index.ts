// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import { contactForm, validateContact } from "./contact";
import { leadForm, validateLead } from "./lead";
import { newsletterForm, validateNewsletter } from "./newsletter";
import { reportForm, validateReport } from "./report";
import type { FormSpec, ValidationResult } from "../model";
/** Every form of spec/forms/, by id: its data and its validator. */
export const forms: Readonly<Record<string, { readonly spec: FormSpec; readonly validate: (values: Record<string, string>) => ValidationResult<string> }>> = {
  contact: { spec: contactForm, validate: validateContact as (values: Record<string, string>) => ValidationResult<string> },
  lead: { spec: leadForm, validate: validateLead as (values: Record<string, string>) => ValidationResult<string> },
  newsletter: { spec: newsletterForm, validate: validateNewsletter as (values: Record<string, string>) => ValidationResult<string> },
  report: { spec: reportForm, validate: validateReport as (values: Record<string, string>) => ValidationResult<string> },
};
