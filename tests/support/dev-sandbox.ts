/**
 * A throwaway copy of the project running `vite` (the dev server of `npm run dev`), for the
 * end-to-end suites of the dev server (one copy they share: `devSandbox` in
 * tests/e2e/fixtures.ts), `npm run bench:preview` and `npm run bench:editor`: edits to its spec/
 * never touch the real one. spec/, generated/, generator/, model/ (the types generated/ is typed with), media/ (vite.config.ts serves the
 * pictures with its code), lib/ (the modules the stages share: the one cache, the command line),
 * runtime/, public/, scripts/, server/ (the inbox tests/support/ imports), tests/support/ and the config files are copied; the
 * packages of node_modules are linked ({@link linkPackages}).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The real project root. */
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** What is copied into the sandbox (the packages of node_modules are linked). */
const COPIED = [
  "spec",
  "generated",
  "generator",
  "model",
  "editor",
  "media",
  "lib",
  "runtime",
  "public",
  "scripts",
  "server",
  "tests/support",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
];

/** The folders of the copy that tests change, and {@link DevSandbox.reset} puts back as the real project has them. */
const CONTENT = ["spec", "public", "generated"] as const;

/**
 * A line the dev server prints when it has regenerated after a save under spec/
 * (scripts/dev/spec-watch.ts): `spec: spec/a.yaml → …` when valid, `spec: spec/a.yaml: 2 problems` when not.
 */
const REGENERATED = /spec: spec\/\S+.*?(→|: \d+ problems?)/g;

/** A running dev server on a copy of the project. */
export interface DevSandbox {
  /** Root folder of the copy. */
  readonly root: string;
  /** Origin of its dev server, for example http://127.0.0.1:5391. */
  readonly origin: string;
  /** Everything the dev server printed so far (since it was last started). */
  readonly output: () => string;
  /**
   * Replaces the single occurrence of `from` in a file of the copy (path relative to its root)
   * and saves it the way an editor does (one write of the whole file).
   * @throws Error when `from` does not occur exactly once.
   */
  edit(file: string, from: string, to: string): void;
  /** Puts a file of the copy back as it was in the real project. */
  restore(file: string): void;
  /**
   * Puts spec/, public/ and generated/ of the copy back as the real project has them (files
   * changed or removed are copied again, files added are removed) and, when spec/ changed, waits
   * until the dev server has regenerated from it (at most `timeoutMs`, default 30 000) and
   * serves pages again. Resolves to the paths it put back, relative to the root.
   * @throws Error when the server does not settle with a valid spec in time.
   */
  reset(timeoutMs?: number): Promise<string[]>;
  /**
   * Waits until the dev server has regenerated after saves under spec/ made since `mark` (a
   * length of {@link output}, taken before the saves) and printed nothing more for 400 ms;
   * resolves to whether the last run found the spec valid.
   * @throws Error after `timeoutMs` (default 30 000) with no regeneration.
   */
  regenerated(mark: number, timeoutMs?: number): Promise<boolean>;
  /**
   * What the last regeneration printed since `mark` found, right now: `valid`, `problems`, or
   * undefined before the first one. For a test that waits, however long a busy machine makes a
   * second run take, for the run that reads the last save (`expect.poll`), where
   * {@link regenerated} would take 400 ms of quiet for the end.
   */
  lastRun(mark: number): "valid" | "problems" | undefined;
  /**
   * Runs `change` on the copy's root (writes under spec/, say: a fixture) and waits until the
   * dev server has regenerated from it (at most `timeoutMs`, default 30 000).
   * @throws Error when the spec it leaves is not valid, or no regeneration comes in time.
   */
  change(change: (root: string) => void, timeoutMs?: number): Promise<void>;
  /** Stops the server and keeps the copy (to look at what the server left behind); `start` runs it again, `stop` removes it. */
  halt(): Promise<void>;
  /** Starts the dev server again on the same copy and port after {@link halt}; resolves once it serves a page. */
  start(): Promise<void>;
  /** Stops the server and removes the copy. */
  stop(): Promise<void>;
}

/** The sandboxes of this process whose copy is still there (started and not yet stopped). */
const live = new Set<DevSandbox>();

/** The dev sandboxes this process has started and not stopped, for a failed test to show what their servers printed. */
export function liveSandboxes(): readonly DevSandbox[] {
  return [...live];
}

/** What to do with the copy before its dev server starts. */
export interface DevSandboxOptions {
  /** Called with the copy's root once the files are copied (to add a fixture to its spec/, say; awaited). */
  readonly prepare?: (root: string) => void | Promise<void>;
  /** More environment for its dev server (BLU_NOW, say, to set the clock scheduled publishing goes by). */
  readonly env?: NodeJS.ProcessEnv;
  /**
   * Makes the copy a git repository of its own with spec/, public/ and generated/ committed as
   * copied (after `prepare`), for the editor's changes view, which reads git.
   */
  readonly git?: boolean;
}

