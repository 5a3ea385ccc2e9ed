/**
 * Transform of spec/forms/<id>.yaml: a form's fields and its ordered §5 validation rules, with
 * the browser-side constraints (required, minlength, maxlength, pattern) made from the rules.
 */
import { FileNameMismatch, FormRuleMismatch, NeededKey, UnknownReference, UnusedKey } from "../diagnostics/catalogue.ts";
import { didYouMeanSuffix } from "../diagnostics/index.ts";
import type { SpecFile } from "../load/load.ts";
import type { FormSpec } from "../model/content.ts";
import type { FormIR } from "../model/ir.ts";
import type { RawForm } from "../model/raw/index.ts";
import { type Context, type Path, baseName } from "./context.ts";

/**
 * Builds every form in file order. A form's id is its file's name (it names generated/forms/<id>.ts,
 * so two forms cannot share one). Rules name fields of their form; length and digit rules
 * take an `arg`, others none; `chosen` applies to selects; a field a rule requires is not
 * optional; a select's default is one of its options; browser validation has one message.
 */
export function normalizeForms(ctx: Context, files: readonly SpecFile[]): FormIR[] {
  return files.map((f) => normalizeForm(ctx, f));
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
      ctx.report(f, [...rp, "field"], UnknownReference, { value: rule.field, what: "a field of this form", suffix: didYouMeanSuffix(rule.field, names), where: `fields: ${names.join(", ")}` });
      return;
    }
    const needsArg = rule.rule === "minLength" || rule.rule === "maxLength" || rule.rule === "minDigits";
    if (needsArg && rule.arg === undefined) ctx.report(f, rp, NeededKey, { key: "arg", why: `${rule.rule} needs a number` });
    if (!needsArg && rule.arg !== undefined) ctx.report(f, [...rp, "arg"], UnusedKey, { key: "arg", why: `by the rule ${rule.rule}` }, true);
    if (rule.rule === "chosen" && field.type !== "select") {
      ctx.report(f, [...rp, "rule"], FormRuleMismatch, { detail: `"chosen" applies to select fields only, and ${rule.field} is ${field.type}`, fix: "use required for text fields" });
    }
  });
  raw.fields.forEach((field, i) => {
    if (field.type === "select" && !field.options) ctx.report(f, ["fields", i], NeededKey, { key: "options", why: "a select lists its options" });
    if (field.optional && requiredFields.has(field.name)) {
      ctx.report(f, ["fields", i, "optional"], FormRuleMismatch, { detail: `is true, but a rule makes ${field.name} required`, fix: "remove optional or the required rule" }, true);
    }
    if (field.default !== undefined && field.type === "select" && !(field.options ?? []).includes(field.default)) {
      ctx.report(f, ["fields", i, "default"], UnknownReference, { value: field.default, what: "one of the options", suffix: didYouMeanSuffix(field.default, field.options ?? []), where: `options: ${(field.options ?? []).join(", ")}` });
    }
  });
  if (raw.validation === "browser" && !raw.invalidMessage) ctx.report(f, [], NeededKey, { key: "invalidMessage", why: "with validation: browser, one message is shown for any invalid field (§5)" });
  if (raw.submit.download) ctx.download(f, ["submit", "download", "href"], raw.submit.download.href);
  const limit = (name: string, rule: "minLength" | "maxLength" | "minDigits") => rules.find((r) => r.field === name && r.rule === rule)?.arg ?? null;
  const spec: FormSpec = {
    id: raw.id,
    heading: raw.heading,
    intro: raw.intro ?? null,
    validation: raw.validation,
    invalidMessage: raw.invalidMessage ?? null,
    fields: raw.fields.map((x) => {
      const digits = limit(x.name, "minDigits");
      return {
        name: x.name, label: x.label, type: x.type, autocomplete: x.autocomplete ?? null,
        placeholder: x.placeholder ?? null, hint: x.hint ?? null, options: x.options ?? [], initial: x.default ?? "",
        required: requiredFields.has(x.name), submitAs: x.submitAs ?? x.name,
        minLength: limit(x.name, "minLength"), maxLength: limit(x.name, "maxLength"),
        pattern: digits === null ? null : `(?:\\D*\\d){${digits}}.*`,
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
      download: raw.submit.download ?? null,
    },
    rules: rules.map((r) => ({ field: r.field, rule: r.rule, arg: r.arg ?? null, message: r.message })),
    transport: { ...raw.transport, serviceOrigins: raw.transport.serviceOrigins ?? [] } as unknown as FormSpec["transport"],
  };
  return { spec, rules };
}
