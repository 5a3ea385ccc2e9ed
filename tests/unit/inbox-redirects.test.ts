import { writeFileSync, mkdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InboxServer, send, startInbox, tempSite } from "../support/inbox-harness.ts";
import { pageFile } from "../../scripts/build/page-files.ts";
import { movedPage, redirectsFile } from "../../scripts/build/redirects.ts";
import { checkedRedirectsFile } from "../../scripts/build/redirects.ts";
import { parseRedirectsFile } from "../../lib/host-files.mjs";

/**
 * Old URLs on the built site (spec/redirects.yaml → dist/_redirects and a page at each old path,
 * scripts/build/redirects.ts), served by server/inbox.mjs: 301 with Location, 410 Gone with the
 * not-found page, the site's headers on both, and a malformed file never stops the server.
 */

const REDIRECTS = [
  { from: "/services/media/buying", to: "/services/media/media-buying" },
  { from: "/case-study/ug/ŋaali", to: "/thank-you" },
];
const GONE = ["/project/retired"];

let site: ReturnType<typeof tempSite>;
let server: InboxServer;
const get = (path: string, method = "GET") => send(server.base, method, path, { accept: "*/*" });
const put = (rel: string, text: string) => {
  mkdirSync(dirname(join(site.dist, rel)), { recursive: true });
  writeFileSync(join(site.dist, rel), text);
};
const moved = { language: "en", siteUrl: "https://blu.example", favicon: "/favicon.svg", heading: "This page has moved", link: "Continue to the new page" };

beforeAll(async () => {
  site = tempSite("blu-redirects-");
  put("_redirects", `${redirectsFile(REDIRECTS, GONE)}/broken-line-without-target\n/splat/* /x 301\n`);
  for (const r of REDIRECTS) put(pageFile(r.from), movedPage(r, moved, ["/assets/app-abc123.css"]));
  server = await startInbox(site.dist, site.file);
}, 20_000);

afterAll(async () => {
  await server?.stop();
  if (site) rmSync(site.root, { recursive: true, force: true });
});

describe("dist/_redirects, as the build writes it", () => {
  it("is a redirect a line with 301, then the gone paths with 410, paths percent-encoded", () => {
    expect(redirectsFile(REDIRECTS, GONE)).toMatchInlineSnapshot(`
      "# Old URLs (spec/redirects.yaml): 301 to their page; 410 Gone where the host allows it (Netlify), else the nearest 404.html.
      /services/media/buying /services/media/media-buying 301
      /case-study/ug/%C5%8Baali /thank-you 301
      /project/retired /404.html 410
      "
    `);
  });

  it("the build refuses a line the server would skip, naming the line", () => {
    expect(checkedRedirectsFile(redirectsFile(REDIRECTS, GONE))).toBe(redirectsFile(REDIRECTS, GONE));
    expect(() => checkedRedirectsFile("/a /b 301\n/c/* /d 301\n")).toThrowErrorMatchingInlineSnapshot(
      `[Error: dist/_redirects: line 2: unsupported source "/c/*" (exact paths only)]`,
    );
  });

  it("the page at an old path sends the browser on without script or inline style, and is not indexed", () => {
    const html = movedPage(REDIRECTS[1], moved, ["/assets/app-abc123.css"]);
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/thank-you">');
    expect(html).toContain('<link rel="canonical" href="https://blu.example/thank-you">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toMatch(/<a class="[^"]+" href="\/thank-you">Continue to the new page<\/a>/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-abc123.css">');
    expect(html).not.toMatch(/<script|<style|style=/);
  });
});

