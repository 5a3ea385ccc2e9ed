/**
 * generator/load/icons.ts `lucideIcons`: every icon name a spec may use, with the module that
 * exports that icon alone, which generated/icons.ts imports (so a page loads its few icons, not
 * the package's entry and all of them).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
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

describe("lucideIcons, kept in the store", () => {
  /** A project whose lucide-react declares `names`, each in a module of its own. */
  const fakePackage = (root: string, names: readonly string[]) => {
    const dist = join(root, "node_modules/lucide-react/dist");
    mkdirSync(join(dist, "esm"), { recursive: true });
    writeFileSync(join(root, "node_modules/lucide-react/package.json"), '{ "name": "lucide-react", "version": "0.0.1" }');
    writeFileSync(join(dist, "lucide-react.d.ts"), names.map((n) => `declare const ${n}: LucideIcon;\n`).join(""));
    writeFileSync(join(dist, "esm/lucide-react.mjs"), names.map((n) => `export { default as ${n} } from './icons/${n.toLowerCase()}.mjs';\n`).join(""));
  };

  it("reads the package once, then the list kept, until a file it reads changes", () => {
    const root = mkdtempSync(join(tmpdir(), "blu-icons-"));
    try {
      fakePackage(root, ["Award", "Send"]);
      const index = join(root, "node_modules/lucide-react/dist/esm/lucide-react.mjs");
      const when = new Date("2026-01-01T00:00:00Z");
      utimesSync(index, when, when);
      expect([...lucideIcons(root)]).toEqual([
        ["Award", "lucide-react/icons/award"],
        ["Send", "lucide-react/icons/send"],
      ]);
      // Same size and time, other names: the list kept is the answer.
      writeFileSync(index, readFileSync(index, "utf8").replace("send.mjs", "mail.mjs"));
      utimesSync(index, when, when);
      expect(lucideIcons(root).get("Send")).toBe("lucide-react/icons/send");
      // A new modification time: read again.
      utimesSync(index, when, new Date(when.getTime() + 1000));
      expect(lucideIcons(root).get("Send")).toBe("lucide-react/icons/mail");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
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
