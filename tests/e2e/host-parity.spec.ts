/**
 * Host parity (docs/architecture.md, "URLs and files"): the built site served by
 * Cloudflare Pages' own runtime (`wrangler pages dev`, workerd, offline; scripts/publish/host-preview.ts)
 * answers every canonical URL and internal link with 200 and no redirect, carries the _headers
 * rules, gives unknown paths their nearest not-found view with 404 and follows every _redirects
 * rule; and the local server (server/inbox.mjs) answers the same status and Location on every
 * sitemap URL and on a set of unknown and redirected paths.
 *
 * Both serve one copy of dist/ (hard links, so it costs no disk) with old URLs of its own added to
 * _redirects as a build with these decisions writes them (the launch content has none): a 301
 * with its page at the old path, a 302 (a status the format allows), and a gone path. Requests
 * only (fetch, redirects not followed), no page loads: the whole file takes seconds. Form posts
 * are not here: on the host the forms' endpoints are the production services.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { paths, prerenderUrls } from "../../generated/routes";
import { site } from "../../generated/site";
import { type HostPreview, startHostPreview } from "../../scripts/publish/host-preview";
import { type InboxServer, startInbox } from "../support/inbox-harness.ts";
import { pageFile } from "../../scripts/build/page-files";
import { movedPage, redirectsFile } from "../../scripts/build/redirects";
import { HOST_ONLY_HEADERS, parseHeadersFile, parseRedirectsFile } from "../../lib/host-files.mjs";
// Requests only; the guard of ./fixtures still runs (every e2e test is under it).
import { expect, test } from "./fixtures";

const dist = resolve("dist");
const OLD = "/parity-our-projects";
const MOVED = "/parity-reach-us";
const GONE = "/parity-retired-campaign";

let root = "";
let fixture = "";
let host: HostPreview;
let local: InboxServer;
const started = performance.now();

/** A copy of `from` at `to` made of hard links (a plain copy where linking fails). */
function linkTree(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const e of readdirSync(from, { withFileTypes: true })) {
    const [src, dst] = [join(from, e.name), join(to, e.name)];
    if (e.isDirectory()) linkTree(src, dst);
    else if (e.isFile()) {
      try {
        linkSync(src, dst);
      } catch {
        copyFileSync(src, dst);
      }
    }
  }
}

