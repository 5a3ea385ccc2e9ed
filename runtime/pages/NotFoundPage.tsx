import { Home } from "lucide-react";
import { site } from "../../generated/site";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";

/** §2 404 page: 'Oops! Page not found' with 'Go back home' to /. */
export function NotFoundPage() {
  const e = site.errors.pageNotFound;
  return (
    <section className="grid min-h-[70vh] place-items-center bg-gradient-to-b from-brand-50 to-white py-24">
      <Container className="max-w-2xl text-center">
        <p aria-hidden="true" className="text-8xl font-extrabold tracking-tighter text-brand-200 sm:text-9xl">404</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{e.heading}</h1>
        <p className="mt-4 text-lg text-slate-600">{e.message}</p>
        <ButtonLink href={e.actionHref} size="lg" className="mt-9">
          <Home aria-hidden="true" />
          {e.action}
        </ButtonLink>
      </Container>
    </section>
  );
}
