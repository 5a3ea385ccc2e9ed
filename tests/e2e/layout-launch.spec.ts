/**
 * The layout rules about particular pages of the launch content (moved out of layout.spec.ts,
 * whose checks hold for any content and run on the live site): one left edge for breadcrumb, h1
 * and section headings on a service, a country, about, the case studies and terms; the marquee's
 * hover hint only where a pointer hovers; pagination dots for testimonials only when there is
 * more than one page; the home banner keeps its headline and call to action while its video
 * plays. They name pages and sections of the launch content, so they run in the fixture site
 * (docs/testing.md, "Tests that content cannot break").
 */
import type { Page } from "@playwright/test";
import { homePage } from "../../generated/home";
import type { TestimonialsSection } from "../../model/index.ts";
import { sectionPages } from "../../generated/pages";
import { routes } from "../../generated/routes";
import { site } from "../../generated/site";
import { expect, hydrated, test } from "./fixtures";

/** Opens `url` and waits until its fonts are in, so text has its final size. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
}

test.describe("one editorial grid", () => {
  for (const width of [1024, 1440]) {
    test(`breadcrumb, h1 and section headings share one left edge at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const left = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => Math.round(el.getBoundingClientRect().left));
      const service = routes.find((r) => r.page === "service-detail")!.urls[0];
      await open(page, service);
      const h1 = await left("main h1");
      expect(await left(`nav[aria-label="${site.ui.serviceDetail.breadcrumbLabel}"] li`)).toBe(h1);
      for (const url of ["/kenya", "/about", "/casestudy", "/terms"]) {
        await open(page, url);
        const edge = await left("main h1");
        expect(edge, url).toBe(h1);
        const h2s = await page
          .locator("main section > div > h2, main section > div > div:first-child > h2")
          .evaluateAll((els) =>
            els
              .filter((e) => e.getBoundingClientRect().width > 1 && getComputedStyle(e).textAlign !== "center")
              .map((e) => `${Math.round(e.getBoundingClientRect().left)} ${e.textContent}`),
          );
        for (const h2 of h2s) expect(h2, url).toMatch(new RegExp(`^${edge} `));
      }
    });
  }
});

test.describe("hover hints only where hover exists", () => {
  test("the marquee hint shows with a mouse", async ({ page }) => {
    await page.goto("/");
    await hydrated(page, "Marquee");
    await expect(page.getByText(site.ui.marquee.hint)).toBeVisible();
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    test("the marquee hint is not shown", async ({ page }) => {
      await page.goto("/");
      expect(await page.evaluate(() => matchMedia("(hover: hover)").matches)).toBe(false);
      await hydrated(page, "Marquee");
      await expect(page.getByText(site.ui.marquee.hint)).toBeHidden();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the marquee hint is not shown: nothing would answer a hover", async ({ page }) => {
      await page.goto("/");
      expect(await page.evaluate(() => matchMedia("(hover: hover)").matches)).toBe(true);
      // Hidden by display (not merely off screen): toBeHidden looks at the box, wherever it is.
      const hint = page.getByText(site.ui.marquee.hint);
      await expect(hint).toHaveCount(1);
      await expect(hint).toBeHidden();
    });
  });
});

test("testimonials have pagination dots only when there is more than one page", async ({ page }) => {
  const r = sectionPages.recommend.sections.find((s): s is TestimonialsSection => s.kind === "testimonials")!;
  await page.goto("/recommend");
  await hydrated(page);
  const pages = Math.ceil(r.items.length / r.perPage);
  expect(r.pageLabels).toHaveLength(pages);
  await expect(page.locator('blu-island[name="Testimonials"]')).toHaveCount(pages > 1 ? 1 : 0);
  await expect(page.getByRole("button", { name: r.pageLabels[0] })).toHaveCount(pages > 1 ? 1 : 0);
});

test("the home banner keeps its headline and call to action while the video plays", async ({ page }) => {
  const b = homePage!.banner;
  await page.goto("/");
  await hydrated(page);
  const reel = page.locator("[data-reel]");
  // The reel loops under the promo after load (motion allowed): paused, then played on request.
  await expect(reel).toHaveAttribute("data-state", "playing", { timeout: 15_000 });
  await page.getByRole("button", { name: b.pauseLabel }).click();
  await page.getByRole("button", { name: b.playLabel }).click();
  await expect(reel).toHaveAttribute("data-state", "playing", { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`^${b.cta.label}`) })).toBeVisible();
  // The reel plays in a frame of its own beside or under the promo: its words stay in view.
  await expect(page.getByText(b.text)).toBeVisible();
});
