import { site } from "../../generated/site";
import { Container } from "../primitives/Container";

/**
 * The fallback for unexpected failures: 'Unexpected Application Error!' and the message.
 * The dev server shows it when a page throws while rendering; the build fails instead.
 */
export function RouteError({ message }: { message: string }) {
  return (
    <section role="alert" className="py-24 md:py-32">
      <Container>
        <div className="max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{site.errors.unexpected.heading}</h1>
          <p className="mt-6 rounded-xl bg-red-50 px-4 py-3 font-mono text-sm text-red-800">{message}</p>
          <p className="mt-6 text-lg text-slate-600">{site.errors.unexpected.hint}</p>
        </div>
      </Container>
    </section>
  );
}
