/**
 * Transform of spec/forms/<id>.yaml: a form's fields and its ordered validation rules, with
 * the browser-side constraints (required, minlength, maxlength, pattern) made from the rules.
 */
import { Duplicate, FileNameMismatch, FormRuleMismatch, NeededKey, UnknownReference, UnusedKey } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/spec-file.ts";
import type { IR } from "../model/ir.ts";
import type { RawForm } from "../../model/raw/index.ts";
import { type Context, type Path, baseName } from "../normalize/context.ts";
import { exportConst, importModel, printTs, type VirtualFile } from "../emit/print.ts";
import { importIcons } from "../emit/emitters.ts";
import { defineKind } from "./kind.ts";
import type { FormOption, FormSpec } from "../../model/kinds/forms.ts";

/** One form rule as authored (validation tables). */
export type FormRule = NonNullable<RawForm["rules"]>[number];

/** A normalized form with its ordered validation rules. */
export interface FormIR {
  readonly spec: FormSpec;
  readonly rules: readonly FormRule[];
}

declare module "../model/ir.ts" {
  /** The members of the IR this kind gives (its `gives`). */
  interface IR {
    readonly forms: readonly FormIR[];
  }
}

/**
 * The link rule's address, as the source of an HTML `pattern` (the whole value must
 * match): http:// or https:// (in any case), a host name with a dot after its first label
 * (name.tld; a port may follow), then an optional path, query or fragment; no spaces, no user@
 * before the host. The generated validator, the control's `pattern` and the local inbox's JSON
 * Schema all use this one source. Browsers compile a pattern with the `v` flag: the source is
 * valid there, and puts no negated class inside a repeated group (which the V8 of Node 20
 * matches wrongly with `v`). Linear: the first label cannot hold the dot that ends it.
 */
export const LINK_PATTERN = String.raw`[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s\/?#@.]+\.[^\s\/?#@]+(?:[\/?#]\S*)?`;

/** Most characters of a link (the link rule, and the maxlength of every link field): what browsers and servers reliably take of a URL. */
export const LINK_MAX_LENGTH = 2000;

/**
 * Builds every form in file order. A form's id is its file's name (it names generated/forms/<id>.ts,
 * so two forms cannot share one). Rules name fields of their form; length and digit rules
 * take an `arg`, others none; `chosen` applies to selects; `link` applies to link fields, and
 * every link field has a link rule (its message is the visitor's); a field a rule requires is not
 * optional; a select's default is one of its options; browser validation has one message.
 */
export function normalizeForms(ctx: Context, files: readonly SpecFile[]): FormIR[] {
  return files.map((f) => normalizeForm(ctx, f));
}

/**
 * What the texts of a form, and of the page that holds it, may insert by placeholder: {{pages}},
 * the page count of the file it offers (its download's `pages`), written once in the form.
 */
export function formFacts(download: { readonly pages?: number | null } | null | undefined): Record<string, string> {
  const pages = download?.pages;
  return pages === undefined || pages === null ? {} : { pages: String(pages) };
}

/** A select's options as written (a label, or a label and the value sent) as label and value each. */
export function optionsOf(raw: RawForm["fields"][number]["options"]): FormOption[] {
  return (raw ?? []).map((o) => (typeof o === "string" ? { label: o, value: o } : { label: o.label, value: o.value }));
}

/** The option a field's `default` names, by its label or by its value; undefined when none. */
function defaultOption(options: readonly FormOption[], value: string): FormOption | undefined {
  return options.find((o) => o.label === value) ?? options.find((o) => o.value === value);
}

