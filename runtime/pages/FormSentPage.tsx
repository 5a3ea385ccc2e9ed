import { CheckCircle2 } from "lucide-react";
import { paths } from "../../generated/routes";
import { site } from "../../generated/site";
import { MessagePage } from "../parts/MessagePage";
import type { Screens } from "../app/page-kinds";

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

/** The rows of the page-kind table (runtime/app/page-kinds.tsx) this module renders: its page kinds and how the page around each behaves. */
export const screens: Screens = { "form-sent": { screen: FormSentPage } };
