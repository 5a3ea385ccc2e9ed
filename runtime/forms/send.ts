import type { FormSpec } from "../../model/index.ts";
import { subscribe } from "./mailchimp";

/**
 * Sends a form's checked values by its spec's transport: `emailjs` with the EmailJS SDK
 * (loaded on the first send, so forms sent elsewhere never download it), `mailchimp` as a
 * form-encoded `no-cors` post to the list. Values are keyed by field name. Resolves when sent;
 * rejects on failure, as each transport documents.
 */
export async function sendForm(spec: FormSpec, values: Readonly<Record<string, string>>): Promise<unknown> {
  switch (spec.transport.kind) {
    case "emailjs": {
      const { sendEmailjs } = await import("./emailjs");
      return sendEmailjs(spec, values);
    }
    case "mailchimp":
      return subscribe(spec, values);
  }
}
