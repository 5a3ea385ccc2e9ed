/**
 * What the inbox accepts: the request bodies of the three form protocols (§7), read with a size
 * limit and parsed strictly, then checked against the allow-list the build writes into
 * dist/.inbox.json (scripts/inbox-config.ts): the known EmailJS service, template and public key
 * with the contact form's fields, and the known list posts (u, id, tags) with their forms'
 * fields. Anything else is refused with an HttpError and never stored.
 */

/** A request the server refuses: status, a one-line reason, extra headers. */
export class HttpError extends Error {
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Decodes UTF-8, refusing malformed bytes. @throws HttpError 400 */
export function decodeUtf8(buf, what = "The request body") {
  try {
    return utf8.decode(buf);
  } catch {
    throw new HttpError(400, `${what} is not valid UTF-8`);
  }
}

/** Emitted on a request whose connection broke off in the middle of its body (see readBody). */
export const BODY_CUT = "inbox:body-cut";

/**
 * Reads a request body of at most `max` bytes. A declared Content-Length over the limit is
 * refused before anything is read; a chunked body is cut off as soon as it passes the limit.
 * @returns {Promise<Buffer>}
 * @throws HttpError 413 (too large), 415 (a Content-Encoding), 400 (the client went away)
 */
export function readBody(req, res, max) {
  const encoding = String(req.headers["content-encoding"] ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && encoding !== "") return Promise.reject(new HttpError(415, "Compressed request bodies are not accepted"));
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > max) return Promise.reject(new HttpError(413, `The request body is larger than ${max} bytes`));
  // Expect: 100-continue is answered only now, once the headers have passed every check.
  if (req.needsContinue) res.writeContinue();
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      req.off("data", onData);
      chunks.length = 0;
      reject(new HttpError(413, `The request body is larger than ${max} bytes`));
    };
    req.on("data", onData);
    req.on("end", () => resolve(Buffer.concat(chunks)));
    const cut = () => reject(new HttpError(400, "The request body was cut off"));
    req.on("error", cut);
    req.on("aborted", cut);
    req.on(BODY_CUT, cut);
  });
}

/** The media type of a request, lower case, without parameters ("" when none). */
export const mediaType = (req) => String(req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();

/** The charset parameter of a Content-Type, lower case, or null. */
const charset = (req) => /;\s*charset="?([^";\s]+)"?/i.exec(String(req.headers["content-type"] ?? ""))?.[1].toLowerCase() ?? null;

/** Refuses a charset other than UTF-8 (every form of the site posts UTF-8). */
function requireUtf8(req) {
  const c = charset(req);
  if (c !== null && c !== "utf-8" && c !== "utf8") throw new HttpError(415, "Only UTF-8 bodies are accepted");
}

/**
 * Parses a multipart/form-data body (RFC 7578) into [name, value] pairs in order. Names are
 * decoded the way browsers encode them (%22 for ", %0D, %0A).
 * @throws HttpError 400 when the boundary or a part is malformed, or a part is a file.
 */
export function parseMultipart(body, contentType) {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s"]{1,70}))(?:;|\s|$)/i.exec(contentType);
  if (!m) throw new HttpError(400, "The multipart body has no usable boundary");
  const boundary = m[1] ?? m[2];
  const delimiter = Buffer.from(`--${boundary}`);
  const between = Buffer.from(`\r\n--${boundary}`);
  const pairs = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new HttpError(400, "The multipart body does not start with its boundary");
  pos += delimiter.length;
  for (;;) {
    const next2 = body.subarray(pos, pos + 2).toString("latin1");
    if (next2 === "--") return pairs;
    if (next2 !== "\r\n") throw new HttpError(400, "The multipart body is malformed");
    pos += 2;
    const end = body.indexOf(between, pos);
    if (end < 0) throw new HttpError(400, "The multipart body is not terminated");
    const part = body.subarray(pos, end);
    const headEnd = part.indexOf("\r\n\r\n");
    if (headEnd < 0) throw new HttpError(400, "A multipart part has no headers");
    const head = decodeUtf8(part.subarray(0, headEnd), "A multipart part header");
    const disposition = /^content-disposition:\s*form-data(.*)$/im.exec(head);
    const name = disposition && /;\s*name="((?:[^"\\\r\n]|\\.)*)"/i.exec(disposition[1]);
    if (!name) throw new HttpError(400, "A multipart part has no form-data name");
    if (/;\s*filename\*?=/i.test(disposition[1])) throw new HttpError(400, "The forms post no files");
    const key = name[1].replace(/%22/g, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n");
    pairs.push([key, decodeUtf8(part.subarray(headEnd + 4), `The multipart part "${key}"`)]);
    pos = end + between.length;
  }
}

