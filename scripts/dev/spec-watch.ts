/**
 * The dev server's side of the generator (`npm run dev`, the `specWatch` plugin of
 * vite.config.ts): it regenerates whenever a file under spec/ is saved, in memory (the generator
 * stays loaded), and tells open pages to update in place (runtime/app/dev/refresh.ts).
 *
 * **Drafts stay in memory.** The dev server shows drafts (`draft: true`, marked on the page), the
 * build never does, and both read generated/, the committed folder: so the dev server writes
 * into generated/ only the files of the published spec (exactly what `npm run generate` writes,
 * the URL history generated/urls.json included), and serves
 * the draft-inclusive variant of each file that differs from Vite's module graphs out of memory
 * (this plugin's `resolveId` and `load`, for the browser and for the server renderer alike). A
 * `npm run build` or `npm run generate -- --check` run beside it finds generated/ as the
 * published spec makes it, and stopping the dev server leaves nothing to put back.
 * generated/theme.css is the one file Vite does not load: Tailwind reads it, from disk, while it
 * compiles runtime/styles/app.css; so in dev app.css imports a copy of its draft-inclusive
 * variant kept in the store's `dev` area (lib/cache-store.mjs) instead (removed when the server stops).
 *
 * **URLs are recorded** as `npm run generate` records them (the published spec's, with the
 * generator's clock), but from the committed history (./url-base.ts): a URL made and dropped
 * again before a commit needs no redirect (docs/content/editing.md, "Addresses and the URL
 * history"), and `npm run generate -- --check` passes after every valid save.
 *
 * **The house style** (spec/style.yaml) is checked as CI checks it (`--strict`), but its
 * findings do not stop the dev server: the pages show the change, and the findings are printed
 * in the terminal as warnings and shown in the page editor's overlay of problems, since CI
 * refuses them (the page editor refuses to save them: editor/server/api.ts).
 *
 * **A broken spec** is printed once in the terminal (file:line:col and the YAML frame, for the
 * developer) and shown in the page editor's overlay of problems (editor/spec-problems.ts) in
 * plain words, the file's place behind "Details"; Vite's own overlay is left to errors in the
 * code. The overlay stays, on reload and in any newly opened tab,
 * until the spec is valid again. Meanwhile every page request (see {@link isPageRequest}) is
 * answered with status 500 and the problems as HTML (./spec-problems-page.ts), so `curl` and a
 * browser without JavaScript see them too, while pages already open keep their last valid
 * content; generated/ and the drafts in memory stay as they were. Other requests (modules,
 * styles, pictures) are served as usual.
 */
import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { cacheDir, sha256 } from "../../lib/cache-store.mjs";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { performance } from "node:perf_hooks";
import type { Connect, Plugin, ViteDevServer } from "vite";
import { SPEC_PROBLEMS_ASK, SPEC_PROBLEMS_EVENT, type SpecProblems } from "../../editor/spec-problems.ts";
import type { Diagnostic } from "../../generator/diagnostics/index.ts";
import type { CleanFiles } from "../../generator/write/clean-files.ts";
import { problemsPage } from "./spec-problems-page.ts";
import { devRunOptions } from "./url-base.ts";
import { SPEC_UPDATE_EVENT } from "../../runtime/app/dev/protocol.ts";

/**
 * How long to wait for more file events before regenerating, in ms: an editor's save is often two
 * events (the file emptied, then written), which come well within a millisecond of each other on
 * a local disk (the watcher drops the later one: {@link RECHECK_AFTER_MS}). Every ms here is a ms
 * of each save's wait for the page.
 */
const SPEC_SETTLE_MS = 3;
/**
 * How long after a run each file it read is looked at once more, ms: Vite's watcher (chokidar 3)
 * reports a file's change, then drops every further change of that file for 50 ms (its throttle,
 * with no event at the end of it). A save landing in that window (the second half of an editor's
 * two-event save, or a second save right after the first) would never be regenerated, and the
 * page would keep what the run read: an emptied file's problem, or the content before a fix.
 */
const RECHECK_AFTER_MS = 60;

