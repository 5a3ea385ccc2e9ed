/**
 * Drafts and a broken spec in `npm run dev`, on a throwaway copy of the project
 * (the one the dev suites share, `devSandbox` in ../fixtures.ts) whose spec/ gets a draft page (/careers, a whole file marked
 * `draft: true`), a draft leader on /about and a draft project (records marked so):
 *
 * - the dev server shows them, marked, and keeps them out of generated/: while it runs,
 *   `npm run generate -- --check` passes and `npm run build` run beside it builds neither the
 *   page, the leader nor the project (nor its stylesheet rule), nor lists their pages in
 *   sitemap.xml; a save to a draft updates the open page in place and leaves generated/ alone;
 *   once the server stops, generated/ is byte for byte what it was;
 * - with a broken spec, a page request gets status 500 and every problem as HTML (as `curl` sees
 *   it: file:line:col, message, hint, YAML frame, escaped, no inline script), other requests are
 *   served as usual, and a page opened meanwhile turns into the page, in place, once fixed.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { expect, hydrated, test } from "../fixtures";
import type { DevSandbox } from "../../support/dev-sandbox.ts";
import { addDraftPage } from "../../unit/support/drafts.ts";
import { editOnce, snapshotDir } from "../../unit/support/tmp-root.ts";
import { openConnected } from "./editor-page.ts";
import { BUILD_ENTRY } from "../../../scripts/build/build-start.mjs";

/** The draft leader's name: on the dev server's /about only. */
const LEADER = "Amara Draftwell";
/** The draft project: its key (its URL /project/<key>), title and tile height (a rule of generated/theme.css of its own). */
const PROJECT = { key: "draft-showcase", title: "Draft Showcase Project", height: 650 } as const;
/** The stylesheet rule only the draft project's tile height makes (generated/theme.css; quotes escaped or not). */
const PROJECT_RULE = new RegExp(`data-tile-height=\\\\?"${PROJECT.height}\\\\?"`);

/** The file the test breaks, and the line under which it adds an unknown key. */
const BROKEN_FILE = "spec/services/media.yaml";
const TITLE = "    title: Media buying\n";
/** Where the typo the test adds under TITLE stands: the line after TITLE's, column 5. */
const TYPO_LINE = readFileSync(BROKEN_FILE, "utf8").split(TITLE)[0]!.split("\n").length + 1;

/**
 * The fixture: a draft page of sections at /careers (its file says draft: true), a draft leader
 * on /about and a draft project (records marked so), each new, so that the published spec is
 * the project's own and generated/ is current for it.
 */
function addDrafts(root: string): void {
  const projects = parseDocument(readFileSync(join(root, "spec/projects.yaml"), "utf8"));
  const project = (projects.getIn(["projects", 0]) as YAMLMap).clone() as YAMLMap;
  project.set("key", PROJECT.key);
  project.set("title", PROJECT.title);
  project.set("draft", true);
  project.setIn(["tile", "height"], PROJECT.height);
  (projects.get("projects") as YAMLSeq).add(project);
  writeFileSync(join(root, "spec/projects.yaml"), projects.toString());
  addDraftPage(root);
  // A draft person of spec/people.yaml, whom the about page names by key: the build leaves them out of the team.
  editOnce(
    root,
    "spec/people.yaml",
    "people:\n",
    [
      "people:",
      "  - key: amara-draftwell",
      `    name: ${LEADER}`,
      "    draft: true",
      "    role: Head of Careers",
      "    office: Kampala",
      "    image: { src: /media/team/portrait-daniel-ssempijja.svg, alt: Abstract placeholder for a draft leader's portrait }",
      '    linkedin: "https://www.linkedin.com/in/amara-draftwell-example"',
      "",
    ].join("\n"),
  );
  editOnce(root, "spec/pages/about.yaml", "  leaders:\n", "  leaders:\n    - amara-draftwell\n");
}

