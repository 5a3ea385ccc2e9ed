/**
 * The panel opens the record a person means and refuses what CI refuses, on `npm run dev` over
 * the dev suites' throwaway copy (`devSandbox` in ../fixtures.ts): a headline drawn over the home
 * banner's video opens the headline; a text written both in a page's file and in the shared
 * interface texts opens the page's; a Title Case heading is refused with the house style's
 * message; the editor's own buttons never cover the page's floating controls.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import type { DevSandbox } from "../../support/dev-sandbox.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.beforeEach(({ problems }) => problems.allow(/\(Outdated Optimize Dep\)/));

let sandbox: DevSandbox;
test.beforeAll(({ devSandbox }) => {
  sandbox = devSandbox;
});
test.afterAll(async ({ devSandbox }) => {
  await devSandbox.reset();
});

const read = (file: string) => readFileSync(join(sandbox.root, file), "utf8");

/** Opens a page of the sandbox and waits until the editor has read its sources. */
async function open(page: Page, path: string): Promise<void> {
  const sources = page.waitForResponse((r) => r.url().includes("/__blu/editor/sources"));
  await page.goto(`${sandbox.origin}${path}`);
  await sources;
}

const panel = (page: Page) => page.locator("blu-editor .panel");
const field = (page: Page, path: readonly (string | number)[]) =>
  panel(page)
    .locator(`[data-path='${JSON.stringify(path)}']`)
    .locator("input, textarea, select")
    .first();

test("the home headline over the banner's video opens the headline's record, and a Title Case heading is refused as CI refuses it", async ({ page }) => {
  const file = "spec/pages/home.yaml";
  await open(page, "/");
  const headline = page.locator("#home-banner h1");
  // A point on the headline's words, clicked as a person does: the headline lets the pointer
  // through to the video under it (so that the video's own controls work), so the click's target
  // is the video.
  const at = await headline.evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    const r = range.getClientRects()[0]!;
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, under: document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.tagName };
  });
  expect(at.under, "the element the pointer reaches is not the headline").not.toBe("H1");
  await page.keyboard.down("Alt");
  await page.mouse.click(at.x, at.y);
  await page.keyboard.up("Alt");
  await expect(panel(page).locator(".where code")).toContainText(file);
  const path = ["banner", "heading"];
  await expect(field(page, path)).toHaveValue((await headline.innerText()).trim());

  const before = read(file);
  await field(page, path).fill("Marketing That Moves Every Market");
  const problem = panel(page).locator(`[data-path='${JSON.stringify(path)}'] .problems`);
  await expect(problem).toContainText("sentence case", { timeout: 15_000 });
  await expect(panel(page).getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  const offer = problem.getByRole("button", { name: /Marketing that moves every market/ });
  await expect(offer).toBeVisible();
  if (process.env.CLICKS_SCREENSHOTS) await panel(page).screenshot({ path: "docs/screenshots/editor/9-house-style.jpg", quality: 80 });
  await offer.click();
  await expect(field(page, path)).toHaveValue("Marketing that moves every market");
  await expect(panel(page).locator(".status")).toHaveText("No problems.", { timeout: 15_000 });
  expect(read(file), "nothing is written before Save").toBe(before);
});

test("on /about, “Our story” opens the about page's own heading; the country pages' shared heading is listed as another place", async ({ page }) => {
  await open(page, "/about");
  await page.getByRole("heading", { name: "Our story", exact: true }).click({ modifiers: ["Alt"] });
  await expect(panel(page).locator(".where code")).toContainText("spec/pages/about.yaml");
  await expect(field(page, ["story", "heading"])).toHaveValue("Our story");
  await expect(panel(page)).toContainText("spec/ui.yaml");
});