function normalizeForm(ctx: Context, f: SpecFile): FormIR {
  const raw = f.data as RawForm;
  const expected = baseName(f);
  if (raw.id !== expected) ctx.report(f, ["id"], FileNameMismatch, { key: "id", value: raw.id, expected });
  const rules = raw.rules ?? [];
  const names = raw.fields.map((x) => x.name);
  const requiredFields = new Set(rules.filter((r) => r.rule === "required" || r.rule === "chosen").map((r) => r.field));
  rules.forEach((rule, i) => {
    const rp: Path = ["rules", i];
    const field = raw.fields.find((x) => x.name === rule.field);
    if (!field) {
      ctx.report(f, [...rp, "field"], UnknownReference, {
        value: rule.field,
        what: "a field of this form",
        suffix: didYouMeanSuffix(rule.field, names),
        where: `fields: ${names.join(", ")}`,
      });
      return;
    }
    const needsArg = rule.rule === "minLength" || rule.rule === "maxLength" || rule.rule === "minDigits";
    if (needsArg && rule.arg === undefined) ctx.report(f, rp, NeededKey, { key: "arg", why: `${rule.rule} needs a number` });
    if (!needsArg && rule.arg !== undefined) ctx.report(f, [...rp, "arg"], UnusedKey, { key: "arg", why: `by the rule ${rule.rule}` }, true);
    if (rule.rule === "chosen" && field.type !== "select") {
      ctx.report(f, [...rp, "rule"], FormRuleMismatch, {
        detail: `"chosen" applies to select fields only, and ${rule.field} is ${field.type}`,
        fix: "use required for text fields",
      });
    }
    if (rule.rule === "link" && field.type !== "link") {
      ctx.report(f, [...rp, "rule"], FormRuleMismatch, {
        detail: `"link" applies to link fields only, and ${rule.field} is ${field.type}`,
        fix: `set type: link on the field ${rule.field}, which also gives it the browser's web-address keyboard and check`,
      });
    }
    if (rule.rule === "minDigits" && field.type === "link") {
      ctx.report(f, [...rp, "rule"], FormRuleMismatch, {
        detail: `"minDigits" counts the digits of a phone number, and ${rule.field} is a link field`,
        fix: "remove this row; the link rule checks a web address",
      });
    }
  });
  raw.fields.forEach((field, i) => {
    if (field.type === "select" && !field.options) ctx.report(f, ["fields", i], NeededKey, { key: "options", why: "a select lists its options" });
    if (field.type === "link" && !rules.some((r) => r.field === field.name && r.rule === "link")) {
      ctx.report(f, ["fields", i, "type"], FormRuleMismatch, {
        detail: `is link, but no row of rules checks that ${field.name} is a web address`,
        fix: `add a row to rules: "- { field: ${field.name}, rule: link, message: … }", whose message a visitor reads when the link is not an http:// or https:// address`,
      });
    }
    if (field.optional && requiredFields.has(field.name)) {
      ctx.report(
        f,
        ["fields", i, "optional"],
        FormRuleMismatch,
        { detail: `is true, but a rule makes ${field.name} required`, fix: "remove optional or the required rule" },
        true,
      );
    }
    const options = optionsOf(field.options);
    if (field.default !== undefined && field.type === "select" && defaultOption(options, field.default) === undefined) {
      const labels = options.map((o) => o.label);
      ctx.report(f, ["fields", i, "default"], UnknownReference, {
        value: field.default,
        what: "one of the options",
        suffix: didYouMeanSuffix(field.default, labels),
        where: `options: ${labels.join(", ")}`,
      });
    }
    options.forEach((o, oi) => {
      const first = options.findIndex((x) => x.value === o.value);
      if (first < oi)
        ctx.report(f, ["fields", i, "options", oi], Duplicate, {
          value: o.value,
          what: "options of this field",
          rule: "each option sends its own value, or the list cannot tell the answers apart",
        });
    });
  });
  if (raw.validation === "browser" && !raw.invalidMessage)
    ctx.report(f, [], NeededKey, { key: "invalidMessage", why: "with validation: browser, one message is shown for any invalid field" });
  if (raw.submit.download) ctx.download(f, ["submit", "download", "href"], raw.submit.download.href);
  const limit = (name: string, rule: "minLength" | "maxLength" | "minDigits") => rules.find((r) => r.field === name && r.rule === rule)?.arg ?? null;
  const spec: FormSpec = {
    id: raw.id,
    heading: raw.heading,
    intro: raw.intro === undefined ? null : ctx.render(f, ["intro"], raw.intro, formFacts(raw.submit.download)),
    validation: raw.validation,
    invalidMessage: raw.invalidMessage ?? null,
    fields: raw.fields.map((x) => {
      const digits = limit(x.name, "minDigits");
      const max = limit(x.name, "maxLength");
      const link = x.type === "link";
      return {
        name: x.name,
        label: x.label,
        type: x.type,
        autocomplete: x.autocomplete ?? null,
        placeholder: x.placeholder ?? null,
        hint: x.hint ?? null,
        options: optionsOf(x.options),
        initial: x.default === undefined ? "" : (defaultOption(optionsOf(x.options), x.default)?.value ?? x.default),
        required: requiredFields.has(x.name),
        submitAs: x.submitAs ?? x.name,
        minLength: limit(x.name, "minLength"),
        maxLength: link ? Math.min(max ?? LINK_MAX_LENGTH, LINK_MAX_LENGTH) : max,
        pattern: link ? LINK_PATTERN : digits === null ? null : `(?:\\D*\\d){${digits}}.*`,
      };
    }),
    submit: {
      label: raw.submit.label,
      sending: raw.submit.sending,
      icon: raw.submit.icon === undefined ? null : ctx.icon(f, ["submit", "icon"], raw.submit.icon),
      success: raw.submit.success,
      successDetail: raw.submit.successDetail ?? null,
      successMs: raw.submit.successMs ?? null,
      onSuccess: raw.submit.onSuccess ?? "replace",
      failure: raw.submit.failure ?? null,
      requiredHint: raw.submit.requiredHint,
      download: raw.submit.download ? { ...raw.submit.download, pages: raw.submit.download.pages ?? null } : null,
    },
    rules: rules.map((r) => ({ field: r.field, rule: r.rule, arg: r.arg ?? null, message: r.message })),
    transport: { ...raw.transport, serviceOrigins: raw.transport.serviceOrigins ?? [] } as unknown as FormSpec["transport"],
  };
  return { spec, rules };
}

