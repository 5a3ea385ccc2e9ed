/**
 * Prerender stage of `npm run build`: renders every URL the route table knows into
 * dist/<path>.html (dist/index.html for `/`; the URL policy of scripts/build/page-files.ts) with the build-time renderer (runtime/app/render.tsx, built by Vite's
 * SSR build into dist-ssr/), the not-found pages (dist/404.html, and a category not-found view
 * as dist/services/<category>/404.html, nearest-404 style), sitemap.xml, robots.txt, the
 * host headers file (dist/_headers, see scripts/build/headers.ts), the redirects of old URLs
 * (dist/_redirects and a page at each old path, see scripts/build/redirects.ts), the Speculation Rules file, the
 * local form inbox's allow-list (dist/.inbox.json, see scripts/build/inbox-config.ts). A file whose
 * bytes are already in dist/ is not written again, and the files of the last run whose URL is gone
 * are removed: run after a skipped client build (scripts/build/build.ts), dist/ ends as a full build
 * leaves it. The pictures (./pictures.ts), the Brotli copies (./precompress.ts) and the check
 * against the static hosts' limits (./host-limits.ts) are stages of the build of their own.
 * On a terminal, the pages show their progress as they go (scripts/build/progress.ts); it ends
 * with a table of what it did and its figures in {@link PAGES_REPORT}. Run by `npm run build`
 * (scripts/build/build.ts) in the build's own process ({@link prerender}), after the Vite builds;
 * run on its own (`node --import tsx scripts/build/prerender.ts`), it exits 1 if any page fails
 * to render.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { categories } from "../../generated/services.ts";
import { pageMeta, paths, prerenderUrls, routes } from "../../generated/routes.ts";
import { gonePaths, redirects } from "../../generated/redirects.ts";
import { site } from "../../generated/site.ts";
import { assets as pictureAssets } from "../../generated/assets.ts";
import { escapeHtml } from "../../runtime/app/document.ts";
import { isLatinFile, preloadedFaces } from "../../runtime/styles/fonts.ts";
import { checkedHeadersFile, headersFile, speculationRules, SPECULATION_RULES_PATH } from "./headers.ts";
import { sha256 } from "../../lib/cache-store.mjs";
import { BUILD_CACHE_DIR, PAGES_REPORT, type PagesReport } from "./build-inputs.ts";
import { dataNow, planPages, saveReads, withModuleStamps } from "./page-reads.ts";
import { readsOf, type Reads, sharedReads } from "./read-tracking.ts";
import { INBOX_CONFIG_FILE, inboxConfig } from "./inbox-config.ts";
import { checkedRedirectsFile, movedPage, redirectsFile } from "./redirects.ts";
import { pageFile } from "./page-files.ts";
import { parseCommand } from "../../lib/cli-args.mjs";
import { progressLine, table } from "./progress.ts";

/**
 * Renders the pages and writes the site's files into `root`/dist/ (see the module's docs), its
 * table printed at the end. React's production build is expected: the caller sets
 * NODE_ENV=production before this module loads React (the renderer's first load).
 * @returns whether every page rendered (a failing page is reported on stderr, the others written)
 * @throws Error when Vite's manifest lacks an entry the pages link, or a not-found view renders as a page
 */