/**
 * Reads a form post (url-encoded, or multipart where `multipart` allows it) as a Map of its
 * fields by posted name.
 * @throws HttpError 415 for another content type, 400 for a malformed body or a repeated name.
 */
export async function readForm(req, res, max, { multipart }) {
  const type = mediaType(req);
  const allowed = multipart ? "application/x-www-form-urlencoded or multipart/form-data" : "application/x-www-form-urlencoded";
  if (type !== "application/x-www-form-urlencoded" && !(multipart && type === "multipart/form-data")) throw new HttpError(415, `Expected a form post (${allowed})`);
  requireUtf8(req);
  const body = await readBody(req, res, max);
  let pairs;
  if (type === "multipart/form-data") pairs = parseMultipart(body, String(req.headers["content-type"]));
  else {
    const text = decodeUtf8(body);
    // URLSearchParams turns malformed escapes into literal text; a form never sends them.
    if (/%(?![0-9a-fA-F]{2})/.test(text)) throw new HttpError(400, "The form body has a malformed %-escape");
    pairs = [...new URLSearchParams(text)];
    for (const [k, v] of pairs) if (k.includes("\uFFFD") || v.includes("\uFFFD")) throw new HttpError(400, "The form body is not valid UTF-8");
  }
  const fields = new Map();
  for (const [k, v] of pairs) {
    if (fields.has(k)) throw new HttpError(400, `The field "${clip(k)}" is posted more than once`);
    fields.set(k, v);
  }
  return fields;
}

/** A name cut to 40 characters for a message. */
const clip = (s) => (s.length > 40 ? `${s.slice(0, 40)}…` : s).replace(/[\r\n]/g, " ");

/**
 * The first key that appears twice in one object of a JSON text that JSON.parse accepted, or
 * null. (JSON.parse keeps the last of repeated keys silently.)
 */
export function duplicateJsonKey(text) {
  const stack = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
      const top = stack.at(-1);
      if (top && top.keys && top.expectKey) {
        const key = JSON.parse(text.slice(i, j + 1));
        if (top.keys.has(key)) return key;
        top.keys.add(key);
        top.expectKey = false;
      }
      i = j + 1;
      continue;
    }
    if (c === "{") stack.push({ keys: new Set(), expectKey: true });
    else if (c === "[") stack.push({ keys: null, expectKey: false });
    else if (c === "}" || c === "]") stack.pop();
    else if (c === ",") {
      const top = stack.at(-1);
      if (top?.keys) top.expectKey = true;
    }
    i++;
  }
  return null;
}

/**
 * Reads a JSON body that must be an object with no repeated key.
 * @throws HttpError 415 unless the content type is application/json (UTF-8), 400 otherwise.
 */
export async function readJson(req, res, max) {
  if (mediaType(req) !== "application/json") throw new HttpError(415, "Expected application/json");
  requireUtf8(req);
  const text = decodeUtf8(await readBody(req, res, max));
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new HttpError(400, "The request body must be a JSON object");
  const dup = duplicateJsonKey(text);
  if (dup !== null) throw new HttpError(400, `The key "${clip(dup)}" appears more than once`);
  return value;
}

/** A field's length as its form counts it: line breaks as one character, trimmed. */
const lengthOf = (value) => value.replace(/\r\n?/g, "\n").trim().length;

