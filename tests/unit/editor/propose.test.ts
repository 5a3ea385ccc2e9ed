/**
 * "Propose changes" of the page editor (editor/server/propose.ts), table-driven: the branch a
 * proposal gets, the title it is offered with, where origin is, the one sentence of each failure;
 * then proposals made on real temporary git repositories with a bare `origin` (no token, origin
 * not on GitHub, no remote, a stand-in of GitHub's pulls endpoint, a push refused, an unreachable
 * origin), each checked as the reviewer would find it: the branch, its commit's files, its author.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { type IncomingMessage, type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleGit } from "simple-git";
import { afterAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../editor/messages.ts";
import { editorApi } from "../../../editor/server/api.ts";
import {
  type GeneratorRun,
  type ProblemKind,
  Proposals,
  type ProposeEnv,
  ProposeRefused,
  branchName,
  changedThing,
  compareUrl,
  destinationOf,
  parseRemote,
  previewOf,
  problemKind,
  problemSentence,
  suggestedTitle,
} from "../../../editor/server/propose.ts";

describe("branchName: the title's words and the time (UTC)", () => {
  const at = new Date("2026-12-02T01:14:59Z");
  it.each([
    ["small words left out", "Update the home page", "content/update-home-page-20261202-0114"],
    ["accents and punctuation", "Café menu: prices & hours!", "content/cafe-menu-prices-hours-20261202-0114"],
    ["at most six words", "one two three four five six seven eight", "content/one-two-three-four-five-six-20261202-0114"],
    ["at most 40 characters", "Supercalifragilistic expialidocious wonderful marvellous text", "content/supercalifragilistic-expialidocious-20261202-0114"],
    ["nothing usable", "¿¡ — !?", "content/changes-20261202-0114"],
  ])("%s", (_, title, want) => expect(branchName(title, at)).toBe(want));
});

describe("the title offered, from the changed files", () => {
  it.each([
    ["spec/pages/home.yaml", "the home page"],
    ["spec/pages/social-media-ads.yaml", "the social media ads page"],
    ["spec/services/media.yaml", "Media services"],
    ["spec/services/categories.yaml", "the service categories"],
    ["spec/countries/south-africa.yaml", "the South africa page"],
    ["spec/people.yaml", "the people"],
    ["spec/forms/contact.yaml", "the contact form"],
    ["public/media/team/ada.jpg", "pictures"],
  ])("%s is %s", (file, want) => expect(changedThing(file)).toBe(want));

  it.each([
    [[], "Update the content"],
    [["spec/pages/home.yaml"], "Update the home page"],
    [["spec/pages/home.yaml", "spec/services/media.yaml"], "Update the home page and Media services"],
    [["public/media/a.jpg", "public/media/b.jpg", "spec/people.yaml", "spec/site.yaml"], "Update pictures, the people and the site settings"],
    [["spec/pages/home.yaml", "spec/pages/about.yaml", "spec/people.yaml", "spec/site.yaml"], "Update the home page, the about page and 2 more"],
  ])("%j", (files, want) => expect(suggestedTitle(files)).toBe(want));
});

describe("where origin is", () => {
  it.each([
    ["https", "https://github.com/blu/site.git", { host: "github.com", owner: "blu", repo: "site" }],
    ["https without .git", "https://github.com/blu/site", { host: "github.com", owner: "blu", repo: "site" }],
    ["https with a credential", "https://x-access-token:abc@github.com/blu/site.git", { host: "github.com", owner: "blu", repo: "site" }],
    ["scp-like ssh", "git@github.com:blu/site.git", { host: "github.com", owner: "blu", repo: "site" }],
    ["ssh URL", "ssh://git@github.com/blu/site.git", { host: "github.com", owner: "blu", repo: "site" }],
    ["another host", "https://gitlab.example.com/group/site.git", { host: "gitlab.example.com", owner: "group", repo: "site" }],
    ["a local path", "/tmp/origin.git", { host: null, owner: null, repo: null }],
    ["a file URL", "file:///tmp/origin.git", { host: null, owner: null, repo: null }],
  ])("parseRemote: %s", (_, url, want) => expect(parseRemote(url)).toEqual(want));

  it.each([
    ["no origin", null, {}, { kind: "none" }],
    ["GitHub by its URL", "git@github.com:blu/site.git", {}, { kind: "github", owner: "blu", repo: "site", web: "https://github.com" }],
    ["GITHUB_REPOSITORY first", "/srv/site.git", { GITHUB_REPOSITORY: "acme/web" }, { kind: "github", owner: "acme", repo: "web", web: "https://github.com" }],
    [
      "GitHub Enterprise by GITHUB_SERVER_URL",
      "https://git.acme.test/acme/web.git",
      { GITHUB_SERVER_URL: "https://git.acme.test" },
      { kind: "github", owner: "acme", repo: "web", web: "https://git.acme.test" },
    ],
    ["another host", "https://gitlab.example.com/group/site.git", {}, { kind: "other" }],
    ["a local path", "/srv/site.git", {}, { kind: "other" }],
  ])("destinationOf: %s", (_, url, env, want) => expect(destinationOf(url, env as ProposeEnv)).toEqual(want));

  it("the compare page of a branch", () => {
    expect(compareUrl({ kind: "github", owner: "blu", repo: "site", web: "https://github.com" }, "main", "content/update-home-page-20261202-0114")).toBe(
      "https://github.com/blu/site/compare/main...content/update-home-page-20261202-0114?expand=1",
    );
  });

  it("the preview's URL in the deploy workflow's comment", () => {
    expect(previewOf("<!-- pages-preview -->\nPreview of abc1234: https://abc.site.pages.dev")).toBe("https://abc.site.pages.dev");
    expect(
      previewOf("<!-- pages-preview -->\nPreview of abc1234: https://abc.site.pages.dev\nLatest preview of this branch: https://content-x.site.pages.dev"),
    ).toBe("https://content-x.site.pages.dev");
    expect(previewOf("a comment by a person")).toBeUndefined();
  });
});

describe("a failure is one plain sentence", () => {
  const http = (status: number, response = true) => Object.assign(new Error("x"), { name: "HttpError", status, ...(response ? { response: {} } : {}) });
  it.each([
    ["push rejected", new Error(" ! [rejected]        content/x -> content/x (fetch first)\nerror: failed to push some refs"), "rejected"],
    ["refused by a hook", new Error(" ! [remote rejected] content/x -> content/x (pre-receive hook declined)"), "rejected"],
    ["no network (git)", new Error("fatal: unable to access 'https://github.com/blu/site.git/': Could not resolve host: github.com"), "network"],
    ["no network (API)", http(500, false), "network"],
    [
      "authentication (git)",
      new Error("remote: Permission to blu/site.git denied to ada.\nfatal: unable to access: The requested URL returned error: 403"),
      "permission",
    ],
    ["token refused", http(401), "permission"],
    ["token without permission", http(403), "permission"],
    ["repository not visible", http(404), "permission"],
    ["pull request exists", http(422), "exists"],
    ["a conflict", new Error("error: Your local changes to the following files would be overwritten by checkout:\n\tspec/site.yaml"), "conflict"],
    ["anything else", new Error("fatal: bad object"), "unknown"],
  ])("%s", (_, error, kind) => expect(problemKind(error)).toBe(kind));

  it("the sentences", () => {
    const kinds: ProblemKind[] = ["rejected", "network", "permission", "conflict", "exists", "unknown"];
    expect(Object.fromEntries(kinds.map((k) => [k, problemSentence(k)]))).toMatchInlineSnapshot(`
      {
        "conflict": "Your changes clash with other changes to the same content. Nothing was lost; ask your developer to combine them.",
        "exists": "GitHub refused the proposal (one for these changes may be open already). Your changes are safe here and were sent.",
        "network": "The online repository could not be reached. Your changes are safe here: check the connection and try again.",
        "permission": "You are not allowed to propose changes to this site's repository. Your changes are safe here; ask your developer for access.",
        "rejected": "The online repository refused the proposal (it may have changed meanwhile). Your changes are safe here; ask your developer for help.",
        "unknown": "Something went wrong while proposing. Your changes are safe here; the details below help your developer.",
      }
    `);
  });
});

// ---- On real repositories ----------------------------------------------------------------

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** The person, as Codespaces names them. */
const PERSON = { GIT_COMMITTER_NAME: "Ada Content", GIT_COMMITTER_EMAIL: "ada@example.test" };

