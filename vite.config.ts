import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import react from "@vitejs/plugin-react";
import { createLogger, defineConfig, type Plugin, type ViteDevServer } from "vite";
import { assets } from "./generated/assets.ts";
import { type Face, FACES, faceCss, fallbackFamily, latinFile } from "./runtime/styles/fonts.ts";
import { BUILD_INPUTS, type BuildInputs, exportNames } from "./scripts/build-inputs.ts";
import { mediaDevMiddleware } from "./media/dev.ts";
import { pageEditor } from "./editor/vite-plugin.ts";
import { DEV_REFRESH_MODULE, isPageRequest, specWatch } from "./scripts/spec-watch.ts";

/** Source paths the dev server links in every page (the build links their hashed outputs). */
const DEV_ASSETS = {
  css: ["/runtime/styles/app.css"],
  noscriptCss: "/runtime/styles/noscript.css",
  loader: "/runtime/islands/loader.ts",
  fonts: [],
  // The build's cards (dist/og/); the dev server has none, but links them as the build does.
  ogCards: assets.ogCards.dir,
};

/**
 * Adds the bundled variable faces (runtime/styles/fonts.ts: the body face and the display face)
 * to runtime/styles/app.css: each package's @font-face rules (its wght.css, with the face's
 * font-display, the files' URLs made relative to app.css so Vite emits them as assets), and a
 * metric-matched fallback face for each: a local sans-serif resized
 * (size-adjust, ascent/descent/line-gap overrides, computed by fontaine from the web font's own
 * Latin file) so that text set in it takes the same room as in the web font, and the swap when
 * the font arrives moves nothing (CLS). Each face's stack names its fallback right after it
 * (app.css for the body, generated/theme.css for the display face).
 */
function fontFallback(): Plugin {
  let faces: Promise<string> | null = null;
  const build = async (face: Face) => {
    const file = createRequire(import.meta.url).resolve(latinFile(face));
    const metrics = await readMetrics(pathToFileURL(file));
    const fallback = await getMetricsForFamily(face.fallbackMetricsOf);
    if (!metrics || !fallback) throw new Error(`font fallback: no metrics for ${metrics ? face.fallbackMetricsOf : latinFile(face)}`);
    return generateFontFace(metrics, {
      name: fallbackFamily(face),
      font: face.fallbackMetricsOf,
      metrics: fallback,
      src: face.fallbackLocals.map((f) => `local(${JSON.stringify(f)})`).join(", "),
    });
  };
  const rules = (face: Face, from: string) => {
    const css = createRequire(import.meta.url).resolve(faceCss(face));
    return readFileSync(css, "utf8")
      .replace(/font-display:\s*\w+;/g, `font-display: ${face.fontDisplay};`)
      .replace(
        /url\(\.\/files\/([^)]+)\)/g,
        (_, file: string) =>
          `url(${JSON.stringify(
            relative(from, join(dirname(css), "files", file))
              .split(sep)
              .join("/"),
          )})`,
      );
  };
  return {
    name: "blu-font-fallback",
    enforce: "pre",
    async transform(code, id) {
      if (!id.endsWith("/runtime/styles/app.css")) return null;
      const from = dirname(id.split("?")[0]);
      faces ??= Promise.all(FACES.map(build)).then((all) => [...FACES.map((face) => rules(face, from)), ...all].join("\n"));
      return { code: `${code}\n${await faces}`, map: null };
    },
  };
}

/** The dev-only script that applies spec changes in place (runtime/app/dev/refresh.ts). */
const DEV_REFRESH_SCRIPT = `<script type="module" src="${DEV_REFRESH_MODULE}"></script></body>`;

/**
 * Dev-server plugin: every page request is rendered by the same renderer the build uses
 * (runtime/app/render.tsx through Vite's ssrLoadModule), then passed through Vite's HTML
 * transform, which adds the client and React Fast Refresh, so islands hot-update.
 *
 * It answers any client, not only browsers: a GET or HEAD that Vite itself did not serve gets
 * the page's HTML when it asks for HTML or names no file (no extension: `curl /kenya`), with the
 * status the build would give (200, or 404 with the not-found page). Old URLs answer as the
 * built site does (dist/_redirects, generated/redirects.ts): 301 to their page, 410 Gone with the
 * not-found page. While spec/ has problems, page requests get the problems page (500) from the
 * spec watcher (scripts/spec-watch.ts) before they reach this one.
 */
