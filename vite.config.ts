import { join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";

/** Source paths the dev server links in every page (the build links their hashed outputs). */
const DEV_ASSETS = {
  css: ["/runtime/styles/app.css"],
  noscriptCss: "/runtime/styles/noscript.css",
  loader: "/runtime/islands/loader.ts",
  fonts: [],
};

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
      const { formatDiagnostics } = await import("./generator/diagnostics.ts");
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
  plugins: [react(), tailwindcss(), specWatch(), devRender()],
  appType: "custom",
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
