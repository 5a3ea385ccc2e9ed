import type { ChangeEvent } from "react";
import type { FormField } from "../../generated/model";
import { cn } from "../primitives/cn";

const control =
  "mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-[15px] text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/15 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500";

/**
 * One labelled form control rendered from its spec field, with its error message under it.
 * The error is tied to the control with aria-describedby and aria-invalid.
 */
export function Field({ field, id, value, error, disabled, onChange }: {
  field: FormField;
  id: string;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (name: string, value: string) => void;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: field.name,
    value,
    disabled,
    required: field.required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(field.name, e.target.value),
    className: cn(control, error ? "border-red-500" : "border-slate-300"),
  };
  return (
    <div className={field.type === "textarea" ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {field.label}
        {field.required && <span aria-hidden="true" className="ml-0.5 text-red-600">*</span>}
      </label>
      {field.type === "select" ? (
        <select {...common}>
          {field.placeholder !== null && <option value="">{field.placeholder}</option>}
          {field.options.map((o) => (
            <option key={o} value={o}>{o}</option>
          ))}
        </select>
      ) : field.type === "textarea" ? (
        <textarea {...common} rows={5} placeholder={field.placeholder ?? undefined} />
      ) : (
        <input {...common} type={field.type} autoComplete={field.autocomplete ?? undefined} placeholder={field.placeholder ?? undefined} />
      )}
      {field.hint && <p id={hintId} className="mt-1.5 text-sm text-slate-500">{field.hint}</p>}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">{error}</p>
      )}
    </div>
  );
}
