import { init, send } from "@emailjs/browser";
import type { FormSpec } from "../../model/index.ts";
import { emailjsSettings } from "./endpoints";

/**
 * Sends an EmailJS form with the official SDK (`send`: JSON to /api/v1.0/email/send): its
 * template params are every field of the spec under its field name (the contact form's
 * {name, email, country, reason, message}; a field added in spec/forms/ is sent too), with the
 * spec's block list, rate limit and headless setting and the build's origin and ids
 * (emailjsSettings). Loaded by the form island only when an EmailJS form is sent.
 * Resolves with the response status and text; rejects with the SDK's EmailJSResponseStatus
 * (451 headless, 403 block list, 429 rate limit, 0 network, or the server's status) or an Error
 * for missing ids or a form that is not an EmailJS form.
 */
export async function sendEmailjs(spec: FormSpec, values: Readonly<Record<string, string>>): Promise<{ status: number; text: string }> {
  const t = spec.transport;
  if (t.kind !== "emailjs") throw new Error(`form ${spec.id} is not sent with EmailJS`);
  const s = emailjsSettings(spec);
  // The SDK keeps its origin globally: set it, with this form's options, before each send.
  init(
    {
      publicKey: s.publicKey,
      blockHeadless: t.blockHeadless,
      blockList: { list: [...t.blockList], watchVariable: "email" },
      limitRate: { id: t.limitRate.id, throttle: t.limitRate.throttleMs },
    },
    s.origin,
  );
  const params = Object.fromEntries(spec.fields.map((f) => [f.name, values[f.name] ?? ""]));
  return send(s.serviceId, s.templateId, params);
}
