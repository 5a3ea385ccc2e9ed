/**
 * Covers composed from content: the composed files are served as SVG, and the
 * case-study showcase draws every item. That every case study and project page shows its cover
 * loaded, with and without JavaScript, and no page has a broken image, is checked on every
 * page's single load in pages.spec.ts.
 */
import type { Page } from "@playwright/test";
import { artSlots } from "../../generated/art";
import { caseStudies } from "../../generated/case-studies";
import { expect, hydrated, test } from "./fixtures";
import { servedProblems } from "./page-checks";

/** Scrolls through the page, so lazy images start, then waits for every image to settle. */
async function loadAllImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight).catch(() => 20_000);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForLoadState("networkidle");
}

test.describe("covers composed from content", () => {
  test("every composed picture is served as SVG", async ({ request }) => {
    const paths = artSlots.map((r) => r.path);
    expect(paths.length, "composed pictures").toBeGreaterThan(0);
    expect(await servedProblems(request, paths, /^image\/svg\+xml/), "composed pictures not served as a non-empty SVG").toEqual([]);
  });

  test("the case-study showcase draws every item, with no empty cell in its grid", async ({ page }) => {
    const study = caseStudies.reduce((a, b) => (b.showcase.length > a.showcase.length ? b : a));
    await page.goto(study.path);
    await hydrated(page, "Tabs");
    await page.getByRole("tab", { name: /showcase/i }).click();
    const grid = page.locator("[data-block]");
    await expect(grid.first()).toBeVisible();
    const figures = page.locator("[role=tabpanel]:visible figure img");
    await expect(figures).toHaveCount(study.showcase.length);
    await loadAllImages(page);
    for (const img of await figures.all()) expect(await img.evaluate((i: HTMLImageElement) => i.naturalWidth > 0)).toBe(true);
    // Every grid of the mosaic is filled: its tiles cover its area (no hole the size of a tile).
    const holes = await page.locator("[role=tabpanel]:visible [data-block]").evaluateAll(
      (blocks) =>
        blocks.filter((b) => {
          const box = b.getBoundingClientRect();
          const area = [...b.querySelectorAll("figure")].reduce((sum, f) => {
            const r = f.getBoundingClientRect();
            return sum + r.width * r.height;
          }, 0);
          return area < box.width * box.height * 0.8;
        }).length,
    );
    expect(holes).toBe(0);
  });
});
