/**
 * dist/.inbox.json: what the local form inbox (server/inbox.mjs) needs to know about the built
 * site, written by the build (scripts/build/prerender.ts):
 * - `thankYou`: where a form posted without JavaScript lands (a 303 there);
 * - `emailjs`: each EmailJS form with the service, template and public key it was built with
 *   (the VITE_EMAILJS_* overrides applied, as the runtime applies them), its fields (posted
 *   name, template param, label, required, select options, maxLength, a link's pattern), its honeypot,
 *   and the JSON Schemas of its values by posted name (`schema`) and by template param (`params`);
 * - `lists`: each list form with its subscribe path, u, list id, tags, honeypot, ajax, fields
 *   and `schema`.
 * The server checks posted values with these schemas (ajv), so the rules of a field live here.
 * The inbox stores only posts of these shapes, so the allow-list always matches the site built.
 */
import { forms } from "../../generated/forms/index.ts";
import type { FormSpec } from "../../model/index.ts";
import { paths } from "../../generated/routes.ts";

/** File in dist/ read by the local form inbox. */
export const INBOX_CONFIG_FILE = ".inbox.json";

/** One field as the inbox checks it. */
export interface InboxField {
  /** Name the field is posted under (FNAME, EMAIL, … or the field name). */
  readonly name: string;
  /** Its key in EmailJS's template_params (the field name). */
  readonly param: string;
  /** Its label on the page: the page that keeps what a visitor typed when a post could not be stored shows it. */
  readonly label: string;
  readonly required: boolean;
  /** The values a select sends (its options' values, not their labels); null for other controls. */
  readonly options: readonly string[] | null;
  /** Most characters (trimmed, line breaks as one) from the table (a link field: 2,000 at most); null when it has none. */
  readonly maxLength: number | null;
  /**
   * The regular expression (an HTML pattern's source: the whole value must match) a value other
   * than blank must match: a link field's http(s) address, the one its control and its generated
   * validator check; null for other fields.
   */
  readonly pattern: string | null;
}

/** A JSON Schema (draft-07, as ajv reads it) of a form's values. */
export interface ValuesSchema {
  readonly type: "object";
  readonly required: readonly string[];
  readonly additionalProperties: false;
  readonly properties: Readonly<Record<string, { type: "string"; minLength?: number; enum?: readonly string[]; maxLength?: number; pattern?: string }>>;
}

export interface InboxConfig {
  readonly thankYou: string;
  readonly emailjs: readonly {
    form: string;
    serviceId: string;
    templateId: string;
    publicKey: string;
    honeypot: string | null;
    fields: readonly InboxField[];
    schema: ValuesSchema;
    params: ValuesSchema;
  }[];
  readonly lists: readonly {
    form: string;
    path: string;
    u: string;
    id: string;
    tags: string;
    honeypot: string;
    ajax: boolean;
    fields: readonly InboxField[];
    schema: ValuesSchema;
  }[];
}

const fieldsOf = (spec: FormSpec): InboxField[] =>
  spec.fields.map((f) => ({
    name: f.submitAs,
    param: f.name,
    label: f.label,
    required: f.required,
    options: f.type === "select" ? f.options.map((o) => o.value) : null,
    maxLength: f.maxLength,
    pattern: f.type === "link" ? f.pattern : null,
  }));

/**
 * The schema of the values of `fields` by `key` (posted name or template param): a string for
 * each field and nothing else; not empty when required; a select's value among its options (or
 * empty when optional); at most maxLength characters (UTF-16 code units, as a browser's maxlength
 * counts; the server counts a CRLF line break as one); a link matching its pattern, or blank.
 * ajv checks maxLength before the pattern, and the pattern is linear, so no long value costs more
 * than its length.
 */
export function valuesSchema(fields: readonly InboxField[], key: "name" | "param"): ValuesSchema {
  const rule = (f: InboxField) => ({
    type: "string" as const,
    ...(f.required ? { minLength: 1 } : {}),
    ...(f.options ? { enum: f.required ? f.options : ["", ...f.options] } : {}),
    ...(f.maxLength !== null ? { maxLength: f.maxLength } : {}),
    ...(f.pattern !== null ? { pattern: `^(?:${f.pattern})?$` } : {}),
  });
  return {
    type: "object",
    required: fields.map((f) => f[key]),
    additionalProperties: false,
    properties: Object.fromEntries(fields.map((f) => [f[key], rule(f)])),
  };
}

/** The honeypot of a transport that may carry one (every list form; an EmailJS form when its spec names one). */
export function honeypotOf(transport: FormSpec["transport"]): string | null {
  return "honeypot" in transport && typeof transport.honeypot === "string" && transport.honeypot !== "" ? transport.honeypot : null;
}

/**
 * The allow-list of every form in generated/forms (or of `specs`, e.g. a grown copy's), with the
 * build's VITE_* overrides. Derived from the form specs alone: a form or field added in
 * spec/forms/ is accepted by the inbox after the next build, with no code change.
 */
export function inboxConfig(env: NodeJS.ProcessEnv = process.env, specs: readonly FormSpec[] = Object.values(forms).map((f) => f.spec)): InboxConfig {
  return {
    thankYou: paths.formSent,
    emailjs: specs.flatMap((spec) => {
      const t = spec.transport;
      if (t.kind !== "emailjs") return [];
      return [
        {
          form: spec.id,
          serviceId: env.VITE_EMAILJS_SERVICE_ID || t.serviceId,
          templateId: env.VITE_EMAILJS_TEMPLATE_ID || t.templateId,
          publicKey: env.VITE_EMAILJS_PUBLIC_KEY || t.publicKey,
          honeypot: honeypotOf(t),
          fields: fieldsOf(spec),
          schema: valuesSchema(fieldsOf(spec), "name"),
          params: valuesSchema(fieldsOf(spec), "param"),
        },
      ];
    }),
    lists: specs.flatMap((spec) => {
      const t = spec.transport;
      if (t.kind !== "mailchimp") return [];
      return [
        {
          form: spec.id,
          path: t.path,
          u: t.u,
          id: t.listId,
          tags: t.tags,
          honeypot: t.honeypot,
          ajax: t.ajax,
          fields: fieldsOf(spec),
          schema: valuesSchema(fieldsOf(spec), "name"),
        },
      ];
    }),
  };
}
