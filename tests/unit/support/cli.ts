import { spawn } from "node:child_process";
import { scrub } from "./tmp-root.ts";

/** What a generator run printed, and how it ended. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  /** Without npm's own warnings; the temp root replaced by <root>, as in stdout. */
  readonly stderr: string;
}

/**
 * Runs the generator's command line in `root` with `args`: through the launcher
 * (`node generator/bin.mjs`, what `npm run generate` runs; the default, and far quicker to
 * start) or from source (`npx tsx generator/cli.ts`; generator/cache.test.ts checks that both
 * print and exit alike).
 */
export async function runGenerator(root: string, args: readonly string[] = [], how: "node" | "tsx" = "node"): Promise<CliRun> {
  const [cmd, argv] = how === "node" ? [process.execPath, ["generator/bin.mjs", ...args]] : ["npx", ["tsx", "generator/cli.ts", ...args]];
  const r = await new Promise<CliRun>((done, fail) => {
    const child = spawn(cmd, argv, { cwd: root, env: { ...process.env, NO_COLOR: "1", npm_config_update_notifier: "false" } });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", fail);
    child.on("close", (status) => done({ status, stdout, stderr }));
  });
  const stderr = r.stderr
    .split("\n")
    .filter((l) => !l.startsWith("npm warn"))
    .join("\n");
  return { status: r.status, stdout: scrub(r.stdout, root), stderr: scrub(stderr, root) };
}
