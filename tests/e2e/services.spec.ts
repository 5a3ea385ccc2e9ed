import { categories, services } from "../../generated/services";
import { site } from "../../generated/site";
import { expect, hydrated, test } from "./fixtures";

// Tests that only read their pages use the worker's kept page (fixtures.ts `readerPage`).
test.describe("service detail pages", () => {
  for (const category of categories) {
    test(`every ${category.key} service renders its title, description and sections`, async ({ readerPage: page }) => {
      for (const s of services.filter((x) => x.category === category.key)) {
        await page.goto(s.path);
        await expect(page).toHaveTitle(s.pageTitle);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", s.description);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${site.siteUrl}${s.path}`);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveText(s.title);
        await expect(page.getByText(s.subtitle, { exact: true })).toBeVisible();
        if (category.badge) await expect(page.getByText(category.badge, { exact: true }).first()).toBeVisible();
        await expect(page.getByRole("link", { name: site.ui.serviceDetail.talkToExpert })).toHaveAttribute("href", "/contact");
        const benefits = page.locator("#benefits");
        await expect(benefits.getByRole("heading", { level: 2 })).toHaveText(site.ui.serviceDetail.whyChoose);
        await expect(benefits.getByRole("listitem")).toHaveCount(3);
        for (const b of s.benefits) await expect(benefits.getByRole("heading", { level: 3, name: `${b.number} ${b.title}` })).toBeVisible();
        const audience = page.getByRole("region", { name: site.ui.serviceDetail.audience });
        await expect(audience.getByRole("listitem")).toHaveCount(4);
        const cta = page.getByRole("region", { name: s.cta.heading });
        await expect(cta.getByText(s.cta.description)).toBeVisible();
        await expect(cta.getByRole("button", { name: s.cta.actionText })).toBeVisible();
      }
    });
  }

  test("the events badge is not shown and the events subtitle is used", async ({ readerPage: page }) => {
    const s = services.find((x) => x.category === "events")!;
    await page.goto(s.path);
    await expect(page.getByText(`Create Memorable Moments with ${s.title}`)).toBeVisible();
    await expect(page.getByText("Events Solutions")).toHaveCount(0);
  });

  test("the hero highlights the last word of the title", async ({ readerPage: page }) => {
    await page.goto("/services/media/media-buying");
    await expect(page.locator("h1 span")).toHaveText("buying");
  });

  test("prerendered HTML carries title, description and content without JavaScript", async ({ request }) => {
    for (const s of [services[0], services[services.length - 1]]) {
      const html = await (await request.get(s.path)).text();
      expect(html).toContain(`<title>${s.pageTitle.replace(/&/g, "&amp;")}</title>`);
      expect(html).toContain(`<meta name="description" content="${s.description.replace(/&/g, "&amp;")}"`);
      expect(html).toContain(s.benefits[0].title.replace(/&/g, "&amp;"));
    }
  });

  test("the scroll-down button brings the benefits into view", async ({ page }) => {
    await page.goto("/services/digital/email-marketing");
    await hydrated(page);
    await page.getByRole("link", { name: site.ui.serviceDetail.scrollDown }).click();
    await expect(page.locator("#benefits")).toBeInViewport();
  });

  test("the breadcrumb is transparent at the top and white after 50 px of scroll, wide screens only", async ({ page }) => {
    await page.goto("/services/public-relations/crisis-management");
    await hydrated(page);
    const crumb = page.getByRole("navigation", { name: site.ui.serviceDetail.breadcrumbLabel });
    await expect(crumb).toBeVisible();
    await expect(crumb).toHaveAttribute("data-state", "transparent");
    await expect(crumb.getByRole("link", { name: "Services" })).toHaveAttribute("href", "/services");
    await expect(crumb.getByRole("link", { name: "Public relations" })).toHaveAttribute("href", "/services/public-relations");
    await page.mouse.wheel(0, 40);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(crumb).toHaveAttribute("data-state", "transparent");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(crumb).toHaveAttribute("data-state", "solid");
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(crumb).toBeHidden();
  });

  test("tech services are found by key and by slugified title", async ({ readerPage: page }) => {
    await page.goto("/services/tech-solutions/data-analytics-business-intelligence");
    await expect(page).toHaveTitle("Data analytics & business intelligence | BLU Tech Solutions");
    await expect(page.getByText("Transform Your Business with Data analytics & business intelligence")).toBeVisible();
  });

  for (const category of categories) {
    test(`an unknown ${category.key} slug shows the category not-found view`, async ({ readerPage: page }) => {
      const logs: string[] = [];
      page.on("console", (m) => logs.push(m.text()));
      await page.goto(`${category.indexPath}/no-such-service`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.notFoundTitle);
      await expect(page.getByText(category.notFoundMessage)).toBeVisible();
      await expect(page.getByText("Looking for: no-such-service")).toBeVisible();
      for (const slug of category.slugs)
        await expect(page.getByRole("link", { name: slug, exact: true })).toHaveAttribute("href", `${category.indexPath}/${slug}`);
      await expect(page.getByRole("link", { name: category.backLink })).toHaveAttribute("href", category.indexPath);
      await expect.poll(() => logs.some((l) => l.includes("no-such-service") && l.includes(category.slugs[0]))).toBe(true);
    });
  }

  test("the not-found titles of the error catalogue", async ({ readerPage: page }) => {
    const want = [
      "Creative service not found",
      "Media service not found",
      "Digital service not found",
      "PR service not found",
      "Events service not found",
      "Tech service not found",
    ];
    expect(categories.map((c) => c.notFoundTitle)).toEqual(want);
    await page.goto("/services/tech-solutions/quantum");
    await expect(page.getByRole("link", { name: "Back to Tech Solutions" })).toBeVisible();
    await expect(page.getByText("The requested tech service details could not be found.")).toBeVisible();
  });

  // axe-core on a service page of each practice (the first of each): practice.spec.ts, on its
  // load of that page, read through and hydrated.
});
