import { AlertCircle, CheckCircle2, LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { FormSpec, ValidationResult } from "../../generated/model";
import { Button } from "../primitives/Button";
import { cn } from "../primitives/cn";
import { Field } from "./Field";
import { subscribe } from "./mailchimp";

type Status = "idle" | "sending" | "success";

const initialValues = (spec: FormSpec) => Object.fromEntries(spec.fields.map((f) => [f.name, f.initial]));

/**
 * A form sent to a subscription endpoint: the lead, newsletter and report forms (§3, §4, §5).
 * - validation "table": the generated validator; messages under their fields, cleared on edit.
 * - validation "browser": the browser's validity check; one message, cleared by any edit.
 * - A filled honeypot means a bot: nothing is sent and the usual success shows.
 * - Success either replaces the form for successMs ms (then it returns with its defaults) or
 *   clears it under a message; a download is offered and opened after its delay.
 * - A network failure shows the form's failure text in red, or is only logged; input is kept.
 */
export function SubscribeForm({ spec, validate, idPrefix, submitLabel, className }: {
  spec: FormSpec;
  validate: (values: Record<string, string>) => ValidationResult<string>;
  idPrefix?: string;
  submitLabel?: string;
  className?: string;
}) {
  const autoId = useId();
  const prefix = idPrefix ?? autoId;
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(spec));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { submit } = spec;
  const replaced = status === "success" && submit.onSuccess === "replace";

  useEffect(() => {
    if (status !== "success") return;
    const timers: number[] = [];
    if (submit.download) {
      const href = submit.download.href;
      timers.push(window.setTimeout(() => window.location.assign(href), submit.download.redirectMs));
    }
    if (submit.successMs !== null) {
      timers.push(window.setTimeout(() => {
        setValues(initialValues(spec));
        setStatus("idle");
      }, submit.successMs));
    }
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [status, spec, submit]);

  const onChange = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setFormError(null);
    if (status === "success" && submit.onSuccess === "clear") setStatus("idle");
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    setFormError(null);
    let clean = values;
    if (spec.validation === "browser") {
      if (!formRef.current?.checkValidity()) {
        setFormError(spec.invalidMessage);
        return;
      }
    } else {
      const result = validate(values);
      if (!result.valid) {
        setErrors(result.errors);
        const first = spec.fields.find((f) => result.errors[f.name]);
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
        return;
      }
      setErrors({});
      clean = result.value;
    }
    if (honeypotRef.current?.value) {
      // A bot filled the field people never see: pretend it worked, send nothing.
      setValues(initialValues(spec));
      setStatus("success");
      return;
    }
    setStatus("sending");
    try {
      await subscribe(spec, clean);
      setValues(initialValues(spec));
      setStatus("success");
    } catch (error) {
      console.error(`The ${spec.id} form was not sent:`, error);
      setStatus("idle");
      if (submit.failure) setFormError(submit.failure);
    }
  };

  const successMessage = (
    <div role="status" className="flex items-start gap-3 rounded-2xl border border-green-200 bg-green-50 p-5 text-green-900">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
      <div>
        <p className="font-bold">{submit.success}</p>
        {submit.successDetail && <p className="mt-1 text-sm">{submit.successDetail}</p>}
        {submit.download && (
          <p className="mt-1 text-sm">
            {submit.download.before}
            <a href={submit.download.href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">{submit.download.linkText}</a>
            {submit.download.after}
          </p>
        )}
      </div>
    </div>
  );

  if (replaced) return <div className={className}>{successMessage}</div>;

  const sending = status === "sending";
  const honeypot = spec.transport.kind === "mailchimp" ? spec.transport.honeypot : null;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={sending} data-state={status} data-form={spec.id} className={cn("relative", className)}>
      {status === "success" && <div className="mb-6">{successMessage}</div>}
      <p className="mb-5 text-sm text-slate-500">{submit.requiredHint}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {spec.fields.map((field) => (
          <Field key={field.name} field={field} id={`${prefix}-${field.name}`} value={values[field.name]} error={errors[field.name]} disabled={sending} onChange={onChange} />
        ))}
      </div>
      {honeypot && (
        <div aria-hidden="true" className="absolute -left-[5000px] h-px w-px overflow-hidden">
          <input ref={honeypotRef} type="text" name={honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      )}
      {formError && (
        <p role="alert" className="mt-5 flex items-center gap-2 font-semibold text-red-700">
          <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={sending} className="mt-7 w-full sm:w-auto">
        {sending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {sending ? submit.sending : submitLabel ?? submit.label}
      </Button>
    </form>
  );
}
