import { init, send } from "@emailjs/browser";
import { contactForm, type ContactValues } from "../../generated/forms/contact";
import { emailjsSettings } from "./endpoints";

let initialised = false;

/**
 * Sends the contact form's template params {name, email, message, country, reason} with the
 * official EmailJS SDK (`send`: JSON to /api/v1.0/email/send, §7), with the spec's block list,
 * rate limit and headless setting. Resolves with the response status and text; rejects with
 * the SDK's EmailJSResponseStatus (451 headless, 403 block list, 429 rate limit, 0 network, or
 * the server's status) or an Error for missing ids.
 */
export async function sendContact(values: Readonly<ContactValues>): Promise<{ status: number; text: string }> {
  const t = contactForm.transport;
  const s = emailjsSettings(contactForm);
  if (!initialised) {
    init(
      {
        publicKey: s.publicKey,
        blockHeadless: t.blockHeadless,
        blockList: { list: [...t.blockList], watchVariable: "email" },
        limitRate: { id: t.limitRate.id, throttle: t.limitRate.throttleMs },
      },
      s.origin,
    );
    initialised = true;
  }
  const params: Record<string, string> = { name: values.name, email: values.email, message: values.message, country: values.country, reason: values.reason };
  return send(s.serviceId, s.templateId, params);
}
