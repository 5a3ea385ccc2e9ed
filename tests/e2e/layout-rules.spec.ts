/**
 * The design review's layout rules (layout-rules.ts) catch what they are written for: each is
 * run on a small page with the fault it names and on the same page without it, so a rule that
 * stopped seeing its fault fails here, not silently in layout.spec.ts; and the rules run together
 * in one pass, as layout.spec.ts runs them, still report each its own fault. One page, its
 * content set per case (no server, no load).
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import {
  coveredLinkProblems,
  coveredLinkRule,
  emptyEndProblems,
  heroCutProblems,
  layoutPass,
  layoutPassSource,
  letterboxProblems,
  rule,
  TABLET,
  tabletColumnProblems,
} from "./layout-rules";

/** A 300 × 200 picture (a data URL), so nothing leaves the machine. */
const PICTURE = `data:image/svg+xml;utf8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#36c"/></svg>')}`;
const CARD = "border:1px solid #ccc;border-radius:24px;background:#fff;padding:16px";

/** Lays `body` out at `width` × 900 px and waits for its pictures. */
async function show(page: Page, width: number, body: string): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.setContent(`<!doctype html><html><body style="margin:0;font:16px/1.5 sans-serif">${body}</body></html>`);
  await page.evaluate(() => Promise.all([...document.images].map((i) => i.decode().catch(() => undefined))));
}

test("each layout rule finds its fault and passes the page without it", async ({ page }) => {
  await test.step("a tinted box stretched into empty space", async () => {
    const card = (stretch: boolean) =>
      `<div style="${CARD};display:flex;flex-direction:column;height:400px;width:300px"><p style="margin:0">A card's words.</p><p style="margin:12px 0 0;${stretch ? "flex:1;" : ""}background:#eef;border-radius:16px;padding:16px">Why it matters: words.</p><a href="#x" style="margin-top:auto">Learn more</a></div>`;
    await show(page, 1024, card(true));
    expect(await page.evaluate(emptyEndProblems)).toEqual([expect.stringMatching(/^<p> "Why it matters: words\." ends in \d+ px of empty space/)]);
    await show(page, 1024, card(false));
    expect(await page.evaluate(emptyEndProblems)).toEqual([]);
  });

  await test.step("a letterboxed slot and a blurred band", async () => {
    await show(page, 1024, `<img src="${PICTURE}" width="300" height="200" style="width:300px;height:300px;object-fit:contain">`);
    expect(await page.evaluate(letterboxProblems)).toEqual([expect.stringMatching(/letterboxed, 100 px of its 300 × 300 px slot left empty/)]);
    await show(page, 1024, `<img src="${PICTURE}" width="300" height="200" style="width:300px;height:300px;object-fit:cover;filter:blur(20px)">`);
    expect(await page.evaluate(letterboxProblems)).toEqual([expect.stringMatching(/a blurred copy fills a 300 × 300 px slot/)]);
    await show(page, 1024, `<img src="${PICTURE}" width="300" height="200" style="width:300px;height:300px;object-fit:cover">`);
    expect(await page.evaluate(letterboxProblems)).toEqual([]);
  });

  await test.step("a list of pictured cards in one column on a tablet", async () => {
    const list = (columns: number) =>
      `<ul style="display:grid;grid-template-columns:repeat(${columns},1fr);gap:16px;list-style:none;padding:20px">${[1, 2, 3, 4]
        .map((i) => `<li style="${CARD}"><img src="${PICTURE}" style="width:100%;height:auto;display:block" alt=""><p>Card ${i}</p></li>`)
        .join("")}</ul>`;
    await show(page, TABLET.min, list(1));
    expect(await page.evaluate(tabletColumnProblems, TABLET)).toEqual([expect.stringMatching(/^<ul> of 4 pictured cards "Card 1…" is one column/)]);
    await show(page, TABLET.min, list(2));
    expect(await page.evaluate(tabletColumnProblems, TABLET)).toEqual([]);
    await show(page, 375, list(1));
    expect(await page.evaluate(tabletColumnProblems, TABLET), "a phone's one column is its layout").toEqual([]);
  });

  await test.step("a country hero narrower than the cut its map keeps whole", async () => {
    const hero = (height: number) => `<img src="${PICTURE}#/media/art/countries/uk.svg" style="width:375px;height:${height}px;object-fit:cover" alt="">`;
    await show(page, 375, hero(800));
    expect(await page.evaluate(heroCutProblems, 9 / 16)).toEqual([expect.stringMatching(/is shown 375 × 800 px, narrower than the 0\.563/)]);
    await show(page, 375, hero(600));
    expect(await page.evaluate(heroCutProblems, 9 / 16)).toEqual([]);
  });

  await test.step("a fixed button over a link at the page's end", async () => {
    const footer = (clear: boolean) =>
      `<div style="height:1400px"></div><footer style="display:flex;justify-content:flex-end;padding:0 ${clear ? 96 : 24}px 40px 24px"><a href="#p">Privacy policy</a></footer><button aria-label="Back to top" style="position:fixed;right:24px;bottom:24px;width:48px;height:48px">↑</button>`;
    await show(page, 1024, footer(false));
    expect(await coveredLinkProblems(page)).toEqual(['the fixed <button> "Back to top" covers <a> "Privacy policy" at the page\'s end']);
    await show(page, 1024, footer(true));
    expect(await coveredLinkProblems(page)).toEqual([]);
  });

  await test.step("the rules run together in one pass, as layout.spec.ts runs them, each reporting its own fault", async () => {
    const rules = [rule("letterboxed slots", letterboxProblems), rule("country hero cut", heroCutProblems, 9 / 16), coveredLinkRule];
    const faults = `<img src="${PICTURE}" width="300" height="200" style="width:300px;height:300px;object-fit:contain" alt=""><div style="height:1400px"></div><footer style="display:flex;justify-content:flex-end;padding:0 24px 40px 24px"><a href="#p">Privacy policy</a></footer><button aria-label="Back to top" style="position:fixed;right:24px;bottom:24px;width:48px;height:48px">↑</button>`;
    await show(page, 1024, faults);
    await page.evaluate(layoutPassSource(rules));
    const pass = await page.evaluate(layoutPass);
    expect(pass.problems).toEqual([
      [expect.stringMatching(/letterboxed, 100 px of its 300 × 300 px slot left empty/)],
      [],
      ['the fixed <button> "Back to top" covers <a> "Privacy policy" at the page\'s end'],
    ]);
    expect(Object.keys(pass.textSizes)).toEqual([]);
  });
});
