import { CheckCircle2 } from "lucide-react";
import { paths } from "../../generated/routes";
import { site } from "../../generated/site";
import { MessagePage } from "../parts/MessagePage";

/**
 * The thank-you view a form lands on when it was posted without JavaScript: the local form
 * inbox answers the post with a 303 to this page (docs/how-it-works.md, "Forms").
 */
export function FormSentPage() {
  const t = site.ui.formSent;
  return (
    <MessagePage
      mark={
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-green-100 text-green-700">
          <CheckCircle2 aria-hidden="true" className="size-8" />
        </span>
      }
      heading={t.heading}
      message={t.message}
      home={{ href: paths.home, label: t.home }}
    />
  );
}
