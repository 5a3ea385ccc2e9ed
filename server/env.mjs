// @ts-check
/**
 * The settings of the local server from its environment variables (docs/server.md, "Settings"):
 * what `npm run serve` (server/inbox.mjs) reads, as a config for createInboxServer. Importing
 * this module does nothing.
 */
import { createHash, randomBytes } from "node:crypto";
import { homedir } from "node:os";
import { basename, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { MAKE_TOKEN, weakTokenReason } from "./token.mjs";

/** The project's folder (this file's parent's). */
export const projectRoot = fileURLToPath(new URL("..", import.meta.url)).replace(/[\\/]$/, "");

/**
 * What the command needs beside the server's config.
 * @typedef {object} InboxSettings
 * @property {import("./app.mjs").InboxServerConfig} config The server's config (no log, warn or onRequest: the command's own).
 * @property {number} port The port to listen on (0: any free one).
 * @property {number} idleExitMs Stop after this long without a request, ms (0: never).
 * @property {boolean} tokenChosen Whether INBOX_TOKEN chose the credential (else one was made for this run).
 */

/** A positive whole number from a variable, else the default. @param {string | undefined} v @param {number} d */
const positive = (v, d) => (Number.isSafeInteger(Number(v)) && Number(v) > 0 ? Number(v) : d);

/**
 * Where submissions go without INBOX_FILE: a folder of this checkout (its name and a hash of its
 * path) in the user's state folder (XDG_STATE_HOME, else ~/.local/state; %LOCALAPPDATA% on
 * Windows), outside every folder a web server of the project serves: the dev server hands out
 * files under the project (docs/server.md, "Who can see the inbox").
 * @param {NodeJS.ProcessEnv} env
 */
export function defaultInboxFile(env) {
  const state = env.XDG_STATE_HOME || (process.platform === "win32" && env.LOCALAPPDATA) || join(homedir(), ".local", "state");
  const checkout = `${basename(projectRoot)}-${createHash("sha256").update(projectRoot).digest("hex").slice(0, 8)}`;
  return join(state, "blu-site", "inbox", checkout, "submissions.jsonl");
}

/**
 * The settings the environment gives (PORT, HOST, DIST, INBOX_*, IDLE_EXIT_MS; relative paths
 * from the working folder). A limit that is not a positive whole number takes its default.
 * @param {NodeJS.ProcessEnv} env
 * @returns {InboxSettings}
 * @throws {Error} when the inbox credential is too short, or missing or weak where the server is reached from beyond this machine
 */
export function settingsFromEnv(env) {
  const [port, host] = [Number(env.PORT ?? 4173), env.HOST ?? "127.0.0.1"];
  // The inbox holds personal data: off loopback it is only served with a credential chosen by whoever runs it.
  const loopback = /^(127(\.\d{1,3}){3}|::1|localhost)$/i.test(host);
  if (env.INBOX_TOKEN && env.INBOX_TOKEN.length < 16)
    throw new Error(`INBOX_TOKEN is shorter than 16 characters; use a random secret (make one with ${MAKE_TOKEN}).`);
  if (!env.INBOX_TOKEN && !loopback)
    throw new Error(
      `refusing to listen on ${host} without INBOX_TOKEN: /inbox shows every visitor's name, email and message to whoever reaches the port. Set INBOX_TOKEN to a random secret (make one with ${MAKE_TOKEN}), or keep HOST=127.0.0.1.`,
    );
  const proxyHosts = String(env.INBOX_HOSTS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Beyond this machine (another address, or names a proxy in front serves it under): a token hard to guess.
  const weak = env.INBOX_TOKEN && (!loopback || proxyHosts.length > 0) ? weakTokenReason(env.INBOX_TOKEN) : null;
  if (weak) throw new Error(`refusing to ${loopback ? "serve the INBOX_HOSTS names" : `listen on ${host}`}: ${weak}`);
  return {
    port,
    idleExitMs: Number(env.IDLE_EXIT_MS ?? 0),
    tokenChosen: Boolean(env.INBOX_TOKEN),
    config: {
      dist: resolve(env.DIST ?? "dist"),
      inboxFile: resolve(env.INBOX_FILE || defaultInboxFile(env)),
      token: env.INBOX_TOKEN || randomBytes(18).toString("base64url"),
      host,
      proxyHosts,
      maxBody: positive(env.INBOX_MAX_BODY, 64 * 1024),
      maxField: positive(env.INBOX_MAX_FIELD, 10_000),
      pageSize: positive(env.INBOX_PAGE_SIZE, 50),
      rateLimit: positive(env.INBOX_RATE_LIMIT, 30),
      timeoutMs: positive(env.INBOX_TIMEOUT_MS, 10_000),
    },
  };
}

/**
 * The lines the command prints once it listens: where the site and the inbox are, where
 * submissions are stored, and the credential (the one made for this run is printed once).
 * @param {InboxSettings} settings
 * @param {number} port the port it listens on
 * @returns {string[]}
 */
export function announcement({ config, tokenChosen }, port) {
  const host = config.host ?? "127.0.0.1";
  const shown = host.includes(":") ? `[${host}]` : host;
  return [
    `site and form inbox on http://${shown}:${port}/`,
    `submissions: http://${shown}:${port}/inbox (stored in ${config.inboxFile})`,
    tokenChosen
      ? "inbox credential: the INBOX_TOKEN you set"
      : `inbox credential for this run: ${config.token} (any user name with it as the password, or Authorization: Bearer; set INBOX_TOKEN to choose one)`,
    "Ctrl-C to stop",
  ];
}
