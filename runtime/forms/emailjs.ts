import { init, send } from "@emailjs/browser";
import { contactForm, type ContactValues } from "../../generated/forms/contact";

const env = import.meta.env;

/**
 * EmailJS settings of the contact form (§7): spec/forms/contact.yaml, each overridable at build
 * time by VITE_EMAILJS_ORIGIN, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID and
 * VITE_EMAILJS_PUBLIC_KEY. An empty origin means the site's own (the local form inbox).
 */
export const emailjsSettings = {
  origin: (env.VITE_EMAILJS_ORIGIN as string | undefined) ?? contactForm.transport.origin,
  serviceId: (env.VITE_EMAILJS_SERVICE_ID as string | undefined) || contactForm.transport.serviceId,
  templateId: (env.VITE_EMAILJS_TEMPLATE_ID as string | undefined) || contactForm.transport.templateId,
  publicKey: (env.VITE_EMAILJS_PUBLIC_KEY as string | undefined) || contactForm.transport.publicKey,
};

let initialised = false;

/**
 * Sends the contact form's template params {name, email, message, country, reason} with the
 * official EmailJS SDK. Resolves with the response status; rejects with the SDK's
 * EmailJSResponseStatus (451 headless, 403 block list, 429 rate limit, 0 network, or the
 * server's status) or an Error for missing ids.
 */
export async function sendContact(values: ContactValues): Promise<{ status: number; text: string }> {
  const t = contactForm.transport;
  if (!initialised) {
    init(
      {
        publicKey: emailjsSettings.publicKey,
        blockHeadless: t.blockHeadless,
        blockList: { list: [...t.blockList], watchVariable: "email" },
        limitRate: { id: t.limitRate.id, throttle: t.limitRate.throttleMs },
      },
      emailjsSettings.origin,
    );
    initialised = true;
  }
  const params: Record<string, string> = { name: values.name, email: values.email, message: values.message, country: values.country, reason: values.reason };
  return send(emailjsSettings.serviceId, emailjsSettings.templateId, params);
}
