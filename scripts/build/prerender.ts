/**
 * Prerender stage of `npm run build`: renders every URL the route table knows into
 * dist/<path>.html (dist/index.html for `/`; the URL policy of scripts/build/page-files.ts) with the build-time renderer (runtime/app/render.tsx, built by Vite's
 * SSR build into dist-ssr/), the not-found pages (dist/404.html, and a category not-found view
 * as dist/services/<category>/404.html, nearest-404 style), sitemap.xml, robots.txt, the
 * host headers file (dist/_headers, see scripts/build/headers.ts), the redirects of old URLs
 * (dist/_redirects and a page at each old path, see scripts/build/redirects.ts), the Speculation Rules file, the
 * local form inbox's allow-list (dist/.inbox.json, see scripts/build/inbox-config.ts), the pictures
 * composed from content (dist/media/art/, see media/art/render.ts), the home banner's reel
 * (dist/media/reel/, see media/reel.ts), and
 * a precompressed Brotli copy (.br) of every text file. A file whose bytes are already in dist/ is not
 * written again (nor compressed again), and the files of the last run whose URL is gone are
 * removed: run after a skipped client build (scripts/build/build.ts), dist/ ends as a full build leaves it.
 * Last, it checks dist/ against the limits of the static hosts (scripts/build/host-limits.ts).
 * On a terminal, the pages, pictures, cards, photographs and word marks show their progress as
 * they go (scripts/build/progress.ts); it ends with a table of what it did. Exits 1 if any page fails
 * to render or a host limit is broken. Run by `npm run build` (scripts/build/build.ts), after the Vite builds.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { brotliCompress, constants as zlibConstants } from "node:zlib";
import { promisify } from "node:util";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { clients } from "../../generated/clients.ts";
import { photos } from "../../generated/photos.ts";
import { categories } from "../../generated/services.ts";
import { pageMeta, paths, prerenderUrls, routes } from "../../generated/routes.ts";
import { gonePaths, redirects } from "../../generated/redirects.ts";
import { site } from "../../generated/site.ts";
import { escapeHtml } from "../../runtime/app/document.ts";
import { isLatinFile, preloadedFaces } from "../../runtime/styles/fonts.ts";
import { checkedHeadersFile, headersFile, speculationRules, SPECULATION_RULES_PATH } from "./headers.ts";
import { sha256 } from "../../lib/cache-store.mjs";
import { BUILD_CACHE_DIR, PRERENDER_REPORT, type PrerenderReport } from "./build-inputs.ts";
import { dataNow, planPages, saveReads, withModuleStamps } from "./page-reads.ts";
import { readsOf, type Reads, sharedReads } from "./read-tracking.ts";
import { INBOX_CONFIG_FILE, inboxConfig } from "./inbox-config.ts";
import { checkedRedirectsFile, movedPage, redirectsFile } from "./redirects.ts";
import { pageFile } from "./page-files.ts";
import { checkHostLimits } from "./host-limits.ts";
import { OG_DIR, writeOgCards } from "../../media/og-cards.tsx";
import { writePhotoVersions } from "../../media/photos.ts";
import { writeLogoFiles } from "../../media/art/wordmark-files.ts";
import { writeArt } from "../../media/art/render.ts";
import { generatedRecipes, generatedReelContent } from "../../media/generated-recipes.ts";
import { writeReel } from "../../media/reel.ts";
import { parseCommand } from "../../lib/cli-args.mjs";
import { type ProgressLine, progressLine, table } from "./progress.ts";

parseCommand({
  name: "prerender",
  usage: "node --import tsx scripts/build/prerender.ts (run by npm run build)",
  run: "node --import tsx scripts/build/prerender.ts",
  summary:
    "The last stage of `npm run build`: renders every page of the route table into dist/ with the SSR build (dist-ssr/), paints the pictures and cards, compresses, and checks dist/ against the static hosts' limits. Needs the client and SSR builds in dist/ and dist-ssr/.",
});

const root = process.cwd();
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
  ogCards: OG_DIR,
};

/**
 * The Brotli quality of one file's precompressed copy: 11 (the best) for the pages, styles and
 * islands a visit waits on, while under 64 KB; 6 for the composed pictures (SVG) and the large
 * files. Measured on the launch site's 542 pictures: 674 KB at quality 10 in 844 ms, 743 KB at
 * 6 in 51 ms (qualities 5 to 8 all give 742 to 743 KB; 9 gives 741 KB in 1,197 ms); on the
 * 737 pages of ten times the content, mostly over 64 KB: 7.51 MB at 9 in 8.3 s, 7.62 MB at 6
 * in 0.5 s. A picture's copy is some 400 bytes larger, and a cold build at ten times the
 * content some 8 s shorter on two cores.
 */
