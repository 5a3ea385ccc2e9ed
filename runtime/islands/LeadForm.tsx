import { leadForm, validateLead } from "../../generated/forms/lead";
import { Form, type FormIslandProps } from "../forms/Form";
import { subscribe } from "../forms/mailchimp";

/** §3–§5, §7 The lead form as an island, posted to its subscription list. */
export default function LeadForm(props: FormIslandProps) {
  return <Form {...props} spec={leadForm} validate={validateLead} send={(values) => subscribe(leadForm, values)} />;
}
