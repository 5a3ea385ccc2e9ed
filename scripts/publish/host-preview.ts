/**
 * Cloudflare Pages' own runtime on this machine: `wrangler pages dev <folder>` (workerd, fully
 * offline, no account) serving a built dist/ as Pages serves a deploy of it: its file rules
 * (docs/architecture.md, "URLs and files"), `_headers`, `_redirects` and the nearest 404.html.
 * Used by `npm run preview:host` and by tests/e2e/host-parity.spec.ts.
 *
 * Wrangler runs with telemetry off (WRANGLER_SEND_METRICS=false), on 127.0.0.1 only, its state
 * and logs in a folder of its own (never .wrangler/ in the project), and under `timeout`, so it
 * stops by itself after `maxSeconds` even when whoever started it dies first.
 *
 * Usage: `npm run preview:host` (`--help` for its arguments). Ctrl-C stops it.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseCommand, wholeNumber } from "../../lib/cli-args.mjs";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url)).replace(/[\\/]$/, "");

/** The Workers compatibility date wrangler runs with (any date its workerd knows; static files do not depend on it). */
export const COMPATIBILITY_DATE = "2025-09-01";

/** A running `wrangler pages dev`. */
export interface HostPreview {
  /** `http://127.0.0.1:<port>` */
  readonly base: string;
  readonly port: number;
  /** Milliseconds from the spawn to the first answer. */
  readonly startMs: number;
  /** Everything wrangler printed so far (the last 200,000 characters). */
  output(): string;
  /** Stops wrangler and workerd (SIGTERM to the process group, SIGKILL after 5 s) and removes its state folder. */
  stop(): Promise<void>;
}

/** A TCP port of 127.0.0.1 free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/**
 * The arguments of `wrangler pages dev` for `dir` on `port` (inspector on `inspectorPort`, state in `stateDir`).
 * @returns the arguments after the wrangler binary
 */
export function wranglerArgs(dir: string, port: number, inspectorPort: number, stateDir: string): string[] {
  return [
    "pages",
    "dev",
    dir,
    "--port",
    String(port),
    "--ip",
    "127.0.0.1",
    "--inspector-port",
    String(inspectorPort),
    "--compatibility-date",
    COMPATIBILITY_DATE,
    "--persist-to",
    stateDir,
    "--log-level",
    "warn",
    "--show-interactive-dev-session=false",
  ];
}

/**
 * Starts `wrangler pages dev` on `dir`. Resolves once it answers HTTP; rejects when it exits
 * first or takes over `readyMs`.
 * @param opts.port the port (default: a free one); opts.maxSeconds: the run's hard limit (default 600)
 */
export async function startHostPreview(dir: string, opts: { port?: number; maxSeconds?: number; readyMs?: number } = {}): Promise<HostPreview> {
  const bin = join(projectRoot, "node_modules/.bin/wrangler");
  if (!existsSync(bin)) throw new Error("wrangler is not installed: run npm ci");
  const [port, inspectorPort] = [opts.port ?? (await freePort()), await freePort()];
  const stateDir = mkdtempSync(join(tmpdir(), "blu-wrangler-"));
  const started = performance.now();
  // `timeout` (coreutils; where it is missing, only stop() and this process's exit end the run)
  // ends the run after maxSeconds whatever happens to this process; detached gives wrangler and
  // its workerd a process group of their own, so stop() ends them together.
  const args = [bin, ...wranglerArgs(resolve(dir), port, inspectorPort, stateDir)];
  const limited = spawnSync("timeout", ["--version"], { stdio: "ignore" }).status === 0;
  const child: ChildProcess = spawn(limited ? "timeout" : args[0], limited ? ["--kill-after=5", String(opts.maxSeconds ?? 600), ...args] : args.slice(1), {
    cwd: stateDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", WRANGLER_LOG_PATH: join(stateDir, "logs"), NO_UPDATE_NOTIFIER: "1", FORCE_COLOR: "0", CI: "1" },
  });
  let out = "";
  const keep = (c: Buffer) => (out = (out + c.toString()).slice(-200_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  // The state folder goes with wrangler, however it ends (stop(), its time limit, a crash).
  const exited = new Promise<void>((r) =>
    child.once("exit", () => {
      rmSync(stateDir, { recursive: true, force: true });
      r();
    }),
  );
  const group = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const onExit = () => group("SIGKILL");
  process.once("exit", onExit);
  const stop = async () => {
    process.off("exit", onExit);
    if (child.exitCode === null && child.signalCode === null) {
      group("SIGTERM");
      const timer = setTimeout(() => group("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    group("SIGKILL"); // workerd, should it outlive wrangler
    rmSync(stateDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`wrangler pages dev exited before answering: ${out}`);
    }
    const answered = await fetch(`${base}/`, { redirect: "manual", signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev did not answer within ${opts.readyMs ?? 90_000} ms: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, port, startMs: Math.round(performance.now() - started), output: () => out, stop };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { positionals } = parseCommand({
    name: "preview:host",
    usage: "npm run preview:host   (or: tsx scripts/publish/host-preview.ts [folder])",
    summary:
      "Serves a built folder as Cloudflare Pages serves a deploy of it (wrangler pages dev, offline, 127.0.0.1 only): its file rules, _headers, _redirects and the nearest 404.html. Run `npm run build` first. Ctrl-C stops it.",
    positionals: "the folder to serve (default dist; the npm script passes dist)",
    env: { PORT: "the port (default 8788)", PREVIEW_MAX_SECONDS: "stop by itself after this many seconds (default 3600)" },
  });
  if (positionals.length > 1) {
    process.stderr.write(`preview:host: one folder at most, not ${positionals.length} (npm run preview:host -- --help)\n`);
    process.exit(2);
  }
  const dir = positionals[0] ?? "dist";
  const port = wholeNumber("preview:host", "PORT", process.env.PORT, 8788, 1);
  const maxSeconds = wholeNumber("preview:host", "PREVIEW_MAX_SECONDS", process.env.PREVIEW_MAX_SECONDS, 3600, 1);
  if (!existsSync(join(dir, "index.html"))) {
    process.stderr.write(`preview:host: ${join(dir, "index.html")} is missing; run \`npm run build\` first.\n`);
    process.exit(1);
  }
  const preview = await startHostPreview(dir, { port, maxSeconds });
  process.stdout.write(
    `preview:host: ${dir} as Cloudflare Pages serves it, on ${preview.base}/ (wrangler pages dev, offline; started in ${preview.startMs} ms). Ctrl-C stops it.\n`,
  );
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void preview.stop().then(() => process.exit(0)));
}
