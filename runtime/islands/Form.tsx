import { forms } from "../../generated/forms";
import { Form as FormView, type FormIslandProps } from "../forms/Form";
import { sendForm } from "../forms/send";

/**
 * §3–§5, §7 The one form island: any form of spec/forms/, found by its id in generated/forms.
 * Its fields, §5 rules and messages, §4 success and failure states, submit icon and transport
 * all come from the form's YAML, so a new form or field needs no code here.
 * @throws Error (at build time, when the page renders) for an id spec/forms/ does not define.
 */
export default function Form({
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
    <FormView
      {...props}
      spec={entry.spec}
      validate={entry.validate}
      send={(values) => sendForm(entry.spec, values)}
      icon={Icon ? <Icon aria-hidden="true" /> : undefined}
    />
  );
}
