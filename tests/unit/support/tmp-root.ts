import { afterAll } from "vitest";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { SHARED_SOURCES } from "../../../generator/shared-sources.mjs";

/** The real project root (tests/unit/support → ../../..). */
export const projectRoot = fileURLToPath(new URL("../../..", import.meta.url)).replace(/[\\/]$/, "");

/** What a temporary project root gets besides spec/. */
export interface TmpRootOptions {
  /** Copy generated/ as well (for the CLI and write-stage tests). */
  readonly generated?: boolean;
  /**
   * Take spec/ (but its schemas, which are code) and public/ from the frozen launch content
   * ({@link frozenContent}) instead of the project's own, for tests that pin its line numbers:
   * a checklist that places a new kind on a page of the project's spec/ cannot move them.
   */
  readonly frozen?: boolean;
}

/** The folder holding this checkout's frozen launch content (tests/support/fixture-site.ts's FROZEN_DIR). */
const FROZEN_DIR = "tests/fixtures/launch";

/**
 * Where the frozen launch content is (docs/testing.md, "Tests that content cannot break"): the
 * checkout's tests/fixtures/launch/, or, in the fixture site (which has no such folder, its own
 * spec/ and public/ being that content), the project root itself.
 */
export function frozenContent(): string {
  const frozen = join(projectRoot, FROZEN_DIR);
  return existsSync(join(frozen, "spec")) ? frozen : projectRoot;
}

/**
 * Makes a throwaway project root under the OS temp folder: spec/, generator/, the files outside
 * it the generator imports (generator/shared-sources.mjs), public/ (3 MB of media) and
 * package.json copied (so they can be broken), node_modules/ symlinked (read only). With
 * `frozen`, spec/ and public/ are the frozen launch content's, spec/schemas/ the project's.
 */
export function makeTmpRoot(opts: TmpRootOptions = {}): string {
  const root = mkdtempSync(join(tmpdir(), "blu-gen-"));
  const content = opts.frozen ? frozenContent() : projectRoot;
  cpSync(join(content, "spec"), join(root, "spec"), { recursive: true, filter: (src) => src !== join(content, "spec/schemas") });
  cpSync(join(projectRoot, "spec/schemas"), join(root, "spec/schemas"), { recursive: true });
  cpSync(join(projectRoot, "generator"), join(root, "generator"), { recursive: true });
  for (const rel of SHARED_SOURCES) cpSync(join(projectRoot, rel), join(root, rel), { recursive: true });
  // The model's types (model/): what generated/ is typed with, and where the launcher writes the kinds' types barrel.
  cpSync(join(projectRoot, "model"), join(root, "model"), { recursive: true });
  cpSync(join(projectRoot, "package.json"), join(root, "package.json"));
  cpSync(join(content, "public"), join(root, "public"), { recursive: true });
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  if (opts.generated) cpSync(join(projectRoot, "generated"), join(root, "generated"), { recursive: true });
  if (opts.generated && content !== projectRoot) cpSync(join(content, "generated/urls.json"), join(root, "generated/urls.json"));
  return root;
}

/**
 * A temp-root maker for one test file: every root it makes is removed after the file's tests.
 * Call at the top level of a test file.
 */
export function tmpRoots(): (opts?: TmpRootOptions) => string {
  const roots: string[] = [];
  afterAll(() => roots.forEach(removeTmpRoot));
  return (opts) => {
    const root = makeTmpRoot(opts);
    roots.push(root);
    return root;
  };
}

export function removeTmpRoot(root: string): void {
  if (root.startsWith(tmpdir())) rmSync(root, { recursive: true, force: true });
}

/**
 * Replaces exactly one occurrence of `from` in a file of the temp root; fails loudly if the
 * text is not there or is there more than once, so a test cannot silently break nothing.
 */
export function editOnce(root: string, rel: string, from: string | RegExp, to: string): void {
  const path = join(root, rel);
  const before = readFileSync(path, "utf8");
  const count =
    typeof from === "string" ? before.split(from).length - 1 : [...before.matchAll(new RegExp(from.source, `${from.flags.replace("g", "")}g`))].length;
  if (count !== 1) throw new Error(`${rel}: expected exactly one match of ${String(from)}, found ${count}`);
  writeFileSync(path, before.replace(from, to));
}

/** Every file under `dir` with the SHA-256 of its bytes, by path relative to `dir`. */
export function snapshotDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out[relative(dir, full).split("\\").join("/")] = createHash("sha256").update(readFileSync(full)).digest("hex");
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** Replaces the temp root in text so snapshots do not depend on it. */
export function scrub(text: string, root: string): string {
  return text.split(root).join("<root>");
}
