import { caseStudies } from "../../generated/case-studies";
import { countryPages } from "../../generated/countries";
import { projects } from "../../generated/projects";
import { site } from "../../generated/site";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import escapeStringRegexp from "escape-string-regexp";

const t = site.ui.caseStudy;

test.describe("case studies", () => {
  test("the list shows the banner and the nine featured studies in the case grid", async ({ page }) => {
    await page.goto("/casestudy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.listHeading);
    await expect(page.getByText(t.listSubheading)).toBeVisible();
    const featured = caseStudies.filter((s) => s.scope === "featured");
    await expect(page.locator("main article")).toHaveCount(9);
    for (const s of featured)
      await expect(page.getByRole("link", { name: new RegExp(`${t.viewCaseStudy}\\W+${escapeStringRegexp(s.title)}`) })).toHaveAttribute("href", s.path);
    const heights = await page.locator("main article").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    // Heights cycle by row; both cards of a row share one (even rows), and
    // a height is a minimum: a row grows rather than clip a caption.
    const minimums = [430, 550, 522, 458];
    for (let r = 0; r < 4; r++) {
      expect(heights[2 * r], `row ${r + 1}: ${heights.join(", ")}`).toBe(heights[2 * r + 1]);
      expect(heights[2 * r]).toBeGreaterThanOrEqual(minimums[r]);
    }
    const widths = await page.locator("[data-width]").evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().width));
    expect(widths[0] / (widths[0] + widths[1])).toBeCloseTo(0.35, 1);
  });

  test("tabs work by mouse and keyboard; bold runs render bold; the showcase uses the mosaic", async ({ page }) => {
    const s = caseStudies.find((x) => x.showcase.length >= 10)!;
    await page.goto(s.path);
    // The tabs sit below the cover, out of the first view: their island hydrates when scrolled to.
    await hydrated(page, "Tabs");
    await page.getByRole("tab", { name: "Approach" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(s.approach[0].title);
    await page.getByRole("tab", { name: "Approach" }).press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Results" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Results" })).toHaveAttribute("aria-selected", "true");
    const bold = /\*\*(.+?)\*\*/.exec(s.result.map((r) => r.description).join(" "))![1];
    await expect(page.getByRole("tabpanel").locator("strong").filter({ hasText: bold }).first()).toBeVisible();
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Showcase" })).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByText(t.showcaseHeading)).toBeVisible();
    await expect(panel.locator("figure")).toHaveCount(s.showcase.length);
    await expect(panel.locator("[data-block=row] figure")).toHaveCount(3);
    await expect(panel.locator("[data-block=grid] figure")).toHaveCount(s.showcase.length - 8);
    if (s.scope !== "featured") await expect(panel.getByText(`A comprehensive showcase of the ${s.title} project`)).toBeVisible();
    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  });

  test("a study without an overview says so; Go back leads to its country from medium screens up", async ({ page }) => {
    const none = caseStudies.find((s) => s.overview === null)!;
    await page.goto(none.path);
    await expect(page.getByText(site.errors.noOverview)).toBeVisible();
    const ug = caseStudies.find((s) => s.scope === "ug")!;
    await page.goto(ug.path);
    await expect(page.getByRole("link", { name: t.goBack }).first()).toHaveAttribute("href", "/uganda");
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(page.locator("section").first().getByRole("link", { name: t.goBack })).toBeHidden();
  });

  test("the line under a study's heading never repeats it: the title under 'Case study: {client}', the client under a heading of the title", async ({
    page,
  }) => {
    for (const [scope, want] of [
      ["ug", "title"],
      ["rw", "client"],
      ["featured", "client"],
    ] as const) {
      const s = caseStudies.find((x) => x.scope === scope)!;
      await page.goto(s.path);
      const h1 = page.getByRole("heading", { level: 1 });
      const line = h1.locator("xpath=following-sibling::p[1]");
      await expect(line, s.path).toHaveText(s[want]);
      await expect(h1, s.path).not.toHaveText(s[want]);
    }
  });

  for (const path of ["/casestudy/nope", "/case-study/ng/nope", "/case-study/ug/uap-old-mutual"]) {
    test(`${path} gives the 404 page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.errors.pageNotFound.heading);
    });
  }
});

test.describe("projects", () => {
  test("filters change the tiles and the masonry height; View project links resolve", async ({ page }) => {
    await page.goto("/projects");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Proof in action");
    const buttons = await page.getByRole("group").getByRole("button").allTextContents();
    expect(buttons).toEqual(["All", "Creative", "Media", "Digital", "PR", "Events"]);
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-tile]")).toHaveCount(5);
    await expect(page.locator("[data-column]")).toHaveCount(3);
    const all = Number(await page.locator("[data-masonry-height]").getAttribute("data-masonry-height"));
    for (const f of ["Creative", "Media", "Digital", "PR", "Events"]) {
      await page.getByRole("button", { name: f, exact: true }).click();
      const want = projects.filter((p) => p.tile.categories.includes(f));
      await expect(page.locator("[data-tile]")).toHaveCount(want.length);
      for (const p of want) await expect(page.locator(`[data-tile="${p.key}"]`)).toBeVisible();
    }
    await page.getByRole("button", { name: "Events", exact: true }).click();
    const events = Number(await page.locator("[data-masonry-height]").getAttribute("data-masonry-height"));
    expect(events).toBeLessThan(all);
    const box = await page.locator("[data-masonry-height]").boundingBox();
    expect(Math.round(box!.height)).toBe(events);
    for (const p of projects) {
      await page.goto("/projects");
      await page.getByRole("link", { name: new RegExp(`View project\\W+${escapeStringRegexp(p.title)}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/project/${p.key}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.title);
    }
  });

  test("a project shows every field; results split at the first colon; team initials", async ({ page }) => {
    const p = projects[2];
    await page.goto(p.path);
    for (const h of ["Overview", "Key activities", "Key deliverables", "Results", "Services provided", "Team", "Tools & technologies"])
      await expect(page.getByRole("heading", { name: h, exact: true })).toBeVisible();
    await expect(page.getByText(p.client, { exact: true })).toBeVisible();
    for (const r of p.results) {
      await expect(page.locator("dt").filter({ hasText: r.heading }).first()).toBeVisible();
      await expect(page.getByText(r.text)).toBeVisible();
    }
    for (const m of p.teamMembers) await expect(page.getByText(m.name)).toBeVisible();
    await page.getByRole("link", { name: "All projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });

  for (const path of ["/project/nope", "/project/atmf"]) {
    test(`${path} gives the 404 page (keys are case-sensitive)`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(site.errors.pageNotFound.heading);
    });
  }
});

/** The country page axe-core checks (on its load of the layout test below). */
const AXE_COUNTRY = "/uganda";

test.describe("country pages", () => {
  for (const c of countryPages) {
    // The worker's kept page (fixtures.ts): these tests only read their page.
    test(`${c.path} renders its layout${c.path === AXE_COUNTRY ? "; no axe-core violations" : ""}`, async ({ readerPage: page }) => {
      await page.goto(c.path);
      await expect(page).toHaveTitle(`${c.name} | ${site.brand.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(c.heroTitle);
      await expect(page.getByText(c.badge, { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Who we are" })).toBeAttached();
      await expect(page.getByRole("heading", { name: "What we offer" })).toBeAttached();
      await expect(page.getByRole("heading", { level: 2, name: c.closing.heading })).toBeAttached();
      await expect(page.getByRole("region", { name: c.closing.heading }).getByRole("link", { name: site.ui.shell.contactCta })).toHaveAttribute(
        "href",
        "/contact",
      );
      if (c.layout === "office") {
        await expect(page.getByRole("link", { name: "Book a call" })).toHaveAttribute("href", "/contact");
        await expect(page.getByRole("link", { name: "All services" })).toHaveAttribute("href", "/services");
        expect(c.closing.heading).toBe(`Discover how we're reshaping ${c.name}'s marketing landscape`);
      }
      if (c.team) {
        await expect(page.locator("[data-person]")).toHaveCount(c.team.members.length);
        for (const m of c.team.members) await expect(page.getByRole("link", { name: new RegExp(`LinkedIn\\W+${m.name}`) })).toHaveAttribute("target", "_blank");
      }
      if (c.caseStudies)
        await expect(page.getByRole("region", { name: c.caseStudies.heading }).locator("article")).toHaveCount(
          caseStudies.filter((s) => s.scope === c.caseStudies!.scope).length,
        );
      if (c.projects) for (const p of c.projects.items) await expect(page.getByRole("link", { name: p.name })).toHaveAttribute("href", p.route);
      // One country page is checked with axe-core too, on this load.
      if (c.path === AXE_COUNTRY)
        await test.step("axe-core: no violations", async () => {
          await hydrated(page);
          await expectNoAxeViolations(page);
        });
    });
  }

  test("the marquee repeats its logos three times, shows a hovered logo's details and the hint otherwise", async ({ page }) => {
    const c = countryPages.find((x) => x.marquee)!;
    await page.goto(c.path);
    await hydrated(page, "Marquee");
    const list = page.getByRole("list", { name: site.ui.marquee.label });
    await expect(list.locator("li")).toHaveCount(c.marquee!.logos.length * 3);
    const detail = page.locator("#clients-detail");
    await expect(detail).toHaveText(site.ui.marquee.hint);
    const first = c.marquee!.logos[0];
    await list.locator("li").first().getByRole("button").hover({ force: true });
    await expect(page.getByRole("tooltip")).toContainText(first.description);
    await expect(detail).toContainText(first.description);
    await expect(list).toHaveCSS("animation-play-state", "paused");
    await page.mouse.move(0, 0);
    await expect(detail).toHaveText(site.ui.marquee.hint);
    await expect(list).toHaveCSS("animation-play-state", "running");
    await expect(list).toHaveCSS("animation-duration", `${site.timings.marqueeSeconds}s`);
  });
});
