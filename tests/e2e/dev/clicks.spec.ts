/**
 * The panel opens the record a person means and refuses what CI refuses, on `npm run dev` over
 * the dev suites' throwaway copy (`devSandbox` in ../fixtures.ts): a headline drawn over the home
 * banner's video opens the headline; a text written both in a page's file and in the shared
 * interface texts opens the page's; a Title Case heading is refused with the house style's
 * message; the editor's own buttons never cover the page's floating controls. With
 * CLICKS_SCREENSHOTS=1 it also takes docs/content/editing.md's screenshots of the refused heading
 * and of an optional field's remove control (docs/screenshots/editor/; in the fixture site, copy it back from .fixture-site/).
 */
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { homePage } from "../../../generated/home";
import { expect, test } from "../fixtures";
import { field, openPage, panel, readIn } from "./editor-page.ts";
import type { DevSandbox } from "../../support/dev-sandbox.ts";

test.describe.configure({ mode: "serial", timeout: 120_000 });

let sandbox: DevSandbox;
test.beforeAll(({ devSandbox }) => {
  sandbox = devSandbox;
});
test.afterAll(async ({ devSandbox }) => {
  await devSandbox.reset();
});

const SHOTS = process.env.CLICKS_SCREENSHOTS === "1";
const read = (file: string) => readIn(sandbox, file);

const open = (page: Page, path: string) => openPage(page, sandbox, path);

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
  await expect(field(page, path)).toHaveValue((await headline.textContent())?.replace(/\s+/g, " ").trim() ?? "");

  const before = read(file);
  await field(page, path).fill("Marketing That Moves Every Market");
  const problem = panel(page).locator(`[data-path='${JSON.stringify(path)}'] .problems`);
  await expect(problem).toContainText("sentence case", { timeout: 15_000 });
  await expect(panel(page).getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  const offer = problem.getByRole("button", { name: /Marketing that moves every market/ });
  await expect(offer).toBeVisible();
  if (SHOTS) {
    await problem.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(import.meta.dirname, "../../../docs/screenshots/editor/9-house-style.jpg"), type: "jpeg", quality: 80 });
  }
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

test("an optional field set on a page is removed from the panel: its key leaves the file and the page goes without it", async ({ page }) => {
  const file = "spec/pages/newsletter.yaml";
  await open(page, "/newsletter");
  const before = read(file);
  await page
    .getByText("The BLU Briefing", { exact: true })
    .first()
    .click({ modifiers: ["Alt"] });
  await expect(panel(page).locator(".where code")).toContainText(file);
  const badge = panel(page).locator(`[data-path='["sections",0,"badge"]']`);
  // Required fields have no such control; the optional badge has.
  await expect(panel(page).locator(`[data-path='["sections",0,"kind"]']`)).toBeVisible();
  await expect(panel(page).locator(`[data-path='["sections",0,"kind"]'] .remove-field`)).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: join(import.meta.dirname, "../../../docs/screenshots/editor/10-remove-field.jpg"), type: "jpeg", quality: 80 });
  await badge.getByRole("button", { name: /^Remove field/ }).click();
  await expect(panel(page).locator(".status")).toHaveText("No problems.", { timeout: 15_000 });
  await panel(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(panel(page).locator(".status")).toHaveText("Saved. The page shows it.", { timeout: 15_000 });
  expect(read(file)).toBe(before.replace("    badge: The BLU Briefing\n", ""));
  await expect(page.locator("main").getByText("The BLU Briefing", { exact: true })).toHaveCount(0, { timeout: 10_000 });
});

test("the editor's buttons never cover the page's own controls: the banner's pause (and mute, for a reel with sound), Back to top, at 375 and 1440 px", async ({
  page,
}) => {
  await open(page, "/");
  const boxes = async (selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els
        .filter((e) => e.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((e) => {
          const r = e.getBoundingClientRect();
          return { name: e.getAttribute("aria-label") ?? e.textContent?.trim() ?? "", left: r.left, top: r.top, right: r.right, bottom: r.bottom };
        }),
    );
  type Box = Awaited<ReturnType<typeof boxes>>[number];
  const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  const editorButtons = () =>
    page.locator("blu-editor .toolbar button").evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { name: e.textContent?.trim() ?? "", left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
    );
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator("[data-reel-play]")).toBeVisible();
    const banner = await boxes("[data-reel-play], [data-reel-mute]");
    // A mute button only for a reel with a sound track (docs/decisions.md, "The mute control").
    const sound = homePage?.banner.desktop.hasAudio || homePage?.banner.mobile.hasAudio;
    expect(banner, "the banner's buttons are on screen").toHaveLength(sound ? 2 : 1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const top = page.getByRole("button", { name: "Back to top" });
    await expect(top).toBeVisible();
    await expect(top).toHaveAttribute("data-state", "visible");
    // Wait for its slide-in to end (its transitions run to their end, not a fixed pause): its box is where it stays.
    await top.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
    const back = await boxes('button[aria-label="Back to top"]');
    const ours = await editorButtons();
    expect(ours.length).toBeGreaterThan(0);
    for (const o of ours) for (const c of [...banner, ...back]) expect(overlaps(o, c), `${width} px: “${o.name}” covers “${c.name}”`).toBe(false);
  }
});
