/**
 * The URL history the dev server and the page editor start from: generated/urls.json as the
 * last commit has it, not as it is on disk.
 *
 * The dev server records URLs as `npm run generate` does (so `npm run generate -- --check`
 * passes after every save), but from the committed history: a URL made and dropped again before
 * the next commit (a slug renamed twice, a new record's title typed letter by letter) was never
 * published, so it leaves the history again and needs no redirect; a URL of the last commit
 * still needs a decision in spec/redirects.yaml when it disappears. Outside a git work tree, or
 * before generated/urls.json is first committed, the generator reads the file on disk, as
 * `npm run generate` does. The decision, for developers: docs/content/editing.md, "Addresses
 * and the URL history".
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { URL_HISTORY_FILE } from "../../generator/routes/url-history.ts";

/**
 * The commit HEAD names in the git work tree holding `root`, read from git's own files (no
 * process): `.git` as a folder or as a worktree's `gitdir:` pointer, HEAD as a ref (loose, or in
 * packed-refs, in the worktree's folder or the common one) or detached. Null when it cannot be
 * told this way (no work tree, GIT_DIR set, another ref store): the caller then asks git.
 */
export function headCommit(root: string): string | null {
  if (process.env.GIT_DIR || process.env.GIT_WORK_TREE) return null;
  const dotGit = dotGitOf(root);
  if (dotGit === null) return null;
  const dir = dirname(dotGit);
  try {
    let gitDir = dotGit;
    if (statSync(dotGit).isFile()) {
      const m = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, "utf8"));
      if (!m) return null;
      gitDir = isAbsolute(m[1]!.trim()) ? m[1]!.trim() : resolve(dir, m[1]!.trim());
    }
    const commonFile = join(gitDir, "commondir");
    const common = existsSync(commonFile) ? resolve(gitDir, readFileSync(commonFile, "utf8").trim()) : gitDir;
    const head = readFileSync(join(gitDir, "HEAD"), "utf8").trim();
    if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(head)) return head;
    const ref = /^ref:\s*(\S+)$/.exec(head)?.[1];
    if (!ref) return null;
    for (const base of [gitDir, common]) {
      const loose = join(base, ref);
      if (existsSync(loose)) {
        const sha = readFileSync(loose, "utf8").trim();
        return /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha) ? sha : null;
      }
    }
    const packed = join(common, "packed-refs");
    if (!existsSync(packed)) return null;
    for (const line of readFileSync(packed, "utf8").split("\n")) {
      const [sha, name] = line.split(" ");
      if (name === ref && sha && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha)) return sha;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * The `.git` (folder, or a worktree's pointer file) of the git work tree holding `root`: the
 * nearest one in `root` or a folder above it. Null when there is none (a copy of the project
 * outside any repository, as the tests' dev servers run on).
 */
function dotGitOf(root: string): string | null {
  for (let dir = resolve(root); ; ) {
    if (existsSync(join(dir, ".git"))) return join(dir, ".git");
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/** The committed URL history by work tree and commit: a commit's file never changes, so one `git show` serves every save until HEAD moves. */
const byCommit = new Map<string, { readonly commit: string; readonly text: string | undefined }>();

/**
 * The text of generated/urls.json in the commit checked out at `root` (git's HEAD), or undefined
 * when there is none (not a git work tree, no commit yet, the file not committed): the generator
 * then reads the file on disk (generator/run.ts, `urlHistory`). Outside a work tree git is not
 * asked at all; inside one, git is asked (one process, about 10 ms) once per commit: while HEAD names the same commit ({@link headCommit}), the text is kept.
 */
export function committedUrlHistory(root: string): string | undefined {
  // Outside any work tree there is no commit to ask git about (and no process is started on every save).
  if (!process.env.GIT_DIR && !process.env.GIT_WORK_TREE && dotGitOf(root) === null) return undefined;
  const commit = headCommit(root);
  const known = byCommit.get(root);
  if (commit !== null && known?.commit === commit) return known.text;
  let text: string | undefined;
  try {
    text = execFileSync("git", ["show", `HEAD:./${URL_HISTORY_FILE}`], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    text = undefined;
  }
  // HEAD read again after git answered: a commit made meanwhile is not kept under the old name.
  if (commit !== null && headCommit(root) === commit) byCommit.set(root, { commit, text });
  else byCommit.delete(root);
  return text;
}

/**
 * The options of the dev server's generator run on each save (./spec-watch.ts): drafts shown,
 * URLs recorded from the committed history; its `published` files are what it writes into
 * generated/, exactly what `npm run generate` would write.
 */
export function devRunOptions(root: string): { readonly drafts: true; readonly urlHistory: string | undefined } {
  return { drafts: true, urlHistory: committedUrlHistory(root) };
}