/** Every file under `dir` (relative to it, with forward slashes); none when it does not exist. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split("\\").join("/"));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Gives `root` a node_modules/ of its own whose entries link to the project's packages, so that
 * Vite's dependency cache (node_modules/.vite, which it keys on the project's root among other
 * things) is the copy's own. With node_modules/ linked whole, every dev server of a copy
 * optimized its dependencies into the project's one cache, and a second server starting beside
 * a first rewrote the modules the first one's pages were still importing: an island of its page
 * then never loaded.
 */
function linkPackages(root: string): void {
  const from = join(projectRoot, "node_modules");
  const to = join(root, "node_modules");
  mkdirSync(to);
  for (const name of readdirSync(from)) if (name !== ".vite") symlinkSync(join(from, name), join(to, name));
}

/**
 * Copies the project (then runs `opts.prepare` on the copy) and starts its dev server on
 * 127.0.0.1:`port`; resolves once a page is served (at most `timeoutMs` ms, default 60 000).
 * @throws Error when the server does not come up in time, or answers 500 (a problem in the
 *   copy's spec/); its output is in the message.
 */
export async function startDevSandbox(port: number, timeoutMs = 60_000, opts: DevSandboxOptions = {}): Promise<DevSandbox> {
  const root = mkdtempSync(join(tmpdir(), "blu-dev-"));
  for (const name of COPIED) cpSync(join(projectRoot, name), join(root, name), { recursive: true });
  linkPackages(root);
  await opts.prepare?.(root);
  if (opts.git) {
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=e2e", "-c", "user.email=e2e@127.0.0.1", ...args], { cwd: root, stdio: "ignore" });
    git("init", "-q");
    git("add", ...CONTENT);
    git("commit", "-q", "-m", "the project as copied");
  }
  const origin = `http://127.0.0.1:${port}`;
  let output = "";
  let child: ChildProcess | undefined;
  /** The status the dev server answers a page request for `path` with; null while it is not listening. */
  const statusOf = (path: string) =>
    fetch(`${origin}${path}`, { headers: { accept: "text/html" } }).then(
      (r) => r.status,
      () => null,
    );

  const halt = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child?.once("exit", r));
      child.kill("SIGTERM");
      await Promise.race([exited, sleep(2000)]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  };
  const stop = async () => {
    live.delete(sandbox);
    await halt();
    rmSync(root, { recursive: true, force: true });
  };

  const start = async () => {
    output = "";
    const proc = spawn(process.execPath, [join(projectRoot, "node_modules/vite/bin/vite.js"), "--strictPort"], {
      cwd: root,
      env: { ...process.env, ...opts.env, DEV_PORT: String(port), FORCE_COLOR: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    proc.stdout?.on("data", (b: Buffer) => (output += b.toString()));
    proc.stderr?.on("data", (b: Buffer) => (output += b.toString()));
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const status = await statusOf("/");
      if (status === 200) return;
      // The page of the copy's spec problems (scripts/dev/spec-watch.ts): waiting will not mend it.
      if (status === 500) {
        await halt();
        throw new Error(`the dev server started on ${origin} with problems in its spec/:\n${output}`);
      }
      if (proc.exitCode !== null || Date.now() > deadline) {
        await halt();
        throw new Error(`the dev server did not start on ${origin}:\n${output}`);
      }
      await sleep(200);
    }
  };

  const lastRun = (mark: number): "valid" | "problems" | undefined => {
    const last = [...output.slice(mark).matchAll(REGENERATED)].at(-1);
    return last && (last[1] === "→" ? "valid" : "problems");
  };

  const regenerated = async (mark: number, waitMs = 30_000): Promise<boolean> => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const before = output.length;
      const last = lastRun(mark);
      if (last) {
        // Quiet for 400 ms: a save of several files may be regenerated in more than one run.
        await sleep(400);
        if (output.length === before) return last === "valid";
        continue;
      }
      if (Date.now() > deadline) throw new Error(`the dev server on ${origin} did not regenerate in ${waitMs} ms:\n${output.slice(mark)}`);
      await sleep(100);
    }
  };

  /** Puts one folder of the copy back as the real project has it; the paths put back. */
  const putBack = (dir: (typeof CONTENT)[number]): string[] => {
    const put: string[] = [];
    const mine = new Set(filesUnder(join(root, dir)));
    for (const rel of filesUnder(join(projectRoot, dir))) {
      mine.delete(rel);
      const [from, to] = [join(projectRoot, dir, rel), join(root, dir, rel)];
      const want = readFileSync(from);
      if (existsSync(to) && readFileSync(to).equals(want)) continue;
      mkdirSync(dirname(to), { recursive: true });
      // Whole or not at all (a temporary file renamed over it): the dev server's watcher may read it at any moment.
      const temp = `${to}.${process.pid}.tmp`;
      writeFileSync(temp, want);
      renameSync(temp, to);
      put.push(`${dir}/${rel}`);
    }
    for (const rel of mine) {
      rmSync(join(root, dir, rel));
      put.push(`${dir}/${rel}`);
    }
    return put;
  };

  /** Waits until the dev server serves / again (after a regeneration or a restart of its own). */
  const serving = async (mark: number, waitMs: number) => {
    const deadline = Date.now() + waitMs;
    while ((await statusOf("/")) !== 200) {
      if (Date.now() > deadline) throw new Error(`the dev server on ${origin} does not serve / after a reset:\n${output.slice(mark)}`);
      await sleep(200);
    }
  };

  /**
   * Waits while a restart of the server is under way: Vite prints "… changed, restarting server..."
   * when a file its config reads (generated/assets.ts) is written, and "server restarted." once it
   * serves again.
   */
  const restartsOver = async (waitMs: number) => {
    const count = (text: string) => output.split(text).length - 1;
    const deadline = Date.now() + waitMs;
    while (count("restarting server") > count("server restarted") && Date.now() < deadline) await sleep(50);
  };

  const reset = async (waitMs = 30_000): Promise<string[]> => {
    // A restart under way (begun by a test's own writes) ends first: a spec/ put back during it
    // may be read by no run.
    await restartsOver(waitMs);
    const mark = output.length;
    // spec/ and public/ first, then wait for the dev server to regenerate: it writes generated/ back
    // itself (as `npm run generate` would). Only what then still differs is copied into generated/,
    // so the copy never races the server's own write (a file its config reads, rewritten under
    // it, restarts the server, and a restart prints no regeneration).
    const put = [...putBack("spec"), ...putBack("public")];
    const running = () => child?.exitCode === null;
    const specPut = put.filter((p) => p.startsWith("spec/"));
    if (specPut.length > 0 && running()) {
      if (!(await regenerated(mark, waitMs))) {
        // A run that read the folder half put back, with no event after it (a server just
        // restarted may still be starting its watcher): save the files put back once more.
        const again = output.length;
        for (const rel of specPut) if (existsSync(join(root, rel))) writeFileSync(join(root, rel), readFileSync(join(root, rel)));
        if (!(await regenerated(again, waitMs))) throw new Error(`the dev server on ${origin} finds problems in the reset spec/:\n${output.slice(mark)}`);
      }
      await serving(mark, waitMs);
    }
    const before = output.length;
    const generated = putBack("generated");
    put.push(...generated);
    if (generated.length > 0 && running()) {
      // A file the server's config reads (generated/assets.ts) restarts it: Vite says so when its
      // watcher sees the file ("… changed, restarting server..."). Wait for that, 2 s at most: the
      // files put back may restart nothing.
      const began = Date.now() + 2000;
      while (Date.now() < began && !output.slice(before).includes("restarting server")) await sleep(50);
    }
    // The server's own write of generated/ after spec/ was put back, or the files put back, may
    // have restarted it: the next test's first page load would find it closing.
    await restartsOver(waitMs);
    if (running()) await serving(mark, waitMs);
    return put;
  };

  try {
    await start();
  } catch (e) {
    rmSync(root, { recursive: true, force: true });
    throw e;
  }
  const sandbox: DevSandbox = {
    root,
    origin,
    output: () => output,
    edit(file, from, to) {
      const path = join(root, file);
      const before = readFileSync(path, "utf8");
      const count = before.split(from).length - 1;
      if (count !== 1) throw new Error(`${file}: expected exactly one ${JSON.stringify(from)}, found ${count}`);
      const at = before.indexOf(from);
      writeFileSync(path, before.slice(0, at) + to + before.slice(at + from.length));
    },
    restore(file) {
      writeFileSync(join(root, file), readFileSync(join(projectRoot, file)));
    },
    reset,
    regenerated,
    lastRun,
    async change(change, waitMs = 30_000) {
      const mark = output.length;
      change(root);
      if (!(await regenerated(mark, waitMs))) throw new Error(`the dev server on ${origin} finds problems in spec/ after the change:\n${output.slice(mark)}`);
    },
    halt,
    start,
    stop,
  };
  live.add(sandbox);
  return sandbox;
}
