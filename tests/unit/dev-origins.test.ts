/**
 * Who the dev server answers (scripts/dev/dev-origins.ts, docs/architecture.md "Who the dev
 * server answers"), table-driven: in a codespace, exactly its forwarded https origin besides the
 * local ones; DEV_ORIGINS for other proxies, a malformed entry refused with a clear message; and
 * the page editor's check of a request's Host and Origin against them (editor/server/api.ts).
 */
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { refused } from "../../editor/server/api.ts";
import { DevOriginsError, devOrigins, devServerOptions, originRefused, parseDevOrigins } from "../../scripts/dev/dev-origins.ts";

/** The variables GitHub Codespaces sets, for a codespace named `fluffy-robot-5g7x`. */
const CODESPACE = { CODESPACES: "true", CODESPACE_NAME: "fluffy-robot-5g7x", GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN: "app.github.dev" };
const FORWARDED = "https://fluffy-robot-5g7x-5173.app.github.dev";
const FORWARDED_HOST = "fluffy-robot-5g7x-5173.app.github.dev";

describe("the origins of the dev server on 5173", () => {
  it.each([
    ["outside a codespace", {}, ["http://127.0.0.1:5173", "http://localhost:5173"]],
    ["in a codespace", CODESPACE, ["http://127.0.0.1:5173", "http://localhost:5173", FORWARDED, "https://localhost:5173"]],
    [
      "in a codespace, CODESPACES unset",
      { ...CODESPACE, CODESPACES: undefined },
      ["http://127.0.0.1:5173", "http://localhost:5173", FORWARDED, "https://localhost:5173"],
    ],
    ["with DEV_ORIGINS", { DEV_ORIGINS: "https://edit.example.org" }, ["http://127.0.0.1:5173", "http://localhost:5173", "https://edit.example.org"]],
    [
      "in a codespace with DEV_ORIGINS",
      { ...CODESPACE, DEV_ORIGINS: "https://edit.example.org, http://10.0.0.2:8080" },
      ["http://127.0.0.1:5173", "http://localhost:5173", FORWARDED, "https://localhost:5173", "https://edit.example.org", "http://10.0.0.2:8080"],
    ],
    ["DEV_ORIGINS naming a local origin again", { DEV_ORIGINS: "http://localhost:5173" }, ["http://127.0.0.1:5173", "http://localhost:5173"]],
  ])("%s", (_, env, origins) => {
    expect(devOrigins(5173, env).origins).toEqual(origins);
  });

  it("the forwarded origin names the port the server listens on", () => {
    expect(devOrigins(4421, CODESPACE).codespace).toBe("https://fluffy-robot-5g7x-4421.app.github.dev");
  });

  it("hosts: each origin's host as browsers send it, and with the default port written out", () => {
    expect(devOrigins(5173, CODESPACE).hosts).toEqual(["127.0.0.1:5173", "localhost:5173", FORWARDED_HOST, `${FORWARDED_HOST}:443`]);
  });

  it.each([
    ["outside a codespace", {}, { allowedHosts: [], cors: false, strictPort: false }],
    ["in a codespace", CODESPACE, { allowedHosts: [FORWARDED_HOST], cors: false, strictPort: true }],
    ["with DEV_ORIGINS", { DEV_ORIGINS: "https://edit.example.org" }, { allowedHosts: ["edit.example.org"], cors: false, strictPort: false }],
  ])("Vite's server options %s: the forwarded hosts only, no CORS", (_, env, options) => {
    expect(devServerOptions(5173, env)).toEqual(options);
  });
});

