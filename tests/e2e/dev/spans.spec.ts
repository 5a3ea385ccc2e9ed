/**
 * One save for a change that spans files, and Changes you can undo (docs/content/editing.md,
 * "One save for a change that spans files", "Add a person to a team", "Changes"), on `npm run
 * dev` over the dev suites' shared sandbox (../fixtures.ts), with the frozen launch content:
 * a slug renamed in one save takes its references and its redirect along and the old address
 * answers 301; a leader added from the about page's panel as a new person; a discard undone.
 * With EDITOR_SHOTS_DIR set, it also takes the screenshots of those docs sections there.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { MESSAGES } from "../../../editor/messages.ts";
import type { DevSandbox } from "../../support/dev-sandbox.ts";
import { expect, test } from "../fixtures";
import { panel as editorPanel, field, openPage, readIn } from "./editor-page.ts";

test.describe.configure({ mode: "serial", timeout: 90_000 });

let sandbox: DevSandbox;
test.beforeAll(({ devSandbox }) => {
  sandbox = devSandbox;
});
test.afterAll(async ({ devSandbox }) => {
  await devSandbox.reset();
});

const read = (file: string) => readIn(sandbox, file);
const panel = (page: Page) => editorPanel(page).first();
const SHOTS = process.env.EDITOR_SHOTS_DIR;
/** A screenshot for docs/content/editing.md (JPEG, 1280 wide), when EDITOR_SHOTS_DIR names where. */
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, name), type: "jpeg", quality: 80 });
}

const open = (page: Page, path: string) => openPage(page, sandbox, path);

test("a service's slug renamed in one save: every reference and the redirect written, the old address answers 301", async ({ page }) => {
  const [file, section] = ["spec/services/media.yaml", "spec/service-sections/media.yaml"];
  const [from, to] = ["/services/media/media-buying", "/services/media/media-buys"];
  const index = (parse(read(file)) as { services: { slug: string }[] }).services.findIndex((s) => s.slug === "media-buying");
  await open(page, from);
  await page.locator("h1").click({ modifiers: ["Alt"] });
  await field(page, ["services", index, "slug"]).fill("media-buys");
  // The panel names where the key is used (changed too) and the old address it sends on.
  await expect(panel(page).locator(".followed")).toContainText(MESSAGES.panel.followed(1), { timeout: 20_000 });
  const moved = panel(page).locator(".moved");
  await expect(moved).toContainText(`${from} leads to ${to}`);
  await moved.getByRole("button", { name: MESSAGES.panel.saveWithRedirect }).click();
  await expect(panel(page).locator(".status")).toHaveText(MESSAGES.panel.saved, { timeout: 20_000 });
  expect(read(file)).toContain("  - slug: media-buys\n");
  expect(read(section)).toContain("service: media-buys");
  expect(read(section)).not.toContain("service: media-buying");
  expect(parse(read("spec/redirects.yaml")).redirects).toContainEqual({ from, to });
  // The dev server answers the old address as the host does.
  await expect
    .poll(
      async () => {
        const res = await fetch(`${sandbox.origin}${from}`, { redirect: "manual" });
        return `${res.status} ${res.headers.get("location")}`;
      },
      { timeout: 20_000 },
    )
    .toBe(`301 ${to}`);
});

test("a removed service: the panel lists where it is used, and the save names another service there and sends its address on", async ({ page }) => {
  const [file, section] = ["spec/services/media.yaml", "spec/service-sections/media.yaml"];
  const services = (parse(read(file)) as { services: { slug: string; title: string }[] }).services;
  const index = services.findIndex((s) => s.slug === "programmatic-advertising");
  await open(page, "/services/media/programmatic-advertising");
  await page.locator("h1").click({ modifiers: ["Alt"] });
  // Up to the list of services, whose items the panel removes.
  await panel(page).locator(".trail button").last().click();
  await panel(page)
    .getByRole("button", { name: `${MESSAGES.panel.remove}: Services ${index + 1}` })
    .click();
  const uses = panel(page).locator(".uses");
  await expect(uses).toContainText("The Media services page › Approach", { timeout: 20_000 });
  await uses.getByLabel(MESSAGES.panel.usesRepoint, { exact: true }).first().check();
  await uses.locator("select").selectOption({ label: "Performance analytics & optimisation" });
  await expect(panel(page).locator(".status")).toHaveText(MESSAGES.panel.valid, { timeout: 20_000 });
  await shot(page, "remove-a-record.jpg");
  await panel(page).getByRole("button", { name: MESSAGES.panel.save, exact: true }).click();
  await expect(panel(page).locator(".status")).toHaveText(MESSAGES.panel.saved, { timeout: 20_000 });
  expect(read(file)).not.toContain("slug: programmatic-advertising");
  expect(read(section)).not.toContain("service: programmatic-advertising");
  expect(parse(read("spec/redirects.yaml")).redirects).toContainEqual({
    from: "/services/media/programmatic-advertising",
    to: "/services/media/performance-analytics-optimization",
  });
});