/** What tells a spec file's content apart without reading it: its size and modification time, or that it is gone. */
const fileState = (file: string): string => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.size}:${stat.mtimeMs}` : "gone";
};
/**
 * How long after its first run the watcher runs the generator once more, idle, ms, unless a save
 * came first: the generator's code has then run twice and is compiled for speed, so the first
 * save shows as fast as the next ones (200–280 ms of regeneration otherwise, against 60–70 ms).
 * The run's result is dropped: it writes nothing and tells no page.
 */
const WARM_UP_AFTER_MS = 1000;
/** Longest the watcher waits for the rest of a change set the editor writes, ms. */
const SET_WAIT_MS = 1000;

/** The dev-only module that applies spec changes to an open page in place. */
export const DEV_REFRESH_MODULE = "/runtime/app/dev/refresh.ts";

/**
 * Says "regenerated" after each run of the watcher (valid or not), so other dev tools can wait for
 * a file they wrote to be in generated/ (the page editor, before it opens a new page); hears
 * "writing" (the files of a change set, just before the page editor writes them), so that it
 * regenerates once for the whole set. The page renderer (./vite-dev-render.ts) says "rendered"
 * (the page's path and HTML) for a page it answers without Vite's HTML transform, so that the
 * page editor, which reads every page's HTML as that transform hands it over, has it too.
 */
export const specEvents = new EventEmitter();

/** The generated stylesheet Tailwind reads from disk (see the module's docs). */
const THEME = "generated/theme.css";

/**
 * Whether a request asks for a page (the dev server answers it with a rendered page, or the
 * problems page): a GET or HEAD that asks for HTML or names no file (no extension: `curl /kenya`).
 * Only requests Vite itself did not serve reach the middlewares that ask (modules, styles and
 * public files are served before).
 */
export function isPageRequest(req: Connect.IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = (req.originalUrl ?? req.url ?? "/").split("?")[0]!;
  return (req.headers.accept ?? "").includes("text/html") || !/\.[A-Za-z0-9]+$/.test(pathname);
}

/** Whether `file` (an absolute path) is inside the folder `dir`. */
const inside = (dir: string, file: string) => file.startsWith(dir + sep);

/**
 * The dev server's spec watcher (see the module's docs): regenerates on every save under spec/,
 * writes the published files into generated/, keeps the draft-inclusive ones in memory and
 * serves them to Vite, and answers page requests with the problems (500) while the spec is
 * broken. Dev server only (`apply: "serve"`).
 */
export function specWatch(): Plugin {
  let root = "";
  let generatedDir = "";
  /** The copy of the draft-inclusive generated/theme.css that app.css imports in dev. */
  let devTheme = "";
  /** The draft-inclusive text of every generated file the dev server serves now, by absolute path. */
  let served = new Map<string, string>();
  /** The published text of every generated file, as last written (or found current) on disk, by absolute path. */
  let onDisk = new Map<string, string>();
  /** The files whose draft-inclusive text differs from the disk's (or that only drafts make), by absolute path: served from here. */
  let overlay = new Map<string, string>();
  /** Modules that import generated/theme.css (runtime/styles/app.css), by id: updated when the theme changes. */
  const themeImporters = new Set<string>();
  /** The spec's current problems, or null while it is valid. */
  let problems: { readonly diagnostics: readonly Diagnostic[] } | null = null;
  /** What the page editor's overlay of problems shows now (the broken spec's problems, the house style's findings, or none). */
  let shown: SpecProblems = { kind: "none", problems: [] };

  return {
    name: "blu-spec-watch",
    apply: "serve",

    resolveId: {
      order: "pre",
      // A file only drafts make (a draft form's module) is on no disk: resolve imports of it here.
      handler(source, importer) {
        if (overlay.size === 0) return null;
        const from = source.startsWith("/")
          ? join(root, source)
          : importer && source.startsWith(".")
            ? resolve(dirname(importer.split("?")[0]!), source)
            : null;
        if (!from || !inside(generatedDir, from)) return null;
        for (const file of [from, `${from}.ts`, join(from, "index.ts")]) if (overlay.has(file) && !onDisk.has(file)) return file;
        return null;
      },
    },

    load: {
      order: "pre",
      // The draft-inclusive text where it differs from the disk's; Vite reads the rest from disk.
      handler(id) {
        return overlay.get(id) ?? null;
      },
    },

    transform: {
      order: "pre",
      // Before Tailwind compiles app.css: its import of generated/theme.css reads the dev copy.
      handler(code, id) {
        const file = id.split("?")[0]!;
        if (!file.endsWith(".css") || !code.includes("theme.css")) return null;
        const dir = dirname(file);
        let found = false;
        const out = code.replace(/@import\s+(["'])([^"']+)\1/g, (all, _q: string, path: string) => {
          if (resolve(dir, path) !== join(root, THEME)) return all;
          found = true;
          return `@import ${JSON.stringify(relative(dir, devTheme).split(sep).join("/"))}`;
        });
        if (!found) return null;
        themeImporters.add(id);
        return { code: out, map: null };
      },
    },

    hotUpdate: {
      order: "pre",
      // Vite's watcher sees the files this plugin writes into generated/ after it has already
      // updated what they change (below); a file served from memory changes nothing on disk.
      async handler({ file, type, read }) {
        if (!inside(generatedDir, file)) return;
        if (overlay.has(file)) return [];
        const ours = type === "delete" ? !onDisk.has(file) : onDisk.get(file) === (await read());
        return ours ? [] : undefined;
      },
    },

    async configureServer(server: ViteDevServer) {
      root = server.config.root;
      generatedDir = join(root, "generated");
      // One copy per dev server instance: a throwaway copy of the project links the project's
      // node_modules, and another dev server on the same root (a test's, or this process's own
      // after Vite restarts it) removes its own copy when it closes, never this one's.
      devTheme = join(cacheDir(root, "dev"), sha256(`${root}\0${randomUUID()}`).slice(0, 16), "theme.css");
      server.httpServer?.once("close", () => rmSync(dirname(devTheme), { recursive: true, force: true }));
      const specDir = join(root, "spec");
      const [{ generate }, { writeGenerated }, { formatDiagnostics }, { cleanFiles }] = await Promise.all([
        import("../../generator/run.ts"),
        import("../../generator/write/write.ts"),
        import("../../generator/diagnostics/index.ts"),
        import("../../generator/write/clean-files.ts"),
      ]);
      const log = server.config.logger;
      const { namedProblems } = await import("../../editor/server/api.ts");
      /** Shows the person the spec's problems in plain words, in the page editor's own overlay (editor/client/SpecProblems.tsx). */
      const tell = (next: SpecProblems) => {
        shown = next;
        server.ws.send({ type: "custom", event: SPEC_PROBLEMS_EVENT, data: next });
      };
      const { ssr, client } = server.environments;

      /** Makes the next render and the open pages read `file`'s new text. */
      const update = (file: string) => {
        for (const mod of ssr.moduleGraph.getModulesByFile(file) ?? []) ssr.moduleGraph.invalidateModule(mod);
        for (const mod of client.moduleGraph.getModulesByFile(file) ?? []) void client.reloadModule(mod);
      };

      const regenerate = (changed: readonly string[], cleanFiles?: CleanFiles) => {
        const started = performance.now();
        const result = generate(root, { ...devRunOptions(root), cleanFiles });
        const ms = Math.round(performance.now() - started);
        const what = changed.length ? changed.join(", ") : "spec/";
        if (!result.ok) {
          const n = result.diagnostics.length;
          problems = { diagnostics: result.diagnostics };
          log.error(`spec: ${what}: ${n} problem${n === 1 ? "" : "s"}\n${formatDiagnostics(result.diagnostics)}`, { timestamp: true });
          tell({ kind: "broken", problems: namedProblems(root, result.diagnostics) });
          specEvents.emit("regenerated");
          return;
        }
        problems = null;
        const n = result.warnings.length;
        if (n > 0)
          log.warn(
            `spec: ${what}: ${n} house-style finding${n === 1 ? "" : "s"} (CI refuses ${n === 1 ? "it" : "them"})\n${formatDiagnostics(result.warnings)}`,
            {
              timestamp: true,
            },
          );
        const written = writeGenerated(root, result.published, { mode: "files" });
        onDisk = new Map(result.published.map((f) => [join(root, f.path), f.content]));
        const next = new Map(result.files.map((f) => [join(root, f.path), f.content]));
        overlay = new Map([...next].filter(([file, content]) => onDisk.get(file) !== content));
        const differ = [...new Set([...served.keys(), ...next.keys()])].filter((file) => served.get(file) !== next.get(file));
        served = next;
        const theme = next.get(join(root, THEME));
        if (theme !== undefined && (!existsSync(devTheme) || readFileSync(devTheme, "utf8") !== theme)) {
          mkdirSync(dirname(devTheme), { recursive: true });
          writeFileSync(devTheme, theme);
          for (const id of themeImporters) for (const mod of client.moduleGraph.getModulesByFile(id.split("?")[0]!) ?? []) void client.reloadModule(mod);
        }
        // Render from the new files on the next request, whatever Vite's watcher has seen yet.
        for (const file of differ) update(file);
        const drafts = overlay.size > 0 ? `; drafts shown from memory (${overlay.size} file${overlay.size === 1 ? "" : "s"}), generated/ has none` : "";
        if (changed.length)
          log.info(`spec: ${what} → ${differ.length} generated file(s) changed (${written.length} written into generated/) in ${ms} ms${drafts}`, {
            timestamp: true,
          });
        else if (drafts) log.info(`spec: ${drafts.slice(2)}`, { timestamp: true });
        server.ws.send({
          type: "custom",
          event: SPEC_UPDATE_EVENT,
          data: { changed: differ.map((f) => relative(root, f).split(sep).join("/")), findings: n },
        });
        // After the update: the open page shows the findings (or no overlay) from now on.
        tell(n === 0 ? { kind: "none", problems: [] } : { kind: "findings", problems: namedProblems(root, result.warnings) });
        specEvents.emit("regenerated");
      };
      // The first run reads back the files a command-line run found clean (generator/write/clean-files.ts);
      // the later ones keep the unchanged files' data in memory (generator/load/load.ts).
      regenerate([], cleanFiles(root));
      let saved = false;
      const warmUp = setTimeout(() => {
        if (saved) return;
        try {
          generate(root, devRunOptions(root));
        } catch {
          // a fault of the generator's own: the next save's run reports it
        }
      }, WARM_UP_AFTER_MS).unref();
      server.httpServer?.once("close", () => clearTimeout(warmUp));
      // A page opened or reloaded while the spec is broken asks for the overlay as soon as its editor runs.
      server.ws.on(SPEC_PROBLEMS_ASK, (_data: unknown, client: { send: (event: string, payload?: unknown) => void }) =>
        client.send(SPEC_PROBLEMS_EVENT, shown),
      );
      const changed = new Set<string>();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The files of a change set the editor is writing that the watcher has not heard of yet: it
      // regenerates once they all have arrived (or SET_WAIT_MS passed), never on half a set (a
      // redirect written before the page it leads to would be a problem for a moment).
      let awaited = new Set<string>();
      let setTimer: ReturnType<typeof setTimeout> | undefined;
      /** Regenerates after `settle` ms without another file event (the whole set of the page editor's files is there at once: none). */
      const schedule = (settle = SPEC_SETTLE_MS) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          const files = [...changed];
          changed.clear();
          const read = new Map(files.map((f) => [f, fileState(join(root, f))]));
          regenerate(files);
          // A file changed since the run began, whose event the watcher dropped, is run again (RECHECK_AFTER_MS).
          setTimeout(() => {
            const moved = files.filter((f) => fileState(join(root, f)) !== read.get(f));
            if (moved.length === 0) return;
            for (const f of moved) changed.add(f);
            schedule(0);
          }, RECHECK_AFTER_MS).unref();
        }, settle);
      };
      specEvents.on("writing", (files: readonly string[]) => {
        awaited = new Set(files.filter((f) => f.startsWith("spec/")));
        clearTimeout(setTimer);
        if (awaited.size > 0)
          setTimer = setTimeout(() => {
            // A file of the set the watcher has not reported by now (its event lost on a busy
            // machine) is regenerated all the same: the editor has written it, and without this
            // the page would wait for a regeneration that never comes.
            for (const file of awaited) changed.add(file);
            awaited.clear();
            if (changed.size > 0) schedule();
          }, SET_WAIT_MS);
      });
      const onChange = (file: string) => {
        if (!file.startsWith(specDir) || !/\.(ya?ml|json)$/.test(file)) return;
        const rel = file.slice(root.length + 1);
        saved = true;
        changed.add(rel);
        const last = awaited.delete(rel) && awaited.size === 0;
        if (awaited.size > 0) return;
        clearTimeout(setTimer);
        schedule(last ? 0 : SPEC_SETTLE_MS);
      };
      server.watcher.add(specDir);
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      server.watcher.on("unlink", onChange);

      // After Vite's own middlewares (modules, styles, public files) and before the page renderer.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          if (!problems || !isPageRequest(req)) return next();
          const url = req.originalUrl ?? req.url ?? "/";
          // Through Vite's HTML transforms like any page: the page editor comes with it, and its
          // overlay of problems says in plain words what the list below says for developers.
          const html = await server.transformIndexHtml(url, problemsPage(problems.diagnostics, url, { modules: ["/@vite/client", DEV_REFRESH_MODULE] }));
          res.statusCode = 500;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.setHeader("Cache-Control", "no-store");
          res.end(req.method === "HEAD" ? undefined : html);
        });
      };
    },
  };
}
