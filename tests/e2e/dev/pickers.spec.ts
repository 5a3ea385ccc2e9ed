/**
 * Pickers in the panel (docs/content/editing.md, "Pickers"), on `npm run dev` over the dev suites'
 * throwaway copy of the fixture site (`devSandbox` in ../fixtures.ts), as a content owner does it:
 * a client chosen by typing part of its name, a scheduled time set in Nairobi, an icon chosen by
 * its name with its picture, a section's kind and a form chosen from lists, never typed.
 *
 * With PICKER_SCREENSHOTS=1 it also takes the picker's screenshot of docs/content/editing.md.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../fixtures";
import { panel, readIn } from "./editor-page.ts";
import type { DevSandbox } from "../../support/dev-sandbox.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let sandbox: DevSandbox;
test.beforeAll(({ devSandbox }) => {
  sandbox = devSandbox;
});
test.afterAll(async ({ devSandbox }) => {
  await devSandbox.reset();
});

const SHOTS = process.env.PICKER_SCREENSHOTS === "1";
const read = (file: string) => readIn(sandbox, file);
const at = (page: Page, path: readonly (string | number)[]) => panel(page).locator(`[data-path='${JSON.stringify(path)}']`);

/** Opens a page, Alt-clicks its heading and waits for the panel of `file`. */
async function openPanel(page: Page, url: string, file: string): Promise<void> {
  const sources = page.waitForResponse((r) => r.url().includes("/__blu/editor/sources"));
  await page.goto(`${sandbox.origin}${url}`);
  await sources;
  await page
    .locator("h1")
    .first()
    .click({ modifiers: ["Alt"] });
  await expect(panel(page).locator(".where code")).toContainText(file);
}

/** A screenshot for docs/content/editing.md, the picker's list in view (JPEG, 1280 wide; written in the copy the suite runs in, copied by hand). */
async function shot(page: Page, field: Locator, name: string): Promise<void> {
  const dir = join(import.meta.dirname, "../../../docs/screenshots/editor");
  mkdirSync(dir, { recursive: true });
  await field.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: join(dir, name), type: "jpeg", quality: 80 });
}

async function save(page: Page): Promise<void> {
  await expect(panel(page).locator(".status")).toHaveText("No problems.", { timeout: 15_000 });
  await panel(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(panel(page).locator(".status")).toHaveText("Saved. The page shows it.", { timeout: 15_000 });
}

test("a client picked by typing part of its name, and a time set in Nairobi written with +03:00", async ({ page }) => {
  const file = "spec/case-studies/featured.yaml";
  await openPanel(page, "/casestudy/uap-old-mutual-digital-lead-generation", file);
  const brand = at(page, ["studies", 0, "brand"]).getByRole("combobox", { name: "Brand" });
  // The key is shown by its client's name, the key behind it small.
  await expect(brand).toHaveValue("UAP Old Mutual");
  await brand.fill("kigali");
  const options = at(page, ["studies", 0, "brand"]).getByRole("option");
  await expect(options.first()).toContainText("Bank of Kigali");
  await expect(brand).toHaveAttribute("aria-expanded", "true");
  if (SHOTS) await shot(page, brand, "9-picker.jpg");
  await expectNoAxeViolations(page);
  await brand.press("ArrowDown");
  await brand.press("ArrowUp");
  await brand.press("Enter");
  await expect(brand).toHaveValue("Bank of Kigali");
  await expect(brand).toHaveAttribute("aria-expanded", "false");

  // Escape closes the list and puts the value back.
  await brand.fill("zzz");
  await expect(at(page, ["studies", 0, "brand"]).getByText("Nothing matches.")).toBeVisible();
  await brand.press("Escape");
  await expect(brand).toHaveValue("Bank of Kigali");

  const when = at(page, ["studies", 0, "unpublishAt"]);
  await when.getByLabel("Time zone").selectOption("Africa/Nairobi");
  await when.getByLabel("Date", { exact: true }).fill("2027-01-15");
  await when.getByLabel("Time", { exact: true }).fill("09:00");
  const before = read(file);
  await save(page);
  const after = read(file);
  expect(after).toContain("    brand: bank-of-kigali\n");
  expect(after).not.toBe(before);
  expect(after).toMatch(/\n {4}unpublishAt: "?2027-01-15T09:00:00\+03:00"?\n/);
  // After the save the pickers ask again, and still show the name.
  await expect(brand).toHaveValue("Bank of Kigali");
});

test("an icon picked with its picture; a section's kind and its form chosen from lists", async ({ page }) => {
  await openPanel(page, "/services/events/brand-activation-events", "spec/services/events.yaml");
  const field = at(page, ["services", 0, "icon"]);
  const icon = field.getByRole("combobox");
  await expect(icon).toHaveValue("Sparkles");
  await expect(field.locator(".picker-input svg")).toHaveCount(1);
  if (SHOTS) {
    await icon.fill("chart");
    await expect(field.getByRole("option").first()).toBeVisible();
    await shot(page, icon, "10-icon-picker.jpg");
  }
  await icon.fill("rocket");
  const rocket = field.getByRole("option", { name: "Rocket", exact: true });
  await expect(rocket.locator("svg")).toHaveCount(1);
  await rocket.click();
  await expect(icon).toHaveValue("Rocket");
  await save(page);
  expect(read("spec/services/events.yaml")).toContain("    icon: Rocket\n");

  await openPanel(page, "/newsletter", "spec/pages/newsletter.yaml");
  const kind = at(page, ["sections", 0]).getByLabel("Kind", { exact: true });
  await expect(kind).toHaveJSProperty("tagName", "SELECT");
  await expect(kind.locator("option:checked")).toHaveText("Hero section");
  expect(await kind.locator("option").count()).toBeGreaterThan(5);
  const form = at(page, ["sections", 0, "form"]).getByRole("combobox");
  await expect(form).toHaveValue(/\S/);
  await form.click();
  // The list opens on the click's next render: its options are counted once they are there.
  await expect.poll(() => at(page, ["sections", 0, "form"]).getByRole("option").count()).toBeGreaterThanOrEqual(4);
  // Another kind: the section becomes its starter, keeping the heading both kinds have.
  const heading = await at(page, ["sections", 0, "heading"]).locator("input, textarea").inputValue();
  await kind.selectOption({ label: "FAQ section" });
  await expect(at(page, ["sections", 0, "items"])).toBeVisible();
  await expect(at(page, ["sections", 0, "heading"]).locator("input, textarea")).toHaveValue(heading);
  await expect(at(page, ["sections", 0, "form"])).toHaveCount(0);
});
