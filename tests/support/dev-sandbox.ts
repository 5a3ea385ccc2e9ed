/**
 * A throwaway copy of the project running `vite` (the dev server of `npm run dev`), for the
 * dev-loop end-to-end test and `npm run bench:preview`: edits to its spec/ never touch the real
 * one. spec/, generated/, generator/, media/ (vite.config.ts serves the pictures with its code,
 * and the generator shares its cache helper), runtime/, public/, scripts/ and the config files
 * are copied; node_modules is linked.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The real project root. */
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** What is copied into the sandbox (node_modules is linked). */
const COPIED = ["spec", "generated", "generator", "editor", "media", "runtime", "public", "scripts", "vite.config.ts", "tsconfig.json", "package.json"];

/** A running dev server on a copy of the project. */
export interface DevSandbox {
  /** Root folder of the copy. */
  readonly root: string;
  /** Origin of its dev server, for example http://127.0.0.1:5391. */
  readonly origin: string;
  /** Everything the dev server printed so far. */
  readonly output: () => string;
  /**
   * Replaces the single occurrence of `from` in a file of the copy (path relative to its root)
   * and saves it the way an editor does (one write of the whole file).
   * @throws Error when `from` does not occur exactly once.
   */
  edit(file: string, from: string, to: string): void;
  /** Puts a file of the copy back as it was in the real project. */
  restore(file: string): void;
  /** Stops the server and keeps the copy (to look at what the server left behind); `stop` removes it. */
  halt(): Promise<void>;
  /** Stops the server and removes the copy. */
  stop(): Promise<void>;
}

/** What to do with the copy before its dev server starts. */
export interface DevSandboxOptions {
  /** Called with the copy's root once the files are copied (to add a fixture to its spec/, say). */
  readonly prepare?: (root: string) => void;
  /** More environment for its dev server (BLU_NOW, say, to set the clock scheduled publishing goes by). */
  readonly env?: NodeJS.ProcessEnv;
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
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  opts.prepare?.(root);
  let output = "";
  const child: ChildProcess = spawn(process.execPath, [join(projectRoot, "node_modules/vite/bin/vite.js"), "--strictPort"], {
    cwd: root,
    env: { ...process.env, ...opts.env, DEV_PORT: String(port), FORCE_COLOR: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (b: Buffer) => (output += b.toString()));
  child.stderr?.on("data", (b: Buffer) => (output += b.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const halt = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 300));
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  };
  const stop = async () => {
    await halt();
    rmSync(root, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`${origin}/`, { headers: { accept: "text/html" } });
      if (res.ok) break;
      // The page of the copy's spec problems (scripts/spec-watch.ts): waiting will not mend it.
      if (res.status === 500) {
        await stop();
        throw new Error(`the dev server started on ${origin} with problems in its spec/:\n${output}`);
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the dev server did not start on ${origin}:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
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
    halt,
    stop,
  };
}
