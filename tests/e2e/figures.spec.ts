/**
 * Results as the hero: every case study shows each of its figures once (the headline
 * drawn in its cover and given as text, the others in the strip) and every project page its
 * figures, as a description list, value (term) with its label (details) in one group, with
 * JavaScript on and off (checked in the one load of each page that layout.spec.ts and
 * pages.spec.ts make: page-checks.ts checkRecordPage); here, the case-study cards, the home
 * "work" section and the project tiles show each record's headline figure, its first.
 */
import type { Locator, Page } from "@playwright/test";
import { caseStudies } from "../../generated/case-studies";
import { homePage } from "../../generated/home";
import { paths } from "../../generated/routes";
import { projects } from "../../generated/projects";
import { site } from "../../generated/site";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/** The headline figure of the card (or tile) whose link names `title`. */
function headlineOf(page: Page, scope: string, title: string): Locator {
  return page
    .locator(`${scope} article`)
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .locator('[data-slot="headline-figure"]');
}

for (const js of [true, false]) {
  test.describe(`figures with JavaScript ${js ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: js });

    // The figures of each study and each project page, with JavaScript on and off, are checked
    // in the one load of each page of layout.spec.ts and pages.spec.ts (page-checks.ts
    // checkRecordPage: a study's Results tab opened, each figure once, a country's study's heading).
    test("cards, the home work section and project tiles show each headline figure", async ({ page }) => {
      const featured = caseStudies.filter((s) => s.scope === "featured");
      await page.goto(paths.caseStudies);
      for (const s of featured) await expect(headlineOf(page, "main", s.title), s.path).toHaveText(`${s.figures[0].value} ${s.figures[0].label}`);
      await page.goto("/");
      for (const slug of homePage!.featured.studies) {
        const s = featured.find((x) => x.slug === slug)!;
        await expect(headlineOf(page, "section[aria-labelledby=home-featured]", s.title), s.path).toHaveText(`${s.figures[0].value} ${s.figures[0].label}`);
      }
      await page.goto(paths.projects);
      for (const p of projects) await expect(headlineOf(page, "main", p.title), p.path).toHaveText(`${p.figures[0].value} ${p.figures[0].label}`);
    });
  });
}

test("a figure's value is a term and its label the definition; on a card the figure follows the title in reading order", async ({ page }) => {
  const s = caseStudies[0];
  const strip = s.image.art === true ? s.figures.slice(1) : s.figures;
  await page.goto(s.path);
  const figures = page.locator("main [data-slot=figures]");
  await expect(figures.getByRole("term")).toHaveText(strip.map((f) => f.value));
  await expect(figures.getByRole("definition")).toHaveText(strip.map((f) => f.label));
  // On a card the figure comes after the study's title in the document (the eye meets it first).
  await page.goto(paths.caseStudies);
  const card = page.locator("main article").first();
  const order = await card.evaluate((el) => [...el.querySelectorAll("h3, [data-slot=headline-figure], a")].map((e) => e.tagName.toLowerCase()));
  expect(order).toEqual(["h3", "p", "a"]);
  const top = async (sel: string) => (await card.locator(sel).boundingBox())!.y;
  expect(await top("[data-slot=headline-figure]")).toBeLessThan(await top("h3"));
});

// One load serves both widths: the tab is opened at 1280 px, then the page is laid out again at
// 375 px (a resize, as layout.spec.ts does), each width a labelled step.
test("axe-core finds nothing in an open Results tab at 1280 and 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(caseStudies.find((s) => s.scope === "ug")!.path);
  await hydrated(page, "Tabs");
  await page.getByRole("tab", { name: site.ui.caseStudy.results }).click();
  for (const width of [1280, 375]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator("#study-panel-results"), "the Results tab stays open").toHaveAttribute("data-tab-panel", "active");
      await page.locator("#study-panel-results ol").first().scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
    });
  }
});
