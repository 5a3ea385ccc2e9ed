/**
 * The project's own documentation (issue 10, "README"): every npm script is explained in the
 * README, and the README and docs/ link only to files of this repository (the local servers it
 * describes aside), each of which exists.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./support/tmp-root.ts";

const readme = readFileSync(join(projectRoot, "README.md"), "utf8");
const scripts = Object.keys((JSON.parse(readFileSync(join(projectRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);

const docs = [
  "README.md",
  ...readdirSync(join(projectRoot, "docs"), { recursive: true })
    .map((f) => `docs/${String(f).split("\\").join("/")}`)
    .filter((f) => f.endsWith(".md")),
].sort();

/** Markdown links `[text](target)` and autolinks `<scheme://…>` of a text, code spans and blocks left out. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...[...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]), ...[...prose.matchAll(/<([a-z]+:\/\/[^>\s]+)>/g)].map((m) => m[1])];
}

describe("README", () => {
  it.each(scripts)("explains npm script %s", (name) => {
    const call = name === "start" || name === "test" ? `npm ${name}` : `npm run ${name}`;
    expect(readme, `add a line on \`${call}\` to the README's table of scripts`).toContain(`\`${call}\``);
  });

  it("asks for Node.js 20 or later, as package.json does", () => {
    expect(readme).toMatch(/Node\.js 20 or later/);
  });
});

describe.each(docs)("%s", (file) => {
  it("links only inside the repository, to files that exist", () => {
    for (const target of links(readFileSync(join(projectRoot, file), "utf8"))) {
      if (/^[a-z]+:\/\//.test(target)) {
        expect(target, `${file}: a link outside the repository`).toMatch(/^http:\/\/(127\.0\.0\.1|localhost)[:/]/);
        continue;
      }
      const path = target.split("#")[0];
      if (path === "") continue;
      expect(existsSync(join(projectRoot, dirname(file), path)), `${file} links to ${target}, which does not exist`).toBe(true);
    }
  });
});
