import { CheckCircle2, Home } from "lucide-react";
import { paths } from "../../generated/routes";
import { site } from "../../generated/site";
import { ButtonLink } from "../primitives/Button";
import { Container } from "../primitives/Container";

/**
 * The thank-you view a form lands on when it was posted without JavaScript: the local form
 * inbox answers the post with a 303 to this page (README, "Forms without JavaScript").
 */
export function FormSentPage() {
  const t = site.ui.formSent;
  return (
    <section className="grid min-h-[70vh] place-items-center bg-gradient-to-b from-brand-50 to-white py-24">
      <Container className="max-w-2xl text-center">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-green-100 text-green-700">
          <CheckCircle2 aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">{t.heading}</h1>
        <p className="mt-4 text-lg text-slate-600">{t.message}</p>
        <ButtonLink href={paths.home} size="lg" className="mt-9">
          <Home aria-hidden="true" />
          {t.home}
        </ButtonLink>
      </Container>
    </section>
  );
}
