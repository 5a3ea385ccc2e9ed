import { site } from "../../generated/site";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const wide = { width: 1280, height: 900 };
const narrow = { width: 400, height: 800 };

test.describe("navigation at 1280 px", () => {
  test.use({ viewport: wide });

  test("the side bar panel lists the items, highlights the route and closes on choice", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await expect(page.getByRole("button", { name: site.ui.shell.openMobileMenu })).toBeHidden();
    const toggle = page.getByRole("button", { name: site.ui.shell.openPanel });
    await expect(toggle).toBeVisible();
    const box = await page.locator("aside").boundingBox();
    expect(box?.width ?? 0).toBeCloseTo(site.layout.sideBarWidth, 0);
    await toggle.click();
    const panel = page.getByRole("navigation", { name: site.ui.shell.mainNavigation });
    await expect(panel).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())?.width ?? 0).toBeCloseTo(site.layout.sidePanelWidth, 0);
    for (const item of site.navigation) await expect(panel.getByRole("link", { name: item.name })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Contact" })).toHaveAttribute("aria-current", "page");
    const login = panel.getByRole("link", { name: /Client login/ });
    await expect(login).toHaveAttribute("target", "_blank");
    await expect(login).toHaveAttribute("rel", "noopener noreferrer");
    await panel.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(panel).toBeHidden();
  });

  test("the country dropdown toggles with plus/minus and navigates", async ({ page }) => {
    await page.goto("/services");
    await hydrated(page);
    const button = page.getByRole("button", { name: site.ui.shell.countryMenu, exact: true });
    const list = page.getByRole("list", { name: site.ui.shell.countryMenu });
    await expect(list).toBeHidden();
    await expect(button).toHaveAttribute("data-state", "closed");
    await button.click();
    await expect(list).toBeVisible();
    await expect(button).toHaveAttribute("data-state", "open");
    await expect(button.locator("svg.lucide-minus")).toBeVisible();
    for (const c of site.countries) await expect(list.getByRole("link", { name: c.name, exact: true })).toHaveAttribute("href", c.route);
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(button.locator("svg.lucide-plus")).toBeVisible();
    // It stays at the top of the page rather than float over the cards below.
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await expect(button).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await button.click();
    await list.getByRole("link", { name: "Kenya", exact: true }).click();
    await expect(page).toHaveURL(/\/kenya$/);
    await expect(page.getByRole("list", { name: site.ui.shell.countryMenu })).toBeHidden();
    await expect(page).toHaveTitle(`Kenya | ${site.brand.name}`);
  });

  test("the footer has its columns, e-mail, year and legal links; scroll-to-top shows past 95%", async ({ page }) => {
    await page.goto("/services/media/media-buying");
    await hydrated(page);
    const footer = page.locator("footer");
    for (const h of [site.ui.footer.regionalOffices, "What we do", "Company", site.ui.footer.connect])
      await expect(footer.getByRole("heading", { name: h })).toBeVisible();
    await expect(footer.getByRole("link", { name: site.contactEmail })).toHaveAttribute("href", `mailto:${site.contactEmail}`);
    await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
    await expect(footer.getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/terms");
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    for (const s of site.footer.social) await expect(footer.getByRole("link", { name: new RegExp(s.label) })).toHaveAttribute("href", s.href);
    const top = page.getByRole("button", { name: site.ui.shell.scrollToTop });
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight * 0.5));
    await expect(top).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(top).toBeVisible();
    await top.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("every navigation is a plain link that lands at the top of the next page", async ({ page }) => {
    await page.goto("/services/media/media-buying");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Public relations" }).click();
    await expect(page).toHaveURL(/\/services\/public-relations$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(`Public Relations services | ${site.brand.name}`);
  });

  test("the contact call to action leads to /contact", async ({ page }) => {
    await page.goto("/services");
    await page.locator("footer").getByRole("link", { name: site.ui.shell.contactCta }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's work together");
  });
});

test.describe("navigation at 400 px", () => {
  test.use({ viewport: narrow });

  test("the mobile menu opens, locks scrolling, lists every link and closes on Escape", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("aside")).toBeHidden();
    await expect(page.getByRole("button", { name: site.ui.shell.countryMenu, exact: true })).toBeHidden();
    const toggle = page.getByRole("button", { name: site.ui.shell.openMobileMenu });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: site.ui.shell.mobileMenuTitle });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    for (const item of site.navigation) await expect(menu.getByRole("link", { name: new RegExp(item.name) })).toBeVisible();
    for (const c of site.countries) await expect(menu.getByRole("link", { name: c.name, exact: true })).toHaveAttribute("href", c.route);
    for (const s of site.mobileSocial) await expect(menu.getByRole("link", { name: new RegExp(s.label) })).toHaveAttribute("href", s.href);
    // Nothing (no dimmed backdrop) lies over the menu's own close button, and a click on it closes the menu.
    const close = page.getByRole("button", { name: site.ui.shell.closeMobileMenu });
    expect(
      await close.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      }),
    ).toBe(true);
    await close.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
    await expect(toggle).toBeFocused();
    await toggle.click();
    await menu.getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await page
      .getByRole("link", { name: `${site.brand.name} ${site.brand.logoSuffix} ${site.ui.shell.homeLink}` })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the mobile layout has no axe-core violations with the menu open", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("button", { name: site.ui.shell.openMobileMenu }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("not-found and errors", () => {
  for (const path of ["/no/such/page", "/narnia", "/project/nope", "/casestudy/nope", "/case-study/rw/nope"]) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.errors.pageNotFound.heading);
      await page.getByRole("link", { name: site.errors.pageNotFound.action }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    });
  }

  test("an unknown service section says so", async ({ page }) => {
    await page.goto("/services/astrology");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.errors.sectionNotFound);
  });

  test("the static server answers unknown paths with status 404 and the 404 page", async ({ request }) => {
    const res = await request.get("/no/such/page");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain(site.errors.pageNotFound.heading);
  });

  test("the 404 page has no axe-core violations", async ({ page }) => {
    await page.goto("/no/such/page");
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
});
