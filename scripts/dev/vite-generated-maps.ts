/**
 * The dev server renders pages from generated/ through Vite's SSR, which transforms a changed
 * module again on every save: for a data module of 150–180 KB (generated/services.ts,
 * generated/case-studies.ts), building its source map at every character boundary and combining
 * it with the TypeScript transform's took about a third of that transform, some 25 ms of a save
 * (docs/measurements.md, "A save in the dev server").
 */
import { sep } from "node:path";
import type { Plugin } from "vite";

/**
 * Dev-server plugin: the server-side copies of generated/'s modules carry no source map (an empty
 * one, which Vite's SSR transform passes through instead of making one). What they hold is data
 * and the validators printed from spec/: a stack trace through one still names the module, and
 * its line in the module as the server runs it. The browser's copies keep their maps, as does
 * every other module.
 */
export function ssrGeneratedWithoutMaps(): Plugin {
  let generatedDir = "";
  return {
    name: "blu-ssr-generated-without-maps",
    apply: "serve",
    enforce: "post",
    configResolved(config) {
      generatedDir = `${config.root}${sep}generated${sep}`.split(sep).join("/");
    },
    transform(code, id, options) {
      if (!options?.ssr || !id.startsWith(generatedDir) || !id.endsWith(".ts")) return null;
      return { code, map: { mappings: "" } };
    },
  };
}