function compressionQuality(file: string, bytes: number): number {
  return bytes >= 64 * 1024 || file.endsWith(".svg") ? 6 : 11;
}

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
saveReads(root, stamp, prerenderUrls, pageReads, withModuleStamps(sharedReads(), data));

// A page that shows a record a second time (a featured study at a country's URL) names the record's own URL as canonical: only that one is listed.
const indexable = prerenderUrls.filter((u) => routes.some((r) => r.urls.includes(u) && isIndexable(r.page)) && pageMeta[u]?.canonical === undefined);
// A sitemap holds URIs: paths with letters outside ASCII (slugs keep them) are percent-encoded.
const urls = indexable.map((u) => `  <url><loc>${escapeHtml(site.siteUrl + encodeURI(u))}</loc></url>`).join("\n");
write(join(dist, "sitemap.xml"), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
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

// The pictures composed from content (their recipes computed by media/recipes.ts from the slots
// of generated/art.ts, painted by media/art/: covers, showcase items, service and country
// heroes), the Open Graph card of every page (media/og-cards.tsx; detail pages embed their
// cover), repainted only where a page changed, and the AVIF and WebP versions of every
// photograph (media/photos.ts), encoded only when new.
/** Runs one picture stage with its progress line, which ends with `summary` of its report. */
const withProgress = async <R>(label: string, work: (line: ProgressLine) => Promise<R>, summary: (r: R) => string): Promise<R> => {
  const line = progressLine(label);
  const report = await work(line);
  line.end(`prerender: ${label}: ${summary(report)}`);
  return report;
};
const art = await withProgress(
  "composed pictures",
  (l) => writeArt(root, dist, generatedRecipes(), l.update),
  (r) => `${r.files} (${r.painted} painted, ${r.ms} ms)`,
);
const og = await withProgress(
  "Open Graph cards",
  (l) => writeOgCards(root, dist, prerenderUrls, l.update),
  (r) => `${r.cards} (${r.painted} painted, ${r.ms} ms)`,
);
const photoVersions = await withProgress(
  "photograph versions",
  (l) => writePhotoVersions(root, dist, photos, l.update),
  (r) => `${r.versions} (${r.made} made, ${r.ms} ms)`,
);
// The home banner's reel (media/reel.ts): a title card and the featured studies' covers, as MP4,
// WebM and a poster, made only when its content changed.
const reelContent = generatedReelContent();
const reel = reelContent
  ? await withProgress(
      "reel",
      () => writeReel(root, dist, reelContent),
      (r) => `${r.seconds.map((x) => `${x} s`).join(" and ")} (${r.made} of ${r.versions} versions made, ${Math.round(r.bytes / 1024)} KB, ${r.ms} ms)`,
    )
  : null;
// The word mark file of every client (media/art/wordmark-files.ts), painted only when new.
const logos = await withProgress(
  "word marks",
  (l) => writeLogoFiles(root, dist, clients, l.update),
  (r) => `${r.files} (${r.painted} painted, ${r.ms} ms)`,
);
if (logos.monograms.length) process.stderr.write(`prerender: ${logos.monograms.join(", ")} drawn as monogram tiles (see the warnings above)\n`);

// A precompressed Brotli copy (.br) of every text file, for the local server (and hosts that
// serve such copies as they are); made again only for a file whose bytes changed since its copy
// was made (by SHA-256, recorded in the store's `build` area). No gzip copies: every browser asks for
// Brotli, Cloudflare Pages and Netlify compress on their own, and a copy is a file the host
// counts against its limit per deploy (scripts/build/host-limits.ts); a client without Brotli gets the
// file as it is. The first build after a dist/ with gzip copies (its record, compressed.json,
// is still there) compresses every file again (the record's name changed) and removes them.
const compressStarted = performance.now();
const compressedList = join(root, BUILD_CACHE_DIR, "brotli-copies.json");
/** What a file's copies were made from: its bytes' SHA-256, and its size and modification time then (bytes, ms). */
type Made = { sha: string; size: number; mtimeMs: number };
const madeFrom: Record<string, Made> = existsSync(compressedList) ? (JSON.parse(readFileSync(compressedList, "utf8")) as Record<string, Made>) : {};
const nowFrom: Record<string, Made> = {};
const toCompress: { full: string; body: Buffer; quality: number }[] = [];
for (const file of readdirSync(dist, { recursive: true }) as string[]) {
  if (!/\.(html|js|css|svg|xml|txt|json)$/.test(file)) continue;
  const full = join(dist, file);
  const { size, mtimeMs } = statSync(full);
  if (size < 1024) continue;
  const made = madeFrom[file];
  const copies = existsSync(`${full}.br`);
  // Untouched since its copies were made (same size and time; every writer here leaves a file
  // with unchanged bytes alone): not even read. Else read, and compressed only if its bytes changed.
  if (made && copies && made.size === size && made.mtimeMs === mtimeMs) {
    nowFrom[file] = made;
    continue;
  }
  const body = readFileSync(full);
  const sha = sha256(body);
  nowFrom[file] = { sha, size, mtimeMs };
  if (made?.sha === sha && copies) continue;
  toCompress.push({ full, body, quality: compressionQuality(file, body.length) });
}
// On zlib's thread pool, eight at a time (the pool has four threads: every core squeezes), the
// next file starting as soon as one is done, so one slow file never holds up seven others.
const brotli = promisify(brotliCompress);
const oldGzip = existsSync(join(root, BUILD_CACHE_DIR, "compressed.json"));
let next = 0;
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let i = next++; i < toCompress.length; i = next++) {
      const { full, body, quality } = toCompress[i]!;
      writeFileSync(
        `${full}.br`,
        await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      );
      if (oldGzip) rmSync(`${full}.gz`, { force: true });
    }
  }),
);
rmSync(join(root, BUILD_CACHE_DIR, "compressed.json"), { force: true });
const compressed = toCompress.length;
const compressMs = Math.round(performance.now() - compressStarted);
writeFileSync(compressedList, `${JSON.stringify(nowFrom)}\n`);

