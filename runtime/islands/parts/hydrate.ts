import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates one island marker with its component and props. Kept apart from the loader so the
 * loader itself imports nothing (React is CommonJS, and its interop helpers would otherwise be
 * a static import fetched with the loader, before the first paint).
 */
export function hydrateIsland(el: HTMLElement, name: string, Component: ComponentType<object>, props: object): void {
  hydrateRoot(el, createElement(Component, props), {
    onRecoverableError: (error) => console.error(`Island ${name} did not hydrate cleanly:`, error),
  });
}
