/**
 * scripts/build/build-loader.mjs, the build's loader hooks after tsx's: the project's own code
 * keeps its source maps, while the modules of generated/ and of the packages load without theirs
 * (Node reads every module's map as it loads, once tsx turns maps on); the renderer Vite built
 * (dist-ssr/) is read as it is, not rewritten by tsx.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "./support/tmp-root.ts";

/**
 * Which of `modules` (paths from `root`, or package specifiers) have a source map in a process
 * with tsx, run in `root`, with the hooks registered for `root` when `hooks`.
 */
function mapped(root: string, modules: readonly string[], hooks: boolean): Record<string, boolean> {
  const loader = pathToFileURL(join(projectRoot, "scripts/build/build-loader.mjs")).href;
  const script = `
    import { createRequire, findSourceMap } from "node:module";
    import { pathToFileURL } from "node:url";
    ${hooks ? `const { registerBuildLoader } = await import(${JSON.stringify(loader)}); registerBuildLoader(process.cwd());` : ""}
    const require = createRequire(${JSON.stringify(pathToFileURL(`${projectRoot}/`).href)});
    const out = {};
    for (const m of ${JSON.stringify(modules)}) {
      const url = m.startsWith(".") ? pathToFileURL(m).href : pathToFileURL(require.resolve(m)).href;
      await import(url);
      out[m] = Boolean(findSourceMap(url));
    }
    console.log(JSON.stringify(out));`;
  return JSON.parse(
    execFileSync(
      process.execPath,
      ["--import", pathToFileURL(join(projectRoot, "node_modules/tsx/dist/loader.mjs")).href, "--input-type=module", "-e", script],
      {
        cwd: root,
        encoding: "utf8",
      },
    ),
  ) as Record<string, boolean>;
}

describe("the build's loader hooks", () => {
  const modules = ["./generated/site.ts", "lucide-react/dist/esm/icons/award.mjs", "./runtime/styles/fonts.ts"];

  it("without them, every module's map is read (the cost they save)", () => {
    expect(mapped(projectRoot, modules, false)).toEqual({
      "./generated/site.ts": true,
      "lucide-react/dist/esm/icons/award.mjs": true,
      "./runtime/styles/fonts.ts": true,
    });
  }, 30_000);

  it("with them, generated/'s and the packages' are not; the project's own code keeps its", () => {
    expect(mapped(projectRoot, modules, true)).toEqual({
      "./generated/site.ts": false,
      "lucide-react/dist/esm/icons/award.mjs": false,
      "./runtime/styles/fonts.ts": true,
    });
  }, 30_000);

  describe("the renderer", () => {
    const root = mkdtempSync(join(tmpdir(), "blu-build-loader-"));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, "dist-ssr/assets"), { recursive: true });
    writeFileSync(join(root, "package.json"), '{ "type": "module" }\n');
    // A page's renderer loading an island's chunk when it renders one, as Vite's SSR build writes it.
    writeFileSync(join(root, "dist-ssr/render.js"), 'export const island = () => import("./assets/Island.js");\n');
    writeFileSync(join(root, "dist-ssr/assets/Island.js"), "export default 1;\n");

    it.each([
      ["without the hooks, rewritten by tsx (its `import()`, with a source map of the whole file)", false, true],
      ["with them, read as it is", true, false],
    ])(
      "%s",
      (_, hooks, rewritten) => {
        expect(mapped(root, ["./dist-ssr/render.js"], hooks)).toEqual({ "./dist-ssr/render.js": rewritten });
      },
      30_000,
    );
  });
});
