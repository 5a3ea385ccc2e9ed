/**
 * The incremental build's fingerprint of a Vite build covers the configuration's own modules
 * (scripts/build/build.ts `configFiles`): vite.config.ts only composes plugins that live in
 * modules of their own (docs/architecture.md, "Folders"), and an edit to one of them must
 * rebuild, although Vite's module graph never lists them. And the build starts the type check and
 * the pictures beside the generator only when the store holds no record of a generator run
 * (`noGeneratorRecords`: a fresh clone, whose committed generated/ is most likely current). And
 * every command that builds starts what `npm run build` does.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { RUNS_DIR } from "../../generator/write/cache.ts";
import { configFiles } from "../../scripts/build/build.ts";
import { BUILD_ENTRY, noGeneratorRecords } from "../../scripts/build/build-start.mjs";
import { projectRoot } from "./support/tmp-root.ts";

describe("configFiles", () => {
  const files = configFiles().map((f) => relative(projectRoot, f));

  it.each([
    ["the configuration itself", "vite.config.ts"],
    ["the fonts plugin (its rules go into the stylesheet)", "scripts/dev/vite-font-fallback.ts"],
    ["the build-inputs plugin (it writes the SSR build's gateways)", "scripts/build/vite-build-inputs.ts"],
    ["what a plugin imports in turn", "scripts/build/build-inputs.ts"],
  ])("holds %s", (_, file) => {
    expect(files).toContain(file);
  });

  it("holds project files only, each once, in order", () => {
    expect(files.every((f) => !f.startsWith("..") && !f.includes("node_modules"))).toBe(true);
    expect([...new Set(files)].sort()).toEqual(files);
  });
});

describe("noGeneratorRecords", () => {
  it("is true for a store without the generator's records (none, or only a file being written), false once one is there", () => {
    const dir = mkdtempSync(join(tmpdir(), "blu-records-"));
    try {
      expect(noGeneratorRecords(dir)).toBe(true);
      mkdirSync(join(dir, RUNS_DIR), { recursive: true });
      writeFileSync(join(dir, RUNS_DIR, "abc.json.1.tmp"), "{");
      expect(noGeneratorRecords(dir)).toBe(true);
      writeFileSync(join(dir, RUNS_DIR, "abc.json"), "{}");
      expect(noGeneratorRecords(dir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the build's entry", () => {
  it("is what package.json's build script runs with Node", () => {
    const { scripts } = JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(scripts.build).toBe(`node ${BUILD_ENTRY}`);
  });
});