/**
 * Checks posted values against a form's fields (from dist/.inbox.json): a value for every field
 * and nothing else besides `extra` names; required fields not empty; a select's value one of its
 * options; at most the field's maxLength characters.
 * @param {Map<string,string>|Record<string,unknown>} posted
 * @param {{name: string, required: boolean, options: string[]|null, maxLength: number|null}[]} fields
 * @param {Set<string>} extra names allowed besides the fields (checked by the caller)
 * @param {number} maxField most characters of a field that has no maxLength of its own
 * @returns {Record<string,string>} the field values by name, in the form's order
 * @throws HttpError 400
 */
export function checkFields(posted, fields, extra, maxField) {
  const get = (k) => (posted instanceof Map ? posted.get(k) : Object.hasOwn(posted, k) ? posted[k] : undefined);
  const keys = posted instanceof Map ? [...posted.keys()] : Object.keys(posted);
  const known = new Set(fields.map((f) => f.name));
  const unknown = keys.find((k) => !known.has(k) && !extra.has(k));
  if (unknown !== undefined) throw new HttpError(400, `Unknown field "${clip(unknown)}"`);
  const out = {};
  for (const f of fields) {
    const v = get(f.name);
    if (v === undefined) throw new HttpError(400, `The field "${f.name}" is missing`);
    if (typeof v !== "string") throw new HttpError(400, `The field "${f.name}" must be a string`);
    if (f.required && v === "") throw new HttpError(400, `The field "${f.name}" is required`);
    if (f.options && !(v === "" && !f.required) && !f.options.includes(v)) throw new HttpError(400, `The field "${f.name}" is not one of its options`);
    const limit = f.maxLength ?? maxField;
    if (lengthOf(v) > limit) throw new HttpError(400, `The field "${f.name}" is longer than ${limit} characters`);
    out[f.name] = v;
  }
  return out;
}

/**
 * Loads the allow-list from the text of dist/.inbox.json. Returns null when the file carries no
 * form list (a build older than the checks): the server then refuses every post.
 */
export function parseInboxConfig(text) {
  const c = JSON.parse(text);
  const str = (v) => typeof v === "string";
  const okField = (f) => f && str(f.name) && typeof f.required === "boolean" && (f.options === null || Array.isArray(f.options)) && (f.maxLength === null || Number.isInteger(f.maxLength));
  const okForm = (f) => f && str(f.form) && Array.isArray(f.fields) && f.fields.every(okField) && (f.honeypot === null || str(f.honeypot));
  const emailjs = Array.isArray(c.emailjs) && c.emailjs.every((f) => okForm(f) && str(f.serviceId) && str(f.templateId) && str(f.publicKey) && f.fields.every((x) => str(x.param)));
  const lists = Array.isArray(c.lists) && c.lists.every((f) => okForm(f) && str(f.path) && f.path.startsWith("/") && str(f.u) && str(f.id) && str(f.tags) && str(f.honeypot) && typeof f.ajax === "boolean");
  return {
    thankYou: str(c.thankYou) && c.thankYou.startsWith("/") && !c.thankYou.startsWith("//") ? c.thankYou : "/thank-you",
    forms: emailjs && lists ? { emailjs: c.emailjs, lists: c.lists } : null,
  };
}

/** EmailJS's own fields of a post; the rest are the template's. */
const EMAILJS_IDS = ["service_id", "template_id", "user_id"];

/** The EmailJS form of the ids posted, or a 400 in EmailJS's wording. */
function findEmailjsForm(forms, ids) {
  for (const key of EMAILJS_IDS) if (typeof ids[key] !== "string" || ids[key] === "") throw new HttpError(400, `The ${key} parameter is required`);
  const byService = forms.emailjs.filter((f) => f.serviceId === ids.service_id);
  if (byService.length === 0) throw new HttpError(400, "The service ID is invalid");
  const byTemplate = byService.filter((f) => f.templateId === ids.template_id);
  if (byTemplate.length === 0) throw new HttpError(400, "The template ID is invalid");
  const form = byTemplate.find((f) => f.publicKey === ids.user_id);
  if (!form) throw new HttpError(400, "The Public Key is invalid");
  return form;
}

