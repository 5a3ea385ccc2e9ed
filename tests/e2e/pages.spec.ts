/**
 * Every page, loaded once per JavaScript mode, with every check that reads the page as it
 * stands (issues 8, 12 and 19). The URLs are the route table's (generated/routes.ts
 * `prerenderUrls`) and the two not-found views. Each check is a labelled step with soft
 * expectations, so a failure names the page and the check, and the other checks still run.
 *
 * JavaScript on, 1280 px (scrolled through: the loader armed the reveals, every reveal and lazy
 * image fired, the islands hydrated, the fades ended):
 *   images   every <img> the browser tried decoded (naturalWidth > 0), and every image URL the
 *            page names (src, currentSrc, <source srcset>) is served as a non-empty image/*;
 *   cover    a case study or project page shows its cover (`img[data-cover]` with the cover's
 *            src), loaded;
 *   axe      axe-core (WCAG 2.2 AA) finds no violation: on one URL of each route (the first it
 *            knows) and on the two not-found views.
 * (axe-core at 375 px runs on the same URLs in layout.spec.ts, in the load that checks the layout.)
 * JavaScript off (every prerendered URL):
 *   content  the page answers 200 and shows its content and one h1, nothing hidden by a script
 *            that never ran (no armed reveal), no control that needs a script on show;
 *   landmarks one main, and every landmark of a kind named uniquely when there are two;
 *   images and cover, as above: without scripting every image loads before the load event
 *            (lazy loading is off), which the test checks, so the page is not scrolled.
 * The console, CSP and off-site guard (fixtures.ts) watches every one of these loads.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { caseStudies } from "../../generated/case-studies";
import { projects } from "../../generated/projects";
import { prerenderUrls } from "../../generated/routes";
import { AXE_URLS, expect, expectNoAxeViolations, NOT_FOUND_URLS, scrolledThrough, test } from "./fixtures";


/** The cover each case study and project page shows, by URL. */
const covers = new Map([...caseStudies.map((s) => [s.path, s.image.src] as const), ...projects.map((p) => [p.path, p.image.src] as const)]);

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

/** Every image URL of `urls` answers 200 with a non-empty image/* body (each fetched once per worker). */
async function expectServed(request: APIRequestContext, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    if (served.has(url)) continue;
    const res = await request.get(new URL(url).pathname);
    expect.soft(res.status(), url).toBe(200);
    expect.soft(res.headers()["content-type"], url).toMatch(/^image\//);
    expect.soft((await res.body()).length, url).toBeGreaterThan(0);
    if (res.ok()) served.add(url);
  }
}

/** The image checks: nothing broken, every named image served; on a detail page, its cover loaded. */
async function checkImages(page: Page, request: APIRequestContext, url: string): Promise<void> {
  await test.step("images: none broken, every one served", async () => {
    const { broken, urls } = await images(page);
    expect.soft(broken, `${url}: images that did not decode`).toEqual([]);
    await expectServed(request, urls);
  });
  const cover = covers.get(url);
  if (cover) {
    await test.step("cover: shown and loaded", async () => {
      const img = page.locator(`img[data-cover][src="${cover}"]`);
      await expect.soft(img).toHaveCount(1);
      await expect.configure({ soft: true }).poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    });
  }
}

/** What is wrong with the page's landmarks: one main, and every landmark of a kind named uniquely when there are two. Runs in the page. */
function landmarkProblems(): string[] {
  const name = (el: Element) => el.getAttribute("aria-label") ?? (el.getAttribute("aria-labelledby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" ").trim();
  const role = (el: Element) => {
    const t = el.tagName.toLowerCase();
    const top = !el.closest("article, aside, main, nav, section");
    if (t === "nav") return "navigation";
    if (t === "aside") return "complementary";
    if (t === "main") return "main";
    if (t === "header" && top) return "banner";
    if (t === "footer" && top) return "contentinfo";
    if ((t === "section" || t === "form") && (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby"))) return t === "form" ? "form" : "region";
    return null;
  };
  const byRole = new Map<string, string[]>();
  for (const el of document.querySelectorAll("nav, aside, main, header, footer, section, form")) {
    const r = role(el);
    if (r) byRole.set(r, [...(byRole.get(r) ?? []), name(el)]);
  }
  const out: string[] = [];
  if (byRole.get("main")?.length !== 1) out.push("main: not exactly one");
  for (const [r, names] of byRole) {
    if (names.length < 2) continue;
    if (names.some((n) => !n)) out.push(`${r}: ${names.length} landmarks, not all named`);
    if (new Set(names).size < names.length) out.push(`${r}: names repeat`);
  }
  return out;
}

test.describe("every page, JavaScript on, 1280 px: images, cover, axe-core", () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const url of [...prerenderUrls, ...NOT_FOUND_URLS]) {
    test(url, async ({ page, request }) => {
      await page.goto(url);
      await scrolledThrough(page);
      await page.waitForLoadState("networkidle");
      await checkImages(page, request, url);
      if (AXE_URLS.has(url)) await test.step("axe-core: no violations at 1280 px", () => expectNoAxeViolations(page));
    });
  }
});

test.describe("every page, JavaScript off: content, landmarks, images, cover", () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({ javaScriptEnabled: false });
  for (const url of prerenderUrls) {
    test(url, async ({ page, request }) => {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await test.step("content: one h1, shown; nothing hidden by a script that never ran", async () => {
        await expect.soft(page.locator("h1")).toHaveCount(1);
        await expect.soft(page.locator("h1")).toBeVisible();
        expect.soft(await page.locator("[data-reveal=armed]").count(), "armed reveals").toBe(0);
        // No island control that needs a script is on show.
        expect.soft(await page.locator("[data-needs-js]:visible").count(), "controls that need a script, on show").toBe(0);
      });
      await test.step("landmarks: one main, each kind named uniquely", async () => {
        expect.soft(await page.evaluate(landmarkProblems)).toEqual([]);
      });
      // Without scripting, the browser loads lazy images eagerly (the HTML standard turns
      // loading=lazy off then), so the load event has waited for every image: no scroll needed.
      await test.step("images: every one tried (none left lazy)", async () => {
        expect.soft(await page.evaluate(() => [...document.images].filter((i) => !i.complete).map((i) => i.currentSrc || i.src)), "images not loaded by the load event").toEqual([]);
      });
      await checkImages(page, request, url);
    });
  }
});
