/**
 * The content owner's loop, on `npm run dev` over a throwaway copy of the project
 * (the one the dev suites share, `devSandbox` in ../fixtures.ts):
 * a valid save shows on the open page without a reload; a broken save shows Vite's overlay
 * with file:line:col, which stays (also after a reload, over the page of problems the dev server
 * then answers) until the file is fixed; then the page recovers by itself, also when the fix is
 * saved right after the mistake.
 */
import { readFileSync } from "node:fs";
import { expect, hydrated, test } from "../fixtures";
import type { DevSandbox } from "../../support/dev-sandbox.ts";
import { openConnected } from "./editor-page.ts";

const FILE = "spec/services/media.yaml";
const TITLE = "    title: Media buying\n";
/** Where the typo the test adds under TITLE stands: the line after TITLE's, column 5. */
const TYPO_AT = `${FILE}:${readFileSync(FILE, "utf8").split(TITLE)[0]!.split("\n").length + 1}:5`;

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** The dev server the dev suites share (tests/e2e/fixtures.ts); its copy is put back after these tests. */
let sandbox: DevSandbox;
test.beforeAll(({ devSandbox }) => {
  sandbox = devSandbox;
});
test.afterAll(async ({ devSandbox }) => {
  await devSandbox.reset();
});

test("a save shows on the open page, a mistake stays in the overlay until fixed", async ({ page, problems }) => {
  // Opened while the spec is broken, a page is the dev server's page of problems, with status 500.
  problems.allow(/status of 500/);
  await openConnected(page, `${sandbox.origin}/services/media/media-buying`);
  await expect(page.locator("h1")).toContainText("Media buying");
  let loads = 0;
  page.on("load", () => loads++);

  // A valid edit appears without a reload.
  sandbox.edit(FILE, TITLE, "    title: Media buying desk\n");
  await expect(page.locator("h1")).toContainText("Media buying desk", { timeout: 10_000 });
  await expect(page).toHaveTitle(/Media buying desk/);
  expect(loads, "applied in place, not by a reload").toBe(0);

  // A broken edit: the editor's overlay names the record in plain words (file, line and column
  // behind "Details"), and stays once the dev server has done with the save.
  const mark = sandbox.output().length;
  sandbox.edit(FILE, "    title: Media buying desk\n", "    title: Media buying desk\n    titel: typo\n");
  const overlay = page.locator("blu-editor .spec-problems");
  await expect(overlay).toBeAttached({ timeout: 10_000 });
  await expect(overlay).toContainText('Media buying desk: has an unknown key "titel"');
  await expect(overlay.locator("details")).toContainText(TYPO_AT);
  expect(await sandbox.regenerated(mark), "the dev server finds the mistake").toBe(false);
  await expect(overlay).toBeAttached();
  await expect(page.locator("h1"), "the last valid content stays").toContainText("Media buying desk");

  // After a reload (or in a new tab) the page is the page of problems.
  await page.reload();
  await expect(page.locator("main")).toContainText(TYPO_AT, { timeout: 10_000 });
  const other = await page.context().newPage();
  await other.goto(`${sandbox.origin}/about`);
  await expect(other.locator("main")).toContainText(TYPO_AT, { timeout: 10_000 });
  await expect(other.locator("blu-editor .spec-problems"), "and the editor's overlay, in plain words").toContainText("has an unknown key", { timeout: 10_000 });
  await other.close();

  // Fixed: the overlay closes and the page shows the new content, with no manual reload.
  loads = 0;
  sandbox.edit(FILE, "    titel: typo\n", "");
  sandbox.edit(FILE, "    title: Media buying desk\n", "    title: Media buying team\n");
  await expect(page.locator("h1")).toContainText("Media buying team", { timeout: 10_000 });
  await expect(overlay).toHaveCount(0);
  expect(loads).toBe(0);

  // A text CI refuses (the house style, --strict): the page shows it, and the overlay says so until
  // it is fixed. A service's title is a name, kept as written; its description is checked (spelling).
  sandbox.edit(FILE, "secure better rates", "secure better center rates");
  await expect(page.locator("main")).toContainText("better center rates", { timeout: 10_000 });
  await expect(overlay).toContainText("1 text breaks the house style", { timeout: 10_000 });
  await expect(overlay).toContainText("centre");
  sandbox.edit(FILE, "secure better center rates", "secure better rates");
  await expect(page.locator("main")).not.toContainText("better center rates", { timeout: 10_000 });
  await expect(overlay).toHaveCount(0);
  expect(loads).toBe(0);
});

