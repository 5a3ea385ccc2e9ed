// @ts-check
/**
 * `npm run serve`: the local site server and form inbox (docs/server.md) as a command. It reads
 * the environment (server/env.mjs), builds the server (createInboxServer, server/app.mjs),
 * listens, prints where, and stops gracefully on SIGINT, SIGTERM or after IDLE_EXIT_MS without a
 * request. Its output never stops it: once stdout or stderr is closed (`npm start | head -1`),
 * lines are dropped. Exit code: 0 when stopped, 1 when it cannot start (the reason on stderr).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseCommand } from "../lib/cli-args.mjs";
import { closeGracefully, createInboxServer } from "./app.mjs";
import { announcement, projectRoot, settingsFromEnv } from "./env.mjs";
import { MIN_TOKEN_BITS } from "./token.mjs";

parseCommand({
  name: "serve",
  usage: "npm run serve   (npm start builds first)",
  summary:
    "Serves dist/ as the static host would (its _headers, _redirects and nearest 404.html) and stores what the site's forms post, shown at /inbox to whoever holds the inbox credential. Run `npm run build` first. Ctrl-C stops it. Set by environment variables only:",
  env: {
    PORT: "the port (default 4173)",
    HOST: "the address to listen on (default 127.0.0.1; any other needs INBOX_TOKEN)",
    DIST: "the folder to serve (default dist)",
    INBOX_TOKEN: `the inbox credential, 16 characters or more, ${MIN_TOKEN_BITS} bits of entropy off loopback (default: a new one each run, printed)`,
    INBOX_FILE: "where submissions are appended (default: a folder of this project under ~/.local/state/blu-site/inbox/)",
    INBOX_HOSTS: "host names a proxy in front serves it under, comma-separated",
    IDLE_EXIT_MS: "stop after this long without a request, ms (default: never)",
    INBOX_MAX_BODY: "the largest request body, bytes (default 65536)",
    INBOX_MAX_FIELD: "the longest form field, characters (default 10000)",
    INBOX_PAGE_SIZE: "submissions per /inbox page (default 50)",
    INBOX_RATE_LIMIT: "form posts a minute from one address (default 30)",
    INBOX_TIMEOUT_MS: "how long a request may take, ms (default 10000)",
  },
});
/**
 * A line writer to `stream` that can never hurt the server: once the stream fails (EPIPE: whoever
 * read the output is gone, as under `npm start | head -1`) or is closed, lines are dropped. A
 * failed write must not become an uncaught error, whose report would be a failing write again (a
 * loop that starves every request and the signals).
 */
/** @param {NodeJS.WriteStream} stream @returns {(line: string) => void} */
function lineWriter(stream) {
  let open = true;
  stream.on("error", () => (open = false));
  return (line) => {
    if (!open || stream.destroyed || !stream.writable) return;
    try {
      stream.write(`inbox: ${line}\n`);
    } catch {
      open = false;
    }
  };
}
const [log, warn] = [lineWriter(process.stdout), lineWriter(process.stderr)];
process.on("uncaughtException", (e) => warn(`unexpected error (still serving): ${e?.stack ?? e}`));
process.on("unhandledRejection", (e) => warn(`unexpected rejection (still serving): ${e instanceof Error ? e.stack : e}`));
/** Says why it cannot start, and exits 1. @param {string} why @returns {never} */
const fatal = (why) => {
  warn(why);
  process.exit(1);
};

const env = process.env;
/** @type {import("./env.mjs").InboxSettings} */
const settings = (() => {
  try {
    return settingsFromEnv(env);
  } catch (e) {
    return fatal(e instanceof Error ? e.message : String(e));
  }
})();
const { config, port, idleExitMs } = settings;
if (!existsSync(join(config.dist, "index.html"))) fatal(`${join(env.DIST ?? "dist", "index.html")} is missing; run \`npm run build\` first.`);
// The default of earlier versions, inside the project, where the dev server can hand it out.
const OLD_INBOX = join(projectRoot, ".inbox", "submissions.jsonl");
if (existsSync(OLD_INBOX) && OLD_INBOX !== config.inboxFile)
  warn(
    `an older submissions file is in the project (.inbox/submissions.jsonl), where the dev server can hand it out: move it to ${config.inboxFile} or delete it`,
  );

/** @type {NodeJS.Timeout | undefined} */
let idleTimer;
/** Starts the idle countdown again (IDLE_EXIT_MS): called on every request. */
function touch() {
  if (!idleExitMs) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    log(`idle for ${idleExitMs} ms, stopping`);
    void stop();
  }, idleExitMs);
}
const app = await createInboxServer({ ...config, log, warn, onRequest: touch });
let stopping = false;
/** Stops gracefully (closeGracefully), then exits 0. */
async function stop() {
  if (stopping) return;
  stopping = true;
  await closeGracefully(app);
  process.exit(0);
}

const host = config.host ?? "127.0.0.1";
try {
  await app.listen({ port, host, backlog: 1024 });
} catch (e) {
  const err = /** @type {NodeJS.ErrnoException} */ (e);
  fatal(`cannot listen on ${host}:${port}: ${err.code === "EADDRINUSE" ? "the port is in use (set PORT)" : err.message}`);
}
const address = app.server.address();
const actual = address && typeof address === "object" ? address.port : port;
for (const line of announcement(settings, actual)) log(line);
touch();
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => void stop());
