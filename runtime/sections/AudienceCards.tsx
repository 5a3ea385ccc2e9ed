import { CheckCircle2 } from "lucide-react";
import type { Audience } from "../../generated/model";
import { icons } from "../../generated/icons";
import { Card } from "../primitives/Card";
import { Container } from "../primitives/Container";
import { SectionHeading } from "./SectionHeading";

/** §2 'Who Can Benefit from Our Services': four cards, two columns from medium screens up. */
export function AudienceCards({ id, heading, intro, audiences }: { id: string; heading: string; intro: string; audiences: readonly Audience[] }) {
  return (
    <section aria-labelledby={id} className="bg-slate-50 py-20 lg:py-28">
      <Container>
        <SectionHeading id={id} heading={heading} intro={intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {audiences.map((a) => {
            const Icon = (a.icon && icons[a.icon]) || CheckCircle2;
            return (
              <li key={a.title}>
                <Card className="flex h-full gap-5 p-6 sm:p-7">
                  <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-lg font-bold">{a.title}</h3>
                    <p className="mt-2 leading-relaxed text-slate-600">{a.description}</p>
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
