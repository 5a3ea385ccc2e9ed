// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { FormSpec, ValidationResult } from "../../model/index.ts";

/** Field names of the newsletter form. */
export type NewsletterField = "firstName" | "lastName" | "email";
/** Values of the newsletter form as typed. */
export type NewsletterValues = Record<NewsletterField, string>;
/** The newsletter form from spec/forms/newsletter.yaml. */
export const newsletterForm: FormSpec<NewsletterField> & { readonly transport: { readonly kind: "mailchimp" } } = {
  id: "newsletter",
  heading: "Get the monthly briefing",
  intro: "One email a month. Unsubscribe in one click.",
  validation: "browser",
  invalidMessage: "Please fill in all fields with valid information.",
  fields: [
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
      name: "email",
      label: "Email address",
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
  ],
  submit: {
    label: "Sign up",
    sending: "Signing up...",
    icon: null,
    success: "Thanks for subscribing!",
    successDetail: "Your first issue arrives at the start of next month.",
    successMs: null,
    onSuccess: "clear",
    failure: "Oops! Something went wrong. Please try again.",
    requiredHint: "All fields are required.",
    download: null,
  },
  rules: [
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
  ],
  transport: {
    kind: "mailchimp",
    origin: "",
    serviceOrigins: [],
    path: "/subscribe/post",
    u: "5f1c0e2b9a7d4c3e8b6a1f0d2",
    listId: "a41b7c9d2e",
    tags: "2004618",
    honeypot: "b_5f1c0e2b9a7d4c3e8b6a1f0d2_a41b7c9d2e",
    ajax: true,
  },
};
/** Text, @, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the newsletter form against its validation table, rules in order, first failure per field wins.
 * Returns the trimmed values, or one message per failing field. Pure; never throws.
 */
export function validateNewsletter(values: NewsletterValues): ValidationResult<NewsletterField> {
  const v: NewsletterValues = { firstName: (values.firstName ?? "").trim(), lastName: (values.lastName ?? "").trim(), email: (values.email ?? "").trim() };
  const errors: Partial<Record<NewsletterField, string>> = {};
  if (errors.firstName === undefined && !(v.firstName !== "")) errors.firstName = "Please enter your first name";
  if (errors.lastName === undefined && !(v.lastName !== "")) errors.lastName = "Please enter your last name";
  if (errors.email === undefined && !(v.email !== "")) errors.email = "Please enter your email address";
  if (errors.email === undefined && !(v.email === "" || EMAIL_PATTERN.test(v.email))) errors.email = "Please enter a valid email address";
  return Object.keys(errors).length === 0 ? { valid: true, value: v } : { valid: false, errors };
}