function devRender(): Plugin {
  return {
    name: "blu-dev-render",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.originalUrl ?? "/";
          const [pathname, search = ""] = url.split(/\?(.*)/s, 2);
          if (!isPageRequest(req)) return next();
          try {
            const { redirects, gonePaths } = (await server.ssrLoadModule("/generated/redirects.ts")) as typeof import("./generated/redirects.ts");
            let path = pathname;
            try {
              path = decodeURI(pathname);
            } catch {
              // a malformed escape: no old URL has one; the renderer answers with the not-found page
            }
            const bare = path.length > 1 ? path.replace(/\/+$/, "") : path;
            const moved = redirects.find((r) => r.from === bare);
            if (moved) {
              res.writeHead(301, { Location: `${encodeURI(moved.to)}${search ? `?${search}` : ""}`, "Content-Type": "text/plain; charset=utf-8" });
              res.end(req.method === "HEAD" ? undefined : `Moved to ${moved.to}\n`);
              return;
            }
            const { renderPage } = (await server.ssrLoadModule("/runtime/app/render.tsx")) as typeof import("./runtime/app/render.tsx");
            const gone = gonePaths.includes(bare);
            const page = renderPage(gone ? "/__gone__" : url, DEV_ASSETS, { catchErrors: true });
            const html = await server.transformIndexHtml(url, page.html.replace("</body>", DEV_REFRESH_SCRIPT));
            res.statusCode = gone ? 410 : page.status;
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.end(req.method === "HEAD" ? undefined : html);
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}

/**
 * Dev-server plugin: answers the pictures the build writes (the versions of photographs under
 * /media/_/, the word mark files and the composed pictures under /media/art/) with the build's
 * own code, through the media stage's middleware (media/dev.ts), which loads generated/ and the
 * painters through Vite so pages in dev show the same files as the build's.
 */
function mediaFiles(): Plugin {
  return {
    name: "blu-media",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      server.middlewares.use(mediaDevMiddleware({ root: server.config.root, load: (id) => server.ssrLoadModule(id) }));
    },
  };
}

/**
 * The data modules of generated/ (everything but the types of model.ts): the SSR build leaves them
 * outside its bundle, so the renderer (dist-ssr/render.js) is code only and is rebuilt only when
 * code changes; the prerender loads the data as it stands (issue 21, incremental build).
 */
const isGeneratedData = (id: string) => /[\\/]generated[\\/](?!model\.ts$).+\.ts$/.test(id);

/** The id of the SSR build's gateway to a data module (a virtual module). */
const GATEWAY = "\0blu-data:";

/**
 * Build plugin: records the project files (outside node_modules) the build read, in
 * BUILD_INPUTS.client or .ssr, so `npm run build` can skip a build whose inputs did not change.
 * In the SSR build, the renderer reaches each data module of generated/ through a gateway that
 * imports it from where it is (by absolute path: dist-ssr/ is this checkout's build cache, never
 * deployed) and hands on each export through scripts/read-tracking.ts `tracked`, which records
 * what each page reads.
 */
function buildInputs(): Plugin {
  let [ssr, root] = [false, "."];
  const exports: Record<string, string[]> = {};
  const trackingModule = () => join(root, "scripts/read-tracking.ts");
  return {
    name: "blu-build-inputs",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      [ssr, root] = [Boolean(config.build.ssr), config.root];
    },
    async resolveId(source, importer) {
      if (!ssr || !importer || source.startsWith(GATEWAY)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      if (resolved.id === trackingModule()) return { id: resolved.id, external: "absolute" };
      if (!isGeneratedData(resolved.id)) return null;
      return importer.startsWith(GATEWAY) ? { id: resolved.id, external: "absolute" } : `${GATEWAY}${resolved.id}`;
    },
    load(id) {
      if (!id.startsWith(GATEWAY)) return null;
      const file = id.slice(GATEWAY.length);
      const names = exportNames(readFileSync(file, "utf8"));
      exports[file] = names;
      const module = file
        .slice(join(root, "generated").length + 1)
        .replace(/\.ts$/, "")
        .split(sep)
        .join("/");
      return [
        `import * as data from ${JSON.stringify(file)};`,
        `import { tracked } from ${JSON.stringify(trackingModule())};`,
        ...names.map((n) => `export const ${n} = tracked(${JSON.stringify(module)}, ${JSON.stringify(n)}, data.${n});`),
      ].join("\n");
    },
    generateBundle() {
      const files = [...this.getModuleIds()]
        .map((id) => id.split("?")[0]!)
        .filter((id) => id.startsWith("/") && !id.includes("/node_modules/") && !(ssr && isGeneratedData(id)) && existsSync(id));
      const out = join(root, ssr ? BUILD_INPUTS.ssr : BUILD_INPUTS.client);
      mkdirSync(dirname(out), { recursive: true });
      const inputs: BuildInputs = { files: [...new Set(files)].sort(), exports: ssr ? exports : {} };
      writeFileSync(out, `${JSON.stringify(inputs, null, 1)}\n`);
    },
  };
}

/**
 * Vite's logger, without the lines it prints for each generated/ module a spec save replaces:
 * the spec watcher prints one line per save instead (what changed, or the problems).
 */
function devLogger() {
  const logger = createLogger();
  const info = logger.info.bind(logger);
  logger.info = (msg, opts) => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour code
    if (/(page reload|hmr update) \S*generated\//.test(msg.replace(/\x1b\[[0-9;]*m/g, ""))) return;
    info(msg, opts);
  };
  return logger;
}

export default defineConfig(({ isSsrBuild }) => ({
  customLogger: devLogger(),
  plugins: [fontFallback(), react(), tailwindcss(), specWatch(), mediaFiles(), pageEditor(), devRender(), buildInputs()],
  appType: "custom",
  // There is no index.html to scan: name the browser entry and the islands, so the dev server
  // pre-bundles their dependencies up front instead of reloading the page when it finds them.
  optimizeDeps: {
    entries: ["runtime/islands/loader.ts", "runtime/islands/*.tsx", "runtime/islands/decor/*.ts", "runtime/app/dev/refresh.ts", "editor/client/main.tsx"],
    include: ["morphdom", "react", "react-dom/client", "react/jsx-dev-runtime", "clsx", "lucide-react", "@emailjs/browser", "framer-motion"],
  },
  server: {
    host: "127.0.0.1",
    port: Number(process.env.DEV_PORT ?? process.env.PORT ?? 5173),
    watch: { ignored: ["**/.generated.*/**", "**/generated/**/*.tmp"] },
    // node_modules may be a link to a folder outside the project (a sandbox copy, a workspace).
    fs: { allow: [".", realpathSync("node_modules")] },
  },
  preview: { host: "127.0.0.1" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    manifest: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    copyPublicDir: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: {
            loader: "runtime/islands/loader.ts",
            app: "runtime/styles/app.css",
            noscript: "runtime/styles/noscript.css",
          },
        },
  },
}));
