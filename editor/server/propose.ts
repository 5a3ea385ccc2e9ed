/**
 * "Propose changes" in the page editor's Changes view (docs/content/editing.md, "Propose your
 * changes", and its part "For developers"): the edits of spec/ and public/media/ become a branch,
 * a commit with generated/ made by the full generator, a push to `origin` and a pull request on
 * GitHub (`@octokit/rest`), with plain fallbacks when there is no token, no GitHub remote, or no
 * remote at all. Further edits update the open proposal (a new commit on its branch); "Start a
 * new proposal" goes back to the default branch as `origin` has it.
 *
 * Git runs through simple-git (asynchronous: the dev server keeps serving while it pushes); the
 * generator runs in the dev server's process as `npm run generate` runs it. One operation at a
 * time ({@link Proposals.busy}). A content owner reads only the sentences of `MESSAGES.propose`;
 * git's own output goes to the dev server's log and behind the panel's "Details".
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { Octokit } from "@octokit/rest";
import { type SimpleGit, simpleGit } from "simple-git";
import { formatDiagnostics } from "../../generator/diagnostics/index.ts";
import { generate } from "../../generator/run.ts";
import { writeGenerated } from "../../generator/write/write.ts";
import { MESSAGES } from "../messages.ts";

const M = MESSAGES.propose;

/** The folders a proposal commits (nothing else, whatever else is changed in the working tree). */
export const PROPOSED_PATHS = ["spec", "public/media", "generated"] as const;

/** The git config key (of the proposal's branch) that remembers it across dev-server restarts. */
export const PROPOSAL_KEY = "bluProposal";

/** The marker the deploy workflow (.github/workflows/deploy.yml) puts in its comment with the preview's URL. */
export const PREVIEW_MARKER = "<!-- pages-preview -->";

/** How long one git command may take before it is stopped, ms (a push on a stalled network). */
const GIT_TIMEOUT_MS = 90_000;

/** The environment variables a proposal reads (Codespaces sets them; docs/content/editing.md, "For developers", lists them). */
export type ProposeEnv = Readonly<Record<string, string | undefined>>;

/** Where `origin` is, as far as a proposal cares. */
export interface RemoteInfo {
  /** Host of the remote's URL ("github.com"); null for a path on this machine. */
  readonly host: string | null;
  /** owner/repo, when the URL has that shape (or GITHUB_REPOSITORY says). */
  readonly owner: string | null;
  readonly repo: string | null;
}

/**
 * owner, repo and host of a git remote URL: https (`https://github.com/o/r.git`, with or without
 * credentials), scp-like ssh (`git@github.com:o/r.git`) and `ssh://` URLs; a local path gives no
 * host and no owner.
 */
export function parseRemote(url: string): RemoteInfo {
  const trimmed = url.trim();
  const scp = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)([^/\s]+)\/([^/\s]+?)(?:\.git)?\/?$/.exec(trimmed);
  if (scp && !/^[a-z]:$/i.test(`${scp[1]}:`)) return { host: scp[1]!.toLowerCase(), owner: scp[2]!, repo: scp[3]! };
  try {
    const u = new URL(trimmed);
    if (u.protocol === "file:") return { host: null, owner: null, repo: null };
    const parts = u.pathname
      .replace(/\/+$/, "")
      .replace(/\.git$/, "")
      .split("/")
      .filter(Boolean);
    const [owner, repo] = parts.slice(-2);
    return { host: u.hostname.toLowerCase() || null, owner: parts.length >= 2 ? owner! : null, repo: parts.length >= 2 ? repo! : null };
  } catch {
    return { host: null, owner: null, repo: null };
  }
}

/** Where a proposal goes: GitHub (owner/repo, the web host for links, the API) or not. */
export interface Destination {
  /** "github": the repository is on GitHub; "other": origin is elsewhere; "none": no origin. */
  readonly kind: "github" | "other" | "none";
  readonly owner?: string;
  readonly repo?: string;
  /** The web origin of links, e.g. https://github.com. */
  readonly web?: string;
}

