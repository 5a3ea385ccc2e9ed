/**
 * The server as a factory (docs/server.md): importing it does nothing, `createInboxServer` builds
 * a server that answers `inject` without listening, and the command's settings come from the
 * environment by one function that refuses what the command must not start with.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { INBOX_AUTH, INBOX_TOKEN, tempSite } from "../support/inbox-harness.ts";

const signals = () => ["SIGINT", "SIGTERM", "uncaughtException"].map((s) => process.listenerCount(s));
const before = signals();
const { createInboxServer } = await import("../../server/app.mjs");
const { settingsFromEnv } = await import("../../server/env.mjs");

const site = tempSite("blu-inbox-factory-");
afterAll(() => rmSync(site.root, { recursive: true, force: true }));

describe("createInboxServer", () => {
  it("installs no handler and listens nowhere when imported or built", async () => {
    const app = await createInboxServer({ dist: site.dist, inboxFile: site.file, token: INBOX_TOKEN });
    try {
      expect(signals()).toEqual(before);
      expect(app.server.listening).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("answers inject: the site's pages, and the inbox only with its credential", async () => {
    const lines: string[] = [];
    const app = await createInboxServer({ dist: site.dist, inboxFile: site.file, token: INBOX_TOKEN, warn: (l) => lines.push(l) });
    try {
      const get = async (url: string, headers: Record<string, string> = {}) => (await app.inject({ method: "GET", url, headers })).statusCode;
      expect([await get("/"), await get("/inbox.json"), await get("/inbox.json", INBOX_AUTH), await get("/nowhere")]).toEqual([200, 401, 200, 404]);
      expect(await get("/", { host: "evil.example:80" })).toBe(400);
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("refuses a folder without a built site", async () => {
    await expect(createInboxServer({ dist: join(site.root, "none"), inboxFile: site.file, token: INBOX_TOKEN })).rejects.toThrow(
      `${join(site.root, "none", "index.html")} is missing; run \`npm run build\` first.`,
    );
  });
});

describe("settingsFromEnv", () => {
  const strong = "4f1c9a7e2b6d80354f1c9a7e2b6d8036";
  it.each([
    ["a short token", { INBOX_TOKEN: "short" }, "INBOX_TOKEN is shorter than 16 characters"],
    ["no token off loopback", { HOST: "0.0.0.0" }, "refusing to listen on 0.0.0.0 without INBOX_TOKEN"],
    ["a typed token off loopback", { HOST: "0.0.0.0", INBOX_TOKEN: "test-inbox-token" }, "refusing to listen on 0.0.0.0: INBOX_TOKEN is too easy to guess"],
    ["a typed token behind a proxy", { INBOX_HOSTS: "forms.example.com", INBOX_TOKEN: "test-inbox-token" }, "refusing to serve the INBOX_HOSTS names"],
  ])("refuses %s", (_, env, message) => {
    expect(() => settingsFromEnv(env)).toThrow(message);
  });

  it.each([
    ["nothing set: the defaults, and a credential made for this run", {}, { port: 4173, host: "127.0.0.1", maxBody: 65536, rateLimit: 30, tokenChosen: false }],
    [
      "every variable",
      { PORT: "0", HOST: "0.0.0.0", INBOX_TOKEN: strong, INBOX_MAX_BODY: "1024", INBOX_RATE_LIMIT: "3", INBOX_HOSTS: " a.example , b.example " },
      { port: 0, host: "0.0.0.0", maxBody: 1024, rateLimit: 3, tokenChosen: true },
    ],
    [
      "a limit that is no positive whole number: its default",
      { INBOX_MAX_BODY: "-5", INBOX_RATE_LIMIT: "1.5" },
      { port: 4173, host: "127.0.0.1", maxBody: 65536, rateLimit: 30, tokenChosen: false },
    ],
  ])("reads %s", (_, env, want) => {
    const { port, tokenChosen, config } = settingsFromEnv({ XDG_STATE_HOME: site.root, ...env });
    expect({ port, host: config.host, maxBody: config.maxBody, rateLimit: config.rateLimit, tokenChosen }).toEqual(want);
    expect(config.token.length).toBeGreaterThanOrEqual(16);
  });
});
