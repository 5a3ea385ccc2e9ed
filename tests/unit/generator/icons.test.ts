/**
 * generator/load/icons.ts `lucideIcons`: every icon name a spec may use, with the module that
 * exports that icon alone, which generated/icons.ts imports (so a page loads its few icons, not
 * the package's entry and all of them).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lucideIconNames, lucideIcons } from "../../../generator/load/icons.ts";
import { projectRoot } from "../support/tmp-root.ts";

describe("lucideIcons", () => {
  const icons = lucideIcons(projectRoot);

  it("has a module of its own for every name a spec may use", () => {
    expect([...icons.keys()]).toEqual(lucideIconNames(projectRoot));
    expect([...icons.values()].filter((m) => !m.startsWith("lucide-react/icons/"))).toEqual([]);
  });

  it.each([
    ["Award", "lucide-react/icons/award"],
    // An older name of a renamed icon, which the launch content uses.
    ["BarChart", "lucide-react/icons/chart-no-axes-column-increasing"],
    ["CheckCircle", "lucide-react/icons/circle-check-big"],
    ["Send", "lucide-react/icons/send"],
  ])("%s is the default export of %s, the very component the package exports by that name", async (name, module) => {
    expect(icons.get(name)).toBe(module);
    const [own, all] = await Promise.all([import(module), import("lucide-react")]);
    expect(own.default).toBeTruthy();
    expect(own.default.displayName).toBe((all as Record<string, { displayName?: string }>)[name]?.displayName);
  });
});

describe("generated/", () => {
  // The package's entry loads every icon it has: about 0.2 s in each build step that reads a
  // file importing it (the prerender reads the forms' index for the host headers).
  it("imports each icon from its own module, none from the package's entry", () => {
    const dir = join(projectRoot, "generated");
    const fromEntry = (readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => f.endsWith(".ts"))
      .filter((f) => /^import (?!type\b)[^;]*from "lucide-react";$/m.test(readFileSync(join(dir, f), "utf8")));
    expect(fromEntry).toEqual([]);
  });
});