/** A project with spec/, generated/, public/media/ and a README committed on main; origin a bare repository with main pushed (unless `remote` is false). */
async function project(remote: boolean | string = true) {
  const dir = mkdtempSync(join(tmpdir(), "blu-propose-"));
  temps.push(dir);
  const root = join(dir, "work");
  const origin = join(dir, "origin.git");
  for (const d of ["spec/pages", "generated", "public/media"]) mkdirSync(join(root, d), { recursive: true });
  writeFileSync(join(root, "spec/pages/home.yaml"), "heading: Hello\n");
  writeFileSync(join(root, "generated/content.txt"), "heading: Hello\n");
  writeFileSync(join(root, "public/media/a.txt"), "a\n");
  writeFileSync(join(root, "README.md"), "readme\n");
  const git = simpleGit({ baseDir: root, config: ["user.name=Setup", "user.email=setup@example.test"] });
  await git.init(["-b", "main"]);
  await git.add(".");
  await git.commit("the project");
  if (remote) {
    await simpleGit().init(true, [origin, "-b", "main"]);
    await git.addRemote("origin", typeof remote === "string" ? remote : origin);
    if (remote === true) await git.push("origin", "main");
  }
  // HOME elsewhere: git's global config (a name, say) is not this person's. An editor, a pager
  // and an askpass helper as a terminal may have them: never passed to git.
  const env: ProposeEnv = { PATH: process.env.PATH, HOME: dir, XDG_CONFIG_HOME: dir, EDITOR: "vi", GIT_PAGER: "less", GIT_ASKPASS: "/bin/false" };
  return { root, origin, git, env, dir };
}

