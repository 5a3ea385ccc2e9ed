/**
 * Every page with JavaScript off, loaded once, with every check that reads the page as it
 * stands. The URLs are the route table's (generated/routes.ts
 * `prerenderUrls`). Each check is a labelled step with soft expectations, so a failure names the
 * page and the check, and the other checks still run.
 *
 *   title    the page's own title (generated/routes.ts pageMeta);
 *   content  the page answers 200 and shows its content and one h1, nothing hidden by a script
 *            that never ran (no armed reveal), no control that needs a script on show;
 *   landmarks one main, and every landmark of a kind named uniquely when there are two;
 *   images   every <img> decoded (naturalWidth > 0), and every image URL the page names (src,
 *            currentSrc, <source srcset>) served as a non-empty image/* (page-checks.ts):
 *            without scripting every image loads before the load event (lazy loading is off),
 *            which the test checks, so the page is not scrolled;
 *   cover    a case study or project page shows its cover (`img[data-cover]`), loaded;
 *   figures  a case study's Results panel opens with its figures, a project's figures stand
 *            above its results (page-checks.ts `checkRecordPage`);
 *   words in pictures  the tab panels' composed pictures (a case study's Showcase) shown at least
 *            as wide as their words are drawn for, at 375, 768 and 1024 px (`checkArtInPanels`).
 * The same checks with JavaScript on (read through at 1440 px, every reveal and lazy image
 * fired, the islands hydrated), and axe-core at 375 and 1440 px on one URL of each route, run in
 * layout.spec.ts's load of each page. The console, CSP and off-site guard (fixtures.ts) watches
 * every one of these loads.
 */
import { pageMeta, prerenderUrls } from "../../generated/routes";
import { expect, test } from "./fixtures";
import { checkArtInPanels, checkImages, checkRecordPage } from "./page-checks";

/** What is wrong with the page's landmarks: one main, and every landmark of a kind named uniquely when there are two. Runs in the page. */
function landmarkProblems(): string[] {
  const name = (el: Element) =>
    el.getAttribute("aria-label") ??
    (el.getAttribute("aria-labelledby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim();
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

test.describe("every page, JavaScript off: content, landmarks, images, cover", () => {
  test.describe.configure({ timeout: 60_000 });
  for (const url of prerenderUrls) {
    // The worker's kept page with JavaScript off (fixtures.ts): a fresh load of the URL, in a page
    // that has its styles and fonts already.
    test(url, async ({ noScriptPage: page, request }) => {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await test.step("title: the page's own (generated/routes.ts pageMeta)", async () => {
        await expect.soft(page, url).toHaveTitle(pageMeta[url]!.title);
      });
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
        expect
          .soft(
            await page.evaluate(() => [...document.images].filter((i) => !i.complete).map((i) => i.currentSrc || i.src)),
            "images not loaded by the load event",
          )
          .toEqual([]);
      });
      await checkImages(page, request, url);
      await checkRecordPage(page, url, false);
      await checkArtInPanels(page, url);
    });
  }
});
