/**
 * The dev server's pictures (a Vite plugin that vite.config.ts composes): the build's files, made on request by media/'s code.
 */
import type { Plugin, ViteDevServer } from "vite";
import { mediaDevMiddleware } from "../../media/dev.ts";

/**
 * Dev-server plugin: answers the pictures the build writes (the versions of photographs under
 * /media/_/, the word mark files and the composed pictures under /media/art/) with the build's
 * own code, through the media stage's middleware (media/dev.ts), which loads generated/ and the
 * painters through Vite so pages in dev show the same files as the build's.
 */
export function mediaFiles(): Plugin {
  return {
    name: "blu-media",
    apply: "serve",
    configureServer(server: ViteDevServer) {
      server.middlewares.use(mediaDevMiddleware({ root: server.config.root, load: (id) => server.ssrLoadModule(id) }));
    },
  };
}
