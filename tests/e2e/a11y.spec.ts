/**
 * axe-core (WCAG 2.2 AA) on every route of the route table, at 1280 and 375 px, with the page
 * hydrated and scrolled through (so reveals and lazy images have settled), plus the not-found
 * views and the thank-you view.
 */
import { routes } from "../../generated/routes";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/** One URL of each route (the first it knows), the not-found page and a category not-found view. */
const urls = [...new Set([...routes.filter((r) => r.urls.length > 0).map((r) => r.urls[0]), "/no/such/page", "/services/media/no-such-service"])];

for (const width of [1280, 375]) {
  test.describe(`axe-core at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const url of urls) {
      test(`${url} has no violations`, async ({ page, problems }) => {
        void problems;
        await page.goto(url);
        // Scroll once the loader has armed the reveals (after load, first paint and an idle moment).
        await page.locator("html[data-loader=ready]").waitFor({ state: "attached", timeout: 15_000 });
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo({ top: y, behavior: "instant" });
            await new Promise((r) => setTimeout(r, 30));
          }
          window.scrollTo({ top: 0, behavior: "instant" });
        });
        await hydrated(page);
        await expect(page.locator("[data-reveal=armed]")).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }
  });
}