/** One request, redirects not followed. */
type Answer = { status: number; location: string | null; headers: Headers; body: string };
const ask = async (base: string, path: string): Promise<Answer> => {
  const res = await fetch(`${base}${path}`, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), headers: res.headers, body: await res.text() };
};
/** The host's answers, asked once each: the comparison reuses what the first tests fetched. */
const hostAnswers = new Map<string, Promise<Answer>>();
const askHost = (path: string) => {
  if (!hostAnswers.has(path)) hostAnswers.set(path, ask(host.base, path));
  return hostAnswers.get(path)!;
};
/** `fn` over `items`, `width` at a time, results in order. */
async function pool<T, R>(items: readonly T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

const sitemapPaths = () =>
  [...readFileSync(join(dist, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => m[1].replace(/&amp;/g, "&").slice(site.siteUrl.length) || "/",
  );
/** Every same-site link (`<a href="/…">`) of the built HTML (pages, not-found views, pages at old URLs), fragment dropped, once each. */
const internalLinks = () => {
  const links = new Set<string>();
  const html = (readdirSync(dist, { recursive: true }) as string[]).filter((f) => f.endsWith(".html"));
  expect(html.length, "built HTML files").toBeGreaterThanOrEqual(prerenderUrls.length);
  for (const f of html)
    for (const m of readFileSync(join(dist, f), "utf8").matchAll(/<a\b[^>]*\shref="(\/(?!\/)[^"#]*)/g)) links.add(m[1].replace(/&amp;/g, "&"));
  return [...links].sort();
};
/** The not-found views of the build: each 404.html, as the folder it covers. */
const notFoundViews = () =>
  (readdirSync(dist, { recursive: true }) as string[])
    .filter((f) => f === "404.html" || f.endsWith("/404.html"))
    .map((f) => ({ dir: `/${f.slice(0, -"404.html".length)}`, html: readFileSync(join(dist, f), "utf8") }));

// One worker for the file: one wrangler and one local server for every test.
test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = mkdtempSync(join(tmpdir(), "blu-host-parity-"));
  fixture = join(root, "dist");
  linkTree(dist, fixture);
  // Never written through a link: that would change dist/ itself.
  rmSync(join(fixture, "_redirects"));
  const css = [...readFileSync(join(dist, pageFile(paths.projects)), "utf8").matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const texts = { language: site.language, siteUrl: site.siteUrl, favicon: site.theme.favicon, heading: site.ui.moved.heading, link: site.ui.moved.link };
  writeFileSync(
    join(fixture, "_redirects"),
    `${readFileSync(join(dist, "_redirects"), "utf8")}${redirectsFile([{ from: OLD, to: paths.projects }], [GONE])}${MOVED} ${paths.contact} 302\n`,
  );
  writeFileSync(join(fixture, pageFile(OLD)), movedPage({ from: OLD, to: paths.projects }, texts, css));
  // A file under every `/folder/*` rule of _headers that covers none yet (no photograph versions in the launch content, say).
  for (const { pattern } of parseHeadersFile(readFileSync(join(dist, "_headers"), "utf8")).rules) {
    const folder = join(fixture, pattern.slice(0, -1));
    if (pattern.endsWith("/*") && pattern !== "/*" && !(existsSync(folder) && readdirSync(folder).length)) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, "parity-probe.txt"), "probe\n");
    }
  }
  [host, local] = await Promise.all([startHostPreview(fixture, { maxSeconds: 300 }), startInbox(fixture, join(root, "inbox.jsonl"))]);
  console.log(`host parity: wrangler pages dev answered after ${host.startMs} ms`);
});

test.afterAll(async () => {
  await Promise.all([host?.stop(), local?.stop()]);
  if (root) rmSync(root, { recursive: true, force: true });
  console.log(`host parity: ${((performance.now() - started) / 1000).toFixed(1)} s in all, wrangler's start included`);
});

test("every sitemap URL answers 200 on the host with no redirect, and its canonical URL is the URL served", async () => {
  const urls = sitemapPaths();
  expect(urls.length).toBeGreaterThan(0);
  const answers = await pool(urls, 8, askHost);
  const wrong = urls
    .map((path, i) => ({ path, ...answers[i] }))
    .filter((a) => a.status !== 200)
    .map((a) => `${a.path}: ${a.status} ${a.location ?? ""}`);
  expect(wrong, "sitemap URLs not answered 200").toEqual([]);
  const canonical = urls
    .map((path, i) => ({ path, href: /<link rel="canonical" href="([^"]+)"/.exec(answers[i].body)?.[1] }))
    .filter((c) => c.href !== `${site.siteUrl}${c.path}`);
  expect(canonical, "canonical URL other than the URL served").toEqual([]);
  console.log(`host parity: ${urls.length - wrong.length}/${urls.length} sitemap URLs 200 with no redirect on the host`);
});

test("every internal link of the built pages answers 200 on the host with no redirect", async () => {
  const links = internalLinks();
  expect(links.length).toBeGreaterThan(0);
  const answers = await pool(links, 8, askHost);
  const wrong = links
    .map((path, i) => ({ path, ...answers[i] }))
    .filter((a) => a.status !== 200)
    .map((a) => `${a.path}: ${a.status} ${a.location ?? ""}`);
  expect(wrong, "internal links not answered 200").toEqual([]);
  console.log(`host parity: ${links.length - wrong.length}/${links.length} internal links 200 with no redirect on the host`);
});

test("the _headers rules arrive on the host, as on the local server (but those for the production host only)", async () => {
  const { rules, skipped } = parseHeadersFile(readFileSync(join(fixture, "_headers"), "utf8"));
  expect(skipped).toEqual([]);
  for (const rule of rules) {
    // Pages for `/*`, a file the pattern covers for `/folder/*` (beforeAll made sure there is one), else the path itself.
    const prefix = rule.pattern.endsWith("/*") ? rule.pattern.slice(0, -1) : rule.pattern;
    const inside =
      rule.pattern.endsWith("/*") && rule.pattern !== "/*"
        ? readdirSync(join(fixture, prefix), { recursive: true, withFileTypes: true }).find((e) => e.isFile())
        : undefined;
    const samples = rule.pattern === "/*" ? ["/", paths.contact] : inside ? [`${inside.parentPath.slice(fixture.length)}/${inside.name}`] : [rule.pattern];
    for (const path of samples) {
      const [h, l] = await Promise.all([ask(host.base, path), ask(local.base, path)]);
      for (const [name, value] of rule.headers) {
        expect(h.headers.get(name), `host ${path}: ${name}`).toBe(value);
        expect(l.headers.get(name), `local ${path}: ${name}`).toBe(HOST_ONLY_HEADERS.has(name.toLowerCase()) ? null : value);
      }
    }
  }
});

test("unknown paths get their nearest not-found view with 404 on the host", async () => {
  const views = notFoundViews();
  expect(views.length).toBeGreaterThan(1);
  for (const { dir, html } of views) {
    for (const path of [`${dir}parity-no-such-page`, `${dir}parity-no-such/deeper/`]) {
      const a = await ask(host.base, path);
      expect([path, a.status], "status").toEqual([path, 404]);
      expect(a.body === html, `${path}: the not-found view of ${dir}`).toBe(true);
    }
  }
});

test("every dist/_redirects rule redirects with its status on the host (a gone path: its nearest 404 there)", async () => {
  const { rules } = parseRedirectsFile(readFileSync(join(fixture, "_redirects"), "utf8"));
  expect(rules.size).toBeGreaterThanOrEqual(3);
  for (const [from, rule] of rules) {
    const a = await ask(host.base, from);
    // Cloudflare Pages accepts only redirect statuses and skips a 410 line (scripts/build/redirects.ts).
    if (rule.status === 410) expect([from, a.status]).toEqual([from, 404]);
    else expect([from, a.status, a.location]).toEqual([from, rule.status, rule.to]);
    const q = await ask(host.base, `${from}?utm_source=parity`);
    if (rule.status !== 410) expect(q.location, `${from}: query kept`).toBe(`${rule.to}?utm_source=parity`);
  }
});

test("the local server answers every sitemap URL and a set of unknown and redirected paths as the host does", async () => {
  const urls = sitemapPaths();
  const some = [paths.contact, paths.services, urls.find((u) => u.split("/").length > 3) ?? paths.contact];
  const variants = some.flatMap((u) => [`${u}.html`, `${u}/`, `${u}.html?utm_source=a%20b&x=1`, `${u}/?q=1`, `${u}/index.html`, `${u}/index`]);
  const unknown = notFoundViews().flatMap(({ dir }) => [`${dir}parity-nothing`, `${dir}parity-nothing/`, `${dir}parity-nothing.html`]);
  const special = [
    "/index.html",
    "/index",
    "/index.html?x=1",
    "/404",
    "/404.html",
    "/sitemap.xml",
    "/robots.txt",
    "/speculation-rules.json",
    "/favicon.svg",
    "/services/",
    "/KENYA",
    "/%6Benya",
    "/assets/",
    "/assets",
    "/og/",
  ];
  const moved = [OLD, `${OLD}/`, `${OLD}?utm_source=x`, MOVED, `${MOVED}?a=1&b=2`, `${OLD}.html`, `${OLD}/index.html`];
  const all = [...new Set([...urls, ...variants, ...unknown, ...special, ...moved])];
  const [h, l] = await Promise.all([pool(all, 6, askHost), pool(all, 6, (p) => ask(local.base, p))]);
  const differ = all
    .map((path, i) => ({
      path,
      host: `${h[i].status} ${h[i].location ?? ""}`.trim(),
      local: `${l[i].status} ${l[i].location ?? ""}`.trim(),
      same404: h[i].status !== 404 || h[i].body === l[i].body,
    }))
    .filter((d) => d.host !== d.local || !d.same404);
  expect(differ, "paths the two servers answer differently").toEqual([]);
  // The known difference, by design (docs/architecture.md): a gone path is 410 here, 404 on Cloudflare Pages.
  const [hg, lg] = await Promise.all([ask(host.base, GONE), ask(local.base, GONE)]);
  expect([hg.status, lg.status]).toEqual([404, 410]);
  expect(lg.body).toBe(hg.body);
  console.log(`host parity: ${all.length} paths answered alike by the host and the local server (${urls.length} sitemap URLs)`);
});