/** Runs a command in the copy; returns its exit code and output. */
function run(root: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): { status: number | null; output: string } {
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: "utf8", env: { ...process.env, FORCE_COLOR: "0", ...env }, maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** The dev server the dev suites share (tests/e2e/fixtures.ts); its copy is put back after these tests. */
let sandbox: DevSandbox;
/** generated/ of the copy before the drafts were added: SHA-256 by path. */
let before: Record<string, string>;

test.beforeAll(async ({ devSandbox }) => {
  sandbox = devSandbox;
  before = snapshotDir(join(sandbox.root, "generated"));
  await sandbox.change(addDrafts);
});
test.afterAll(async ({ devSandbox }) => {
  await devSandbox.reset();
});

test("the dev server shows the drafts, marked; generated/ holds none", async ({ page }) => {
  await page.goto(`${sandbox.origin}/careers`);
  await expect(page.locator("h1")).toHaveText("Careers");
  await expect(page.locator('[data-slot="draft-marker"]')).toBeVisible();
  await page.goto(`${sandbox.origin}/about`);
  await expect(page.getByText(LEADER, { exact: true })).toBeVisible();
  await page.goto(`${sandbox.origin}/project/${PROJECT.key}`);
  await expect(page.locator("h1")).toHaveText(PROJECT.title);
  // Its tile height's rule reaches the stylesheet (Tailwind reads the theme from disk: a copy).
  expect(await (await page.request.get(`${sandbox.origin}/runtime/styles/app.css`)).text()).toMatch(PROJECT_RULE);
  expect(snapshotDir(join(sandbox.root, "generated")), "generated/ as the published spec makes it").toEqual(before);
});

test("beside the dev server, generate --check passes and the build leaves the drafts out", async ({ request }) => {
  test.setTimeout(300_000);
  const check = run(sandbox.root, ["generator/bin.mjs", "--check", "--no-cache"]);
  expect(check.status, check.output).toBe(0);
  // Its own build records: the copy's node_modules is the project's (scripts/build/build-inputs.ts).
  const build = run(sandbox.root, [BUILD_ENTRY], { BLU_BUILD_CACHE: ".cache/blu-build" });
  expect(build.status, build.output).toBe(0);
  const dist = join(sandbox.root, "dist");
  expect(existsSync(join(dist, "about.html")), "the build wrote its pages").toBe(true);
  expect(existsSync(join(dist, "careers.html")), "no draft page in dist/").toBe(false);
  const sitemap = readFileSync(join(dist, "sitemap.xml"), "utf8");
  expect(sitemap).toContain("/about");
  expect(sitemap).not.toContain("/careers");
  expect(sitemap).not.toContain(PROJECT.key);
  expect(readFileSync(join(dist, "about.html"), "utf8")).not.toContain(LEADER);
  expect(existsSync(join(dist, `project/${PROJECT.key}.html`)), "no draft project in dist/").toBe(false);
  expect(readFileSync(join(dist, "projects.html"), "utf8")).not.toContain(PROJECT.title);
  const css = readdirSync(join(dist, "assets")).filter((f) => f.endsWith(".css"));
  expect(css.length).toBeGreaterThan(0);
  for (const f of css) expect(readFileSync(join(dist, "assets", f), "utf8"), f).not.toMatch(PROJECT_RULE);
  // The dev server still shows them, and generated/ is still the published spec's.
  const careers = await request.get(`${sandbox.origin}/careers`, { headers: { accept: "*/*" } });
  expect(careers.status()).toBe(200);
  expect(await careers.text()).toContain('data-slot="draft-marker"');
  expect(snapshotDir(join(sandbox.root, "generated"))).toEqual(before);
});

test("a save to a draft shows on the open page in place; generated/ stays as it was", async ({ page }) => {
  await openConnected(page, `${sandbox.origin}/careers`);
  let loads = 0;
  page.on("load", () => loads++);
  sandbox.edit("spec/routes.yaml", "    heading: Careers\n", "    heading: Careers at BLU\n");
  await expect(page.locator("h1")).toHaveText("Careers at BLU", { timeout: 10_000 });
  expect(loads, "applied in place, not by a reload").toBe(0);
  expect(snapshotDir(join(sandbox.root, "generated"))).toEqual(before);
});

test("with a broken spec a page answers 500 with the problems as HTML, and 200 once fixed", async ({ request }) => {
  const get = (path: string, accept = "*/*") => request.get(`${sandbox.origin}${path}`, { headers: { accept } });
  sandbox.edit(BROKEN_FILE, TITLE, `${TITLE}    titel: <typo>\n`);
  try {
    await expect.poll(async () => (await get("/kenya")).status(), { timeout: 15_000 }).toBe(500);
    const res = await get("/kenya");
    expect(res.headers()["content-type"]).toContain("text/html");
    const html = await res.text();
    expect(html).toContain(`<code class="where">${BROKEN_FILE}:${TYPO_LINE}:5</code>`);
    expect(html).toContain("has an unknown key &quot;titel&quot;");
    expect(html).toContain('<p class="hint">hint: allowed keys: ');
    expect(html, "the YAML frame, escaped").toContain(`&gt; ${TYPO_LINE} |     titel: &lt;typo&gt;`);
    // No inline script of the page's own: the one inline script is Vite's React preamble, which
    // the page editor (and its plain-words overlay of these problems) needs, as on every dev page.
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(
      inline.filter((code) => !code.includes('from "/@react-refresh"')),
      "no inline script",
    ).toEqual([]);
    expect(html, "the page editor, for its overlay in plain words").toContain('name="blu-editor-token"');
    expect(html, "no style attribute").not.toMatch(/\sstyle=/);
    // Every page request, whatever it asks for; other requests are served as usual.
    expect((await get("/no-such-page", "text/html")).status()).toBe(500);
    expect((await get("/runtime/app/dev/refresh.ts")).status()).toBe(200);
    expect((await get("/favicon.svg")).status()).toBe(200);
  } finally {
    sandbox.edit(BROKEN_FILE, `${TITLE}    titel: <typo>\n`, TITLE);
  }
  await expect.poll(async () => (await get("/kenya")).status(), { timeout: 15_000 }).toBe(200);
});

test("a page opened while the spec is broken shows the problems, then turns into the page in place", async ({ page, problems }) => {
  problems.allow(/status of 500/);
  sandbox.edit(BROKEN_FILE, TITLE, `${TITLE}    titel: typo\n`);
  try {
    await expect.poll(async () => (await page.request.get(`${sandbox.origin}/careers`)).status(), { timeout: 15_000 }).toBe(500);
    const res = await openConnected(page, `${sandbox.origin}/careers`);
    expect(res?.status()).toBe(500);
    await expect(page.locator("h1")).toHaveText("1 problem in spec/");
    await expect(page.locator("h1")).toBeVisible();
  } catch (e) {
    sandbox.edit(BROKEN_FILE, `${TITLE}    titel: typo\n`, TITLE);
    throw e;
  }
  let loads = 0;
  page.on("load", () => loads++);
  sandbox.edit(BROKEN_FILE, `${TITLE}    titel: typo\n`, TITLE);
  await expect(page.locator("h1")).toHaveText("Careers at BLU", { timeout: 10_000 });
  await expect(page.locator('[data-slot="draft-marker"]')).toBeVisible();
  await expect(page.locator("vite-error-overlay")).toHaveCount(0);
  await expect(page.locator('link[rel="stylesheet"][href="/runtime/styles/app.css"]'), "the page's own head").toBeAttached();
  await expect(page.locator("html"), "its island loader runs").toHaveAttribute("data-loader", "ready");
  // An island woken by the pointer hydrates (React Fast Refresh's preamble ran with the new head).
  await page.locator('blu-island[name="MenuToggle"]:visible').first().hover();
  await hydrated(page, "MenuToggle");
  expect(loads, "applied in place, not by a reload").toBe(0);
});

test("once the dev server stops, generated/ is byte for byte what it was", async () => {
  await sandbox.halt();
  expect(snapshotDir(join(sandbox.root, "generated"))).toEqual(before);
  // Started again on the same copy, for the suites that share it.
  await sandbox.start();
});
