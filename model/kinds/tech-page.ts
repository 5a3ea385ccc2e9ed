/**
 * The normalized types of the tech-page kind: what generator/kinds/tech-page.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
import type { IconCard } from "../content.ts";

/** Tech Solutions page content. */
export interface TechPage {
  readonly badge: string;
  readonly heading: string;
  readonly intro: string;
  readonly offeringsHeading: string;
  readonly whyLabel: string;
  readonly learnMore: string;
  /** Offerings; `href` is the page of the practice's service named by the title as a tech slug. */
  readonly offerings: readonly {
    readonly title: string;
    readonly description: string;
    readonly why: string;
    readonly icon: string;
    readonly href: string;
    readonly externalLinks: readonly { readonly text: string; readonly url: string }[];
  }[];
  readonly whyChoose: { readonly heading: string; readonly items: readonly IconCard[] };
  readonly cta: { readonly heading: string; readonly text: string };
}
