/**
 * The committed URL history the dev server and the page editor read (scripts/dev/url-base.ts):
 * HEAD's commit read from git's files agrees with `git rev-parse HEAD` (a branch, a packed ref, a
 * detached HEAD, a linked worktree), and the history kept for a commit follows a new commit.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { committedUrlHistory, headCommit } from "../../scripts/dev/url-base.ts";

const dir = mkdtempSync(join(tmpdir(), "blu-url-base-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@127.0.0.1", "-c", "init.defaultBranch=main", ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
const repo = join(dir, "repo");
mkdirSync(join(repo, "generated"), { recursive: true });
const commit = (text: string) => {
  writeFileSync(join(repo, "generated/urls.json"), text);
  git(repo, "add", "generated/urls.json");
  git(repo, "commit", "-q", "-m", text);
};

describe("committed URL history", () => {
  it("reads HEAD's commit as git does, and follows a new commit", { timeout: 60_000 }, () => {
    git(repo, "init", "-q");
    expect(headCommit(repo)).toBe(null); // no commit yet: git is asked
    expect(committedUrlHistory(repo)).toBe(undefined);
    commit('{"a":1}');
    expect(headCommit(repo)).toBe(git(repo, "rev-parse", "HEAD"));
    expect(headCommit(join(repo, "generated"))).toBe(git(repo, "rev-parse", "HEAD"));
    expect(committedUrlHistory(repo)).toBe('{"a":1}');
    // The file on disk changes: the committed text stays.
    writeFileSync(join(repo, "generated/urls.json"), '{"b":2}');
    expect(committedUrlHistory(repo)).toBe('{"a":1}');
    commit('{"c":3}');
    expect(committedUrlHistory(repo)).toBe('{"c":3}');
    // Packed refs (git gc), a detached HEAD, a linked worktree.
    git(repo, "pack-refs", "--all");
    expect(headCommit(repo)).toBe(git(repo, "rev-parse", "HEAD"));
    const first = git(repo, "rev-parse", "HEAD~1");
    git(repo, "checkout", "-q", "--detach", first);
    expect(headCommit(repo)).toBe(first);
    expect(committedUrlHistory(repo)).toBe('{"a":1}');
    git(repo, "checkout", "-q", "main");
    git(repo, "worktree", "add", "-q", "-b", "other", join(dir, "wt"), first);
    expect(headCommit(join(dir, "wt"))).toBe(first);
    expect(committedUrlHistory(join(dir, "wt"))).toBe('{"a":1}');
    expect(committedUrlHistory(repo)).toBe('{"c":3}');
  });

  it("is null outside a work tree, and the history then the file on disk's (undefined)", () => {
    expect(headCommit("/")).toBe(null);
    mkdirSync(join(dir, "copy/generated"), { recursive: true });
    writeFileSync(join(dir, "copy/generated/urls.json"), '{"d":4}');
    expect(committedUrlHistory(join(dir, "copy"))).toBe(undefined);
  });
});
