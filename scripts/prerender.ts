/**
 * Prerender stage of `npm run build`: renders every URL the route table knows into
 * dist/<path>/index.html with the build-time renderer (runtime/app/render.tsx, built by Vite's
 * SSR build into dist-ssr/), the not-found pages (dist/404.html, and a category not-found view
 * as dist/services/<category>/404.html, nearest-404 style), sitemap.xml, robots.txt, the
 * host headers file (dist/_headers, see scripts/headers.ts), the redirects of old URLs
 * (dist/_redirects and a page at each old path, see scripts/redirects.ts), the Speculation Rules file, the
 * local form inbox's allow-list (dist/.inbox.json, see scripts/inbox-config.ts), the pictures
 * composed from content (dist/media/art/, see scripts/art/render.ts), and
 * precompressed .br/.gz copies of every text file.
 * Prints one line of figures; exits 1 if any page fails to render.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { dirname, join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { clients } from "../generated/clients.ts";
import { artRecipes } from "../generated/art.ts";
import { photos } from "../generated/photos.ts";
import { categories } from "../generated/services.ts";
import { paths, prerenderUrls, routes } from "../generated/routes.ts";
import { gonePaths, redirects } from "../generated/redirects.ts";
import { site } from "../generated/site.ts";
import { escapeHtml } from "../runtime/app/document.ts";
import { checkedHeadersFile, headersFile, speculationRules, SPECULATION_RULES_PATH } from "./headers.ts";
import { INBOX_CONFIG_FILE, inboxConfig } from "./inbox-config.ts";
import { movedPage, redirectsFile } from "./redirects.ts";
import { OG_DIR, writeOgCards } from "./og-cards.tsx";
import { writePhotoVersions } from "./photos.ts";
import { writeLogoFiles } from "./art/wordmark-files.ts";
import { writeArt } from "./art/render.ts";

const root = process.cwd();
const dist = join(root, "dist");
const started = performance.now();
const { renderPage, isIndexable } = (await import(pathToFileURL(join(root, "dist-ssr/render.js")).href)) as typeof import("../runtime/app/render.tsx");

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
  // The Latin subset of the variable font: the only face the first paint needs (§ Fonts, README).
  fonts: (appCss.assets ?? []).filter((f) => /latin-wght-normal.*\.woff2$/.test(f) && !/latin-ext/.test(f)).map((f) => `/${f}`),
  ogCards: OG_DIR,
};

const write = (file: string, content: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

let failed = 0;
for (const url of prerenderUrls) {
  try {
    const page = renderPage(url, assets);
    if (page.status !== 200) throw new Error(`answered ${page.status}`);
    write(url === "/" ? join(dist, "index.html") : join(dist, url, "index.html"), page.html);
  } catch (e) {
    failed++;
    process.stderr.write(`prerender: ${url} failed: ${(e as Error).stack ?? e}\n`);
  }
}
// Not-found pages. Static hosts serve the nearest 404.html up the path (Cloudflare Pages does,
// and so does the local server), so an unknown service slug gets its category's own view.
const notFound = (url: string, file: string) => {
  const page = renderPage(url, assets);
  if (page.status !== 404) throw new Error(`prerender: ${url} should be a not-found page but answered ${page.status}`);
  write(join(dist, file), page.html);
};
notFound("/__not-found__", "404.html");
for (const c of categories) notFound(`${c.indexPath}/__not-found__`, `${c.indexPath.slice(1)}/404.html`);
const sectionRoute = routes.find((r) => r.page === "service-section");
if (sectionRoute) notFound(sectionRoute.path.replace(/:[a-zA-Z]+$/, "__not-found__"), `${sectionRoute.path.replace(/\/:[a-zA-Z]+$/, "").slice(1)}/404.html`);

const indexable = prerenderUrls.filter((u) => routes.some((r) => r.urls.includes(u) && isIndexable(r.page)));
// A sitemap holds URIs: paths with letters outside ASCII (slugs keep them) are percent-encoded.
const urls = indexable.map((u) => `  <url><loc>${escapeHtml(site.siteUrl + encodeURI(u))}</loc></url>`).join("\n");
writeFileSync(join(dist, "sitemap.xml"), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
writeFileSync(join(dist, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: ${paths.formSent}\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
writeFileSync(join(dist, "_headers"), checkedHeadersFile(headersFile()));
// Old URLs (spec/redirects.yaml): dist/_redirects for the hosts that read it, and a page at each
// old path that sends the browser on, for the hosts that do not (scripts/redirects.ts). Neither
// is in the sitemap, which lists the route table's pages only.
writeFileSync(join(dist, "_redirects"), redirectsFile(redirects, gonePaths));
const moved = { language: site.language, siteUrl: site.siteUrl, favicon: site.theme.favicon, heading: site.ui.moved.heading, link: site.ui.moved.link };
for (const r of redirects) {
  const file = join(dist, r.from, "index.html");
  // The schema refuses . and .. segments; a page of the site is never overwritten either.
  if (!file.startsWith(dist + sep) || prerenderUrls.includes(r.from)) throw new Error(`prerender: the redirect from ${r.from} would overwrite ${file}`);
  write(file, movedPage(r, moved, assets.css));
}
writeFileSync(join(dist, SPECULATION_RULES_PATH.slice(1)), `${JSON.stringify(speculationRules(), null, 2)}\n`);
writeFileSync(join(dist, INBOX_CONFIG_FILE), `${JSON.stringify(inboxConfig(), null, 2)}\n`);
rmSync(join(root, "dist-ssr"), { recursive: true, force: true });

// The pictures composed from content (scripts/art/: covers, showcase items, service and country
// heroes), the Open Graph card of every page (scripts/og-cards.tsx; detail pages embed their
// cover), repainted only where a page changed, and the AVIF and WebP versions of every
// photograph (scripts/photos.ts), encoded only when new.
const art = await writeArt(root, dist, artRecipes);
const og = await writeOgCards(root, dist, prerenderUrls);
const photoVersions = await writePhotoVersions(root, dist, photos);
// The word mark file of every client (scripts/art/wordmark-files.ts), painted only when new.
const logos = await writeLogoFiles(root, dist, clients);
if (logos.monograms.length) process.stderr.write(`prerender: ${logos.monograms.join(", ")} drawn as monogram tiles (see the warnings above)\n`);

// Precompressed copies (.br, .gz) of every text file, for hosts and the local server that
// serve them as they are (sirv, nginx gzip_static, most CDNs).
let compressed = 0;
for (const file of readdirSync(dist, { recursive: true }) as string[]) {
  if (!/\.(html|js|css|svg|xml|txt|json)$/.test(file)) continue;
  const full = join(dist, file);
  const body = readFileSync(full);
  if (body.length < 1024) continue;
  // Best compression for the many small files (pages, styles, islands), a faster level for the
  // few large ones, which quality 11 would take seconds each to squeeze a percent more out of.
  const quality = body.length < 64 * 1024 ? 11 : 9;
  writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } }));
  writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}

const ms = Math.round(performance.now() - started);
process.stdout.write(`prerender: ${prerenderUrls.length - failed} of ${prerenderUrls.length} pages, ${2 + categories.length} not-found pages, ${art.files} composed pictures (${art.painted} painted, ${Math.round(art.bytes / 1024)} KB, ${art.ms} ms), ${og.cards} Open Graph cards (${og.painted} painted, ${og.ms} ms), ${photoVersions.versions} photograph versions (${photoVersions.made} made, ${photoVersions.ms} ms), ${logos.files} word marks (${logos.painted} painted, ${logos.ms} ms), ${redirects.length} redirects and ${gonePaths.length} gone paths, sitemap.xml, robots.txt, _headers, ${compressed} precompressed files (${ms} ms)\n`);
if (failed > 0) process.exit(1);