/**
 * Where proposals go, from `origin`'s URL (null: no origin) and the environment: owner/repo from
 * GITHUB_REPOSITORY (as Codespaces sets it), else parsed from origin's URL when its host is
 * GitHub's (github.com, or GITHUB_SERVER_URL's host).
 */
export function destinationOf(originUrl: string | null, env: ProposeEnv): Destination {
  if (originUrl === null) return { kind: "none" };
  const server = env.GITHUB_SERVER_URL ? new URL(env.GITHUB_SERVER_URL) : new URL("https://github.com");
  const remote = parseRemote(originUrl);
  const web = server.origin;
  const fromEnv = /^([\w.-]+)\/([\w.-]+)$/.exec(env.GITHUB_REPOSITORY ?? "");
  if (fromEnv) return { kind: "github", owner: fromEnv[1]!, repo: fromEnv[2]!, web };
  const hosts = new Set(["github.com", server.hostname.toLowerCase()]);
  if (remote.host && hosts.has(remote.host) && remote.owner && remote.repo)
    return { kind: "github", owner: remote.owner, repo: remote.repo, web: remote.host === "github.com" ? "https://github.com" : web };
  return { kind: "other" };
}

/** The compare page where a pushed branch becomes a pull request by hand (no token). */
export function compareUrl(d: Destination, base: string, branch: string): string {
  return `${d.web}/${d.owner}/${d.repo}/compare/${encodeURIComponent(base)}...${branch.split("/").map(encodeURIComponent).join("/")}?expand=1`;
}

/** Words a branch name leaves out. */
const SMALL_WORDS = new Set(["the", "a", "an", "and", "of", "to", "in", "on", "for", "with", "more"]);

/**
 * The branch of a proposal: `content/` + the title's words (lowercase ASCII, small words left
 * out, at most 6 words and 40 characters) + the time in UTC as `YYYYMMDD-HHMM`, e.g.
 * `content/update-home-page-20261202-0114`.
 */
export function branchName(title: string, at: Date): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !SMALL_WORDS.has(w))
    .slice(0, 6);
  let slug = "";
  for (const w of words) {
    const longer = slug ? `${slug}-${w}` : w.slice(0, 40);
    if (longer.length > 40) break;
    slug = longer;
  }
  const p = (n: number) => String(n).padStart(2, "0");
  const stamp = `${at.getUTCFullYear()}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}-${p(at.getUTCHours())}${p(at.getUTCMinutes())}`;
  return `content/${slug || "changes"}-${stamp}`;
}

const words = (name: string) => name.replace(/\.ya?ml$/, "").replace(/[-_]+/g, " ");
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What a changed file is, in plain words (the words are `MESSAGES.propose.things`):
 * `spec/pages/home.yaml` → "the home page", `spec/services/media.yaml` → "Media services", a
 * picture → "pictures".
 */
export function changedThing(file: string): string {
  const T = M.things;
  const named = T.files[file];
  if (named) return named;
  if (file.startsWith("public/media/")) return T.pictures;
  const [, folder, name] = /^spec\/([^/]+)\/(?:.*\/)?([^/]+)$/.exec(file) ?? [];
  if (!folder || !name) return words(file.split("/").pop() ?? file);
  const inFolder = T.folders[folder];
  return inFolder ? inFolder(words(name), capital(words(name))) : T.other(words(folder), words(name));
}

/** The title a proposal is offered with, from the changed files: "Update the home page and Media services". */
export function suggestedTitle(files: readonly string[]): string {
  const things = [...new Set(files.map(changedThing))];
  if (things.length === 0) return M.titleNothing;
  const listed = things.length > 3 ? [...things.slice(0, 2), M.more(things.length - 2)] : things;
  const text = listed.length === 1 ? listed[0]! : `${listed.slice(0, -1).join(", ")} and ${listed[listed.length - 1]}`;
  return `Update ${text}`;
}

/** Why an operation stopped, as a kind the panel has one sentence for. */
export type ProblemKind = "rejected" | "network" | "permission" | "conflict" | "exists" | "unknown";

