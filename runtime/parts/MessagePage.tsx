import type { ReactNode } from "react";
import { Container } from "../primitives/Container";

/**
 * A short centred page that says one thing: a mark above the heading (the 404 numerals, the
 * sent check), the page's h1, a line of text and one action. Used by the 404 and thank-you views.
 */
export function MessagePage({ mark, heading, message, action }: { mark: ReactNode; heading: string; message: string; action: ReactNode }) {
  return (
    <section className="grid min-h-[70vh] place-items-center bg-gradient-to-b from-brand-50 to-white py-24">
      <Container className="max-w-2xl text-center">
        {mark}
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-4 text-lg text-slate-600">{message}</p>
        <div className="mt-9">{action}</div>
      </Container>
    </section>
  );
}
