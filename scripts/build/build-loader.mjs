// @ts-check
/**
 * The module loader hooks of the build's processes that load generated/, the packages and the
 * renderer through tsx (the prerender in the build's own process, the pictures stage:
 * scripts/build/build.ts, ./warm-start.ts), after tsx's own. Both spare work that is not there
 * to do, on the way to a content edit's pages and pictures:
 *
 * - **Source maps of the project's own code only.** tsx turns source maps on, so Node reads the
 *   map of every module as it loads: the inline one tsx gives each module it transforms, and the
 *   file a package's module names (satori, framer-motion and each of lucide-react's icons ship
 *   theirs); 40 to 50 ms of each process's loading after a content edit. The ES modules of
 *   generated/ (data, and the validators printed from spec/) and of the packages load without
 *   theirs: a stack trace through one still names the module and its line as it runs, as the
 *   dev server's copies of generated/ do (scripts/dev/vite-generated-maps.ts).
 * - **The renderer as Node loads it.** dist-ssr/ holds the renderer as Vite's SSR build wrote it:
 *   plain ES modules, which tsx would still rewrite (each `import()` of an island's chunk, with a
 *   source map of the whole 200 KB file to go with it: some 50 ms of its loader's thread). Its
 *   modules are read as they are.
 */
import { existsSync, realpathSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { register } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** A source map comment at the end of a module: tsx's inline map, or a package's map file. */
const MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*\s*$/;

/** The URLs of generated/ and of dist-ssr/, each ending with `/` (set by {@link initialize}). */
let folders = { generated: "", renderer: "" };

/**
 * The hooks' start, on the loader's thread.
 * @param {{ generated: string, renderer: string }} data
 */
export function initialize(data) {
  folders = data;
}

/** Whether the module at `url` loses its map: a module of generated/, or of a package (wherever its node_modules/ lies: a copy of the project may link each package). */
const withoutMap = (/** @type {string} */ url) => url.startsWith(folders.generated) || url.includes("/node_modules/");

/**
 * Reads a JavaScript module of dist-ssr/ as it is; loads any other through the hooks registered
 * before these (tsx's), then takes the source map comment off an ES module of generated/ or of a
 * package.
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context: object) => Promise<{ format?: string | null, source?: string | ArrayBuffer | Uint8Array | null }>} next
 */
export async function load(url, context, next) {
  if (url.startsWith(folders.renderer) && /\.m?js$/.test(new URL(url).pathname))
    return { format: "module", source: await readFile(fileURLToPath(url), "utf8"), shortCircuit: true };
  const loaded = await next(url, context);
  if (loaded.format !== "module" || loaded.source == null || !withoutMap(url)) return loaded;
  const source = typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
  return { ...loaded, source: source.replace(MAP_COMMENT, "\n") };
}

/**
 * Registers the hooks in this process, after tsx's (so they see what tsx made of a module).
 * @param {string} root the project root, whose generated/ and dist-ssr/ they apply to (and every package)
 */
export function registerBuildLoader(root) {
  // As Node names a module: by its real path.
  const url = (/** @type {string} */ folder) => {
    const dir = join(root, folder);
    return pathToFileURL(join(existsSync(dir) ? realpathSync(dir) : dir, "/")).href;
  };
  register(import.meta.url, { data: { generated: url("generated"), renderer: url("dist-ssr") } });
}