export async function prerender(root: string): Promise<boolean> {
  const dist = join(root, "dist");
  const started = performance.now();
  const { renderPage, isIndexable } = (await import(pathToFileURL(join(root, "dist-ssr/render.js")).href)) as typeof import("../../runtime/app/render.tsx");

  type ManifestChunk = { file: string; css?: string[]; assets?: string[]; imports?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;
  const entry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`prerender: ${key} is missing from Vite's manifest`);
    return chunk;
  };
  const appCss = entry("runtime/styles/app.css");
  const assets = {
    css: [`/${appCss.file}`],
    noscriptCss: `/${entry("runtime/styles/noscript.css").file}`,
    loader: `/${entry("runtime/islands/loader.ts").file}`,
    loaderImports: (entry("runtime/islands/loader.ts").imports ?? []).map((key) => `/${entry(key).file}`),
    // The Latin subset of each face the first paint needs (docs/how-it-works.md, "Fonts"): the body face, and
    // the display face when it sets each page's h1 (above the fold on every page).
    fonts: preloadedFaces(site.typography.display).map((face) => {
      const file = (appCss.assets ?? []).find((f) => isLatinFile(face, f));
      if (!file) throw new Error(`prerender: the Latin file of ${face.family} is not among app.css's assets`);
      return `/${file}`;
    }),
    // Where the Open Graph cards are (the pictures stage paints them there: media/og-cards.tsx).
    ogCards: pictureAssets.ogCards.dir,
  };

  /** What this run wrote, and what it found unchanged (same bytes already in dist/: left alone, so its compressed copies stay). */
  const counts = { written: 0, unchanged: 0 };
  /** Every file of dist/ this script writes itself, relative to dist/ (to remove those of the last run that are gone). */
  const owned = new Set<string>();
  const write = (file: string, content: string) => {
    owned.add(relative(dist, file));
    if (existsSync(file) && readFileSync(file, "utf8") === content) return void counts.unchanged++;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
    counts.written++;
  };

  // Only the pages whose inputs changed are rendered (scripts/build/page-reads.ts): the renderer and the
  // assets it links (the stamp), and what each page read of generated/ last time.
  const stamp = sha256(
    readFileSync(join(root, "dist-ssr/render.js")),
    readFileSync(join(root, "scripts/build/read-tracking.ts")),
    JSON.stringify(assets),
    JSON.stringify(
      Object.entries(process.env)
        .filter(([k]) => k.startsWith("VITE_"))
        .sort(),
    ),
  );
  const data = await dataNow(root);
  const plan = planPages(root, prerenderUrls, stamp, data, (url) => existsSync(join(dist, pageFile(url))));
  const pageReads = new Map<string, Reads>();
  let failed = 0;
  const pagesStarted = performance.now();
  const pagesLine = progressLine("pages");
  let rendering = 0;
  for (const url of prerenderUrls) {
    if (!plan.render.has(url)) {
      owned.add(pageFile(url));
      continue;
    }
    pagesLine.update(rendering++, plan.render.size);
    try {
      const { result: page, reads } = readsOf(() => renderPage(url, assets));
      if (page.status !== 200) throw new Error(`answered ${page.status}`);
      write(join(dist, pageFile(url)), page.html);
      pageReads.set(url, withModuleStamps(reads, data));
    } catch (e) {
      failed++;
      process.stderr.write(`prerender: ${url} failed: ${(e as Error).stack ?? e}\n`);
    }
  }
  // Not-found pages. Static hosts serve the nearest 404.html up the path (Cloudflare Pages does,
  // and so does the local server), so an unknown service slug gets its category's own view.
  // Always rendered (a few); their reads are not shared by the pages.
  const notFound = (url: string, file: string) => {
    const { result: page } = readsOf(() => renderPage(url, assets));
    if (page.status !== 404) throw new Error(`prerender: ${url} should be a not-found page but answered ${page.status}`);
    write(join(dist, file), page.html);
  };
  notFound("/__not-found__", "404.html");
  for (const c of categories) notFound(`${c.indexPath}/__not-found__`, `${c.indexPath.slice(1)}/404.html`);
  const sectionRoute = routes.find((r) => r.page === "service-section");
  if (sectionRoute) notFound(sectionRoute.path.replace(/:[a-zA-Z]+$/, "__not-found__"), `${sectionRoute.path.replace(/\/:[a-zA-Z]+$/, "").slice(1)}/404.html`);

  const pagesMs = Math.round(performance.now() - pagesStarted);
  pagesLine.end(`prerender: pages: ${plan.render.size - failed} of ${prerenderUrls.length} rendered (${pagesMs} ms)`);
  saveReads(root, stamp, prerenderUrls, pageReads, withModuleStamps(sharedReads(), data), data.versions);

  // A page that shows a record a second time (a featured study at a country's URL) names the record's own URL as canonical: only that one is listed.
  const indexable = prerenderUrls.filter((u) => routes.some((r) => r.urls.includes(u) && isIndexable(r.page)) && pageMeta[u]?.canonical === undefined);
  // A sitemap holds URIs: paths with letters outside ASCII (slugs keep them) are percent-encoded.
  const urls = indexable.map((u) => `  <url><loc>${escapeHtml(site.siteUrl + encodeURI(u))}</loc></url>`).join("\n");
  write(
    join(dist, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  write(join(dist, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: ${paths.formSent}\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
  write(join(dist, "_headers"), checkedHeadersFile(headersFile()));
  // Old URLs (spec/redirects.yaml): dist/_redirects for the hosts that read it, and a page at each
  // old path that sends the browser on, for the hosts that do not (scripts/build/redirects.ts). Neither
  // is in the sitemap, which lists the route table's pages only.
  write(join(dist, "_redirects"), checkedRedirectsFile(redirectsFile(redirects, gonePaths)));
  const moved = { language: site.language, siteUrl: site.siteUrl, favicon: site.theme.favicon, heading: site.ui.moved.heading, link: site.ui.moved.link };
  for (const r of redirects) {
    const file = join(dist, pageFile(r.from));
    // The schema refuses . and .. segments; a page of the site is never overwritten either.
    if (!file.startsWith(dist + sep) || prerenderUrls.includes(r.from)) throw new Error(`prerender: the redirect from ${r.from} would overwrite ${file}`);
    write(file, movedPage(r, moved, assets.css));
  }
  write(join(dist, SPECULATION_RULES_PATH.slice(1)), `${JSON.stringify(speculationRules(), null, 2)}\n`);
  write(join(dist, INBOX_CONFIG_FILE), `${JSON.stringify(inboxConfig(), null, 2)}\n`);
  // The files the last run wrote that this one did not (a page whose URL is gone, an old redirect):
  // removed with their compressed copies, so an incremental build leaves dist/ as a full one would.
  const ownedList = join(root, BUILD_CACHE_DIR, "prerendered.json");
  const before: string[] = existsSync(ownedList) ? (JSON.parse(readFileSync(ownedList, "utf8")) as string[]) : [];
  const gone = before.filter((f) => !owned.has(f));
  for (const f of gone) for (const suffix of ["", ".br", ".gz"]) rmSync(join(dist, f + suffix), { force: true });
  mkdirSync(dirname(ownedList), { recursive: true });
  writeFileSync(ownedList, `${JSON.stringify([...owned].sort())}\n`);

  const ms = Math.round(performance.now() - started);
  const report: PagesReport = { pages: prerenderUrls.length, rendered: plan.render.size - failed, written: counts.written, ms: pagesMs };
  writeFileSync(join(root, PAGES_REPORT), `${JSON.stringify(report)}\n`);
  const secs = (t: number) => `${(t / 1000).toFixed(1)} s`;
  process.stdout.write(
    `${table([
      ["prerender", "total", "new", "time", "notes"],
      [
        "pages",
        `${prerenderUrls.length}`,
        `${plan.render.size - failed}`,
        secs(pagesMs),
        `${plan.why}; ${counts.written} files written, ${counts.unchanged} unchanged, ${gone.length} removed`,
      ],
      ["not-found pages", `${2 + categories.length}`, "", "", ""],
      ["redirects", `${redirects.length}`, "", "", `and ${gonePaths.length} gone paths; sitemap.xml, robots.txt, _headers`],
      ["total", "", "", secs(ms), ""],
    ])}\n`,
  );
  return failed === 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  parseCommand({
    name: "prerender",
    usage: "node --import tsx scripts/build/prerender.ts (run by npm run build)",
    run: "node --import tsx scripts/build/prerender.ts",
    summary:
      "A stage of `npm run build`: renders every page of the route table into dist/ with the SSR build (dist-ssr/), with the sitemap, the redirects and the host files. Needs the client and SSR builds in dist/ and dist-ssr/.",
  });
  if (!(await prerender(process.cwd()))) process.exit(1);
}
