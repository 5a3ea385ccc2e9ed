/**
 * The build's record of what each Vite build read (a Vite plugin that vite.config.ts composes), for the incremental build (scripts/build/build.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import type { Plugin } from "vite";
import { BUILD_INPUTS, type BuildInputs, exportNames } from "./build-inputs.ts";

/**
 * The data modules of generated/ (everything but the types of model.ts): the SSR build leaves them
 * outside its bundle, so the renderer (dist-ssr/render.js) is code only and is rebuilt only when
 * code changes; the prerender loads the data as it stands (incremental build).
 */
const isGeneratedData = (id: string) => /[\\/]generated[\\/](?!model\.ts$).+\.ts$/.test(id);

/** The id of the SSR build's gateway to a data module (a virtual module). */
const GATEWAY = "\0blu-data:";

/**
 * Build plugin: records the project files (outside node_modules) the build read, in
 * BUILD_INPUTS.client or .ssr, so `npm run build` can skip a build whose inputs did not change.
 * In the SSR build, the renderer reaches each data module of generated/ through a gateway that
 * imports it from where it is (by absolute path: dist-ssr/ is this checkout's build cache, never
 * deployed) and hands on each export through scripts/build/read-tracking.ts `tracked`, which records
 * what each page reads.
 */
export function buildInputs(): Plugin {
  let [ssr, root] = [false, "."];
  const exports: Record<string, string[]> = {};
  const trackingModule = () => join(root, "scripts/build/read-tracking.ts");
  return {
    name: "blu-build-inputs",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      [ssr, root] = [Boolean(config.build.ssr), config.root];
    },
    async resolveId(source, importer) {
      if (!ssr || !importer || source.startsWith(GATEWAY)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      if (resolved.id === trackingModule()) return { id: resolved.id, external: "absolute" };
      if (!isGeneratedData(resolved.id)) return null;
      return importer.startsWith(GATEWAY) ? { id: resolved.id, external: "absolute" } : `${GATEWAY}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(GATEWAY)) return null;
      const file = id.slice(GATEWAY.length);
      const names = exportNames(readFileSync(file, "utf8"));
      exports[file] = names;
      const module = file
        .slice(join(root, "generated").length + 1)
        .replace(/\.ts$/, "")
        .split(sep)
        .join("/");
      return [
        `import * as data from ${JSON.stringify(file)};`,
        `import { tracked } from ${JSON.stringify(trackingModule())};`,
        ...names.map((n) => `export const ${n} = tracked(${JSON.stringify(module)}, ${JSON.stringify(n)}, data.${n});`),
      ].join("\n");
    },
    generateBundle() {
      const files = [...this.getModuleIds()]
        .map((id) => id.split("?")[0]!)
        .filter((id) => id.startsWith("/") && !id.includes("/node_modules/") && !(ssr && isGeneratedData(id)) && existsSync(id));
      const out = join(root, ssr ? BUILD_INPUTS.ssr : BUILD_INPUTS.client);
      mkdirSync(dirname(out), { recursive: true });
      const inputs: BuildInputs = { files: [...new Set(files)].sort(), exports: ssr ? exports : {} };
      writeFileSync(out, `${JSON.stringify(inputs, null, 1)}\n`);
    },
  };
}
