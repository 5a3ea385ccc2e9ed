import { MapPin, Phone } from "lucide-react";
import { contactForm } from "../../generated/forms/contact";
import type { RouteEntry } from "../../generated/model";
import { contactPage } from "../../generated/pages";
import { Container } from "../primitives/Container";
import { FormIsland } from "../forms/FormIsland";
import { PageHero } from "../sections/PageHero";

/** §2 Contact: the 'Let's Work Together' hero, 'Our Offices' with tappable phone links, and the 'Get in touch' form. */
export function ContactPage({ route }: { route: RouteEntry }) {
  return (
    <>
      <PageHero heading={route.heading ?? ""} lead={contactPage?.lead} />
      <Container className="grid gap-12 pb-24 lg:grid-cols-[1fr_1.15fr] lg:items-start">
        {contactPage && (
          <section aria-labelledby="offices">
            <h2 id="offices" className="text-2xl font-extrabold tracking-tight sm:text-3xl">{contactPage.heading}</h2>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {contactPage.offices.map((o) => (
                <li key={o.country} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-card">
                  <h3 className="text-lg font-bold">{o.country}</h3>
                  <address className="mt-3 flex gap-2 text-[15px] leading-relaxed text-slate-600 not-italic">
                    <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-500" />
                    <span>{o.lines.map((l) => <span key={l} className="block">{l}</span>)}</span>
                  </address>
                  <a href={o.telHref} aria-label={o.callLabel} className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 text-sm font-semibold whitespace-nowrap text-brand-800 transition-colors hover:bg-brand-600 hover:text-white">
                    <Phone aria-hidden="true" className="size-4" />
                    {o.tel}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="get-in-touch" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10 lg:sticky lg:top-8">
          <h2 id="get-in-touch" className="text-2xl font-extrabold tracking-tight sm:text-3xl">{contactForm.heading}</h2>
          {contactForm.intro && <p className="mt-3 text-slate-600">{contactForm.intro}</p>}
          <FormIsland form="contact" idPrefix="contact" className="mt-6" />
        </section>
      </Container>
    </>
  );
}
