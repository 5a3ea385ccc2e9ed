/**
 * Old URLs on the built site (spec/redirects.yaml; scripts/build/redirects.ts, server/inbox.mjs), with
 * JavaScript on and off. The launch content has no old URL, so this serves a copy of the built
 * dist/ with old URLs of its own added, as a build with these decisions
 * would write them: one in dist/_redirects and with its page (a host that reads _redirects
 * answers 301), one with its page only (a host without redirects: the page sends the browser
 * on), and one gone (410 with the not-found page).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { paths } from "../../generated/routes";
import { site } from "../../generated/site";
import { type InboxServer, startInbox } from "../support/inbox-harness.ts";
import { pageFile } from "../../scripts/build/page-files";
import { movedPage, redirectsFile } from "../../scripts/build/redirects";
import { expect, test } from "./fixtures";

const OLD = "/our-projects";
const PAGE_ONLY = "/our-work";
const GONE = "/retired-campaign";
const TO = paths.projects;

let server: InboxServer;
let root = "";

test.beforeAll(async () => {
  const dist = resolve("dist");
  root = mkdtempSync(join(tmpdir(), "blu-e2e-redirects-"));
  const fixture = join(root, "dist");
  mkdirSync(fixture);
  // A copy, not links: the server follows no link out of its dist/.
  cpSync(dist, fixture, { recursive: true, filter: (src) => src !== join(dist, "_redirects") });
  const css = [...readFileSync(join(dist, pageFile(TO)), "utf8").matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const texts = { language: site.language, siteUrl: site.siteUrl, favicon: site.theme.favicon, heading: site.ui.moved.heading, link: site.ui.moved.link };
  writeFileSync(join(fixture, "_redirects"), redirectsFile([{ from: OLD, to: TO }], [GONE]));
  for (const from of [OLD, PAGE_ONLY]) writeFileSync(join(fixture, pageFile(from)), movedPage({ from, to: TO }, texts, css));
  server = await startInbox(fixture, join(root, "inbox.jsonl"));
});

test.afterAll(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

for (const js of [true, false]) {
  test.describe(`old URLs with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    test("an old URL in _redirects answers 301 and lands on its page", async ({ page, problems }) => {
      const res = await page.goto(`${server.base}${OLD}`);
      const first = res?.request().redirectedFrom();
      expect(first ? (await first.response())?.status() : "no redirect").toBe(301);
      await expect(page).toHaveURL(`${server.base}${TO}`);
      await expect(page.locator("h1")).toBeVisible();
      expect(problems.consoleErrors).toEqual([]);
    });

    test("an old URL with only its page (a host without redirects) sends the browser on", async ({ page }) => {
      const res = await page.goto(`${server.base}${PAGE_ONLY}`);
      expect(res?.status()).toBe(200);
      await page.waitForURL(`${server.base}${TO}`);
      await expect(page.locator("h1")).toBeVisible();
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${site.siteUrl}${TO}`);
    });

    test("the page at an old path shows a link to the new one and is not indexed", async ({ request }) => {
      const html = await (await request.get(`${server.base}${PAGE_ONLY}`)).text();
      expect(html).toContain(`href="${TO}">${site.ui.moved.link}</a>`);
      expect(html).toContain('<meta name="robots" content="noindex">');
    });

    test("a gone URL answers 410 with the not-found page", async ({ page, problems }) => {
      problems.allow(/status of 410/);
      const res = await page.goto(`${server.base}${GONE}`);
      expect(res?.status()).toBe(410);
      await expect(page.locator("h1")).toBeVisible();
    });
  });
}

test("the sitemap lists neither old nor gone URLs", async ({ request }) => {
  const sitemap = await (await request.get(`${server.base}/sitemap.xml`)).text();
  for (const path of [OLD, PAGE_ONLY, GONE]) expect(sitemap).not.toContain(`${site.siteUrl}${path}<`);
  expect(sitemap).toContain(`${site.siteUrl}${TO}<`);
});
