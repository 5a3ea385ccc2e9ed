/**
 * The display typeface: each page preloads the Latin file of the body face and of
 * the display face (spec/site.yaml typography.display sets each h1 in it), sets its headings
 * and big figures in the face the spec names, and does not move when the fonts arrive late:
 * with every woff2 held back 1 s the page is first drawn in the metric-matched fallbacks
 * (vite.config.ts), and the layout shifts it records stay under 0.01.
 */
import { caseStudies } from "../../generated/case-studies";
import { site } from "../../generated/site";
import { BODY_FACE, faceOf, isLatinFile, preloadedFaces } from "../../runtime/styles/fonts";
import { expect, test } from "./fixtures";

const display = site.typography.display;
const URLS = ["/", caseStudies[0].path, "/about"];

for (const url of URLS) {
  test(`${url}: the Latin files of the faces in use are preloaded, the display face sets the headings`, async ({ page }) => {
    await page.goto(url);
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((ls) => ls.map((l) => l.getAttribute("href") ?? ""));
    const faces = preloadedFaces(display);
    expect(preloads).toHaveLength(faces.length);
    faces.forEach((face, i) => {
      expect(isLatinFile(face, preloads[i]), `${preloads[i]} is ${face.family}'s Latin file`).toBe(true);
    });
    await page.evaluate(() => document.fonts.ready);
    const familyOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).fontFamily.split(",")[0].replaceAll('"', "").trim());
    const expected = (use: string) => (display.use.includes(use as never) ? faceOf(display.family) : BODY_FACE).family;
    expect(await familyOf("h1")).toBe(expected("pageTitle"));
    expect(await familyOf("main h2:not(.sr-only)")).toBe(expected("sectionHeading"));
    expect(await familyOf("main p")).toBe(BODY_FACE.family);
    // The display face is drawn from its own file, not left to the fallback.
    expect(await page.evaluate((f) => document.fonts.check(`700 16px "${f}"`), display.family)).toBe(true);
  });

  test(`${url}: no layout shift when the fonts arrive 1 s late, at 375 and 1440 px`, async ({ browser }) => {
    for (const width of [375, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.route(/\.woff2$/, async (route) => {
        await new Promise((ok) => setTimeout(ok, 1000));
        await route.continue();
      });
      await context.addInitScript(() => {
        const w = window as unknown as { __shift: () => number };
        let shift = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const e of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) shift += e.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        // The shifts so far, those not yet delivered to the observer included (takeRecords).
        w.__shift = () => {
          add(observer.takeRecords());
          return shift;
        };
      });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: "load" });
      // The fonts are in; two frames later the layout they change has been done and any shift it
      // made recorded (read with the entries not yet delivered), instead of a fixed 500 ms pause.
      await page.evaluate(() => document.fonts.ready);
      const shift = await page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return (window as unknown as { __shift: () => number }).__shift();
      });
      expect(shift, `${url} at ${width} px: layout shift with the fonts 1 s late`).toBeLessThan(0.01);
      await context.close();
    }
  });
}