// Last, the limits of the static hosts (scripts/build/host-limits.ts): a deploy they would refuse fails here, the file named.
let [files, limitsBroken] = [0, false];
try {
  files = checkHostLimits(dist);
} catch (e) {
  process.stderr.write(`prerender: ${(e as Error).message}\n`);
  limitsBroken = true;
}

const ms = Math.round(performance.now() - started);
const report: PrerenderReport = {
  pages: prerenderUrls.length,
  rendered: plan.render.size - failed,
  written: counts.written,
  ms: { pages: pagesMs, "composed pictures": art.ms, "Open Graph cards": og.ms, precompression: compressMs },
};
writeFileSync(join(root, PRERENDER_REPORT), `${JSON.stringify(report)}\n`);
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
    ["composed pictures", `${art.files}`, `${art.painted}`, secs(art.ms), `${Math.round(art.bytes / 1024)} KB`],
    ["Open Graph cards", `${og.cards}`, `${og.painted}`, secs(og.ms), ""],
    ["photograph versions", `${photoVersions.versions}`, `${photoVersions.made}`, secs(photoVersions.ms), ""],
    [
      "reel",
      reel ? `${reel.versions}` : "none",
      reel ? `${reel.made}` : "",
      reel ? secs(reel.ms) : "",
      reel ? `${Math.round(reel.bytes / 1024)} KB, ${reel.seconds.map((x) => `${x} s`).join(" and ")}` : "",
    ],
    ["word marks", `${logos.files}`, `${logos.painted}`, secs(logos.ms), ""],
    ["redirects", `${redirects.length}`, "", "", `and ${gonePaths.length} gone paths; sitemap.xml, robots.txt, _headers`],
    ["Brotli copies", "", `${compressed}`, secs(compressMs), ""],
    [
      "total",
      limitsBroken ? "" : `${files}`,
      "",
      secs(ms),
      limitsBroken ? "dist/ breaks a static host's limit (above)" : "files in dist/, within the static hosts' limits",
    ],
  ])}\n`,
);
if (failed > 0 || limitsBroken) process.exit(1);
