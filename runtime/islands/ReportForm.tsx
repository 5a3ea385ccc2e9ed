import { reportForm, validateReport } from "../../generated/forms/report";
import { Form, type FormIslandProps } from "../forms/Form";
import { subscribe } from "../forms/mailchimp";

/** §3–§5, §7 The report form as an island, posted to its subscription list. */
export default function ReportForm(props: FormIslandProps) {
  return <Form {...props} spec={reportForm} validate={validateReport} send={(values) => subscribe(reportForm, values)} />;
}