const RULE_CHECK: Record<string, (v: string, arg?: number, placeholder?: string | null) => string> = {
  required: (v) => `${v} !== ""`,
  email: (v) => `${v} === "" || EMAIL_PATTERN.test(${v})`,
  link: (v) => `${v} === "" || (${v}.length <= ${LINK_MAX_LENGTH} && LINK_PATTERN.test(${v}))`,
  chosen: (v, _a, placeholder) => `${v} !== ""${placeholder ? ` && ${v} !== ${JSON.stringify(placeholder)}` : ""}`,
  minLength: (v, a) => `${v} === "" || ${v}.length >= ${a}`,
  maxLength: (v, a) => `${v}.length <= ${a}`,
  minDigits: (v, a) => `${v} === "" || ${v}.replace(/\\D/g, "").length >= ${a}`,
};

/**
 * The PascalCase name a form id gives its generated types and validator: job-application →
 * JobApplication (JobApplicationField, validateJobApplication). An id may start with a digit
 * (2026-survey), which no identifier may: such a name starts with "Form" (Form2026Survey).
 */
export function pascal(id: string): string {
  const name = id.replace(/(^|-)([a-z0-9])/g, (_m, _d, ch: string) => ch.toUpperCase());
  return /^[0-9]/.test(name) ? `Form${name}` : name;
}

/** The name of a form's exported data: contact → contactForm, job-application → jobApplicationForm. */
export function formConst(id: string): string {
  const name = pascal(id);
  return `${name[0]!.toLowerCase()}${name.slice(1)}Form`;
}

/** A form id as a key of an object literal: bare when it can be (contact), quoted otherwise ("job-application"). */
const key = (id: string) => (/^[a-z][a-z0-9]*$/.test(id) ? id : JSON.stringify(id));

/** generated/forms/{id}.ts: a form's data and its pure validator built from the table. */
export function emitForm(ir: FormIR): VirtualFile {
  const form = ir.spec;
  const P = pascal(form.id);
  return printTs(`generated/forms/${form.id}.ts`, (f) => {
    f.addStatements(`/** Field names of the ${form.id} form. */\nexport type ${P}Field = ${form.fields.map((x) => JSON.stringify(x.name)).join(" | ")};`);
    f.addStatements(`/** Values of the ${form.id} form as typed. */\nexport type ${P}Values = Record<${P}Field, string>;`);
    exportConst(
      f,
      formConst(form.id),
      form,
      `FormSpec<${P}Field> & { readonly transport: { readonly kind: ${JSON.stringify(form.transport.kind)} } }`,
      `The ${form.id} form from spec/forms/${form.id}.yaml.`,
    );
    if (ir.rules.some((r) => r.rule === "email"))
      f.addStatements(`/** Text, @, text, dot, text. */\nconst EMAIL_PATTERN = ${String.raw`/^[^\s@]+@[^\s@]+\.[^\s@]+$/`};`);
    if (ir.rules.some((r) => r.rule === "link"))
      f.addStatements(
        `/** http:// or https://, a host name with a dot, then any path, query or fragment; no spaces (the link rule). */\nconst LINK_PATTERN = /^(?:${LINK_PATTERN})$/;`,
      );
    const lines: string[] = [];
    lines.push(`const v: ${P}Values = { ${form.fields.map((x) => `${x.name}: (values.${x.name} ?? "").trim()`).join(", ")} };`);
    lines.push(`const errors: Partial<Record<${P}Field, string>> = {};`);
    for (const rule of ir.rules) {
      const field = form.fields.find((x) => x.name === rule.field)!;
      const check = RULE_CHECK[rule.rule](`v.${rule.field}`, rule.arg, field.placeholder);
      lines.push(`if (errors.${rule.field} === undefined && !(${check})) errors.${rule.field} = ${JSON.stringify(rule.message)};`);
    }
    lines.push(`return Object.keys(errors).length === 0 ? { valid: true, value: v } : { valid: false, errors };`);
    // A function stands apart from the statements before it by a blank line.
    f.addStatements(
      [
        "",
        "/**",
        ` * Checks the ${form.id} form against its validation table, rules in order, first failure per field wins.`,
        " * Returns the trimmed values, or one message per failing field. Pure; never throws.",
        " */",
        `export function validate${P}(values: ${P}Values): ValidationResult<${P}Field> {`,
        ...lines.map((l) => `  ${l}`),
        "}",
      ].join("\n"),
    );
    // Added last, the import goes first with a blank line after it.
    importModel(f, ["FormSpec", "ValidationResult"]);
  });
}

