import { Island } from "../islands/Island";

/**
 * Places a form of spec/forms/ on a page, by its id (`form`), as the one form island
 * (the default export of ./Form.tsx). The HTML is a complete form that posts to its real endpoint, so it
 * works before and without JavaScript; hydration (on the first pointer, touch or focus inside
 * the form; what was typed before stays) adds the validation messages, the states and
 * sending in the background. Any form id works: a new form is a YAML file, not code.
 * - `form`: the form's id (contact, lead, newsletter, report, or any new one);
 * - `idPrefix`: prefix of the controls' DOM ids (`${idPrefix}-${field}`), unique on the page;
 *   the form's id when left out;
 * - `submitLabel`: replaces the form's own button text (a call to action);
 * - `className`: classes of the <form> (or its success message).
 */
export function FormIsland({ form, idPrefix, submitLabel, className }: { form: string; idPrefix?: string; submitLabel?: string; className?: string }) {
  return <Island name="Form" client="interaction" props={{ id: form, idPrefix: idPrefix ?? form, submitLabel, className }} />;
}
