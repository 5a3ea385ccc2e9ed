import { CheckCircle2, LoaderCircle, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { contactForm, type ContactField, type ContactValues, validateContact } from "../../generated/forms/contact";
import { Button } from "../primitives/Button";
import { cn } from "../primitives/cn";
import { Field } from "./Field";
import { sendContact } from "./emailjs";

const EMPTY = Object.fromEntries(contactForm.fields.map((f) => [f.name, f.initial])) as ContactValues;

type Status = "idle" | "sending" | "success";

/**
 * The contact form (§3, §4, §5, §7). Checked on submit with the generated validator; editing a
 * field clears its error; while sending, inputs and button are disabled with a spinner; on
 * success a green message replaces the form for `successMs` ms, then the form returns empty
 * with country and reason on their placeholders. A failed send is logged only and keeps what
 * the visitor typed.
 */
export function ContactForm({ submitLabel, idPrefix, className }: { submitLabel?: string; idPrefix?: string; className?: string }) {
  const autoId = useId();
  const prefix = idPrefix ?? autoId;
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [status, setStatus] = useState<Status>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const { submit } = contactForm;

  useEffect(() => {
    if (status !== "success" || submit.successMs === null) return;
    const timer = window.setTimeout(() => {
      setValues(EMPTY);
      setStatus("idle");
    }, submit.successMs);
    return () => window.clearTimeout(timer);
  }, [status, submit.successMs]);

  const onChange = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const next = { ...e };
      delete next[name as ContactField];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === "sending") return;
    const result = validateContact(values);
    if (!result.valid) {
      setErrors(result.errors);
      const first = contactForm.fields.find((f) => result.errors[f.name]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    setErrors({});
    setStatus("sending");
    try {
      await sendContact(result.value);
      setStatus("success");
    } catch (error) {
      console.error("Contact form was not sent:", error);
      setStatus("idle");
    }
  };

  if (status === "success") {
    return (
      <div role="status" className={cn("flex items-start gap-3 rounded-2xl border border-green-200 bg-green-50 p-5 text-green-800", className)}>
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="font-semibold">{submit.success}</p>
      </div>
    );
  }

  const sending = status === "sending";
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={sending} data-state={status} className={className}>
      <p className="mb-5 text-sm text-slate-500">{submit.requiredHint}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        {contactForm.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            id={`${prefix}-${field.name}`}
            value={values[field.name]}
            error={errors[field.name]}
            disabled={sending}
            onChange={onChange}
          />
        ))}
      </div>
      <Button type="submit" size="lg" disabled={sending} className="mt-7 w-full sm:w-auto">
        {sending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        {sending ? submit.sending : submitLabel ?? submit.label}
      </Button>
    </form>
  );
}
