/**
 * The normalized types of the about kind: what generator/kinds/about.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
import type { IconCard, Person } from "../content.ts";

/** About page content. */
export interface AboutPage {
  readonly hero: PageHeroContent;
  readonly story: { readonly heading: string; readonly paragraphs: readonly string[] };
  readonly acronym: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly { readonly letter: string; readonly word: string; readonly description: string }[];
  };
  readonly apart: { readonly heading: string; readonly items: readonly IconCard[]; readonly actionLabel: string };
  readonly footprint: { readonly heading: string; readonly intro: string; readonly chips: readonly string[] };
  readonly team: {
    readonly heading: string;
    readonly statement: string;
    readonly values: readonly IconCard[];
    readonly leadershipHeading: string;
    readonly profileLabel: string;
    /** The leadership grid (nine at launch). */
    readonly leaders: readonly Person[];
  };
  readonly methodology: {
    readonly heading: string;
    readonly intro: string;
    readonly steps: readonly { readonly title: string; readonly description: string }[];
  };
  readonly focus: { readonly heading: string; readonly paragraphs: readonly string[]; readonly points: readonly string[] };
  readonly approach: {
    readonly heading: string;
    readonly intro: string;
    readonly majorityLabel: string;
    readonly beliefLabel: string;
    readonly pairs: readonly { readonly majority: string; readonly belief: string }[];
  };
}

/** A page hero: badge, the page's one heading, lead paragraph. */
export interface PageHeroContent {
  readonly badge: string;
  readonly heading: string;
  readonly lead: string;
}
