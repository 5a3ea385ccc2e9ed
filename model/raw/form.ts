/**
 * Generated from spec/schemas/form.schema.json by scripts/schema/schema-types.ts (json-schema-to-typescript); do not edit.
 * Run `npm run schema-types` after changing the schema.
 */

import type { RawHeading, RawIcon, RawLabel, RawSlug, RawText } from "./shared.ts";

/**
 * A form: its fields, the checks made before it is sent, and where it is sent.
 */
export interface RawForm {
  /**
   * Form id, the same as the file's name: lowercase letters, digits and single hyphens (contact, job-application). Pages place the form by it (a form section, or form: on a hero or offices section of a page of sections), and it names the generated module and validator.
   */
  id: RawSlug;
  /**
   * Heading shown above the form.
   */
  heading: RawHeading;
  /**
   * Sentence under the heading.
   */
  intro?: RawText;
  /**
   * Fields in display order.
   *
   * @minItems 1
   *
   * Items: One field.
   */
  fields: {
    /**
     * Field name; also the submitted template parameter.
     */
    name: string;
    /**
     * Visible label.
     */
    label: RawLabel;
    /**
     * Control type: text, email (an e-mail address), tel (a phone number), select (one of options), textarea (several lines) or link (a web address: an http:// or https:// URL, with the browser's URL keyboard and check; give it a link rule with its message).
     */
    type: "text" | "email" | "tel" | "select" | "textarea" | "link";
    /**
     * HTML autocomplete token.
     */
    autocomplete?: string;
    /**
     * Placeholder text; for a select, the first, empty option.
     */
    placeholder?: RawLabel;
    /**
     * Options of a select, after the placeholder: each a label, sent as written, or a label and the value sent in its place.
     *
     * @minItems 1
     */
    options?: (
      | {
          /**
           * What visitors see in the list.
           */
          label: RawLabel;
          /**
           * What is sent when this option is chosen, exactly as the receiving list expects it (its capitals too).
           */
          value: string;
        }
      | RawLabel
    )[];
    /**
     * True when no rule makes it required (no asterisk).
     */
    optional?: boolean;
    /**
     * Name the field is submitted under when it differs from name (FNAME, EMAIL, MMERGE6...).
     */
    submitAs?: string;
    /**
     * Initial value; for a select, one of its options, by its label or its value (otherwise the placeholder is shown first).
     */
    default?: RawLabel;
    /**
     * Help text under the label.
     */
    hint?: RawText;
  }[];
  /**
   * The checks made on submit, in order; the first check a field fails gives its message.
   *
   * Items: One row: field, rule, optional argument, message.
   */
  rules?: {
    /**
     * Name of a field of this form.
     */
    field: string;
    /**
     * required: not blank after trim; email: looks like name@host.tld; link: a web address starting with http:// or https://, with a host name (name.tld) and no spaces, at most 2,000 characters, for link fields; chosen: a select value other than empty or its placeholder; minLength/maxLength: trimmed length bounds; minDigits: at least N digits once non-digits are removed. Every rule but required and chosen lets a blank value pass.
     */
    rule: "required" | "email" | "link" | "chosen" | "minLength" | "maxLength" | "minDigits";
    /**
     * Number for minLength, maxLength and minDigits.
     */
    arg?: number;
    /**
     * Message shown under the field.
     */
    message: RawText;
  }[];
  /**
   * Submit button and result texts.
   */
  submit: {
    /**
     * Button label.
     */
    label: RawLabel;
    /**
     * Button label while sending.
     */
    sending: RawLabel;
    /**
     * Message shown after a successful send.
     */
    success: RawHeading;
    /**
     * The small picture shown before the button's words while the form waits (pick one from the icon list); leave it empty for none.
     */
    icon?: RawIcon;
    /**
     * How long the success message or panel stays before the form returns, in ms; leave out to keep it.
     */
    successMs?: number;
    /**
     * Note explaining the required-field asterisk.
     */
    requiredHint: RawText;
    /**
     * Second line of the success message.
     */
    successDetail?: RawText;
    /**
     * What success does to the form: 'replace' swaps the form for the message until successMs ends, then the form returns with its defaults; 'clear' shows the message above the emptied form.
     */
    onSuccess?: "replace" | "clear";
    /**
     * A file offered after success (the report PDF): a click-here link, and a redirect after redirectMs ms.
     */
    download?: {
      /**
       * Path of the file below public/.
       */
      href: string;
      /**
       * How many pages the file has. Where the form's intro or its page's texts say how long the file is, they write {{pages}} and the number is filled in, so it is written once.
       */
      pages?: number;
      /**
       * Text before the link.
       */
      before: RawText;
      /**
       * Text of the link ('click here').
       */
      linkText: RawLabel;
      /**
       * Text after the link.
       */
      after: RawText;
      /**
       * Delay before the browser goes to the file, in ms.
       */
      redirectMs: number;
    };
    /**
     * The message shown in red when the form could not be sent (no connection, for example); leave it empty to show none.
     */
    failure?: RawText;
  };
  /**
   * Where the form is sent.
   */
  transport: {
    /**
     * Sending service: emailjs (JSON to EmailJS's send endpoint) or mailchimp (form-encoded no-cors post to a list's subscribe endpoint).
     */
    kind: "emailjs" | "mailchimp";
    /**
     * The address of the service that receives the form; leave it empty for the site's own form inbox.
     */
    origin: string;
    /**
     * EmailJS service id.
     */
    serviceId?: string;
    /**
     * EmailJS template id.
     */
    templateId?: string;
    /**
     * EmailJS public key.
     */
    publicKey?: string;
    /**
     * Refuse to send from headless browsers (status 451).
     */
    blockHeadless?: boolean;
    /**
     * E-mail addresses the SDK refuses to send for (status 403).
     *
     * Items: An e-mail address.
     */
    blockList?: string[];
    /**
     * SDK rate limit (status 429).
     */
    limitRate?: {
      /**
       * Rate-limit bucket id.
       */
      id: RawSlug;
      /**
       * Minimum time between sends, in ms.
       */
      throttleMs: number;
    };
    /**
     * mailchimp: path of the subscribe endpoint, for example /subscribe/post.
     */
    path?: string;
    /**
     * mailchimp: the account's u parameter.
     */
    u?: string;
    /**
     * mailchimp: the audience (list) id parameter.
     */
    listId?: string;
    /**
     * mailchimp: value of the hidden tags field that marks where the sign-up came from.
     */
    tags?: string;
    /**
     * Name of the hidden field bots fill in and people leave empty (both transports); a filled one means nothing is sent.
     */
    honeypot?: string;
    /**
     * Origins the form may also be sent to once deployed (the service's own API, where a build with VITE_EMAILJS_ORIGIN or VITE_MAILCHIMP_ORIGIN sends it). The Content-Security-Policy's connect-src and form-action allow these with origin; https://*.host allows every subdomain of host.
     *
     * Items: An https origin, without a path; a leading *. matches any subdomain.
     */
    serviceOrigins?: string[];
    /**
     * mailchimp: send the hidden ajax=1 field.
     */
    ajax?: boolean;
  };
  /**
   * How the form is checked on submit: 'table' runs the checks listed below (contact and lead forms); 'browser' lets the browser check it and shows the message below (newsletter and report forms).
   */
  validation: "table" | "browser";
  /**
   * With validation: browser, the one message shown when any field is invalid.
   */
  invalidMessage?: RawText;
}
