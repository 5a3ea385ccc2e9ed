import { contactForm } from "../../generated/forms/contact";
import type { RouteEntry } from "../../generated/model";
import { Container } from "../primitives/Container";
import { ContactForm } from "../forms/ContactForm";
import { PageHero } from "../sections/PageHero";

/** §2 Contact: the 'Let's Work Together' hero and the 'Get in touch' form. */
export function ContactPage({ route }: { route: RouteEntry }) {
  return (
    <>
      <PageHero heading={route.heading ?? ""} />
      <section aria-labelledby="get-in-touch" className="pb-24">
        <Container>
          <div className="max-w-4xl rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10">
            <h2 id="get-in-touch" className="text-2xl font-extrabold tracking-tight sm:text-3xl">{contactForm.heading}</h2>
            {contactForm.intro && <p className="mt-3 text-slate-600">{contactForm.intro}</p>}
            <ContactForm idPrefix="contact" className="mt-6" />
          </div>
        </Container>
      </section>
    </>
  );
}
