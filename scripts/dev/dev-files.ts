/**
 * What the dev server hands out (docs/architecture.md, "What the dev server serves"): the folders
 * its pages and the editor load from, nothing else, and never the project's data, keys or
 * builds, whoever asks.
 */
import { existsSync, realpathSync } from "node:fs";
import { isAbsolute, join, resolve, sep } from "node:path";
import { type Connect, type Plugin, type ResolvedConfig, isFileLoadingAllowed } from "vite";

/**
 * The folders, from the project root, that pages and the page editor load from in `npm run dev`:
 * the renderer and islands, the generated data, the editor's panel, the pictures and files of
 * public/, the modules the stages share, and the pictures stage (its code renders /media/ in dev).
 */
export const SERVED_FOLDERS = ["runtime", "generated", "editor", "public", "lib", "media"] as const;

/**
 * What Vite never serves, even below a served folder (picomatch patterns on the absolute path; a
 * pattern without a slash matches a file or folder name anywhere): the form inbox's records
 * (`*.jsonl`) and files, environment files, git, and certificates and keys. The project's builds
 * (the `dist` folders at its root) are added by {@link devFileAccess}: packages have `dist` folders of their own.
 */
export const DENIED_FILES = [
  "**/.inbox/**",
  "**/.inbox.json",
  "*.jsonl",
  ".env",
  ".env.*",
  "**/.git/**",
  "*.{crt,pem,key,p12,pfx,cer,der}",
  ".npmrc",
  ".yarnrc.yml",
] as const;

/**
 * Vite's `server.fs` for the project at `root`: `allow` the {@link SERVED_FOLDERS} (and
 * node_modules, by its real path too: it may be a link to another folder, as in a sandbox copy),
 * `deny` the {@link DENIED_FILES}, the builds (the root's `dist` folders) and the inbox's file where `INBOX_FILE` puts it.
 */
export function devFileAccess(root: string, env: NodeJS.ProcessEnv = process.env): { strict: true; allow: string[]; deny: string[] } {
  const modules = join(root, "node_modules");
  let real = modules;
  try {
    real = realpathSync(modules);
  } catch {
    // no node_modules yet: Vite will not start anyway
  }
  const inbox = env.INBOX_FILE ? [isAbsolute(env.INBOX_FILE) ? env.INBOX_FILE : resolve(root, env.INBOX_FILE)] : [];
  return {
    strict: true,
    allow: [...SERVED_FOLDERS.map((f) => join(root, f)), ...new Set([modules, real])],
    deny: [...DENIED_FILES, `${root.split(sep).join("/")}/dist*/**`, ...inbox],
  };
}

/**
 * Why a request comes from a page of another site or origin and must get nothing (a reason for
 * the log), or null: an `Origin` header that is not one of `origins` (browsers send it with every
 * cross-origin fetch, module script and form post), or `Sec-Fetch-Site` `cross-site` or
 * `same-site` (another port of localhost is the same site) on anything but a top-level
 * navigation (a link followed from elsewhere still opens the page). Clients that send neither
 * (curl, the tests) are answered.
 */
export function crossOrigin(headers: Connect.IncomingMessage["headers"], origins: readonly string[]): string | null {
  const origin = headers.origin;
  if (origin !== undefined && !origins.includes(origin)) return `origin ${origin}`;
  const site = headers["sec-fetch-site"];
  if ((site === "cross-site" || site === "same-site") && headers["sec-fetch-mode"] !== "navigate") return `sec-fetch-site ${site}`;
  return null;
}

/**
 * Why a request names a file of public/ that `server.fs.deny` covers (a key, the inbox's records
 * put there), or null: Vite serves public/ as it is, without asking `server.fs`.
 */
function deniedPublicFile(config: ResolvedConfig, url: string): string | null {
  if (!config.publicDir) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0]!);
  } catch {
    return null;
  }
  const file = join(config.publicDir, path);
  if (!file.startsWith(config.publicDir + sep) || !existsSync(file)) return null;
  return isFileLoadingAllowed(config, file.split(sep).join("/")) ? null : `denied file ${path}`;
}

/**
 * Dev-server plugin: answers 403, before any of Vite's own middlewares, a request that
 * {@link crossOrigin} refuses, and one for a file of public/ that `server.fs.deny` covers, so no other origin (another port of localhost included) reads a
 * module, a picture or a page, the editor's token in it included. `origins` gives the dev
 * server's own (scripts/dev/dev-origins.ts), worked out for the port it listens on.
 */
export function devGuard(origins: (port: number) => readonly string[]): Plugin {
  return {
    name: "blu-dev-guard",
    apply: "serve",
    configureServer(server) {
      let known: { port: number; origins: readonly string[] } | null = null;
      server.middlewares.use((req, res, next) => {
        const address = server.httpServer?.address();
        const port = typeof address === "object" && address ? address.port : (server.config.server.port ?? 0);
        if (known?.port !== port) known = { port, origins: origins(port) };
        const why = crossOrigin(req.headers, known.origins) ?? deniedPublicFile(server.config, req.url ?? "/");
        if (why === null) return next();
        server.config.logger.warn(`refused ${req.method} ${req.url}: ${why}`, { timestamp: true });
        req.resume();
        res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end("Forbidden\n");
      });
    },
  };
}

/** `&`, `<`, `>` and `"` as HTML writes them. */
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/**
 * An error handler (connect's four arguments) for the end of the dev server's middlewares, before
 * Vite's own, which would show the stack in the page: logs the error with its stack on the
 * terminal and answers 500 with a plain page that says where the details are, the error's first
 * line behind a disclosure, and Vite's client (its overlay shows errors the server sends).
 */
export function plainErrors(log: (text: string) => void): Connect.ErrorHandleFunction {
  return (err, req, res, _next) => {
    const error = err instanceof Error ? err : new Error(String(err));
    log(`${req.method} ${req.url} failed: ${error.stack ?? error.message}`);
    if (res.headersSent) return res.end();
    res.statusCode = 500;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-store");
    const first = (error.message.split("\n")[0] ?? "").slice(0, 300);
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title><script type="module" src="/@vite/client"></script></head>` +
        `<body><h1>Something went wrong</h1><p>The dev server could not make this page. The details are in the terminal where it runs: reload the page once it is fixed.</p>` +
        `<details><summary>Details</summary><pre>${escapeHtml(first)}</pre></details></body></html>`,
    );
  };
}