test("an island keeps its state when the page updates around it", async ({ page }) => {
  await openConnected(page, `${sandbox.origin}/services/media/media-buying`);
  const name = page.locator('form input[name="name"]').first();
  await name.fill("Amina");
  // The form wakes on interaction: its island is live (its module loaded) before the page updates.
  await hydrated(page, "Form");
  sandbox.edit(FILE, "    title: Media buying team\n", "    title: Media buying Office\n");
  await expect(page.locator("h1")).toContainText("Media buying Office", { timeout: 10_000 });
  await expect(name).toHaveValue("Amina");
});

test("saves right after one another: the dev server runs on the last, though its watcher reports only the first", async ({ page }) => {
  await openConnected(page, `${sandbox.origin}/services/media/media-buying`);
  const [valid, broken] = ["    title: Media buying Office\n", "    title: Media buying Office\n    titel: typo\n"];
  // Each broken save is mended 20 ms later, within the 50 ms in which the watcher drops a file's
  // further changes (scripts/dev/spec-watch.ts): the run it reported reads the broken file.
  for (let i = 0; i < 5; i++) {
    const mark = sandbox.output().length;
    sandbox.edit(FILE, valid, broken);
    await page.waitForTimeout(20);
    sandbox.edit(FILE, broken, valid);
    // The run the watcher reported may read the broken file; the one after it, however long a busy
    // machine makes it wait, must read the mended one.
    await expect.poll(() => sandbox.lastRun(mark), { timeout: 10_000, message: `save ${i + 1}: the last run is of the mended file` }).toBe("valid");
    // And the server is done with it (the page updated) before the next save.
    expect(await sandbox.regenerated(mark, 10_000), `save ${i + 1}: no run after the mended one`).toBe(true);
  }
  await expect(page.locator("blu-editor .spec-problems")).toHaveCount(0);
  await expect(page.locator("h1")).toContainText("Media buying Office");
});

test("answers any client: a page's HTML without Accept: text/html, and old URLs as the built site does", async ({ request }) => {
  const kenya = await request.get(`${sandbox.origin}/kenya`, { headers: { accept: "*/*" } });
  expect(kenya.status()).toBe(200);
  expect(kenya.headers()["content-type"]).toContain("text/html");
  expect(await kenya.text()).toContain("<h1");
  expect((await request.get(`${sandbox.origin}/no-such-page`, { headers: { accept: "*/*" } })).status()).toBe(404);
  // Two decisions added to the committed ones: a redirect first, and a gone page.
  sandbox.edit("spec/redirects.yaml", "redirects:\n", "redirects:\n  - { from: /old-kenya, to: /kenya }\n");
  sandbox.edit("spec/redirects.yaml", "gone: []\n", "gone:\n  - /retired-page\n");
  try {
    const moved = () => request.get(`${sandbox.origin}/old-kenya?from=mail`, { headers: { accept: "*/*" }, maxRedirects: 0 });
    await expect.poll(async () => (await moved()).status(), { timeout: 15_000 }).toBe(301);
    expect((await moved()).headers().location).toBe("/kenya?from=mail");
    expect((await request.get(`${sandbox.origin}/retired-page`, { headers: { accept: "*/*" } })).status()).toBe(410);
  } finally {
    sandbox.restore("spec/redirects.yaml");
  }
});
