import type { FormSpec } from "../../model/index.ts";
import { subscribeUrl } from "./endpoints";

/**
 * Posts a form to its Mailchimp-style subscribe endpoint: form-encoded, `no-cors`, each
 * field under its submitted name, the hidden tags value, the empty honeypot and, when the spec
 * says so, ajax=1. The answer of another origin cannot be read in no-cors mode, so success is
 * assumed there unless the request fails at network level, which rejects with a TypeError; the
 * site's own origin (the local form inbox) answers readably, and an error status there (503 when
 * it could not store the post: docs/server.md) rejects.
 * @throws Error when the form is not a mailchimp form, or its own origin answered an error.
 */
export async function subscribe(spec: FormSpec, values: Readonly<Record<string, string>>): Promise<void> {
  const t = spec.transport;
  if (t.kind !== "mailchimp") throw new Error(`form ${spec.id} is not sent to a subscription endpoint`);
  const body = new URLSearchParams();
  for (const field of spec.fields) body.set(field.submitAs, values[field.name] ?? "");
  body.set("tags", t.tags);
  body.set(t.honeypot, "");
  if (t.ajax) body.set("ajax", "1");
  const res = await fetch(subscribeUrl(spec), { method: "POST", mode: "no-cors", body });
  if (res.type !== "opaque" && !res.ok) throw new Error(`the ${spec.id} form was answered ${res.status}`);
}
