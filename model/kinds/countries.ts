/**
 * The normalized types of the countries kind: what generator/kinds/countries.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
import type { CaseStep, CaseStudyScope, ClientLogo, Image, OfficePlace, Person } from "../content.ts";

/** A country page (Country record). */
export interface CountryPage {
  readonly name: string;
  readonly slug: string;
  readonly path: string;
  readonly layout: "uk" | "south-africa" | "office";
  readonly badge: string;
  readonly heroImage: Image;
  readonly heroTitle: string;
  readonly story: string | null;
  readonly mission: string | null;
  readonly whoWeAre: string;
  readonly whatWeOffer: {
    readonly description: string;
    readonly services: readonly { readonly name: string; readonly icon: string; readonly description: string }[];
  };
  readonly whyWorkWithUs: { readonly heading: string; readonly description: string; readonly reasons: readonly CaseStep[] } | null;
  readonly gatewayToAfrica: { readonly heading: string; readonly description: string; readonly points: readonly CaseStep[] } | null;
  readonly projects: { readonly heading: string; readonly items: readonly { readonly name: string; readonly route: string }[] } | null;
  /** The team photograph, or where there is none a composed picture of the office (`art: true`); null when the country has neither. */
  readonly teamImage: Image | null;
  /** The office's city (spec/countries/<slug>.yaml `office.city`), named by the office picture's alt text. */
  readonly officeCity: string | null;
  /** The office's place (spec `office`), marked on the composed hero and drawn as the office picture; null when the spec names none. */
  readonly office: OfficePlace | null;
  readonly caseStudies: { readonly heading: string; readonly scope: CaseStudyScope } | null;
  readonly team: { readonly heading: string; readonly members: readonly Person[] } | null;
  readonly marquee: { readonly heading: string; readonly logos: readonly ClientLogo[] } | null;
  readonly closing: { readonly heading: string; readonly text: string };
}
