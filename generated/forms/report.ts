// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { FormSpec, ValidationResult } from "../../model/index.ts";

/** Field names of the report form. */
export type ReportField = "email" | "firstName" | "lastName" | "company";
/** Values of the report form as typed. */
export type ReportValues = Record<ReportField, string>;
/** The report form from spec/forms/report.yaml. */
export const reportForm: FormSpec<ReportField> & { readonly transport: { readonly kind: "mailchimp" } } = {
  id: "report",
  heading: "Download the free report",
  intro: "Customer Service Trends 2026: 6 pages of findings from five African markets, and what to do about each.",
  validation: "browser",
  invalidMessage: "Please fill in all fields with valid information.",
  fields: [
    {
      name: "email",
      label: "Work email",
      type: "email",
      autocomplete: "email",
      placeholder: null,
      hint: null,
      options: [],
      initial: "",
      required: true,
      submitAs: "EMAIL",
      minLength: null,
      maxLength: null,
      pattern: null,
    },
    {
      name: "firstName",
      label: "First name",
      type: "text",
      autocomplete: "given-name",
      placeholder: null,
      hint: null,
      options: [],
      initial: "",
      required: true,
      submitAs: "FNAME",
      minLength: null,
      maxLength: null,
      pattern: null,
    },
    {
      name: "lastName",
      label: "Last name",
      type: "text",
      autocomplete: "family-name",
      placeholder: null,
      hint: null,
      options: [],
      initial: "",
      required: true,
      submitAs: "LNAME",
      minLength: null,
      maxLength: null,
      pattern: null,
    },
    {
      name: "company",
      label: "Company",
      type: "text",
      autocomplete: "organization",
      placeholder: null,
      hint: null,
      options: [],
      initial: "",
      required: true,
      submitAs: "MMERGE6",
      minLength: null,
      maxLength: null,
      pattern: null,
    },
  ],
  submit: {
    label: "Download the report",
    sending: "Sending...",
    icon: null,
    success: "Thank you! Your report is on its way.",
    successDetail: null,
    successMs: null,
    onSuccess: "clear",
    failure: "Oops! Something went wrong. Please try again.",
    requiredHint: "All fields are required.",
    download: {
      href: "/media/reports/customer-service-trends-2026.pdf",
      pages: 6,
      before: "If the download does not start, ",
      linkText: "click here",
      after: " to open the report.",
      redirectMs: 1500,
    },
  },
  rules: [
    {
      field: "email",
      rule: "required",
      arg: null,
      message: "Please enter your email address",
    },
    {
      field: "email",
      rule: "email",
      arg: null,
      message: "Please enter a valid email address",
    },
    {
      field: "firstName",
      rule: "required",
      arg: null,
      message: "Please enter your first name",
    },
    {
      field: "lastName",
      rule: "required",
      arg: null,
      message: "Please enter your last name",
    },
    {
      field: "company",
      rule: "required",
      arg: null,
      message: "Please enter your company",
    },
  ],
  transport: {
    kind: "mailchimp",
    origin: "",
    serviceOrigins: [],
    path: "/subscribe/post",
    u: "5f1c0e2b9a7d4c3e8b6a1f0d2",
    listId: "a41b7c9d2e",
    tags: "2004619",
    honeypot: "b_5f1c0e2b9a7d4c3e8b6a1f0d2_a41b7c9d2e",
    ajax: true,
  },
};
/** Text, @, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the report form against its validation table, rules in order, first failure per field wins.
 * Returns the trimmed values, or one message per failing field. Pure; never throws.
 */
export function validateReport(values: ReportValues): ValidationResult<ReportField> {
  const v: ReportValues = { email: (values.email ?? "").trim(), firstName: (values.firstName ?? "").trim(), lastName: (values.lastName ?? "").trim(), company: (values.company ?? "").trim() };
  const errors: Partial<Record<ReportField, string>> = {};
  if (errors.email === undefined && !(v.email !== "")) errors.email = "Please enter your email address";
  if (errors.email === undefined && !(v.email === "" || EMAIL_PATTERN.test(v.email))) errors.email = "Please enter a valid email address";
  if (errors.firstName === undefined && !(v.firstName !== "")) errors.firstName = "Please enter your first name";
  if (errors.lastName === undefined && !(v.lastName !== "")) errors.lastName = "Please enter your last name";
  if (errors.company === undefined && !(v.company !== "")) errors.company = "Please enter your company";
  return Object.keys(errors).length === 0 ? { valid: true, value: v } : { valid: false, errors };
}
