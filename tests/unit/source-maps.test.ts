/**
 * scripts/build/source-maps.mjs: the build's processes keep the source maps of the project's own
 * code only; the modules of generated/ and of the packages load without theirs (Node reads every
 * module's map as it loads, once tsx turns maps on).
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./support/tmp-root.ts";

/** Which of `modules` (specifiers from the project root) have a source map in a process with tsx, with the hook registered when `hook`. */
function mapped(modules: readonly string[], hook: boolean): Record<string, boolean> {
  const script = `
    import { findSourceMap } from "node:module";
    import { pathToFileURL } from "node:url";
    import { createRequire } from "node:module";
    ${hook ? `const { mapsForOwnCodeOnly } = await import("./scripts/build/source-maps.mjs"); mapsForOwnCodeOnly(process.cwd());` : ""}
    const require = createRequire(pathToFileURL(process.cwd() + "/").href);
    const out = {};
    for (const m of ${JSON.stringify(modules)}) {
      const url = m.startsWith(".") ? pathToFileURL(m).href : pathToFileURL(require.resolve(m)).href;
      await import(url);
      out[m] = Boolean(findSourceMap(url));
    }
    console.log(JSON.stringify(out));`;
  return JSON.parse(execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: projectRoot, encoding: "utf8" })) as Record<
    string,
    boolean
  >;
}

describe("the build's source maps", () => {
  const modules = ["./generated/site.ts", "lucide-react/dist/esm/icons/award.mjs", "./runtime/styles/fonts.ts"];

  it("without the hook, every module's map is read (the cost it saves)", () => {
    expect(mapped(modules, false)).toEqual({ "./generated/site.ts": true, "lucide-react/dist/esm/icons/award.mjs": true, "./runtime/styles/fonts.ts": true });
  }, 30_000);

  it("with it, generated/'s and the packages' are not; the project's own code keeps its", () => {
    expect(mapped(modules, true)).toEqual({ "./generated/site.ts": false, "lucide-react/dist/esm/icons/award.mjs": false, "./runtime/styles/fonts.ts": true });
  }, 30_000);
});