/**
 * The kind of a failure: git's errors by their text (push rejected, host unreachable,
 * authentication refused, conflicts), GitHub's by their status (401/403/404: the token may not;
 * 422: GitHub refused the request, e.g. a pull request for that branch is open already; no
 * response: the network).
 */
export function problemKind(error: unknown): ProblemKind {
  const e = error as { status?: unknown; response?: unknown; message?: unknown; name?: unknown };
  if (typeof e?.status === "number" && e.name === "HttpError") {
    if (e.response === undefined) return "network";
    if (e.status === 401 || e.status === 403 || e.status === 404) return "permission";
    if (e.status === 422) return "exists";
    return "unknown";
  }
  const text = String(e?.message ?? error);
  if (/\[(remote )?rejected\]|non-fast-forward|fetch first|failed to push some refs|updates were rejected/i.test(text)) return "rejected";
  if (/conflict|would be overwritten|needs merge|not possible to fast-forward|diverged/i.test(text)) return "conflict";
  if (/authentication failed|permission denied|could not read username|403|401|access denied|not authorized/i.test(text)) return "permission";
  if (
    /could not resolve host|unable to access|connection (refused|reset|timed out)|network is unreachable|timed out|could not read from remote|fetch failed|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|block timeout/i.test(
      text,
    )
  )
    return "network";
  return "unknown";
}

/** The one plain sentence of a failure: nothing is lost, what to do. */
export function problemSentence(kind: ProblemKind): string {
  return M.problem[kind];
}

/** An open proposal, as remembered in git config on its branch. */
export interface Proposal {
  readonly branch: string;
  readonly title: string;
  readonly note: string;
  /** The branch it asks to be merged into (the repository's default branch). */
  readonly base: string;
  /** Whether its last commit is on origin. */
  readonly pushed: boolean;
  /** The pull request, once opened. */
  readonly number?: number;
  /** The pull request's page, or the compare page (no token). */
  readonly url?: string;
  /** Where the proposal went: GitHub, another host, or nowhere (no origin). */
  readonly where: Destination["kind"];
}

/** What the panel shows of the proposals (GET /proposal). */
export interface ProposalState {
  /** The open proposal of the current branch, if any. */
  readonly proposal: Proposal | null;
  /** The preview of the open pull request, once the deploy workflow commented it. */
  readonly preview?: string;
  /** Changed files of spec/ and public/media/ not yet in the proposal (or, without one, not committed). */
  readonly changed: readonly string[];
  /** The open proposal's pull request was merged or closed meanwhile: the next proposal is a new one. */
  readonly finished?: "merged" | "closed";
  /** The title offered for a new proposal. */
  readonly title: string;
  /** Git knows no name or e-mail for the person: the panel asks for them. */
  readonly needsIdentity: boolean;
  /** An operation is running. */
  readonly busy: boolean;
}

/** The outcome of proposing (POST /propose) or starting anew (POST /proposal/new): a sentence, and the state after. */
export interface ProposeOutcome {
  readonly ok: boolean;
  /** What happened, in plain words. */
  readonly message: string;
  /** The pull request's or compare page's link, when there is one. */
  readonly url?: string;
  /** Git's or the generator's own words, for the panel's "Details" (never the message). */
  readonly details?: string;
  /** The generator found problems: nothing was committed. */
  readonly problems?: number;
  /** The person must give a name and an e-mail first. */
  readonly needsIdentity?: boolean;
  readonly state: ProposalState;
}

/** What the full generator run answers: ok, or the problems' count and their text. */
export type GeneratorRun = { readonly ok: true } | { readonly ok: false; readonly problems: number; readonly details: string };

/**
 * The full generator run of `npm run generate -- --strict`, in the dev server's process: the
 * published spec (no drafts), the URL history recorded into generated/urls.json, the house
 * style's findings as problems (what CI refuses, docs/testing.md), and generated/ written file
 * by file (the dev server's watcher keeps serving meanwhile). Writes nothing when it finds a problem.
 */
