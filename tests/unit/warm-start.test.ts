/**
 * The warm start of a build stage (scripts/build/warm-start.ts): which modules it loads while
 * the generator runs (never one that reads generated/), and its word on standard input (`go`
 * runs the stage, the input closed ends it having done nothing). With the reading of imports it
 * rests on (lib/module-imports.mjs).
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { importsOf } from "../../lib/module-imports.mjs";
import { warmModules } from "../../scripts/build/warm-start.ts";
import { projectRoot } from "./support/tmp-root.ts";

describe("importsOf", () => {
  it.each([
    ['import { a } from "./a.ts";', { specifier: "./a.ts", typeOnly: false, dynamic: false }],
    ['import type { A } from "./a.ts";', { specifier: "./a.ts", typeOnly: true, dynamic: false }],
    ['import { type A, b } from "./a.ts";', { specifier: "./a.ts", typeOnly: false, dynamic: false }],
    ['import x, { y } from "react";', { specifier: "react", typeOnly: false, dynamic: false }],
    ['export * from "./c.ts";', { specifier: "./c.ts", typeOnly: false, dynamic: false }],
    ['import "./side.css";', { specifier: "./side.css", typeOnly: false, dynamic: false }],
    ['const s = await import("satori");', { specifier: "satori", typeOnly: false, dynamic: true }],
    ['import {\n  q,\n  r,\n} from "../x.ts";', { specifier: "../x.ts", typeOnly: false, dynamic: false }],
  ])("%s", (source, expected) => expect(importsOf(source)).toEqual([expected]));

  it("reads no import in a type's typeof import(…) or in a string", () => {
    expect(importsOf('type R = typeof import("./render.tsx");\nconst t = "from here";')).toEqual([]);
  });
});

/** A small project in a temporary folder: `files` by path, each its source. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "blu-warm-"));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return root;
}

describe("warmModules", () => {
  it("loads the packages and the modules clear of generated/, not those that reach it, nor lazy imports deeper down", () => {
    const root = project({
      "stage.ts": 'import "./clear.ts";\nimport "./reads.ts";\nconst [p] = await Promise.all([import("./parts.ts")]);\n',
      "clear.ts": 'import { a } from "pkg-a";\nimport type { T } from "./reads.ts";\nimport "./folder";\n',
      "folder/index.ts": "export const x = 1;\n",
      "reads.ts": 'import "./middle.ts";\nimport "pkg-b";\n',
      "middle.ts": 'import { data } from "./generated/data.ts";\n',
      "parts.ts": 'import "./leaf";\nexport const paint = () => import("pkg-lazy");\n',
      "leaf.ts": 'import { readFileSync } from "node:fs";\n',
      "generated/data.ts": "export const data = 1;\n",
    });
    const warm = warmModules(root, join(root, "stage.ts")).map((m) => m.replace(`${root}/`, ""));
    expect(warm.sort()).toEqual(["clear.ts", "folder/index.ts", "leaf.ts", "parts.ts", "pkg-a", "pkg-b"]);
  });

  it("the pictures stage: nothing it loads early reads generated/", () => {
    const warm = warmModules(projectRoot, join(projectRoot, "scripts/build/pictures.ts"));
    expect(warm.some((m) => m.startsWith(join(projectRoot, "media")))).toBe(true);
    expect(warm.filter((m) => m.startsWith(join(projectRoot, "generated")))).toEqual([]);
  });
});

/** Runs the warm start of the stage script `stage` (absolute) from the project, writing `input` to it; resolves with its exit code and output. */
function warmStart(stage: string, input: string): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/build/warm-start.ts", stage], { cwd: projectRoot });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.once("close", (code) => resolve({ code, stdout }));
    child.stdin.end(input);
  });
}

describe("its word on standard input", () => {
  const stage = { "stage.mjs": 'process.stdout.write(`ran as ${process.argv.slice(1).join(" ")}`);\n' };

  it("go: the stage runs, with the command line it would have had on its own", async () => {
    const script = join(project(stage), "stage.mjs");
    const { code, stdout } = await warmStart(script, "go\n");
    expect(code).toBe(0);
    expect(stdout).toBe(`ran as ${script}`);
  });

  it.each([
    ["the input closed", ""],
    ["another word", "stop\n"],
  ])("%s: it ends, having done nothing", async (_, input) => {
    const { code, stdout } = await warmStart(join(project(stage), "stage.mjs"), input);
    expect(code).toBe(0);
    expect(stdout).toBe("");
  });
});
