// Generated from spec/ by generator/. Do not edit: change spec/ and run `npm run generate`.
import type { FormSpec, ValidationResult } from "../../model/index.ts";

/** Field names of the lead form. */
export type LeadField = "name" | "email" | "businessName" | "phone" | "adTimeframe";
/** Values of the lead form as typed. */
export type LeadValues = Record<LeadField, string>;
/** The lead form from spec/forms/lead.yaml. */
export const leadForm: FormSpec<LeadField> & { readonly transport: { readonly kind: "mailchimp" } } = {
  id: "lead",
  heading: "Get your free strategy call",
  intro: "Tell us about your business and we will show you how many qualified leads social ads can bring you.",
  validation: "table",
  invalidMessage: null,
  fields: [
    {
      name: "name",
      label: "Your name",
      type: "text",
      autocomplete: "name",
      placeholder: "e.g. Amina Wanjiru",
      hint: null,
      options: [],
      initial: "",
      required: true,
      submitAs: "FNAME",
      minLength: 2,
      maxLength: 50,
      pattern: null,
    },
    {
      name: "email",
      label: "Work email",
      type: "email",
      autocomplete: "email",
      placeholder: "you@company.com",
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
      name: "businessName",
      label: "Your business",
      type: "text",
      autocomplete: null,
      placeholder: "What do you sell, and to whom?",
      hint: "A sentence is enough, for example \"B2B logistics software for East African retailers\".",
      options: [],
      initial: "",
      required: true,
      submitAs: "MMERGE6",
      minLength: 2,
      maxLength: 100,
      pattern: null,
    },
    {
      name: "phone",
      label: "Phone (optional)",
      type: "tel",
      autocomplete: "tel",
      placeholder: "+256 700 000 000",
      hint: null,
      options: [],
      initial: "",
      required: false,
      submitAs: "PHONE",
      minLength: null,
      maxLength: null,
      pattern: "(?:\\D*\\d){10}.*",
    },
    {
      name: "adTimeframe",
      label: "When would you like to start advertising?",
      type: "select",
      autocomplete: null,
      placeholder: null,
      hint: null,
      options: [
        {
          label: "As soon as possible",
          value: "As soon as Possible",
        },
        {
          label: "Within a few weeks",
          value: "Within a few Weeks",
        },
        {
          label: "Within 1-3 months",
          value: "Within 1-3 Months",
        },
        {
          label: "I'm just exploring for now",
          value: "I'm just exploring for Now",
        },
      ],
      initial: "As soon as Possible",
      required: false,
      submitAs: "MMERGE9",
      minLength: null,
      maxLength: null,
      pattern: null,
    },
  ],
  submit: {
    label: "Get my free strategy call",
    sending: "Sending...",
    icon: null,
    success: "Thank you",
    successDetail: "We have your details. A BLU strategist will be in touch within one working day to book your 30-minute call.",
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
      message: "Please enter your name",
    },
    {
      field: "name",
      rule: "minLength",
      arg: 2,
      message: "Name must be at least 2 characters",
    },
    {
      field: "name",
      rule: "maxLength",
      arg: 50,
      message: "Name must be less than 50 characters",
    },
    {
      field: "businessName",
      rule: "required",
      arg: null,
      message: "Please enter your business name",
    },
    {
      field: "businessName",
      rule: "minLength",
      arg: 2,
      message: "Business name must be at least 2 characters",
    },
    {
      field: "businessName",
      rule: "maxLength",
      arg: 100,
      message: "Business name must be less than 100 characters",
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
    {
      field: "phone",
      rule: "minDigits",
      arg: 10,
      message: "Phone number must be at least 10 digits",
    },
  ],
  transport: {
    kind: "mailchimp",
    origin: "",
    serviceOrigins: [],
    path: "/subscribe/post",
    u: "5f1c0e2b9a7d4c3e8b6a1f0d2",
    listId: "a41b7c9d2e",
    tags: "2004617",
    honeypot: "b_5f1c0e2b9a7d4c3e8b6a1f0d2_a41b7c9d2e",
    ajax: false,
  },
};
/** Text, @, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the lead form against its validation table, rules in order, first failure per field wins.
 * Returns the trimmed values, or one message per failing field. Pure; never throws.
 */
export function validateLead(values: LeadValues): ValidationResult<LeadField> {
  const v: LeadValues = { name: (values.name ?? "").trim(), email: (values.email ?? "").trim(), businessName: (values.businessName ?? "").trim(), phone: (values.phone ?? "").trim(), adTimeframe: (values.adTimeframe ?? "").trim() };
  const errors: Partial<Record<LeadField, string>> = {};
  if (errors.name === undefined && !(v.name !== "")) errors.name = "Please enter your name";
  if (errors.name === undefined && !(v.name === "" || v.name.length >= 2)) errors.name = "Name must be at least 2 characters";
  if (errors.name === undefined && !(v.name.length <= 50)) errors.name = "Name must be less than 50 characters";
  if (errors.businessName === undefined && !(v.businessName !== "")) errors.businessName = "Please enter your business name";
  if (errors.businessName === undefined && !(v.businessName === "" || v.businessName.length >= 2)) errors.businessName = "Business name must be at least 2 characters";
  if (errors.businessName === undefined && !(v.businessName.length <= 100)) errors.businessName = "Business name must be less than 100 characters";
  if (errors.email === undefined && !(v.email !== "")) errors.email = "Please enter your email address";
  if (errors.email === undefined && !(v.email === "" || EMAIL_PATTERN.test(v.email))) errors.email = "Please enter a valid email address";
  if (errors.phone === undefined && !(v.phone === "" || v.phone.replace(/\D/g, "").length >= 10)) errors.phone = "Phone number must be at least 10 digits";
  return Object.keys(errors).length === 0 ? { valid: true, value: v } : { valid: false, errors };
}
