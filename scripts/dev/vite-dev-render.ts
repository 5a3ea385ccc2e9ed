/**
 * The dev server's page renderer (a Vite plugin that vite.config.ts composes): every page request rendered by the build's renderer.
 */
import type { Plugin, ViteDevServer } from "vite";
import { assets } from "../../generated/assets.ts";
import { plainErrors } from "./dev-files.ts";
import { DEV_REFRESH_MODULE, isPageRequest, specEvents } from "./spec-watch.ts";
import { REFRESH_HEADER } from "../../runtime/app/dev/protocol.ts";

/** How often a page is rendered before its error is answered (a render during a regeneration is tried again). */
const RENDER_ATTEMPTS = 3;
/** How long the renderer waits before trying a failed render again, ms. */
const RETRY_AFTER_MS = 150;

/** Source paths the dev server links in every page (the build links their hashed outputs). */
export const DEV_ASSETS = {
  css: ["/runtime/styles/app.css"],
  noscriptCss: "/runtime/styles/noscript.css",
  loader: "/runtime/islands/loader.ts",
  fonts: [],
  // The build's cards (dist/og/); the dev server has none, but links them as the build does.
  ogCards: assets.ogCards.dir,
};

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
 * spec watcher (scripts/dev/spec-watch.ts) before they reach this one. A request that fails
 * (here or in any middleware before) gets a plain 500 page, its stack on the terminal only
 * (./dev-files.ts `plainErrors`).
 */
export function devRender(): Plugin {
  return {
    name: "blu-dev-render",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.originalUrl ?? "/";
          const [pathname, search = ""] = url.split(/\?(.*)/s, 2);
          if (!isPageRequest(req)) return next();
          // A page asked for while the watcher is writing generated/ can meet modules of two
          // generations (the spec's new records, a module not yet invalidated): tried again once
          // the writes have settled before it is answered as a failure.
          for (let attempt = 1; ; attempt++) {
            try {
              const { redirects, gonePaths } = (await server.ssrLoadModule("/generated/redirects.ts")) as typeof import("../../generated/redirects.ts");
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
              const { renderPage } = (await server.ssrLoadModule("/runtime/app/render.tsx")) as typeof import("../../runtime/app/render.tsx");
              const gone = gonePaths.includes(bare);
              const page = renderPage(gone ? "/__gone__" : url, DEV_ASSETS, { catchErrors: true });
              if (page.status >= 500 && attempt < RENDER_ATTEMPTS) throw new Error(`render of ${url} answered ${page.status}`);
              // The open page's refresh script asks for itself to morph it in: the rendered HTML as
              // it is (runtime/app/dev/protocol.ts `REFRESH_HEADER`); every other request, through Vite's HTML transform.
              const refresh = req.headers[REFRESH_HEADER] !== undefined;
              const html = refresh ? page.html : await server.transformIndexHtml(url, page.html.replace("</body>", DEV_REFRESH_SCRIPT));
              if (refresh) specEvents.emit("rendered", pathname, html);
              res.statusCode = gone ? 410 : page.status;
              res.setHeader("Content-Type", "text/html; charset=utf-8");
              res.end(req.method === "HEAD" ? undefined : html);
              return;
            } catch (error) {
              if (attempt < RENDER_ATTEMPTS && !res.headersSent) {
                await new Promise((done) => setTimeout(done, RETRY_AFTER_MS));
                continue;
              }
              server.ssrFixStacktrace(error as Error);
              next(error);
              return;
            }
          }
        });
        // Last: any middleware's error is logged with its stack, and the page shows none.
        server.middlewares.use(plainErrors((text) => server.config.logger.error(text, { timestamp: true })));
      };
    },
  };
}