describe("parseRedirectsFile: what the local server honours", () => {
  it.each([
    ["a redirect with its status", "/a /b 301", { "/a": { to: "/b", status: 301 } }, []],
    ["no status is a 301", "/a /b", { "/a": { to: "/b", status: 301 } }, []],
    ["Netlify's force mark", "/a /b 302!", { "/a": { to: "/b", status: 302 } }, []],
    ["gone", "/a /404.html 410", { "/a": { to: "/404.html", status: 410 } }, []],
    ["an external destination", "/a https://example.com/b 308", { "/a": { to: "https://example.com/b", status: 308 } }, []],
    ["a trailing slash on the source is dropped", "/a/ /b 301", { "/a": { to: "/b", status: 301 } }, []],
    ["comments and blank lines", "# note\n\n  # indented\n", {}, []],
    ["the first rule of a path wins", "/a /b 301\n/a /c 301", { "/a": { to: "/b", status: 301 } }, []],
    ["a line without destination", "/a", {}, ["line 1: expected `from to [status]`"]],
    ["a splat", "/a/* /b 301", {}, ['line 1: unsupported source "/a/*" (exact paths only)']],
    ["a placeholder", "/a/:id /b 301", {}, ['line 1: unsupported source "/a/:id" (exact paths only)']],
    ["a rewrite", "/a /b 200", {}, ['line 1: unsupported status "200"']],
    ["a status that is not a number", "/a /b moved", {}, ['line 1: unsupported status "moved"']],
    ["a relative destination", "/a b 301", {}, ['line 1: unsupported destination "b" (a path with one leading /, or an http(s) URL, in visible characters)']],
    [
      "a protocol-relative destination (another host)",
      "/a //evil.example/b 301",
      {},
      ['line 1: unsupported destination "//evil.example/b" (a path with one leading /, or an http(s) URL, in visible characters)'],
    ],
    [
      "a backslash after the slash (another host to a browser)",
      "/a /\\evil.example 301",
      {},
      ['line 1: unsupported destination "/\\\\evil.example" (a path with one leading /, or an http(s) URL, in visible characters)'],
    ],
    [
      "a control character in the destination",
      "/a /b\u0001c 301",
      {},
      ['line 1: unsupported destination "/b\\u0001c" (a path with one leading /, or an http(s) URL, in visible characters)'],
    ],
    [
      "a character above U+00FF in the destination",
      "/a /\u4e2d 301",
      {},
      ['line 1: unsupported destination "/\u4e2d" (a path with one leading /, or an http(s) URL, in visible characters)'],
    ],
    ["Latin-1 in the destination", "/a /caf\u00e9 301", { "/a": { to: "/caf\u00e9", status: 301 } }, []],
    ["too many fields", "/a /b 301 Country=us", {}, ["line 1: expected `from to [status]`"]],
    ["binary garbage", "\u0000\u0001\uFFFD", {}, ["line 1: expected `from to [status]`"]],
  ])("%s", (_name, text, rules, skipped) => {
    const parsed = parseRedirectsFile(text);
    expect(Object.fromEntries(parsed.rules)).toEqual(rules);
    expect(parsed.skipped).toEqual(skipped);
  });
});

describe("inbox: old URLs", () => {
  it("answers a redirect with 301 and its Location, with the site's headers, before the page left at the old path", async () => {
    const res = await get("/services/media/buying");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/services/media/media-buying");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("with a trailing slash (first to the old path, by the page left there, as on Cloudflare Pages), a query kept, a percent-encoded path, and for HEAD", async () => {
    const slash = await get("/services/media/buying/");
    expect([slash.status, slash.headers.location]).toEqual([308, "/services/media/buying"]);
    expect((await get("/services/media/buying?utm_source=x")).headers.location).toBe("/services/media/media-buying?utm_source=x");
    expect((await get(encodeURI("/case-study/ug/ŋaali"))).headers.location).toBe("/thank-you");
    const head = await get("/services/media/buying", "HEAD");
    expect([head.status, head.text]).toEqual([301, ""]);
  });

  it("answers a gone path with 410 and the not-found page", async () => {
    const res = await get("/project/retired");
    expect(res.status).toBe(410);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.text).toContain("Root not found");
  });

  it("skips what it does not understand, names it once, and keeps serving", async () => {
    expect(server.output()).toContain("dist/_redirects: 2 line(s) skipped");
    expect((await get("/splat/x")).status).toBe(404);
    expect((await get("/")).status).toBe(200);
  });

  it("follows a rebuilt _redirects without a restart, and a garbled one is no rule at all", async () => {
    put("_redirects", "\u0000\u0001 garbage\n/thank-you /  \n/new-old /thank-you 302\n");
    await new Promise((r) => setTimeout(r, 1100));
    const res = await get("/new-old");
    expect([res.status, res.headers.location]).toEqual([302, "/thank-you"]);
    expect((await get("/services/media/buying")).status).toBe(200); // the page left there now
    expect((await get("/thank-you")).headers.location).toBe("/");
    rmSync(join(site.dist, "_redirects"));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await get("/new-old")).status).toBe(404);
    expect((await get("/")).status).toBe(200);
  });
});
