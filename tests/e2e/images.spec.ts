import { countryPages } from "../../generated/countries";
import { homePage } from "../../generated/home";
import { site } from "../../generated/site";
import { expect, hydrated, test } from "./fixtures";

/**
 * The client logos (no broken image): every logo of the home marquee shows its word
 * mark; hover and touch and reduced motion. Every page's images are checked in pages.spec.ts.
 */

test.describe("client logos", () => {
  test("every logo of the home marquee shows a picture (its word mark), none a missing-image glyph", async ({ page }) => {
    // Standing still (reduced motion), every logo can be brought into view and looked at.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page, "Marquee");
    const list = page.getByRole("list", { name: site.ui.marquee.label });
    const first = list.locator("li:not([aria-hidden])");
    await expect(first).toHaveCount(homePage!.clients.logos.length);
    for (const [i, logo] of homePage!.clients.logos.entries()) {
      const item = first.nth(i);
      await item.scrollIntoViewIfNeeded();
      await expect(item.getByRole("img", { name: logo.alt, exact: true })).toBeVisible();
      if (logo.image) {
        const img = item.locator("img");
        await expect(img).toHaveAttribute("src", logo.image.src);
        await expect.poll(() => img.evaluate((e: HTMLImageElement) => e.complete && e.naturalWidth > 0), { message: logo.alt }).toBe(true);
      }
    }
  });

  test("logos rest dimmed where a pointer hovers, and come to full strength when hovered", async ({ page }) => {
    const c = countryPages.find((x) => x.marquee)!;
    await page.goto(c.path);
    await hydrated(page, "Marquee");
    const button = page.getByRole("list", { name: site.ui.marquee.label }).locator("li").first().getByRole("button");
    const picture = button.getByRole("img").first();
    await expect(picture).toHaveCSS("opacity", "0.75");
    await button.hover({ force: true });
    await expect(picture).toHaveCSS("opacity", "1");
  });

  test.describe("on a touch screen", () => {
    test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });
    test("logos show at full strength", async ({ page }) => {
      await page.goto("/");
      await hydrated(page, "Marquee");
      const picture = page.getByRole("list", { name: site.ui.marquee.label }).locator("li").first().getByRole("img").first();
      await expect(picture).toHaveCSS("opacity", "1");
    });
  });

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the strip stands still and wraps, every logo once, with its picture", async ({ page }) => {
      await page.goto("/");
      await hydrated(page, "Marquee");
      const list = page.getByRole("list", { name: site.ui.marquee.label });
      await expect(list).toHaveCSS("animation-name", "none");
      await expect(list.locator("li:visible")).toHaveCount(homePage!.clients.logos.length);
      await list.scrollIntoViewIfNeeded();
      const box = await list.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expect(list.locator("li:visible img")).toHaveCount(homePage!.clients.logos.filter((l) => l.image).length);
    });
  });
});
