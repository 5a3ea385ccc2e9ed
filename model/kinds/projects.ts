/**
 * The normalized types of the projects kind: what generator/kinds/projects.ts makes of its files and
 * the runtime reads from generated/. Types only.
 */
/** Hero of /projects and its filter buttons. */
export interface ProjectsHero {
  readonly heading: string;
  readonly lead: string;
  /** Label of the filter that shows every tile. */
  readonly allLabel: string;
  /** The filter buttons after it: the label of each practice some project names, in the practices' display order. */
  readonly filters: readonly string[];
}
