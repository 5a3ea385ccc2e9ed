/**
 * The image checks every page gets (issues 8, 12 and 19), shared by the page loads that run them:
 * layout.spec.ts (JavaScript on, read through at 1440 px) and pages.spec.ts (JavaScript off).
 */
import type { APIRequestContext, Page, Request } from "@playwright/test";
import { caseStudies } from "../../generated/case-studies";
import { projects } from "../../generated/projects";
import { expect, test } from "./fixtures";

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
export async function checkImages(page: Page, request: APIRequestContext, url: string): Promise<void> {
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


/**
 * Follows the image requests of `page` from now on; the function returned resolves once none is
 * in flight (every image load a reading started has ended: a picture in a hidden cut or a lazy one
 * never brought near the view is never requested, so it is not waited for). Call before goto.
 */
export function imageLoads(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  page.on("request", (r) => void (r.resourceType() === "image" && pending.add(r)));
  const done = (r: Request) => void pending.delete(r);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return () => expect.poll(() => pending.size, { timeout: 15_000, intervals: [50, 100] }).toBe(0);
}