/**
 * The submission in a JSON `send` body (EmailJS: lib_version, service_id, template_id, user_id,
 * template_params with the contact form's params).
 * @returns {{ form: string, honeypot: false, fields: Record<string,string>, meta: object }}
 */
export function emailjsJson(forms, body, maxField) {
  const extra = Object.keys(body).find((k) => !["lib_version", ...EMAILJS_IDS, "template_params"].includes(k));
  if (extra !== undefined) throw new HttpError(400, `Unknown parameter "${clip(extra)}"`);
  const form = findEmailjsForm(forms, body);
  if (body.lib_version !== undefined && typeof body.lib_version !== "string") throw new HttpError(400, "The lib_version parameter must be a string");
  const params = body.template_params;
  if (typeof params !== "object" || params === null || Array.isArray(params)) throw new HttpError(400, "The template_params parameter must be an object");
  const fields = checkFields(params, form.fields.map((f) => ({ ...f, name: f.param })), new Set(), maxField);
  return { form: form.form, honeypot: false, fields, meta: { serviceId: form.serviceId, templateId: form.templateId, publicKey: form.publicKey, libVersion: body.lib_version ?? null } };
}

/**
 * The submission in an EmailJS form post (sendForm, or the contact form without JavaScript):
 * the ids and optional lib_version as fields, the form's fields by submitted name, and its
 * honeypot when it has one (a filled honeypot: `honeypot: true`, to be discarded).
 */
export function emailjsFormPost(forms, posted, maxField) {
  const ids = Object.fromEntries(EMAILJS_IDS.map((k) => [k, posted.get(k)]));
  const form = findEmailjsForm(forms, ids);
  const extra = new Set([...EMAILJS_IDS, "lib_version", ...(form.honeypot ? [form.honeypot] : [])]);
  if (form.honeypot && !posted.has(form.honeypot)) throw new HttpError(400, `The field "${form.honeypot}" is missing`);
  const fields = checkFields(posted, form.fields, extra, maxField);
  return {
    form: form.form,
    honeypot: Boolean(form.honeypot && posted.get(form.honeypot) !== ""),
    fields,
    meta: { serviceId: form.serviceId, templateId: form.templateId, publicKey: form.publicKey, libVersion: posted.get("lib_version") ?? null },
  };
}

/** The list paths of the allow-list. */
export const listPaths = (forms) => new Set((forms?.lists ?? []).map((f) => f.path));

/**
 * The submission in a list post (`path?u=…&id=…`, url-encoded): the form is the one whose list
 * and tags match; its fields by submitted name, tags, the honeypot, and ajax=1 only where that
 * form sends it. The stored fields are everything posted, under the posted names (§7).
 */
export function listPost(forms, path, query, posted, maxField) {
  const u = query.getAll("u");
  const id = query.getAll("id");
  if (u.length !== 1 || id.length !== 1) throw new HttpError(400, "The list post needs one u and one id parameter");
  const onList = forms.lists.filter((f) => f.path === path && f.u === u[0] && f.id === id[0]);
  if (onList.length === 0) throw new HttpError(400, "Unknown list");
  const tags = posted.get("tags");
  const form = onList.find((f) => f.tags === tags);
  if (!form) throw new HttpError(400, tags === undefined ? 'The field "tags" is missing' : "Unknown tags value");
  if (!posted.has(form.honeypot)) throw new HttpError(400, `The field "${form.honeypot}" is missing`);
  const ajax = posted.get("ajax");
  if (ajax !== undefined && !(form.ajax && ajax === "1")) throw new HttpError(400, 'Unexpected field "ajax"');
  checkFields(posted, form.fields, new Set(["tags", form.honeypot, "ajax"]), maxField);
  const order = [...form.fields.map((f) => f.name), "tags", form.honeypot, "ajax"];
  const fields = Object.fromEntries(order.filter((k) => posted.has(k)).map((k) => [k, posted.get(k)]));
  return { form: form.form, honeypot: posted.get(form.honeypot) !== "", fields, meta: { list: { u: form.u, id: form.id } } };
}