test("a leader added from the about page's panel, as a new person, in one save", async ({ page }) => {
  await open(page, "/about");
  // The team's statement: its panel is the team's record, with its list of leaders.
  await page.getByText(/^Our people are the reason clients choose BLU/).click({ modifiers: ["Alt"] });
  const add = panel(page).getByRole("button", { name: MESSAGES.people.add("Leaders") });
  await add.scrollIntoViewIfNeeded();
  await add.click();
  const form = panel(page).locator(".add-person-form");
  await form.getByLabel(MESSAGES.people.someoneNew).check();
  // The new person's fields, at their place at the end of the people file's list.
  const at = (parse(read("spec/people.yaml")) as { people: unknown[] }).people.length;
  const person = (key: string) =>
    form
      .locator(`[data-path='${JSON.stringify(["people", at, key])}']`)
      .locator("input, textarea")
      .first();
  await person("name").fill("Amina Yusuf");
  await person("role").fill("Head of Partnerships");
  await person("linkedin").fill("https://www.linkedin.com/in/amina-yusuf-example");
  await expect(form.locator(".status")).toHaveText(MESSAGES.panel.valid, { timeout: 20_000 });
  await form.getByRole("button", { name: MESSAGES.people.save, exact: true }).scrollIntoViewIfNeeded();
  await shot(page, "add-a-leader.jpg");
  await form.getByRole("button", { name: MESSAGES.people.save, exact: true }).click();
  await expect(panel(page).locator(".status").last()).toHaveText(MESSAGES.people.added, { timeout: 20_000 });
  const added = (parse(read("spec/people.yaml")) as { people: Record<string, unknown>[] }).people.find((p) => p.key === "amina-yusuf");
  expect(added).toMatchObject({ name: "Amina Yusuf", role: "Head of Partnerships" });
  expect((parse(read("spec/pages/about.yaml")) as { team: { leaders: string[] } }).team.leaders.at(-1)).toBe("amina-yusuf");
  await expect(page.getByText("Amina Yusuf", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
});

test("Changes shows what changed per record; a discard asks first, and can be undone", async ({ page }) => {
  await open(page, "/about");
  await page.locator("blu-editor").getByRole("button", { name: MESSAGES.panel.changes }).click();
  const view = page.locator("blu-editor .changes");
  await expect(view).toContainText("Team › Leaders: (none) → “Amina Yusuf”");
  await expect(view.locator("pre").first()).toBeHidden();
  await shot(page, "changes-undo.jpg");
  const about = read("spec/pages/about.yaml");
  await view.getByRole("button", { name: `${MESSAGES.panel.discard}: the about page` }).click();
  // Nothing is discarded until the person says so.
  expect(read("spec/pages/about.yaml")).toBe(about);
  await expect(view.locator(".confirm")).toContainText(MESSAGES.changes.discardAsk("the about page"));
  await view.locator(".confirm").getByRole("button", { name: MESSAGES.changes.discardYes, exact: true }).click();
  await expect(view.locator(".status").first()).toHaveText(MESSAGES.changes.discarded);
  expect(read("spec/pages/about.yaml")).not.toContain("amina-yusuf");
  await view.getByRole("button", { name: MESSAGES.changes.undoDiscard }).first().click();
  await expect(view.locator(".status").first()).toHaveText(MESSAGES.changes.undone);
  expect(read("spec/pages/about.yaml")).toBe(about);
});
