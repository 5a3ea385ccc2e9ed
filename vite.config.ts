import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { generateFontFace, getMetricsForFamily, readMetrics } from "fontaine";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";

/** Source paths the dev server links in every page (the build links their hashed outputs). */
const DEV_ASSETS = {
  css: ["/runtime/styles/app.css"],
  noscriptCss: "/runtime/styles/noscript.css",
  loader: "/runtime/islands/loader.ts",
  fonts: [],
};

/** The site's one variable font (its Latin file gives the metrics) and its fallback face. */
const FONT = {
  family: "Plus Jakarta Sans Variable",
  file: "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2",
  fallbackFamily: "Plus Jakarta Sans Variable fallback",
  /** Arial's metrics; Arimo and Liberation Sans share them, so the override fits all three. */
  fallbackMetricsOf: "Arial",
  fallbackLocals: ["Arial", "Arimo", "Liberation Sans"],
};

/**
 * Adds a metric-matched fallback face to runtime/styles/app.css: a local sans-serif resized
 * (size-adjust, ascent/descent/line-gap overrides, computed by fontaine from the web font's own
 * file) so that text set in it takes the same room as in the web font, and the swap when the
 * font arrives moves nothing (CLS). The stack in app.css names it right after the web font.
 */
function fontFallback(): Plugin {
  let face: Promise<string> | null = null;
  const build = async () => {
    const file = createRequire(import.meta.url).resolve(FONT.file);
    const metrics = await readMetrics(pathToFileURL(file));
    const fallback = await getMetricsForFamily(FONT.fallbackMetricsOf);
    if (!metrics || !fallback) throw new Error(`font fallback: no metrics for ${metrics ? FONT.fallbackMetricsOf : FONT.file}`);
    return generateFontFace(metrics, {
      name: FONT.fallbackFamily,
      font: FONT.fallbackMetricsOf,
      metrics: fallback,
      src: FONT.fallbackLocals.map((f) => `local(${JSON.stringify(f)})`).join(", "),
    });
  };
  return {
    name: "blu-font-fallback",
    enforce: "pre",
    async transform(code, id) {
      if (!id.endsWith("/runtime/styles/app.css")) return null;
      face ??= build();
      return { code: `${code}\n${await face}`, map: null };
    },
  };
}

/**
 * Dev-server plugin: regenerates generated/ whenever a file under spec/ is saved. A spec
 * mistake is printed in the terminal and shown in Vite's error overlay with file:line:col;
 * generated/ then stays as it was, so the last good page keeps running.
 */
function specWatch(): Plugin {
  return {
    name: "blu-spec-watch",
    apply: "serve",
    async configureServer(server) {
      const root = server.config.root;
      const { generate } = await import("./generator/run.ts");
      const { writeGenerated } = await import("./generator/write/write.ts");
      const { formatDiagnostics } = await import("./generator/diagnostics/index.ts");
      const regenerate = (changed?: string) => {
        const result = generate(root);
        if (!result.ok) {
          const text = formatDiagnostics(result.diagnostics);
          const first = result.diagnostics[0];
          server.config.logger.error(`\n${text}\n`, { timestamp: true });
          server.ws.send({
            type: "error",
            err: {
              message: formatDiagnostics(result.diagnostics, { frames: false }),
              stack: "",
              id: first ? join(root, first.file) : undefined,
              loc: first ? { file: join(root, first.file), line: first.line, column: first.col } : undefined,
              frame: text,
              plugin: "blu-spec-watch",
            },
          });
          return;
        }
        const written = writeGenerated(root, result.files);
        if (changed) server.config.logger.info(`spec: ${changed} → ${written.length} generated file(s) updated`, { timestamp: true });
        server.ws.send({ type: "full-reload" });
      };
      regenerate();
      server.watcher.add(join(root, "spec"));
      const onChange = (file: string) => {
        if (file.startsWith(join(root, "spec")) && /\.(ya?ml|json)$/.test(file)) regenerate(file.slice(root.length + 1));
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);
    },
  };
}

/**
 * Dev-server plugin: every page request is rendered by the same renderer the build uses
 * (runtime/app/render.tsx through Vite's ssrLoadModule), then passed through Vite's HTML
 * transform, which adds the client and React Fast Refresh, so islands hot-update.
 */
function devRender(): Plugin {
  return {
    name: "blu-dev-render",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.originalUrl ?? "/";
          if (req.method !== "GET" || !(req.headers.accept ?? "").includes("text/html")) return next();
          try {
            const { renderPage } = (await server.ssrLoadModule("/runtime/app/render.tsx")) as typeof import("./runtime/app/render.tsx");
            const page = renderPage(url, DEV_ASSETS, { catchErrors: true });
            const html = await server.transformIndexHtml(url, page.html);
            res.statusCode = page.status;
            res.setHeader("Content-Type", "text/html; charset=utf-8");
            res.end(html);
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}

export default defineConfig({
  plugins: [fontFallback(), react(), tailwindcss(), specWatch(), devRender()],
  appType: "custom",
  // There is no index.html to scan: name the browser entry and the islands, so the dev server
  // pre-bundles their dependencies up front instead of reloading the page when it finds them.
  optimizeDeps: { entries: ["runtime/islands/loader.ts", "runtime/islands/*.tsx"], include: ["react", "react-dom/client", "react/jsx-dev-runtime", "clsx", "lucide-react", "@emailjs/browser"] },
  server: { host: "127.0.0.1", port: Number(process.env.DEV_PORT ?? 5173), watch: { ignored: ["**/.generated.*/**"] } },
  preview: { host: "127.0.0.1" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    manifest: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: {
        loader: "runtime/islands/loader.ts",
        app: "runtime/styles/app.css",
        noscript: "runtime/styles/noscript.css",
      },
    },
  },
  ssr: { noExternal: ["react-icons"] },
});
