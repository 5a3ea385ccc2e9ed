/**
 * Vite's configuration: it only composes the plugins, each a module of its own (docs/architecture.md,
 * "Folders"): the fonts (scripts/dev/vite-font-fallback.ts), React and Tailwind, the spec watcher
 * (scripts/dev/spec-watch.ts) and the server-side copies of generated/ without source maps
 * (scripts/dev/vite-generated-maps.ts), the pictures (scripts/dev/vite-media.ts), the page editor
 * (editor/vite-plugin.ts), the dev render (scripts/dev/vite-dev-render.ts), the guard against other
 * origins (scripts/dev/dev-files.ts), the build's record of
 * its inputs (scripts/build/vite-build-inputs.ts), and the dev server's logger
 * (scripts/dev/vite-logger.ts); then the dev server's and the build's settings.
 */
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pageEditor } from "./editor/vite-plugin.ts";
import { buildInputs } from "./scripts/build/vite-build-inputs.ts";
import { devRender } from "./scripts/dev/vite-dev-render.ts";
import { fontFallback } from "./scripts/dev/vite-font-fallback.ts";
import { devLogger } from "./scripts/dev/vite-logger.ts";
import { mediaFiles } from "./scripts/dev/vite-media.ts";
import { devFileAccess, devGuard } from "./scripts/dev/dev-files.ts";
import { DEV_PORT, devOrigins, devServerOptions } from "./scripts/dev/dev-origins.ts";
import { specWatch } from "./scripts/dev/spec-watch.ts";
import { ssrGeneratedWithoutMaps } from "./scripts/dev/vite-generated-maps.ts";

export default defineConfig(({ command, isSsrBuild }) => ({
  customLogger: devLogger(),
  plugins: [
    devGuard((port) => devOrigins(port).origins),
    fontFallback(),
    react(),
    tailwindcss(),
    specWatch(),
    ssrGeneratedWithoutMaps(),
    mediaFiles(),
    pageEditor(),
    devRender(),
    buildInputs(),
  ],
  appType: "custom",
  // The build's renderer carries the few icons the runtime draws (tree-shaken from lucide-react's
  // modules) instead of loading the package's entry, all of its icons, in every prerender (about
  // 0.3 s); the dev server keeps it outside, as every package (bundling it there would transform
  // thousands of modules).
  ...(isSsrBuild ? { ssr: { noExternal: ["lucide-react"] } } : {}),
  // There is no index.html to scan: name the browser entry and the islands, so the dev server
  // pre-bundles their dependencies up front instead of reloading the page when it finds them.
  optimizeDeps: {
    entries: ["runtime/islands/loader.ts", "runtime/islands/*.tsx", "runtime/islands/decor/*.ts", "runtime/app/dev/refresh.ts", "editor/client/main.tsx"],
    include: ["morphdom", "react", "react-dom/client", "react/jsx-dev-runtime", "clsx", "lucide-react", "@emailjs/browser", "framer-motion"],
  },
  server: {
    // Loopback only, in a codespace too: its port forwarding (and VS Code's) connects to the
    // container's own 127.0.0.1, so the forwarded origin reaches the server all the same.
    host: "127.0.0.1",
    port: DEV_PORT,
    // Who it answers: its forwarded hosts, no CORS (scripts/dev/dev-origins.ts); HMR as it is.
    ...(command === "serve" ? devServerOptions(DEV_PORT) : {}),
    // The fixture site (a whole copy of the project, tests/support/fixture-site.ts) and the frozen
    // launch content are the tests', never this server's.
    watch: { ignored: ["**/.generated.*/**", "**/generated/**/*.tmp", "**/.fixture-site/**", "**/tests/fixtures/launch/**"] },
    // Only the folders pages and the editor load from; never the inbox's data, keys, builds, git
    // (scripts/dev/dev-files.ts).
    fs: devFileAccess(import.meta.dirname),
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
