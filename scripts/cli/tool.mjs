#!/usr/bin/env node
/**
 * The thin wrapper the npm scripts that run a third-party tool go through (`dev`, `typecheck`,
 * `test:unit`, `test:e2e`, `validate:html`; docs/commands.md says why):
 *
 *   node scripts/cli/tool.mjs <tool> [its arguments…]
 *
 * runs the tool's own command-line script with this Node, passing every argument on, so that
 * all of the tool's flags keep working. Two things differ from running the tool directly:
 *
 *   --help, -h    prints what the npm script is for, then the tool's own help; exit 0
 *   a flag the tool does not know   one line naming the flags it knows (lib/cli-args.mjs
 *                 `refusal`), exit 2, where Vite and Vitest would print a stack trace
 *                 and the others exit 1
 *
 * The known flags are read from the tool's own help text (TOOLS below says which), never
 * listed here, and kept in the store's `cli` area (lib/cache-store.mjs) per tool version; they are read only
 * when a flag is given.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { refusal } from "../../lib/cli-args.mjs";
import { ContentCache, writeAtomic } from "../../lib/cache-store.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The tools the npm scripts wrap: the package whose `bin` runs, the arguments that print every
 * flag it takes, and what the npm script is for (the first line of `--help`).
 * @type {Record<string, { pkg: string, help: string[], summary: string }>}
 */
const TOOLS = {
  vite: {
    pkg: "vite",
    help: ["--help"],
    summary:
      "Vite's dev server: the site with the page editor, updating as spec/ and runtime/ change (vite.config.ts), on 127.0.0.1, port DEV_PORT or PORT (default 5173).",
  },
  vitest: {
    pkg: "vitest",
    help: ["--help"],
    summary:
      "The unit tests (tests/unit/, vitest.config.ts), run in the fixture site: the code with the frozen launch content (tests/support/fixture-site.ts, docs/testing.md); name test files to run only those, -u updates snapshots (written back into tests/).",
  },
  playwright: {
    pkg: "@playwright/test",
    help: ["test", "--help"],
    summary: "The end-to-end tests on the built site (tests/e2e/, playwright.config.ts); run `npm run build` first.",
  },
  tsc: { pkg: "typescript", help: ["--all"], summary: "The type check of the whole project (tsconfig.json), incremental." },
  "html-validate": { pkg: "html-validate", help: ["--help"], summary: "Validates the built pages' HTML (dist/**/*.html); run `npm run build` first." },
  biome: {
    pkg: "@biomejs/biome",
    help: ["check", "--help"],
    summary: "Lint and format check of the code (biome.jsonc); `npx biome check --write .` applies the safe fixes.",
  },
};

/**
 * The script that runs a package's command (its package.json `bin`), and the package's version.
 * @param {string} pkg
 */
function binOf(pkg) {
  const dir = join(root, "node_modules", pkg);
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  const bin = typeof manifest.bin === "string" ? manifest.bin : Object.values(manifest.bin)[0];
  return { script: join(dir, bin), version: String(manifest.version) };
}

/**
 * The flags a tool's help text names (`--port`, `-c`), cached per tool version.
 * @param {string} tool
 * @returns {string[]}
 */
