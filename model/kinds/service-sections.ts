/**
 * The normalized types of the service-sections kind: what generator/kinds/service-sections.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
import type { Artefact, CategoryKey, Client, IconCard, Image, Video } from "../content.ts";

/** A card of a section page; `href` links to a service detail page when set. */
export interface SectionCard {
  readonly title: string;
  readonly description: string;
  readonly href: string | null;
  readonly image: Image | null;
}

/** Service section: its practice's index page (the section route's pattern filled with its key). */
export interface ServiceSection {
  readonly key: CategoryKey;
  readonly path: string;
  readonly title: string;
  readonly leadHeading: string;
  readonly otherheading: string;
  readonly headline: string;
  readonly tagline: string;
  readonly banner: Image;
  readonly description: string;
  readonly image: Image;
  readonly visual:
    | {
        readonly kind: "carousel";
        /** The slides; `artefact` is the piece of work a slide without photograph is drawn as (spec `artefact`), null when the spec names none. */
        readonly slides: readonly { readonly image: Image; readonly alt: string; readonly artefact: Artefact | null }[];
      }
    | { readonly kind: "video"; readonly video: Video }
    | { readonly kind: "image" };
  /**
   * The agency's own work in this practice, as a client (key `<brand>-<practice>`, the agency's
   * name, the practice's accent and on-dark colours): the brand of the carousel slides drawn
   * without photograph.
   */
  readonly house: Client;
  /**
   * The section's own icons in spec order (lucide names), which its composed pictures without
   * words pick from: its offerings' services' icons, its practice's services' icons, its
   * benefit cards' icons, then the practice's icon; empty when it has none.
   */
  readonly icons: readonly string[];
  readonly offerings: readonly SectionCard[];
  readonly approach: readonly SectionCard[];
  readonly whyChooseUs: readonly { readonly title: string; readonly description: string }[];
  readonly benefits: readonly IconCard[];
  readonly cta: { readonly heading: string; readonly text: string; readonly finalcall: string; readonly description: string; readonly backgroundImage: Image };
}
