// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { FormField, ValidationResult } from "../model";

/** Field names of the contact form. */
export type ContactField = "name" | "email" | "country" | "reason" | "message";
/** Values of the contact form as typed. */
export type ContactValues = Record<ContactField, string>;
/** The contact form from spec/forms/contact.yaml. */
export const contactForm: { readonly id: string; readonly heading: string; readonly intro: string | null; readonly fields: readonly (FormField & { readonly name: ContactField })[]; readonly submit: { readonly label: string; readonly sending: string; readonly success: string; readonly successMs: number; readonly requiredHint: string }; readonly transport: { readonly kind: "emailjs"; readonly origin: string; readonly serviceId: string; readonly templateId: string; readonly publicKey: string; readonly blockHeadless: boolean; readonly blockList: readonly string[]; readonly limitRate: { readonly id: string; readonly throttleMs: number } } } = {
  id: "contact",
  heading: "Get in touch",
  intro: "Tell us where you are and what you need. A strategist replies within one working day.",
  fields: [
    {
      name: "name",
      label: "Full name",
      type: "text",
      autocomplete: "name",
      placeholder: "Your full name",
      options: [],
      required: true,
    },
    {
      name: "email",
      label: "Email address",
      type: "email",
      autocomplete: "email",
      placeholder: "you@company.com",
      options: [],
      required: true,
    },
    {
      name: "country",
      label: "Country",
      type: "select",
      autocomplete: null,
      placeholder: "Select Country",
      options: ["South Africa", "Uganda", "Nigeria", "Kenya", "Rwanda", "United Kingdom", "Other"],
      required: true,
    },
    {
      name: "reason",
      label: "Reason for contacting us",
      type: "select",
      autocomplete: null,
      placeholder: "Select Reason",
      options: [
        "Other",
        "Media",
        "Events",
        "Digital",
        "Creative",
        "Tech Solutions",
        "General Inquiry",
        "Public Relations",
      ],
      required: true,
    },
    {
      name: "message",
      label: "Message",
      type: "textarea",
      autocomplete: null,
      placeholder: "Tell us about your brand, market and goals",
      options: [],
      required: false,
    },
  ],
  submit: {
    label: "Send Message",
    sending: "Sending...",
    success: "Success! Your message has been sent.",
    successMs: 5000,
    requiredHint: "Fields marked * are required.",
  },
  transport: {
    kind: "emailjs",
    origin: "",
    serviceId: "service_blu_site",
    templateId: "template_contact",
    publicKey: "blu-public-key",
    blockHeadless: false,
    blockList: [],
    limitRate: {
      id: "contact-form",
      throttleMs: 3000,
    },
  },
};
/** Text, @, text, dot, text (§5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the contact form against its validation table, rules in order, first failure per field wins.
 * Returns the trimmed values, or one message per failing field. Pure; never throws.
 */
export function validateContact(values: ContactValues): ValidationResult<ContactField> {
  const v: ContactValues = { name: values.name.trim(), email: values.email.trim(), country: values.country.trim(), reason: values.reason.trim(), message: values.message.trim() };
  const errors: Partial<Record<ContactField, string>> = {};
  if (errors.name === undefined && !(v.name !== "")) errors.name = "Name is required";
  if (errors.email === undefined && !(v.email !== "")) errors.email = "Email is required";
  if (errors.email === undefined && !(v.email === "" || EMAIL_PATTERN.test(v.email))) errors.email = "Email is invalid";
  if (errors.country === undefined && !(v.country !== "" && v.country !== "Select Country")) errors.country = "Please select a country";
  if (errors.reason === undefined && !(v.reason !== "" && v.reason !== "Select Reason")) errors.reason = "Please select a reason";
  return Object.keys(errors).length === 0 ? { valid: true, value: v } : { valid: false, errors };
}