/**
 * generated/forms/index.ts: every form by form id: its data, its validator and the lucide
 * component of its submit icon (only the icons the forms name are imported, each from its own
 * module, so the one form island carries no others and a build step reading the forms does not
 * load the whole icon library). The runtime and the tools find a form here by id alone, so a new
 * form in spec/forms/ needs no code.
 */
export function emitFormIndex(ir: IR): VirtualFile {
  return printTs("generated/forms/index.ts", (f) => {
    for (const form of ir.forms) {
      f.addImportDeclaration({ moduleSpecifier: `./${form.spec.id}`, namedImports: [formConst(form.spec.id), `validate${pascal(form.spec.id)}`] });
    }
    importIcons(f, formIcons(ir));
    importModel(f, ["FormSpec", "ValidationResult"]);
    f.addStatements(`/** One form of spec/forms/: its data, its validator (trimmed values or one message per field) and its submit icon. */
export interface FormEntry {
  readonly spec: FormSpec;
  readonly validate: (values: Readonly<Record<string, string>>) => ValidationResult<string>;
  readonly icon: LucideIcon | null;
}`);
    const entries = ir.forms.map(
      (form) =>
        `  ${key(form.spec.id)}: { spec: ${formConst(form.spec.id)}, validate: validate${pascal(form.spec.id)} as FormEntry["validate"], icon: ${form.spec.submit.icon ?? "null"} },`,
    );
    f.addStatements(`/** Every form of spec/forms/, by id. */\nexport const forms: Readonly<Record<string, FormEntry>> = {\n${entries.join("\n")}\n};`);
  });
}

/** The icons the forms' submit buttons name, each with its module (the run's icons: ../emit/emitters.ts `importIcons`). */
const formIcons = (ir: IR) => {
  const named = new Set(ir.forms.flatMap((form) => (form.spec.submit.icon ? [form.spec.submit.icon] : [])));
  return ir.icons.filter((i) => named.has(i.name));
};

/** spec/forms/<id>.yaml: every form and its validator (generated/forms/). */
export const forms = defineKind({
  name: "forms",
  pageKinds: {
    "form-sent": { shows: "the thank-you view a form's post lands on without JavaScript", indexable: false },
  },
  files: [
    { at: "forms/contact.yaml", schema: "form.schema.json", rawType: "RawForm", required: "the contact form" },
    { at: "forms/lead.yaml", schema: "form.schema.json", rawType: "RawForm", required: "the lead form" },
    { at: "forms/newsletter.yaml", schema: "form.schema.json", rawType: "RawForm", required: "the newsletter form" },
    { at: "forms/report.yaml", schema: "form.schema.json", rawType: "RawForm", required: "the report download form" },
    { at: "forms/", schema: "form.schema.json", rawType: "RawForm" },
  ],
  collection: { name: "forms", definition: "formId", key: "id", label: ["heading", "id"] },
  needs: [],
  gives: ["forms"],
  normalize: (ctx, input) => ({ forms: normalizeForms(ctx, input.files) }),
  emit: (ir) => [
    ...ir.forms.map((form) => ({ id: `form:${form.spec.id}`, reads: form, make: () => emitForm(form) })),
    { id: "form-index", reads: [ir.forms.map((f) => f.spec.id), formIcons(ir)], make: () => emitFormIndex(ir) },
  ],
});