function knownFlags(tool) {
  const { pkg, help } = TOOLS[tool];
  const { script, version } = binOf(pkg);
  // Keyed by the tool, its version and how its help is read (this file).
  const cache = new ContentCache(root, "cli", readFileSync(fileURLToPath(import.meta.url), "utf8"), "json");
  const input = { tool, version, help };
  const cached = cache.read(input);
  if (cached !== undefined) return JSON.parse(cached);
  const r = spawnSync(process.execPath, [script, ...help], { cwd: root, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" } });
  const text = `${r.stdout}\n${r.stderr}`;
  const flags = new Set();
  for (const m of text.matchAll(/(?<![\w-])(--[a-zA-Z][\w.-]*[\w]|-[a-zA-Z?])(?![\w-])/g)) flags.add(m[1]);
  const list = [...flags].sort((a, b) => a.replace(/^-+/, "").localeCompare(b.replace(/^-+/, "")));
  try {
    writeAtomic(cache.file(input), `${JSON.stringify(list)}\n`);
  } catch {
    // a read-only node_modules: read the help again next time
  }
  return list;
}

/**
 * The first flag among `args` that `known` does not name, or undefined. `--name=value`,
 * `--no-name` (for `--name`), `--name.sub` (Vitest's dotted options, for `--name`) and grouped
 * short flags (`-uw`) are understood; nothing after a bare `--` is a flag.
 * @param {readonly string[]} args
 * @param {readonly string[]} known
 * @returns {string | undefined}
 */
export function unknownFlag(args, known) {
  const has = new Set(known);
  for (const arg of args) {
    if (arg === "--") return undefined;
    if (!arg.startsWith("-") || arg === "-" || /^-\d/.test(arg)) continue;
    const name = arg.split("=", 1)[0];
    if (has.has(name)) continue;
    if (name.startsWith("--no-") && has.has(`--${name.slice(5)}`)) continue;
    if (name.startsWith("--") && name.includes(".") && [...has].some((k) => k.startsWith(`${name.split(".", 1)[0]}.`) || k === name.split(".", 1)[0])) continue;
    if (/^-[a-zA-Z]{2,}$/.test(name) && [...name.slice(1)].every((c) => has.has(`-${c}`))) continue;
    return name;
  }
  return undefined;
}

/**
 * Whether `name` is one of the tools this wrapper runs (`vitest`, `playwright`…).
 * @param {string} name
 */
export const isWrappedTool = (name) => Object.hasOwn(TOOLS, name);

/**
 * What the wrapper does before the tool runs, for a caller that runs the tool itself elsewhere
 * (tests/support/fixture-site.ts runs the unit and end-to-end tests in the fixture site): with
 * `--help` or `-h` among `args`, prints the script's usage and the tool's own help and exits 0;
 * with a flag the tool does not know, prints one refusal line and exits 2; otherwise returns.
 * @param {string} name the npm script's name, for the usage and the refusal
 * @param {string} tool a key of TOOLS
 * @param {readonly string[]} args the tool's arguments
 */
export function checkToolArgs(name, tool, args) {
  const { script } = binOf(TOOLS[tool].pkg);
  const before = args.indexOf("--") === -1 ? args : args.slice(0, args.indexOf("--"));
  if (before.includes("--help") || before.includes("-h")) {
    process.stdout.write(
      `Usage: npm run ${name} -- [${tool}'s flags]\n\n${TOOLS[tool].summary}\nThis script runs ${tool} (scripts/cli/tool.mjs): every flag below is ${tool}'s own.\n\n`,
    );
    const r = spawnSync(process.execPath, [script, ...TOOLS[tool].help], { cwd: root, stdio: "inherit" });
    process.exit(r.status === null ? 1 : 0);
  }
  if (before.some((a) => a.startsWith("-"))) {
    const bad = unknownFlag(args, knownFlags(tool));
    if (bad) {
      process.stderr.write(refusal(name, `unknown option '${bad}' (${tool} does not take it)`, knownFlags(tool)));
      process.exit(2);
    }
  }
}

function main() {
  const [tool, ...args] = process.argv.slice(2);
  if (!tool || !TOOLS[tool]) {
    process.stderr.write(`tool: the first argument names the tool to run, one of ${Object.keys(TOOLS).join(", ")} (scripts/cli/tool.mjs)\n`);
    process.exit(2);
  }
  const name = process.env.npm_lifecycle_event || tool;
  const { script } = binOf(TOOLS[tool].pkg);
  checkToolArgs(name, tool, args);
  const child = spawn(process.execPath, [script, ...args], { stdio: "inherit" });
  // Ctrl-C reaches the tool from the terminal itself (same process group): this process only
  // waits for its exit. A SIGTERM (from whoever started this process) is passed on.
  process.on("SIGINT", () => {});
  process.on("SIGTERM", () => child.kill("SIGTERM"));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 128 + (signal === "SIGINT" ? 2 : 15) : 1)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
