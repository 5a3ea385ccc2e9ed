import { clsx } from "clsx";
import { AlertCircle, CheckCircle2, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { forms } from "../../generated/forms";
import type { FormSpec, ValidationResult } from "../../model/index.ts";
import { useForm } from "./useForm";
import { buttonVariants } from "../primitives/Button";
import { formEndpoint } from "./endpoints";
import { Field } from "./Field";
import { sendForm } from "./send";

/** Props every form island takes from the page besides the form's id (JSON, serialized into the island marker). */
export interface FormIslandProps {
  /** Prefix of the controls' DOM ids (`${idPrefix}-${field}`); unique on the page. */
  readonly idPrefix: string;
  /** Text of the submit button instead of the form's own (a call to action). */
  readonly submitLabel?: string;
  readonly className?: string;
}

/**
 * A form of spec/forms/, rendered from its generated data. The HTML is a
 * complete `<form method="post">` to the form's real endpoint, with every field under its
 * submitted name, the hidden values of and the honeypot, so it works before and without
 * JavaScript. Once hydrated, the form hook (useForm) takes over: messages, states and
 * sending in the background with `send`. `data-state` (idle, sending, success) and
 * `data-hydrated` mark the form for styling and tests.
 */
export function Form<F extends string>({
  spec,
  validate,
  send,
  idPrefix,
  submitLabel,
  className,
  icon,
}: FormIslandProps & {
  /** The form from generated/forms/<id>.ts. */
  spec: FormSpec<F>;
  /** Its generated validator. */
  validate: (values: Record<F, string>) => ValidationResult<F>;
  /** Sends the checked values (EmailJS or the list); rejects on failure. */
  send: (values: Readonly<Record<F, string>>) => Promise<unknown>;
  /** Icon shown on the idle submit button. */
  icon?: ReactNode;
}) {
  const endpoint = formEndpoint(spec);
  const form = useForm({ spec, validate, send, honeypot: endpoint.honeypot });
  const { submit } = spec;
  const { status, hydrated } = form;
  const sending = status === "sending";

  const message = (
    <div role="status" className="flex items-start gap-3 rounded-2xl border border-green-200 bg-green-50 p-5 text-green-900">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      <div>
        <p className="font-bold">{submit.success}</p>
        {submit.successDetail && <p className="mt-1 text-sm">{submit.successDetail}</p>}
        {submit.download && (
          <p className="mt-1 text-sm">
            {submit.download.before}
            <a href={submit.download.href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {submit.download.linkText}
            </a>
            {submit.download.after}
          </p>
        )}
      </div>
    </div>
  );

  if (status === "success" && submit.onSuccess === "replace") {
    return (
      <div data-form={spec.id} data-state={status} className={className}>
        {message}
      </div>
    );
  }

  return (
    <form
      ref={form.formRef}
      method="post"
      action={endpoint.action}
      encType={endpoint.encType}
      noValidate={hydrated}
      onSubmit={form.onSubmit}
      onInput={form.onInput}
      aria-busy={sending}
      data-form={spec.id}
      data-state={status}
      data-hydrated={hydrated ? "" : undefined}
      className={clsx("relative", className)}
    >
      {status === "success" && <div className="mb-6">{message}</div>}
      <p className="mb-5 text-sm text-slate-500">{submit.requiredHint}</p>
      {/* Two columns of fields only where each is wide enough for its hint (240 px of text). */}
      <div className="@container">
        <div className="grid gap-5 @xl:grid-cols-2">
          {spec.fields.map((field) => (
            <Field key={field.name} field={field} id={`${idPrefix}-${field.name}`} error={form.errors[field.name]} disabled={sending} native={!hydrated} />
          ))}
        </div>
      </div>
      {endpoint.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {endpoint.honeypot && (
        <div aria-hidden="true" className="absolute -left-[5000px] h-px w-px overflow-hidden">
          <input type="text" name={endpoint.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      )}
      {form.formError && (
        <p role="alert" className="mt-5 flex items-center gap-2 font-semibold text-red-700">
          <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
          {form.formError}
        </p>
      )}
      <button type="submit" disabled={sending} data-slot="button" className={clsx(buttonVariants({ size: "lg" }), "mt-7 w-full sm:w-auto")}>
        {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : icon}
        {sending ? submit.sending : (submitLabel ?? submit.label)}
      </button>
    </form>
  );
}

/**
 * The form island (`Form` in the island table, runtime/islands/registry.ts): any form
 * of spec/forms/, found by its id in generated/forms and rendered with {@link Form}. Its fields,
 * Rules and messages, success and failure states, submit icon and transport all come from
 * the form's YAML, so a new form or field needs no code here. Pages place it with
 * `<FormIsland form="…" />` (./FormIsland.tsx).
 * @throws Error (at build time, when the page renders) for an id spec/forms/ does not define.
 */
export default function FormById({
  id,
  ...props
}: FormIslandProps & {
  /** The form's id (`id:` of spec/forms/<id>.yaml). */
  readonly id: string;
}) {
  const entry = forms[id];
  if (!entry) throw new Error(`No form "${id}" in spec/forms/ (forms: ${Object.keys(forms).join(", ")})`);
  const Icon = entry.icon;
  return (
    <Form
      {...props}
      spec={entry.spec}
      validate={entry.validate}
      send={(values) => sendForm(entry.spec, values)}
      icon={Icon ? <Icon aria-hidden="true" /> : undefined}
    />
  );
}
