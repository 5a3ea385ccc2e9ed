/**
 * axe-core (WCAG 2.2 AA) on every route of the route table, at 1280 and 375 px, with the page
 * hydrated and scrolled through (so reveals and lazy images have settled), plus the not-found
 * views and the thank-you view.
 */
import { routes } from "../../generated/routes";
import { expectNoAxeViolations, scrolledThrough, test } from "./fixtures";

/** One URL of each route (the first it knows), the not-found page and a category not-found view. */
const urls = [...new Set([...routes.filter((r) => r.urls.length > 0).map((r) => r.urls[0]), "/no/such/page", "/services/media/no-such-service"])];

for (const width of [1280, 375]) {
  test.describe(`axe-core at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const url of urls) {
      test(`${url} has no violations`, async ({ page }) => {
        await page.goto(url);
        await scrolledThrough(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
