import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_TOKEN_BITS, tokenBits, weakTokenReason } from "../../server/token.mjs";
import { INBOX_AUTH, INBOX_TOKEN, type InboxServer, send, startInbox, tempSite } from "../support/inbox-harness.ts";

/**
 * The inbox's credential (docs/server.md, "Who can see the inbox"): wrong ones are throttled per
 * client address, a token guarding an inbox that listens beyond loopback must be hard to guess,
 * and the submissions file is kept outside the project unless INBOX_FILE says otherwise.
 */

describe("how hard a token is to guess", () => {
  it.each([
    ["aaaaaaaaaaaaaaaa", 0],
    ["a".repeat(64), 0],
    ["abcdefgh".repeat(4), 0], // a repeated block
    ["x7Qz9pLmmmmmm2Rt4Kw8", 0], // a run of six
    ["0123456701234567", 0], // a repeated block again
    ["4f1c9a7e2b6d8035", 64], // 16 hex digits
    ["4f1c9a7e2b6d80354f1c9a7e2b6d8036", 128], // openssl rand -hex 16
    ["upKGWCNbpQxFDDfpR-1vlTsn", 144], // 18 random bytes in base64url (the generated one)
    ["79vnLE87tPeVnN6JK/S3MyOd3NhDFhKz", 192], // openssl rand -base64 24
    ["test-inbox-token-0123456789", 162],
    ["correct horse battery staple", 183],
  ])("%s: %i bits", (token, bits) => {
    expect(tokenBits(token)).toBe(bits);
    expect(weakTokenReason(token) === null).toBe(bits >= MIN_TOKEN_BITS);
  });

  it("says how to make a good one", () => {
    expect(weakTokenReason("4f1c9a7e2b6d8035")).toMatchInlineSnapshot(
      `"INBOX_TOKEN is too easy to guess (about 64 bits; at least 128 are needed to listen beyond this machine). Make one with openssl rand -hex 16, or: node -e "console.log(require('node:crypto').randomBytes(16).toString('hex'))""`,
    );
    expect(weakTokenReason("aaaaaaaaaaaaaaaa")).toContain("it looks typed, not drawn at random");
  });
});

describe("the inbox server", () => {
  const site = tempSite("blu-inbox-token-");
  let server: InboxServer;
  beforeAll(async () => {
    server = await startInbox(site.dist, "", { INBOX_FILE: "", XDG_STATE_HOME: join(site.root, "state") });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(site.root, { recursive: true, force: true });
  });

  it("keeps its file in the user's state folder, outside the project, when INBOX_FILE is not set", async () => {
    await expect.poll(() => server.output()).toContain("stored in");
    const at = /stored in (\S+)\)/.exec(server.output())?.[1] ?? "";
    expect(at.startsWith(join(site.root, "state", "blu-site", "inbox"))).toBe(true);
    expect(at).toMatch(/[\\/][\w.-]+-[0-9a-f]{8}[\\/]submissions\.jsonl$/);
    expect(existsSync(join(site.root, "state", "blu-site", "inbox"))).toBe(true);
  });

  it("answers 429 after five wrong credentials a minute from one address, the right one included, and logs them", async () => {
    const wrong = { authorization: `Bearer ${INBOX_TOKEN}x` };
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(server.base, "GET", "/inbox.json", wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const right = await send(server.base, "GET", "/inbox", INBOX_AUTH);
    expect(right.status).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect(right.text).toMatch(/^Too many wrong credentials from this address; try again in \d+ s\n$/);
    expect(server.output().match(/"msg":"wrong inbox credential"/g)).toHaveLength(5);
    expect(server.output()).toContain('"msg":"inbox credential refused to this address for the rest of the minute"');
  });

  it.each([
    ["a short one", { HOST: "0.0.0.0" }, "4f1c9a7e2b6d8035", "listen on 0.0.0.0", "about 64 bits"],
    ["a typed one", { HOST: "0.0.0.0" }, "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "listen on 0.0.0.0", "it looks typed"],
    ["a short one behind a proxy", { INBOX_HOSTS: "forms.example.com" }, "4f1c9a7e2b6d8035", "serve the INBOX_HOSTS names", "about 64 bits"],
  ])("refuses to be reached from beyond this machine with %s, saying how to make a good one", async (_, env, token, what, why) => {
    const started = startInbox(site.dist, join(site.root, "x.jsonl"), { ...env, INBOX_TOKEN: token });
    const message = await started.then(
      (s) => s.stop().then(() => "started"),
      (e: Error) => e.message,
    );
    expect(message).toContain(`inbox: refusing to ${what}: INBOX_TOKEN is too easy to guess (${why}`);
    expect(message).toContain("openssl rand -hex 16");
  });
});
