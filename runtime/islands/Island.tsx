import { createElement, type ComponentType } from "react";
import { type IslandName, type IslandProps, islands, type LoadStrategy, type Placement } from "./registry";

/**
 * The build-time component of one line of the island table: a React island's is the module the
 * browser hydrates, a decoration's its `render` module.
 * @throws Error naming the line to complete, for a decoration without `render`.
 */
async function componentOf(name: string, island: Placement): Promise<ComponentType<object>> {
  const load = "decorate" in island ? island.render : island;
  if (!load)
    throw new Error(
      `The island "${name}" decorates in the browser but has no component to render at build time: add \`...(SSR && { render: () => import("./${name}") })\` to its line in runtime/islands/registry.ts`,
    );
  return (await load()).default;
}

/** Every island's build-time component, by name, loaded once from the island table (./registry.ts) before any page renders. */
const components = Object.fromEntries(
  await Promise.all(Object.entries(islands).map(async ([name, island]) => [name, await componentOf(name, island)] as const)),
) as Readonly<Record<IslandName, ComponentType<object>>>;

/**
 * Places an island (build time): its component renders to HTML like the rest of the page,
 * inside a <blu-island> marker carrying the island's name, its props as JSON and its load
 * strategy, which the loader (./loader.ts) reads to bring it to life with the same props. Like
 * Astro's <astro-island>; `display: contents`, so the marker takes no box.
 * Props must be JSON-serializable (strings, numbers, booleans, arrays, plain objects); an
 * island's DOM ids come from its props, never from useId, so they match wherever it renders.
 */
export function Island<N extends IslandName>({
  name,
  client,
  media,
  props,
}: {
  name: N;
  client: LoadStrategy;
  /** Media query of the `media` strategy, e.g. "(min-width: 641px)". */
  media?: string;
  props: IslandProps<N>;
}) {
  return createElement("blu-island", { name, client, media, props: JSON.stringify(props) }, createElement(components[name], props as object));
}
