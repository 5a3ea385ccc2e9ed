import { describe, expect, it } from "vitest";
import { validateLead, type LeadValues } from "../../generated/forms/lead.ts";
import { validateNewsletter } from "../../generated/forms/newsletter.ts";
import { validateReport } from "../../generated/forms/report.ts";

const valid: LeadValues = { name: "Amina Wanjiru", email: "amina@example.com", businessName: "Logistics software for retailers", phone: "", adTimeframe: "As soon as Possible" };

/** §5 Lead form table, row by row, plus the edges the issue names. */
const cases: [string, { given: Partial<LeadValues>; want: Partial<Record<keyof LeadValues, string>> | "valid" }][] = [
  ["all valid", { given: {}, want: "valid" }],
  ["name required", { given: { name: "" }, want: { name: "Please enter your name" } }],
  ["name whitespace only", { given: { name: "   " }, want: { name: "Please enter your name" } }],
  ["name 1 character", { given: { name: "A" }, want: { name: "Name must be at least 2 characters" } }],
  ["name trimmed to 1", { given: { name: "  A " }, want: { name: "Name must be at least 2 characters" } }],
  ["name exactly 2", { given: { name: "Al" }, want: "valid" }],
  ["name exactly 50", { given: { name: "N".repeat(50) }, want: "valid" }],
  ["name 51", { given: { name: "N".repeat(51) }, want: { name: "Name must be less than 50 characters" } }],
  ["business required", { given: { businessName: "" }, want: { businessName: "Please enter your business name" } }],
  ["business 1", { given: { businessName: "B" }, want: { businessName: "Business name must be at least 2 characters" } }],
  ["business exactly 100", { given: { businessName: "B".repeat(100) }, want: "valid" }],
  ["business 101", { given: { businessName: "B".repeat(101) }, want: { businessName: "Business name must be less than 100 characters" } }],
  ["email required", { given: { email: "" }, want: { email: "Please enter your email address" } }],
  ["email without dot", { given: { email: "a@b" }, want: { email: "Please enter a valid email address" } }],
  ["email with space", { given: { email: "a b@c.d" }, want: { email: "Please enter a valid email address" } }],
  ["phone optional", { given: { phone: "" }, want: "valid" }],
  ["phone 9 digits", { given: { phone: "070 012 345" }, want: { phone: "Phone number must be at least 10 digits" } }],
  ["phone with + and spaces", { given: { phone: "+256 700 123 456" }, want: "valid" }],
  ["phone dashes and brackets", { given: { phone: "(0700) 123-456" }, want: "valid" }],
  ["several at once", { given: { name: "", email: "x", phone: "12" }, want: { name: "Please enter your name", email: "Please enter a valid email address", phone: "Phone number must be at least 10 digits" } }],
];

describe("validateLead (§5 Lead form)", () => {
  it.each(cases)("%s", (_name, { given, want }) => {
    const result = validateLead({ ...valid, ...given });
    if (want === "valid") expect(result.valid).toBe(true);
    else expect(result).toEqual({ valid: false, errors: want });
  });

  it("returns trimmed values", () => {
    expect(validateLead({ ...valid, name: "  Amina  " })).toMatchObject({ valid: true, value: { name: "Amina" } });
  });
});

describe("newsletter and report validators (§5: all required, email type)", () => {
  it("newsletter", () => {
    expect(validateNewsletter({ firstName: "", lastName: "M", email: "k@e.co" }).valid).toBe(false);
    expect(validateNewsletter({ firstName: "K", lastName: "M", email: "k@e.co" }).valid).toBe(true);
  });
  it("report", () => {
    expect(validateReport({ email: "i@e.co", firstName: "I", lastName: "U", company: "" }).valid).toBe(false);
    expect(validateReport({ email: "i@e.co", firstName: "I", lastName: "U", company: "K" }).valid).toBe(true);
  });
});
