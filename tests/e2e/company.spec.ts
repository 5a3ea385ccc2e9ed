import type { HeroSection, OfficesSection, PageSection, RichTextSection, TestimonialsSection } from "../../model/index.ts";
import { aboutPage } from "../../generated/about";
import { sectionPages } from "../../generated/pages";
import { routes } from "../../generated/routes";
import { site } from "../../generated/site";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const heading = (id: string) => routes.find((r) => r.id === id)!.heading!;
/** The first section of a kind on the page of sections of route `id`. */
const section = <K extends PageSection["kind"]>(id: string, kind: K) =>
  sectionPages[id].sections.find((s): s is Extract<PageSection, { kind: K }> => s.kind === kind)!;
/** The text of a legal page: its one rich-text section. */
const legal = (id: string): RichTextSection => section(id, "rich-text");

/**
 * The width at which the pages the width tests below load are also checked with axe-core, on
 * that load: the project's own.
 */
const AXE_WIDTH = 1280;

/** axe-core on the page as it stands, after its islands are live, on the load at {@link AXE_WIDTH} px. */
async function axeOnThisLoad(page: Page, width: number): Promise<void> {
  if (width !== AXE_WIDTH) return;
  await test.step("axe-core: no violations", async () => {
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
}

// These tests only read their pages: the worker's kept page (fixtures.ts `readerPage`), laid out
// at the test's width (the viewport goes back to the project's after each test).
for (const width of [375, 768, AXE_WIDTH]) {
  test.describe(`company pages at ${width} px`, () => {
    /** What a test name adds when its load also runs axe-core. */
    const axe = width === AXE_WIDTH ? "; no axe-core violations" : "";
    test(`about shows every block of its page${width === AXE_WIDTH ? "; a section below the fold fades in when scrolled to" : ""}${axe}`, async ({
      readerPage: page,
    }) => {
      const a = aboutPage!;
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/about");
      await expect(page).toHaveTitle(`About us | ${site.brand.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(a.hero.heading);
      for (const h of [
        a.story.heading,
        a.acronym.heading,
        a.apart.heading,
        a.footprint.heading,
        a.team.heading,
        a.methodology.heading,
        a.focus.heading,
        a.approach.heading,
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: h })).toBeVisible();
      }
      expect(a.acronym.items.map((x) => x.word)).toEqual(["Benefit", "Leadership", "Utility"]);
      for (const x of a.acronym.items)
        await expect(page.locator("section[aria-labelledby=acronym]").getByRole("heading", { name: x.word, exact: true })).toBeVisible();
      for (const t of ["Data", "Technology", "Creativity"])
        await expect(page.getByRole("link", { name: new RegExp(`^${a.apart.actionLabel}\\W+${t}$`) })).toHaveAttribute("href", "/services");
      for (const v of ["Collaboration", "Innovation", "Excellence", "Integrity"])
        await expect(page.locator("section[aria-labelledby=team]").getByRole("heading", { name: v, exact: true })).toBeVisible();
      const leaders = page.locator("[data-person]");
      await expect(leaders).toHaveCount(9);
      for (const l of a.team.leaders) {
        const link = page.getByRole("link", { name: new RegExp(`^${a.team.profileLabel}\\W+${l.name}`) });
        await expect(link).toHaveAttribute("href", l.linkedin);
        await expect(link).toHaveAttribute("target", "_blank");
      }
      await expect(page.locator("#methodology ~ ol > li, section[aria-labelledby=methodology] ol > li")).toHaveCount(5);
      await expect(page.locator("section[aria-labelledby=approach] li")).toHaveCount(8);
      for (const chip of a.footprint.chips) await expect(page.getByText(chip, { exact: true }).first()).toBeAttached();
      // A compact list of name, role and office, with portraits that vary (the practices' colours).
      for (const l of a.team.leaders) if (l.office) await expect(leaders.filter({ hasText: l.name })).toContainText(l.office);
      const portraits = await leaders.evaluateAll((els) =>
        els.map((e) => getComputedStyle(e.querySelector("article > [data-slot=portrait]")!).backgroundColor),
      );
      expect(new Set(portraits).size, portraits.join(", ")).toBeGreaterThanOrEqual(4);
      // Monogram cards of one height, whatever size each leader has in the spec.
      const heights = await leaders.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
      expect(new Set(heights).size, `card heights ${heights.join(", ")}`).toBe(1);
      // Before axe-core, which may scroll: a section below the fold is armed until scrolled to, then fades in and stays.
      if (width === AXE_WIDTH)
        await test.step("scroll-in reveals: a section below the fold fades in when scrolled to, and stays visible", async () => {
          await hydrated(page);
          const approach = page.locator("section[aria-labelledby=approach]");
          await expect(approach).toHaveAttribute("data-reveal", "armed");
          await approach.scrollIntoViewIfNeeded();
          await expect(approach).toHaveAttribute("data-reveal", "shown");
          await expect(approach).toHaveCSS("opacity", "1");
        });
      await axeOnThisLoad(page, width);
    });

    test(`contact lists the six offices with tappable phone links${axe}`, async ({ readerPage: page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/contact");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading("contact"));
      const c: OfficesSection = section("contact", "offices");
      expect(c.items.map((o) => o.country)).toEqual(["South Africa", "Uganda", "Nigeria", "Kenya", "Rwanda", "United Kingdom"]);
      for (const o of c.items) {
        await expect(page.getByRole("heading", { name: o.country, exact: true })).toBeVisible();
        await expect(page.getByRole("link", { name: o.callLabel })).toHaveAttribute("href", o.telHref);
      }
      await expect(page.getByRole("heading", { name: "Get in touch" })).toBeVisible();
      await axeOnThisLoad(page, width);
    });

    test(`recommendations show four testimonials two per row with pagination${axe}`, async ({ readerPage: page }) => {
      const hero: HeroSection = section("recommend", "hero");
      const r: TestimonialsSection = section("recommend", "testimonials");
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/recommend");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.heading!);
      // Every testimonial is in the HTML; a page of perPage shows at a time.
      await expect(page.locator("figure")).toHaveCount(r.items.length);
      const cards = page.locator("figure:visible");
      await expect(cards).toHaveCount(Math.min(r.perPage, r.items.length));
      for (const t of r.items.slice(0, r.perPage)) await expect(page.getByText(t.quote)).toBeVisible();
      await expect(page.getByText(`${r.items[0].company}, ${r.items[0].date}`)).toBeVisible();
      if (width >= 768) {
        const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
        expect(tops[0]).toBe(tops[1]);
        expect(tops[2]).toBeGreaterThan(tops[0]);
      }
      await expect(page.locator("figcaption svg").first()).toBeVisible();
      await expect(page.getByRole("link", { name: site.ui.shell.contactCta }).first()).toHaveAttribute("href", "/contact");
      await axeOnThisLoad(page, width);
    });

    for (const id of ["terms", "privacy"]) {
      test(`${id} renders its complete text${axe}`, async ({ readerPage: page }) => {
        const p = legal(id);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/${id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading(id));
        await expect(page.locator("article").getByRole("heading", { level: 2 })).toHaveCount(p.parts.length);
        await expect(page.getByText(p.parts[p.parts.length - 1].paragraphs[0])).toBeVisible();
        await axeOnThisLoad(page, width);
      });
    }
  });
}

// The page itself is loaded, and its text checked, by the width tests above.
test("the privacy policy names what each form collects and how to ask for deletion", () => {
  const text = JSON.stringify(legal("privacy"));
  for (const word of ["EmailJS", "privacy@blu-imc.example", "phone", "company"]) expect(text).toContain(word);
});

// axe-core on the pages of this file that no width test above loads (those are checked on their load at 1280 px).
for (const path of ["/newsletter", "/customer-service-trends-2026"]) {
  test(`${path} has no axe-core violations`, async ({ readerPage: page }) => {
    await page.goto(path);
    await hydrated(page);
    await expectNoAxeViolations(page);
  });
}

test.describe("scroll-in reveals", () => {
  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("content is visible without JavaScript", async ({ page }) => {
      await page.goto("/about");
      const approach = page.locator("section[aria-labelledby=approach]");
      await approach.scrollIntoViewIfNeeded();
      await expect(approach).toHaveCSS("opacity", "1");
    });
  });

  // With JavaScript, a section below the fold fades in when scrolled to: the last step of the
  // about test at 1280 px above, on its load.

  test.describe("under reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("reduced motion never arms a reveal", async ({ page }) => {
      await page.goto("/about");
      await page.locator("html[data-loader=ready]").waitFor({ state: "attached", timeout: 15_000 });
      await hydrated(page);
      await expect(page.locator("[data-reveal=armed]")).toHaveCount(0);
    });
  });
});
