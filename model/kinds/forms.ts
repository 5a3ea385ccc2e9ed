/**
 * The normalized types of the forms kind: what generator/kinds/forms.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
/** Field of a form. */
export interface FormField<F extends string = string> {
  readonly name: F;
  readonly label: string;
  /** The control: `link` is a web address, rendered as `<input type="url">` with {@link FormField.pattern}. */
  readonly type: "text" | "email" | "tel" | "select" | "textarea" | "link";
  readonly autocomplete: string | null;
  readonly placeholder: string | null;
  readonly hint: string | null;
  /** A select's options, in order; [] for other controls. */
  readonly options: readonly FormOption[];
  /** Initial value: the default option's value, or "" (a select then shows its placeholder). */
  readonly initial: string;
  readonly required: boolean;
  /** Name the value is submitted under (FNAME, EMAIL...). */
  readonly submitAs: string;
  /**
   * Length limits from the validation table, mirrored on the control (minlength, maxlength);
   * a link field has at most 2,000 characters whatever the table says (the link rule's bound).
   */
  readonly minLength: number | null;
  readonly maxLength: number | null;
  /**
   * HTML `pattern` (the whole value must match, as the attribute reads it), so the browser
   * refuses a value before JavaScript runs: a link field's http(s) address (the link rule; the
   * inbox checks the same pattern), or the table's minDigits rule for a short phone number;
   * null when the field has neither.
   */
  readonly pattern: string | null;
}

/**
 * An option of a select: what visitors see, and what is submitted when it is chosen. The two
 * differ where the receiving list expects its own wording (the lead form's timeframes,
 * docs/content/form.md): the label follows the house style, the value never changes case.
 */
export interface FormOption {
  readonly label: string;
  readonly value: string;
}

/** How a form is sent. EmailJS ids or a Mailchimp-style list endpoint. */
export type FormTransport =
  | {
      readonly kind: "emailjs";
      readonly origin: string;
      /** Origins a deployed build may send it to (the CSP allows them with origin); [] when none. */
      readonly serviceOrigins: readonly string[];
      readonly serviceId: string;
      readonly templateId: string;
      readonly publicKey: string;
      readonly blockHeadless: boolean;
      readonly blockList: readonly string[];
      readonly limitRate: { readonly id: string; readonly throttleMs: number };
      /** Name of the hidden field bots fill in and people leave empty; a filled one means nothing is sent. */
      readonly honeypot?: string;
    }
  | {
      readonly kind: "mailchimp";
      readonly origin: string;
      /** Origins a deployed build may send it to (the CSP allows them with origin); [] when none. */
      readonly serviceOrigins: readonly string[];
      readonly path: string;
      readonly u: string;
      readonly listId: string;
      readonly tags: string;
      readonly honeypot: string;
      readonly ajax: boolean;
    };

/**
 * One row of a form's validation table, as authored: rows are checked in order and the
 * first failing row of a field gives that field's message.
 * - required: not blank after trim; email: name@host.tld (blank passes, required speaks);
 * - link: an http:// or https:// address with a host name (name.tld), no spaces, at most 2,000
 *   characters (blank passes); link fields only;
 * - chosen: a select value other than blank or its placeholder;
 * - minLength / maxLength: trimmed length bounds (`arg` characters; blank passes minLength);
 * - minDigits: at least `arg` digits once the non-digits are removed (blank passes).
 */
export interface FormRuleSpec<F extends string = string> {
  readonly field: F;
  readonly rule: "required" | "email" | "link" | "chosen" | "minLength" | "maxLength" | "minDigits";
  /** The number of minLength, maxLength and minDigits; null for the others. */
  readonly arg: number | null;
  /** The message shown under the field. */
  readonly message: string;
}

/** A form as the runtime renders it. */
export interface FormSpec<F extends string = string> {
  readonly id: string;
  readonly heading: string;
  readonly intro: string | null;
  /** table: the generated validator decides; browser: the browser's validity check. */
  readonly validation: "table" | "browser";
  readonly invalidMessage: string | null;
  readonly fields: readonly FormField<F>[];
  /** The validation table in order (the generated validator runs it; tests read it). */
  readonly rules: readonly FormRuleSpec<F>[];
  readonly submit: {
    readonly label: string;
    readonly sending: string;
    /** Lucide icon name shown on the idle submit button (generated/forms/index.ts carries the component); null for none. */
    readonly icon: string | null;
    readonly success: string;
    readonly successDetail: string | null;
    /** ms the success message stays before the form returns; null keeps it. */
    readonly successMs: number | null;
    readonly onSuccess: "replace" | "clear";
    readonly failure: string | null;
    readonly requiredHint: string;
    readonly download: {
      readonly href: string;
      /** How many pages the file has (spec `pages`): filled in where a text writes {{pages}}; null when the spec does not say. */
      readonly pages: number | null;
      readonly before: string;
      readonly linkText: string;
      readonly after: string;
      readonly redirectMs: number;
    } | null;
  };
  readonly transport: FormTransport;
}

/** Result of a generated form validator: the trimmed values or one message per field. */
export type ValidationResult<F extends string> =
  | { readonly valid: true; readonly value: Readonly<Record<F, string>> }
  | { readonly valid: false; readonly errors: Readonly<Partial<Record<F, string>>> };
