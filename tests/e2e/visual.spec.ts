/**
 * Visual regression: the first screen of one page of each kind at 375, 768 and
 * 1440 px, compared with the golden images committed beside this file
 * (tests/e2e/visual.spec.ts-snapshots/), so the look changes only on purpose.
 *
 * The page is settled before the shot: reduced motion, CSS animations stopped, web fonts
 * loaded (and drawn: the page is shown after another of the site, its fonts cached), islands hydrated, every image in the first screen decoded, and the caret hidden. (The
 * banner reel starts only where motion is allowed, so its box shows the poster.)
 *
 * After a deliberate change of look, rebuild and write the goldens again, then look at them:
 *   npm run build && npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 */
import type { BrowserContext, Page } from "@playwright/test";
import { paths, routes } from "../../generated/routes";
import { expect, hydrated, test } from "./fixtures";

/** Viewport of each width: a phone, a tablet held upright and a laptop (px). */
const viewports = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

/**
 * One URL of each page kind: the first the route table prerenders for each route, and the
 * not-found page. The country case-study routes share the featured case study's page kind, so
 * they are not shot again. (Every service is one route, `service`: its first URL is the first
 * practice's first service.)
 */
const sameKind = (id: string) => /-case-study$/.test(id);
const kinds: { id: string; url: string }[] = [
  ...routes.filter((r) => r.urls.length > 0 && !sameKind(r.id)).map((r) => ({ id: r.id, url: r.urls[0] as string })),
  { id: "not-found", url: "/no/such/page" },
];

/** Waits until fonts are loaded and every image that shows in the first screen has been decoded. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await hydrated(page);
  await page.waitForFunction(() =>
    [...document.images].every((img) => {
      const r = img.getBoundingClientRect();
      const inView = r.bottom > 0 && r.top < innerHeight && r.width > 0;
      return !inView || (img.complete && img.naturalWidth > 0);
    }),
  );
  await page.evaluate(() =>
    Promise.all([...document.images].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.decode().catch(() => undefined))),
  );
}

/** The browser contexts whose cache holds the site's fonts already (a page of the site was loaded in them). */
const warmed = new WeakSet<BrowserContext>();

for (const viewport of viewports) {
  test.describe(`${viewport.width} px`, () => {
    for (const kind of kinds) {
      // The worker's kept page (fixtures.ts), at this width and with reduced motion for this test.
      test(`${kind.id} (${kind.url}) looks as its golden image`, async ({ readerPage: page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: "reduce" });
        // The display face is font-display: optional (runtime/styles/fonts.ts): a page whose
        // font misses the first frames keeps the fallback. The shot is of a page seen after
        // another of the site, the fonts in the cache, as most visits see it: the light
        // form-sent page brings them (every page preloads them) at a fraction of a second load,
        // once per browser context (the kept page's context keeps its cache from test to test).
        if (!warmed.has(page.context())) {
          await page.goto(paths.formSent);
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          warmed.add(page.context());
        }
        await page.goto(kind.url);
        await settled(page);
        await expect(page).toHaveScreenshot(`${kind.id}-${viewport.width}.png`, {
          animations: "disabled",
          caret: "hide",
          maxDiffPixelRatio: 0.002,
        });
      });
    }
  });
}
