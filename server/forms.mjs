// @ts-check
/**
 * What the inbox accepts: the fields of the three form protocols, as Fastify and its plugins
 * parsed them, checked against the allow-list the build writes into dist/.inbox.json
 * (scripts/build/inbox-config.ts), whose JSON Schemas of the forms' values ajv checks. Anything else is
 * refused with an HttpError and never stored.
 */
import Ajv from "ajv";
import { safeDestination } from "../lib/host-files.mjs";

/** @typedef {import("../scripts/build/inbox-config.ts").InboxConfig} InboxConfig What the build writes into dist/.inbox.json. */
/** @typedef {import("ajv").ValidateFunction} ValidateFunction */
/** @typedef {InboxConfig["emailjs"][number] & { checkParams: ValidateFunction, check: ValidateFunction }} EmailjsForm An EmailJS form, its schemas compiled. */
/** @typedef {InboxConfig["lists"][number] & { check: ValidateFunction }} ListForm A list form, its schema compiled. */
/** @typedef {{ emailjs: EmailjsForm[], lists: ListForm[] }} InboxForms The allow-list of forms. */
/** @typedef {{ form: string, honeypot: boolean, fields: Record<string, unknown>, meta: Record<string, unknown> }} Submission A checked post, as stored. */

/** A request the server refuses: status, a one-line reason, extra headers. */
export class HttpError extends Error {
  /** @param {number} status @param {string} message @param {Record<string, string>} [headers] */
  constructor(status, message, headers = {}) {
    super(message);
    this.statusCode = status;
    this.headers = headers;
  }
}

/** Whether every `%` of a url-encoded body starts a `%XX` escape: one pass, no regular expression over the body. */
/** @param {string} text */
function escapesWellFormed(text) {
  /** @param {number} c */
  const hex = (c) => (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
  for (let i = text.indexOf("%"); i >= 0; i = text.indexOf("%", i + 1)) if (!hex(text.charCodeAt(i + 1)) || !hex(text.charCodeAt(i + 2))) return false;
  return true;
}

/** The fields of a url-encoded body by name; a malformed %-escape, bytes that are not UTF-8 or a repeated name: HttpError 400. */
/** @param {string} text */
export function formFields(text) {
  if (!escapesWellFormed(text)) throw new HttpError(400, "The form body has a malformed %-escape");
  const pairs = [...new URLSearchParams(text)];
  if (pairs.some(([k, v]) => `${k}${v}`.includes("\uFFFD"))) throw new HttpError(400, "The form body is not valid UTF-8");
  return fieldMap(pairs);
}

/** [name, value] pairs as a Map by name. @throws HttpError 400 for a repeated name */
/** @param {Iterable<[string, string]>} pairs @returns {Map<string, string>} */
export function fieldMap(pairs) {
  const fields = new Map();
  for (const [k, v] of pairs) {
    if (fields.has(k)) throw new HttpError(400, `The field "${clip(k)}" is posted more than once`);
    fields.set(k, v);
  }
  return fields;
}

/** A name cut to 40 characters on one line, for a message. @param {string} s */
const clip = (s) => (s.length > 40 ? `${s.slice(0, 40)}…` : s).replace(/[\r\n]/g, " ");
const utf8 = new TextDecoder("utf-8", { fatal: true });
/**
 * The first key repeated within one object of a JSON text JSON.parse accepted, or undefined. One
 * pass with a stack of the open containers' key sets, so its time is linear in the text's length
 * (a regular expression over a body can be made to backtrack). Keys are compared as
 * parsed, so `"a"` and `"\u0061"` are the same key.
 * @param {string} text well-formed JSON
 * @returns {string | undefined}
 */
export function repeatedKey(text) {
  /** @type {({ keys: Set<string>, expectKey: boolean } | null)[]} an object's keys, null for an array */
  const open = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b)
      open.push({ keys: new Set(), expectKey: true }); // {
    else if (c === 0x5b)
      open.push(null); // [
    else if (c === 0x7d || c === 0x5d)
      open.pop(); // } ]
    else if (c === 0x2c && open.at(-1))
      /** @type {{ expectKey: boolean }} */ (open.at(-1)).expectKey = true; // , within an object
    else if (c === 0x22) {
      // A string: find its closing quote, skipping escapes (each character is looked at once).
      const start = i;
      for (i++; text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
      const top = open.at(-1);
      if (!top?.expectKey) continue;
      const key = JSON.parse(text.slice(start, i + 1));
      if (top.keys.has(key)) return key;
      top.keys.add(key);
      top.expectKey = false;
    }
  }
  return undefined;
}

