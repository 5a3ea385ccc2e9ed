/**
 * Prerender stage of `npm run build`: renders every URL the route table knows into
 * dist/<path>/index.html with its own title, meta description, canonical link and Open Graph
 * tags, writes dist/404.html for every other path, then sitemap.xml and robots.txt.
 * Prints one line of figures; exits 1 if any page fails to render.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { prerenderUrls } from "../generated/routes.ts";
import { site } from "../generated/site.ts";

const root = process.cwd();
const dist = join(root, "dist");
const started = performance.now();
// Vite puts its stylesheet after the entry's modulepreloads; move it first in <head>, since CSS
// blocks rendering and the scripts only matter for hydration.
const rawTemplate = readFileSync(join(dist, "index.html"), "utf8");
const viteCss = rawTemplate.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
const template = viteCss.reduce((t, l) => t.replace(l, ""), rawTemplate).replace("<!--app-head-->", `${viteCss.map((l) => l.trim()).join("\n    ")}\n    <!--app-head-->`);
const { render } = (await import(pathToFileURL(join(root, "dist-ssr/entry-server.js")).href)) as typeof import("../runtime/app/entry-server.tsx");

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Record<string, ManifestChunk>;

/** Files a page module needs, following its static imports (Vite's build manifest). */
function chunkFiles(key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return { js: [], css: [] };
  seen.add(key);
  const out = { js: [`/${chunk.file}`], css: (chunk.css ?? []).map((c) => `/${c}`) };
  for (const imp of chunk.imports ?? []) {
    if (manifest[imp]?.file && template.includes(manifest[imp].file)) continue;
    const sub = chunkFiles(imp, seen);
    out.js.push(...sub.js);
    out.css.push(...sub.css);
  }
  return out;
}

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Fills the HTML template for one rendered page. */
function page(path: string, r: Awaited<ReturnType<typeof render>>): string {
  const head = [
    `<title>${escape(r.title)}</title>`,
    `<meta name="description" content="${escape(r.description)}" />`,
    r.canonical ? `<link rel="canonical" href="${escape(r.canonical)}" />` : `<meta name="robots" content="noindex" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escape(site.brand.fullName)}" />`,
    `<meta property="og:title" content="${escape(r.title)}" />`,
    `<meta property="og:description" content="${escape(r.description)}" />`,
    r.canonical ? `<meta property="og:url" content="${escape(r.canonical)}" />` : "",
  ].filter(Boolean).join("\n    ");
  // After Vite's own stylesheet, so that CSS (render-blocking) is requested before the page's
  // chunks, which only hydration needs.
  const tail = [
    ...[...new Set(r.modules.flatMap((m) => chunkFiles(m).css))].map((f) => `<link rel="stylesheet" crossorigin href="${f}" />`),
    ...[...new Set(r.modules.flatMap((m) => chunkFiles(m).js))].map((f) => `<link rel="modulepreload" crossorigin href="${f}" />`),
  ].join("\n    ");
  return template
    .replace('<html lang="en">', `<html lang="${escape(site.language)}">`)
    .replace("<!--app-head-->", head)
    .replace("</head>", `  ${tail}\n  </head>`)
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered-path="${escape(path)}">${r.html}</div>`);
}

let failed = 0;
for (const url of prerenderUrls) {
  try {
    const out = url === "/" ? join(dist, "index.html") : join(dist, url, "index.html");
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, page(url, await render(url)));
  } catch (e) {
    failed++;
    process.stderr.write(`prerender: ${url} failed: ${(e as Error).stack ?? e}\n`);
  }
}
// The not-found page, rendered for a path no route knows; static hosts serve it for any miss.
writeFileSync(join(dist, "404.html"), page("/404.html", await render("/__not-found__/404")));

const urls = prerenderUrls.map((u) => `  <url><loc>${site.siteUrl}${u === "/" ? "/" : u}</loc></url>`).join("\n");
writeFileSync(join(dist, "sitemap.xml"), `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
writeFileSync(join(dist, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`);
rmSync(join(root, "dist-ssr"), { recursive: true, force: true });

// Precompressed copies (.br, .gz) of every text file, for hosts and the local server that
// serve them as they are (sirv, nginx gzip_static, most CDNs).
let compressed = 0;
for (const file of readdirSync(dist, { recursive: true }) as string[]) {
  if (!/\.(html|js|css|svg|xml|txt|json)$/.test(file)) continue;
  const full = join(dist, file);
  const body = readFileSync(full);
  if (body.length < 1024) continue;
  writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } }));
  writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
  compressed++;
}

const ms = Math.round(performance.now() - started);
process.stdout.write(`prerender: ${prerenderUrls.length - failed} of ${prerenderUrls.length} pages, 404.html, sitemap.xml, robots.txt, ${compressed} precompressed files (${ms} ms)\n`);
if (failed > 0) process.exit(1);
