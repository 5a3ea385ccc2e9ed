/**
 * The project's own documentation: the README stays short (at most 200 lines) and names only
 * commands package.json has; every npm script is explained in docs/commands.md; every page of
 * docs/ is reachable from the README; the README names the Node.js versions CI tests; and the
 * README, CONTRIBUTING.md and docs/ link only to files of this repository (the local servers
 * they describe and the README's "Open in GitHub Codespaces" button aside), each of which exists,
 * at a heading that exists.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { projectRoot } from "./support/tmp-root.ts";

const read = (file: string) => readFileSync(join(projectRoot, file), "utf8");
const readme = read("README.md");
const commandsPage = read("docs/commands.md");
/**
 * The links outside the repository the README may have: GitHub's "Open in GitHub Codespaces"
 * button (its picture, and GitHub's page that creates a codespace, where the reader picks this
 * repository: its owner and name are not written anywhere in it).
 */
const CODESPACES_BUTTON = /^https:\/\/github\.com\/codespaces\/(badge\.svg|new)$/;
const scripts = Object.keys((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);

const docs = [
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(projectRoot, "docs"), { recursive: true })
    .map((f) => `docs/${String(f).split("\\").join("/")}`)
    .filter((f) => f.endsWith(".md")),
].sort();

/** Markdown links `[text](target)` and autolinks `<scheme://…>` of a text, code spans and blocks left out. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  return [...[...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]), ...[...prose.matchAll(/<([a-z]+:\/\/[^>\s]+)>/g)].map((m) => m[1])];
}

/** GitHub's anchors of a Markdown text's headings: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of markdown.replace(/```[\s\S]*?```/g, "").matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** The npm commands a text names: `npm start`, `npm test`, `npm run <script>` (what follows `--` aside). */
function npmCommands(text: string): string[] {
  return [...new Set([...text.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2]))].sort();
}

describe("README", () => {
  it("is at most 200 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(200);
  });

  it("names only npm scripts that package.json has", () => {
    const named = npmCommands(readme);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it("links every page of docs/ outside the content reference", () => {
    const linked = new Set(links(readme).map((t) => t.split("#")[0]));
    const pages = docs.filter((f) => /^docs\/[^/]+\.md$/.test(f));
    expect(pages.filter((page) => !linked.has(page))).toEqual([]);
  });

  it("has the Open in GitHub Codespaces button", () => {
    expect(links(readme).filter((target) => CODESPACES_BUTTON.test(target))).toHaveLength(2);
  });

  it("names the Node.js versions CI tests", () => {
    const ci = parse(read(".github/workflows/ci.yml")) as { jobs: { test: { strategy: { matrix: { node: number[] } } } } };
    const requirements = readme.split("\n").find((line) => line.startsWith("Requirements:")) ?? "";
    for (const node of ci.jobs.test.strategy.matrix.node) expect(requirements, `README, "Requirements:": Node.js ${node}`).toContain(` ${node}`);
  });
});

describe("docs/commands.md", () => {
  it.each(scripts)("explains npm script %s", (name) => {
    const call = name === "start" || name === "test" ? `npm ${name}` : `npm run ${name}`;
    expect(commandsPage, `add a row for \`${call}\` to the table of docs/commands.md`).toContain(`| \`${call}\` |`);
  });
});

describe.each(docs)("%s", (file) => {
  it("links only inside the repository, to files that exist", () => {
    for (const target of links(read(file))) {
      if (/^[a-z]+:\/\//.test(target)) {
        if (file === "README.md" && CODESPACES_BUTTON.test(target)) continue;
        expect(target, `${file}: a link outside the repository`).toMatch(/^http:\/\/(127\.0\.0\.1|localhost)[:/]/);
        continue;
      }
      const [path, anchor] = target.split("#");
      const to = path === "" ? join(projectRoot, file) : join(projectRoot, dirname(file), path);
      expect(existsSync(to), `${file} links to ${target}, which does not exist`).toBe(true);
      if (anchor !== undefined && to.endsWith(".md"))
        expect(anchors(readFileSync(to, "utf8")), `${file} links to ${target}: no such heading`).toContain(anchor);
    }
  });
});