describe("a request's Host and Origin", () => {
  const allowed = devOrigins(5173, CODESPACE);
  it.each([
    ["the local page", "127.0.0.1:5173", "http://127.0.0.1:5173", null],
    ["the local page by name", "localhost:5173", "http://localhost:5173", null],
    ["the forwarded page", FORWARDED_HOST, FORWARDED, null],
    ["the forwarded page, the port written out", `${FORWARDED_HOST}:443`, FORWARDED, null],
    ["the forwarded host in capitals", FORWARDED_HOST.toUpperCase(), FORWARDED, null],
    ["a GET without an Origin", FORWARDED_HOST, undefined, null],
    // The forward puts the local server's origin in place of an Origin naming the forwarded address.
    ["the forwarded page's Origin as the forward rewrites it", FORWARDED_HOST, "https://localhost:5173", null],
    ["the same, the forward's Host rewritten too", "localhost:5173", "http://localhost:5173", null],
    ["the rewritten Origin of another port", FORWARDED_HOST, "https://localhost:3000", "origin https://localhost:3000"],
    ["another codespace", "other-robot-5173.app.github.dev", "https://other-robot-5173.app.github.dev", "host other-robot-5173.app.github.dev"],
    ["another codespace's page calling this one", FORWARDED_HOST, "https://other-robot-5173.app.github.dev", "origin https://other-robot-5173.app.github.dev"],
    ["the forwarded host over http", FORWARDED_HOST, `http://${FORWARDED_HOST}`, `origin http://${FORWARDED_HOST}`],
    [
      "another port of this codespace",
      "fluffy-robot-5g7x-3000.app.github.dev",
      "https://fluffy-robot-5g7x-3000.app.github.dev",
      "host fluffy-robot-5g7x-3000.app.github.dev",
    ],
    ["another port in the Origin", FORWARDED_HOST, `${FORWARDED}:8443`, `origin ${FORWARDED}:8443`],
    ["a look-alike suffix", `${FORWARDED_HOST}.evil.example`, `https://${FORWARDED_HOST}.evil.example`, `host ${FORWARDED_HOST}.evil.example`],
    ["a look-alike suffix in the Origin", FORWARDED_HOST, `https://${FORWARDED_HOST}.evil.example`, `origin https://${FORWARDED_HOST}.evil.example`],
    ["a look-alike prefix", `x${FORWARDED_HOST}`, `https://x${FORWARDED_HOST}`, `host x${FORWARDED_HOST}`],
    ["a page of the local server on another port", "127.0.0.1:5173", "http://127.0.0.1:5174", "origin http://127.0.0.1:5174"],
    ["no Host", undefined, FORWARDED, "host "],
    ["the null origin (a sandboxed frame)", FORWARDED_HOST, "null", "origin null"],
  ])("%s", (_, host, origin, why) => {
    expect(originRefused(host, origin, allowed)).toBe(why);
  });

  it.each([
    ["the forwarded page's POST", { origin: FORWARDED }, null],
    ["a POST without an Origin", {}, "no origin"],
    ["another codespace's POST", { origin: "https://other-robot-5173.app.github.dev" }, "origin https://other-robot-5173.app.github.dev"],
    ["a cross-site fetch", { origin: FORWARDED, "sec-fetch-site": "cross-site" }, "sec-fetch-site cross-site"],
  ])("the editor's endpoints in a codespace: %s", (_, headers, why) => {
    const token = "t".repeat(32);
    const req = { method: "POST", headers: { host: FORWARDED_HOST, "x-blu-editor-token": token, ...headers } } as unknown as IncomingMessage;
    expect(refused(req, token, allowed)).toBe(why);
  });

  it.each([
    ["the forwarded origin", FORWARDED_HOST, FORWARDED, `host ${FORWARDED_HOST}`],
    ["https on localhost", "localhost:5173", "https://localhost:5173", "origin https://localhost:5173"],
  ])("outside a codespace, %s is refused", (_, host, origin, why) => {
    expect(originRefused(host, origin, devOrigins(5173, {}))).toBe(why);
  });
});

describe("DEV_ORIGINS", () => {
  it.each([
    ["one origin", "https://edit.example.org", ["https://edit.example.org"]],
    ["several, with spaces", " https://a.example , https://b.example:8443 ", ["https://a.example", "https://b.example:8443"]],
    ["a trailing slash, capitals, a default port", "HTTPS://A.Example:443/", ["https://a.example"]],
    ["an address and a port", "http://192.168.1.20:5173", ["http://192.168.1.20:5173"]],
    ["empty entries and repeats", "https://a.example,,https://a.example,", ["https://a.example"]],
    ["nothing", "", []],
  ])("%s", (_, value, origins) => {
    expect(parseDevOrigins(value)).toEqual(origins);
  });

  it.each([
    ["a host alone", "edit.example.org"],
    ["a path", "https://edit.example.org/editor"],
    ["a query", "https://edit.example.org?x=1"],
    ["a wildcard", "https://*.example.org"],
    ["another scheme", "ftp://edit.example.org"],
    ["a user name", "https://me@edit.example.org"],
    ["a port out of range", "https://edit.example.org:70000"],
  ])("refuses %s", (_, value) => {
    expect(() => parseDevOrigins(value)).toThrow(DevOriginsError);
  });

  it("says which entry is wrong and what to write", () => {
    expect(() => parseDevOrigins("https://a.example,https://edit.example.org/editor")).toThrowErrorMatchingInlineSnapshot(
      `[DevOriginsError: DEV_ORIGINS: "https://edit.example.org/editor" is not an origin (nothing may follow the host and port): did you mean https://edit.example.org?]`,
    );
    expect(() => parseDevOrigins("edit.example.org")).toThrowErrorMatchingInlineSnapshot(
      `[DevOriginsError: DEV_ORIGINS: "edit.example.org" is not an origin: write scheme://host[:port], as https://edit.example.org]`,
    );
    expect(() => parseDevOrigins("https://*.example.org")).toThrowErrorMatchingInlineSnapshot(
      `[DevOriginsError: DEV_ORIGINS: "https://*.example.org" has no valid host name (a wildcard, say): list each origin in full]`,
    );
  });

  it.each([
    ["no forwarding domain", { CODESPACES: "true", CODESPACE_NAME: "fluffy-robot-5g7x" }, /GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN ""/],
    ["no codespace name", { CODESPACES: "true", GITHUB_CODESPACES_PORT_FORWARDING_DOMAIN: "app.github.dev" }, /CODESPACE_NAME ""/],
    ["a name that is not a host name's part", { ...CODESPACE, CODESPACE_NAME: "a.b" }, /CODESPACE_NAME "a\.b"/],
  ])("a codespace with %s cannot start the dev server", (_, env, message) => {
    expect(() => devOrigins(5173, env)).toThrow(message);
  });
});
