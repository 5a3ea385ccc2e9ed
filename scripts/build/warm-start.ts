/**
 * A stage of `npm run build` begun before its inputs are there (scripts/build/build.ts begins the
 * pictures beside the generator): `node --import tsx scripts/build/warm-start.ts <stage script>`
 * first loads the modules of the stage that cannot change meanwhile ({@link warmModules}), then
 * waits for one line on its standard input:
 *
 *   go     the stage runs, as `node --import tsx <stage script>` would run it;
 *   else   (any other line, or the input closed) it ends, exit code 0, having done nothing.
 *
 * Starting Node with the TypeScript loader and loading the stage's own modules is a third of the
 * pictures stage's time after a one-record edit; so it overlaps the generator's run, on the core
 * the generator leaves (docs/commands.md, `npm run build`). A module that fails to load while
 * warming is left to the stage, which reports it when it loads it in turn.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, resolve, sep } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseCommand } from "../../lib/cli-args.mjs";
import { importsOf } from "../../lib/module-imports.mjs";
import { registerBuildLoader } from "./build-loader.mjs";

/** Folders written while a warm stage waits (by the generator): none of their modules is loaded early. */
const WRITTEN_DURING_BUILD = ["generated"] as const;

/** The source file a relative or absolute specifier of `from` names (the extensions the project leaves out tried), or null. */
function sourceFile(from: string, specifier: string): string | null {
  const base = isAbsolute(specifier) ? specifier : resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((f) => statSync(f, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/**
 * The modules a stage loads that cannot change while the generator runs: every package its
 * modules import, and every project module of theirs that neither lies under
 * {@link WRITTEN_DURING_BUILD} nor imports one that does, directly or through others. Followed:
 * the static imports, and the stage script's own `import("…")` (a stage loads its parts so);
 * not a lazy `import("…")` deeper down, which loads a package only when there is work for it
 * (satori, when a picture is painted), nor a type-only import (erased), nor node's own modules.
 * @param root the project root
 * @param entry the stage script, absolute
 * @returns package specifiers, then absolute paths of project modules
 */
export function warmModules(root: string, entry: string): string[] {
  const written = WRITTEN_DURING_BUILD.map((dir) => join(root, dir) + sep);
  const edges = new Map<string, string[]>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (edges.has(file)) return;
    const targets: string[] = [];
    edges.set(file, targets);
    if (!/\.m?[jt]sx?$/.test(file)) return;
    for (const { specifier, typeOnly, dynamic } of importsOf(readFileSync(file, "utf8"))) {
      if (typeOnly || (dynamic && file !== entry) || specifier.startsWith("node:")) continue;
      if (!specifier.startsWith(".") && !isAbsolute(specifier)) {
        packages.add(specifier);
        continue;
      }
      const target = sourceFile(file, specifier);
      if (!target?.startsWith(root + sep)) continue;
      targets.push(target);
      visit(target);
    }
  };
  visit(entry);
  // A module waits when it lies in a written folder or imports one that waits (to a fixed point: imports may form cycles).
  const waits = new Set([...edges.keys()].filter((f) => written.some((dir) => f.startsWith(dir))));
  for (let grew = true; grew; ) {
    grew = false;
    for (const [file, targets] of edges)
      if (!waits.has(file) && targets.some((t) => waits.has(t))) {
        waits.add(file);
        grew = true;
      }
  }
  return [...packages, ...[...edges.keys()].filter((f) => f !== entry && !waits.has(f) && /\.m?[jt]sx?$/.test(f))];
}

/** Resolves with whether the first line on standard input is `go`. */
function told(): Promise<boolean> {
  return new Promise((done) => {
    const lines = createInterface({ input: process.stdin });
    lines.once("line", (line) => {
      done(line.trim() === "go"); // first: closing the reader says "close" at once
      lines.close();
    });
    lines.once("close", () => done(false));
  });
}

async function main(): Promise<void> {
  const { positionals } = parseCommand({
    name: "warm-start",
    usage: "node --import tsx scripts/build/warm-start.ts <stage script> (run by npm run build)",
    run: "node --import tsx scripts/build/warm-start.ts",
    summary:
      "Loads the modules of a build stage that cannot change while the generator runs, then waits for a line on standard input: `go` runs the stage; anything else, or the input closed, ends it.",
    positionals: "the stage script (scripts/build/pictures.ts)",
  });
  const [stage] = positionals;
  if (positionals.length !== 1 || !stage || !existsSync(stage)) {
    process.stderr.write("warm-start: name one stage script that exists (scripts/build/pictures.ts)\n");
    process.exit(2);
  }
  const entry = resolve(stage);
  // The stage loads the packages, and generated/ once told to go: the build's loader hooks spare
  // what need not be done to them (./build-loader.mjs).
  registerBuildLoader(process.cwd());
  // Not awaited: the stage may begin while some still load (the loader shares the loads begun).
  void Promise.allSettled(warmModules(process.cwd(), entry).map((m) => import(isAbsolute(m) ? pathToFileURL(m).href : m)));
  if (!(await told())) process.exit(0);
  // The stage sees the command line it would have had, started on its own.
  process.argv.splice(1, process.argv.length - 1, entry);
  await import(pathToFileURL(entry).href);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
