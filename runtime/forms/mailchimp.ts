import type { FormSpec } from "../../generated/model";

/**
 * Posts a form to its Mailchimp-style subscribe endpoint (§7): form-encoded, `no-cors`, with
 * each field under its submitted name, the hidden tags value, the empty honeypot and, when the
 * form says so, ajax=1. The response cannot be read in no-cors mode, so success is assumed
 * unless the request fails at network level, which rejects with a TypeError.
 * The origin comes from the spec, overridable at build time with VITE_MAILCHIMP_ORIGIN.
 * @throws Error when the form is not a mailchimp form.
 */
export async function subscribe(spec: FormSpec, values: Readonly<Record<string, string>>): Promise<void> {
  const t = spec.transport;
  if (t.kind !== "mailchimp") throw new Error(`form ${spec.id} is not sent to a subscription endpoint`);
  const origin = (import.meta.env.VITE_MAILCHIMP_ORIGIN as string | undefined) ?? t.origin;
  const url = `${origin}${t.path}?${new URLSearchParams({ u: t.u, id: t.listId })}`;
  const body = new URLSearchParams();
  for (const field of spec.fields) body.set(field.submitAs, values[field.name] ?? "");
  body.set("tags", t.tags);
  body.set(t.honeypot, "");
  if (t.ajax) body.set("ajax", "1");
  await fetch(url, { method: "POST", mode: "no-cors", body });
}
