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
import { URL_HISTORY_FILE } from "../../generator/routes/url-history.ts";

/**
 * The text of generated/urls.json in the commit checked out at `root` (git's HEAD), or undefined
 * when there is none (not a git work tree, no commit yet, the file not committed): the generator
 * then reads the file on disk (generator/run.ts, `urlHistory`). Takes about 10 ms (one git process).
 */
export function committedUrlHistory(root: string): string | undefined {
  try {
    return execFileSync("git", ["show", `HEAD:./${URL_HISTORY_FILE}`], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

/**
 * The options of the dev server's generator run on each save (./spec-watch.ts): drafts shown,
 * URLs recorded from the committed history; its `published` files are what it writes into
 * generated/, exactly what `npm run generate` would write.
 */
export function devRunOptions(root: string): { readonly drafts: true; readonly urlHistory: string | undefined } {
  return { drafts: true, urlHistory: committedUrlHistory(root) };
}
