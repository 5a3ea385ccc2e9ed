// @ts-check
/**
 * A module loader hook for the build's processes that load generated/ and the packages through
 * tsx (the prerender in the build's own process, the pictures stage: scripts/build/build.ts,
 * ./warm-start.ts): the ES modules of generated/ and of node_modules/ are loaded without their
 * source maps. tsx turns source maps on, so Node reads the map of every module as it loads: the
 * inline one tsx gives each module it transforms, and the file a package's module names (satori,
 * framer-motion and each of lucide-react's icons ship theirs). After a content edit that was
 * 40 to 50 ms of each process's loading, on the way to the pages and the pictures. What
 * generated/ holds is data and the validators printed from spec/, and a package is the package:
 * a stack trace through one still names the module and its line as it runs, as the dev server's
 * copies of generated/ do (scripts/dev/vite-generated-maps.ts). The project's own code keeps its
 * maps.
 */
import { existsSync, realpathSync } from "node:fs";
import { register } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** A source map comment at the end of a module: tsx's inline map, or a package's map file. */
const MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

/** The URL of generated/, ending with `/` (set by {@link initialize}). */
let generatedUrl = "";

/**
 * The hook's start, on the loader's thread.
 * @param {{ generatedUrl: string }} data
 */
export function initialize(data) {
  generatedUrl = data.generatedUrl;
}

/** Whether the module at `url` loses its map: a module of generated/, or of a package (wherever its node_modules/ lies: a copy of the project may link each package). */
const withoutMap = (/** @type {string} */ url) => url.startsWith(generatedUrl) || url.includes("/node_modules/");

/**
 * Loads a module through the hooks registered before this one (tsx's), then takes the source map
 * comment off an ES module of generated/ or node_modules/.
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context: object) => Promise<{ format?: string | null, source?: string | ArrayBuffer | Uint8Array | null }>} next
 */
export async function load(url, context, next) {
  const loaded = await next(url, context);
  if (loaded.format !== "module" || loaded.source == null || !withoutMap(url)) return loaded;
  const source = typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
  return { ...loaded, source: source.replace(MAP_COMMENT, "\n") };
}

/**
 * Registers the hook in this process, after tsx's (so it sees what tsx made of a module).
 * @param {string} root the project root, whose generated/ it applies to (and every package)
 */
export function mapsForOwnCodeOnly(root) {
  // As Node names a module: by its real path.
  const generated = join(root, "generated");
  register(import.meta.url, { data: { generatedUrl: pathToFileURL(join(existsSync(generated) ? realpathSync(generated) : generated, "/")).href } });
}
