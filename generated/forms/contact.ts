// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { FormSpec, ValidationResult } from "../../model/index.ts";

/** Field names of the contact form. */
export type ContactField = "name" | "email" | "country" | "reason" | "message";
/** Values of the contact form as typed. */
export type ContactValues = Record<ContactField, string>;
/** The contact form from spec/forms/contact.yaml. */
export const contactForm: FormSpec<ContactField> & { readonly transport: { readonly kind: "emailjs" } } = {
  id: "contact",
  heading: "Get in touch",
  intro: "Tell us where you are and what you need. A strategist replies within one working day.",
  validation: "table",
  invalidMessage: null,
  fields: [
    {
      name: "name",
      label: "Full name",
      type: "text",
      autocomplete: "name",
      placeholder: "Your full name",
      hint: null,
      options: [],
      initial: "",
      required: true,
      submitAs: "name",
      minLength: null,
      maxLength: null,
      pattern: null,
    },
    {
      name: "email",
      label: "Email address",
      type: "email",
      autocomplete: "email",
      placeholder: "you@company.com",
      hint: null,
      options: [],
      initial: "",
      required: true,
      submitAs: "email",
      minLength: null,
      maxLength: null,
      pattern: null,
    },
    {
      name: "country",
      label: "Country",
      type: "select",
      autocomplete: null,
      placeholder: "Select country",
      hint: null,
      options: [
        {
          label: "South Africa",
          value: "South Africa",
        },
        {
          label: "Uganda",
          value: "Uganda",
        },
        {
          label: "Nigeria",
          value: "Nigeria",
        },
        {
          label: "Kenya",
          value: "Kenya",
        },
        {
          label: "Rwanda",
          value: "Rwanda",
        },
        {
          label: "United Kingdom",
          value: "United Kingdom",
        },
        {
          label: "Other",
          value: "Other",
        },
      ],
      initial: "",
      required: true,
      submitAs: "country",
      minLength: null,
      maxLength: null,
      pattern: null,
    },
    {
      name: "reason",
      label: "Reason for contacting us",
      type: "select",
      autocomplete: null,
      placeholder: "Select reason",
      hint: null,
      options: [
        {
          label: "Other",
          value: "Other",
        },
        {
          label: "Media",
          value: "Media",
        },
        {
          label: "Events",
          value: "Events",
        },
        {
          label: "Digital",
          value: "Digital",
        },
        {
          label: "Creative",
          value: "Creative",
        },
        {
          label: "Tech Solutions",
          value: "Tech Solutions",
        },
        {
          label: "General enquiry",
          value: "General enquiry",
        },
        {
          label: "Public relations",
          value: "Public relations",
        },
      ],
      initial: "",
      required: true,
      submitAs: "reason",
      minLength: null,
      maxLength: null,
      pattern: null,
    },
    {
      name: "message",
      label: "Message",
      type: "textarea",
      autocomplete: null,
      placeholder: "Tell us about your brand, market and goals",
      hint: null,
      options: [],
      initial: "",
      required: false,
      submitAs: "message",
      minLength: null,
      maxLength: 10000,
      pattern: null,
    },
  ],
  submit: {
    label: "Send message",
    sending: "Sending...",
    icon: "Send",
    success: "Success! Your message has been sent.",
    successDetail: null,
    successMs: 5000,
    onSuccess: "replace",
    failure: null,
    requiredHint: "Fields marked * are required.",
    download: null,
  },
  rules: [
    {
      field: "name",
      rule: "required",
      arg: null,
      message: "Name is required",
    },
    {
      field: "email",
      rule: "required",
      arg: null,
      message: "Email is required",
    },
    {
      field: "email",
      rule: "email",
      arg: null,
      message: "Email is invalid",
    },
    {
      field: "country",
      rule: "chosen",
      arg: null,
      message: "Please select a country",
    },
    {
      field: "reason",
      rule: "chosen",
      arg: null,
      message: "Please select a reason",
    },
    {
      field: "message",
      rule: "maxLength",
      arg: 10000,
      message: "Message must be at most 10,000 characters",
    },
  ],
  transport: {
    kind: "emailjs",
    origin: "",
    serviceOrigins: ["https://api.emailjs.com"],
    serviceId: "service_blu_site",
    templateId: "template_contact",
    publicKey: "blu-public-key",
    blockHeadless: false,
    blockList: [],
    limitRate: {
      id: "contact-form",
      throttleMs: 3000,
    },
    honeypot: "b_contact_form",
  },
};
/** Text, @, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the contact form against its validation table, rules in order, first failure per field wins.
 * Returns the trimmed values, or one message per failing field. Pure; never throws.
 */
export function validateContact(values: ContactValues): ValidationResult<ContactField> {
  const v: ContactValues = { name: (values.name ?? "").trim(), email: (values.email ?? "").trim(), country: (values.country ?? "").trim(), reason: (values.reason ?? "").trim(), message: (values.message ?? "").trim() };
  const errors: Partial<Record<ContactField, string>> = {};
  if (errors.name === undefined && !(v.name !== "")) errors.name = "Name is required";
  if (errors.email === undefined && !(v.email !== "")) errors.email = "Email is required";
  if (errors.email === undefined && !(v.email === "" || EMAIL_PATTERN.test(v.email))) errors.email = "Email is invalid";
  if (errors.country === undefined && !(v.country !== "" && v.country !== "Select country")) errors.country = "Please select a country";
  if (errors.reason === undefined && !(v.reason !== "" && v.reason !== "Select reason")) errors.reason = "Please select a reason";
  if (errors.message === undefined && !(v.message.length <= 10000)) errors.message = "Message must be at most 10,000 characters";
  return Object.keys(errors).length === 0 ? { valid: true, value: v } : { valid: false, errors };
}
