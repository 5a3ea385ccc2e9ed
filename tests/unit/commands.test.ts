/**
 * Every script of package.json explains itself (docs/commands.md): `--help` prints a
 * usage and exits 0 without doing any work, and an unknown flag exits 2 with one line naming the
 * known flags, never a stack trace. The scripts are read from package.json, and each is run the
 * way npm runs it, without npm's own start-up: `tsx x.ts` as `node --import tsx x.ts`, `node …`
 * as it is; a script of any other shape goes through `npm run`. Also the shared helper's texts
 * (lib/cli-args.mjs) and the tool wrapper's flag check (scripts/cli/tool.mjs).
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { helpText, refusal } from "../../lib/cli-args.mjs";
import { unknownFlag } from "../../scripts/cli/tool.mjs";

const root = join(import.meta.dirname, "../..");
const scripts = Object.entries((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);

/** The command npm would run for `script`, as [file, ...args], without npm and the tsx launcher in between. */
function direct(name: string, script: string): string[] {
  const words = script.split(/\s+/).map((w) => w.replace(/^"(.*)"$/, "$1"));
  if (/[|&;<>]/.test(script)) return ["npm", "run", "--silent", name, "--"];
  if (words[0] === "tsx") return [process.execPath, "--import", "tsx", ...words.slice(1)];
  if (words[0] === "node") return [process.execPath, ...words.slice(1)];
  return ["npm", "run", "--silent", name, "--"];
}

interface Ran {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run([file, ...args]: string[], name: string): Promise<Ran> {
  return new Promise((resolve) => {
    // npm sets npm_lifecycle_event to the script's name; the messages name it.
    execFile(file!, args, { cwd: root, timeout: 60_000, env: { ...process.env, npm_lifecycle_event: name, NO_COLOR: "1" } }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    );
  });
}

/** Runs `jobs` at most `limit` at a time (the machine has two cores). */
async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let i = next++; i < jobs.length; i = next++) out[i] = await jobs[i]!();
    }),
  );
  return out;
}

describe("every script of package.json explains itself", async () => {
  const results = await pool(
    scripts.flatMap(([name, script]) => [
      async () => ({ name, kind: "help", ...(await run([...direct(name, script), "--help"], name)) }),
      async () => ({ name, kind: "unknown", ...(await run([...direct(name, script), "--no-such-flag"], name)) }),
    ]),
    4,
  );
  const of = (name: string, kind: string) => results.find((r) => r.name === name && r.kind === kind)!;

  it("finds the scripts in package.json", () => {
    expect(scripts.length).toBeGreaterThan(10);
  });

  it.each(scripts.map(([name]) => name))("npm run %s -- --help prints a usage and exits 0", (name) => {
    const r = of(name, "help");
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    expect(r.stdout).toMatch(/^Usage: /);
    expect(r.stdout).toContain("--help");
  });

  it.each(scripts.map(([name]) => name))("npm run %s -- --no-such-flag exits 2 with one line naming the known flags", (name) => {
    const r = of(name, "unknown");
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(new RegExp(`^${name.replace(/[:]/g, ".")}: unknown option '--no-such-flag'.*Known flags: .*--help`));
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("names the flags of the script in the refusal", () => {
    expect(of("build", "unknown").stderr).toMatchInlineSnapshot(`
      "build: unknown option '--no-such-flag'. Known flags: --force, --verbose, --now, --help, -h (npm run build -- --help)
      "
    `);
  });
});

describe("the shared helper's texts (lib/cli-args.mjs)", () => {
  it("writes a help text with the flags aligned, their defaults and the environment", () => {
    expect(
      helpText({
        name: "demo",
        usage: "npm run demo -- [--runs N]",
        summary: "Does a demo.",
        options: {
          runs: { type: "string", value: "N", default: "3", description: "how many runs" },
          fast: { type: "boolean", short: "f", description: "go fast" },
        },
        env: { DEMO_PORT: "the port" },
      }),
    ).toMatchInlineSnapshot(`
      "Usage: npm run demo -- [--runs N]

      Does a demo.

      Options:
            --runs <N>  how many runs (default: 3)
        -f, --fast      go fast
        -h, --help      show this help and exit

      Environment:
        DEMO_PORT  the port
      "
    `);
  });

  it("refuses in one line", () => {
    expect(refusal("demo", "unknown option '--x'", ["--runs", "--help", "-h"])).toMatchInlineSnapshot(`
      "demo: unknown option '--x'. Known flags: --runs, --help, -h (npm run demo -- --help)
      "
    `);
  });
});

describe("the tool wrapper's flag check (scripts/cli/tool.mjs)", () => {
  const known = ["--port", "--coverage.enabled", "--watch", "-u", "-w", "--help"];
  it.each([
    [["--port", "4441"], undefined],
    [["--port=4441"], undefined],
    [["--no-watch"], undefined],
    [["--coverage.provider=v8"], undefined],
    [["-uw"], undefined],
    [["tests/unit/x.test.ts", "-u"], undefined],
    [["--", "--anything"], undefined],
    [["--prot", "4441"], "--prot"],
    [["-ux"], "-ux"],
    [["--no-such"], "--no-such"],
  ] as const)("%j: %s", (args, expected) => {
    expect(unknownFlag(args, known)).toBe(expected);
  });
});
