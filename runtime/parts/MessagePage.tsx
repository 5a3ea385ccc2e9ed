import { Home } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";

/**
 * A short centred page that says one thing: a mark above the heading (the 404 numerals, the
 * sent check), the page's h1, a line of text and one button home (`home`: its link and label).
 * Used by the 404 and thank-you views.
 */
export function MessagePage({
  mark,
  heading,
  message,
  home,
}: {
  mark: ReactNode;
  heading: string;
  message: string;
  home: { readonly href: string; readonly label: string };
}) {
  return (
    <section className="grid min-h-[70vh] place-items-center bg-gradient-to-b from-brand-50 to-white py-24">
      <Container className="max-w-2xl text-center">
        {mark}
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-4 text-lg text-slate-600">{message}</p>
        <div className="mt-9">
          <ButtonLink href={home.href} size="lg">
            <Home aria-hidden="true" />
            {home.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
