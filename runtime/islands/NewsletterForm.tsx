import { newsletterForm, validateNewsletter } from "../../generated/forms/newsletter";
import { Form, type FormIslandProps } from "../forms/Form";
import { subscribe } from "../forms/mailchimp";

/** §3–§5, §7 The newsletter form as an island, posted to its subscription list. */
export default function NewsletterForm(props: FormIslandProps) {
  return <Form {...props} spec={newsletterForm} validate={validateNewsletter} send={(values) => subscribe(newsletterForm, values)} />;
}
