import { Send } from "lucide-react";
import { contactForm, validateContact } from "../../generated/forms/contact";
import { sendContact } from "../forms/emailjs";
import { Form, type FormIslandProps } from "../forms/Form";

/** §3–§5, §7 The contact form as an island, sent with EmailJS. */
export default function ContactForm(props: FormIslandProps) {
  return <Form {...props} spec={contactForm} validate={validateContact} send={sendContact} icon={<Send aria-hidden="true" />} />;
}
