import type { FormSpec } from "../../model/index.ts";

const env = import.meta.env;

/** EmailJS's path for a form post (multipart, what the SDK’s sendForm sends). */
export const EMAILJS_FORM_PATH = "/api/v1.0/email/send-form";

/**
 * Where a form is sent and what it carries besides its fields, for both paths: the HTML
 * form's `action` and hidden inputs (no JavaScript), and the island's own sending.
 * Origins and EmailJS ids come from the form spec, each overridable at build time:
 * VITE_EMAILJS_ORIGIN, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID,
 * VITE_EMAILJS_PUBLIC_KEY, VITE_MAILCHIMP_ORIGIN. An empty origin means the site's own (the
 * local form inbox of `npm start`).
 */
export interface FormEndpoint {
  /** URL the HTML form posts to (`action`), with its query string. */
  readonly action: string;
  /** `enctype` of the HTML form: multipart for EmailJS (like sendForm), url-encoded for lists. */
  readonly encType: "multipart/form-data" | "application/x-www-form-urlencoded";
  /** Hidden [name, value] pairs posted with the fields: EmailJS ids, or the list's tags. */
  readonly hidden: readonly (readonly [string, string])[];
  /** Name of the field people never see and bots fill in; null when the form has none. */
  readonly honeypot: string | null;
}

/** EmailJS account settings of an emailjs form, with the build-time overrides applied. */
export function emailjsSettings(spec: FormSpec): { origin: string; serviceId: string; templateId: string; publicKey: string } {
  const t = spec.transport;
  if (t.kind !== "emailjs") throw new Error(`form ${spec.id} is not sent with EmailJS`);
  return {
    origin: (env.VITE_EMAILJS_ORIGIN as string | undefined) ?? t.origin,
    serviceId: (env.VITE_EMAILJS_SERVICE_ID as string | undefined) || t.serviceId,
    templateId: (env.VITE_EMAILJS_TEMPLATE_ID as string | undefined) || t.templateId,
    publicKey: (env.VITE_EMAILJS_PUBLIC_KEY as string | undefined) || t.publicKey,
  };
}

/**
 * The subscribe URL of a mailchimp form: `${origin}${path}?u=…&id=…`. Without ajax=1:
 * the JavaScript path adds that field to the body when the spec says so.
 */
export function subscribeUrl(spec: FormSpec): string {
  const t = spec.transport;
  if (t.kind !== "mailchimp") throw new Error(`form ${spec.id} is not sent to a subscription endpoint`);
  const origin = (env.VITE_MAILCHIMP_ORIGIN as string | undefined) ?? t.origin;
  return `${origin}${t.path}?${new URLSearchParams({ u: t.u, id: t.listId })}`;
}

/**
 * The honeypot of a form's transport: every list form has one; an EmailJS form has one when its
 * spec names it (`transport.honeypot`). Null when there is none.
 */
export function honeypotOf(transport: FormSpec["transport"]): string | null {
  return "honeypot" in transport && typeof transport.honeypot === "string" && transport.honeypot !== "" ? transport.honeypot : null;
}

/**
 * The endpoint of a form: EmailJS's form endpoint with service_id, template_id and user_id
 * as hidden fields (EmailJS's sendForm protocol) and the honeypot when the spec names one, or
 * the list's subscribe URL with the hidden tags value and the honeypot.
 */
export function formEndpoint(spec: FormSpec): FormEndpoint {
  const t = spec.transport;
  if (t.kind === "emailjs") {
    const s = emailjsSettings(spec);
    return {
      action: `${s.origin}${EMAILJS_FORM_PATH}`,
      encType: "multipart/form-data",
      hidden: [
        ["service_id", s.serviceId],
        ["template_id", s.templateId],
        ["user_id", s.publicKey],
      ],
      honeypot: honeypotOf(t),
    };
  }
  return { action: subscribeUrl(spec), encType: "application/x-www-form-urlencoded", hidden: [["tags", t.tags]], honeypot: t.honeypot };
}
