/**
 * `npm start`: builds the site (`npm run build`, ./build-entry.mjs, with the flags given here) and serves it with
 * the form inbox (server/inbox.mjs, set by its environment variables: `npm run serve -- --help`).
 * The build prints its table, Vite's own output only with `--verbose`; the server prints the
 * URL, the inbox credential and "Ctrl-C to stop". Exit code: the build's when it fails, else the
 * server's.
 */
import { spawn, spawnSync } from "node:child_process";
import { BUILD_ENTRY, BUILD_FLAGS } from "./build-start.mjs";
import { parseCommand } from "../../lib/cli-args.mjs";

const { values } = parseCommand({
  name: "start",
  usage: "npm start -- [--force] [--verbose]",
  summary:
    "Builds the site into dist/ (npm run build) and serves it with the form inbox (npm run serve) on http://127.0.0.1:4173/ unless PORT or HOST say otherwise. Ctrl-C stops it.",
  options: BUILD_FLAGS,
  notes: "The server's settings are environment variables: see `npm run serve -- --help`.",
});

// Whoever reads the output may go away (`npm start | head -1`): the server keeps serving.
process.stdout.on("error", () => {});
const flags = Object.keys(BUILD_FLAGS)
  .filter((name) => values[name as keyof typeof BUILD_FLAGS])
  .map((name) => `--${name}`);
const built = spawnSync(process.execPath, [BUILD_ENTRY, ...flags], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
process.stdout.write("\n");
const server = spawn(process.execPath, ["server/inbox.mjs"], { stdio: "inherit" });
// Ctrl-C reaches the server from the terminal (same process group); this process waits for it to
// finish writing and exit. A SIGTERM sent to this process alone is passed on.
process.on("SIGINT", () => {});
process.on("SIGTERM", () => server.kill("SIGTERM"));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
