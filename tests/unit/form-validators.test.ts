/**
 * The generated validators of every form of spec/forms/, table-driven over the generated
 * data (generated/forms/index.ts): each form's fields and its rules as rows. Nothing here names
 * a launch field or types itself against a form's fields, so a field or form added in YAML is
 * tested by the same table and can never break `npm run typecheck`. The launch forms' validation
 * messages, which visitors read, are pinned by the inline snapshots at the end.
 */
import { describe, expect, it } from "vitest";
import { forms } from "../../generated/forms/index.ts";
import type { FormField, FormRuleSpec, FormSpec } from "../../model/index.ts";
import { LINK_PROBES, isLink } from "./support/links.ts";

/**
 * The rule semantics of the schema (form.schema.json `rule`), written independently of the
 * generator: true when a trimmed value passes the rule.
 */
const passes = (rule: FormRuleSpec, field: FormField, v: string): boolean => {
  switch (rule.rule) {
    case "required":
      return v !== "";
    case "email":
      return v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
    case "link":
      return v === "" || (v.length <= 2000 && isLink(v));
    case "chosen":
      return v !== "" && v !== field.placeholder;
    case "minLength":
      return v === "" || v.length >= rule.arg!;
    case "maxLength":
      return v.length <= rule.arg!;
    case "minDigits":
      return v === "" || v.replace(/\D/g, "").length >= rule.arg!;
  }
};

/** The message a field's value gets: its first failing rule's, in table order, or none. */
const expected = (spec: FormSpec, field: FormField, raw: string): string | undefined =>
  spec.rules.find((r) => r.field === field.name && !passes(r, field, raw.trim()))?.message;

/** A value that passes every rule of a field, chosen from its type and its rules' bounds. */
function validValue(spec: FormSpec, field: FormField): string {
  if (field.type === "select") return field.initial || field.options[0]!.value;
  if (field.type === "email") return "amina@example.co.ke";
  if (field.type === "link") return "https://www.behance.net/amina-okafor";
  const digits = spec.rules.find((r) => r.field === field.name && r.rule === "minDigits")?.arg;
  if (field.type === "tel" || digits != null) return `+${"7".repeat(Math.max(digits ?? 0, 12))}`;
  const min = Math.max(field.minLength ?? 1, 1);
  const max = field.maxLength ?? Number.POSITIVE_INFINITY;
  const len = Math.min(Math.max(min, 12), max);
  return "Amina Okafor".padEnd(len, "x").slice(0, len);
}

const baseline = (spec: FormSpec): Record<string, string> => Object.fromEntries(spec.fields.map((f) => [f.name, validValue(spec, f)]));

/** Values that put a rule to the test: some must fail it, the edges next to them pass. */
function probes(rule: FormRuleSpec, field: FormField): string[] {
  switch (rule.rule) {
    case "required":
      return ["", "   ", " \t\n ", "x"];
    case "email":
      return ["a@b", "a b@c.d", "@c.d", "amina.example.com", "a@@b.co", "a@b.", "a@b.c", " first.last+blu@mail.example.co.uk\t"];
    case "link":
      return [...LINK_PROBES];
    case "chosen":
      return ["", ...(field.placeholder ? [field.placeholder, `  ${field.placeholder} `] : []), ...field.options.map((o) => o.value)];
    case "minLength":
      return ["N".repeat(rule.arg! - 1), ` ${"N".repeat(rule.arg! - 1)}  `, "N".repeat(rule.arg!)];
    case "maxLength":
      return ["N".repeat(rule.arg!), ` ${"N".repeat(rule.arg!)} `, "N".repeat(rule.arg! + 1)];
    case "minDigits": {
      const n = rule.arg!;
      const grouped = (count: number) => `+${"7".repeat(count)}`.replace(/(\d{3})(?=\d)/g, "$1 ");
      return [grouped(n - 1), grouped(n), `(${"0".repeat(Math.max(n - 1, 0))}) 1-`];
    }
  }
}

const all = Object.values(forms);

describe("every form's generated data", () => {
  it.each(all.map((f) => [f.spec.id, f] as const))("%s: its rules name its fields and required matches the rules", (_id, { spec }) => {
    const names = spec.fields.map((f) => f.name);
    for (const r of spec.rules) expect(names, `${r.field} ${r.rule}`).toContain(r.field);
    for (const f of spec.fields) expect(f.required, f.name).toBe(spec.rules.some((r) => r.field === f.name && (r.rule === "required" || r.rule === "chosen")));
  });
});

