import { clsx } from "clsx";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { FormField } from "../../model/index.ts";

const control =
  "mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-[15px] text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/15 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500";

/** The HTML input type of a spec field type where they differ: a link is `<input type="url">`. */
const INPUT_TYPES: Partial<Record<FormField["type"], string>> = { link: "url" };

/**
 * One labelled form control rendered from its spec field, uncontrolled: it starts at the
 * field's initial value, is named by the field's submitted name (FNAME, EMAIL, …) so the HTML
 * form posts it without JavaScript, and carries the browser's own constraints from the validation
 * table (required, type, minlength, maxlength, pattern; a link field is `type="url"` with its
 * http(s) pattern, so the browser checks it without JavaScript). `native: false` (a hydrated form)
 * drops maxlength, which would stop typing where the message is meant to speak instead.
 * The error is tied to the control with aria-describedby and aria-invalid.
 * A textarea with a maxLength shows a "n / max" counter under it (characters typed, line breaks
 * counting one, as maxlength counts them), red past the limit; it needs JavaScript to follow the
 * typing, so it is hidden without it (data-needs-js), where maxlength itself stops at the limit.
 */
export function Field({
  field,
  id,
  error,
  disabled,
  native,
}: {
  field: FormField;
  /** DOM id of the control; its hint and error ids derive from it. */
  id: string;
  /** Message to show under the control. */
  error?: string;
  disabled?: boolean;
  /** True in the build-time HTML (no JavaScript yet): every HTML constraint applies. */
  native: boolean;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-count`;
  const counted = field.type === "textarea" && field.maxLength !== null;
  const describedBy = clsx(field.hint && hintId, counted && counterId, error && errorId) || undefined;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const count = useLength(textarea, field.initial.length, counted);
  const common = {
    id,
    name: field.submitAs,
    defaultValue: field.initial,
    disabled,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    className: clsx(control, error ? "border-red-500" : "border-slate-300"),
  };
  const lengths = { minLength: field.minLength ?? undefined, maxLength: native ? (field.maxLength ?? undefined) : undefined };
  return (
    <div className={field.type === "textarea" ? "@xl:col-span-2" : undefined}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {field.label}
        {field.required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {field.type === "select" ? (
        <select {...common}>
          {field.placeholder !== null && <option value="">{field.placeholder}</option>}
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <>
          <textarea ref={textarea} {...common} {...lengths} rows={5} placeholder={field.placeholder ?? undefined} />
          {counted && (
            <p
              id={counterId}
              data-needs-js
              data-over={count > field.maxLength! ? "" : undefined}
              className={clsx("mt-1 text-right text-xs tabular-nums", count > field.maxLength! ? "font-semibold text-red-700" : "text-slate-500")}
            >
              {`${count} / ${field.maxLength}`}
            </p>
          )}
        </>
      ) : (
        <input
          {...common}
          {...lengths}
          type={INPUT_TYPES[field.type] ?? field.type}
          pattern={field.pattern ?? undefined}
          autoComplete={field.autocomplete ?? undefined}
          placeholder={field.placeholder ?? undefined}
        />
      )}
      {field.hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The length of a control's value, kept current: on every input, after the form resets, and once
 * on hydration (text typed into the build-time HTML counts). `initial` is the build-time count.
 */
function useLength(ref: RefObject<HTMLTextAreaElement | null>, initial: number, enabled: boolean): number {
  const [length, setLength] = useState(initial);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el) return;
    const update = () => setLength(el.value.length);
    // A form resets its controls after its reset event, so read them a moment later.
    const afterReset = () => window.setTimeout(update, 0);
    update();
    el.addEventListener("input", update);
    el.form?.addEventListener("reset", afterReset);
    return () => {
      el.removeEventListener("input", update);
      el.form?.removeEventListener("reset", afterReset);
    };
  }, [ref, enabled]);
  return length;
}
