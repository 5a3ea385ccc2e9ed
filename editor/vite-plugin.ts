/**
 * The page editor in `npm run dev` (docs/architecture.md#editing-on-the-page-editor-dev-only): the editing
 * endpoints (editor/server/api.ts) below `/__blu/editor/`, and, in every page the dev server
 * renders, the per-run token and the panel's script (editor/client/main.tsx). The build never
 * runs this plugin (`apply: "serve"`): no editor code, token or source reaches dist/.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { once } from "node:events";
import { join } from "node:path";
import { type DevOrigins, devOrigins } from "../scripts/dev/dev-origins.ts";
import { Lru } from "../scripts/dev/lru.ts";
import { specEvents } from "../scripts/dev/spec-watch.ts";
import type { Plugin } from "vite";

/** The path below which the editing endpoints answer. */
export const EDITOR_BASE = "/__blu/editor";

/** Pages whose HTML the editor keeps (about 80 KB each): the most recently rendered; made-up URLs cannot grow it. */
export const PAGES_KEPT = 200;

/** The panel's script, as the dev server serves it. */
const CLIENT = "/editor/client/main.tsx";

/** The dev-server plugin of the page editor. */
export function pageEditor(): Plugin {
  const token = randomBytes(24).toString("base64url");
  /**
   * The HTML of each page as last sent, by path: what the panel's source table is made from; the
   * {@link PAGES_KEPT} most recently rendered (a page forgotten is asked for again).
   */
  const pages = new Lru<string, string>(PAGES_KEPT);
  return {
    name: "blu-page-editor",
    apply: "serve",
    async configureServer(server) {
      // Loaded here, not at the top: the build loads this config too and needs none of it.
      const { editorApi } = await import("./server/api.ts");
      const root = server.config.root;
      /** The port the server listens on (Vite's own when it is not listening yet). */
      const port = () => (server.httpServer?.address() as AddressInfo | null)?.port ?? server.config.server.port;
      // Who the endpoints answer: the local origins, a codespace's forwarded one, DEV_ORIGINS
      // (scripts/dev/dev-origins.ts); worked out again only if the port changes.
      let answering: { port: number; allowed: DevOrigins } | null = null;
      const allowed = () => {
        if (answering?.port !== port()) answering = { port: port(), allowed: devOrigins(port()) };
        return answering.allowed;
      };
      const pageHtml = async (url: string) => {
        const known = pages.get(url);
        if (known !== undefined) return known;
        const res = await fetch(`http://127.0.0.1:${port()}${url}`, { headers: { accept: "text/html" } });
        return res.text();
      };
      /**
       * Logs a file the editor wrote; for a spec file, resolves once generated/ follows it; for a new
       * picture, once the dev server serves it, at most 2 s: Vite serves public/ from a list its
       * watcher keeps, and adds a new file to it only after its plugins heard of the file, so a
       * picture asked for as soon as the watcher saw it could still answer 404 (and the panel's
       * image stay broken).
       */
      const written = (file: string) => {
        server.config.logger.info(`editor: wrote ${file}`, { timestamp: true });
        // A spec file: once the watcher has regenerated (a new page can then be opened), at most 5 s.
        if (file.startsWith("spec/"))
          return Promise.race([once(specEvents, "regenerated").then(() => undefined), new Promise<void>((done) => setTimeout(done, 5000).unref())]);
        if (!file.startsWith("public/")) return Promise.resolve();
        const full = join(root, file);
        const until = Date.now() + 2000;
        const seenByWatcher = new Promise<void>((done) => {
          const seen = (path: string) => path === full && finish();
          const finish = () => {
            server.watcher.off("add", seen).off("change", seen);
            clearTimeout(timer);
            done();
          };
          const timer = setTimeout(finish, 2000);
          server.watcher.on("add", seen).on("change", seen);
        });
        return seenByWatcher.then(() => servedBy(`http://127.0.0.1:${port()}${file.slice("public".length)}`, until));
      };
      /** Lines of the editor's own work (a proposal's git output) on the dev server's terminal. */
      const log = (line: string) => server.config.logger.info(line, { timestamp: true });
      const writing = (files: readonly string[]) => void specEvents.emit("writing", files);
      // A page rendered for the open page's refresh skips the HTML transform below: its HTML is kept all the same.
      const rendered = (path: string, html: string) => void pages.set(path, html);
      specEvents.on("rendered", rendered);
      server.httpServer?.once("close", () => specEvents.off("rendered", rendered));
      server.middlewares.use(EDITOR_BASE, editorApi({ root, token, allowed, pageHtml, written, writing, log }));
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        pages.set((ctx.originalUrl ?? ctx.path).split("?")[0]!, html);
        return [
          { tag: "meta", attrs: { name: "blu-editor-token", content: token }, injectTo: "head" },
          { tag: "script", attrs: { type: "module", src: CLIENT }, injectTo: "body" },
        ];
      },
    },
  };
}

/**
 * Resolves once `url` answers anything but 404 to a HEAD request (asked every 20 ms), or at
 * `until` (ms since the epoch), whichever comes first; never rejects.
 */
async function servedBy(url: string, until: number): Promise<void> {
  while (Date.now() < until) {
    const status = await fetch(url, { method: "HEAD" }).then(
      (r) => r.status,
      () => 0,
    );
    if (status !== 404 && status !== 0) return;
    await new Promise((done) => setTimeout(done, 20));
  }
}