export function runGenerator(root: string): GeneratorRun {
  const result = generate(root, { strict: true });
  if (!result.ok) return { ok: false, problems: result.diagnostics.length, details: formatDiagnostics(result.diagnostics, { frames: false }) };
  writeGenerated(root, result.files, { mode: "files" });
  return { ok: true };
}

/** What {@link Proposals} needs. */
export interface ProposalsOptions {
  /** The project's root (a git work tree). */
  readonly root: string;
  /** Runs the full generator and writes generated/ as `npm run generate` does. */
  readonly generate: () => GeneratorRun | Promise<GeneratorRun>;
  /** The environment (default process.env): GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_API_URL, GITHUB_SERVER_URL, GIT_COMMITTER_NAME/EMAIL. */
  readonly env?: ProposeEnv;
  /** Where git's output and the API's failures are logged (the dev server's logger). */
  readonly log?: (line: string) => void;
  /** The clock of branch names (default: now). */
  readonly now?: () => Date;
}

/** An operation refused before it started: 409 (busy, unproposed edits) or 422 (nothing to propose, no identity). */
export class ProposeRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Git variables a proposal passes to git (simple-git strips every other GIT_ variable). */
const GIT_ENV = ["GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "GIT_TERMINAL_PROMPT"] as const;

/**
 * Variables simple-git refuses to pass on unless told (they make git run another program: an
 * editor, a pager, an askpass or ssh helper, or read other config): left out of git's
 * environment, as are the GIT_ variables not in {@link GIT_ENV}.
 */
const REFUSED_ENV = new Set(["EDITOR", "VISUAL", "PAGER", "PREFIX", "SSH_ASKPASS"]);

/**
 * The proposals of one project: its state, propose (or update), start anew. One operation at a
 * time: a second one while one runs is refused ({@link ProposeRefused}, 409).
 */
export class Proposals {
  private running = false;
  private readonly env: ProposeEnv;
  private readonly log: (line: string) => void;

  constructor(private readonly opts: ProposalsOptions) {
    this.env = opts.env ?? process.env;
    this.log = opts.log ?? (() => undefined);
  }

  /** Whether an operation is running. */
  get busy(): boolean {
    return this.running;
  }

  /** simple-git on the root, with the given identity for commits; never prompts for a password. */
  private git(identity?: { name: string; email: string }): SimpleGit {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(this.env)) {
      const upper = k.toUpperCase();
      if (v === undefined || REFUSED_ENV.has(upper)) continue;
      if (!upper.startsWith("GIT_") || (GIT_ENV as readonly string[]).includes(upper)) env[k] = v;
    }
    env.GIT_TERMINAL_PROMPT = "0";
    if (identity)
      Object.assign(env, {
        GIT_AUTHOR_NAME: identity.name,
        GIT_AUTHOR_EMAIL: identity.email,
        GIT_COMMITTER_NAME: identity.name,
        GIT_COMMITTER_EMAIL: identity.email,
      });
    return simpleGit({ baseDir: this.opts.root, allowEnvironment: GIT_ENV, timeout: { block: GIT_TIMEOUT_MS } }).env(env);
  }

  /** Runs `work` as the one operation; refused (409) while another runs. */
  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.running) throw new ProposeRefused(409, M.busy);
    this.running = true;
    try {
      return await work();
    } finally {
      this.running = false;
    }
  }

  /** The person's name and e-mail: GIT_COMMITTER_NAME/EMAIL, else git's config; null when either is unknown. */
  private async identity(): Promise<{ name: string; email: string } | null> {
    const git = this.git();
    const name = this.env.GIT_COMMITTER_NAME || (await git.getConfig("user.name")).value || "";
    const email = this.env.GIT_COMMITTER_EMAIL || (await git.getConfig("user.email")).value || "";
    return name.trim() && email.trim() ? { name: name.trim(), email: email.trim() } : null;
  }

  /** The current branch; null when HEAD is detached or there is no commit. */
  private async branch(): Promise<string | null> {
    try {
      const b = (await this.git().raw(["symbolic-ref", "--short", "-q", "HEAD"])).trim();
      return b || null;
    } catch {
      return null;
    }
  }

  /** The open proposal remembered on `branch`, if any. */
  private async remembered(branch: string | null): Promise<Proposal | null> {
    if (!branch) return null;
    const raw = (await this.git().getConfig(`branch.${branch}.${PROPOSAL_KEY}`, "local")).value;
    if (!raw) return null;
    try {
      return { ...(JSON.parse(raw) as Omit<Proposal, "branch">), branch };
    } catch {
      return null;
    }
  }

  private async remember(p: Proposal): Promise<void> {
    const { branch, ...kept } = p;
    await this.git().addConfig(`branch.${branch}.${PROPOSAL_KEY}`, JSON.stringify(kept), false, "local");
  }

  /** origin's URL, or null when there is no origin. */
  private async originUrl(): Promise<string | null> {
    const remotes = await this.git().getRemotes(true);
    const origin = remotes.find((r) => r.name === "origin");
    return origin ? origin.refs.push || origin.refs.fetch : null;
  }

  /** The changed files of spec/ and public/media/ (new, changed or deleted), from the root. */
  private async changedFiles(): Promise<string[]> {
    const status = await this.git().status(["--untracked-files=all", "--", "spec", "public/media"]);
    return status.files.map((f) => f.path).sort();
  }

  /** The repository's default branch, as origin says (`git ls-remote --symref origin HEAD`). */
  private async defaultBranch(): Promise<string> {
    const out = await this.git().listRemote(["--symref", "origin", "HEAD"]);
    const m = /^ref:\s+refs\/heads\/(\S+)\s+HEAD/m.exec(out);
    if (!m) throw new Error(`origin names no default branch:\n${out}`);
    return m[1]!;
  }

  /** The state the panel shows (GET /proposal); the preview's URL is looked for, quietly, when a pull request is open. */
  async state(withPreview = false): Promise<ProposalState> {
    let proposal: Proposal | null = null;
    let changed: string[] = [];
    let needsIdentity = false;
    try {
      proposal = await this.remembered(await this.branch());
      changed = await this.changedFiles();
      needsIdentity = (await this.identity()) === null;
    } catch (e) {
      this.log(`propose: could not read git's state: ${(e as Error).message}`);
    }
    const preview = withPreview && proposal?.number ? await this.preview(proposal) : undefined;
    const finished = withPreview && proposal ? await this.finished(proposal) : undefined;
    return {
      proposal,
      changed,
      title: suggestedTitle(changed),
      needsIdentity,
      busy: this.running,
      ...(preview ? { preview } : {}),
      ...(finished ? { finished } : {}),
    };
  }

  /** Whether the proposal's pull request was merged or closed (GitHub's answer); undefined when it is open, unknown, or cannot be read. */
  private async finished(p: Proposal): Promise<"merged" | "closed" | undefined> {
    const octokit = this.octokit();
    if (!octokit || !p.number) return undefined;
    try {
      const dest = destinationOf(await this.originUrl(), this.env);
      if (dest.kind !== "github") return undefined;
      const { data } = await octokit.rest.pulls.get({ owner: dest.owner!, repo: dest.repo!, pull_number: p.number });
      return data.merged ? "merged" : data.state === "closed" ? "closed" : undefined;
    } catch {
      return undefined;
    }
  }

  /** An Octokit for the environment's token and API (GITHUB_API_URL), or null without a token. */
  private octokit(): Octokit | null {
    const token = this.env.GITHUB_TOKEN;
    if (!token) return null;
    return new Octokit({ auth: token, baseUrl: (this.env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, ""), log: quietLog });
  }

  /** The preview's URL the deploy workflow commented on the pull request; undefined when there is none or it cannot be read. */
  private async preview(p: Proposal): Promise<string | undefined> {
    const octokit = this.octokit();
    const dest = destinationOf(await this.originUrl().catch(() => null), this.env);
    if (!octokit || dest.kind !== "github" || !p.number) return undefined;
    try {
      const { data } = await octokit.rest.issues.listComments({ owner: dest.owner!, repo: dest.repo!, issue_number: p.number, per_page: 100 });
      const body = data.map((c) => c.body ?? "").find((b) => b.includes(PREVIEW_MARKER));
      return body ? previewOf(body) : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Proposes the changes (POST /propose): a new proposal on a new branch, or, when the current
   * branch holds an open one, an update of it (a new commit, pushed; no second pull request).
   * Refused (409) while another operation runs; 422 when there is nothing to propose or no
   * identity. Failures after it started are answered, not thrown: `ok: false` with one sentence.
   */
  async propose(input: { title?: string; note?: string; name?: string; email?: string }): Promise<ProposeOutcome> {
    return this.exclusive(async () => {
      const git = this.git();
      try {
        if (input.name?.trim() && input.email?.trim()) {
          await git.addConfig("user.name", input.name.trim(), false, "local");
          await git.addConfig("user.email", input.email.trim(), false, "local");
        }
        const who = await this.identity();
        if (!who) throw new ProposeRefused(422, M.needsIdentity, { needsIdentity: true });
        const branch = await this.branch();
        const remembered = await this.remembered(branch);
        // A pull request merged or closed meanwhile is not updated: the changes become a new proposal.
        const open = remembered && !(await this.finished(remembered)) ? remembered : null;
        const changed = await this.changedFiles();
        if (!open && changed.length === 0) throw new ProposeRefused(422, M.nothing);

        const run = await this.opts.generate();
        if (!run.ok) return this.outcome(false, M.generatorProblems(run.problems), { problems: run.problems, details: run.details });

        const originUrl = await this.originUrl();
        const dest = destinationOf(originUrl, this.env);
        let proposal: Proposal;
        if (open) proposal = open;
        else {
          const title = input.title?.trim() || suggestedTitle(changed);
          const base = dest.kind === "none" ? (branch ?? "main") : await this.defaultBranch();
          const taken = new Set((await git.branchLocal()).all);
          const first = branchName(title, this.opts.now?.() ?? new Date());
          let name = first;
          for (let n = 2; taken.has(name); n++) name = `${first}-${n}`;
          await git.checkoutLocalBranch(name);
          proposal = { branch: name, title, note: input.note?.trim() ?? "", base, pushed: false, where: dest.kind };
          await this.remember(proposal);
        }
        const committed = await this.commit(who, proposal, Boolean(open));
        if (open && !committed && proposal.pushed && (proposal.number || dest.kind !== "github" || !this.env.GITHUB_TOKEN))
          return this.outcome(true, M.upToDate, { url: proposal.url });

        if (dest.kind === "none") {
          proposal = { ...proposal, where: "none" };
          await this.remember(proposal);
          return this.outcome(true, open ? M.updatedLocal : M.committedLocal);
        }
        await this.push(proposal.branch);
        proposal = { ...proposal, pushed: true, where: dest.kind };
        await this.remember(proposal);
        if (dest.kind === "other") return this.outcome(true, open ? M.updatedOther : M.pushedOther);

        const octokit = this.octokit();
        if (!octokit) {
          proposal = { ...proposal, url: compareUrl(dest, proposal.base, proposal.branch) };
          await this.remember(proposal);
          return this.outcome(true, open ? M.updatedNoToken : M.pushedNoToken, { url: proposal.url });
        }
        if (proposal.number) return this.outcome(true, M.updated, { url: proposal.url });
        const { data } = await octokit.rest.pulls.create({
          owner: dest.owner!,
          repo: dest.repo!,
          title: proposal.title,
          head: proposal.branch,
          base: proposal.base,
          body: [proposal.note, M.pullBody].filter(Boolean).join("\n\n"),
        });
        proposal = { ...proposal, number: data.number, url: data.html_url };
        await this.remember(proposal);
        return this.outcome(true, open ? M.updatedOpened : M.opened, { url: data.html_url });
      } catch (e) {
        if (e instanceof ProposeRefused) throw e;
        const kind = problemKind(e);
        const details = detailsOf(e);
        this.log(`propose: ${kind}: ${details}`);
        return this.outcome(false, problemSentence(kind), { details });
      }
    });
  }

  /** Stages and commits the proposed folders only; false when there was nothing to commit. */
  private async commit(who: { name: string; email: string }, p: Proposal, update: boolean): Promise<boolean> {
    const paths = PROPOSED_PATHS.filter((d) => existsSync(join(this.opts.root, d)));
    const git = this.git(who);
    await git.add(["-A", "--", ...paths]);
    const staged = (await git.diff(["--cached", "--name-only", "--", ...paths])).trim();
    if (!staged) return false;
    const message = update ? `${p.title} (update)` : [p.title, p.note].filter(Boolean).join("\n\n");
    // Only these paths: whatever else someone staged stays staged, uncommitted.
    const result = await git.commit(message, [...paths]);
    this.log(`propose: committed ${result.commit} on ${p.branch} (${staged.split("\n").length} files)`);
    return true;
  }

  private async push(branch: string): Promise<void> {
    const result = await this.git().push("origin", branch, ["--set-upstream"]);
    this.log(`propose: pushed ${branch} to origin${result.pushed.length ? "" : " (nothing new)"}`);
  }

  /**
   * Starts a new proposal (POST /proposal/new): fetches the default branch from origin and
   * switches to it, so the page shows the site as origin has it. Refused (409) while a proposal's
   * edits are not yet proposed, or while another operation runs.
   */
  async startNew(): Promise<ProposeOutcome> {
    return this.exclusive(async () => {
      const git = this.git();
      const open = await this.remembered(await this.branch());
      if ((await this.changedFiles()).length > 0) throw new ProposeRefused(409, M.unproposed);
      try {
        const originUrl = await this.originUrl();
        const base = open?.base ?? (originUrl ? await this.defaultBranch() : "main");
        // generated/ follows spec/: what the dev server left there is made again after the switch.
        await git.raw(["checkout", "--", "generated"]).catch(() => undefined);
        if (originUrl) {
          await git.fetch("origin", base);
          const local = (await git.branchLocal()).all.includes(base);
          if (local) {
            await git.checkout(base);
            await git.merge(["--ff-only", `origin/${base}`]);
          } else await git.checkout(["-b", base, "--track", `origin/${base}`]);
        } else await git.checkout(base);
        return this.outcome(true, M.startedNew);
      } catch (e) {
        const kind = problemKind(e);
        const details = detailsOf(e);
        this.log(`propose: start new: ${kind}: ${details}`);
        return this.outcome(false, problemSentence(kind), { details });
      }
    });
  }

  /** The answer of an operation, with the state after it (no longer busy). */
  private async outcome(ok: boolean, message: string, more: Partial<ProposeOutcome> = {}): Promise<ProposeOutcome> {
    return { ok, message, ...more, state: { ...(await this.state()), busy: false } };
  }
}

/** The preview's URL in the deploy workflow's comment: the branch's latest preview when given, else the commit's. */
export function previewOf(body: string): string | undefined {
  const latest = /Latest preview of this branch:\s*(https?:\/\/\S+)/.exec(body);
  const first = /Preview of \S+:\s*(https?:\/\/\S+)/.exec(body);
  return (latest ?? first)?.[1];
}

/** Git's or GitHub's own words of a failure, for the log and the "Details" (a token in them is masked). */
function detailsOf(e: unknown): string {
  const err = e as { message?: string; status?: number };
  const text = `${err?.status ? `HTTP ${err.status}: ` : ""}${err?.message ?? String(e)}`;
  return text
    .replace(/(gh[pousr]_|github_pat_)[A-Za-z0-9_]+/g, "$1***")
    .replace(/\/\/[^/@\s]+@/g, "//***@")
    .slice(0, 4000);
}

/** Octokit's own console logging, silenced: failures are answered and logged by {@link Proposals}. */
const quietLog = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