describe.each(all.map((f) => [f.spec.id, f] as const))("validator of the %s form", (_id, { spec, validate }) => {
  const valid = baseline(spec);

  it("accepts values that pass every rule and returns them trimmed, field by field", () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, `  ${v}\t\n`]));
    expect(validate(padded)).toEqual({ valid: true, value: valid });
  });

  it("drops names that are not its fields, and reads a missing field as empty", () => {
    const result = validate({ ...valid, notAField: "x" });
    expect(result).toEqual({ valid: true, value: valid });
    for (const field of spec.fields) {
      const { [field.name]: _gone, ...rest } = valid;
      const message = expected(spec, field, "");
      expect(validate(rest), field.name).toEqual(
        message === undefined ? { valid: true, value: { ...valid, [field.name]: "" } } : { valid: false, errors: { [field.name]: message } },
      );
    }
  });

  const rows = spec.rules.flatMap((rule, i) => {
    const field = spec.fields.find((f) => f.name === rule.field)!;
    return probes(rule, field).map(
      (value) =>
        [
          `row ${i} ${rule.field} ${rule.rule}${rule.arg === null ? "" : ` ${rule.arg}`}: ${JSON.stringify(value.length > 24 ? `${value.slice(0, 12)}…(${value.length})` : value)}`,
          field,
          value,
        ] as const,
    );
  });
  it.each(rows)("%s", (_name, field, value) => {
    const message = expected(spec, field, value);
    const result = validate({ ...valid, [field.name]: value });
    if (message === undefined) expect(result).toEqual({ valid: true, value: { ...valid, [field.name]: value.trim() } });
    else expect(result).toEqual({ valid: false, errors: { [field.name]: message } });
  });

  it("puts every row of its table to work: some probe gets that row's message", () => {
    spec.rules.forEach((rule, i) => {
      const field = spec.fields.find((f) => f.name === rule.field)!;
      const messages = probes(rule, field)
        .map((value) => validate({ ...valid, [field.name]: value }))
        .flatMap((r) => (r.valid ? [] : [r.errors[field.name]]));
      expect(messages, `row ${i}: ${rule.field} ${rule.rule}`).toContain(rule.message);
    });
  });

  it("accepts every option of every select", () => {
    for (const field of spec.fields.filter((f) => f.type === "select")) {
      for (const { value } of field.options) expect(validate({ ...valid, [field.name]: value }).valid, `${field.name}: ${value}`).toBe(true);
    }
  });

  it("accepts an optional field left blank", () => {
    for (const field of spec.fields.filter((f) => !f.required)) expect(validate({ ...valid, [field.name]: "  " }).valid, field.name).toBe(true);
  });

  it("gives one message per failing field when every field fails at once (its first failing rule)", () => {
    const bad = Object.fromEntries(
      spec.fields.map((f) => [f.name, f.type === "select" ? (f.placeholder ?? "") : f.type === "email" ? "a@b" : f.required ? " " : "1"]),
    );
    const want = Object.fromEntries(
      spec.fields.flatMap((f) => {
        const m = expected(spec, f, bad[f.name]!);
        return m === undefined ? [] : [[f.name, m]];
      }),
    );
    expect(validate(bad)).toEqual(
      Object.keys(want).length === 0
        ? { valid: true, value: Object.fromEntries(Object.entries(bad).map(([k, v]) => [k, v.trim()])) }
        : { valid: false, errors: want },
    );
  });
});

/** A form's texts as a visitor reads them: each table row, and the browser forms' one message. */
const texts = (id: string) => {
  const spec = forms[id]!.spec;
  return {
    rules: spec.rules.map((r) => `${r.field} ${r.rule}${r.arg === null ? "" : ` ${r.arg}`}: ${r.message}`),
    ...(spec.invalidMessage ? { invalidMessage: spec.invalidMessage } : {}),
  };
};

describe("Messages of the launch forms (user-facing)", () => {
  it("contact and lead: the validation tables", () => {
    expect({ contact: texts("contact"), lead: texts("lead") }).toMatchInlineSnapshot(`
      {
        "contact": {
          "rules": [
            "name required: Name is required",
            "email required: Email is required",
            "email email: Email is invalid",
            "country chosen: Please select a country",
            "reason chosen: Please select a reason",
            "message maxLength 10000: Message must be at most 10,000 characters",
          ],
        },
        "lead": {
          "rules": [
            "name required: Please enter your name",
            "name minLength 2: Name must be at least 2 characters",
            "name maxLength 50: Name must be less than 50 characters",
            "businessName required: Please enter your business name",
            "businessName minLength 2: Business name must be at least 2 characters",
            "businessName maxLength 100: Business name must be less than 100 characters",
            "email required: Please enter your email address",
            "email email: Please enter a valid email address",
            "phone minDigits 10: Phone number must be at least 10 digits",
          ],
        },
      }
    `);
  });

  it("newsletter and report: browser validity, one message", () => {
    expect({ newsletter: texts("newsletter"), report: texts("report") }).toMatchInlineSnapshot(`
      {
        "newsletter": {
          "invalidMessage": "Please fill in all fields with valid information.",
          "rules": [
            "firstName required: Please enter your first name",
            "lastName required: Please enter your last name",
            "email required: Please enter your email address",
            "email email: Please enter a valid email address",
          ],
        },
        "report": {
          "invalidMessage": "Please fill in all fields with valid information.",
          "rules": [
            "email required: Please enter your email address",
            "email email: Please enter a valid email address",
            "firstName required: Please enter your first name",
            "lastName required: Please enter your last name",
            "company required: Please enter your company",
          ],
        },
      }
    `);
  });
});
