import { describe, expect, it } from "vitest";
import { type ContactValues, contactForm, validateContact } from "../../generated/forms/contact.ts";

const valid: ContactValues = {
  name: "Amina Okafor",
  email: "amina@example.co.ke",
  country: "Kenya",
  reason: "Media",
  message: "We are launching in Nairobi.",
};

const withValues = (patch: Partial<ContactValues>): ContactValues => ({ ...valid, ...patch });

describe("validateContact (§5 contact validation table)", () => {
  it("accepts a fully valid form and returns the trimmed values", () => {
    const result = validateContact({
      name: "  Amina Okafor ",
      email: " amina@example.co.ke\t",
      country: " Kenya ",
      reason: "Media  ",
      message: "\n We are launching in Nairobi. \n",
    });
    expect(result).toEqual({
      valid: true,
      value: {
        name: "Amina Okafor",
        email: "amina@example.co.ke",
        country: "Kenya",
        reason: "Media",
        message: "We are launching in Nairobi.",
      },
    });
  });

  // One failing field per case: the message is the one from spec/forms/contact.yaml.
  it.each<[string, { given: Partial<ContactValues>; want: Partial<Record<keyof ContactValues, string>> }]>([
    ["name empty", { given: { name: "" }, want: { name: "Name is required" } }],
    ["name whitespace only", { given: { name: " \t\n " }, want: { name: "Name is required" } }],
    ["email empty", { given: { email: "" }, want: { email: "Email is required" } }],
    ["email whitespace only gives required, not invalid", { given: { email: "   " }, want: { email: "Email is required" } }],
    ["email without a dot after @", { given: { email: "a@b" }, want: { email: "Email is invalid" } }],
    ["email with a space", { given: { email: "a b@c.d" }, want: { email: "Email is invalid" } }],
    ["email without a name", { given: { email: "@c.d" }, want: { email: "Email is invalid" } }],
    ["email without @", { given: { email: "amina.example.com" }, want: { email: "Email is invalid" } }],
    ["email with two @", { given: { email: "a@@b.co" }, want: { email: "Email is invalid" } }],
    ["email ending in a dot", { given: { email: "a@b." }, want: { email: "Email is invalid" } }],
    ["country empty", { given: { country: "" }, want: { country: "Please select a country" } }],
    ["country placeholder", { given: { country: "Select Country" }, want: { country: "Please select a country" } }],
    ["country placeholder with spaces", { given: { country: "  Select Country " }, want: { country: "Please select a country" } }],
    ["reason empty", { given: { reason: "" }, want: { reason: "Please select a reason" } }],
    ["reason placeholder", { given: { reason: "Select Reason" }, want: { reason: "Please select a reason" } }],
  ])("%s", (_name, { given, want }) => {
    expect(validateContact(withValues(given))).toEqual({ valid: false, errors: want });
  });

  it.each<[string, { given: Partial<ContactValues> }]>([
    ["message empty (optional)", { given: { message: "" } }],
    ["message whitespace only (optional)", { given: { message: "   " } }],
    ["simple email", { given: { email: "a@b.c" } }],
    ["email with plus and subdomain", { given: { email: "first.last+blu@mail.example.co.uk" } }],
    ["every country option", { given: { country: "United Kingdom" } }],
    ["reason with a space", { given: { reason: "Public Relations" } }],
  ])("passes: %s", (_name, { given }) => {
    expect(validateContact(withValues(given)).valid).toBe(true);
  });

  it("accepts every option the form offers", () => {
    const [, , country, reason] = contactForm.fields;
    for (const c of country.options) expect(validateContact(withValues({ country: c })).valid, c).toBe(true);
    for (const r of reason.options) expect(validateContact(withValues({ reason: r })).valid, r).toBe(true);
  });

  it("returns one message per failing field when several fail at once", () => {
    expect(validateContact({ name: " ", email: "a@b", country: "Select Country", reason: "", message: "" })).toMatchInlineSnapshot(`
      {
        "errors": {
          "country": "Please select a country",
          "email": "Email is invalid",
          "name": "Name is required",
          "reason": "Please select a reason",
        },
        "valid": false,
      }
    `);
  });

  it("gives the first failing rule of a field: required wins over email", () => {
    const result = validateContact({ ...valid, email: "" });
    expect(result).toEqual({ valid: false, errors: { email: "Email is required" } });
  });
});
