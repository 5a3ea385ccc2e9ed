import { type FormEvent, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { FormSpec, ValidationResult } from "../../model/index.ts";

/** The states every form goes through: idle, sending (controls disabled), success. */
export type FormStatus = "idle" | "sending" | "success";

/** What a form island gives the hook: its generated module's spec and validator, and its sender. */
export interface UseFormOptions<F extends string> {
  /** The form from generated/forms/<id>.ts. */
  readonly spec: FormSpec<F>;
  /** The generated validator of that form (used when `spec.validation` is "table"). */
  readonly validate: (values: Record<F, string>) => ValidationResult<F>;
  /**
   * Sends the values (trimmed by the validator for "table" forms, as typed for "browser" ones),
   * keyed by field name. Resolves when sent; any rejection is a failed send.
   */
  readonly send: (values: Readonly<Record<F, string>>) => Promise<unknown>;
  /** Name of the honeypot control, or null: when it holds anything, nothing is sent. */
  readonly honeypot: string | null;
}

/** The state of one form and the handlers its <form> element needs. */
export interface FormController<F extends string> {
  /** Ref for the <form> element. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly status: FormStatus;
  /** Messages by field name ("table" forms), shown under their fields. */
  readonly errors: Readonly<Partial<Record<F, string>>>;
  /** The one form-level message: invalidMessage ("browser" forms) or the failure text. */
  readonly formError: string | null;
  /**
   * False in the build-time HTML and during hydration, true once the island runs: the form then
   * sets noValidate and drops the constraints that would stop typing (maxlength), because the
   * Checks and messages take over.
   */
  readonly hydrated: boolean;
  /** The <form>'s onSubmit: validates, then sends in the background. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The <form>'s onInput: an edit clears its field's error and the form-level error. */
  readonly onInput: (event: FormEvent<HTMLFormElement>) => void;
}

/** Each field's current value, read from the form's controls by submitted name ("" if absent). */
export function readValues<F extends string>(form: HTMLFormElement, spec: FormSpec<F>): Record<F, string> {
  const data = new FormData(form);
  return Object.fromEntries(spec.fields.map((f) => [f.name, String(data.get(f.submitAs) ?? "")])) as Record<F, string>;
}

/**
 * The one form hook of every form. Inputs are uncontrolled: values are
 * read with FormData on submit and put back to their defaults with form.reset(), so anything
 * typed before hydration survives it.
 * - Submit: "table" forms run the generated validator (messages per field), "browser" forms the
 *   browser's validity check (one `invalidMessage`); either way the first invalid control gets
 *   focus and nothing is sent.
 * - A filled honeypot sends nothing and shows the usual success (bots learn nothing).
 * - Success: `onSuccess: "clear"` resets the controls under the message; `"replace"` lets the
 *   view replace the form. After `successMs` ms (when not null) the form returns to idle with
 *   its defaults. A `download` is opened `redirectMs` ms after the success (without a view
 *   transition, which a PDF cannot take part in).
 * - Failure: logged with console.error (The <id> form was not sent: …); the `failure`
 *   text shows when the spec has one; everything typed is kept.
 */
export function useForm<F extends string>({ spec, validate, send, honeypot }: UseFormOptions<F>): FormController<F> {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<FormStatus>("idle");
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  // The status as of now, for handlers that run between renders (a double click).
  const current = useRef<FormStatus>("idle");
  const { submit } = spec;

  const moveTo = useCallback((next: FormStatus) => {
    current.current = next;
    setStatus(next);
  }, []);

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (status !== "success") return;
    const timers: number[] = [];
    const download = submit.download;
    if (download) timers.push(window.setTimeout(() => window.location.assign(download.href), download.redirectMs));
    // A PDF cannot take part in a cross-document view transition: Chromium would abort it with
    // an uncaught InvalidStateError. Skip it ourselves while the download is on offer.
    const skipTransition = (event: PageSwapEvent) => {
      const transition = event.viewTransition;
      if (!transition) return;
      transition.ready.catch(() => {});
      transition.finished.catch(() => {});
      transition.skipTransition();
    };
    if (download) window.addEventListener("pageswap", skipTransition);
    if (submit.successMs !== null) {
      timers.push(
        window.setTimeout(() => {
          formRef.current?.reset();
          moveTo("idle");
        }, submit.successMs),
      );
    }
    return () => {
      timers.forEach((t) => {
        window.clearTimeout(t);
      });
      window.removeEventListener("pageswap", skipTransition);
    };
  }, [status, submit, moveTo]);

  const succeed = (form: HTMLFormElement) => {
    if (submit.onSuccess === "clear") form.reset();
    moveTo("success");
  };

  const focus = (el: Element | null | undefined) => {
    if (el instanceof HTMLElement) el.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (current.current === "sending") return;
    const form = event.currentTarget;
    setFormError(null);
    const values = readValues(form, spec);
    let clean: Readonly<Record<F, string>> = values;
    if (spec.validation === "browser") {
      if (!form.checkValidity()) {
        setFormError(spec.invalidMessage);
        focus(form.querySelector(":invalid"));
        return;
      }
    } else {
      const result = validate(values);
      if (!result.valid) {
        setErrors(result.errors);
        const first = spec.fields.find((f) => result.errors[f.name] !== undefined);
        if (first) focus(form.elements.namedItem(first.submitAs) as Element | null);
        return;
      }
      setErrors({});
      clean = result.value;
    }
    if (honeypot && new FormData(form).get(honeypot)) {
      succeed(form);
      return;
    }
    moveTo("sending");
    send(clean).then(
      () => succeed(form),
      (error: unknown) => {
        console.error(`The ${spec.id} form was not sent:`, error);
        moveTo("idle");
        if (submit.failure) setFormError(submit.failure);
      },
    );
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    const field = spec.fields.find((f) => f.submitAs === name);
    setFormError(null);
    if (current.current === "success" && submit.onSuccess === "clear") moveTo("idle");
    if (!field) return;
    setErrors((e) => {
      if (e[field.name] === undefined) return e;
      const next = { ...e };
      delete next[field.name];
      return next;
    });
  };

  return { formRef, status, errors, formError, hydrated, onSubmit, onInput };
}