/** The generator stand-in: generated/content.txt follows spec/pages/home.yaml; "heading: BAD" is a problem. */
const fakeGenerator = (root: string) => (): GeneratorRun => {
  const text = readFileSync(join(root, "spec/pages/home.yaml"), "utf8");
  if (text.includes("BAD")) return { ok: false, problems: 1, details: "spec/pages/home.yaml:1:10 heading: BAD is not allowed" };
  writeFileSync(join(root, "generated/content.txt"), text);
  return { ok: true };
};

const proposals = (p: { root: string; env: ProposeEnv }, env: ProposeEnv = {}) =>
  new Proposals({ root: p.root, env: { ...p.env, ...env }, generate: fakeGenerator(p.root), now: () => new Date("2026-12-02T01:14:00Z") });

/** The files of a branch's last commit, its author and its parent's count of lines of log, as seen in `origin` (or the work tree). */
async function commitOf(repo: string, ref: string) {
  const git = simpleGit(repo);
  const files = (await git.raw(["diff-tree", "--no-commit-id", "--name-only", "-r", ref])).trim().split("\n").sort();
  const author = (await git.raw(["log", "-1", "--format=%an <%ae>|%cn <%ce>", ref])).trim();
  return { files, author };
}

// Real git repositories and processes: seconds each on a loaded 2-core machine.
describe("proposing on a real repository", { timeout: 30_000 }, () => {
  it("without a token: pushed to origin, only spec/, public/media/ and generated/ committed, by the person; the compare page shown", async () => {
    const p = await project();
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    writeFileSync(join(p.root, "public/media/b.txt"), "b\n");
    writeFileSync(join(p.root, "README.md"), "readme changed, not content\n");
    const r = await proposals(p, { ...PERSON, GITHUB_REPOSITORY: "blu/site" }).propose({ title: "Update the home page", note: "New welcome" });
    const branch = "content/update-home-page-20261202-0114";
    expect(r).toMatchObject({ ok: true, url: `https://github.com/blu/site/compare/main...${branch}?expand=1` });
    expect(r.message).toMatchInlineSnapshot(`"Your changes are sent. One step is left: open the link and press “Create pull request” to ask for review."`);
    expect(await simpleGit(p.origin).raw(["ls-remote", p.origin, branch])).toContain(`refs/heads/${branch}`);
    expect(await commitOf(p.origin, branch)).toEqual({
      files: ["generated/content.txt", "public/media/b.txt", "spec/pages/home.yaml"],
      author: "Ada Content <ada@example.test>|Ada Content <ada@example.test>",
    });
    expect((await p.git.status()).modified, "the other file stays changed, uncommitted").toEqual(["README.md"]);
    expect(readFileSync(join(p.root, "spec/pages/home.yaml"), "utf8"), "the page still shows the proposal").toBe("heading: Welcome\n");
    expect(r.state.proposal).toMatchObject({ branch, title: "Update the home page", base: "main", pushed: true, where: "github" });
  });

  it("further edits update the open proposal: a new commit on its branch, pushed; it is remembered across restarts", async () => {
    const p = await project();
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    await proposals(p, PERSON).propose({ title: "Update the home page" });
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome home\n");
    // A new Proposals: the dev server restarted.
    const again = proposals(p, PERSON);
    expect((await again.state()).proposal?.branch).toBe("content/update-home-page-20261202-0114");
    const r = await again.propose({});
    expect(r.message).toMatchInlineSnapshot(`"Proposal updated in the project's repository (not on GitHub): ask your developer to review it."`);
    const log = await simpleGit(p.origin).log({ from: "main", to: "content/update-home-page-20261202-0114" });
    expect(log.total).toBe(2);
    expect(await simpleGit(p.origin).show(["content/update-home-page-20261202-0114:spec/pages/home.yaml"])).toBe("heading: Welcome home\n");
    expect((await again.propose({})).message).toMatchInlineSnapshot(`"The proposal already has all your changes."`);
  });

  it("origin not on GitHub: pushed there, and the panel says so", async () => {
    const p = await project();
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    const r = await proposals(p, { ...PERSON, GITHUB_TOKEN: "ghp_unused" }).propose({ title: "Update the home page" });
    expect(r.ok).toBe(true);
    expect(r.message).toMatchInlineSnapshot(`"Your changes are sent to the project's repository, which is not on GitHub: ask your developer to review them."`);
    expect(await simpleGit(p.origin).branch()).toMatchObject({ all: expect.arrayContaining(["content/update-home-page-20261202-0114"]) });
  });

  it("no remote: committed on the branch, and the panel says so", async () => {
    const p = await project(false);
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    const r = await proposals(p, PERSON).propose({ title: "Update the home page" });
    expect(r.message).toMatchInlineSnapshot(
      `"Your changes are saved as a proposal on this computer only (this copy of the site has no online repository): ask your developer to send it."`,
    );
    expect((await p.git.branchLocal()).current).toBe("content/update-home-page-20261202-0114");
    expect((await commitOf(p.root, "HEAD")).files).toEqual(["generated/content.txt", "spec/pages/home.yaml"]);
  });

  it("problems found by the generator: nothing committed, the edits stay, the panel says it plainly", async () => {
    const p = await project();
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: BAD\n");
    const r = await proposals(p, PERSON).propose({ title: "Update the home page" });
    expect(r).toMatchObject({ ok: false, problems: 1 });
    expect(r.message).toMatchInlineSnapshot(`"Not proposed: the content has 1 problem to fix first. Nothing was sent; your changes are still here."`);
    expect((await p.git.branchLocal()).current).toBe("main");
    expect((await p.git.status()).modified).toEqual(["spec/pages/home.yaml"]);
  });

  it("git knows no name: asked for, then stored in the repository's config", async () => {
    const p = await project();
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    const props = proposals(p);
    expect((await props.state()).needsIdentity).toBe(true);
    await expect(props.propose({ title: "Update the home page" })).rejects.toMatchObject({ status: 422, extra: { needsIdentity: true } });
    const r = await props.propose({ title: "Update the home page", name: "Ada Content", email: "ada@example.test" });
    expect(r.ok).toBe(true);
    expect((await p.git.getConfig("user.name", "local")).value).toBe("Ada Content");
    expect((await commitOf(p.origin, "content/update-home-page-20261202-0114")).author).toBe("Ada Content <ada@example.test>|Ada Content <ada@example.test>");
  });

  it("one operation at a time; nothing to propose is said plainly", async () => {
    const p = await project();
    const props = proposals(p, PERSON);
    await expect(props.propose({})).rejects.toMatchObject({ status: 422, message: "There is nothing to propose: no change since the site as it is." });
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    const first = props.propose({ title: "Update the home page" });
    await expect(props.propose({ title: "again" })).rejects.toBeInstanceOf(ProposeRefused);
    await expect(props.startNew()).rejects.toMatchObject({ status: 409 });
    expect((await first).ok).toBe(true);
  });

  it("start a new proposal: refused while edits are unproposed; then back on main as origin has it, the proposal kept", async () => {
    const p = await project();
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    const props = proposals(p, PERSON);
    await props.propose({ title: "Update the home page" });
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome again\n");
    await expect(props.startNew()).rejects.toMatchObject({ status: 409 });
    await props.propose({});
    // Someone else's change merged on origin meanwhile.
    const other = join(p.dir, "other");
    await simpleGit().clone(p.origin, other);
    writeFileSync(join(other, "README.md"), "merged elsewhere\n");
    await simpleGit({ baseDir: other, config: ["user.name=B", "user.email=b@example.test"] })
      .add(".")
      .commit("elsewhere")
      .push("origin", "main");
    const r = await props.startNew();
    expect(r.message).toMatchInlineSnapshot(`"You are working on the site as it is now. Your proposed changes show again once they are accepted."`);
    expect((await p.git.branchLocal()).current).toBe("main");
    expect(readFileSync(join(p.root, "spec/pages/home.yaml"), "utf8")).toBe("heading: Hello\n");
    expect(readFileSync(join(p.root, "README.md"), "utf8")).toBe("merged elsewhere\n");
    expect(r.state.proposal).toBeNull();
    expect((await p.git.getConfig("branch.content/update-home-page-20261202-0114.bluProposal", "local")).value).toContain("Update the home page");
  });

  it("a push refused by origin, and an origin that cannot be reached: one sentence, the edits kept", async () => {
    const p = await project();
    const hook = join(p.origin, "hooks/pre-receive");
    writeFileSync(hook, "#!/bin/sh\necho 'refused by policy' >&2\nexit 1\n");
    chmodSync(hook, 0o755);
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    const props = proposals(p, PERSON);
    const r = await props.propose({ title: "Update the home page" });
    expect(r).toMatchObject({ ok: false, message: problemSentence("rejected") });
    expect(r.details).toContain("refused by policy");
    expect(readFileSync(join(p.root, "spec/pages/home.yaml"), "utf8")).toBe("heading: Welcome\n");
    rmSync(hook);
    // Trying again sends what was committed.
    expect((await props.propose({})).ok).toBe(true);

    const q = await project("http://127.0.0.1:9/nowhere.git");
    writeFileSync(join(q.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    const n = await proposals(q, PERSON).propose({ title: "Update the home page" });
    expect(n).toMatchObject({ ok: false, message: problemSentence("network") });
    expect(readFileSync(join(q.root, "spec/pages/home.yaml"), "utf8")).toBe("heading: Welcome\n");
  });
});

/**
 * A stand-in of GitHub's REST API: answers POST /repos/{owner}/{repo}/pulls with `status` (the
 * first pull request is number 6, then 7...), and GET /repos/{owner}/{repo}/pulls/{number} with
 * `pull.answer` once a test sets it (404 before); records what it received.
 */
async function standIn(status: number) {
  const received: { url: string; auth: string; body: Record<string, unknown> }[] = [];
  const pull: { answer?: { state: string; merged: boolean } } = {};
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    received.push({ url: `${req.method} ${req.url}`, auth: String(req.headers.authorization), body: body ? JSON.parse(body) : {} });
    res.setHeader("content-type", "application/json");
    if (req.method === "POST" && /^\/repos\/[^/]+\/[^/]+\/pulls$/.test(req.url ?? "")) {
      const number = 5 + received.filter((r) => r.url.startsWith("POST")).length;
      res.statusCode = status;
      res.end(
        JSON.stringify(
          status === 201
            ? { number, html_url: `https://github.com/blu/site/pull/${number}`, state: "open" }
            : { message: "Resource not accessible by integration" },
        ),
      );
    } else if (req.method === "GET" && /^\/repos\/[^/]+\/[^/]+\/pulls\/\d+$/.test(req.url ?? "") && pull.answer) {
      res.statusCode = 200;
      res.end(JSON.stringify({ number: Number(req.url?.split("/").pop()), ...pull.answer }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ message: "Not Found" }));
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, pull, close: () => new Promise((r) => server.close(r)) };
}

// Real git repositories and processes: seconds each on a loaded 2-core machine.
describe("with a token: the pull request through GitHub's REST API", { timeout: 30_000 }, () => {
  it("opens it against the default branch, once; updates add commits only", async () => {
    const api = await standIn(201);
    try {
      const p = await project();
      writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
      const env = { ...PERSON, GITHUB_TOKEN: "ghs_token123", GITHUB_REPOSITORY: "blu/site", GITHUB_API_URL: api.url };
      const r = await proposals(p, env).propose({ title: "Update the home page", note: "New welcome" });
      expect(r).toMatchObject({ ok: true, url: "https://github.com/blu/site/pull/6", state: { proposal: { number: 6 } } });
      expect(r.message).toMatchInlineSnapshot(`"Proposed. Your changes are waiting for review."`);
      expect(api.received).toEqual([
        {
          url: "POST /repos/blu/site/pulls",
          auth: "token ghs_token123",
          body: {
            title: "Update the home page",
            head: "content/update-home-page-20261202-0114",
            base: "main",
            body: "New welcome\n\nProposed from the page editor.",
          },
        },
      ]);
      writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome home\n");
      const u = await proposals(p, env).propose({});
      expect(u.message).toMatchInlineSnapshot(`"Proposal updated: the reviewer sees your new changes."`);
      expect(api.received.filter((x) => x.url.endsWith("/pulls"))).toHaveLength(1);
      // The preview is looked for quietly: the stand-in has no comments endpoint.
      expect((await proposals(p, env).state(true)).preview).toBeUndefined();
    } finally {
      await api.close();
    }
  });

  it("a pull request merged meanwhile is not updated: the next changes become a new proposal, on a branch of its own", async () => {
    const api = await standIn(201);
    try {
      const p = await project();
      const env = { ...PERSON, GITHUB_TOKEN: "ghs_token123", GITHUB_REPOSITORY: "blu/site", GITHUB_API_URL: api.url };
      writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
      await proposals(p, env).propose({ title: "Update the home page" });
      api.pull.answer = { state: "closed", merged: true };
      const props = proposals(p, env);
      expect((await props.state(true)).finished).toBe("merged");
      writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome home\n");
      const r = await props.propose({ title: "Update the home page" });
      expect(r).toMatchObject({ ok: true, url: "https://github.com/blu/site/pull/7", state: { proposal: { number: 7 } } });
      // The same title in the same minute: the branch name is made unique.
      expect(r.state.proposal?.branch).toBe("content/update-home-page-20261202-0114-2");
      expect(api.received.filter((x) => x.url.endsWith("/pulls"))).toHaveLength(2);
    } finally {
      await api.close();
    }
  });

  it("a token without permission: one sentence; the branch is pushed, the edits kept", async () => {
    const api = await standIn(403);
    try {
      const p = await project();
      writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
      const r = await proposals(p, { ...PERSON, GITHUB_TOKEN: "ghs_token123", GITHUB_REPOSITORY: "blu/site", GITHUB_API_URL: api.url }).propose({
        title: "Update the home page",
      });
      expect(r).toMatchObject({ ok: false, message: problemSentence("permission") });
      expect(r.details).not.toContain("ghs_token123");
      expect(readFileSync(join(p.root, "spec/pages/home.yaml"), "utf8")).toBe("heading: Welcome\n");
    } finally {
      await api.close();
    }
  });
});

// Real git repositories and processes: seconds each on a loaded 2-core machine.
describe("the endpoints", { timeout: 30_000 }, () => {
  it("answer only the dev server's own pages, with the token; the state says what the panel shows", async () => {
    const p = await project();
    writeFileSync(join(p.root, "spec/pages/home.yaml"), "heading: Welcome\n");
    let host = "";
    const token = "t".repeat(32);
    const middleware = editorApi({
      root: p.root,
      token,
      allowed: () => ({ hosts: [host], origins: [`http://${host}`] }),
      pageHtml: async () => "",
      written: () => undefined,
      env: { ...p.env, ...PERSON },
    });
    const server = createServer((req, res) => void middleware(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const send = (path: string, headers: Record<string, string>, method = "POST") =>
        fetch(`http://${host}${path}`, { method, headers, ...(method === "POST" ? { body: "{}" } : {}) });
      const own = { origin: `http://${host}`, "x-blu-editor-token": token, "content-type": "application/json" };
      expect((await send("/propose", { ...own, origin: "https://evil.example" })).status).toBe(403);
      expect((await send("/propose", { ...own, "x-blu-editor-token": "wrong" })).status).toBe(403);
      expect((await send("/proposal/new", { ...own, origin: "https://evil.example" })).status).toBe(403);
      const state = await send("/proposal", { "x-blu-editor-token": token }, "GET");
      expect(state.status).toBe(200);
      expect(await state.json()).toEqual({
        proposal: null,
        changed: ["spec/pages/home.yaml"],
        title: "Update the home page",
        needsIdentity: false,
        busy: false,
      });
      // Starting anew with edits not yet proposed: refused, plainly.
      const refused = await send("/proposal/new", own);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({ error: MESSAGES.propose.unproposed });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