/** A JSON body (bytes): well-formed UTF-8, an object, no repeated key. @throws HttpError 400 */
/** @param {Buffer} buf @returns {Record<string, unknown>} */
export function parseJsonBody(buf) {
  let [text, value] = ["", null];
  try {
    text = utf8.decode(buf);
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, text ? "The request body is not valid JSON" : "The request body is not valid UTF-8 JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new HttpError(400, "The request body must be a JSON object");
  if (repeatedKey(text) !== undefined) throw new HttpError(400, "A key appears more than once");
  return value;
}

/** ajv for the build's schemas in dist/.inbox.json; maxLength counts as a browser's maxlength does. */
const ajv = new Ajv({ unicode: false, logger: false }); // `unicode: false` (deprecated, still honoured): lengths in UTF-16 code units

/**
 * Checks posted values (an object) with a form's compiled schema, after what a schema cannot say:
 * no lone surrogate, and `maxField` characters at most where the schema sets no maxLength. A length
 * is counted on the value as sent, a CRLF line break as one. @returns the values in the schema's order @throws HttpError 400
 */
/**
 * @param {ValidateFunction} validate @param {Record<string, unknown>} values @param {number} maxField characters
 * @returns {Record<string, unknown>}
 */
export function checkValues(validate, values, maxField) {
  /** @type {Record<string, { maxLength?: number }>} the schema's fields (the build writes an object schema) */
  const properties = /** @type {any} */ (validate.schema).properties ?? {};
  const entries = Object.entries(values);
  const bad = entries.find(
    ([k, v]) => typeof v === "string" && (!v.isWellFormed() || (v.replaceAll("\r\n", "\n").length > maxField && properties[k]?.maxLength === undefined)),
  );
  if (bad)
    throw new HttpError(
      400,
      `The field "${clip(bad[0])}" ${String(bad[1]).isWellFormed() ? `is longer than ${maxField} characters` : "is not well-formed Unicode (a lone surrogate)"}`,
    );
  if (!validate(Object.fromEntries(entries.map(([k, v]) => [k, typeof v === "string" ? v.replaceAll("\r\n", "\n") : v])))) {
    const e = validate.errors?.[0];
    if (!e) throw new HttpError(400, "The fields do not match the form");
    const [name, why] =
      e.keyword === "required"
        ? [e.params.missingProperty, "is missing"]
        : e.keyword === "additionalProperties"
          ? [e.params.additionalProperty, "is not a field of this form"]
          : [e.instancePath.slice(1), e.message];
    throw new HttpError(400, `The field "${clip(name)}" ${why}`);
  }
  return Object.fromEntries(
    Object.keys(properties)
      .filter((k) => Object.hasOwn(values, k))
      .map((k) => [k, values[k]]),
  );
}

/** The allow-list from the text of dist/.inbox.json, its schemas compiled; `forms` null without a valid form list (every post is then refused). */
/**
 * @param {string} text
 * @returns {{ thankYou: string, forms: InboxForms | null }}
 */
export function parseInboxConfig(text) {
  /** @type {any} the file as parsed, checked below */
  let c = {};
  /** @type {InboxForms | null} */
  let forms = null;
  try {
    c = JSON.parse(text) ?? {};
    for (const f of c.emailjs) f.checkParams = ajv.compile(f.params);
    for (const f of [...c.emailjs, ...c.lists]) f.check = ajv.compile(f.schema);
    forms = { emailjs: c.emailjs, lists: c.lists };
  } catch {
    // not JSON, or no form list with schemas (a build older than them): no forms
  }
  return { thankYou: typeof c.thankYou === "string" && c.thankYou.startsWith("/") && safeDestination(c.thankYou) ? c.thankYou : "/thank-you", forms };
}

/** An optional lib_version: a short well-formed string. @throws HttpError 400 */
/** @param {unknown} v */
function libVersion(v) {
  if (v !== undefined && (typeof v !== "string" || v.length > 32 || !v.isWellFormed()))
    throw new HttpError(400, "The lib_version parameter must be a short string");
  return v ?? null;
}

/** EmailJS's own fields of a post; the rest are the template's. */
const EMAILJS_IDS = ["service_id", "template_id", "user_id"];

/** The EmailJS form of the ids posted, with the meta stored beside its fields. @throws HttpError 400 in EmailJS's wording */
/** @param {InboxForms} forms @param {Record<string, unknown>} ids @param {unknown} lib */
function emailjsForm(forms, ids, lib) {
  for (const key of EMAILJS_IDS) if (typeof ids[key] !== "string" || ids[key] === "") throw new HttpError(400, `The ${key} parameter is required`);
  /** @type {["serviceId" | "templateId" | "publicKey", string, string][]} */
  const steps = [
    ["serviceId", "service_id", "The service ID is invalid"],
    ["templateId", "template_id", "The template ID is invalid"],
    ["publicKey", "user_id", "The Public Key is invalid"],
  ];
  let candidates = forms.emailjs;
  for (const [key, id, message] of steps) {
    candidates = candidates.filter((f) => f[key] === ids[id]);
    if (!candidates.length) throw new HttpError(400, message);
  }
  const form = candidates[0];
  return { form, meta: { serviceId: form.serviceId, templateId: form.templateId, publicKey: form.publicKey, libVersion: libVersion(lib) } };
}

/** The submission of EmailJS's JSON `send` body (lib_version, the three ids, template_params): `{ form, honeypot, fields, meta }`. */
/** @param {InboxForms} forms @param {Record<string, unknown>} body @param {number} maxField @returns {Submission} */
export function emailjsJson(forms, body, maxField) {
  const extra = Object.keys(body).find((k) => !["lib_version", ...EMAILJS_IDS, "template_params"].includes(k));
  if (extra !== undefined) throw new HttpError(400, `Unknown parameter "${clip(extra)}"`);
  const { form, meta } = emailjsForm(forms, body, body.lib_version);
  const params = body.template_params;
  if (typeof params !== "object" || params === null || Array.isArray(params)) throw new HttpError(400, "The template_params parameter must be an object");
  return { form: form.form, honeypot: false, fields: checkValues(form.checkParams, /** @type {Record<string, unknown>} */ (params), maxField), meta };
}

/** The submission of an EmailJS form post (sendForm, or no JavaScript): ids and fields by posted name, `honeypot: true` when it is filled. */
/** @param {InboxForms} forms @param {Map<string, string>} posted @param {number} maxField @returns {Submission} */
export function emailjsFormPost(forms, posted, maxField) {
  const { form, meta } = emailjsForm(forms, Object.fromEntries(EMAILJS_IDS.map((k) => [k, posted.get(k)])), posted.get("lib_version"));
  if (form.honeypot && !posted.has(form.honeypot)) throw new HttpError(400, `The field "${form.honeypot}" is missing`);
  const values = Object.fromEntries([...posted].filter(([k]) => ![...EMAILJS_IDS, "lib_version", form.honeypot].includes(k)));
  return { form: form.form, honeypot: Boolean(form.honeypot && posted.get(form.honeypot) !== ""), fields: checkValues(form.check, values, maxField), meta };
}

/** The list paths of the allow-list. */
/** @param {InboxForms | null} forms @returns {Set<string>} */
export const listPaths = (forms) => new Set((forms?.lists ?? []).map((f) => f.path));

/** The submission of a list post (`path?u=…&id=…`): the form of that list and tags; everything posted is stored under its posted name. */
/**
 * @param {InboxForms} forms @param {string} path @param {URLSearchParams} query @param {Map<string, string>} posted @param {number} maxField
 * @returns {Submission}
 */
export function listPost(forms, path, query, posted, maxField) {
  const [u, id, tags, ajax] = [query.getAll("u"), query.getAll("id"), posted.get("tags"), posted.get("ajax")];
  if (u.length !== 1 || id.length !== 1) throw new HttpError(400, "The list post needs one u and one id parameter");
  const onList = forms.lists.filter((f) => f.path === path && f.u === u[0] && f.id === id[0]);
  if (onList.length === 0) throw new HttpError(400, "Unknown list");
  const form = onList.find((f) => f.tags === tags);
  if (!form) throw new HttpError(400, tags === undefined ? 'The field "tags" is missing' : "Unknown tags value");
  if (!posted.has(form.honeypot)) throw new HttpError(400, `The field "${form.honeypot}" is missing`);
  if (ajax !== undefined && !(form.ajax && ajax === "1")) throw new HttpError(400, 'Unexpected field "ajax"');
  const own = ["tags", form.honeypot, "ajax"];
  const values = checkValues(form.check, Object.fromEntries([...posted].filter(([k]) => !own.includes(k))), maxField);
  const fields = { ...values, ...Object.fromEntries(own.filter((k) => posted.has(k)).map((k) => [k, posted.get(k)])) };
  return { form: form.form, honeypot: posted.get(form.honeypot) !== "", fields, meta: { list: { u: form.u, id: form.id } } };
}
