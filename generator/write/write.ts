import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import type { VirtualFile } from "../emit/print.ts";

/** How a generated file differs from what is on disk. */
export interface StaleFile {
  readonly path: string;
  readonly kind: "changed" | "missing" | "extra";
  /** Short unified-style diff of the first differing lines. */
  readonly diff: string;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

function shortDiff(before: string, after: string): string {
  const a = before.split("\n");
  const b = after.split("\n");
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const out = [`@@ line ${i + 1} @@`];
  for (let k = i; k < Math.min(a.length, i + 3); k++) out.push(`- ${a[k]}`);
  for (let k = i; k < Math.min(b.length, i + 3); k++) out.push(`+ ${b[k]}`);
  return out.join("\n");
}

/**
 * Compares virtual files with generated/ on disk; also reports files generated/ holds that
 * the generator no longer makes.
 */
export function findStale(root: string, files: readonly VirtualFile[], outDir = "generated"): StaleFile[] {
  const stale: StaleFile[] = [];
  const wanted = new Set(files.map((f) => f.path));
  for (const f of files) {
    const disk = join(root, f.path);
    if (!existsSync(disk)) stale.push({ path: f.path, kind: "missing", diff: "" });
    else {
      const current = readFileSync(disk, "utf8");
      // The diff is made only when read (`generate --check` prints it; a write does not need it).
      if (current !== f.content)
        stale.push({
          path: f.path,
          kind: "changed",
          get diff() {
            return shortDiff(current, f.content);
          },
        });
    }
  }
  for (const disk of listFiles(join(root, outDir))) {
    const rel = relative(root, disk).split("\\").join("/");
    if (!wanted.has(rel)) stale.push({ path: rel, kind: "extra", diff: "" });
  }
  return stale;
}

/** How writeGenerated replaces generated/. */
export interface WriteOptions {
  /** Folder to write, relative to the root (default generated). */
  readonly outDir?: string;
  /**
   * "swap" (default): build the whole new folder beside the old one, then swap it in, so a
   * failure part-way leaves generated/ exactly as it was. "files": replace only the files that
   * changed, each atomically (write beside, then rename), and delete files no longer made; the
   * dev server uses it so that a save touches only what changed and its watcher reacts to that.
   */
  readonly mode?: "swap" | "files";
}

/**
 * The only stage that touches the disk: makes generated/ hold exactly `files`.
 * @returns the paths that changed (changed, added or removed).
 */
export function writeGenerated(root: string, files: readonly VirtualFile[], opts: WriteOptions | string = {}): string[] {
  const { outDir = "generated", mode = "swap" } = typeof opts === "string" ? { outDir: opts } : opts;
  const stale = findStale(root, files, outDir);
  if (stale.length === 0) return [];
  const target = join(root, outDir);
  if (mode === "files") {
    const byPath = new Map(files.map((f) => [f.path, f]));
    for (const s of stale) {
      const disk = join(root, s.path);
      if (s.kind === "extra") {
        rmSync(disk, { force: true });
        continue;
      }
      mkdirSync(dirname(disk), { recursive: true });
      const temp = `${disk}.${process.pid}.tmp`;
      writeFileSync(temp, byPath.get(s.path)!.content);
      renameSync(temp, disk);
    }
    return stale.map((s) => s.path);
  }
  const staging = join(root, `.${outDir}.tmp`);
  const backup = join(root, `.${outDir}.old`);
  rmSync(staging, { recursive: true, force: true });
  rmSync(backup, { recursive: true, force: true });
  for (const f of files) {
    const p = join(staging, relative(outDir, f.path));
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, f.content);
  }
  if (existsSync(target)) renameSync(target, backup);
  renameSync(staging, target);
  rmSync(backup, { recursive: true, force: true });
  return stale.map((s) => s.path);
}
