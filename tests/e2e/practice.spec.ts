/**
 * The practice colours (A category colour system): every page of a practice wears
 * its colours, chosen by `data-practice` (generated/theme.css), and the pages that gather the
 * practices mark each one in its own. axe-core (WCAG 2.2 AA, colour contrast included) passes
 * on a service page of each practice.
 */
import { routes } from "../../generated/routes";
import { categories, services } from "../../generated/services";
import { expect, expectNoAxeViolations, scrolledThrough, test } from "./fixtures";

/** "#c2410c" → "rgb(194, 65, 12)", as getComputedStyle gives colours. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;

for (const category of categories) {
  const service = services.find((s) => s.category === category.key)!;
  // The worker's kept page (fixtures.ts): these tests only read their pages.
  test(`${service.path} wears the ${category.name} practice's colours and has no axe violations`, async ({ readerPage: page }) => {
    await page.goto(service.path);
    const scope = page.locator(`main [data-practice="${category.key}"]`).first();
    await expect(scope).toBeAttached();
    await expect(scope.locator("h1")).toHaveCount(1);
    await expect(scope.locator("h1 [data-slot=highlight]")).toHaveCSS("color", rgb(category.colour.accent));
    if (category.badge) await expect(scope.locator("[data-slot=badge]").first()).toHaveCSS("background-color", rgb(category.colour.tint));
    await scrolledThrough(page);
    await expectNoAxeViolations(page);
  });
}

test("a practice's section page, its not-found view and the Tech Solutions page carry their practice", async ({ readerPage: page, problems }) => {
  problems.allow(/status of 404/);
  const sectionUrls = routes.find((r) => r.page === "service-section")!.urls;
  for (const url of [...sectionUrls, routes.find((r) => r.page === "tech-solutions")!.path]) {
    const key = categories.find((c) => c.indexPath === url)!.key;
    await page.goto(url);
    await expect(page.locator(`main [data-practice="${key}"] h1`), url).toHaveCount(1);
  }
  const events = categories.find((c) => c.key === "events")!;
  await page.goto(`${events.indexPath}/no-such-service`);
  await expect(page.locator(`main [data-practice="events"] h1`)).toHaveText(events.notFoundTitle);
});

test("the services overview and the home services panels mark each practice in its own colour", async ({ readerPage: page }) => {
  const keys = categories.map((c) => c.key).sort();
  await page.goto(routes.find((r) => r.page === "services-overview")!.path);
  const tiles = page.locator("#services-tiles li[data-practice]");
  expect((await tiles.evaluateAll((els) => els.map((e) => e.getAttribute("data-practice")))).sort()).toEqual(keys);
  for (const c of categories) {
    await expect(page.locator(`#services-tiles li[data-practice="${c.key}"] a:not([data-work])`)).toHaveCSS("color", rgb(c.colour.accent));
  }
  await page.goto("/");
  const panels = page.locator(".service-panel[data-practice]");
  expect((await panels.evaluateAll((els) => els.map((e) => e.getAttribute("data-practice")))).sort()).toEqual(keys);
});
