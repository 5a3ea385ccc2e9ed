/**
 * The normalized types of the services-overview kind: what generator/kinds/services-overview.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
/** Services overview content. */
export interface ServicesOverview {
  readonly before: string;
  readonly words: readonly string[];
  readonly after: string;
  readonly lead: string;
  readonly exploreLabel: string;
  readonly tilesHeading: string;
  readonly learnMore: string;
  readonly tiles: readonly { readonly title: string; readonly description: string; readonly route: string }[];
}
