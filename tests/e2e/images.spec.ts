import type { APIRequestContext, Page } from "@playwright/test";
import { countryPages } from "../../generated/countries";
import { homePage } from "../../generated/home";
import { prerenderUrls } from "../../generated/routes";
import { site } from "../../generated/site";
import { expect, hydrated, test } from "./fixtures";

/**
 * Issue 12: no page shows a broken image. Every route is scrolled through (so lazy images load),
 * with JavaScript on and off; every <img> the browser has tried must have decoded (naturalWidth
 * > 0), and every image URL a page names must be served as an image.
 */

/**
 * Scrolls through the page a screen and a half at a time (lazy images load that far ahead), then back up, and waits for the images in view to
 * settle. Driven from the test (a page without JavaScript runs no timers of its own).
 */
async function scrollThrough(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, step: Math.max(400, Math.floor(innerHeight * 1.5)) }));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => scrollTo(0, 0));
  await page.waitForLoadState("networkidle");
}

/** Images the browser tried and could not decode, and every image URL the page names. */
async function images(page: Page): Promise<{ broken: string[]; urls: string[] }> {
  return page.evaluate(() => {
    const imgs = [...document.images];
    // `complete` is false for a lazy image never brought near the view (an aria-hidden marquee copy far off-screen): only those tried count.
    const broken = imgs.filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.currentSrc || i.src || `(no src) ${i.outerHTML.slice(0, 120)}`);
    const urls = imgs.flatMap((i) => [i.currentSrc || i.src, ...[...(i.parentElement?.tagName === "PICTURE" ? i.parentElement.querySelectorAll("source") : [])].flatMap((s) => s.srcset.split(",").map((x) => new URL(x.trim().split(/\s+/)[0], location.href).href))]).filter(Boolean);
    return { broken, urls: [...new Set(urls)] };
  });
}

/** Image URLs already fetched and found good, across the tests of one worker. */
const served = new Set<string>();

async function expectServed(request: APIRequestContext, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    if (served.has(url)) continue;
    const res = await request.get(new URL(url).pathname);
    expect(res.status(), url).toBe(200);
    expect(res.headers()["content-type"], url).toMatch(/^image\//);
    expect((await res.body()).length, url).toBeGreaterThan(0);
    served.add(url);
  }
}

for (const js of [true, false]) {
  test.describe(`no broken image, JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });
    for (const url of prerenderUrls) {
      test(url, async ({ page, request }) => {
        await page.goto(url);
        await scrollThrough(page);
        const { broken, urls } = await images(page);
        expect(broken, `${url}: images that did not decode`).toEqual([]);
        await expectServed(request, urls);
      });
    }
  });
}

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
