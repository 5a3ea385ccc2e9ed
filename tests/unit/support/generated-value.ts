import { posix } from "node:path";
import { transformSync } from "esbuild";
import type { VirtualFile } from "../../../generator/emit/print.ts";

/**
 * The value of `export const <name>` of a generated file, run from the generator's output in
 * memory: esbuild strips the types, and relative imports load the other generated files.
 */
export function generatedValue(files: readonly VirtualFile[], path: string, name: string): unknown {
  const cache = new Map<string, Record<string, unknown>>();
  const load = (p: string): Record<string, unknown> => {
    const hit = cache.get(p);
    if (hit) return hit;
    const file = files.find((f) => f.path === p);
    if (!file) throw new Error(`${p} was not generated`);
    const module = { exports: {} as Record<string, unknown> };
    cache.set(p, module.exports);
    const code = transformSync(file.content, { loader: "ts", format: "cjs" }).code;
    const require = (spec: string) => load(`${posix.join(posix.dirname(p), spec)}.ts`);
    new Function("module", "exports", "require", code)(module, module.exports, require);
    return module.exports;
  };
  return load(path)[name];
}
