import { createElement, type ComponentType } from "react";
import { components } from "./components";
import type { IslandName, IslandProps, LoadStrategy } from "./registry";

/**
 * Places an island (build time): its component renders to HTML like the rest of the page,
 * inside a <blu-island> marker carrying the island's name, its props as JSON and its load
 * strategy, which the loader (./loader.ts) reads to hydrate it with the same props. Like
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
  const Component = components[name] as ComponentType<object>;
  return createElement("blu-island", { name, client, media, props: JSON.stringify(props) }, createElement(Component, props as object));
}
